/// One step of an ``EventPath``: an event sent (an arrow taken), or virtual time let pass until delayed sends fell
/// due (``wait``).
public struct PathStep: Sendable, Hashable, Codable {
    /// The state left; `nil` for the initial `[*]`.
    public var from: String?
    /// The arrow's label; `nil` when it has none, and for a wait.
    public var event: String?
    /// The state arrived in (after entering composites); `nil` for an arrow to `[*]`.
    public var to: String?
    /// The 1-based source line of the (first) arrow taken, when known.
    public var line: Int?
    /// For a step that sends nothing but lets the next delayed send fall due: how long, and what it delivered.
    public var wait: PathWait?
    /// For a step after which the chart never settled (an endless loop of eventless transitions or raised events,
    /// stopped at the step limit): the `StatechartStepLimit` description, the words every tool uses. `to` is
    /// then where the chart was stopped, and no path goes on from it.
    public var stepLimit: String?

    /// Creates a step.
    /// - Parameters:
    ///   - from: The state left.
    ///   - event: The label.
    ///   - to: The state arrived in.
    ///   - line: The arrow's line.
    ///   - wait: The wait, for a step that lets time pass instead of sending an event.
    public init(from: String?, event: String?, to: String?, line: Int? = nil, wait: PathWait? = nil) {
        self.from = from
        self.event = event
        self.to = to
        self.line = line
        self.wait = wait
    }
}

/// A step of a path that lets virtual time pass: the clock advances to the time the next pending delayed send falls
/// due, which delivers it and every other send due then, in order, as `switchyard trace` does.
public struct PathWait: Sendable, Hashable, Codable {
    /// How long the clock advances, in milliseconds.
    public var milliseconds: Double
    /// The delayed events delivered that the chart took (those it ignored are left out), in order.
    public var events: [String]

    /// Creates a wait.
    /// - Parameters:
    ///   - milliseconds: How long the clock advances.
    ///   - events: The events delivered and taken.
    public init(milliseconds: Double, events: [String]) {
        self.milliseconds = milliseconds
        self.events = events
    }
}

/// A sequence of arrows from the initial `[*]`, and the state it ends in.
public struct EventPath: Sendable, Hashable, Codable {
    /// The state the path ends in; `nil` when its last arrow goes to `[*]`.
    public var target: String?
    /// The arrows, in order, starting with the initial arrow.
    public var steps: [PathStep]

    /// Creates a path.
    /// - Parameters:
    ///   - target: The final state.
    ///   - steps: The arrows taken.
    public init(target: String?, steps: [PathStep]) {
        self.target = target
        self.steps = steps
    }

    /// The labels to send, in order (the initial arrow, unlabelled arrows and waits send nothing).
    public var events: [String] { steps.dropFirst().compactMap(\.event) }
}

/// Paths that cover a diagram's states or transitions: the JSON printed by `switchyard paths --format json`.
public struct PathPlan: Sendable, Hashable, Codable {
    /// The version of this JSON shape.
    public var version: Int
    /// The file the diagram came from, when known.
    public var file: String?
    /// What the paths cover.
    public var coverage: PathCoverage
    /// The initial state, when the diagram has one.
    public var initial: String?
    /// The paths, in order.
    public var paths: [EventPath]
    /// Named nodes no path reaches, in graph order.
    public var unreachable: [String]
    /// 1-based lines of arrows no path takes (arrows from unreachable states), in order; arrows without a source
    /// line (a graph made from code) are only in ``untakenTransitions``.
    public var untakenTransitionLines: [Int]
    /// The arrows no path takes, in graph order, each as `from --> to : label`, with `[*]` for an initial or final
    /// end and `Scope[H]` / `Scope[H*]` for a history, as `check` names them (empty in plans decoded from JSON written before this field existed).
    public var untakenTransitions: [String]
    /// Whether the search stopped before it had seen every configuration (100,000 configurations, or a run with
    /// more than 64 delayed sends pending): then ``unreachable`` and ``untakenTransitions`` may list states and
    /// arrows that a longer run reaches. Encoded as `"truncated": true` only when set.
    public var isTruncated = false

    /// The current version of the JSON shape: 2 since a step may be a ``PathStep/wait``.
    public static let currentVersion = 2

    /// Creates a plan.
    /// - Parameters:
    ///   - file: The source file.
    ///   - coverage: What the paths cover.
    ///   - initial: The initial state.
    ///   - paths: The paths.
    ///   - unreachable: Nodes no path reaches.
    ///   - untakenTransitionLines: Lines of arrows no path takes.
    ///   - untakenTransitions: The arrows no path takes, as text.
    public init(
        file: String?, coverage: PathCoverage, initial: String?, paths: [EventPath], unreachable: [String],
        untakenTransitionLines: [Int], untakenTransitions: [String] = []
    ) {
        self.version = Self.currentVersion
        self.file = file
        self.coverage = coverage
        self.initial = initial
        self.paths = paths
        self.unreachable = unreachable
        self.untakenTransitionLines = untakenTransitionLines
        self.untakenTransitions = untakenTransitions
    }

    private enum CodingKeys: String, CodingKey {
        case version, file, coverage, initial, paths, unreachable, untakenTransitionLines, untakenTransitions
        case isTruncated = "truncated"
    }

    /// Encodes the plan; `truncated` only when the search was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encode(coverage, forKey: .coverage)
        try container.encodeIfPresent(initial, forKey: .initial)
        try container.encode(paths, forKey: .paths)
        try container.encode(unreachable, forKey: .unreachable)
        try container.encode(untakenTransitionLines, forKey: .untakenTransitionLines)
        try container.encode(untakenTransitions, forKey: .untakenTransitions)
        if isTruncated { try container.encode(true, forKey: .isTruncated) }
    }

    /// Decodes a plan; `untakenTransitions` may be missing (plans written before it existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        coverage = try container.decode(PathCoverage.self, forKey: .coverage)
        initial = try container.decodeIfPresent(String.self, forKey: .initial)
        paths = try container.decode([EventPath].self, forKey: .paths)
        unreachable = try container.decode([String].self, forKey: .unreachable)
        untakenTransitionLines = try container.decode([Int].self, forKey: .untakenTransitionLines)
        untakenTransitions = try container.decodeIfPresent([String].self, forKey: .untakenTransitions) ?? []
        isTruncated = try container.decodeIfPresent(Bool.self, forKey: .isTruncated) ?? false
    }
}
