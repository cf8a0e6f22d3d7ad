import Switchyard
import SwitchyardDiagrams
import Testing

@testable import SwitchyardTesting

/// A machine model's timer inputs fall due in the one order of delayed sends (`DelayedSends`): a state arms all its
/// timer inputs when it is entered, in the order the test lists them, so the earliest due fires first and of those
/// due together the first listed.
struct MachineModelTimerOrderTests {
    enum State: Hashable, Sendable { case waiting, first, second, early }
    enum Event: Equatable, Sendable { case first, second, early }

    static func model(timers: [String: Duration]) -> MachineModel<State, Event> {
        let machine = Machine<State, Event>.routing(initial: .waiting) { state, event in
            guard state == .waiting else { return nil }
            switch event {
            case .first: return .first
            case .second: return .second
            case .early: return .early
            }
        }
        return MachineModel(
            machine: machine, events: [("first", .first), ("second", .second), ("early", .early)],
            timers: timers, stateName: { "\($0)" }, isFinished: { _ in false })
    }

    @Test func ofTimersDueTogetherTheFirstListedFires() throws {
        let model = Self.model(timers: ["second": .seconds(2), "first": .seconds(2)])
        let start = model.start(data: [:]).cursor
        let timer = try #require(model.nextTimer(in: start))
        #expect(timer.label == "first")
        #expect(model.name(of: model.wait(.seconds(2), from: start).cursor) == "first")
    }

    @Test func anEarlierDueTimerFiresFirstWhereverItIsListed() throws {
        let model = Self.model(timers: ["first": .seconds(2), "early": .seconds(1)])
        let timer = try #require(model.nextTimer(in: model.start(data: [:]).cursor))
        #expect(timer.label == "early")
        #expect(timer.due == .seconds(1))
    }
}
