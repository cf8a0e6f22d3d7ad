/// A session whose answer is fixed when it is made; for tests and the flow player.
public struct InMemorySession: SessionChecking {
    /// The answer ``isLoggedIn()`` gives.
    public var loggedIn: Bool

    /// Creates a session.
    /// - Parameter loggedIn: Whether the user is logged in.
    public init(loggedIn: Bool) {
        self.loggedIn = loggedIn
    }

    /// Returns ``loggedIn``.
    /// - Returns: Whether the user is logged in.
    public func isLoggedIn() async -> Bool {
        loggedIn
    }
}
