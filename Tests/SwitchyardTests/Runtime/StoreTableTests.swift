import Switchyard
import Testing

/// A table store finds its rules from the current state's dense number (no hashing per event); these check that it
/// decides exactly as the table's own ``TransitionTable/step(from:on:)`` does in every shape of table.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreTableTests {
    /// Sends `events` to a store of `machine` and checks each state against the table's own decision.
    private func expectStoreFollowsTable(
        _ machine: Machine<Int, Int>, from start: Int? = nil, events: [Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let table = machine.table!
        let store = Store(machine: machine, state: start)
        var expected = start ?? machine.initialState
        for event in events {
            store.send(event)
            if let step = table.tableStep(from: expected, on: event) { expected = step.state }
            #expect(store.state == expected, "after event \(event)", sourceLocation: sourceLocation)
        }
    }

    @Test func guardedAlternativesAreTriedInTableOrder() {
        let machine = Machine<Int, Int>.table(
            initial: 0,
            rules: [
                .from(0, on: 1, to: 10, where: { _, _ in false }),
                .from(0, on: 1, to: 20, where: { _, _ in true }),
                .from(0, on: 1, to: 30),
                .from(10, on: 2, to: 0), .from(20, on: 2, to: 0), .from(30, on: 2, to: 0),
            ])
        expectStoreFollowsTable(machine, events: [1, 2, 1, 3, 2])
        let store = Store(machine: machine)
        store.send(1)
        #expect(store.state == 20)
    }

    @Test func aPlainFirstCandidateWinsOverLaterOnes() {
        let machine = Machine<Int, Int>.table(
            initial: 0, rules: [.from(0, on: 1, to: 5), .from(0, on: 1, to: 6, where: { _, _ in true })])
        let store = Store(machine: machine)
        store.send(1)
        #expect(store.state == 5)
    }

    @Test func ruleEffectsRunWithTheStateTheyLeave() {
        let machine = Machine<Int, Int>.table(
            initial: 0,
            rules: [
                TransitionRule(from: 0, on: 1, to: 1, effect: { state, _ in .send(state + 100) }),
                .from(1, on: 100, to: 2),
            ])
        let store = Store(machine: machine)
        store.send(1)
        #expect(store.state == 2)
    }

    @Test func aStoreStartedInAStateNoRuleNamesIgnoresEverything() {
        let machine = Machine<Int, Int>.table(initial: 0, rules: [.from(0, on: 1, to: 1)])
        let store = Store(machine: machine, state: 42)
        store.send(1)
        #expect(store.state == 42)
    }

    @Test func aStoreStartedElsewhereInTheTableFollowsItFromThere() {
        let machine = Machine<Int, Int>.table(
            initial: 0, rules: [.from(0, on: 1, to: 1), .from(1, on: 1, to: 2), .from(2, on: 1, to: 0)])
        expectStoreFollowsTable(machine, from: 2, events: [1, 1, 1, 1])
    }

    @Test func statesWithManyEventsAreLookedUpThroughTheHashIndex() {
        // State 0 has 40 distinct events (longer than a row that is scanned), each to a state that goes back.
        var rules = (1...40).map { TransitionRule<Int, Int>.from(0, on: $0, to: $0) }
        rules += (1...40).map { .from($0, on: 0, to: 0) }
        rules.append(.from(0, on: 7, to: 99))  // a second candidate, never reached: the first has no guard
        let machine = Machine<Int, Int>.table(initial: 0, rules: rules)
        expectStoreFollowsTable(machine, events: [7, 0, 40, 0, 41, 1, 0, 39, 5, 0])
    }

    @Test func targetOnlyStatesAreNumberedAndIgnoreEverything() {
        let machine = Machine<Int, Int>.table(initial: 0, rules: [.from(0, on: 1, to: 9)])
        expectStoreFollowsTable(machine, events: [1, 1, 0])
    }

    @Test func aLargeRingIsFollowedAllTheWayRound() {
        let size = 10_000
        let machine = Machine<Int, Int>.table(
            initial: 0, rules: (0..<size).map { .from($0, on: 1, to: ($0 + 1) % size) })
        let store = Store(machine: machine)
        for _ in 0..<(size + 3) { store.send(1) }
        #expect(store.state == 3)
    }

    @Test func anActorStoreFollowsTheTableToo() async {
        let machine = Machine<Int, Int>.table(
            initial: 0,
            rules: [.from(0, on: 1, to: 1, where: { _, _ in false }), .from(0, on: 1, to: 2), .from(2, on: 3, to: 0)])
        let store = ActorStore(machine: machine, runningOn: nil)
        await store.send(1)
        #expect(await store.state == 2)
        await store.send(3)
        #expect(await store.state == 0)
    }
}
