/// Work a machine asks for, described as a value: nothing, an event to send, async work, a cancellation, or several
/// of these.
///
/// The machine only *returns* effects; the ``Store`` performs them after the new state is committed. Because an
/// effect is data, a test can inspect what a transition asked for through ``actions`` without running it.
///
/// ```swift
/// case (.confirming, .confirm(true)):
///     return Step(.saving, effect: .run(id: "save") { context in
///         await context.send(.finishSave(await api.save()))
///     })
/// ```
public struct Effect<Event: Sendable>: Sendable {
    /// Every payload is boxed (`indirect`), so an effect is one word: copying or dropping `.none` — the effect of
    /// almost every transition — costs nothing, and no generic value witness runs on the send path.
    @usableFromInline
    indirect enum Operation: Sendable {
        case none
        case send(Event)
        case run(EffectRun<Event>)
        case cancel(EffectID)
        /// Cancel the work tied to a state being left (``StateTie/covers(_:)`` says which).
        case cancelStateWork(StateTie)
        /// Cancel every pending delayed send a statechart handed over (its id is a chart timer's,
        /// `DelayedSendHandOff.isTimerID(_:)`): the chart the store runs stopped. Not an action a test compares:
        /// ``actions`` leaves it out.
        case cancelChartTimers
        case merge([Effect<Event>])
        /// A diagnostic the store reports through ``StoreOptions/onDiagnostic`` when it performs the effect: how a
        /// machine says something went wrong in a step (a statechart stopped at its step limit). Not an action a
        /// test compares: ``actions`` leaves it out.
        case report(StoreDiagnostic)
    }

    @usableFromInline
    var operation: Operation

    @inlinable
    init(operation: Operation) {
        self.operation = operation
    }

    /// No work.
    @inlinable
    public static var none: Effect { Effect(operation: .none) }

    /// Sends an event back into the store, queued after the event being processed.
    /// - Parameter event: The event to send.
    /// - Returns: The effect.
    @inlinable
    public static func send(_ event: Event) -> Effect {
        Effect(operation: .send(event))
    }

    /// Runs asynchronous work that may send events through its ``EffectContext``.
    ///
    /// The work starts in the store's isolation and runs until its first suspension there. If it throws, the error
    /// goes to `catch` when given, otherwise to the store's ``StoreOptions/onDiagnostic`` as an
    /// ``StoreDiagnostic/Kind/effectError``; `CancellationError` is never reported. A cancelled effect's later sends
    /// are dropped, so work that outlives its reason cannot move the machine (see ``EffectContext/send(_:)``).
    /// - Parameters:
    ///   - id: A name to cancel the work with ``cancel(id:)``; `nil` for work that cannot be cancelled by name.
    ///   - cancelInFlight: Cancel a running effect with the same `id` before starting this one.
    ///   - priority: The priority of the task that runs the work.
    ///   - operation: The work.
    ///   - catch: Turns an error thrown by `operation` into events.
    /// - Returns: The effect.
    public static func run(
        id: EffectID? = nil,
        cancelInFlight: Bool = false,
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (EffectContext<Event>) async throws -> Void,
        catch: (@Sendable (any Error, EffectContext<Event>) async -> Void)? = nil
    ) -> Effect {
        Effect(
            operation: .run(
                EffectRun(
                    id: id, cancelInFlight: cancelInFlight, priority: priority, tie: nil,
                    operation: operation, errorHandler: `catch`)))
    }

    /// Cancels running effects started with `id`.
    /// - Parameter id: The identifier given to ``run(id:cancelInFlight:priority:operation:catch:)``.
    /// - Returns: The effect.
    @inlinable
    public static func cancel(id: EffectID) -> Effect {
        Effect(operation: .cancel(id))
    }

    /// Performs several effects, in order.
    /// - Parameter effects: The effects to perform.
    /// - Returns: One effect that performs all of them.
    public static func merge(_ effects: [Effect]) -> Effect {
        let kept = effects.filter { !$0.isNone }
        switch kept.count {
        case 0: return .none
        case 1: return kept[0]
        default: return Effect(operation: .merge(kept))
        }
    }

    /// Performs several effects, in order.
    /// - Parameter effects: The effects to perform.
    /// - Returns: One effect that performs all of them.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Ties every run effect inside this one to the state the store is in once the step is committed: leaving that
    /// state cancels the work.
    ///
    /// Effects returned from a machine's entry action are tied to the entered state automatically. Work a child
    /// flow tied to one of its own states stays tied to it (it is cancelled when the child moves on).
    /// - Returns: The same effect, scoped to the state.
    public func cancellingOnExit() -> Effect {
        mappingRuns { run in
            run.tie = run.tieToCurrentState
        }
    }

    /// The effect with `change` made to every run inside it: how work is tied to a state, marked for restoration,
    /// and so on, each written as what it does to one run.
    func mappingRuns(_ change: (inout EffectRun<Event>) -> Void) -> Effect {
        switch operation {
        case .none, .send, .cancel, .cancelStateWork, .cancelChartTimers, .report:
            return self
        case .run(var run):
            change(&run)
            return Effect(operation: .run(run))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.mappingRuns(change) }))
        }
    }

    /// A child flow's effect as its parent performs it: work tied to the child's states is tied one level deeper
    /// in the parent, and so are the cancellations of such work (see ``Flow/step(from:on:state:event:)``).
    func nestedOneLevel() -> Effect {
        switch operation {
        case .none, .send, .cancel, .cancelChartTimers, .report:
            return self
        case .cancelStateWork(let tie):
            return Effect(operation: .cancelStateWork(tie.nestedOneLevel))
        case .run(var run):
            guard let tie = run.tie else { return self }
            run.tie = tie.nestedOneLevel
            return Effect(operation: .run(run))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.nestedOneLevel() }))
        }
    }

    /// Cancels the work tied to the state `tie` names, which is being left, and to the states nested in it
    /// (``StateTie/covers(_:)``): what a move of a child flow, or a statechart's exit of one of its states, asks of
    /// the store.
    @usableFromInline
    static func cancelStateWork(_ tie: StateTie) -> Effect {
        Effect(operation: .cancelStateWork(tie))
    }

    /// The effect with every run inside it tied to the state `tie` names (as the work it replaces was), or as it
    /// is when `tie` is `nil`.
    @usableFromInline
    func tied(to tie: StateTie?) -> Effect {
        guard let tie else { return self }
        return mappingRuns { $0.tie = tie }
    }

    /// Whether the effect does nothing.
    @inlinable
    public var isNone: Bool {
        if case .none = operation { return true }
        return false
    }

    /// The effect flattened into a list of comparable actions, for tests and logs.
    public var actions: [EffectAction<Event>] {
        var result: [EffectAction<Event>] = []
        collectActions(into: &result)
        return result
    }

    private func collectActions(into result: inout [EffectAction<Event>]) {
        switch operation {
        case .none: break
        case .send(let event): result.append(.send(event))
        case .run(let run): result.append(.run(id: run.id, cancelsOnExit: run.tie != nil))
        case .cancel(let id): result.append(.cancel(id: id))
        case .cancelStateWork(let tie):
            if let chartState = tie.chartState {
                result.append(.cancelChartStateWork(position: chartState, depth: tie.depth))
            } else {
                result.append(.cancelStateWork(depth: tie.depth))
            }
        case .merge(let effects): for effect in effects { effect.collectActions(into: &result) }
        case .report, .cancelChartTimers: break
        }
    }

    /// Changes the events this effect sends, for embedding a child machine's effects in a parent.
    /// - Parameter transform: Turns a child event into a parent event.
    /// - Returns: An effect that sends parent events.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Event) -> Parent) -> Effect<Parent> {
        switch operation {
        case .none: return .none
        case .send(let event): return .send(transform(event))
        case .cancel(let id): return .cancel(id: id)
        case .cancelStateWork(let tie): return .cancelStateWork(tie)
        case .cancelChartTimers: return Effect<Parent>(operation: .cancelChartTimers)
        case .merge(let effects): return .merge(effects.map { $0.map(transform) })
        case .run(let run): return Effect<Parent>(operation: .run(run.map(transform)))
        case .report(let diagnostic): return Effect<Parent>(operation: .report(diagnostic))
        }
    }
}

/// One action of an ``Effect``, as a comparable value.
public enum EffectAction<Event: Sendable>: Sendable {
    /// Send this event.
    case send(Event)
    /// Run async work with this identifier; `cancelsOnExit` when it is tied to the state.
    case run(id: EffectID?, cancelsOnExit: Bool)
    /// Cancel the work with this identifier.
    case cancel(id: EffectID)
    /// Cancel the work tied to the state of a child flow that moved on: `depth` 1 is a child hosted by the
    /// machine's own state, 2 a grandchild; the work tied to states nested deeper is cancelled too. A parent's
    /// ``Flow/step(from:on:state:event:)`` asks for it when the child takes an external step.
    case cancelStateWork(depth: Int)
    /// Cancel the work tied to a statechart's state that the chart exited: the state at `position` in the chart
    /// (in document order), in the machine `depth` child flows in (0: the chart the store runs). A chart store's
    /// step asks for it for each state it exits that had started work.
    case cancelChartStateWork(position: Int, depth: Int)
}

extension EffectAction: Equatable where Event: Equatable {}
extension EffectAction: Hashable where Event: Hashable {}
