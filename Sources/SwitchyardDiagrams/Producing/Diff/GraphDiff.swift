public import Switchyard

/// The states and transitions added and removed between two diagrams: what `switchyard diff A B` prints.
///
/// States compare by identifier; transitions by source, target and label, as a multiset (drawing the same arrow
/// twice on one side and once on the other is one difference). Layout, order, styles and notation do not matter: a
/// `<<start>>` or `<<end>>` node is `[*]` under another name (Mermaid writes it as `[*]`), so arrows compare with it
/// named `[*]`.
public struct GraphDiff: Sendable, Hashable, Codable {
    /// One arrow, by the names `check` uses (`[*]` for initial and final pseudo-states, `X[H]` for history).
    public struct Arrow: Sendable, Hashable, Codable {
        /// The source name.
        public var from: String
        /// The target name.
        public var to: String
        /// The label, empty when there is none.
        public var event: String

        /// Creates an arrow.
        /// - Parameters:
        ///   - from: The source name.
        ///   - to: The target name.
        ///   - event: The label.
        public init(from: String, to: String, event: String) {
            self.from = from
            self.to = to
            self.event = event
        }

        /// `from --> to : event`, as PlantUML would draw it.
        public var description: String { "\(from) --> \(to)" + (event.isEmpty ? "" : " : \(event)") }
    }

    /// The version of this JSON shape.
    public var version: Int
    /// States only in the new diagram, sorted by code point.
    public var addedStates: [String]
    /// States only in the old diagram, sorted by code point.
    public var removedStates: [String]
    /// Arrows only in the new diagram.
    public var addedTransitions: [Arrow]
    /// Arrows only in the old diagram.
    public var removedTransitions: [Arrow]

    /// Compares two diagrams.
    /// - Parameters:
    ///   - old: The first diagram (`A`).
    ///   - new: The second diagram (`B`).
    /// - Complexity: O((*n* + *m*) log(*n* + *m*)).
    public init(from old: StateGraph, to new: StateGraph) {
        version = 1
        let oldStates = Set(old.states.filter { !$0.kind.isPseudo }.map(\.id))
        let newStates = Set(new.states.filter { !$0.kind.isPseudo }.map(\.id))
        addedStates = CodePointOrder.sorted(newStates.subtracting(oldStates))
        removedStates = CodePointOrder.sorted(oldStates.subtracting(newStates))
        var counts: [Arrow: Int] = [:]
        for arrow in Self.arrows(old) { counts[arrow, default: 0] -= 1 }
        for arrow in Self.arrows(new) { counts[arrow, default: 0] += 1 }
        var added: [Arrow] = []
        var removed: [Arrow] = []
        for (arrow, count) in counts {
            if count > 0 { added += Array(repeating: arrow, count: count) }
            if count < 0 { removed += Array(repeating: arrow, count: -count) }
        }
        addedTransitions = added.sorted(by: Self.precedes)
        removedTransitions = removed.sorted(by: Self.precedes)
    }

    /// A difference as decoded (``DiagramDiff`` reads its fields).
    init(addedStates: [String], removedStates: [String], addedTransitions: [Arrow], removedTransitions: [Arrow]) {
        version = 1
        self.addedStates = addedStates
        self.removedStates = removedStates
        self.addedTransitions = addedTransitions
        self.removedTransitions = removedTransitions
    }

    /// Whether the diagrams draw the same states and arrows.
    public var isEmpty: Bool {
        addedStates.isEmpty && removedStates.isEmpty && addedTransitions.isEmpty && removedTransitions.isEmpty
    }

    /// One line per difference (`- state X`, `+ X --> Y : e`), or `no differences`; ends with a newline.
    public var text: String {
        guard !isEmpty else { return "no differences\n" }
        var out = ""
        for state in removedStates { out += "- state \(state)\n" }
        for state in addedStates { out += "+ state \(state)\n" }
        for arrow in removedTransitions { out += "- \(arrow.description)\n" }
        for arrow in addedTransitions { out += "+ \(arrow.description)\n" }
        return out
    }

    private static func arrows(_ graph: StateGraph) -> [Arrow] {
        let name = EndpointName.meaningNames(in: graph)
        return graph.transitions.map { Arrow(from: name($0.from), to: name($0.to), event: $0.label ?? "") }
    }

    private static func precedes(_ lhs: Arrow, _ rhs: Arrow) -> Bool {
        CodePointOrder.precedes(fields: [lhs.from, lhs.to, lhs.event], [rhs.from, rhs.to, rhs.event])
    }
}
