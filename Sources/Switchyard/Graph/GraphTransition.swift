/// An arrow of a ``StateGraph``.
public struct GraphTransition: Sendable, Hashable, Codable {
    /// One end of an arrow.
    ///
    /// In JSON an end is an object with one key naming its kind: `{"state": "id"}`,
    /// `{"initial": {"scope": "X", "region": 0}}`, `{"final": {"region": 0}}` (a `nil` scope is left out),
    /// `{"history": {"scope": "X", "deep": true}}`.
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

        private enum Kind: String, CodingKey { case state, initial, final, history }
        private enum Field: String, CodingKey { case scope, region, deep }

        /// Encodes the end as an object with one key naming its kind.
        /// - Parameter encoder: The encoder.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Kind.self)
            switch self {
            case .state(let id):
                try container.encode(id, forKey: .state)
            case .initial(let scope, let region):
                var fields = container.nestedContainer(keyedBy: Field.self, forKey: .initial)
                try fields.encodeIfPresent(scope, forKey: .scope)
                try fields.encode(region, forKey: .region)
            case .final(let scope, let region):
                var fields = container.nestedContainer(keyedBy: Field.self, forKey: .final)
                try fields.encodeIfPresent(scope, forKey: .scope)
                try fields.encode(region, forKey: .region)
            case .history(let scope, let deep):
                var fields = container.nestedContainer(keyedBy: Field.self, forKey: .history)
                try fields.encodeIfPresent(scope, forKey: .scope)
                try fields.encode(deep, forKey: .deep)
            }
        }

        /// Decodes an end written by ``encode(to:)``.
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` when the object has no known kind, or more than one.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Kind.self)
            guard container.allKeys.count == 1, let kind = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "an arrow end has exactly one of state, initial, final, history"))
            }
            if kind == .state {
                self = .state(try container.decode(String.self, forKey: .state))
                return
            }
            let fields = try container.nestedContainer(keyedBy: Field.self, forKey: kind)
            let scope = try fields.decodeIfPresent(String.self, forKey: .scope)
            switch kind {
            case .initial: self = .initial(scope: scope, region: try fields.decode(Int.self, forKey: .region))
            case .final: self = .final(scope: scope, region: try fields.decode(Int.self, forKey: .region))
            default: self = .history(scope: scope, deep: try fields.decode(Bool.self, forKey: .deep))
            }
        }
    }

    /// The source.
    public var from: Endpoint
    /// The target.
    public var to: Endpoint
    /// The text after `:`, trimmed, guard and action text kept as written; `nil` when there is none.
    public var label: String?
    /// The composite the arrow was written in (`nil` = top level).
    package var enclosingScope: String?
    /// The concurrent region inside `scope` where the arrow was written.
    package var regionIndex: Int
    /// Arrow decoration kept for writers, e.g. `"right"` or `"[#red,dashed]"`; presentation only.
    package var arrowStyle: String?
    /// The line and column of the arrow; presentation only.
    package var textPosition: TextPosition?

    // The JSON keys are the names these properties had when they were public (0.6).
    private enum CodingKeys: String, CodingKey {
        case from, to, label
        case enclosingScope = "scope", regionIndex = "region", arrowStyle = "style", textPosition = "location"
    }

    /// Creates an arrow.
    /// - Parameters:
    ///   - from: The source.
    ///   - to: The target.
    ///   - label: The label, if any.
    ///   - scope: The composite the arrow is written in.
    ///   - region: The region inside `scope`.
    ///   - style: Arrow decoration.
    ///   - location: Source position.
    package init(
        from: Endpoint, to: Endpoint, label: String? = nil, scope: String? = nil, region: Int = 0,
        style: String? = nil, location: TextPosition? = nil
    ) {
        self.from = from
        self.to = to
        self.label = label
        self.enclosingScope = scope
        self.regionIndex = region
        self.arrowStyle = style
        self.textPosition = location
    }
}
