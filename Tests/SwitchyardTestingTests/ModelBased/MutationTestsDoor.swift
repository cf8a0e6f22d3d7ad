import Switchyard
import SwitchyardTesting
import Testing

/// A garage door modelled by a flat `TransitionTable`: a button, an obstacle sensor, and a 10-second motor run each
/// way (the `opened` and `shut` timers). The implementation counts obstacles and runs its motor as state-tied
/// effects; each mutant is a bug a developer could write.
enum DoorImplementation {
    enum Phase: Hashable, Sendable {
        case closed
        case opening
        case open
        case closing
    }

    enum Command: Hashable, Sendable {
        case press
        case obstacle
        case opened
        case shut
    }

    static let model = TransitionTable<Phase, Command>([
        .from(.closed, on: .press, to: .opening),
        .from(.opening, on: .opened, to: .open),
        .from(.open, on: .press, to: .closing),
        .from(.closing, on: .shut, to: .closed),
        .from(.closing, on: .obstacle, to: .opening),
        .from(.closing, on: .press, to: .opening),
    ])

    enum State: Hashable, Sendable {
        case closed
        case opening(obstacles: Int)
        case open(obstacles: Int)
        /// `armed`: a press was seen (only the hidden-state mutant reads it).
        case closing(obstacles: Int, armed: Bool)
    }

    enum Mutant: Sendable {
        case none
        /// The button reverses an opening door too (an extra transition).
        case pressReversesOpening
        /// The obstacle sensor is not wired while closing (a missing transition).
        case obstacleIgnored
        /// A closing door reverses only at the second press (a debounce flag: hidden state).
        case pressNeedsTwoTaps
        /// After the second obstacle the door jumps to open (a "safety" rule not in the model): seven events deep.
        case secondObstacleOpensAtOnce
        /// The closing motor is started by the transition, not tied to `closing`: it keeps running on reversal.
        case motorNotCancelled
    }

    static func machine(_ mutant: Mutant = .none) -> Machine<State, Command> {
        let opening = Effect<Command>.run(id: "motor-open") { context in
            try await context.sleep(for: .seconds(10))
            await context.send(.opened)
        }
        let closing = Effect<Command>.run(id: "motor-close") { context in
            try await context.sleep(for: .seconds(10))
            await context.send(.shut)
        }
        let untied = mutant == .motorNotCancelled
        return Machine.stepping(
            initial: .closed,
            onEnter: { state in
                switch state {
                case .opening: opening
                case .closing where !untied: closing
                default: .none
                }
            }
        ) { state, command in
            switch (state, command) {
            case (.closed, .press): Step(.opening(obstacles: 0))
            case (.opening(let obstacles), .opened): Step(.open(obstacles: obstacles))
            case (.opening(let obstacles), .press) where mutant == .pressReversesOpening:
                Step(.closing(obstacles: obstacles, armed: false))
            case (.open(let obstacles), .press):
                Step(.closing(obstacles: obstacles, armed: false), effect: untied ? closing : .none)
            case (.closing, .shut): Step(.closed)
            case (.closing(let obstacles, _), .obstacle) where mutant != .obstacleIgnored:
                mutant == .secondObstacleOpensAtOnce && obstacles >= 1
                    ? Step(.open(obstacles: obstacles + 1)) : Step(.opening(obstacles: obstacles + 1))
            case (.closing(let obstacles, false), .press) where mutant == .pressNeedsTwoTaps:
                Step(.closing(obstacles: obstacles, armed: true), kind: .internal)
            case (.closing(let obstacles, _), .press): Step(.opening(obstacles: obstacles))
            default: nil
            }
        }
    }

    static func phase(_ state: State) -> String {
        switch state {
        case .closed: "closed"
        case .opening: "opening"
        case .open: "open"
        case .closing: "closing"
        }
    }

    @MainActor static func test(_ mutant: Mutant = .none) -> ModelTest<State, Command> {
        var test = ModelTest(
            table: model, initial: .closed, named: "door",
            events: [("press", .press), ("obstacle", .obstacle), ("opened", .opened), ("shut", .shut)],
            machine: { _ in machine(mutant) }, modelState: phase,
            inputs: [
                ("press", .send(.press)), ("obstacle", .send(.obstacle)),
                ("opened", .timer(after: .seconds(10))), ("shut", .timer(after: .seconds(10))),
            ])
        test.machineSource = "DoorImplementation.machine(.\(mutant))"
        test.modelStateSource = "DoorImplementation.phase"
        return test
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MutationTestsDoor {
    let budget = ModelTestBudget(seed: 13, sequences: 200, length: 14)

    @Test func theCorrectDoorFollowsItsTable() async {
        await MutationCheck.passes(DoorImplementation.test(), budget: budget)
    }

    @Test func anExtraTransitionIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            DoorImplementation.test(.pressReversesOpening), budget: budget, length: 2, steps: ["press", "press"],
            message: "took DoorImplementation.Command.press in opening, where door ignores it",
            printed: ["await store.sendIgnored(DoorImplementation.Command.press)"])
    }

    @Test func aMissingTransitionIsFoundInFourSteps() async throws {
        try await MutationCheck.caught(
            DoorImplementation.test(.obstacleIgnored), budget: budget, length: 4,
            steps: ["press", "wait 10.0 seconds", "press", "obstacle"],
            message: "ignored DoorImplementation.Command.obstacle in closing",
            printed: ["await store.send(DoorImplementation.Command.obstacle)"])
    }

    @Test func aPressThatWorksOnlyTheSecondTimeIsFoundInFourSteps() async throws {
        try await MutationCheck.caught(
            DoorImplementation.test(.pressNeedsTwoTaps), budget: budget, length: 4,
            steps: ["press", "wait 10.0 seconds", "press", "press"], message: "opening")
    }

    @Test func aBugSevenEventsDeepIsFound() async throws {
        try await MutationCheck.caught(
            DoorImplementation.test(.secondObstacleOpensAtOnce), budget: budget, length: 7,
            steps: ["press", "wait 10.0 seconds", "press", "obstacle", "wait 10.0 seconds", "press", "obstacle"],
            message: "door in opening")
    }

    @Test func aMotorNotCancelledOnReversalIsFoundInFourSteps() async throws {
        // Reversed by the button or the sensor: either leaves the closing motor running.
        let failure = try await MutationCheck.caught(
            DoorImplementation.test(.motorNotCancelled), budget: budget, length: 4, message: "'motor-close'",
            printed: ["#expect(store.runningEffectCount == 1)"])
        #expect(failure.steps.prefix(3) == ["press", "wait 10.0 seconds", "press"], "\(failure)")
    }
}
