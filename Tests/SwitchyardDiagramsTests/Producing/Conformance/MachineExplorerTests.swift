import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

struct MachineExplorerTests {
    @Test func payloadCasesMapByCaseName() {
        #expect(DefaultNames.of(ProcessFixture.State.done(.success("ok"))) == "done")
        #expect(DefaultNames.of(ProcessFixture.Event.succeed("x")) == "succeed")
        #expect(DefaultNames.of(EditFixture.State.editing) == "editing")
    }

    @Test func exploresARoutingMachineWithSampleEvents() {
        let graph = MachineExplorer(ProcessFixture.routing(), sampleEvents: ProcessFixture.sampleEvents).explore()
        #expect(graph.states.map(\.id) == ["sleeping", "doing", "done"])
        let arrows = graph.transitions.map {
            "\(CheckReport.name($0.from)) -\($0.label ?? "")-> \(CheckReport.name($0.to))"
        }
        #expect(
            arrows == [
                "[*] --> sleeping", "sleeping -execute-> doing", "doing -succeed-> done", "doing -fail-> done",
                "done -reset-> sleeping",
            ])
    }

    @Test func aSecondTapShowsUpAsASelfLoop() {
        let graph = MachineExplorer(
            ProcessFixture.routing(.init(restartsOnSecondTap: true)), sampleEvents: ProcessFixture.sampleEvents
        ).explore()
        #expect(graph.transitions.contains { $0.from == .state("doing") && $0.to == .state("doing") })
    }

    @Test func aTableMachineNeedsNoSampleEvents() throws {
        let explorer = try #require(MachineExplorer.tableExplorer(EditFixture.drawnTable()))
        let graph = explorer.explore()
        #expect(graph.states.map(\.id) == ["editing", "confirming", "saving", "saved"])
        #expect(graph.transitions.count == 6)
        let routing = Machine<Int, Int>.routing(initial: 0) { state, _ in state }
        #expect(MachineExplorer.tableExplorer(routing) == nil)
    }

    @Test func exploresLargeMachinesAndStopsAtTheLimit() {
        let ring = Machine<Int, Bool>.routing(initial: 0) { state, forward in forward ? (state + 1) % 20_000 : state }
        let graph = MachineExplorer(ring, sampleEvents: [true, false]).explore()
        #expect(graph.states.count == 20_000)
        #expect(graph.transitions.count == 40_001)
        let counter = Machine<Int, Bool>.routing(initial: 0) { state, _ in state + 1 }
        let limited = MachineExplorer(counter, sampleEvents: [true], stateLimit: 50).explore()
        #expect(limited.states.count == 51)
    }
}
