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
        let machine = Machine<Int, Int>.routing(initial: 0) { state, event in state + event }
        #expect(machine.table == nil)
        #expect(machine.nextState(from: 1, on: 2) == 3)
    }

    @Test func guardedRulesAreTriedInOrder() {
        let machine = Machine<Int, String>.table(
            initial: 0,
            rules: [
                .from(0, on: "go", to: 1, guardName: "never", where: { _, _ in false }),
                .from(0, on: "go", to: 2),
                .from(0, on: "go", to: 3),
            ])
        #expect(machine.nextState(from: 0, on: "go") == 2)
    }

    @Test func ruleEffectsAreData() {
        let machine = Machine<Turnstile, TurnstileEvent>.table(
            initial: .locked,
            rules: [.from(.locked, on: .coin, to: .unlocked, effect: .send(.push))])
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

    @Test func eachFactoryBuildsTheFormItNames() {
        let routing = Machine<Int, Int>.routing(initial: 0, onEnter: { _ in .send(0) }) { state, event in
            event > 0 ? state + event : nil
        }
        #expect(routing.transition(from: 1, on: 2)?.state == 3)
        #expect(routing.transition(from: 1, on: 2)?.kind == .external)
        #expect(routing.transition(from: 1, on: 0) == nil)
        #expect(routing.entryEffect(for: 3).actions == [.send(0)])
        #expect(routing.exitWork(for: 3).isNone)

        let stepping = Machine<Int, Int>.stepping(initial: 0, onExit: { _ in .send(9) }) { state, event in
            Step(state + event, effect: .send(-event), kind: .internal)
        }
        #expect(stepping.transition(from: 1, on: 2)?.effect.actions == [.send(-2)])
        #expect(stepping.transition(from: 1, on: 2)?.kind == .internal)
        #expect(stepping.exitWork(for: 1).actions == [.send(9)])
        #expect(stepping.table == nil)

        let reducer = Machine<Int, Int>.reducer(initial: 5) { state, event in
            state *= event
            return .none
        }
        #expect(reducer.initialState == 5)
        #expect(reducer.nextState(from: 5, on: 0) == 0)

        let table = Machine<Int, Int>.table(
            initial: 0, TransitionTable([.from(0, on: 1, to: 1)]), onEnter: { _ in .send(2) })
        #expect(table.table?.rules.count == 1)
        #expect(table.entryEffect(for: 1).actions == [.send(2)])
        #expect(Machine<Int, Int>.table(initial: 0, rules: [.from(0, on: 1, to: 1)]).nextState(from: 0, on: 1) == 1)
    }

    @Test func stateAfterFoldsEventsAndSkipsIgnoredOnes() {
        #expect(turnstile.state(after: [.push, .coin, .coin, .push, .coin]) == .unlocked)
    }

    @Test func largeTablesLookUpEveryRule() {
        let size = 10_000
        let rules = (0..<size).map { TransitionRule<Int, Int>.from($0, on: 1, to: ($0 + 1) % size) }
        let ring = Machine.table(initial: 0, rules: rules)
        #expect(ring.state(after: Array(repeating: 1, count: size + 3)) == 3)
        #expect(ring.table?.states.count == size)
    }
}
