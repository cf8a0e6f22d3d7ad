import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// What the mutation suites check of every run: a correct implementation passes; a buggy one is reported, its
/// shrunk sequence is minimal (no part of it fails, checked by brute force over its sub-sequences), and the printed
/// reproduction reads as a Swift Testing test that names the sequence's events.
@MainActor
enum MutationCheck {
    /// The correct implementation follows its model, and every state of the model was exercised.
    static func passes<State, Event>(
        _ test: ModelTest<State, Event>, budget: ModelTestBudget, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let report = await test.run(budget)
        #expect(report.failure == nil, "\(report)", sourceLocation: sourceLocation)
        let missed = report.coverage.states.filter { !$0.isExercised }
        #expect(missed.isEmpty, "\(report.coverage)", sourceLocation: sourceLocation)
    }

    /// The runner reports the mutant, shrunk to `length` steps (exactly `steps` when given), minimal, and printed
    /// as a test whose lines include each of `printed`.
    @discardableResult
    static func caught<State, Event>(
        _ test: ModelTest<State, Event>, budget: ModelTestBudget, length: Int, steps: [String]? = nil,
        message: String? = nil, printed: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ModelTestFailure {
        let report = await test.run(budget)
        let failure = try #require(
            report.failure, "the mutant was not caught: \(report)", sourceLocation: sourceLocation)
        #expect(failure.length == length, "\(failure)", sourceLocation: sourceLocation)
        if let steps { #expect(failure.steps == steps, "\(failure)", sourceLocation: sourceLocation) }
        if let message {
            #expect(failure.message.contains(message), "\(failure.message)", sourceLocation: sourceLocation)
        }
        await expectMinimal(failure, of: test, sourceLocation: sourceLocation)
        expectReproduction(failure, naming: printed, sourceLocation: sourceLocation)
        return failure
    }

    /// The shrunk sequence fails when replayed, and none of its proper sub-sequences does (each tried as written
    /// and with every answer going to the oldest waiting call, since dropping a step renumbers the calls).
    static func expectMinimal<State, Event>(
        _ failure: ModelTestFailure, of test: ModelTest<State, Event>, sourceLocation: SourceLocation
    ) async {
        let steps = failure.plannedSteps
        #expect(steps.count == failure.length, sourceLocation: sourceLocation)
        let replayed = await test.replay(steps)
        #expect(replayed?.steps == steps, "the shrunk sequence does not fail again", sourceLocation: sourceLocation)
        guard steps.count <= 10, !steps.isEmpty else { return }
        for mask in 0..<(1 << steps.count) - 1 {
            let part = steps.indices.filter { mask & (1 << $0) != 0 }.map { steps[$0] }
            let oldest = part.map { step -> PlannedStep in
                if case .answer(let label, _) = step { return .answer(label: label, call: nil) }
                return step
            }
            for candidate in Set([part, oldest]) {
                if let shorter = await test.replay(candidate) {
                    Issue.record(
                        "a shorter sequence fails too: \(candidate): \(shorter.message)", sourceLocation: sourceLocation
                    )
                    return
                }
            }
        }
    }

    /// The printed test is a Swift Testing test on a `TestStore`: one line per step, balanced brackets, the
    /// failure's message, and each of `printed` (the events it sends).
    static func expectReproduction(
        _ failure: ModelTestFailure, naming printed: [String], sourceLocation: SourceLocation
    ) {
        let text = failure.test
        #expect(text.hasPrefix("@MainActor @Test func divergenceFrom"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("() async {\n"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("let store = TestStore(machine: "), "\(text)", sourceLocation: sourceLocation)
        #expect(text.hasSuffix("    await store.finish()\n}"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains(failure.message), "\(text)", sourceLocation: sourceLocation)
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            let code = text.split(separator: "\n").filter { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") }
                .map { $0.split(separator: "//", maxSplits: 1).first.map(String.init) ?? "" }
                .joined(separator: "\n")
            #expect(
                code.filter { String($0) == open }.count == code.filter { String($0) == close }.count,
                "unbalanced \(open)\(close) in\n\(text)", sourceLocation: sourceLocation)
        }
        let stepLines = text.split(separator: "\n").filter { line in
            ["await store.send(", "await store.sendIgnored(", "await stubs.answer(", "await store.advance(by:"]
                .contains { line.contains($0) }
        }
        #expect(stepLines.count == failure.length, "\(text)", sourceLocation: sourceLocation)
        for event in printed {
            #expect(text.contains(event), "\(event) missing from\n\(text)", sourceLocation: sourceLocation)
        }
    }
}
