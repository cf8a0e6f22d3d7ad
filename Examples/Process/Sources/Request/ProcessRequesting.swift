/// Performs a process's server request; the dependency the request effect calls.
public protocol ProcessRequesting: Sendable {
    /// Performs the request.
    /// - Returns: The result to show.
    /// - Throws: ``ProcessError`` when the request fails.
    func perform() async throws(ProcessError) -> String
}
