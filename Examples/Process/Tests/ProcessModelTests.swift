import ProcessExample
import Switchyard
import Testing

/// The transition function alone: legal steps, their effects, and everything else ignored.
struct ProcessModelTests {
    let machine = ProcessModel.machine(request: InMemoryRequest(answer: .success("42")))

    /// One state of each shape, and one event of each shape, to cover every (state, event) pair.
    static let states: [ProcessState] = [
        .sleeping, .doing, .done(.success("42")), .done(.failure(ProcessError("offline"))),
    ]
    static let events: [ProcessEvent] = [
        .execute, .finish(.success("42")), .finish(.failure(ProcessError("offline"))), .reset,
    ]

    @Test func executeFromSleepingStartsTheRequestTiedToDoing() throws {
        let step = try #require(machine.transition(from: .sleeping, on: .execute))
        #expect(step.state == .doing)
        #expect(step.effect.actions == [.run(id: ProcessModel.requestID, cancelsOnExit: true)])
    }

    @Test func finishEndsInTheMatchingOutcome() {
        #expect(machine.nextState(from: .doing, on: .finish(.success("42"))) == .done(.success("42")))
        #expect(
            machine.nextState(from: .doing, on: .finish(.failure(ProcessError("offline"))))
                == .done(.failure(ProcessError("offline"))))
    }

    @Test func resetReturnsToSleepingFromEitherOutcome() {
        #expect(machine.nextState(from: .done(.success("42")), on: .reset) == .sleeping)
        #expect(machine.nextState(from: .done(.failure(ProcessError("offline"))), on: .reset) == .sleeping)
    }

    /// The hidden `doing --execute--> doing` of the write-up does not exist.
    @Test func executeWhileDoingIsIgnored() {
        #expect(machine.transition(from: .doing, on: .execute) == nil)
    }

    @Test func exactlyFiveOfTheSixteenPairsAreAccepted() {
        var accepted: [String] = []
        for state in Self.states {
            for event in Self.events where machine.transition(from: state, on: event) != nil {
                accepted.append("\(state) --\(event)-->")
            }
        }
        #expect(
            accepted == [
                "sleeping --execute-->",
                "doing --finish(success(42))-->",
                "doing --finish(failure(offline))-->",
                "done(success(42)) --reset-->",
                "done(failure(offline)) --reset-->",
            ])
    }

    /// The flags of the write-up (`isDoing`, `result`, `error`) are derived from the enum, so of their 8
    /// combinations only the 4 meaningful ones can occur: nothing (sleeping), doing, a result, an error. "Doing and
    /// failed", "a result and an error" and "done with neither" cannot be built — there is no value to build them
    /// from, which is a compile-time guarantee; this test checks the derived flags agree with it.
    @Test func theImpossibleFlagCombinationsAreUnrepresentable() {
        struct Flags: Hashable {
            var isDoing: Bool
            var hasResult: Bool
            var hasError: Bool
        }
        let combinations = Set(
            Self.states.map {
                Flags(isDoing: $0.isSpinnerShown, hasResult: $0.result != nil, hasError: $0.error != nil)
            })
        #expect(
            combinations == [
                Flags(isDoing: false, hasResult: false, hasError: false),
                Flags(isDoing: true, hasResult: false, hasError: false),
                Flags(isDoing: false, hasResult: true, hasError: false),
                Flags(isDoing: false, hasResult: false, hasError: true),
            ])
    }
}
