// 0.6's presentation fields of a node and its memberwise initializer, no longer public in 0.7: only the package's
// writers and readers use them. Each forward reads or writes the field the package uses today, and goes in 0.8.

extension GraphState {
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
    @available(*, deprecated, message: "a graph comes from graph(), MachineExplorer.explore() or a diagram reader")
    @_disfavoredOverload
    public init(
        id: String, kind: Kind = .simple, displayName: String? = nil, descriptions: [String] = [],
        stereotype: String? = nil, color: String? = nil, parent: String? = nil, region: Int = 0,
        location: SourcePosition? = nil
    ) {
        self.init(
            id: id, kind: kind, displayName: displayName, descriptions: descriptions, stereotype: stereotype,
            color: color, parent: parent, region: region, location: location.map(TextPosition.init))
    }

    /// The long name, if one was given.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var displayName: String? {
        get { longName }
        set { longName = newValue }
    }

    /// The `state X : text` description lines, in order.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var descriptions: [String] {
        get { descriptionLines }
        set { descriptionLines = newValue }
    }

    /// A stereotype other than choice/fork/join/start/end, kept for writers.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var stereotype: String? {
        get { stereotypeText }
        set { stereotypeText = newValue }
    }

    /// A colour or line style as written, kept for writers.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var color: String? {
        get { colorText }
        set { colorText = newValue }
    }

    /// The 0-based concurrent region inside `parent` (0 when the parent has no regions).
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var region: Int {
        get { regionIndex }
        set { regionIndex = newValue }
    }

    /// Where the node was first declared or referenced; presentation only.
    @available(*, deprecated, message: "presentation only; diagnostics carry their line and column")
    public var location: SourcePosition? {
        get { textPosition.map(SourcePosition.init) }
        set { textPosition = newValue.map(TextPosition.init) }
    }
}

extension GraphState.Kind {
    /// Whether this kind is a pseudo-state (choice, fork, join, start or end) rather than a state.
    @available(*, deprecated, message: "use kind != .simple && kind != .composite")
    public var isPseudoState: Bool {
        isPseudo
    }
}
