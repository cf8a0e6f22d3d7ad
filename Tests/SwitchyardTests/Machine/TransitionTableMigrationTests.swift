import Switchyard
import Testing

/// 0.6's rule lookup, table step, rule guard introspection and exit-work lookup, which 0.7 took off the public
/// surface (README, "Migrating"), keep deprecated forwards until 0.8: each gives what the package's own replacement
/// gives. The old calls are written in deprecated functions reached through a protocol, so that this target compiles
/// without deprecation warnings.
@Suite struct TransitionTableMigrationTests {
    enum Door: Hashable, Sendable { case closed, open, locked }
    enum DoorEvent: Hashable, Sendable { case open, close, lock }

    static let table = TransitionTable<Door, DoorEvent>([
        .from(.closed, on: .open, to: .open, guardName: "unlocked", where: { state, _ in state != .locked }),
        .from(.open, on: .close, to: .closed, effect: .send(.lock)),
        .from(.closed, on: .lock, to: .locked),
    ])

    struct Readings: Equatable {
        var rules: [String]
        var steps: [String]
        var guardNames: [String?]
        var allows: [Bool]
        var exit: [EffectAction<DoorEvent>]
    }

    protocol OldCode {
        static func read(_ table: TransitionTable<Door, DoorEvent>, machine: Machine<Door, DoorEvent>) -> Readings
    }

    static let pairs: [(Door, DoorEvent)] = [(.closed, .open), (.open, .close), (.open, .open), (.closed, .lock)]

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func read(_ table: TransitionTable<Door, DoorEvent>, machine: Machine<Door, DoorEvent>) -> Readings {
            var rule = table.rules[0]
            rule.guardName = "renamed"
            rule.condition = { _, event in event == .lock }
            return Readings(
                rules: pairs.map { "\(String(describing: table.rule(from: $0, on: $1).map { ($0.from, $0.to) }))" },
                steps: pairs.map { pair in
                    let step = table.step(from: pair.0, on: pair.1)
                    return "\(String(describing: step?.state)) \(step?.effect.actions ?? [])"
                },
                guardNames: table.rules.map(\.guardName) + [rule.guardName],
                allows: [
                    table.rules[0].allows(.closed, .open), table.rules[1].allows(.open, .close),
                    rule.allows(.closed, .open), rule.condition?(.closed, .lock) ?? false,
                ],
                exit: machine.exitEffect(for: .open).actions + machine.exitEffect(for: .closed).actions)
        }
    }

    static func check<Code: OldCode>(_: Code.Type) {
        let machine = Machine<Door, DoorEvent>.table(
            initial: .closed, table,
            onExit: { state in
                state == .open ? .send(.lock) : .none
            })
        let read = Code.read(table, machine: machine)
        #expect(
            read.rules
                == pairs.map { "\(String(describing: table.matchingRule(from: $0, on: $1).map { ($0.from, $0.to) }))" })
        #expect(
            read.steps
                == pairs.map { pair in
                    let step = table.tableStep(from: pair.0, on: pair.1)
                    return "\(String(describing: step?.state)) \(step?.effect.actions ?? [])"
                })
        #expect(read.steps.map { $0.hasPrefix("nil") } == [false, false, true, false])
        #expect(read.guardNames == table.rules.map(\.guardLabel) + ["renamed"])
        #expect(read.guardNames == ["unlocked", nil, nil, "renamed"])
        #expect(read.allows == [true, true, false, true])
        #expect(read.exit == machine.exitWork(for: .open).actions + machine.exitWork(for: .closed).actions)
        #expect(read.exit == [.send(.lock)])
    }

    @Test func theTableForwardsGiveWhatTheirReplacementsGive() {
        Self.check(ZeroSixCode.self)
    }
}
