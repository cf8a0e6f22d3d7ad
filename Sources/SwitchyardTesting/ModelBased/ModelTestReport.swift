import Switchyard
public import SwitchyardDiagrams

/// What a model-based test run found: the first failure (shrunk), the coverage of the model, and the seed.
public struct ModelTestReport: Sendable, Hashable, CustomStringConvertible {
    /// The seed the run used; pass it in ``ModelTestBudget/seed`` to run the same sequences again.
    public var seed: UInt64
    /// How many sequences ran before the run stopped (shrinking not counted).
    public var sequenceCount: Int
    /// How many steps those sequences took.
    public var stepCount: Int
    /// The first divergence found, shrunk; `nil` when the implementation followed the model throughout.
    public var failure: ModelTestFailure?
    /// What the sequences exercised of the model.
    public var coverage: ModelCoverage

    /// The failure (if any) and the coverage.
    public var description: String {
        var text = "seed \(seed): \(sequenceCount) sequences, \(stepCount) steps\n"
        if let failure { text += failure.description + "\n" }
        return text + coverage.description
    }
}

/// A divergence between implementation and model, shrunk to a minimal sequence.
public struct ModelTestFailure: Sendable, Hashable, CustomStringConvertible {
    /// What differed, after the last step.
    public var message: String
    /// The steps of the shrunk sequence, as the model names them (`execute`, `answer call 1 of request: succeed`,
    /// `wait 3 s`).
    public var steps: [String]
    /// How many steps the sequence had before shrinking.
    public var originalLength: Int
    /// The seed of the run that found it.
    public var seed: UInt64
    /// A Swift Testing test that replays the shrunk sequence on a ``TestStore`` and fails where the model and the
    /// implementation part; paste it into a test file.
    public var test: String
    /// The shrunk sequence as the runner replays it, for tests of the runner itself (``ModelTest/replay(_:)``).
    package var plannedSteps: [PlannedStep] = []

    /// How many steps the shrunk sequence has.
    public var length: Int { steps.count }

    /// The message, the steps, the seed and the test.
    public var description: String {
        "\(message)\nafter \(length) step(s) (shrunk from \(originalLength), seed \(seed)): "
            + (steps.isEmpty ? "(the start)" : steps.joined(separator: ", ")) + "\n\n" + test
    }
}
