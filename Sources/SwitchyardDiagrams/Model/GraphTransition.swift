/// An arrow of a ``StateGraph``.
public struct GraphTransition: Sendable, Hashable, Codable {
    /// One end of an arrow.
    public enum Endpoint: Sendable, Hashable, Codable {
        /// A named node (state, composite, choice, fork or join) by identifier.
        case state(String)
        /// `[*]` used as a source, inside composite `scope` (`nil` = top level) and its concurrent `region`.
        case initial(scope: String?, region: Int)
        /// `[*]` used as a target, inside composite `scope` (`nil` = top level) and its concurrent `region`.
        case final(scope: String?, region: Int)
        /// `[H]` (shallow) or `[H*]` (deep) history of composite `scope` (`X[H]` → scope `X`).
        case history(scope: String?, deep: Bool)

        /// The identifier of a named node, or `nil` for a pseudo-state endpoint.
        public var stateID: String? {
            if case .state(let id) = self { return id }
            return nil
        }
    }

    /// The source.
    public var from: Endpoint
    /// The target.
    public var to: Endpoint
    /// The text after `:`, trimmed, guard and action text kept as written; `nil` when there is none.
    public var label: String?
    /// The composite the arrow was written in (`nil` = top level).
    public var scope: String?
    /// The concurrent region inside `scope` where the arrow was written.
    public var region: Int
    /// Arrow decoration kept for writers, e.g. `"right"` or `"[#red,dashed]"`; presentation only.
    public var style: String?
    /// The line and column of the arrow; presentation only.
    public var location: SourcePosition?

    /// Creates an arrow.
    /// - Parameters:
    ///   - from: The source.
    ///   - to: The target.
    ///   - label: The label, if any.
    ///   - scope: The composite the arrow is written in.
    ///   - region: The region inside `scope`.
    ///   - style: Arrow decoration.
    ///   - location: Source position.
    public init(
        from: Endpoint, to: Endpoint, label: String? = nil, scope: String? = nil, region: Int = 0,
        style: String? = nil, location: SourcePosition? = nil
    ) {
        self.from = from
        self.to = to
        self.label = label
        self.scope = scope
        self.region = region
        self.style = style
        self.location = location
    }
}
