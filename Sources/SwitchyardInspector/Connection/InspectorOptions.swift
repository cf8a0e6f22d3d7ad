/// How a store's inspector connection buffers and reports.
public struct InspectorOptions: Sendable {
    /// At most this many messages wait to be sent; beyond it new ones are dropped and counted, so a store whose
    /// inspector is slow or gone keeps its memory bounded.
    public var bufferCapacity: Int
    /// At most this many messages go in one request.
    public var batchSize: Int
    /// Told, once per change, when the inspector becomes unreachable or reachable again, and when messages were
    /// dropped; prints to standard error by default. Never called on the store's send path.
    public var onProblem: @Sendable (String) -> Void
    /// How long one request may wait for the inspector's answer before it counts as a failed attempt (and is tried
    /// again after a pause). Five seconds by default; raise it for an inspector across a slow network.
    public var requestTimeout: Duration

    /// Creates options.
    /// - Parameters:
    ///   - bufferCapacity: The most messages waiting to be sent.
    ///   - batchSize: The most messages in one request.
    ///   - onProblem: Told when the inspector cannot be reached or messages were dropped.
    ///   - requestTimeout: How long one request may wait for an answer; at least one millisecond.
    public init(
        bufferCapacity: Int = 10_000,
        batchSize: Int = 500,
        onProblem: @escaping @Sendable (String) -> Void = InspectorOptions.printToStandardError,
        requestTimeout: Duration = .seconds(5)
    ) {
        self.bufferCapacity = max(1, bufferCapacity)
        self.batchSize = max(1, batchSize)
        self.onProblem = onProblem
        self.requestTimeout = max(.milliseconds(1), requestTimeout)
    }

    /// Prints `switchyard inspector: <problem>` to standard error.
    public static let printToStandardError: @Sendable (String) -> Void = { problem in
        StandardErrorWriter.write("switchyard inspector: \(problem)\n")
    }
}
