import Foundation
import Switchyard
import SwitchyardInspector
import SwitchyardInspectorServer
import Testing

/// The kind of step the inspector shows for an event is the one the store's transition notification carries
/// (`StateTransition.kind`), not one inferred from the notifications the connection happened to see before it.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct StepKindTests {
    /// A counter whose steps are internal though the count changes; `reset` is an external self-step.
    enum Tally: Hashable, Sendable {
        case count(Int)
    }

    static let tally = Machine<Tally, String>.stepping(initial: .count(0)) { state, event in
        guard case .count(let value) = state else { return nil }
        switch event {
        case "add": return Step(.count(value + 1), kind: .internal)
        case "reset": return Step(.count(0))
        default: return nil
        }
    }

    /// An internal step whose state changes is shown as internal; an external self-step whose state does not
    /// change as external.
    @Test func anInternalStepThatChangesTheStateShowsAsInternal() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: Self.tally)
        let connection = store.connectInspector(to: server.url, name: "tally")
        store.send("add")
        store.send("add")
        store.send("reset")
        store.send("reset")
        store.send("nothing")
        #expect(await connection.flush())
        let events = try await api.messages(of: connection.storeID).filter { $0.kind == .event }
        #expect(events.map(\.event) == ["add", "add", "reset", "reset", "nothing"])
        #expect(events.map(\.step) == [.internal, .internal, .external, .external, .ignored])
        #expect(events.map(\.nodes) == [["count(1)"], ["count(2)"], ["count(0)"], ["count(0)"], ["count(0)"]])
        connection.disconnect()
    }

    /// A connection made while the store tells a step's will-exit (here by an observer registered before it) hears
    /// the rest of that step, and shows it as the external step it is, though it never saw the will-exit.
    @Test func aConnectionMadeInTheMiddleOfAStepShowsItsKind() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let store = Store(machine: doorMachine)
        var connection: InspectorConnection?
        let url = server.url
        let token = store.observe { [unowned store] notification in
            guard case .willExit = notification, connection == nil else { return }
            connection = store.connectInspector(to: url, name: "door")
        }
        store.send(.open)
        store.send(.close)
        token.cancel()
        let connected = try #require(connection)
        #expect(await connected.flush())
        let messages = try await api.messages(of: connected.storeID)
        #expect(messages.first?.kind == .hello)
        let events = messages.filter { $0.kind == .event }
        #expect(events.map(\.event) == ["open", "close"])
        #expect(events.map(\.step) == [.external, .external])
        connected.disconnect()
    }
}
