import CustomDump
import Foundation
import Switchyard
import SwitchyardDiagrams

/// Writes a shrunk failing sequence as a Swift Testing test on a ``TestStore``: every step with the state it must
/// lead to, every event its effects send received, and at the failing step the assertion that fails.
@MainActor
struct ReproductionPrinter<State: Sendable & Equatable, Event: Sendable> {
    let test: ModelTest<State, Event>

    func print(_ run: SequenceRun<State, Event, some RunnableModel>, divergence: Divergence, seed: UInt64) -> String {
        var lines = [
            "@MainActor @Test func divergenceFrom\(Self.typeName(test.fileName))() async {",
            "    // Found by ModelTest against \(test.fileName) (seed \(seed)): \(divergence.message)",
        ]
        // Stubs only where the machine or an answer uses them: an unused `let` warns where the test is pasted.
        let answers = run.transcript.steps.contains { if case .answer = $0.step { true } else { false } }
        if answers || test.machineSource.contains("stubs") {
            lines.append("    let stubs = EffectStubs()")
        }
        lines.append(
            "    let store = TestStore(machine: \(test.machineSource), options: StoreOptions(clock: TestClock()))")
        if !statesAsSource {
            // The state has no Swift spelling: each step states the model's name for it instead.
            lines.append("    store.exhaustivity = .off")
        }
        var previous: State? = run.transcript.initialState
        for processed in run.transcript.start {
            lines.append(receive(processed, after: &previous))
        }
        if !statesAsSource, previous != run.transcript.initialState, let previous {
            lines.append(expectation(previous))
        }
        for (index, record) in run.transcript.steps.enumerated() {
            let isLast = index == run.transcript.steps.count - 1
            let before = previous
            var remaining = record.processed[...]
            switch record.step {
            case .send(let label, let variant):
                guard case .send(let events)? = run.input(label)?.form else { continue }
                let event = Self.code(events[min(variant, events.count - 1)])
                if isLast, case .acceptedIgnored = divergence.kind {
                    lines.append("    await store.sendIgnored(\(event))  // \(test.fileName) ignores it here")
                    lines.append("    store.skipReceivedEvents()")
                    remaining = []
                } else if let first = remaining.popFirst() {
                    lines.append("    await store.send(\(event))" + assertion(first.state, after: &previous))
                } else {
                    lines.append("    await store.send(\(event))")
                }
            case .answer(let label, let call):
                guard case .answer(let stub, let answer)? = run.input(label)?.form else { continue }
                lines.append(
                    "    await stubs.answer(\"\(stub)\", call: \(call ?? 1), with: "
                        + answer.code.replacingOccurrences(of: "\n", with: "\n        ") + ")")
            case .wait(let duration):
                lines.append("    await store.advance(by: \(Self.code(duration)))")
            }
            for processed in remaining {
                lines.append(receive(processed, after: &previous))
            }
            if !statesAsSource, !isLast, previous != before, let previous {
                lines.append(expectation(previous))
            }
        }
        switch divergence.kind {
        case .acceptedIgnored, .diagnostic:
            break
        case .state(let expected):
            lines.append("    #expect(\(test.modelStateSource)(store.state) == \"\(expected)\")")
        case .effects(let expected):
            lines.append("    #expect(store.runningEffectCount == \(expected))  // work left running after its state")
        case .invariant(let name):
            lines.append("    Issue.record(\"invariant broken: \(name)\")")
        }
        lines += ["    store.skipInFlightEffects()", "    await store.finish()", "}"]
        return lines.joined(separator: "\n")
    }

    private func receive(_ processed: ProcessedEvent<State, Event>, after previous: inout State?) -> String {
        "    await store.receive(\(Self.code(processed.event)))" + assertion(processed.state, after: &previous)
    }

    /// ` { $0 = state }`, or nothing when the state did not change (or has no Swift spelling).
    private func assertion(_ state: State, after previous: inout State?) -> String {
        defer { previous = state }
        if let previous, previous == state { return "" }
        return statesAsSource ? " { $0 = \(Self.code(state)) }" : ""
    }

    /// Whether a state dumps as Swift that makes it: not a chart's state, whose dump (configuration, context) has no
    /// initializer to call.
    private var statesAsSource: Bool { !(State.self is any NamedByItsModel.Type) }

    /// `#expect(modelState(store.state) == "name")`, for a state without a Swift spelling.
    private func expectation(_ state: State) -> String {
        "    #expect(\(test.modelStateSource)(store.state) == \"\(test.modelState(state))\")"
    }

    static func code(_ value: some Any) -> String {
        String(customDumping: value).replacingOccurrences(of: "\n", with: "\n        ")
    }

    static func code(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return ".seconds(\(seconds))" }
        if attoseconds % 1_000_000_000_000_000 == 0 {
            return ".milliseconds(\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000))"
        }
        return ".nanoseconds(\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))"
    }

    /// `process` for `Examples/Diagrams/process.puml`, capitalised: a test name.
    static func typeName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.split(separator: ".").first.map(String.init) ?? base
        let letters = stem.filter { $0.isLetter || $0.isNumber }
        return letters.prefix(1).uppercased() + letters.dropFirst()
    }
}

/// A state a printed test names through the model (`modelState(store.state) == "name"`) rather than spells out.
protocol NamedByItsModel {}

extension StatechartState: NamedByItsModel {}
