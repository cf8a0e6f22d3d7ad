import Switchyard
import SwitchyardDiagrams

/// Runs a ``ModelTest``: the planned sequences, then seeded random walks, stopping at the first divergence, which
/// it shrinks.
@MainActor
struct ModelTestRunner<State: Sendable & Equatable, Event: Sendable> {
    let test: ModelTest<State, Event>
    let budget: ModelTestBudget

    func run() async -> ModelTestReport {
        await run(model: test.model)
    }

    /// Runs the test on its model, opened.
    private func run<Model: RunnableModel>(model: Model) async -> ModelTestReport {
        let planning = ModelPlanning(
            model: model,
            inputs: test.inputs.map { label, input in
                switch input.form {
                case .send(let events): (label, .send(variants: events.count))
                case .answer: (label, .answer)
                case .timer: (label, .timer)
                case .observed: (label, .observed)
                }
            },
            data: test.data)
        let (plans, pairs, truncation) = planning.plan()
        var coverage = CoverageTracker()
        // Sequences in which following observed events stopped at the limit, for the report.
        var observedCuts = 0
        var sequenceCount = 0
        var stepCount = 0
        var failing: [PlannedStep]?
        // The planned sequences, then each loop of the model repeated (a counter the model does not draw shows
        // only after several rounds), then random walks.
        let loops = planning.repeatingLoops(of: plans, length: max(budget.length, 0))
        for plan in (plans + loops).prefix(max(budget.sequences, 0)) {
            let run = await execute(plan, model: model)
            sequenceCount += 1
            stepCount += run.transcript.steps.count
            coverage.merge(run.coverage)
            if run.observedCut { observedCuts += 1 }
            if run.divergence != nil {
                failing = run.transcript.steps.map(\.step)
                break
            }
        }
        var walk = 0
        while failing == nil, sequenceCount < budget.sequences {
            var random = RandomNumbers(seed: budget.seed &+ UInt64(walk) &* 0x2545_F491_4F6C_DD1D)
            walk += 1
            let run = await SequenceRun.begin(test, model: model)
            for _ in 0..<budget.length {
                guard run.divergence == nil else { break }
                let steps = run.possibleSteps()
                guard !steps.isEmpty else { break }
                // A step the model takes is three times as likely as one it ignores: a bug behind a repeated cycle
                // (the fifth coin) needs the walk to keep moving, and each ignored event was planned in every state.
                let weights = steps.map { run.modelTakes($0) ? 3 : 1 }
                var pick = random.below(weights.reduce(0, +))
                let index = weights.firstIndex { weight in
                    if pick < weight { return true }
                    pick -= weight
                    return false
                }
                await run.perform(steps[index ?? 0])
            }
            await run.end()
            sequenceCount += 1
            stepCount += run.transcript.steps.count
            coverage.merge(run.coverage)
            if run.observedCut { observedCuts += 1 }
            if run.divergence != nil { failing = run.transcript.steps.map(\.step) }
        }
        var failure: ModelTestFailure?
        if let failing {
            let shrunk = await shrink(failing, model: model)
            let run = await execute(shrunk, model: model)
            if let divergence = run.divergence {
                failure = ModelTestFailure(
                    message: divergence.message, steps: run.transcript.steps.map { describe($0.step) },
                    originalLength: failing.count, seed: budget.seed,
                    test: ReproductionPrinter(test: test).print(run, divergence: divergence, seed: budget.seed),
                    plannedSteps: run.transcript.steps.map(\.step))
            }
        }
        var report = ModelTestReport(
            seed: budget.seed, sequenceCount: sequenceCount, stepCount: stepCount, failure: failure,
            coverage: model.coverage(of: coverage, file: test.file, possiblePairs: pairs))
        let followed =
            observedCuts == 0
            ? nil
            : "in \(observedCuts) sequence(s) following observed events stopped at the limit of "
                + "\(Model.observedFollowLimit) before the model reached the implementation's state"
        let cuts = [report.coverage.truncation, truncation, followed].compactMap { $0 }
        report.coverage.truncation = cuts.isEmpty ? nil : cuts.joined(separator: "; ")
        return report
    }

    /// Runs `steps` once on a fresh store: the divergence's message and the steps that ran, or `nil`.
    func replay(_ steps: [PlannedStep]) async -> (message: String, steps: [PlannedStep])? {
        await replay(steps, model: test.model)
    }

    private func replay(_ steps: [PlannedStep], model: some RunnableModel) async -> (
        message: String, steps: [PlannedStep]
    )? {
        let run = await execute(steps, model: model)
        return run.divergence.map { ($0.message, run.transcript.steps.map(\.step)) }
    }

    /// Runs `steps` on a fresh store; stops at the first divergence.
    func execute<Model: RunnableModel>(_ steps: [PlannedStep], model: Model) async -> SequenceRun<State, Event, Model> {
        let run = await SequenceRun.begin(test, model: model)
        for step in steps {
            guard run.divergence == nil else { break }
            await run.perform(step)
        }
        await run.end()
        return run
    }

    /// The steps as run when `steps` still fails (steps that no longer apply left out, cut at the failure).
    private func failingSteps(_ steps: [PlannedStep], model: some RunnableModel) async -> [PlannedStep]? {
        let run = await execute(steps, model: model)
        return run.divergence == nil ? nil : run.transcript.steps.map(\.step)
    }

    /// Sequences of at most this many steps are shrunk until no sub-sequence of them fails (at most 2 × 2⁸ runs).
    static var exhaustiveLength: Int { 8 }

    /// Shrinks a failing sequence: fewer steps (pairs, then single steps, from the end; then two waits in a row
    /// joined), then simpler steps (an earlier payload variant, an earlier call, an outcome listed earlier), until
    /// nothing smaller fails; a sequence of at most ``exhaustiveLength`` steps then until no sub-sequence fails.
    /// A sequence without some steps is tried as written and with its answers going to the oldest waiting call,
    /// since leaving out a step that made a call renumbers the later calls.
    func shrink(_ failing: [PlannedStep], model: some RunnableModel) async -> [PlannedStep] {
        var best = failing
        var improved = true
        var rounds = 0
        func smaller(_ candidate: [PlannedStep]) async -> [PlannedStep]? {
            for form in Self.forms(of: candidate) {
                if let steps = await failingSteps(form, model: model), isSmaller(steps, than: best) { return steps }
            }
            return nil
        }
        while improved, rounds < 50 {
            improved = false
            rounds += 1
            for size in [2, 1] {
                var index = best.count - size
                while index >= 0 {
                    var candidate = best
                    candidate.removeSubrange(index..<min(index + size, best.count))
                    if let steps = await smaller(candidate) {
                        best = steps
                        improved = true
                        index = min(index, best.count - size)
                    } else {
                        index -= 1
                    }
                }
            }
            // Two waits in a row as one: a random walk's wait cut 1 ms short and the rest of it are one wait, which
            // no removal finds (without either, the timer does not fire).
            for index in best.indices.dropLast() where !improved {
                guard case .wait(let first) = best[index], case .wait(let second) = best[index + 1] else { continue }
                var candidate = best
                candidate.replaceSubrange(index...index + 1, with: [.wait(first + second)])
                if let steps = await smaller(candidate) {
                    best = steps
                    improved = true
                }
            }
            if improved { continue }
            for index in best.indices {
                for simpler in simplifications(of: best[index]) {
                    var candidate = best
                    candidate[index] = simpler
                    if let steps = await failingSteps(candidate, model: model), isSmaller(steps, than: best) {
                        best = steps
                        improved = true
                        break
                    }
                }
                if improved { break }
            }
            if improved { continue }
            // Removing one step, or two neighbours, at a time can miss steps that only go together (a toggle and
            // its undoing, apart): a short sequence tries every sub-sequence, fewest steps first — unless its steps
            // wait out the real-time timeout, when hundreds of runs would take as many seconds each.
            if best.count <= Self.exhaustiveLength, await !execute(best, model: model).waitedOutTimeout {
                for part in Self.subsequences(of: best) {
                    if let steps = await smaller(part) {
                        best = steps
                        improved = true
                        break
                    }
                }
            }
        }
        return best
    }

    /// `steps`, and `steps` with every answer going to the oldest waiting call when that differs.
    private static func forms(of steps: [PlannedStep]) -> [[PlannedStep]] {
        let oldest = steps.map { step -> PlannedStep in
            if case .answer(let label, _) = step { return .answer(label: label, call: nil) }
            return step
        }
        return oldest == steps ? [steps] : [steps, oldest]
    }

    /// Every proper sub-sequence of `steps` (the order kept), fewest steps first, then those keeping earlier steps.
    private static func subsequences(of steps: [PlannedStep]) -> [[PlannedStep]] {
        let kept = (0..<(1 << steps.count) - 1).map { mask in steps.indices.filter { mask & (1 << $0) != 0 } }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        return kept.map { $0.map { steps[$0] } }
    }

    private func simplifications(of step: PlannedStep) -> [PlannedStep] {
        switch step {
        case .send(let label, let variant):
            return (0..<variant).map { .send(label: label, variant: $0) }
        case .answer(let label, let call):
            let number = call ?? 1
            var result = (1..<max(number, 1)).map { PlannedStep.answer(label: label, call: $0) }
            if case .answer(let stub, _)? = input(label)?.form {
                for (other, input) in test.inputs {
                    if other == label { break }
                    if case .answer(stub, _) = input.form { result.append(.answer(label: other, call: number)) }
                }
            }
            return result
        case .wait:
            return []
        }
    }

    private func input(_ label: String) -> ModelInput<Event>? {
        test.inputs.first { $0.label == label }?.input
    }

    /// Fewer steps, or as many and simpler.
    private func isSmaller(_ steps: [PlannedStep], than other: [PlannedStep]) -> Bool {
        if steps.count != other.count { return steps.count < other.count }
        return complexity(steps) < complexity(other)
    }

    private func complexity(_ steps: [PlannedStep]) -> Int {
        steps.reduce(0) { total, step in
            switch step {
            case .send(_, let variant): return total + variant
            case .answer(let label, let call):
                let order = test.inputs.firstIndex { $0.label == label } ?? 0
                return total + (call ?? 1) * 1_000 + order
            case .wait: return total
            }
        }
    }

    /// A step as the failure lists it.
    func describe(_ step: PlannedStep) -> String {
        switch step {
        case .send(let label, let variant):
            guard case .send(let events)? = input(label)?.form, events.count > 1 else { return label }
            return "\(label) (payload \(variant + 1) of \(events.count))"
        case .answer(let label, let call):
            guard case .answer(let stub, _)? = input(label)?.form else { return label }
            return "\(label) (answer to call \(call ?? 1) of \(stub))"
        case .wait(let duration):
            return "wait \(duration)"
        }
    }
}
