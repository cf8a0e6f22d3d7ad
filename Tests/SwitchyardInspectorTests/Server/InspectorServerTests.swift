import FlyingFox
import FlyingSocks
import Foundation
import ProcessTestSupport
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Synchronization
import Testing

@testable import SwitchyardInspector
@testable import SwitchyardInspectorServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A store connected to a real inspector server over loopback; everything is observed through the server's HTTP
/// API, as the page sees it. Waits are event-driven: `flush()` returns when the server accepted the messages, and
/// the API's long poll answers as soon as something changes.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct InspectorServerTests {
    @Test func connectedStoreReportsEventsIgnoredEventsAndEffects() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: server.url, name: "door", drawing: .table(of: store.machine, name: "door"))
        store.send(.open)
        store.send(.lock)  // ignored while open
        store.send(.close)
        #expect(await connection.flush())

        let summary = try #require(try await api.stores().stores.first)
        #expect(summary.name == "door")
        #expect(summary.id == connection.storeID)
        let messages = try await api.messages(of: summary.id)
        let hello = try #require(messages.first)
        #expect(hello.kind == .hello)
        #expect(hello.nodes == ["closed"])
        #expect(hello.graph?.states.map(\.id).sorted() == ["closed", "locked", "open"])
        let events = messages.filter { $0.kind == .event }
        #expect(events.map(\.event) == ["open", "lock", "close"])
        #expect(events.map(\.step) == [.external, .ignored, .external])
        #expect(events.map(\.nodes) == [["open"], ["open"], ["closed"]])
        #expect(events.map(\.payload) == ["\"open\"", "\"lock\"", "\"close\""])
        let effects = messages.filter { $0.kind == .effect }
        #expect(effects.map(\.change) == [.started, .cancelled])
        #expect(effects.allSatisfy { $0.effect == "hold-open" })
        #expect(messages.map(\.sequence) == Array(0..<messages.count))
        let statistics = await connection.statistics()
        #expect(statistics.sent == messages.count)
        #expect(statistics.dropped == 0)
    }

    @Test func releasingTheStoreSaysGoodbye() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        var store: Store<Door, DoorEvent>? = Store(machine: doorMachine)
        let connection = store!.connectInspector(to: server.url, name: "door")
        store!.send(.open)
        #expect(await connection.flush())
        store = nil
        let stores = try await api.waitFor { $0.first?.connected == false }
        let messages = try await api.messages(of: try #require(stores.first).id)
        #expect(messages.last?.kind == .goodbye)
        // The open state's effect was cancelled by the release, and the inspector was told so.
        #expect(messages.filter { $0.kind == .effect }.map(\.change) == [.started, .cancelled])
        #expect(!connection.isConnected)
    }

    @Test func anActorStoreReportsItsEventsAndSaysGoodbyeWhenReleased() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        var store: ActorStore<Door, DoorEvent>? = ActorStore(machine: doorMachine, runningOn: nil)
        let connection = try await #require(store).connectInspector(to: server.url, name: "door")
        await store?.send(.open)
        await store?.send(.lock)  // ignored while open
        await store?.send(.close)
        // The flush waits for the connection to read the three events' notifications, then for them to be sent: the
        // server has them already, with no waiting (ActorStoreFlushTests sends from another actor).
        #expect(await connection.flush())
        #expect(try await api.messages(of: connection.storeID).count == 4)
        let stores = try await api.waitFor { $0.first?.count == 4 }
        #expect(stores.first?.name == "door")
        let messages = try await api.messages(of: connection.storeID)
        #expect(messages.map(\.kind) == [.hello, .event, .event, .event])
        #expect(messages.first?.nodes == ["closed"])
        #expect(messages.dropFirst().map(\.step) == [.external, .ignored, .external])
        #expect(messages.dropFirst().map(\.nodes) == [["open"], ["open"], ["closed"]])
        store = nil
        let ended = try await api.waitFor { $0.first?.connected == false }
        #expect(ended.first?.count == 5)
        #expect(try await api.messages(of: connection.storeID).last?.kind == .goodbye)
        #expect(connection.isConnected == false)
    }

    /// An `ActorStore` takes the same drawings as a `Store` (it had only a graph): a table is drawn from the
    /// machine, and a statechart's steps are classified from its macrosteps (a targetless transition is internal).
    @Test func anActorStoreTakesEveryDrawing() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let door = ActorStore(machine: doorMachine, runningOn: nil)
        let table = await door.connectInspector(to: server.url, drawing: .table(of: door.machine, name: "door"))
        await door.send(.open)
        #expect(await table.flush())
        let hello = try #require(try await api.messages(of: table.storeID).first)
        #expect(hello.name == "Door")
        #expect(Set(try #require(hello.graph).states.map(\.id)) == ["closed", "open", "locked"])

        let chart = try Statechart<String, String, Int>(
            initial: "idle",
            [
                .atomic("idle", [.on("go", to: "busy")]),
                .atomic("busy", [.on("tick", action: { $0.context += 1 })]),
            ])
        let player = ActorStore(machine: chart.machine(context: 0), runningOn: nil)
        let charted = await player.connectInspector(to: server.url, drawing: .statechart(chart))
        await player.send("go")
        await player.send("tick")
        await player.send("stop")
        #expect(await charted.flush())
        let messages = try await api.messages(of: charted.storeID)
        #expect(messages.first?.name == "statechart")
        #expect(messages.first?.graph?.states.map(\.id).sorted() == ["busy", "idle"])
        #expect(messages.dropFirst().map(\.step) == [.external, .internal, .ignored])
    }

    @Test func anUnreachableInspectorCostsDroppedMessagesNotTheStore() async throws {
        // A port that was just free: nothing listens there.
        let closed = try await InspectorServer.start()
        let url = closed.url
        await closed.stop()
        let problems = ProblemLog()
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: url, options: InspectorOptions(bufferCapacity: 10, onProblem: { problems.append($0) }))
        for _ in 0..<100 {
            store.send(.lock)
            store.send(.unlock)
        }
        #expect(store.state == .closed)
        #expect(await connection.flush() == false)
        connection.disconnect()
        let statistics = await connection.statistics()
        #expect(statistics.sent == 0)
        #expect(statistics.dropped > 0)
        #expect(!statistics.isReachable)
        #expect(problems.lines.contains { $0.contains("cannot reach") })
    }

    @Test func aFailedRequestIsTriedAgainAndAFlushWaitsForIt() async throws {
        let endpoint = try await ScriptedInspector(statuses: [503])
        defer { Task { await endpoint.stop() } }
        let problems = ProblemLog()
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: endpoint.url,
            options: InspectorOptions(onProblem: { problems.append($0) }, requestTimeout: .seconds(300)))
        store.send(.lock)
        // The first request is answered 503; the flush waits for the retry instead of answering false at once.
        #expect(await connection.flush())
        #expect(endpoint.received == [0, 1])
        #expect(problems.lines.contains { $0.contains("HTTP 503") })
        #expect(problems.lines.contains { $0.hasPrefix("reached") })
    }

    @Test func aFlushAnswersFalseWhenAttemptsKeepFailingAndTrueOnceTheyPass() async throws {
        let endpoint = try await ScriptedInspector(statuses: [503, 503, 503])
        defer { Task { await endpoint.stop() } }
        let store = Store(machine: doorMachine)
        // A generous request timeout: on a loaded machine a loopback answer can take longer than the default five
        // seconds, and a fourth attempt that timed out would make the second flush answer false.
        let connection = store.connectInspector(
            to: endpoint.url, options: InspectorOptions(onProblem: { _ in }, requestTimeout: .seconds(300)))
        store.send(.lock)
        #expect(await connection.flush() == false)
        #expect(endpoint.received == [])
        // The messages were kept, not dropped: the fourth attempt delivers them.
        #expect(await connection.flush())
        #expect(endpoint.received == [0, 1])
        #expect(await connection.statistics().dropped == 0)
    }

    @Test func theRequestTimeoutIsTheSessions() {
        #expect(InspectorOptions().requestTimeout == .seconds(5))
        let configuration = InspectorUplink<Door, DoorEvent>.sessionConfiguration(
            for: InspectorOptions(requestTimeout: .milliseconds(1_500)))
        #expect(configuration.timeoutIntervalForRequest == 1.5)
        #expect(InspectorOptions(requestTimeout: .zero).requestTimeout == .milliseconds(1))
    }

    @Test func aPortInUseIsReportedAsSuchAtOnce() async throws {
        let first = try await InspectorServer.start()
        let port = try #require(first.url.port)
        // The error that stopped the second server from binding, not a timeout: waiting for a server that will
        // never listen used to end only when FlyingFox's 5-second patience ran out, with "timed out".
        let error = await #expect(throws: (any Error).self) { try await InspectorServer.start(port: UInt16(port)) }
        let description = error.map { "\($0)" } ?? ""
        #expect(!description.contains("timed out"))
        #expect(description.lowercased().contains("address"))
        await first.stop()
    }

    /// The page's long poll is answered by its own hold — 200 and the unchanged version after 20 s — and never cut
    /// short by the HTTP server's request timeout (FlyingFox's default is 15 s: a poll with nothing new used to be
    /// answered 500 after 15 s, and the page said "server unreachable" about a healthy server). The hold runs on an
    /// injected clock, so the test passes its 20 s without waiting for them.
    @Test func aLongPollWithNothingNewIsAnsweredWithTheUnchangedVersionAfterItsHold() async throws {
        let hold = InspectorRoutes.defaultPollHold
        #expect(hold == .seconds(20))
        #expect(InspectorRoutes.requestTimeout(forPoll: hold) >= 60)
        // Nor is a layout: `dot` for its patience, then `sfdp` for its limit, must fit in one request.
        let layout = InspectorRoutes.layoutPatience + InspectorRoutes.fallbackLayoutLimit
        #expect(InspectorRoutes.requestTimeout(forPoll: hold) > Double(layout.components.seconds))
        let clock = TestClock()
        // The hold runs on the test clock; the HTTP server's own timeout runs on wall time, which on a loaded machine
        // can pass its 90 s before the test clock reaches 20 s: an hour, beyond the suite's time limit.
        let server = try await InspectorServer.start(
            port: 0, token: InspectorServer.randomToken(), graphviz: GraphvizRunner(), pollHold: hold, clock: clock,
            requestTimeout: 3_600)
        let api = InspectorAPI(server: server)
        let before = try await api.stores()
        async let poll = api.get("/api/v1/stores?since=\(before.version)")
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(240)))
        await clock.advance(by: hold - .seconds(1))
        #expect(clock.sleeperCount == 1)  // still holding after 19 s
        await clock.advance(by: .seconds(1))
        let (data, status) = try await poll
        #expect(status == 200)
        #expect(try JSONDecoder().decode(InspectorAPI.Stores.self, from: data).version == before.version)
        await server.stop()
    }

    @Test func theServerAnswersWhileLayoutsWaitForDot() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        // More layouts than the threads that run tasks (one per core), each blocking as a `dot` process does.
        let count = ProcessInfo.processInfo.activeProcessorCount + 1
        try await server.hub.receive(
            (0..<count).map { InspectorMessage(kind: .hello, store: "store\($0)", sequence: 0, time: 0) })
        let gate = Gate()
        // If layouts ran on those threads, nothing else would run: the watchdog, on a Dispatch thread, opens the
        // gate so the test fails instead of hanging the whole test process.
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { gate.open() }
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        let layouts = (0..<count).map { index in
            Task {
                await server.hub.svg(of: "store\(index)") { _ in
                    starting.yield()
                    gate.wait()
                    return .failure(RenderError(message: "released"))
                }
            }
        }
        var iterator = started.makeAsyncIterator()
        for _ in 0..<count { await iterator.next() }
        let stores = try await InspectorAPI(server: server).stores()
        #expect(!gate.isOpen, "the server answered only after the layouts ended")
        #expect(stores.stores.count == count)
        gate.open()
        for layout in layouts { #expect(await layout.value != nil) }
    }

    @Test func aURLWithoutTokenIsReportedAndNothingIsSent() async throws {
        let problems = ProblemLog()
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: URL(string: "http://127.0.0.1:1/")!, options: InspectorOptions(onProblem: { problems.append($0) }))
        store.send(.open)
        #expect(await connection.flush() == false)
        #expect(problems.lines.count == 1)
        #expect(problems.lines.first?.contains("no token") == true)
    }

    @Test func theTokenGuardsThePageAndTheAPI() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        #expect(try await api.get("/", token: "wrong").1 == 401)
        #expect(try await api.get("/api/v1/stores", token: "").1 == 401)
        #expect(try await api.post(Data("[]".utf8), token: "wrong").1 == 401)
        let (page, status) = try await api.get("/")
        #expect(status == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("Switchyard inspector"))
    }

    /// The page is three resource files: the document (behind the token) links its style sheet and script, which
    /// are served without the token, and no script runs inline.
    @Test func thePageIsServedFromItsResourceFiles() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        var request = URLRequest(url: api.url("/"))
        request.httpMethod = "GET"
        let (page, response) = try await testSession.data(for: request)
        let headers = try #require(response as? HTTPURLResponse)
        #expect(headers.statusCode == 200)
        #expect(headers.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        let policy = headers.value(forHTTPHeaderField: "Content-Security-Policy") ?? ""
        #expect(policy.contains("script-src 'self';"))
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains(#"<script src="/inspector.js"></script>"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/inspector.css">"#))
        #expect(!html.contains("<script>"))
        // The Stately bridge page too: its script is a file of its own.
        let (bridge, bridgeStatus) = try await api.get("/stately")
        #expect(bridgeStatus == 200)
        let bridgeHTML = String(decoding: bridge, as: UTF8.self)
        #expect(bridgeHTML.contains(#"<script src="/stately.js"></script>"#))
        #expect(!bridgeHTML.contains("<script>"))
        for (path, type, content) in [
            ("/inspector.js", "text/javascript; charset=utf-8", "async function poll()"),
            ("/inspector.css", "text/css; charset=utf-8", "#sy-graph"),
            ("/stately.js", "text/javascript; charset=utf-8", "@statelyai.connected"),
        ] {
            let url = try #require(URL(string: "http://127.0.0.1:\(server.url.port ?? 0)\(path)"))
            let (body, answer) = try await testSession.data(from: url)
            let http = try #require(answer as? HTTPURLResponse)
            #expect(http.statusCode == 200, "\(path)")
            #expect(http.value(forHTTPHeaderField: "Content-Type") == type)
            #expect(String(decoding: body, as: UTF8.self).contains(content))
        }
    }

    @Test func malformedAndOversizedMessagesAreRejectedAndTheServerKeepsRunning() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        #expect(try await api.post(Data("not json".utf8)).1 == 400)
        #expect(
            try await api.post(Data(#"[{"v": 3, "type": "hello", "store": "s", "seq": 0, "time": 0}]"#.utf8)).1 == 400)
        #expect(
            try await api.post(Data(#"[{"v": 2, "type": "shout", "store": "s", "seq": 0, "time": 0}]"#.utf8)).1 == 400)
        #expect(
            try await api.post(Data(#"[{"v": 2, "type": "event", "store": "", "seq": 0, "time": 0}]"#.utf8)).1 == 400)
        #expect(
            try await api.post(Data(#"[{"v": 2, "type": "event", "store": "s", "seq": -1, "time": 0}]"#.utf8)).1 == 400)
        let huge = Data(repeating: UInt8(ascii: " "), count: InspectorServer.maxBodySize + 1)
        #expect(try await api.post(huge).1 == 413)
        let tooMany = try JSONEncoder().encode(
            (0...10_000).map { InspectorMessage(kind: .event, store: "s", sequence: $0, time: 0) })
        #expect(try await api.post(tooMany).1 == 413)
        #expect(try await api.stores().stores.isEmpty)
        // Still serving.
        let ok = try JSONEncoder().encode([InspectorMessage(kind: .hello, store: "s", sequence: 0, time: 0)])
        #expect(try await api.post(ok).1 == 204)
        #expect(try await api.stores().stores.map(\.id) == ["s"])
    }

    @Test func aBatchSentAgainIsKeptOnce() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let first = Data(
            #"""
            [{"v": 2, "type": "hello", "store": "s", "seq": 0, "time": 0, "name": "door", "state": "closed"},
             {"v": 2, "type": "event", "store": "s", "seq": 1, "time": 1, "event": "open", "step": "external",
              "state": "opened"}]
            """#.utf8)
        // The client's answer was lost (a timeout, a reset connection): it sends the batch again, then the next.
        #expect(try await api.post(first).1 == 204)
        #expect(try await api.post(first).1 == 204)
        let next = Data(
            #"""
            [{"v": 2, "type": "event", "store": "s", "seq": 1, "time": 1, "event": "open", "step": "external",
              "state": "opened"},
             {"v": 2, "type": "event", "store": "s", "seq": 2, "time": 2, "event": "close", "step": "external",
              "state": "closed"}]
            """#.utf8)
        #expect(try await api.post(next).1 == 204)
        #expect(try await api.messages(of: "s").map(\.sequence) == [0, 1, 2])
        #expect(try await api.stores().stores.map(\.count) == [3])
    }

    @Test func theGraphIsLaidOutAsSVGWithStateIdentifiersAsNodeIDs() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(
            to: server.url, name: "door", drawing: .table(of: store.machine, name: "door"))
        #expect(await connection.flush())
        let (svg, status) = try await api.get("/api/v1/stores/\(connection.storeID)/graph.svg")
        try #require(status == 200, "Graphviz `dot` must be installed (Debian package graphviz)")
        let text = String(decoding: svg, as: UTF8.self)
        for state in ["closed", "open", "locked"] { #expect(text.contains(#"<g id="\#(state)" class="node""#)) }
    }

    @Test func withoutAGraphThePageDrawsWhatItSees() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(to: server.url)
        store.send(.lock)
        store.send(.unlock)
        #expect(await connection.flush())
        let (svg, _) = try await api.get("/api/v1/stores/\(connection.storeID)/graph.svg")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains(#"<g id="closed""#))
        #expect(text.contains(#"<g id="locked""#))
        #expect(!text.contains(#"<g id="open""#))
    }

    @Test func anExportedLogDecodesBackIntoTypedEventsThatReplay() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: doorMachine)
        let connection = store.connectInspector(to: server.url)
        for event in [DoorEvent.lock, .open, .unlock, .open] { store.send(event) }
        #expect(await connection.flush())
        let (data, status) = try await api.get("/api/v1/stores/\(connection.storeID)/export")
        #expect(status == 200)
        let recording = try InspectorRecording(json: data)
        let events = try recording.events(as: DoorEvent.self)
        #expect(events == [.lock, .open, .unlock, .open])
        #expect(doorMachine.state(after: events, from: .closed) == store.state)
    }
    @Test func aStoresEventLogOpensOfflineAndReplaysThroughADrawing() async throws {
        let store = Store(machine: doorMachine, options: StoreOptions(eventLogCapacity: 100))
        for event in [DoorEvent.open, .lock, .close, .lock] { store.send(event) }
        let log = try JSONEncoder().encode(try #require(store.eventLog))
        let drawing = try PlantUMLReader().read(
            "[*] --> closed\nclosed --> open : open\nopen --> closed : close\nclosed --> locked : lock\n")

        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        try await server.load(log: log, name: "door.json", diagram: drawing)
        let summary = try #require(try await api.stores().stores.first)
        #expect(summary.name == "door.json")
        #expect(summary.connected == false)
        let messages = try await api.messages(of: summary.id)
        #expect(messages.first?.kind == .hello)
        let events = messages.filter { $0.kind == .event }
        #expect(events.map(\.event) == ["open", "lock", "close", "lock"])
        #expect(events.map(\.step) == [.external, .ignored, .external, .external])
        // The nodes come from replaying the event names through the drawing.
        #expect(events.map(\.nodes) == [["open"], ["open"], ["closed"], ["locked"]])
        let (svg, _) = try await api.get("/api/v1/stores/\(summary.id)/graph.svg")
        for state in ["closed", "open", "locked"] {
            #expect(String(decoding: svg, as: UTF8.self).contains(#"<g id="\#(state)" class="node""#))
        }

        // Not a log at all: refused with what was expected.
        await #expect(throws: (any Error).self) {
            try await server.load(log: Data("[1, 2]".utf8), name: "bad.json", diagram: nil)
        }
    }
}

/// Collects problem reports from any thread.
final class ProblemLog: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}

/// An inspector endpoint that answers its first requests with scripted statuses (then 204), and records the `seq`
/// of every message it accepted.
final class ScriptedInspector: Sendable {
    let url: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let accepted: SequenceLog

    init(statuses: [Int]) async throws {
        let script = Mutex(statuses)
        let accepted = SequenceLog()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("POST /api/v1/messages") { request in
            let body = try await request.bodyData
            let status = script.withLock { $0.isEmpty ? 204 : $0.removeFirst() }
            if status == 204 {
                let messages = try JSONDecoder().decode([InspectorMessage].self, from: body)
                accepted.append(messages.map(\.sequence))
            }
            return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Scripted"))
        }
        task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        url = URL(string: "http://127.0.0.1:\(port)/?token=t")!
        self.server = server
        self.accepted = accepted
    }

    /// The `seq` of every message accepted, in order.
    var received: [Int] { accepted.all }

    func stop() async {
        await server.stop(timeout: 0.1)
        task.cancel()
    }
}

/// Numbers, appended from any thread.
final class SequenceLog: Sendable {
    private let storage = Mutex<[Int]>([])
    func append(_ numbers: [Int]) { storage.withLock { $0 += numbers } }
    var all: [Int] { storage.withLock { $0 } }
}

/// Blocks threads until it is opened, as a child process blocks the thread that waits for it.
final class Gate: Sendable {
    private let condition = NSCondition()
    private let state = Mutex(false)

    var isOpen: Bool { state.withLock { $0 } }

    func open() {
        condition.lock()
        state.withLock { $0 = true }
        condition.broadcast()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }
}

/// Laying out graphs that Graphviz's `dot` takes minutes over.
@Suite(.timeLimit(.minutes(5)), .enabled(if: GraphvizRunner().locate() != nil, "needs Graphviz"))
struct InspectorLayoutTests {
    /// A chain of 1,000 states with edges back to the start every tenth: `dot` spends minutes placing the long
    /// back edges.
    static let chain: StateGraph = {
        var graph = StateGraph(title: "chain")
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("s0")))
        for index in 0..<1_000 {
            graph.states.append(GraphState(id: "s\(index)"))
            graph.transitions.append(
                GraphTransition(from: .state("s\(index)"), to: .state("s\((index + 1) % 1_000)"), label: "next"))
            if index % 10 == 9 {
                graph.transitions.append(GraphTransition(from: .state("s\(index)"), to: .state("s0"), label: "reset"))
            }
        }
        return graph
    }()

    /// `dot` is killed at its limit (it would take minutes): the render ends with a timeout error. If it were not,
    /// the suite's time limit would fail the test.
    @Test func graphvizIsStoppedAtItsTimeLimit() async throws {
        let dot = DOTWriter(identifiesStates: true).write(Self.chain)
        let result = await onOwnThread {
            Result { () throws(RenderError) in
                try GraphvizRunner().render(dot: dot, as: "svg", timeLimit: .milliseconds(500))
            }
        }
        #expect(throws: RenderError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.isTimeout) }
    }

    @Test func aLayoutThatTakesTooLongFallsBackToSFDPWithEveryNode() async throws {
        let result = await onOwnThread {
            InspectorRoutes.layOut(Self.chain, with: GraphvizRunner(), patience: .milliseconds(500))
        }
        let svg = try result.get()
        for index in [0, 499, 999] { #expect(svg.contains(#"<g id="s\#(index)" class="node""#)) }
    }
}
