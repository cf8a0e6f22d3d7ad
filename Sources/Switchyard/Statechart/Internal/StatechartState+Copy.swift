// A copy of a chart's state whose parts a step changes in place have storage of their own, for a store whose
// observers are told the state a step leaves (see `InPlaceSteps.copy`).
extension StatechartState {
    /// Makes `buffer` equal to `state`, with its own storage for the arrays a macrostep changes in place (the
    /// configuration, the microstep trace, the interpreter's working space and queues, the actions' commands): the
    /// storage `buffer` held before — its one buffer of parts and their arrays — refilled, when nobody else holds it.
    /// A step taken on either value then copies nothing the other holds, and a store that copies its state into the
    /// same buffer before every step allocates nothing once the arrays have grown, as long as the observers it hands
    /// the states to do not keep them (one that does keeps its value unchanged: `buffer` then gets storage of its
    /// own). Everything else is shared, as by `buffer = state`: the chart, the context, the history and the tied
    /// work, which a step replaces rather than changes in place, or changes rarely.
    /// - Parameters:
    ///   - state: The value to copy.
    ///   - buffer: Where the copy goes; `nil` the first time.
    /// - Complexity: O(*k*) in the active states and the last macrostep's trace.
    @inlinable
    static func copy(_ state: Self, into buffer: inout Self?) {
        // The first time, the buffer shares `state`'s parts: the first change below gives it parts of its own.
        var copy = buffer.take() ?? state
        refill(&copy.parts, from: state.box[0])
        buffer = consume copy
    }

    /// Makes `parts` equal to `source`, keeping the arrays `parts` held (refilled) where a step changes them.
    @inlinable
    static func refill(_ parts: inout Parts, from source: consuming Parts) {
        var configuration: [Int] = []
        var trace: [Int] = []
        var interpreterTrace: [Int] = []
        var scratch: [Int] = []
        var internalQueue: [StatechartSignal<StateID, Event>] = []
        var externalQueue: [Event] = []
        var commands: [Statechart<StateID, Event, Context>.ActionScope.Command] = []
        swap(&configuration, &parts.interpreter.active.active)
        swap(&trace, &parts.trace)
        swap(&interpreterTrace, &parts.interpreter.recording.trace)
        swap(&scratch, &parts.interpreter.scratch)
        swap(&internalQueue, &parts.interpreter.queues.internalQueue)
        swap(&externalQueue, &parts.interpreter.queues.externalQueue)
        swap(&commands, &parts.interpreter.scope.commands)
        parts = source
        refill(&configuration, from: &parts.interpreter.active.active)
        refill(&trace, from: &parts.trace)
        refill(&interpreterTrace, from: &parts.interpreter.recording.trace)
        refill(&scratch, from: &parts.interpreter.scratch)
        refill(&internalQueue, from: &parts.interpreter.queues.internalQueue)
        refill(&externalQueue, from: &parts.interpreter.queues.externalQueue)
        refill(&commands, from: &parts.interpreter.scope.commands)
    }

    /// Puts `part`'s elements into `storage` (reusing its capacity when nobody else holds it), then makes `storage`
    /// the part; `storage` is left with the part's old buffer, shared. Most parts are empty between events (the
    /// queues, the commands), so an empty one costs two checks.
    @inlinable
    static func refill<Element>(_ storage: inout [Element], from part: inout [Element]) {
        if !storage.isEmpty { storage.removeAll(keepingCapacity: true) }
        if !part.isEmpty { storage.append(contentsOf: part) }
        swap(&storage, &part)
    }
}
