/// The stand-ins for a machine's dependencies in a model-based test: each call an effect makes to a stub waits until
/// the test answers that very call — success, failure, or never — so the outcome of a request is an input the test
/// chooses, addressed to a specific call (call 2 may answer before call 1), not "the next one".
///
/// The dependency the machine is built with forwards to a stub; the effect runs as written (its mapping of results
/// to events included), only the answer is chosen:
///
/// ```swift
/// struct StubRequest: ProcessRequesting {
///     let stub: EffectStub<String, ProcessError>
///     func perform() async throws(ProcessError) -> String {
///         guard let result = await stub.result() else { throw ProcessError("cancelled") }
///         return try result.get()
///     }
/// }
/// let stubs = EffectStubs()
/// let machine = ProcessModel.machine(request: StubRequest(stub: stubs.stub("request")))
/// ```
///
/// Calls are numbered from 1 per stub, in the order they are made. A call whose effect is cancelled (its state was
/// exited) is no longer pending: its ``EffectStub/result()`` returns `nil`.
@MainActor
public final class EffectStubs {
    private var stubs: [String: any StubEntry] = [:]
    private let signal = ActivitySignal()
    /// Called each time a call starts waiting, so a runner waits for effects without polling.
    var onCall: (@MainActor () -> Void)?

    /// Creates an empty set of stubs.
    public init() {}

    /// The stub named `name`, made on first use.
    /// - Parameters:
    ///   - name: The stub's name, as the model's inputs and a printed test name it.
    ///   - value: The type a successful call returns.
    ///   - failure: The error a failing call throws.
    /// - Returns: The stub; the same one for every call with the same name and types.
    public func stub<Value: Sendable, Failure: Error>(
        _ name: String, returning value: Value.Type = Value.self, throwing failure: Failure.Type = Failure.self
    ) -> EffectStub<Value, Failure> {
        if let existing = stubs[name] as? EffectStub<Value, Failure> { return existing }
        let made = EffectStub<Value, Failure>(name: name, owner: self)
        stubs[name] = made
        return made
    }

    /// Answers call `call` (1-based) of the stub named `name`, waiting first (at most `timeout` of real time) for
    /// the effect to make that call — an effect starts after the `send` that asked for it returns.
    /// - Parameters:
    ///   - name: The stub's name.
    ///   - call: The call's number.
    ///   - result: The answer.
    ///   - timeout: How long to wait for the call; the wait ends as soon as the call is made.
    /// - Returns: Whether that call was waiting (a cancelled or answered call, or an unknown stub, is not).
    @discardableResult
    public func answer<Value: Sendable, Failure: Error>(
        _ name: String, call: Int, with result: Result<Value, Failure>, timeout: Duration = .seconds(1)
    ) async -> Bool {
        let deadline = ContinuousClock().now.advanced(by: timeout)
        while !pendingCalls(of: name).contains(call) {
            let made = await signal.wait(until: deadline) { pendingCalls(of: name).contains(call) }
            if !made { break }
        }
        return answerNow(name, call: call, with: result)
    }

    /// Answers a call that is waiting now.
    func answerNow<Value: Sendable, Failure: Error>(
        _ name: String, call: Int, with result: Result<Value, Failure>
    ) -> Bool {
        guard let stub = stubs[name] as? EffectStub<Value, Failure> else { return false }
        return stub.answer(call: call, with: result)
    }

    /// The numbers of the calls of the stub named `name` that wait for an answer, oldest first.
    /// - Parameter name: The stub's name.
    /// - Returns: The call numbers.
    public func pendingCalls(of name: String) -> [Int] {
        stubs[name]?.pendingCallNumbers ?? []
    }

    /// How many calls of every stub wait for an answer.
    public var pendingCallCount: Int {
        stubs.values.reduce(0) { $0 + $1.pendingCallNumbers.count }
    }

    func callStarted() {
        signal.signal()
        onCall?()
    }
}

/// What the set of stubs needs of each stub, whatever its types.
@MainActor
protocol StubEntry: AnyObject {
    var pendingCallNumbers: [Int] { get }
}

/// One stubbed dependency: each call waits until the test answers it (see ``EffectStubs``).
@MainActor
public final class EffectStub<Value: Sendable, Failure: Error>: StubEntry {
    /// The stub's name.
    public let name: String
    private weak var owner: EffectStubs?
    private var pending: [Int: CheckedContinuation<Result<Value, Failure>?, Never>] = [:]
    /// How many calls were made.
    public private(set) var callCount = 0

    init(name: String, owner: EffectStubs) {
        self.name = name
        self.owner = owner
    }

    var pendingCallNumbers: [Int] { pending.keys.sorted() }

    /// Makes a call and waits for the test's answer.
    /// - Returns: The answer; `nil` when the calling task was cancelled before it was answered.
    public func result() async -> Result<Value, Failure>? {
        callCount += 1
        let number = callCount
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                    return
                }
                pending[number] = continuation
                owner?.callStarted()
            }
        } onCancel: {
            Task { @MainActor in self.cancel(call: number) }
        }
    }

    /// Makes a call and waits for the test's answer: returns the value or throws the failure.
    /// - Returns: The answered value.
    /// - Throws: The answered failure, or `CancellationError` when the calling task was cancelled.
    public func call() async throws -> Value {
        guard let result = await result() else { throw CancellationError() }
        return try result.get()
    }

    /// Answers call `call`.
    /// - Parameters:
    ///   - call: The call's number (1-based).
    ///   - result: The answer.
    /// - Returns: Whether that call was waiting.
    @discardableResult
    public func answer(call: Int, with result: Result<Value, Failure>) -> Bool {
        guard let continuation = pending.removeValue(forKey: call) else { return false }
        continuation.resume(returning: result)
        return true
    }

    private func cancel(call: Int) {
        pending.removeValue(forKey: call)?.resume(returning: nil)
    }
}
