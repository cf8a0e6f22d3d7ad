public import Switchyard

/// The process machine: the model *is* the state machine.
///
/// ```
/// sleeping --execute--> doing --finish(result)--> done(outcome) --reset--> sleeping
/// ```
/// There is deliberately no `doing --execute--> doing`: a second tap while the request runs is ignored (a store
/// reports it as ``StoreNotification/ignored(state:event:)``) instead of silently starting a second request.
public enum ProcessModel {
    /// The identifier of the request effect.
    public static let requestID: EffectID = "process.request"

    /// The machine, starting in ``ProcessState/sleeping``.
    /// - Parameter request: Performs the request when the process starts.
    /// - Returns: The machine.
    public static func machine(request: any ProcessRequesting) -> Machine<ProcessState, ProcessEvent> {
        Machine.stepping(initial: .sleeping) { state, event in
            transition(from: state, on: event, request: request)
        }
    }

    /// The transition function: every legal (state, event) pair, `nil` for the rest.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    ///   - request: Performs the request.
    /// - Returns: The step, or `nil` when the event is ignored.
    public static func transition(
        from state: ProcessState, on event: ProcessEvent, request: any ProcessRequesting
    ) -> Step<ProcessState, ProcessEvent>? {
        switch (state, event) {
        case (.sleeping, .execute):
            // The request belongs to `doing`: leaving it (for any reason) cancels the work and drops its answer.
            Step(.doing, effect: run(request).cancellingOnExit())
        case (.doing, .finish(let result)):
            Step(.done(Outcome(result)))
        case (.done, .reset):
            Step(.sleeping)
        case (.sleeping, .finish), (.sleeping, .reset), (.doing, .execute), (.doing, .reset),
            (.done, .execute), (.done, .finish):
            nil
        }
    }

    /// The request as an effect: perform it, then send ``ProcessEvent/finish(_:)`` with what it returned.
    /// - Parameter request: Performs the request.
    /// - Returns: The effect.
    public static func run(_ request: any ProcessRequesting) -> Effect<ProcessEvent> {
        .run(id: requestID) { context in
            let result: Result<String, ProcessError>
            do throws(ProcessError) {
                result = .success(try await request.perform())
            } catch {
                result = .failure(error)
            }
            await context.send(.finish(result))
        }
    }
}
