/// A state with two or more arrows of its own carrying the same event to different targets.
public struct NondeterministicChoice: Sendable, Hashable, Codable {
    /// The state's identifier.
    public var state: String
    /// The event label shared by the arrows.
    public var event: String

    /// Creates a pair.
    /// - Parameters:
    ///   - state: The state's identifier.
    ///   - event: The shared label.
    public init(state: String, event: String) {
        self.state = state
        self.event = event
    }
}
