public import Switchyard

/// The result of `switchyard check` for one file: the JSON object of DESIGN.md ("CLI contract"), written by
/// ``CommandJSON`` (keys sorted) with a `version` field.
///
/// A file that parses encodes `version`, `file`, `format`, `states`, `initial`, `final`, `events`, `transitions`,
/// `reachability`, `unreachable`, `deadEnds`, `nondeterministic` and `diagnostics`; a file that cannot be parsed
/// encodes only `version`, `file` and `error`.
///
/// `reachability` names how `unreachable` (and `deadEnds`, which only counts reachable states) was read: always
/// ``structuralReading``, along the drawn arrows, every one counted, with guards, conditions and timers not run.
/// `paths`, `trace` and `simulate` run the chart on the engine instead, so a state behind a guard that is never true
/// is reachable here and unreachable there; where a drawing's two readings differ, the diagnostics say so
/// (`never-entered`, and `unreachable` findings the running chart does enter).
public struct CheckReport: Codable, Sendable, Hashable {
    /// One arrow as the report lists it.
    public struct Transition: Codable, Sendable, Hashable {
        /// The source: a state id, `"[*]"`, a choice/fork/join id, `"X[H]"` or `"X[H*]"`.
        public var from: String
        /// The target, named like ``from``.
        public var to: String
        /// The label, or `""` when there is none.
        public var event: String
        /// The 1-based line of the arrow.
        public var line: Int

        /// Creates an entry.
        /// - Parameters:
        ///   - from: The source name.
        ///   - to: The target name.
        ///   - event: The label or `""`.
        ///   - line: The arrow's line.
        public init(from: String, to: String, event: String, line: Int) {
            self.from = from
            self.to = to
            self.event = event
            self.line = line
        }
    }

    /// Why a file could not be read.
    public struct Failure: Codable, Sendable, Hashable {
        /// A one-line explanation.
        public var message: String
        /// The 1-based line of the first error; `nil` when the file itself could not be read (it has no lines to
        /// point at, so the JSON has no `line`).
        public var line: Int?
        /// The 1-based column; `nil` exactly when ``line`` is.
        public var column: Int?

        /// Creates a failure.
        /// - Parameters:
        ///   - message: A one-line explanation.
        ///   - line: The 1-based line, or `nil` for a file that could not be read.
        ///   - column: The 1-based column, or `nil` for a file that could not be read.
        public init(message: String, line: Int?, column: Int?) {
            self.message = message
            self.line = line
            self.column = column
        }
    }

    /// Which diagram of a file holding several `@startuml` blocks.
    public struct DiagramName: Codable, Sendable, Hashable {
        /// The 1-based position of the block in the file.
        public var index: Int
        /// The name after `@startuml`, if any.
        public var name: String?

        /// Creates a name.
        /// - Parameters:
        ///   - index: The 1-based position of the block.
        ///   - name: The name after `@startuml`.
        public init(index: Int, name: String?) {
            self.index = index
            self.name = name
        }
    }

    /// The version of this JSON shape (``currentVersion`` for a report made here; 1 for JSON written before reports
    /// had the field).
    public var version: Int
    /// The file as named on the command line (`-` for standard input).
    public var file: String
    /// Set only for a file with several diagrams: which one this report is about (JSON: `"diagram": N` and, when
    /// the block is named, `"name"`). A file with one diagram has one report without it.
    public var diagram: DiagramName?
    /// The notation the file was read as; `nil` only in a failure report.
    public var format: DiagramFormat?
    /// What the file draws, as the analysis lists it: empty in a failure report.
    var drawing = Drawing()
    /// What the analysis (and ``add(_:)``, the reader) found in the drawing: empty in a failure report.
    var findings = Findings()
    /// The name of the reading `unreachable` follows, encoded as `reachability`: along the drawn arrows.
    public static let structuralReading = "structural"
    /// Set when the file could not be read; every other field except ``file`` is then empty.
    public var error: Failure?

    /// The current version of the JSON shape: 2 since reports carry `version` and their keys are sorted.
    public static let currentVersion = 2

    /// The states, pseudo-states, events and arrows of a file that was read: what it declares, before any finding.
    struct Drawing: Sendable, Hashable {
        var states: [String] = []
        var initial: [String] = []
        var final: [String] = []
        var events: [String] = []
        var transitions: [Transition] = []
    }

    /// What was found wrong or doubtful in a drawing: the analysis's verdicts and the reader's warnings.
    struct Findings: Sendable, Hashable {
        var unreachable: [String] = []
        var deadEnds: [String] = []
        var nondeterministic: [[String]] = []
        var diagnostics: [Diagnostic] = []
    }

    /// See ``GraphAnalysis/states``.
    public var states: [String] {
        get { drawing.states }
        set { drawing.states = newValue }
    }
    /// See ``GraphAnalysis/initial``.
    public var initial: [String] {
        get { drawing.initial }
        set { drawing.initial = newValue }
    }
    /// See ``GraphAnalysis/final``.
    public var final: [String] {
        get { drawing.final }
        set { drawing.final = newValue }
    }
    /// See ``GraphAnalysis/events``.
    public var events: [String] {
        get { drawing.events }
        set { drawing.events = newValue }
    }
    /// Every arrow in file order.
    public var transitions: [Transition] {
        get { drawing.transitions }
        set { drawing.transitions = newValue }
    }
    /// See ``GraphAnalysis/unreachable``: the structural reading (``structuralReading``).
    public var unreachable: [String] {
        get { findings.unreachable }
        set { findings.unreachable = newValue }
    }
    /// See ``GraphAnalysis/deadEnds``.
    public var deadEnds: [String] {
        get { findings.deadEnds }
        set { findings.deadEnds = newValue }
    }
    /// `[state, event]` pairs, sorted by state then event.
    public var nondeterministic: [[String]] {
        get { findings.nondeterministic }
        set { findings.nondeterministic = newValue }
    }
    /// Errors and warnings, sorted by line and column (the analysis's notes are not reported).
    public var diagnostics: [Diagnostic] {
        get { findings.diagnostics }
        set { findings.diagnostics = newValue }
    }

    /// A report for a file that was read and analysed.
    /// - Parameters:
    ///   - file: The file name.
    ///   - format: The notation it was read as.
    ///   - analysis: The analysis of its graph.
    public init(file: String, format: DiagramFormat, analysis: GraphAnalysis) {
        version = Self.currentVersion
        self.file = file
        self.format = format
        drawing = Drawing(
            states: analysis.states, initial: analysis.initial, final: analysis.final, events: analysis.events,
            transitions: analysis.transitions.map { transition in
                Transition(
                    from: Self.name(transition.from), to: Self.name(transition.to), event: transition.label ?? "",
                    line: transition.textPosition?.line ?? 0)
            })
        // The contract's diagnostics are errors and warnings (`FILE:LINE:COL: error|warning: …`); the analysis's
        // notes (hints such as `self-loop-hint`) stay in ``GraphAnalysis/diagnostics`` for library users.
        findings = Findings(
            unreachable: analysis.unreachable, deadEnds: analysis.deadEnds,
            nondeterministic: analysis.nondeterministic.map { [$0.state, $0.event] },
            diagnostics: analysis.diagnostics.filter { $0.severity != .note })
        error = nil
    }

    /// A report for a file that could not be read.
    /// - Parameters:
    ///   - file: The file name.
    ///   - error: Where and why reading failed.
    public init(file: String, error: DiagramParseError) {
        self.init(file: file, failure: Failure(message: error.message, line: error.line, column: error.column))
    }

    /// A report for a file that could not be read at all (missing, a directory, not permitted): its error has a
    /// message and no line or column.
    /// - Parameters:
    ///   - file: The file name.
    ///   - reason: Why it cannot be read, such as `no such file`.
    public init(file: String, unreadable reason: String) {
        self.init(file: file, failure: Failure(message: "cannot read file: \(reason)", line: nil, column: nil))
    }

    private init(file: String, failure: Failure) {
        version = Self.currentVersion
        self.file = file
        format = nil
        error = failure
    }

    /// The name an endpoint has in the report: the node id, `"[*]"`, or the history of a composite `X` as `"X[H]"` or
    /// `"X[H*]"` (`"[H]"` at top level), wherever the arrow is written.
    public static func name(_ endpoint: GraphTransition.Endpoint) -> String { EndpointName.name(endpoint) }

    /// Adds reader warnings to ``diagnostics``, keeping them sorted by line and column.
    /// - Parameter warnings: Findings from reading.
    public mutating func add(_ warnings: [Diagnostic]) {
        let warnings = warnings.filter { $0.severity != .note }
        guard !warnings.isEmpty else { return }
        diagnostics += warnings
        diagnostics.sort {
            ($0.line, $0.column, $0.code, $0.message) < ($1.line, $1.column, $1.code, $1.message)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case version, file, diagram, name, format, states, initial, final, events, transitions, reachability,
            unreachable, deadEnds, nondeterministic
        case diagnostics, error
    }

    /// Encodes the contract's keys (only `version`, `file` and `error` for a failure).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(file, forKey: .file)
        if let diagram {
            try container.encode(diagram.index, forKey: .diagram)
            try container.encodeIfPresent(diagram.name, forKey: .name)
        }
        if let error {
            try container.encode(error, forKey: .error)
            return
        }
        try container.encode(format, forKey: .format)
        try container.encode(states, forKey: .states)
        try container.encode(initial, forKey: .initial)
        try container.encode(final, forKey: .final)
        try container.encode(events, forKey: .events)
        try container.encode(transitions, forKey: .transitions)
        try container.encode(Self.structuralReading, forKey: .reachability)
        try container.encode(unreachable, forKey: .unreachable)
        try container.encode(deadEnds, forKey: .deadEnds)
        try container.encode(nondeterministic, forKey: .nondeterministic)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    /// Decodes either form of the object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        file = try container.decode(String.self, forKey: .file)
        diagram = try container.decodeIfPresent(Int.self, forKey: .diagram).map {
            DiagramName(index: $0, name: try? container.decodeIfPresent(String.self, forKey: .name))
        }
        error = try container.decodeIfPresent(Failure.self, forKey: .error)
        format = try container.decodeIfPresent(DiagramFormat.self, forKey: .format)
        drawing = Drawing(
            states: try container.decodeIfPresent([String].self, forKey: .states) ?? [],
            initial: try container.decodeIfPresent([String].self, forKey: .initial) ?? [],
            final: try container.decodeIfPresent([String].self, forKey: .final) ?? [],
            events: try container.decodeIfPresent([String].self, forKey: .events) ?? [],
            transitions: try container.decodeIfPresent([Transition].self, forKey: .transitions) ?? [])
        findings = Findings(
            unreachable: try container.decodeIfPresent([String].self, forKey: .unreachable) ?? [],
            deadEnds: try container.decodeIfPresent([String].self, forKey: .deadEnds) ?? [],
            nondeterministic: try container.decodeIfPresent([[String]].self, forKey: .nondeterministic) ?? [],
            diagnostics: try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? [])
    }
}
