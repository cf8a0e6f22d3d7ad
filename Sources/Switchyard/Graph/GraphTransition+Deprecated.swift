// 0.6's presentation fields of an arrow and its memberwise initializer, no longer public in 0.7: only the package's
// writers and readers use them. Each forward reads or writes the field the package uses today, and goes in 0.8.

extension GraphTransition {
    /// Creates an arrow.
    /// - Parameters:
    ///   - from: The source.
    ///   - to: The target.
    ///   - label: The label, if any.
    ///   - scope: The composite the arrow is written in.
    ///   - region: The region inside `scope`.
    ///   - style: Arrow decoration.
    ///   - location: Source position.
    @available(*, deprecated, message: "a graph comes from graph(), MachineExplorer.explore() or a diagram reader")
    @_disfavoredOverload
    public init(
        from: Endpoint, to: Endpoint, label: String? = nil, scope: String? = nil, region: Int = 0,
        style: String? = nil, location: SourcePosition? = nil
    ) {
        self.init(
            from: from, to: to, label: label, scope: scope, region: region, style: style,
            location: location.map(TextPosition.init))
    }

    /// The composite the arrow was written in (`nil` = top level).
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var scope: String? {
        get { enclosingScope }
        set { enclosingScope = newValue }
    }

    /// The concurrent region inside `scope` where the arrow was written.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var region: Int {
        get { regionIndex }
        set { regionIndex = newValue }
    }

    /// Arrow decoration kept for writers; presentation only.
    @available(*, deprecated, message: "presentation only, read by the package's writers")
    public var style: String? {
        get { arrowStyle }
        set { arrowStyle = newValue }
    }

    /// The line and column of the arrow; presentation only.
    @available(*, deprecated, message: "presentation only; diagnostics carry their line and column")
    public var location: SourcePosition? {
        get { textPosition.map(SourcePosition.init) }
        set { textPosition = newValue.map(TextPosition.init) }
    }
}
