/// What event sequences exercised of a drawing (a model-based test's, or a log's): states, transitions, guard outcomes and pairs of consecutive
/// transitions, each with where the drawing has it.
public struct ModelCoverage: Sendable, Hashable, CustomStringConvertible {
    /// One thing to cover.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// What it is: `state doing`, `transition sleeping --> doing : execute`, `guard [attempts < 2] false`, or a
        /// pair of transitions.
        public var name: String
        /// Where the drawing has it, `FILE:LINE:COL`, when known.
        public var location: String?
        /// Whether a sequence exercised it.
        public var isExercised: Bool

        /// `FILE:LINE:COL: name`.
        public var description: String { (location.map { $0 + ": " } ?? "") + name }

        package init(name: String, location: String?, isExercised: Bool) {
            self.name = name
            self.location = location
            self.isExercised = isExercised
        }
    }

    /// Every state of the drawing.
    public var states: [Item]
    /// Every arrow of the drawing.
    public var transitions: [Item]
    /// Every guard over data, true and false.
    public var guardOutcomes: [Item]
    /// Every pair of consecutive arrows the model can take.
    public var transitionPairs: [Item]
    /// Why the search for the pairs (and a model-based test's planned sequences) stopped before it had seen every
    /// configuration of the model, so ``transitionPairs`` may lack pairs; `nil` when it saw them all.
    public var truncation: String?

    package init(
        states: [Item], transitions: [Item], guardOutcomes: [Item], transitionPairs: [Item], truncation: String? = nil
    ) {
        self.states = states
        self.transitions = transitions
        self.guardOutcomes = guardOutcomes
        self.transitionPairs = transitionPairs
        self.truncation = truncation
    }

    /// Everything never exercised, states first.
    public var missing: [Item] { (states + transitions + guardOutcomes + transitionPairs).filter { !$0.isExercised } }

    /// Counts, then a line saying the pairs are incomplete when ``truncation`` is set, then one line per item never
    /// exercised, with its location.
    public var description: String {
        func count(_ items: [Item]) -> String { "\(items.filter(\.isExercised).count)/\(items.count)" }
        var lines = [
            "coverage: states \(count(states)), transitions \(count(transitions)), guard outcomes "
                + "\(count(guardOutcomes)), transition pairs \(count(transitionPairs))"
        ]
        if let truncation { lines.append("incomplete: \(truncation)") }
        let missing = self.missing
        if !missing.isEmpty {
            lines.append("never exercised:")
            lines += missing.map { "  " + $0.description }
        }
        return lines.joined(separator: "\n")
    }
}
