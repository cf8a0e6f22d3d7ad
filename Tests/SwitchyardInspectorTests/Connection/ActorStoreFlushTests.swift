import Foundation
import Switchyard
import SwitchyardInspector
import Testing

@testable import SwitchyardInspectorServer

/// An actor store's events reach the inspector through an async sequence the connection reads on the main actor;
/// `flush()` must still include every event sent before it, from whatever actor sent it.
@Suite(.timeLimit(.minutes(5)))
struct ActorStoreFlushTests {
    /// A server-side owner of a store, sending from its own actor as a request handler would.
    actor Session {
        let door: ActorStore<Door, DoorEvent>
        init() { door = ActorStore(machine: doorMachine, runningOn: nil) }
        func toggle(_ times: Int) async {
            for _ in 0..<times {
                await door.send(.open)
                await door.send(.close)
            }
        }
    }

    @Test func aFlushAfterSendingFromAnotherActorIncludesEveryEvent() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        let session = Session()
        let connection = await session.door.connectInspector(to: server.url, name: "door")
        for round in 1...20 {
            await session.toggle(5)
            #expect(await connection.flush())
            // No waiting: every event sent before the flush is on the server when it returns.
            let sequences = try await api.messages(of: connection.storeID).map(\.sequence)
            #expect(sequences == Array(0...(10 * round)), "round \(round)")
        }
    }
}
