/// A request whose answer is fixed when it is made; for tests and the flow player.
public struct InMemoryRequest: ProcessRequesting {
    /// What ``perform()`` returns or throws.
    public var answer: Result<String, ProcessError>

    /// Creates a request that answers `answer`.
    /// - Parameter answer: The result, or the error to throw.
    public init(answer: Result<String, ProcessError>) {
        self.answer = answer
    }

    /// Returns or throws ``answer``.
    /// - Returns: The result.
    /// - Throws: The error of a failing ``answer``.
    public func perform() async throws(ProcessError) -> String {
        try answer.get()
    }
}
