import CustomDump
import Foundation

/// How an event of the model (an arrow's label in the drawing) reaches the implementation in a model-based test:
/// an event the test sends, the answer to a call an effect made to a stub, or time passing.
///
/// ```swift
/// let inputs: [(String, ModelInput<ProcessEvent>)] = [
///     ("execute", .send(.execute)),
///     ("reset", .send(.reset)),
///     ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
///     ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
/// ]
/// ```
public struct ModelInput<Event: Sendable>: Sendable {
    enum Form: Sendable {
        case send([Event])
        case answer(stub: String, answer: StubAnswer)
        case timer(Duration)
        case observed
    }

    let form: Form

    /// The test sends `event`.
    /// - Parameter event: The implementation's event.
    /// - Returns: The input.
    public static func send(_ event: Event) -> ModelInput { ModelInput(form: .send([event])) }

    /// The test sends one of `events`, an event with a payload: list boundary values (an empty string, a limit,
    /// one past it), simplest first — a shrunk failure keeps the earliest payload that still fails.
    /// - Parameter events: The variants, simplest first; at least one.
    /// - Returns: The input.
    public static func send(oneOf events: [Event]) -> ModelInput {
        precondition(!events.isEmpty, "an input needs at least one event")
        return ModelInput(form: .send(events))
    }

    /// The test answers a pending call of the stub named `stub` with `result`: the model event is the outcome of
    /// that call (a request that succeeded, or failed). A call the test never answers is a request that never
    /// answers; the runner chooses which pending call each answer goes to.
    /// - Parameters:
    ///   - stub: The stub's name (``EffectStubs/stub(_:returning:throwing:)``).
    ///   - result: The answer.
    /// - Returns: The input.
    public static func answer<Value: Sendable, Failure: Error>(
        _ stub: String, with result: Result<Value, Failure>
    ) -> ModelInput {
        let dumped = String(customDumping: result)
        let tail = dumped.range(of: ".success(") ?? dumped.range(of: ".failure(")
        let text =
            "Result<\(typeName(Value.self)), \(typeName(Failure.self))>"
            + (tail.map { String(dumped[$0.lowerBound...]) } ?? dumped)
        return ModelInput(
            form: .answer(
                stub: stub,
                answer: StubAnswer(code: text) { stubs, call in stubs.answerNow(stub, call: call, with: result) }))
    }

    /// The model event is a timer: it happens when the model has stayed `duration` in the state its arrow leaves,
    /// and the implementation sees the test clock pass. The runner lets time pass by whole timers and by steps
    /// shorter than any timer.
    /// - Parameter duration: How long after entering the arrow's source state the timer fires.
    /// - Returns: The input.
    public static func timer(after duration: Duration) -> ModelInput { ModelInput(form: .timer(duration)) }

    /// The implementation's own effects produce the model event — a service that answers at once, a state function
    /// that decides where to go — so the runner does not cause it: after each step, when the implementation has
    /// moved where an arrow with this event leads, the model takes that arrow. Prefer ``answer(_:with:)`` through
    /// stubs where you can: then the runner chooses the outcome, and tries each.
    public static var observed: ModelInput { ModelInput(form: .observed) }
}

/// A type's name as Swift source can spell it: qualified by its module (`MyTests.Request.Failure`), standard library
/// types without one (`String`).
private func typeName(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    return name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
}

/// An answer to a stub call, kept with the Swift that gives it, for the printed test.
struct StubAnswer: Sendable {
    /// The answer as Swift source, e.g. `Result<String, ProcessError>.success("42")`.
    var code: String
    /// Answers a call; whether it was waiting.
    var give: @MainActor @Sendable (EffectStubs, Int) -> Bool
}
