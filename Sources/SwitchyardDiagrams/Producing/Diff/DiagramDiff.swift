public import Switchyard

/// What `switchyard diff A B` reports: the states and arrows added and removed (``GraphDiff``) and the first event
/// sequence on which the two charts run differently (``BehaviourDiff``), so charts that look alike but behave
/// differently are never "no differences".
public struct DiagramDiff: Sendable, Hashable, Codable {
    /// The version of this JSON shape: 2 added `behaviour` and `behaviourNotCompared` to ``GraphDiff``'s fields.
    public var version: Int
    /// The structural differences.
    public var structure: GraphDiff
    /// The first sequence on which the charts run differently; `nil` when none was found (or they were not run).
    public var behaviour: BehaviourDiff?
    /// Why the behaviour was not compared (a chart the engine cannot run), or `nil` when it was.
    public var behaviourNotCompared: String?
    /// Why no behavioural difference does not mean the charts run the same: the search stopped at its limit
    /// (``BehaviourDiff/defaultLimit`` pairs, or a run with more than 64 delayed sends pending) before it compared
    /// every pair; `nil` when a difference was found or every reachable pair was compared. Written in JSON as
    /// `behaviourIncomplete` only when set.
    public var behaviourIncomplete: String?

    /// The current version of the JSON shape: 2 since `behaviour` and `behaviourNotCompared` were added to
    /// ``GraphDiff``'s fields.
    public static let currentVersion = 2

    /// Compares two diagrams and, when both run, their behaviour.
    /// - Parameters:
    ///   - old: The first diagram's graph (`A`).
    ///   - new: The second diagram's graph (`B`).
    ///   - oldChart: The first chart, or why it cannot run.
    ///   - newChart: The second chart, or why it cannot run.
    /// - Complexity: ``GraphDiff`` plus ``BehaviourDiff/first(between:and:limit:)``.
    public init(
        from old: StateGraph, to new: StateGraph, oldChart: Result<BehaviourChart, DiagramParseError>,
        newChart: Result<BehaviourChart, DiagramParseError>
    ) {
        self.init(from: old, to: new, oldChart: oldChart, newChart: newChart, limit: BehaviourDiff.defaultLimit)
    }

    /// ``init(from:to:oldChart:newChart:)`` looking at most at `limit` pairs of configurations.
    package init(
        from old: StateGraph, to new: StateGraph, oldChart: Result<BehaviourChart, DiagramParseError>,
        newChart: Result<BehaviourChart, DiagramParseError>, limit: Int
    ) {
        version = Self.currentVersion
        structure = GraphDiff(from: old, to: new)
        switch (oldChart, newChart) {
        case (.success(let left), .success(let right)):
            let result = BehaviourDiff.search(between: left, and: right, limit: limit)
            (behaviour, behaviourIncomplete) = (result.difference, result.truncation)
        case (.failure(let error), _):
            behaviourNotCompared = "the first chart cannot run: line \(error.line): \(error.message)"
        case (_, .failure(let error)):
            behaviourNotCompared = "the second chart cannot run: line \(error.line): \(error.message)"
        }
    }

    /// Whether the diagrams draw the same states and arrows and run the same: no sequence was found on which they
    /// run differently, and the search compared every reachable pair (a search cut at its limit,
    /// ``behaviourIncomplete``, does not say they run the same, so the diff is not empty).
    public var isEmpty: Bool { structure.isEmpty && behaviour == nil && behaviourIncomplete == nil }

    /// The structural lines (see ``GraphDiff/text``), then the behavioural difference, or `no differences`; a line
    /// saying the behaviour was not compared when a chart cannot run, and one saying the search stopped at its limit
    /// (``behaviourIncomplete``; then `no differences found within the limit` instead of `no differences`). Ends with a
    /// newline.
    public var text: String {
        var out = structure.isEmpty ? "" : structure.text
        if let behaviour { out += behaviour.text }
        if out.isEmpty {
            out = behaviourIncomplete == nil ? "no differences\n" : "no differences found within the limit\n"
        }
        if let behaviourIncomplete { out += "note: behaviour incompletely compared: \(behaviourIncomplete)\n" }
        if let behaviourNotCompared { out += "note: behaviour not compared: \(behaviourNotCompared)\n" }
        return out
    }

    private enum CodingKeys: String, CodingKey {
        case version, addedStates, removedStates, addedTransitions, removedTransitions, behaviour
        case behaviourNotCompared, behaviourIncomplete
    }

    /// Writes ``GraphDiff``'s fields, then `behaviour` (`null` when the charts run the same) and, when the
    /// behaviour was not compared, `behaviourNotCompared`; when the search stopped at its limit,
    /// `behaviourIncomplete`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(structure.addedStates, forKey: .addedStates)
        try container.encode(structure.removedStates, forKey: .removedStates)
        try container.encode(structure.addedTransitions, forKey: .addedTransitions)
        try container.encode(structure.removedTransitions, forKey: .removedTransitions)
        try container.encode(behaviour, forKey: .behaviour)
        try container.encodeIfPresent(behaviourNotCompared, forKey: .behaviourNotCompared)
        try container.encodeIfPresent(behaviourIncomplete, forKey: .behaviourIncomplete)
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        structure = GraphDiff(
            addedStates: try container.decode([String].self, forKey: .addedStates),
            removedStates: try container.decode([String].self, forKey: .removedStates),
            addedTransitions: try container.decode([GraphDiff.Arrow].self, forKey: .addedTransitions),
            removedTransitions: try container.decode([GraphDiff.Arrow].self, forKey: .removedTransitions))
        behaviour = try container.decodeIfPresent(BehaviourDiff.self, forKey: .behaviour)
        behaviourNotCompared = try container.decodeIfPresent(String.self, forKey: .behaviourNotCompared)
        behaviourIncomplete = try container.decodeIfPresent(String.self, forKey: .behaviourIncomplete)
    }
}
