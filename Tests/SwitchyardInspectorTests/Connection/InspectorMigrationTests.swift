import Foundation
import RegistrationExample
import Switchyard
import SwitchyardInspector
import Testing

@testable import SwitchyardInspectorServer

/// The forms of `connectInspector` that 0.7 deprecated (README, "Migrating") still connect, saying hello with the
/// name, graph and lit nodes of their replacement, `connectInspector(to:name:drawing:options:)`. The code that
/// calls them is written as a user's old code is, in a deprecated function reached through a protocol, so that this
/// target compiles without deprecation warnings.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct InspectorMigrationTests {
    /// One connection made the old way and one the new way, for the same kind of store.
    struct Pair {
        var form: String
        var old: InspectorConnection
        var new: InspectorConnection
    }

    protocol OldCode {
        @MainActor static func connectEachWay(to url: URL, keeping stores: inout [AnyObject]) async throws -> [Pair]
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func connectEachWay(to url: URL, keeping stores: inout [AnyObject]) async throws -> [Pair] {
            let door = Store(machine: doorMachine)
            let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
            let flow = AppFlow.flow(environment: environment)
            let app = Store(machine: AppFlow.machine(environment: environment))
            let player = try ReadmeInspectorTests.player()
            let chart = Store(machine: player.machine(context: 0))
            let actorDoor = ActorStore(machine: doorMachine, runningOn: nil)
            let graph = doorTable.graph(name: "door", initial: .closed)
            stores += [door, app, chart, actorDoor]
            return [
                Pair(
                    form: "graph:",
                    old: door.connectInspector(to: url, name: "door", graph: graph),
                    new: door.connectInspector(to: url, name: "door", drawing: .graph(graph))),
                Pair(
                    form: "flow:",
                    old: app.connectInspector(to: url, flow: flow),
                    new: app.connectInspector(to: url, drawing: .flow(flow))),
                Pair(
                    form: "table:",
                    old: door.connectInspector(to: url, name: "door", table: doorTable),
                    new: door.connectInspector(to: url, name: "door", drawing: .table(of: door.machine, name: "door"))
                ),
                Pair(
                    form: "statechart:",
                    old: chart.connectInspector(to: url, name: "player", statechart: player),
                    new: chart.connectInspector(to: url, name: "player", drawing: .statechart(player, name: "player"))),
                Pair(
                    form: "ActorStore graph:",
                    old: await actorDoor.connectInspector(to: url, name: "door", graph: graph),
                    new: await actorDoor.connectInspector(to: url, name: "door", drawing: .graph(graph))),
            ]
        }
    }

    @Test func everyDeprecatedFormSaysHelloAsItsReplacementDoes() async throws {
        let server = try await InspectorServer.start()
        defer { Task { await server.stop() } }
        let api = InspectorAPI(server: server)
        var stores: [AnyObject] = []
        let pairs = try await (ZeroSixCode.self as any OldCode.Type).connectEachWay(to: server.url, keeping: &stores)
        #expect(pairs.count == 5)
        for pair in pairs {
            #expect(await pair.old.flush(), "\(pair.form)")
            #expect(await pair.new.flush(), "\(pair.form)")
            let old = try #require(try await api.messages(of: pair.old.storeID).first, "\(pair.form)")
            let new = try #require(try await api.messages(of: pair.new.storeID).first, "\(pair.form)")
            #expect(old.kind == .hello)
            #expect(old.name == new.name, "\(pair.form)")
            #expect(old.graph != nil, "\(pair.form)")
            #expect(old.graph == new.graph, "\(pair.form)")
            #expect(old.nodes == new.nodes, "\(pair.form)")
            pair.old.disconnect()
            pair.new.disconnect()
        }
        withExtendedLifetime(stores) {}
    }
}
