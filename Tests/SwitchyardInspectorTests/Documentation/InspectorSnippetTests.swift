// swift-format-ignore-file
// The README's and the SwitchyardInspector landing page's snippets as printed there, run against a real inspector
// server whose URL stands for the one `switchyard inspect` prints. ReadmeInspectorTests checks what the
// page receives; `DocumentationSnippetTests` fails when a copy and the text differ.
import Foundation
import Switchyard
import SwitchyardFixtures
import SwitchyardInspector
import SwitchyardInspectorServer
import Testing

@Suite(.timeLimit(.minutes(5)))
@MainActor
struct InspectorSnippetTests {
    @Test func theReadmesPlayerConnects() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let printed = server.url.absoluteString
        let player = try MediaPlayer.chart()
        let store = Store(machine: player.machine(context: 0))
        let url = URL(string: printed)!   // printed: what `switchyard inspect` printed, "http://127.0.0.1:PORT/?token=…"
        let inspector = store.connectInspector(to: url, name: "player", drawing: .statechart(player))   // keep it
        store.send(.power)
        #expect(store.state.configuration.contains(.on))
        inspector.disconnect()
    }

    @Test func theLandingPagesDoorConnects() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let printed = server.url.absoluteString
        enum Door: Hashable, Sendable { case closed, opened }
        enum DoorEvent: Hashable, Sendable, Codable { case open, close }

        let doorTable = TransitionTable<Door, DoorEvent>([
            .from(.closed, on: .open, to: .opened),
            .from(.opened, on: .close, to: .closed),
        ])
        let store = Store(machine: Machine.table(initial: .closed, doorTable))
        let inspector = store.connectInspector(
            to: URL(string: printed)!,   // what `switchyard inspect` printed: "http://127.0.0.1:52114/?token=5kq0…"
            name: "door", drawing: .table(of: store.machine, name: "door"))
        store.send(.open)
        #expect(store.state == .opened)
        inspector.disconnect()
    }
}
