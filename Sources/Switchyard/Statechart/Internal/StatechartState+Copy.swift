// A copy of a chart's state whose parts a step changes in place have storage of their own, for a store whose
// observers are told the state a step leaves (see `InPlaceSteps.copy`).
extension StatechartState {
    /// Makes `buffer` equal to `state`, with its own storage for the arrays a macrostep changes in place (the
    /// configuration, the microstep trace, the interpreter's working space and queues, the actions' commands): the
    /// storage `buffer` held before, refilled, when nobody else holds it. A step taken on either value then copies
    /// nothing the other holds, and a store that copies its state into the same buffer before every step allocates
    /// nothing once the arrays have grown. Everything else is shared, as by `buffer = state`: the chart, the context,
    /// the history and the tied work, which a step replaces rather than changes in place, or changes rarely.
    /// - Parameters:
    ///   - state: The value to copy.
    ///   - buffer: Where the copy goes; `nil` the first time.
    /// - Complexity: O(*k*) in the active states and the last macrostep's trace.
    @inlinable
    static func copy(_ state: Self, into buffer: inout Self?) {
        var configuration: [Int] = []
        var trace: [Int] = []
        var interpreterTrace: [Int] = []
        var scratch: [Int] = []
        var internalQueue: [StatechartSignal<StateID, Event>] = []
        var externalQueue: [Event] = []
        var commands: [Statechart<StateID, Event, Context>.ActionScope.Command] = []
        if var old = buffer.take() {
            swap(&configuration, &old.interpreter.active.active)
            swap(&trace, &old.trace)
            swap(&interpreterTrace, &old.interpreter.trace)
            swap(&scratch, &old.interpreter.scratch)
            swap(&internalQueue, &old.interpreter.internalQueue)
            swap(&externalQueue, &old.interpreter.externalQueue)
            swap(&commands, &old.interpreter.scope.commands)
        }
        var copy = state
        refill(&configuration, from: &copy.interpreter.active.active)
        refill(&trace, from: &copy.trace)
        refill(&interpreterTrace, from: &copy.interpreter.trace)
        refill(&scratch, from: &copy.interpreter.scratch)
        refill(&internalQueue, from: &copy.interpreter.internalQueue)
        refill(&externalQueue, from: &copy.interpreter.externalQueue)
        refill(&commands, from: &copy.interpreter.scope.commands)
        buffer = consume copy
    }

    /// Puts `part`'s elements into `storage` (reusing its capacity when nobody else holds it), then makes `storage`
    /// the part; `storage` is left with the part's old buffer, shared.
    @inlinable
    static func refill<Element>(_ storage: inout [Element], from part: inout [Element]) {
        storage.removeAll(keepingCapacity: true)
        storage.append(contentsOf: part)
        swap(&storage, &part)
    }
}
