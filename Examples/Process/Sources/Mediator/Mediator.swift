public import Switchyard

/// Coordinates two independent processes: B must not start while A is `doing`.
///
/// Neither process knows the other — each is a plain ``ProcessModel`` machine in its own store. The rule lives
/// here, split as the rest of Switchyard is: ``refusal(toStart:a:b:)`` decides from the two states (a pure
/// function a test can call), ``start(_:)`` acts on the decision.
@MainActor
public final class Mediator {
    /// The store of process A.
    public let a: Store<ProcessState, ProcessEvent>
    /// The store of process B.
    public let b: Store<ProcessState, ProcessEvent>

    /// Creates a mediator over two stores.
    /// - Parameters:
    ///   - a: The store of process A.
    ///   - b: The store of process B.
    public init(a: Store<ProcessState, ProcessEvent>, b: Store<ProcessState, ProcessEvent>) {
        self.a = a
        self.b = b
    }

    /// The store of a process.
    /// - Parameter name: The process.
    /// - Returns: Its store.
    public func store(of name: ProcessName) -> Store<ProcessState, ProcessEvent> {
        switch name {
        case .a: a
        case .b: b
        }
    }

    /// Starts a process by sending it `execute`, unless the coordination rule refuses.
    /// - Parameter name: The process to start.
    /// - Throws: The ``StartRefusal``; nothing is sent then.
    public func start(_ name: ProcessName) throws(StartRefusal) {
        if let refusal = Self.refusal(toStart: name, a: a.state, b: b.state) {
            throw refusal
        }
        store(of: name).send(.execute)
    }

    /// Decides whether a process may start, from the two processes' states alone.
    /// - Parameters:
    ///   - name: The process to start.
    ///   - a: The state of process A.
    ///   - b: The state of process B.
    /// - Returns: The refusal, or `nil` when the process may start.
    public nonisolated static func refusal(
        toStart name: ProcessName, a: ProcessState, b: ProcessState
    ) -> StartRefusal? {
        let own = name == .a ? a : b
        if name == .b, a == .doing { return .blocked(by: .a) }
        if own != .sleeping { return .notSleeping(own) }
        return nil
    }
}
