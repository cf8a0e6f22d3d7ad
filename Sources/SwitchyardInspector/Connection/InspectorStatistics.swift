/// What a connection has delivered and lost.
public struct InspectorStatistics: Sendable, Hashable {
    /// Messages the server accepted.
    public var sent: Int
    /// Messages lost: the buffer was full (a slow or unreachable server) or the connection closed before they
    /// could be sent.
    public var dropped: Int
    /// Whether the last request reached the server.
    public var isReachable: Bool
    /// Why the last failed request failed.
    public var lastFailure: String?

    /// Creates statistics.
    /// - Parameters:
    ///   - sent: Messages the server accepted.
    ///   - dropped: Messages lost.
    ///   - isReachable: Whether the last request reached the server.
    ///   - lastFailure: Why the last failed request failed.
    public init(sent: Int, dropped: Int, isReachable: Bool, lastFailure: String?) {
        self.sent = sent
        self.dropped = dropped
        self.isReachable = isReachable
        self.lastFailure = lastFailure
    }
}
