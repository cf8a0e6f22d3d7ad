/// The action of a state that a step runs: the exit action of a state it leaves, or the entry action of a state it
/// arrives at.
@usableFromInline
enum StateAction {
    /// The action run as the state is left.
    case exit
    /// The action run as the state is arrived at.
    case entry
}

/// What carries out a step state by state, for ``StepRule``: a flat machine's ``StepPerformer`` (the store, a parent
/// flow, an exploration), and the statechart engine (the interpreter, for its microstep and its stop).
///
/// A performer decides only *how* each part is carried out for one state (run a chart's executable content, or a
/// machine's exit or entry closure; cancel work by a ``StateTie`` or by the chart's own record); *which* parts, in
/// what order, and which state the work is tied to are the rule's.
@usableFromInline
protocol StatePerformer {
    /// How the performer names a state of a step's exit or entry set.
    associatedtype Place

    /// Runs the exit or entry action of `state`.
    /// - Parameters:
    ///   - action: Which of the state's actions.
    ///   - state: The state.
    ///   - tie: The state the work the action asks for is tied to, so that leaving that state stops it; `nil`: none.
    mutating func run(_ action: StateAction, of state: Place, tyingWorkTo tie: Place?)

    /// Stops the work tied to `state`, which is being left.
    /// - Parameter state: The state.
    mutating func stopWork(tiedTo state: Place)
}

/// The one rule that orders a step, for every machine form — table, routing function, reducer, in-place reducer,
/// statechart: ``Machine/take(_:on:by:)`` calls it with the source as the exit set and the target as the entry set
/// of an external step (both empty for an internal one), and the statechart engine's microstep with the exit set
/// and the entry set SCXML computes (`StatechartInterpreter+Microstep.swift`). The chart's stop leaves its states by
/// the same ``leave(_:by:)``.
///
/// Work tied to a state is stopped in one place: ``leave(_:by:)``. What the engine keeps of its own — history
/// recorded before the exits, the configuration changed state by state, default-entry and history-default content,
/// `done` events, the microstep's record — is inside its ``StatePerformer`` primitives or around the call.
@usableFromInline
enum StepRule {
    /// Leaving a state: its exit action, whose work is tied to no state, then the work tied to the state stops.
    /// - Parameters:
    ///   - state: The state left.
    ///   - run: Runs a state's exit or entry action, tying its work to the state given (`nil`: none).
    ///   - stopWork: Stops the work tied to a state.
    @inlinable
    @inline(__always)
    static func leave<Place>(
        _ state: Place, run: (StateAction, Place, Place?) -> Void, stopWork: (Place) -> Void
    ) {
        run(.exit, state, nil)
        stopWork(state)
    }

    /// Arriving at a state: its entry action, whose work is tied to the state arrived at.
    /// - Parameters:
    ///   - state: The state arrived at.
    ///   - run: Runs a state's exit or entry action, tying its work to the state given (`nil`: none).
    @inlinable
    @inline(__always)
    static func arrive<Place>(at state: Place, run: (StateAction, Place, Place?) -> Void) {
        run(.entry, state, state)
    }

    /// A step: leave each state of the exit set in the order given (innermost first), commit, run the transition
    /// content (its work tied to no state), then arrive at each state of the entry set in the order given
    /// (outermost first).
    ///
    /// The performer's two primitives are passed as closures, not as an `inout` performer, so that a class
    /// performer (the store) is used where it is, without a copy of its reference (a retain and a release per flat
    /// step, about 30 instructions of a 200-instruction send); the closures are not escaping and are inlined.
    /// - Parameters:
    ///   - exitSet: The states left, innermost first.
    ///   - commit: Makes the step's state the performer's current one (a chart, whose configuration changes state by
    ///     state, has nothing more to commit).
    ///   - content: Runs the transition content: a machine step's effect, a chart transition's actions.
    ///   - entrySet: The states arrived at, outermost first.
    ///   - run: Runs a state's exit or entry action, tying its work to the state given (`nil`: none).
    ///   - stopWork: Stops the work tied to a state.
    /// - Complexity: O(*x* + *e*) parts for *x* states left and *e* arrived at, plus the performer's work.
    @inlinable
    @inline(__always)
    static func take<Place, ExitSet: Sequence, EntrySet: Sequence>(
        leaving exitSet: ExitSet, commit: () -> Void, content: () -> Void, arriving entrySet: EntrySet,
        run: (StateAction, Place, Place?) -> Void, stopWork: (Place) -> Void
    ) where ExitSet.Element == Place, EntrySet.Element == Place {
        for state in exitSet { leave(state, run: run, stopWork: stopWork) }
        commit()
        content()
        for state in entrySet { arrive(at: state, run: run) }
    }

    /// ``leave(_:run:stopWork:)`` carried out by a ``StatePerformer``.
    @inlinable
    @inline(__always)
    static func leave<Performer: StatePerformer>(_ state: Performer.Place, by performer: inout Performer) {
        leave(
            state, run: { performer.run($0, of: $1, tyingWorkTo: $2) }, stopWork: { performer.stopWork(tiedTo: $0) })
    }

    /// ``take(leaving:commit:content:arriving:run:stopWork:)`` carried out by a ``StatePerformer`` held `inout`
    /// (the statechart engine).
    @inlinable
    @inline(__always)
    static func take<Performer: StatePerformer, ExitSet: Sequence, EntrySet: Sequence>(
        leaving exitSet: ExitSet, commit: () -> Void, content: (inout Performer) -> Void,
        arriving entrySet: EntrySet, by performer: inout Performer
    ) where ExitSet.Element == Performer.Place, EntrySet.Element == Performer.Place {
        take(
            leaving: exitSet, commit: commit, content: { content(&performer) }, arriving: entrySet,
            run: { performer.run($0, of: $1, tyingWorkTo: $2) }, stopWork: { performer.stopWork(tiedTo: $0) })
    }
}
