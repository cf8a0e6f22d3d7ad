/// How a machine's explored graph differs from a drawn diagram: transitions and states by name.
///
/// Names match when they are equal after ``SwiftIdentifier/lowerCamelCase(_:)`` (`confirm OK` matches a
/// `confirmOK` case, `CLOSED` matches `closed`); the report uses the diagram's spelling where there is one.
public struct ConformanceReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One transition by names.
    public struct Arrow: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The source state.
        public var from: String
        /// The event.
        public var event: String
        /// The target state.
        public var to: String

        /// Creates an arrow.
        /// - Parameters:
        ///   - from: The source state.
        ///   - event: The event.
        ///   - to: The target state.
        public init(from: String, event: String, to: String) {
            self.from = from
            self.event = event
            self.to = to
        }

        /// `from --event--> to`.
        public var description: String { "\(from) --\(event)--> \(to)" }
    }

    /// Transitions the diagram draws that the machine does not take.
    public var missingTransitions: [Arrow]
    /// Transitions the machine takes that the diagram does not draw.
    public var extraTransitions: [Arrow]
    /// Diagram states the machine never reaches.
    public var missingStates: [String]
    /// Machine states the diagram does not draw.
    public var extraStates: [String]
    /// The diagram's initial state and the machine's, when they differ.
    public var initialMismatch: [String]?
    /// Why the diagram cannot run on the statechart engine (a join, see ``DiagramChart``), so nothing else was
    /// compared; `nil` when it ran.
    public var diagramError: DiagramParseError?
    /// Why the comparison did not see everything, or `nil` when it did: the machine's graph was cut short
    /// (`StateGraph.truncation`) or the search over the diagram's configurations stopped at its limit. A report
    /// with it never ``conforms``: differences beyond the cut were not looked for, and only those the cut cannot
    /// hide are listed (a machine cut short lists no missing states or transitions, since it may reach them beyond
    /// the cut; a cut diagram search lists no extra transitions, since the diagram may draw them beyond it). In JSON
    /// the key is written only when it is set.
    public var truncation: String?

    /// Creates a report.
    /// - Parameters:
    ///   - missingTransitions: Drawn but not taken.
    ///   - extraTransitions: Taken but not drawn.
    ///   - missingStates: Drawn but not reached.
    ///   - extraStates: Reached but not drawn.
    ///   - initialMismatch: `[diagram, machine]` initial states when they differ.
    ///   - diagramError: Why the diagram cannot run, when it cannot.
    ///   - truncation: Why the comparison did not see everything, when it did not.
    public init(
        missingTransitions: [Arrow] = [], extraTransitions: [Arrow] = [], missingStates: [String] = [],
        extraStates: [String] = [], initialMismatch: [String]? = nil, diagramError: DiagramParseError? = nil,
        truncation: String? = nil
    ) {
        self.missingTransitions = missingTransitions
        self.extraTransitions = extraTransitions
        self.missingStates = missingStates
        self.extraStates = extraStates
        self.initialMismatch = initialMismatch
        self.diagramError = diagramError
        self.truncation = truncation
    }

    /// Whether the machine and the diagram agree: no difference was found and the comparison saw everything
    /// (``truncation`` is `nil`).
    public var conforms: Bool {
        missingTransitions.isEmpty && extraTransitions.isEmpty && missingStates.isEmpty && extraStates.isEmpty
            && initialMismatch == nil && diagramError == nil && truncation == nil
    }

    /// One line per difference, or `conforms`; first a line saying the comparison is incomplete when it is.
    public var description: String {
        guard !conforms else { return "conforms" }
        var lines: [String] = []
        if let truncation {
            lines.append("incomplete comparison (differences beyond it were not looked for): \(truncation)")
        }
        if let diagramError { lines.append("the diagram cannot run: \(diagramError)") }
        if let initialMismatch, initialMismatch.count == 2 {
            lines.append("initial state: diagram \(initialMismatch[0]), machine \(initialMismatch[1])")
        }
        lines += missingTransitions.map { "missing transition (drawn, not in the machine): \($0)" }
        lines += extraTransitions.map { "extra transition (in the machine, not drawn): \($0)" }
        lines += missingStates.map { "missing state (drawn, never reached): \($0)" }
        lines += extraStates.map { "extra state (reached, not drawn): \($0)" }
        return lines.joined(separator: "\n")
    }
}
