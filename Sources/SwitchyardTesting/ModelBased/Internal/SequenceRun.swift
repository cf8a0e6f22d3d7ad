import CustomDump
import Switchyard
import SwitchyardDiagrams

/// One sequence run through a fresh store on a fresh test clock, beside the model, checked after every step.
@MainActor
final class SequenceRun<State: Sendable & Equatable, Event: Sendable, Model: RunnableModel> {
    /// What the store under test is plugged into, made before it: its clock and stubs, the signal they (and the
    /// store's effects) wake when work may have parked, and the box its diagnostics go to.
    @MainActor
    struct Harness {
        let clock = TestClock()
        let stubs = EffectStubs()
        let signal = ActivitySignal()
        let diagnostics = DiagnosticBox()
    }

    /// What the implementation did, for the runner and the reproduction printer: the state it started from, what
    /// the start processed, each step's record, and what the step under way has processed so far.
    struct Transcript {
        /// The state before the start.
        let initialState: State
        /// What the start processed (events sent by the initial state's entry effects).
        fileprivate(set) var start: [ProcessedEvent<State, Event>] = []
        /// Each step performed, in order.
        fileprivate(set) var steps: [StepRecord<State, Event>] = []
        /// What the store has processed since the step under way began, from its observer.
        fileprivate var processed: [ProcessedEvent<State, Event>] = []
    }

    /// The effects that run, and the model states each may run in: an effect started during a step belongs to the
    /// states the step entered, and one still running after they were all left is a divergence.
    private struct EffectOwners {
        struct LiveEffect {
            var id: EffectID?
            /// The model states entered by the step that started it: it may run while one of them is active.
            var owners: Set<String>
            /// The step that started it (0: the start).
            var step: Int
        }

        /// Effects started before this step, with their owners.
        private(set) var live: [LiveEffect] = []
        /// Effects started during the step under way, not yet given owners.
        private var started: [EffectID?] = []

        /// Gives the effects started during step `step` to `owners`.
        mutating func adopt(owners: Set<String>, step: Int) {
            live += started.map { LiveEffect(id: $0, owners: owners, step: step) }
            started = []
        }

        /// Follows an effect starting, finishing or being cancelled.
        mutating func record(_ activity: EffectActivity) {
            switch activity.change {
            case .started:
                started.append(activity.id)
            case .finished:
                if let index = started.firstIndex(of: activity.id) {
                    started.remove(at: index)
                } else if let index = live.firstIndex(where: { $0.id == activity.id }) {
                    live.remove(at: index)
                }
            case .cancelled:
                // The older first: a state re-entered cancels its work and starts the same work again.
                if let index = live.firstIndex(where: { $0.id == activity.id }) {
                    live.remove(at: index)
                } else if let index = started.firstIndex(of: activity.id) {
                    started.remove(at: index)
                }
            }
        }
    }

    let test: ModelTest<State, Event>
    /// The model, opened from the test's.
    let model: Model
    private let harness = Harness()
    let store: Store<State, Event>
    private(set) var cursor: Model.Cursor
    private(set) var transcript: Transcript
    private(set) var divergence: Divergence?
    private(set) var coverage = CoverageTracker()
    /// What the run observed: the step under way and the run's flags.
    private var observation = StepObservation()
    private var effects = EffectOwners()
    private var tokens: [ObserverToken] = []
    private var sleeperObservation: Int?

    private init(test: ModelTest<State, Event>, model: Model) {
        self.test = test
        self.model = model
        let box = harness.diagnostics
        let options = StoreOptions(
            clock: harness.clock,
            onDiagnostic: { diagnostic in
                switch diagnostic.kind {
                case .failure, .effectError, .stepLimit, .effectInterrupted:
                    MainActor.assumeIsolated { box.messages.append(diagnostic.message) }
                case .ignoredEvent, .droppedEvent:
                    break
                }
            })
        store = Store(machine: test.makeMachine(harness.stubs), options: options)
        transcript = Transcript(initialState: store.state)
        let move = model.start(data: test.data)
        cursor = move.cursor
        coverage.record(move, model: model)
    }

    /// A run started: the store started, its effects settled, the start checked.
    static func begin(_ test: ModelTest<State, Event>, model: Model) async -> SequenceRun {
        let run = SequenceRun(test: test, model: model)
        await run.start()
        return run
    }

    private func start() async {
        let signal = harness.signal
        harness.stubs.onCall = { signal.signal() }
        sleeperObservation = harness.clock.observeSleepers { Task { @MainActor in signal.signal() } }
        store.onEffectFinished { signal.signal() }
        tokens.append(
            store.observe { [weak self] notification in
                switch notification {
                case .transition(let transition):
                    self?.transcript.processed.append(
                        ProcessedEvent(event: transition.event, state: transition.to, ignored: false))
                case .ignored(let state, let event):
                    self?.transcript.processed.append(ProcessedEvent(event: event, state: state, ignored: true))
                case .willExit, .didEnter:
                    break
                }
            })
        tokens.append(store.observeEffects { [weak self] activity in self?.effects.record(activity) })
        store.start()
        await settle()
        followObserved()
        adopt(entered: Set(model.activeStates(of: cursor)))
        transcript.start = transcript.processed
        transcript.processed = []
        check(accepted: nil)
    }

    /// Whether following observed events stopped at ``SteppedModel/observedFollowLimit`` (at the start or a step)
    /// while the model could still follow one toward the implementation's state.
    var observedCut: Bool { observation.observedCut }

    /// Whether some step waited the whole ``ModelTest/timeout`` for work that neither parked nor finished.
    var waitedOutTimeout: Bool { observation.waitedOutTimeout }

    /// Cancels what still runs; the run is over.
    func end() async {
        store.cancelAllEffects()
        for token in tokens { token.cancel() }
        if let sleeperObservation { harness.clock.stopObservingSleepers(sleeperObservation) }
        // Lets the cancelled calls' hand-offs run, so no stub keeps a continuation.
        await Task.yield()
    }

    /// The input of `label`.
    func input(_ label: String) -> ModelInput<Event>? {
        test.inputs.first { $0.label == label }?.input
    }

    /// Performs a step; `false` (nothing done, nothing recorded) when it does not apply: an answer with no call of
    /// its stub waiting.
    @discardableResult
    func perform(_ step: PlannedStep) async -> Bool {
        guard divergence == nil else { return false }
        let before = cursor
        observation.beginStep()
        var concrete = step
        var accepted: (model: Bool, implementation: Bool, event: Event)?
        switch step {
        case .send(let label, let variant):
            guard let input = input(label), case .send(let events) = input.form else { return false }
            let event = events[min(variant, events.count - 1)]
            let (move, guards) = model.send(label, to: cursor)
            coverage.record(guards)
            transcript.processed = []
            store.send(event)
            let implementationAccepted = transcript.processed.first.map { !$0.ignored } ?? true
            accepted = (move != nil, implementationAccepted, event)
            if let move { apply(move) }
        case .answer(let label, let call):
            guard let input = input(label), case .answer(let stub, let answer) = input.form else { return false }
            let waiting = harness.stubs.pendingCalls(of: stub)
            guard let number = call ?? waiting.first, waiting.contains(number) else { return false }
            concrete = .answer(label: label, call: number)
            let (move, guards) = model.send(label, to: cursor)
            coverage.record(guards)
            transcript.processed = []
            _ = answer.give(harness.stubs, number)
            if let move { apply(move) }
        case .wait(let duration):
            transcript.processed = []
            apply(model.wait(duration, from: cursor))
            await advance(by: duration)
        }
        await settle()
        followObserved()
        adopt(entered: entered(from: before))
        transcript.steps.append(StepRecord(step: concrete, processed: transcript.processed, stateAfter: store.state))
        check(accepted: accepted, before: before)
        return true
    }

    /// Whether the model takes `step` where it is now (an arrow, or a timer that fires on the way).
    func modelTakes(_ step: PlannedStep) -> Bool {
        switch step {
        case .send(let label, _), .answer(let label, _): model.send(label, to: cursor).move != nil
        case .wait(let duration): !model.wait(duration, from: cursor).arrows.isEmpty
        }
    }

    /// The steps possible now, for a random walk: every event and payload, an answer to each waiting call, and
    /// time up to the next timer, a whole timer or a step shorter than it.
    func possibleSteps() -> [PlannedStep] {
        var steps: [PlannedStep] = []
        for (label, input) in test.inputs {
            switch input.form {
            case .send(let events):
                steps += events.indices.map { PlannedStep.send(label: label, variant: $0) }
            case .answer(let stub, _):
                steps += harness.stubs.pendingCalls(of: stub).map { PlannedStep.answer(label: label, call: $0) }
            case .timer, .observed:
                break
            }
        }
        if let timer = model.nextTimer(in: cursor) {
            let left = max(timer.due - model.time(of: cursor), .zero)
            steps.append(.wait(left))
            if left > .milliseconds(1) { steps.append(.wait(left - .milliseconds(1))) }
        }
        if let deadline = harness.clock.nextDeadline {
            steps.append(.wait(deadline.offset - harness.clock.now.offset))
        }
        return steps
    }

    /// Takes the arrows of ``ModelInput/observed`` events that lead where the implementation now is: the shortest
    /// chain of them (one breadth-first search, at most ``SteppedModel/observedFollowLimit`` long) to a configuration
    /// named as the implementation's state. When none is that short but the model still takes observed events at
    /// the limit, ``observedCut`` says so (the check then names the cut: never a silent miss).
    private func followObserved() {
        let observed = test.inputs.compactMap { label, input -> String? in
            if case .observed = input.form { return label }
            return nil
        }
        let actual = test.modelState(store.state)
        observation.observedCutNow = false
        guard !observed.isEmpty, (model.name(of: cursor) ?? "[*]") != actual else { return }
        let model = self.model
        let limit = Model.observedFollowLimit
        var found: Int?
        var isCut = false
        typealias Node = (cursor: Model.Cursor, depth: Int)
        let search = BreadthFirstSearch<Node, Model.Key, ModelMove<Model.Cursor>>(
            from: [(cursor, 0)], key: { model.key(of: $0.cursor) },
            successors: { node in
                let moves = observed.compactMap { model.send($0, to: node.cursor).move }
                guard node.depth < limit else {
                    if !moves.isEmpty { isCut = true }
                    return []
                }
                return moves.map { (edge: $0, node: ($0.cursor, node.depth + 1)) }
            },
            visit: { _, move, to, isNew in
                guard isNew, let to, (model.name(of: move.cursor) ?? "[*]") == actual else { return true }
                found = to
                return false
            })
        guard let found else {
            observation.followingStopped(isCut: isCut)
            return
        }
        for move in search.path(to: found) { apply(move) }
    }

    private func apply(_ move: ModelMove<Model.Cursor>) {
        cursor = move.cursor
        observation.exited.formUnion(move.exited)
        coverage.record(move, model: model)
    }

    /// The states the step entered: newly active, or exited and entered again.
    private func entered(from before: Model.Cursor) -> Set<String> {
        let previous = Set(model.activeStates(of: before))
        return Set(model.activeStates(of: cursor).filter { !previous.contains($0) || observation.exited.contains($0) })
    }

    /// Gives the effects started during the step to the states it entered (the active leaves when it entered none).
    private func adopt(entered: Set<String>) {
        effects.adopt(
            owners: entered.isEmpty ? Set(model.atomicStates(of: cursor)) : entered, step: observation.stepNumber)
    }

    /// Waits until every running effect waits on a stub or sleeps on the clock, or has finished.
    private func settle() async {
        // Most work parks within a few hops (an effect starts on the main actor, calls its dependency and hops back
        // to the stub): yielding costs less than a timed wait, which is kept for work that takes longer.
        for _ in 0..<4 {
            await Task.yield()
            if isParked { return }
        }
        let deadline = ContinuousClock().now.advanced(by: test.timeout)
        while !isParked {
            if await !harness.signal.wait(until: deadline, unless: { isParked }) {
                observation.waitedOutTimeout = true
                break
            }
        }
    }

    private var isParked: Bool {
        // Tasks, not effects: a store's delayed sends all wait on one clock task.
        harness.clock.sleeperCount + harness.stubs.pendingCallCount >= store.effectTaskCount
    }

    private func advance(by duration: Duration) async {
        // Deadline by deadline, each time waiting until the woken work is asleep again, waiting on a stub, or done.
        let target = harness.clock.now.advanced(by: duration)
        await settle()
        while harness.clock.wakeEarliest(notAfter: target) {
            await settle()
        }
    }

    private func check(accepted: (model: Bool, implementation: Bool, event: Event)?, before: Model.Cursor? = nil) {
        let place = before.flatMap(model.name(of:)) ?? "[*]"
        if let accepted, accepted.model != accepted.implementation {
            let event = oneLine(accepted.event)
            if accepted.implementation {
                divergence = Divergence(
                    kind: .acceptedIgnored,
                    message: "the implementation took \(event) in \(place), where \(test.fileName) ignores it")
            } else {
                divergence = Divergence(
                    kind: .state(expected: model.name(of: cursor) ?? "[*]"),
                    message: "the implementation ignored \(event) in \(place), where \(test.fileName) takes it to "
                        + (model.name(of: cursor) ?? "[*]"))
            }
            return
        }
        let state = store.state
        let expected = model.name(of: cursor) ?? "[*]"
        let actual = test.modelState(state)
        if actual != expected {
            let cut =
                observation.observedCutNow
                ? " (following observed events stopped at the limit of \(Model.observedFollowLimit) before the "
                    + "model reached it)" : ""
            divergence = Divergence(
                kind: .state(expected: expected),
                message: "the implementation is in \(actual) (\(oneLine(state))), "
                    + "\(test.fileName) in \(expected)" + cut)
            return
        }
        let active = Set(model.activeStates(of: cursor))
        // Work from an earlier step must end when its state is exited, even when the step entered it again (a
        // self-transition restarts what the state runs).
        let stayed = active.subtracting(observation.exited)
        let kept = test.longLivedEffects.union(model.pendingEffects(at: cursor))
        let stray = effects.live.filter { effect in
            let holding = effect.step < observation.stepNumber ? stayed : active
            return !effect.owners.contains(where: holding.contains) && !(effect.id.map(kept.contains) ?? false)
        }
        if let first = stray.first {
            let name = first.id.map { "'\($0.rawValue)'" } ?? "without an id"
            // "By the step": the runner sees which states the model entered, not which the implementation re-entered.
            let owners = CodePointOrdering.sorted(first.owners).joined(separator: ", ")
            divergence = Divergence(
                kind: .effects(expected: store.runningEffectCount - stray.count),
                message: "an effect \(name) started by the step that entered \(owners) still runs after it was left "
                    + "(now in \(expected))")
            return
        }
        for invariant in test.invariants where !invariant.holds(state) {
            divergence = Divergence(
                kind: .invariant(invariant.name),
                message: "the invariant \"\(invariant.name)\" does not hold in \(oneLine(state))")
            return
        }
        if let message = harness.diagnostics.messages.first {
            divergence = Divergence(kind: .diagnostic, message: "the store reported: \(message)")
        }
    }
}

/// A value dumped on one line, for messages.
func oneLine(_ value: some Any) -> String {
    var text = ""
    for line in String(customDumping: value).split(separator: "\n") {
        if text.hasSuffix(",") { text += " " }
        text += line.drop { $0 == " " }
    }
    return text
}

/// The store's failure reports, collected on the main actor.
@MainActor
final class DiagnosticBox {
    var messages: [String] = []
}
