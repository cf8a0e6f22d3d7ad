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
@Suite(.timeLimit(.minutes(2)), .enabled(if: WebDriverSession.isAvailable, "needs chromium and chromedriver"))
@MainActor
struct InspectorPageTests {
    static let lit = "document.body.dataset.lit"

    @Test func theRegistrationDemoLiveWithTimeTravel() async throws {
        let server = try await InspectorServer.start()
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let store = Store(machine: AppFlow.machine(environment: environment))
        let connection = RegistrationDemo.connectInspector(store, to: server.url, environment: environment)
        let browser = try await WebDriverSession.start()
        do {
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
        } catch {
            await browser.quit()
            await server.stop()
            throw error
        }
        await browser.quit()
        connection.disconnect()
        #expect(await connection.flush())  // the goodbye reached the server before it stops
        await server.stop()
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
        let browser = try await WebDriverSession.start()
        do {
            try await browser.navigate(to: server.url)
            try await browser.waitUntil(
                "\(Self.lit) === 'locked' && document.querySelector('#sy-graph [id=\"locked\"].lit')")
            Attachment.record(try await browser.screenshot(), named: "inspector-offline.png")
            try Self.keepScreenshot(try await browser.screenshot(), named: "inspector-offline.png")
            try await browser.execute(
                "const t = document.getElementById('sy-timeline'); t.value = '1'; t.dispatchEvent(new Event('input'))")
            try await browser.waitUntil("\(Self.lit) === 'opened'")
        } catch {
            await browser.quit()
            await server.stop()
            throw error
        }
        await browser.quit()
        await server.stop()
    }

    /// Writes a screenshot to `SWITCHYARD_SCREENSHOTS` when set (how Examples/Inspector's pictures are made).
    static func keepScreenshot(_ png: Data, named name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["SWITCHYARD_SCREENSHOTS"] else { return }
        try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}
