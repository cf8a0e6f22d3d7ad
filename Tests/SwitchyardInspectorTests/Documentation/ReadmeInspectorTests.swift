import Foundation
import Switchyard
import SwitchyardFixtures
import SwitchyardInspector
import SwitchyardInspectorServer
import Testing

/// The README's inspector section, as written there: the statechart store of its Statecharts section connected with
/// `connectInspector(to:name:drawing: .statechart(_:))`, against a real server; and the door of the
/// SwitchyardInspector DocC landing page, connected with `drawing: .table(of:name:)`.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct ReadmeInspectorTests {
    typealias Player = MediaPlayer.State
    typealias PlayerInput = MediaPlayer.Input

    /// The README's media player (SwitchyardFixtures).
    static func player() throws -> Statechart<Player, PlayerInput, Int> { try MediaPlayer.chart() }

    enum Door: Hashable, Sendable { case closed, opened }
    enum DoorEvent: Hashable, Sendable, Codable { case open, close }

    @Test func theLandingPagesDoorIsDrawnFromItsTable() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let doorTable = TransitionTable<Door, DoorEvent>([
            .from(.closed, on: .open, to: .opened),
            .from(.opened, on: .close, to: .closed),
        ])
        let store = Store(machine: Machine.table(initial: .closed, doorTable))
        // The README's call, with one addition: a request may wait as long as the test suite's own limit allows,
        // so a loaded machine that holds up every task for minutes does not turn a delivery into "not delivered".
        let inspector = store.connectInspector(
            to: server.url,
            name: "door", drawing: .table(of: store.machine, name: "door"), options: Self.patient)
        store.send(.open)
        #expect(await inspector.flush())

        let messages = try await api.messages(of: inspector.storeID)
        let hello = try #require(messages.first)
        #expect(hello.name == "door")
        #expect(Set(try #require(hello.graph).states.map(\.id)) == ["closed", "opened"])
        #expect(messages.filter { $0.kind == .event }.map(\.event) == ["open"])
        inspector.disconnect()
    }

    /// Default options but for the request timeout (see the door test).
    static let patient = InspectorOptions(requestTimeout: .seconds(120))

    @Test func theStatechartStoreIsDrawnAndItsConfigurationLit() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let player = try Self.player()
        let store = Store(machine: player.machine(context: 0))
        let url = server.url
        let inspector = store.connectInspector(
            to: url, name: "player", drawing: .statechart(player), options: Self.patient)
        store.send(.power)
        store.send(.louder)
        store.send(.tick)  // ignored: nothing plays
        store.send(.play)
        store.send(.tick)  // a targetless transition: internal
        #expect(await inspector.flush())

        let messages = try await api.messages(of: inspector.storeID)
        let hello = try #require(messages.first)
        #expect(hello.name == "player")
        #expect(hello.nodes == ["off"])
        let graph = try #require(hello.graph)
        #expect(Set(graph.states.map(\.id)).isSuperset(of: ["off", "on", "playback", "stopped", "volume", "loud"]))
        #expect(graph.state(named: "stopped")?.parent == "playback")
        // (The chart's own delayed tick could follow a second later on a slow machine: only the first five count.)
        let events = Array(messages.filter { $0.kind == .event }.prefix(5))
        #expect(events.map(\.event) == ["power", "louder", "tick", "play", "tick"])
        #expect(events.map(\.step) == [.external, .external, .ignored, .external, .internal])
        #expect(Set(events[0].nodes ?? []) == ["on", "playback", "stopped", "volume", "quiet"])
        #expect(Set(events[1].nodes ?? []) == ["on", "playback", "stopped", "volume", "loud"])

        // disconnect, then flush: the goodbye has reached the server when flush returns.
        inspector.disconnect()
        #expect(await inspector.flush())
        #expect(try await api.messages(of: inspector.storeID).last?.kind == .goodbye)
        #expect(try await api.stores().stores.first?.connected == false)
    }
}
