/// Why a deep link was refused.
public enum DeepLinkRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a well-formed link (the reason says what is wrong).
    case malformed(String)
    /// The link's scheme is not one the resolver accepts.
    case unexpectedScheme(String?)
    /// The path component at `position` (0-based) names no route.
    case unknownComponent(String, position: Int)
    /// A route's screen is not a node of the flow's graph.
    case unknownNode(String)
    /// The target cannot be reached from where the search started.
    case unreachable(target: String, from: String)
    /// The search for the target stopped at one of its limits before finding it (the reason says which, in the words
    /// of ``StateGraph/truncation``): the target may lie beyond the limit, which `unreachable` would deny.
    case stoppedAtLimit(target: String, from: String, reason: String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .malformed(let reason): "malformed link: \(reason)"
        case .unexpectedScheme(let scheme): "unexpected scheme \(scheme.map { "'\($0)'" } ?? "(none)")"
        case .unknownComponent(let component, let position):
            "no route for path component '\(component)' at position \(position)"
        case .unknownNode(let node): "'\(node)' is not a screen of the flow"
        case .unreachable(let target, let source): "\(target) cannot be reached from \(source)"
        case .stoppedAtLimit(let target, let source, let reason):
            "\(target) was not reached from \(source) before the search stopped (\(reason))"
        }
    }
}
