import Switchyard
import SwitchyardTesting
import Testing

/// An oven modelled by an SCXML chart (`Drawings/oven.scxml`): a 30-second cooking timer (the `done` event), a door
/// that pauses cooking, and a guard on the power the oven resumes at (`power >= 800`, 800 in the test's data).
enum OvenImplementation {
    enum State: Hashable, Sendable {
        case idle
        case heating
        case paused
        case ready
    }

    enum Event: Hashable, Sendable {
        case start
        case open
        case close
        case cancel
        case done
    }

    enum Mutant: Sendable {
        case none
        /// Resumes only above 800 W (`power > 800`): the boundary value goes idle.
        case guardOffByOne
        /// The guard's test is inverted: a strong oven gives up, a weak one resumes.
        case guardInverted
        /// Opening the door of a ready oven pauses it (the heating rule copied): only after the timer fired.
        case openWhenReadyPauses
        /// Cooks 20 seconds instead of 30.
        case timerTooShort
        /// The cooking timer is started by the transitions into heating, not tied to it: opening the door leaves it
        /// running.
        case timerNotCancelled
    }

    static func machine(power: Int = 800, _ mutant: Mutant = .none) -> Machine<State, Event> {
        let cook = Effect<Event>.run(id: "cook") { context in
            try await context.sleep(for: .seconds(mutant == .timerTooShort ? 20 : 30))
            await context.send(.done)
        }
        let resumes =
            switch mutant {
            case .guardOffByOne: power > 800
            case .guardInverted: power < 800
            default: power >= 800
            }
        let untied = mutant == .timerNotCancelled
        return Machine.stepping(
            initial: .idle, onEnter: { state in state == .heating && !untied ? cook : .none }
        ) { state, event in
            switch (state, event) {
            case (.idle, .start): Step(.heating, effect: untied ? cook : .none)
            case (.heating, .open): Step(.paused)
            case (.heating, .done): Step(.ready)
            case (.paused, .close): resumes ? Step(.heating, effect: untied ? cook : .none) : Step(.idle)
            case (.paused, .cancel): Step(.idle)
            case (.ready, .open): Step(mutant == .openWhenReadyPauses ? .paused : .idle)
            default: nil
            }
        }
    }

    /// The state's name in the chart: its case name.
    static func name(_ state: State) -> String { "\(state)" }

    @MainActor static func test(_ mutant: Mutant = .none) throws -> ModelTest<State, Event> {
        var test = try ModelTest(
            drawing: "Drawings/oven.scxml",
            machine: { _ in machine(mutant) },
            modelState: name,
            inputs: [
                ("start", .send(.start)), ("open", .send(.open)), ("close", .send(.close)),
                ("cancel", .send(.cancel)), ("done", .timer(after: .seconds(30))),
            ],
            data: ["power": 800])
        test.machineSource = "OvenImplementation.machine(.\(mutant))"
        test.modelStateSource = "OvenImplementation.name"
        return test
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MutationTestsOven {
    let budget = ModelTestBudget(seed: 5, sequences: 120, length: 10)

    @Test func theCorrectOvenFollowsItsChart() async throws {
        await MutationCheck.passes(try OvenImplementation.test(), budget: budget)
    }

    @Test func aGuardOffByOneIsFoundAtTheBoundary() async throws {
        try await MutationCheck.caught(
            OvenImplementation.test(.guardOffByOne), budget: budget, length: 3, steps: ["start", "open", "close"],
            message: "oven.scxml in heating", printed: ["await store.send(OvenImplementation.Event.close)"])
    }

    @Test func anInvertedGuardIsFoundInThreeSteps() async throws {
        try await MutationCheck.caught(
            OvenImplementation.test(.guardInverted), budget: budget, length: 3, steps: ["start", "open", "close"],
            message: "is in idle")
    }

    @Test func aBugOnlyAfterTheTimerFiredIsFound() async throws {
        try await MutationCheck.caught(
            OvenImplementation.test(.openWhenReadyPauses), budget: budget, length: 3,
            steps: ["start", "wait 30.0 seconds", "open"], message: "oven.scxml in idle",
            printed: ["await store.advance(by: .seconds(30))", "await store.send(OvenImplementation.Event.open)"])
    }

    @Test func aTimerWithTheWrongDelayIsFoundInTwoSteps() async throws {
        let failure = try await MutationCheck.caught(
            OvenImplementation.test(.timerTooShort), budget: budget, length: 2, printed: ["await store.advance(by: "])
        #expect(failure.steps.first == "start", "\(failure)")
    }

    @Test func aTimerNotCancelledWhenTheDoorOpensIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            OvenImplementation.test(.timerNotCancelled), budget: budget, length: 2, steps: ["start", "open"],
            message: "'cook'")
    }
}
