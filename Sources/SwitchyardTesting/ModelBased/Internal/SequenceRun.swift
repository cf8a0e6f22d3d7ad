import CustomDump
import Switchyard
import SwitchyardDiagrams

/// One sequence run through a fresh store on a fresh test clock, beside the model, checked after every step.
@MainActor
final class SequenceRun<State: Sendable & Equatable, Event: Sendable, Model: RunnableModel> {
    private struct LiveEffect {
        var id: EffectID?
        /// The model states entered by the step that started it: it may run while one of them is active.
        var owners: Set<String>
    }

    let test: ModelTest<State, Event>
    /// The model, opened from the test's.
    let model: Model
    let clock = TestClock()
    let stubs = EffectStubs()
    let store: Store<State, Event>
    /// The state before the start.
    let initialState: State
    private let signal = ActivitySignal()
    private let diagnostics = DiagnosticBox()
    private(set) var cursor: Model.Cursor
    private(set) var records: [StepRecord<State, Event>] = []
    /// What the start processed (events sent by the initial state's entry effects).
    private(set) var startRecord: [ProcessedEvent<State, Event>] = []
    private(set) var divergence: Divergence?
    private(set) var coverage = CoverageTracker()
    private var processed: [ProcessedEvent<State, Event>] = []
    private var live: [LiveEffect] = []
    private var started: [EffectID?] = []
    private var tokens: [ObserverToken] = []
    private var sleeperObservation: Int?

    private init(test: ModelTest<State, Event>, model: Model) {
        self.test = test
        self.model = model
        let box = diagnostics
        let options = StoreOptions(
            clock: clock,
            onDiagnostic: { diagnostic in
                switch diagnostic.kind {
                case .failure, .effectError, .stepLimit, .effectInterrupted:
                    MainActor.assumeIsolated { box.messages.append(diagnostic.message) }
                case .ignoredEvent, .droppedEvent:
                    break
                }
            })
        store = Store(machine: test.makeMachine(stubs), options: options)
        initialState = store.state
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
        let signal = self.signal
        stubs.onCall = { signal.signal() }
        sleeperObservation = clock.observeSleepers { Task { @MainActor in signal.signal() } }
        store.onEffectFinished { signal.signal() }
        tokens.append(
            store.observe { [weak self] notification in
                switch notification {
                case .transition(let transition):
                    self?.processed.append(
                        ProcessedEvent(event: transition.event, state: transition.to, ignored: false))
                case .ignored(let state, let event):
                    self?.processed.append(ProcessedEvent(event: event, state: state, ignored: true))
                case .willExit, .didEnter:
                    break
                }
            })
        tokens.append(store.observeEffects { [weak self] activity in self?.effectChanged(activity) })
        store.start()
        await settle()
        followObserved()
        adopt(entered: Set(model.activeStates(of: cursor)))
        startRecord = processed
        processed = []
        check(accepted: nil)
    }

    /// Cancels what still runs; the run is over.
    func end() async {
        store.cancelAllEffects()
        for token in tokens { token.cancel() }
        if let sleeperObservation { clock.stopObservingSleepers(sleeperObservation) }
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
        var concrete = step
        var accepted: (model: Bool, implementation: Bool, event: Event)?
        switch step {
        case .send(let label, let variant):
            guard let input = input(label), case .send(let events) = input.form else { return false }
            let event = events[min(variant, events.count - 1)]
            let (move, guards) = model.send(label, to: cursor)
            coverage.record(guards)
            processed = []
            store.send(event)
            let implementationAccepted = processed.first.map { !$0.ignored } ?? true
            accepted = (move != nil, implementationAccepted, event)
            if let move { apply(move) }
        case .answer(let label, let call):
            guard let input = input(label), case .answer(let stub, let answer) = input.form else { return false }
            let waiting = stubs.pendingCalls(of: stub)
            guard let number = call ?? waiting.first, waiting.contains(number) else { return false }
            concrete = .answer(label: label, call: number)
            let (move, guards) = model.send(label, to: cursor)
            coverage.record(guards)
            processed = []
            _ = answer.give(stubs, number)
            if let move { apply(move) }
        case .wait(let duration):
            processed = []
            apply(model.wait(duration, from: cursor))
            await advance(by: duration)
        }
        await settle()
        followObserved()
        adopt(entered: entered(from: before))
        records.append(StepRecord(step: concrete, processed: processed, stateAfter: store.state))
        check(accepted: accepted, before: before)
        return true
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
                steps += stubs.pendingCalls(of: stub).map { PlannedStep.answer(label: label, call: $0) }
            case .timer, .observed:
                break
            }
        }
        if let timer = model.nextTimer(in: cursor) {
            let left = max(timer.due - model.time(of: cursor), .zero)
            steps.append(.wait(left))
            if left > .milliseconds(1) { steps.append(.wait(left - .milliseconds(1))) }
        }
        if let deadline = clock.nextDeadline {
            steps.append(.wait(deadline.offset - clock.now.offset))
        }
        return steps
    }

    /// Takes the arrows of ``ModelInput/observed`` events that lead where the implementation now is, one at a time.
    private func followObserved() {
        let observed = test.inputs.compactMap { label, input -> String? in
            if case .observed = input.form { return label }
            return nil
        }
        guard !observed.isEmpty else { return }
        for _ in 0..<16 {
            let actual = test.modelState(store.state)
            guard (model.name(of: cursor) ?? "[*]") != actual else { return }
            let next = observed.lazy.compactMap { label -> ModelMove<Model.Cursor>? in
                guard let move = self.model.send(label, to: self.cursor).move,
                    (self.model.name(of: move.cursor) ?? "[*]") == actual
                else { return nil }
                return move
            }.first
            guard let next else { return }
            apply(next)
        }
    }

    private func apply(_ move: ModelMove<Model.Cursor>) {
        cursor = move.cursor
        coverage.record(move, model: model)
    }

    private func entered(from before: Model.Cursor) -> Set<String> {
        let previous = Set(model.activeStates(of: before))
        return Set(model.activeStates(of: cursor).filter { !previous.contains($0) })
    }

    /// Gives the effects started during the step to the states it entered (the active leaves when it entered none).
    private func adopt(entered: Set<String>) {
        let owners = entered.isEmpty ? Set(model.atomicStates(of: cursor)) : entered
        live += started.map { LiveEffect(id: $0, owners: owners) }
        started = []
    }

    private func effectChanged(_ activity: EffectActivity) {
        switch activity.change {
        case .started:
            started.append(activity.id)
        case .finished, .cancelled:
            if let index = started.firstIndex(of: activity.id) {
                started.remove(at: index)
            } else if let index = live.firstIndex(where: { $0.id == activity.id }) {
                live.remove(at: index)
            }
        }
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
            if await !signal.wait(until: deadline, unless: { isParked }) { break }
        }
    }

    private var isParked: Bool {
        // Tasks, not effects: a store's delayed sends all wait on one clock task.
        clock.sleeperCount + stubs.pendingCallCount >= store.effectTaskCount
    }

    private func advance(by duration: Duration) async {
        // Deadline by deadline, each time waiting until the woken work is asleep again, waiting on a stub, or done.
        let target = clock.now.advanced(by: duration)
        await settle()
        while clock.wakeEarliest(notAfter: target) {
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
            divergence = Divergence(
                kind: .state(expected: expected),
                message: "the implementation is in \(actual) (\(oneLine(state))), "
                    + "\(test.fileName) in \(expected)")
            return
        }
        let active = Set(model.activeStates(of: cursor))
        let stray = live.filter { effect in
            !effect.owners.contains(where: active.contains)
                && !(effect.id.map(test.longLivedEffects.contains) ?? false)
        }
        if let first = stray.first {
            let name = first.id.map { "'\($0.rawValue)'" } ?? "without an id"
            divergence = Divergence(
                kind: .effects(expected: store.runningEffectCount - stray.count),
                message: "an effect \(name) started on entering \(first.owners.sorted().joined(separator: ", ")) "
                    + "still runs after it was left (now in \(expected))")
            return
        }
        for invariant in test.invariants where !invariant.holds(state) {
            divergence = Divergence(
                kind: .invariant(invariant.name),
                message: "the invariant \"\(invariant.name)\" does not hold in \(oneLine(state))")
            return
        }
        if let message = diagnostics.messages.first {
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
