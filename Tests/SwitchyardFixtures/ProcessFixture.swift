public import Switchyard

/// The Process example (system 2, `Examples/Diagrams/process.puml`), written once for every test target that runs
/// it: `sleeping --execute--> doing --succeed|fail--> done --reset--> sleeping`, one request at a time, a second
/// `execute` while `doing` ignored. `Examples/Process` is the example itself; this is the machine the tests share,
/// in the forms they need (a routing function to explore, a stepping machine whose request a test answers, the
/// drawing as a table), each with the variants (``Variant``) whose planted bugs a test must catch.
public enum ProcessFixture {
    /// Why a request failed.
    public struct Failure: Error, Hashable, Sendable {
        /// What the alert shows.
        public var message: String

        /// Creates a failure.
        /// - Parameter message: What the alert shows.
        public init(message: String) {
            self.message = message
        }
    }

    /// How a finished request ended.
    public enum Outcome: Hashable, Sendable {
        case success(String)
        case failure(String)
    }

    /// Where a process is.
    public enum State: Hashable, Sendable {
        case sleeping
        case doing
        case done(Outcome)
    }

    /// What a process reacts to; the case names are the drawing's labels.
    public enum Event: Hashable, Sendable {
        case execute
        case succeed(String)
        case fail(String)
        case reset
    }

    /// The bugs a variant of the process plants; none by default (the process as drawn).
    public struct Variant: Sendable {
        /// A second tap while doing restarts the request (`doing → doing`).
        public var restartsOnSecondTap = false
        /// A failure answer is handled as a success.
        public var failureAsSuccess = false

        /// Creates a variant.
        /// - Parameters:
        ///   - restartsOnSecondTap: Whether a second tap while doing restarts the request.
        ///   - failureAsSuccess: Whether a failure answer is handled as a success.
        public init(restartsOnSecondTap: Bool = false, failureAsSuccess: Bool = false) {
            self.restartsOnSecondTap = restartsOnSecondTap
            self.failureAsSuccess = failureAsSuccess
        }
    }

    /// Events that reach every state of ``routing(_:)`` from its initial state.
    public static let sampleEvents: [Event] = [.execute, .succeed("ok"), .fail("timeout"), .reset]

    /// The process as a routing function, with no effects: what exploration and conformance read.
    /// - Parameter variant: The bugs to plant.
    /// - Returns: The machine.
    public static func routing(_ variant: Variant = Variant()) -> Machine<State, Event> {
        Machine.routing(initial: .sleeping) { state, event in
            switch (state, event) {
            case (.sleeping, .execute): .doing
            case (.doing, .execute): variant.restartsOnSecondTap ? .doing : nil
            case (.doing, .succeed(let value)): .done(.success(value))
            case (.doing, .fail(let reason)): .done(variant.failureAsSuccess ? .success("") : .failure(reason))
            case (.done, .reset): .sleeping
            default: nil
            }
        }
    }

    /// The process as the example writes it: entering `doing` runs the request, tied to `doing`, whose answer
    /// comes back as `succeed` or `fail`.
    /// - Parameters:
    ///   - variant: The bugs to plant.
    ///   - request: Performs the request; `nil` when it never answers (cancelled).
    /// - Returns: The machine.
    public static func machine(
        _ variant: Variant = Variant(), request: @escaping @Sendable () async -> Result<String, Failure>?
    ) -> Machine<State, Event> {
        let run = Effect<Event>.run(id: "request") { context in
            switch await request() {
            case .success(let value)?: await context.send(.succeed(value))
            case .failure? where variant.failureAsSuccess: await context.send(.succeed(""))
            case .failure(let failure)?: await context.send(.fail(failure.message))
            case nil: return
            }
        }
        .cancellingOnExit()
        return Machine.stepping(initial: .sleeping) { state, event in
            switch (state, event) {
            case (.sleeping, .execute): Step(.doing, effect: run)
            case (.doing, .execute) where variant.restartsOnSecondTap: Step(.doing, effect: run)
            case (.doing, .succeed(let value)): Step(.done(.success(value)))
            case (.doing, .fail(let reason)): Step(.done(.failure(reason)))
            case (.done, .reset): Step(.sleeping)
            default: nil
            }
        }
    }

    /// The drawing's name for a state: `sleeping`, `doing`, `success` or `failure`.
    /// - Parameter state: A state.
    /// - Returns: The name of its leaf in `process.puml`.
    public static func drawnName(_ state: State) -> String {
        switch state {
        case .sleeping: "sleeping"
        case .doing: "doing"
        case .done(.success): "success"
        case .done(.failure): "failure"
        }
    }

    /// The drawing's leaves, as ``drawing`` names them.
    public enum Leaf: Hashable, Sendable {
        case sleeping, doing, success, failure
    }

    /// The drawing's labels, as ``drawing`` names them.
    public enum Label: Hashable, Sendable {
        case execute, succeed, fail, reset
    }

    /// `process.puml` as a transition table over its leaves (the composite `done`'s `reset` from each of them).
    public static let drawing = TransitionTable<Leaf, Label>([
        .from(.sleeping, on: .execute, to: .doing),
        .from(.doing, on: .succeed, to: .success),
        .from(.doing, on: .fail, to: .failure),
        .from(.success, on: .reset, to: .sleeping),
        .from(.failure, on: .reset, to: .sleeping),
    ])
}
