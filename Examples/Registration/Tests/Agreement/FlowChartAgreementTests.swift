import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The registration app run two ways — as nested ``Flow``s (the example's own transition functions) and as a
/// ``Statechart`` whose authentication flow is a compound state — must agree on every event sequence: the same
/// state after every event, and the same log of work tied to states, started and cancelled, in the same order.
///
/// Each state of both holds work tied to it ("app.welcome", "authentication.register", …) that runs until it is
/// cancelled, and the log is the stores' own record of effects (``Store/observeEffects(_:)``), so the two agree only
/// if a move inside the authentication flow leaves the app's `authentication` state alone, exactly as a move inside
/// the chart's compound state does. Every state of both also has an exit action that logs its exit, so they agree
/// only if leaving the stage that hosts the flow exits the flow's screen first, as the chart exits its compound
/// state's active child first (``Machine/hosting(_:in:event:)``). Registration requests never answer (the sequences send the outcome), so
/// nothing depends on timing.
@MainActor
@Suite("The registration flow and its statechart agree", .timeLimit(.minutes(5)))
struct FlowChartAgreementTests {
    @Test("every event from every reachable state")
    func everyEventFromEveryReachableState() async throws {
        // Breadth-first over the flow's states: each sequence reaching a new state is extended by every event.
        var seen: Set<AppState> = []
        var queue: [[AppEvent]] = [[]]
        var runs = 0
        while !queue.isEmpty {
            let prefix = queue.removeFirst()
            for event in RegistrationAgreement.alphabet {
                let sequence = prefix + [event]
                let flowState = try RegistrationAgreement.compare(sequence)
                runs += 1
                if seen.insert(flowState).inserted { queue.append(sequence) }
            }
            // Let the main actor's other work (the tests running beside this one) go on between sequences.
            await Task.yield()
        }
        // Every screen is reached, with and without the alert, and every event was tried from each state reached.
        let screens = ["welcome", "authentication", "register", "registerSuccess", "main"]
        #expect(
            Set(seen.map { "\($0.screen.name) \($0.alert != nil)" })
                == Set(screens.map { "\($0) true" } + screens.map { "\($0) false" }))
        #expect(runs == (seen.count + 1) * RegistrationAgreement.alphabet.count)
    }

    @Test("seeded random walks", arguments: 0..<40)
    func randomWalk(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let alphabet = RegistrationAgreement.alphabet
        let walk = (0..<40).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        _ = try RegistrationAgreement.compare(walk)
    }
}

/// A small seeded generator, so that each walk is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
