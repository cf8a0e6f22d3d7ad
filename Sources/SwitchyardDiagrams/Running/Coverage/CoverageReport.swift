/// What `switchyard coverage --format json` prints: the coverage of a log against a drawing as a versioned object,
/// written by ``CommandJSON`` (keys sorted).
///
/// ```json
/// { "version": 1, "drawing": "door.puml", "sequences": 1,
///   "states": { "exercised": 3, "total": 3,
///               "items": [{ "name": "state closed", "location": "door.puml:2:1", "exercised": true }] },
///   "transitions": { … }, "guardOutcomes": { … }, "transitionPairs": { … } }
/// ```
/// Items are in the drawing's order (pairs by their first arrow); an item's `name` is the text output's, and its
/// `location` is `FILE:LINE:COL` with FILE as given on the command line, left out where the drawing has no place for
/// it.
public struct CoverageReport: Codable, Sendable, Hashable {
    /// One thing to cover.
    public struct Item: Codable, Sendable, Hashable {
        /// What it is, as the text output names it: `state doing`, `transition sleeping --> doing : execute`.
        public var name: String
        /// Where the drawing has it, `FILE:LINE:COL`; `nil` when unknown.
        public var location: String?
        /// Whether a sequence exercised it.
        public var exercised: Bool
    }

    /// One kind of thing to cover, with its counts.
    public struct Section: Codable, Sendable, Hashable {
        /// How many items were exercised.
        public var exercised: Int
        /// How many items there are.
        public var total: Int
        /// Every item.
        public var items: [Item]

        init(_ items: [ModelCoverage.Item]) {
            self.items = items.map { Item(name: $0.name, location: $0.location, exercised: $0.isExercised) }
            exercised = items.filter(\.isExercised).count
            total = items.count
        }
    }

    /// The version of this JSON shape; raised when it changes.
    public static let currentVersion = 1

    /// The shape's version (``currentVersion``).
    public var version: Int
    /// The drawing, as named on the command line.
    public var drawing: String
    /// How many recorded sequences (one per store in the log) were replayed.
    public var sequences: Int
    /// Every state of the drawing.
    public var states: Section
    /// Every arrow of the drawing.
    public var transitions: Section
    /// Every guard over data, true and false.
    public var guardOutcomes: Section
    /// Every pair of consecutive arrows the drawing can take.
    public var transitionPairs: Section
    /// Why ``transitionPairs`` may lack pairs (``ModelCoverage/truncation``); written in JSON only when set.
    public var truncation: String?

    /// The report of `coverage`.
    /// - Parameters:
    ///   - coverage: What the sequences exercised.
    ///   - drawing: The drawing's path as given.
    ///   - sequences: How many sequences were replayed.
    public init(_ coverage: ModelCoverage, drawing: String, sequences: Int) {
        version = Self.currentVersion
        self.drawing = drawing
        self.sequences = sequences
        states = Section(coverage.states)
        transitions = Section(coverage.transitions)
        guardOutcomes = Section(coverage.guardOutcomes)
        transitionPairs = Section(coverage.transitionPairs)
        truncation = coverage.truncation
    }

    /// The report as `switchyard coverage --format json` prints it, ending with a newline.
    public var json: String { CommandJSON.text(self) }
}
