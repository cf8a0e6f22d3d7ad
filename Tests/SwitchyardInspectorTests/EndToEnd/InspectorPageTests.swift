import Foundation
import RegistrationDemoKit
import RegistrationExample
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspector
import SwitchyardInspectorServer
import Testing

/// The inspector page in a real browser (headless Chromium through chromedriver), against a real server and a real
/// store: what is lit, what the log shows, and time travel. Runs wherever Chromium is installed; CI sets
/// `SWITCHYARD_REQUIRE_BROWSER=1`, so a missing browser fails there instead of skipping.
///
/// Serialized: one browser at a time. In a clean-clone CI run where both tests started their chromedriver and
/// Chromium at the same moment, both waited out their 5-minute limit (the run that passed before it had started
/// them apart).
@Suite(
    .serialized, .timeLimit(.minutes(5)), .enabled(if: WebDriverSession.isAvailable, "needs chromium and chromedriver"))
@MainActor
struct InspectorPageTests {
    static let lit = "document.body.dataset.lit"

    @Test func theRegistrationDemoLiveWithTimeTravel() async throws {
        let server = try await InspectorServer.start()
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let store = Store(machine: AppFlow.machine(environment: environment))
        let connection = RegistrationDemo.connectInspector(store, to: server.url, environment: environment)
        try await WebDriverSession.run(stopping: server) { browser in
            try await browser.navigate(to: server.url)
            try await browser.waitUntil("\(Self.lit) === 'welcome' && document.querySelector('#sy-graph .lit')")

            store.send(.start)
            store.send(.authentication(.event(.chooseRegister)))
            store.send(.dismissAlert)  // ignored: no alert is shown
            #expect(await connection.flush())
            try await browser.waitUntil(
                "\(Self.lit) === 'authentication\\nauthentication.register' && document.body.dataset.count === '4'")
            // The register screen's node of the laid-out graph is lit, inside the lit authentication flow.
            let litNodes = try await browser.execute("return window.switchyardInspector.lit()", as: [String].self)
            #expect(litNodes == ["authentication", "authentication.register"])
            // The graph is taller than its pane: the innermost lit node was scrolled into view.
            let inView = try await browser.execute(
                """
                const pane = document.getElementById('sy-graph').getBoundingClientRect();
                const node = document.querySelector('#sy-graph [id="authentication.register"]').getBoundingClientRect();
                return node.top >= pane.top && node.bottom <= pane.bottom && node.left >= pane.left && node.right <= pane.right
                """, as: Bool.self)
            #expect(inView)
            let rows = try await browser.execute(
                "return [...document.querySelectorAll('#sy-log .row')].map(r => r.textContent)", as: [String]?.self)
            #expect(rows?.count == 4)
            #expect(rows?.first?.contains("dismissAlert") == true)
            #expect(rows?.first?.contains("ignored") == true)
            #expect(rows?.dropFirst().first?.contains("chooseRegister") == true)
            let ignoredRows = try await browser.execute(
                "return document.querySelectorAll('#sy-log .row.ignored').length", as: Int.self)
            #expect(ignoredRows == 1)
            Attachment.record(try await browser.screenshot(), named: "inspector-live.png")
            try Self.keepScreenshot(try await browser.screenshot(), named: "inspector-live.png")

            // Time travel: the slider back to the first message shows the welcome screen again.
            try await browser.execute(
                "const t = document.getElementById('sy-timeline'); t.value = '0'; t.dispatchEvent(new Event('input'))")
            try await browser.waitUntil("\(Self.lit) === 'welcome' && document.body.dataset.selected === '0'")
            let back = try await browser.execute("return window.switchyardInspector.lit()", as: [String].self)
            #expect(back == ["welcome"])
            let heading = try await browser.execute(
                "return document.getElementById('sy-heading').textContent", as: String.self)
            #expect(heading.contains("connected"))

            // A click on a log row selects that message: the state diff of the event that opened the register screen.
            try await browser.execute(
                "document.querySelector('#sy-log .row[data-index=\"2\"]').dispatchEvent(new MouseEvent('click', {bubbles: true}))"
            )
            try await browser.waitUntil("document.body.dataset.selected === '2'")
            let diff = try await browser.execute(
                "return [...document.querySelectorAll('#sy-state .ins')].map(l => l.textContent).join('\\n')",
                as: String.self)
            #expect(diff.contains("register"))
        } beforeStop: {
            connection.disconnect()
            #expect(await connection.flush())  // the goodbye reached the server before it stops
        }
    }

    @Test func anExportedLogOfflineWithItsDiagram() async throws {
        // A log recorded from a door store, opened offline with a drawing of the door.
        let messages: [InspectorMessage] = {
            var list: [InspectorMessage] = []
            var hello = InspectorMessage(kind: .hello, store: "door", sequence: 0, time: 0)
            hello.name = "door"
            hello.state = "closed"
            list.append(hello)
            for (index, (event, state)) in [("open", "opened"), ("close", "closed"), ("lock", "locked")].enumerated() {
                var message = InspectorMessage(kind: .event, store: "door", sequence: index + 1, time: 0)
                message.event = event
                message.step = .external
                message.state = state
                list.append(message)
            }
            return list
        }()
        let diagram = try DiagramReader.read(
            bytes: Array(
                """
                @startuml
                [*] --> closed
                closed --> opened : open
                opened --> closed : close
                closed --> locked : lock
                locked --> closed : unlock
                @enduml
                """.utf8), format: .plantuml, fileName: "door.puml")
        let server = try await InspectorServer.start()
        try await server.load(
            log: try InspectorRecording(messages: messages).json(), name: "door.json", diagram: diagram)
        try await WebDriverSession.run(stopping: server) { browser in
            try await browser.navigate(to: server.url)
            try await browser.waitUntil(
                "\(Self.lit) === 'locked' && document.querySelector('#sy-graph [id=\"locked\"].lit')")
            Attachment.record(try await browser.screenshot(), named: "inspector-offline.png")
            try Self.keepScreenshot(try await browser.screenshot(), named: "inspector-offline.png")
            try await browser.execute(
                "const t = document.getElementById('sy-timeline'); t.value = '1'; t.dispatchEvent(new Event('input'))")
            try await browser.waitUntil("\(Self.lit) === 'opened'")
        }
    }

    /// The Stately adapter end to end: a browser's WebSocket on `/api/v1/stately` (as Stately's
    /// `createWebSocketReceiver` and inspector bridge open it) gets the backlog, then live events.
    @Test func theStatelyFeedOverAWebSocket() async throws {
        let server = try await InspectorServer.start()
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: server.url, name: "door", drawing: .table(of: store.machine, name: "door"))
        store.send(.open)
        #expect(await connection.flush())
        try await WebDriverSession.run(stopping: server) { browser in
            try await browser.navigate(to: server.url)
            let token = try #require(
                URLComponents(url: server.url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value)
            try await browser.execute(
                """
                window.stately = [];
                const socket = new WebSocket('ws://' + location.host + '/api/v1/stately?token=\(token)');
                socket.onmessage = (event) => {
                  window.stately.push(JSON.parse(event.data));
                  document.body.dataset.stately = String(window.stately.length);
                };
                """)
            try await browser.waitUntil("document.body.dataset.stately === '3'")
            store.send(.close)
            #expect(await connection.flush())
            try await browser.waitUntil("document.body.dataset.stately === '5'")
            let events = try await browser.execute(
                "return window.stately.map(e => [e.type, e._version, (e.event || {}).type || '',"
                    + " JSON.stringify((e.snapshot || {}).value || '')])", as: [[String]].self)
            #expect(
                events == [
                    ["@xstate.actor", "0.7.1", "", #""closed""#],
                    ["@xstate.event", "0.7.1", "open", #""""#],
                    ["@xstate.snapshot", "0.7.1", "open", #""open""#],
                    ["@xstate.event", "0.7.1", "close", #""""#],
                    ["@xstate.snapshot", "0.7.1", "close", #""closed""#],
                ])
            let bridge = try await browser.execute(
                "return fetch('/stately?token=\(token)').then(r => r.text())", as: String.self)
            #expect(bridge.contains("https://stately.ai/inspect"))
            // The bridge's script (a file of its own, under a policy without inline script) runs and connects.
            try await browser.navigate(
                to: try #require(URL(string: "http://127.0.0.1:\(server.url.port ?? 0)/stately?token=\(token)")))
            try await browser.waitUntil("typeof socket !== 'undefined' && socket.readyState === WebSocket.OPEN")
        } beforeStop: {
            connection.disconnect()
            #expect(await connection.flush())
        }
    }

    /// The quality bar's size: a 100,000-event log over a 1,000-state graph. The page must show it with a
    /// virtualized log (a screenful of rows in the document, not 100,000), a graph laid out once and then only
    /// restyled, and time travel to any point. The timings are printed (and recorded in Benchmarks/RESULTS.md),
    /// not asserted: this suite checks behaviour, the benchmarks speed.
    @Test func aHundredThousandEventsOverAThousandStates() async throws {
        let stateCount = 1_000
        let eventCount = 100_000
        // Screens in a tree (ten children each), with a way back to the parent and one to the top.
        var graph = StateGraph(title: "screens")
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("s0")))
        for index in 0..<stateCount {
            graph.states.append(GraphState(id: "s\(index)"))
            guard index > 0 else { continue }
            func arrow(_ from: Int, _ to: Int, _ label: String) {
                graph.transitions.append(GraphTransition(from: .state("s\(from)"), to: .state("s\(to)"), label: label))
            }
            arrow((index - 1) / 10, index, "open \(index % 10)")
            arrow(index, (index - 1) / 10, "back")
            if index % 7 == 0 { arrow(index, 0, "home") }
        }
        var hello = InspectorMessage(kind: .hello, store: "screens", sequence: 0, time: 0)
        hello.name = "screens"
        hello.graph = graph
        hello.state = "s0"
        hello.nodes = ["s0"]
        var messages = [hello]
        messages.reserveCapacity(eventCount + 1)
        for sequence in 1...eventCount {
            var message = InspectorMessage(kind: .event, store: "screens", sequence: sequence, time: Double(sequence))
            message.event = "open"
            message.step = .external
            message.state = "s\(sequence % stateCount)"
            message.nodes = [message.state!]
            messages.append(message)
        }
        let built = ContinuousClock.now
        let log = try InspectorRecording(messages: messages).json()
        let server = try await InspectorServer.start()
        try await server.load(log: log, name: "screens.json", diagram: nil)
        let loaded = ContinuousClock.now - built
        try await WebDriverSession.run(stopping: server) { browser in
            let opened = ContinuousClock.now
            try await browser.navigate(to: server.url)
            try await browser.waitUntil(
                "document.body.dataset.count === '\(eventCount + 1)' && \(Self.lit) === 's0'"
                    + " && document.querySelector('#sy-graph [id=\"s0\"].lit')",
                timeout: .seconds(240))
            let shown = ContinuousClock.now - opened
            let nodes = try await browser.execute(
                "return [...document.querySelectorAll('#sy-graph g.node')].filter(n => /^s[0-9]+$/.test(n.id)).length",
                as: Int.self)
            #expect(nodes == stateCount)
            let rows = try await browser.execute(
                "return document.querySelectorAll('#sy-log .row').length", as: Int.self)
            #expect(rows > 0 && rows < 100, "the log is virtualized: \(rows) rows in the document")

            // Time travel to 200 points across the log, each one a slider move; the graph is restyled, not
            // laid out again (the same SVG element stays), and the selected row scrolls into view.
            let travel = try await browser.execute(
                """
                const svg = document.querySelector('#sy-graph svg');
                const t = document.getElementById('sy-timeline');
                const started = performance.now();
                let wrong = 0;
                for (let k = 0; k < 200; k++) {
                  const index = (k * 4999) % \(eventCount);
                  t.value = String(index); t.dispatchEvent(new Event('input'));
                  if (document.body.dataset.lit !== 's' + (index % \(stateCount))) wrong++;
                  if (!document.querySelector('#sy-log .row.selected')) wrong++;
                }
                document.body.getBoundingClientRect();
                return { perMove: (performance.now() - started) / 200, wrong: wrong,
                         sameSVG: svg === document.querySelector('#sy-graph svg'),
                         rows: document.querySelectorAll('#sy-log .row').length };
                """, as: Travel.self)
            #expect(travel.wrong == 0)
            #expect(travel.sameSVG)
            #expect(travel.rows < 100)
            // Scrolling the log to its oldest end renders only the rows in view there.
            try await browser.execute(
                "const log = document.getElementById('sy-log'); log.scrollTop = log.scrollHeight;"
                    + " log.dispatchEvent(new Event('scroll'))")
            try await browser.waitUntil("document.querySelector('#sy-log .row[data-index=\"0\"]')")
            let summary =
                "inspector page, \(eventCount) events over \(stateCount) states: encoded and loaded in \(loaded),"
                + " log and graph shown after \(shown),"
                + " \(String(format: "%.2f", travel.perMove)) ms per slider move"
            Attachment.record(summary, named: "large-log-timings.txt")
            print(summary)
        }
    }

    struct Travel: Decodable {
        var perMove: Double
        var wrong: Int
        var sameSVG: Bool
        var rows: Int
    }

    /// Writes a screenshot to `SWITCHYARD_SCREENSHOTS` when set (how Examples/Inspector's pictures are made).
    static func keepScreenshot(_ png: Data, named name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["SWITCHYARD_SCREENSHOTS"] else { return }
        try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}
