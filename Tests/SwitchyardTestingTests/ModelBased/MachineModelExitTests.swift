import Switchyard
import SwitchyardDiagrams
import Testing

@testable import SwitchyardTesting

/// The states a machine model's move exits are those the step rule leaves (`Machine.take` on a recording
/// performer): a hop the machine takes internally, even one that follows an event a step sent, leaves nothing, so
/// the state's work keeps running and its timers keep their time.
struct MachineModelExitTests {
    enum State: Hashable, Sendable { case idle, busy }
    enum Event: Equatable, Sendable { case go, poke, tick, done }

    /// `poke` is internal in `busy` and sends `tick`, which `busy` takes internally too; `done` is `busy`'s timer.
    static func model() -> MachineModel<State, Event> {
        let machine = Machine<State, Event>.stepping(initial: .idle) { state, event in
            switch (state, event) {
            case (.idle, .go): Step(.busy)
            case (.busy, .poke): Step(.busy, effect: .send(.tick), kind: .internal)
            case (.busy, .tick): Step(.busy, kind: .internal)
            case (.busy, .done): Step(.idle)
            default: nil
            }
        }
        return MachineModel(
            machine: machine, events: [("go", .go), ("poke", .poke), ("tick", .tick), ("done", .done)],
            timers: ["done": .seconds(1)], stateName: { "\($0)" }, isFinished: { _ in false })
    }

    @Test func anInternalHopAfterASentEventExitsNothing() throws {
        let model = Self.model()
        let busy = try #require(model.send("go", to: model.start(data: [:]).cursor).move)
        #expect(busy.exited == ["idle"])
        let poked = try #require(model.send("poke", to: busy.cursor).move)
        #expect(poked.arrows.count == 2)
        #expect(poked.exited.isEmpty, "\(poked.exited)")
    }

    @Test func anInternalHopKeepsTheStatesTimer() throws {
        let model = Self.model()
        var cursor = try #require(model.send("go", to: model.start(data: [:]).cursor).move).cursor
        cursor = model.wait(.milliseconds(500), from: cursor).cursor
        cursor = try #require(model.send("poke", to: cursor).move).cursor
        let timer = try #require(model.nextTimer(in: cursor))
        #expect(timer.label == "done")
        #expect(timer.due == .seconds(1))
    }
}
