import Switchyard
import SwitchyardTesting
import Testing

/// A turnstile modelled by a Mermaid drawing (`Drawings/turnstile.mmd`), implemented as a routing function.
enum TurnstileImplementation {
    enum State: Hashable, Sendable {
        case locked
        case unlocked
        /// `resets` counts the resets seen while the alarm rings (only the hidden-state mutant reads it).
        case alarm(resets: Int)
    }

    enum Event: Hashable, Sendable {
        case coin
        case push
        case kick
        case reset
    }

    enum Mutant: Sendable {
        case none
        /// A coin in the ringing alarm unlocks the gate (an extra transition).
        case coinSilencesAlarm
        /// A reset opens the gate instead of locking it (a wrong target).
        case resetUnlocks
        /// The alarm stops only at the second reset (hidden state: the first one is counted, nothing more).
        case resetNeedsTwoTries
        /// A coin while unlocked is taken (re-entering `unlocked`) instead of ignored.
        case coinTakenWhileUnlocked
        /// The gate starts unlocked (a wrong initial state).
        case startsUnlocked
    }

    static func machine(_ mutant: Mutant = .none) -> Machine<State, Event> {
        Machine.stepping(initial: mutant == .startsUnlocked ? .unlocked : .locked) { state, event in
            switch (state, event) {
            case (.locked, .coin): Step(.unlocked)
            case (.unlocked, .coin) where mutant == .coinTakenWhileUnlocked: Step(.unlocked)
            case (.unlocked, .push): Step(.locked)
            case (.locked, .kick): Step(.alarm(resets: 0))
            case (.alarm, .coin) where mutant == .coinSilencesAlarm: Step(.unlocked)
            case (.alarm(let resets), .reset) where mutant == .resetNeedsTwoTries && resets == 0:
                Step(.alarm(resets: 1))
            case (.alarm, .reset): Step(mutant == .resetUnlocks ? .unlocked : .locked)
            default: nil
            }
        }
    }

    @MainActor static func test(_ mutant: Mutant = .none) throws -> ModelTest<State, Event> {
        var test = try ModelTest(
            drawing: "Drawings/turnstile.mmd",
            machine: { _ in machine(mutant) },
            modelState: { state in
                switch state {
                case .locked: "locked"
                case .unlocked: "unlocked"
                case .alarm: "alarm"
                }
            },
            inputs: [("coin", .send(.coin)), ("push", .send(.push)), ("kick", .send(.kick)), ("reset", .send(.reset))])
        test.machineSource = "TurnstileImplementation.machine(.\(mutant))"
        return test
    }
}

/// The turnstile counting the coins it took, for a bug nine events deep: it jams (rings the alarm) at the fifth
/// coin. Nothing in the drawing counts, so only a sequence that goes round coin, push four times finds it.
enum CountingTurnstile {
    enum State: Hashable, Sendable {
        case locked(coins: Int)
        case unlocked(coins: Int)
        case alarm(coins: Int)
    }

    static func machine(jamsAt jam: Int?) -> Machine<State, TurnstileImplementation.Event> {
        Machine.stepping(initial: .locked(coins: 0)) { state, event in
            switch (state, event) {
            case (.locked(let coins), .coin):
                coins + 1 == jam ? Step(.alarm(coins: coins + 1)) : Step(.unlocked(coins: coins + 1))
            case (.unlocked(let coins), .push): Step(.locked(coins: coins))
            case (.locked(let coins), .kick): Step(.alarm(coins: coins))
            case (.alarm(let coins), .reset): Step(.locked(coins: coins))
            default: nil
            }
        }
    }

    @MainActor static func test(jamsAt jam: Int?) throws -> ModelTest<State, TurnstileImplementation.Event> {
        var test = try ModelTest(
            drawing: "Drawings/turnstile.mmd",
            machine: { _ in machine(jamsAt: jam) },
            modelState: name,
            inputs: [("coin", .send(.coin)), ("push", .send(.push)), ("kick", .send(.kick)), ("reset", .send(.reset))])
        test.machineSource = "CountingTurnstile.machine(jamsAt: \(jam.map(String.init) ?? "nil"))"
        test.modelStateSource = "CountingTurnstile.name"
        return test
    }

    static func name(_ state: State) -> String {
        switch state {
        case .locked: "locked"
        case .unlocked: "unlocked"
        case .alarm: "alarm"
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MutationTestsTurnstile {
    let budget = ModelTestBudget(seed: 3, sequences: 100, length: 10)

    @Test func theCorrectTurnstileFollowsItsDrawing() async throws {
        await MutationCheck.passes(try TurnstileImplementation.test(), budget: budget)
    }

    @Test func anExtraTransitionIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            TurnstileImplementation.test(.coinSilencesAlarm), budget: budget, length: 2, steps: ["kick", "coin"],
            message: "took TurnstileImplementation.Event.coin in alarm, where turnstile.mmd ignores it",
            printed: ["await store.sendIgnored(TurnstileImplementation.Event.coin)"])
    }

    @Test func aWrongTargetIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            TurnstileImplementation.test(.resetUnlocks), budget: budget, length: 2, steps: ["kick", "reset"],
            message: "is in unlocked", printed: ["await store.send(TurnstileImplementation.Event.reset)"])
    }

    @Test func aResetThatWorksOnlyTheSecondTimeIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            TurnstileImplementation.test(.resetNeedsTwoTries), budget: budget, length: 2, steps: ["kick", "reset"],
            message: "turnstile.mmd in locked", printed: ["TurnstileImplementation.State.alarm(resets: 1)"])
    }

    @Test func aCoinTakenWhileUnlockedIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            TurnstileImplementation.test(.coinTakenWhileUnlocked), budget: budget, length: 2, steps: ["coin", "coin"],
            message: "where turnstile.mmd ignores it")
    }

    @Test func aWrongInitialStateIsFoundAtTheStart() async throws {
        let failure = try await MutationCheck.caught(
            TurnstileImplementation.test(.startsUnlocked), budget: budget, length: 0, steps: [],
            message: "the implementation is in unlocked", printed: ["TurnstileImplementation.machine(.startsUnlocked)"])
        #expect(failure.description.contains("(the start)"), "\(failure)")
    }

    @Test func theCountingTurnstileFollowsItsDrawing() async throws {
        await MutationCheck.passes(try CountingTurnstile.test(jamsAt: nil), budget: budget)
    }

    @Test func aJamAtTheFifthCoinIsFoundNineEventsDeep() async throws {
        try await MutationCheck.caught(
            CountingTurnstile.test(jamsAt: 5), budget: budget, length: 9,
            steps: ["coin", "push", "coin", "push", "coin", "push", "coin", "push", "coin"],
            message: "the implementation is in alarm", printed: ["CountingTurnstile.machine(jamsAt: 5)"])
    }
}
