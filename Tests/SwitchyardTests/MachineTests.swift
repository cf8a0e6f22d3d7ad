import Switchyard
import Testing

struct MachineTests {
    @Test func tableLooksUpTheNextStateAndIgnoresMissingRoutes() {
        #expect(turnstile.nextState(from: .locked, on: .coin) == .unlocked)
        #expect(turnstile.nextState(from: .unlocked, on: .push) == .locked)
        #expect(turnstile.nextState(from: .locked, on: .push) == nil)
    }

    @Test func tableIsIntrospectable() throws {
        let table = try #require(turnstile.table)
        #expect(table.states == [.locked, .unlocked])
        #expect(table.events == [.coin, .push])
        #expect(
            table.rules.map { "\($0.from) \($0.event) \($0.to)" } == [
                "locked coin unlocked", "unlocked push locked", "unlocked coin unlocked",
            ])
        #expect(table.events(from: .unlocked) == [.push, .coin])
    }

    @Test func routingMachinesHaveNoTable() {
        let machine = Machine<Int, Int>(initial: 0) { state, event in state + event }
        #expect(machine.table == nil)
        #expect(machine.nextState(from: 1, on: 2) == 3)
    }

    @Test func guardedRulesAreTriedInOrder() {
        let machine = Machine<Int, String>(
            initial: 0,
            transitions: [
                .from(0, on: "go", to: 1, guardName: "never", where: { _, _ in false }),
                .from(0, on: "go", to: 2),
                .from(0, on: "go", to: 3),
            ])
        #expect(machine.nextState(from: 0, on: "go") == 2)
    }

    @Test func ruleEffectsAreData() {
        let machine = Machine<Turnstile, TurnstileEvent>(
            initial: .locked,
            transitions: [.from(.locked, on: .coin, to: .unlocked, effect: .send(.push))])
        let step = machine.transition(from: .locked, on: .coin)
        #expect(step?.state == .unlocked)
        #expect(step?.effect.actions == [.send(.push)])
    }

    @Test func effectsFlattenIntoActions() {
        let effect = Effect<TurnstileEvent>.merge(
            .send(.coin), .none, .cancel(id: "tick"),
            .run(id: "tick") { _ in }.cancellingOnExit())
        #expect(effect.actions == [.send(.coin), .cancel(id: "tick"), .run(id: "tick", cancelsOnExit: true)])
        #expect(Effect<TurnstileEvent>.merge([.none, .none]).isNone)
        #expect(
            effect.map { "\($0)" }.actions == [
                .send("coin"), .cancel(id: "tick"), .run(id: "tick", cancelsOnExit: true),
            ])
    }

    @Test func reducersAcceptEveryEventAsInternalSteps() {
        let step = counters.transition(from: Counters(), on: .incrementFirst)
        #expect(step?.state.first == 1)
        #expect(step?.kind == .internal)
    }

    @Test func stateAfterFoldsEventsAndSkipsIgnoredOnes() {
        #expect(turnstile.state(after: [.push, .coin, .coin, .push, .coin]) == .unlocked)
    }

    @Test func largeTablesLookUpEveryRule() {
        let size = 10_000
        let rules = (0..<size).map { TransitionRule<Int, Int>.from($0, on: 1, to: ($0 + 1) % size) }
        let ring = Machine(initial: 0, transitions: rules)
        #expect(ring.state(after: Array(repeating: 1, count: size + 3)) == 3)
        #expect(ring.table?.states.count == size)
    }
}
