import Switchyard
import SwitchyardDiagrams

/// An event the store processed during a step, and the state after it.
struct ProcessedEvent<State, Event> {
    var event: Event
    var state: State
    var ignored: Bool
}

/// A step as it ran: the concrete input (calls numbered), what the store processed, and the state after.
struct StepRecord<State, Event> {
    var step: PlannedStep
    var processed: [ProcessedEvent<State, Event>]
    var stateAfter: State
}

/// How implementation and model parted, and the assertion that shows it in a printed test.
struct Divergence {
    enum Kind {
        /// The implementation took an event the model ignores.
        case acceptedIgnored
        /// The implementation's state maps to another model state.
        case state(expected: String)
        /// Effects still run that should have been cancelled.
        case effects(expected: Int)
        /// An invariant broke.
        case invariant(String)
        /// The store reported a failure.
        case diagnostic
    }

    var kind: Kind
    var message: String
}

/// The SplitMix64 generator: small, fast and the same on every platform, so a seed reproduces a run anywhere.
struct RandomNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
