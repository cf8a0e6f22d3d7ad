/// A named node of a ``StateGraph``: a state, a composite state, or a named pseudo-state.
public struct GraphState: Sendable, Hashable, Codable {
    /// What kind of node this is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A leaf state.
        case simple
        /// A state with children (`state X { … }`).
        case composite
        /// A choice pseudo-state (`<<choice>>`).
        case choice
        /// A fork pseudo-state (`<<fork>>`).
        case fork
        /// A join pseudo-state (`<<join>>`).
        case join
        /// A declared start pseudo-state (`<<start>>`); not a state for analysis.
        case start
        /// A declared end pseudo-state (`<<end>>`); not a state for analysis.
        case end

        /// Whether this kind is a pseudo-state (choice, fork, join, start or end) rather than a state.
        package var isPseudo: Bool {
            switch self {
            case .simple, .composite: false
            case .choice, .fork, .join, .start, .end: true
            }
        }
    }

    /// The identifier (the alias in `state "Long name" as L`).
    public var id: String
    /// What kind of node this is.
    public var kind: Kind
    /// The long name, if one was given.
    package var longName: String?
    /// The `state X : text` description lines, in order.
    package var descriptionLines: [String]
    /// A stereotype other than choice/fork/join/start/end (`<<entryPoint>>` → `"entryPoint"`), kept for writers.
    package var stereotypeText: String?
    /// A colour or line style as written (`"#pink"`, `"##[dashed]red"`), kept for writers.
    package var colorText: String?
    /// The identifier of the enclosing composite, or `nil` at top level.
    public var parent: String?
    /// The 0-based concurrent region inside `parent` (0 when the parent has no regions).
    package var regionIndex: Int
    /// Where the node was first declared or referenced; presentation only.
    package var textPosition: TextPosition?

    // The JSON keys are the names these properties had when they were public (0.6).
    private enum CodingKeys: String, CodingKey {
        case id, kind, longName = "displayName", descriptionLines = "descriptions", stereotypeText = "stereotype"
        case colorText = "color", parent, regionIndex = "region", textPosition = "location"
    }

    /// Creates a node.
    /// - Parameters:
    ///   - id: The identifier.
    ///   - kind: The kind of node; `.simple` by default.
    ///   - displayName: The long name, if any.
    ///   - descriptions: Description lines.
    ///   - stereotype: Any other stereotype text.
    ///   - color: Colour or line style text.
    ///   - parent: The enclosing composite's identifier.
    ///   - region: The concurrent region inside `parent`.
    ///   - location: Where it was first seen.
    package init(
        id: String, kind: Kind = .simple, displayName: String? = nil, descriptions: [String] = [],
        stereotype: String? = nil, color: String? = nil, parent: String? = nil, region: Int = 0,
        location: TextPosition? = nil
    ) {
        self.id = id
        self.kind = kind
        self.longName = displayName
        self.descriptionLines = descriptions
        self.stereotypeText = stereotype
        self.colorText = color
        self.parent = parent
        self.regionIndex = region
        self.textPosition = location
    }
}
