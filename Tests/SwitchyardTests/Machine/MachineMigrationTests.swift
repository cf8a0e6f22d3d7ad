import Switchyard
import Testing

/// The deprecated initializers of 0.1 (README, "Migrating") still build the machine their replacement builds. The
/// code that calls them is written as a user's old code is, in a deprecated function reached through a protocol, so
/// that this target compiles without deprecation warnings.
@Suite struct MachineMigrationTests {
    enum Door: Hashable, Sendable { case closed, open }
    enum DoorEvent: Hashable, Sendable { case open, close }

    protocol OldCode {
        static func machines() -> [Machine<Door, DoorEvent>]
        static func counter() -> Machine<Int, DoorEvent>
    }

    enum ZeroOneCode: OldCode {
        @available(*, deprecated)
        static func machines() -> [Machine<Door, DoorEvent>] {
            [
                Machine<Door, DoorEvent>(initial: .closed) { state, event -> Door? in
                    switch (state, event) {
                    case (.closed, .open): .open
                    case (.open, .close): .closed
                    default: nil
                    }
                },
                Machine<Door, DoorEvent>(
                    initial: .closed,
                    transition: { state, event in
                        switch (state, event) {
                        case (.closed, .open): Step(.open)
                        case (.open, .close): Step(.closed)
                        default: nil
                        }
                    }),
                Machine<Door, DoorEvent>(
                    initial: .closed,
                    table: TransitionTable([
                        .from(.closed, on: .open, to: .open), .from(.open, on: .close, to: .closed),
                    ])),
            ]
        }

        @available(*, deprecated)
        static func counter() -> Machine<Int, DoorEvent> {
            Machine<Int, DoorEvent>(
                initial: 0,
                reducer: { count, _ in
                    count += 1
                    return .none
                })
        }
    }

    static func run<Code: OldCode>(_: Code.Type) -> (doors: [[Door?]], count: Int) {
        let doors = Code.machines().map { machine in
            [machine.nextState(from: .closed, on: .open), machine.nextState(from: .open, on: .open)]
        }
        return (doors, Code.counter().state(after: [.open, .close, .open]))
    }

    @Test func theOldInitializersForwardToTheFactories() {
        let (doors, count) = Self.run(ZeroOneCode.self)
        #expect(doors == [[.open, nil], [.open, nil], [.open, nil]])
        #expect(count == 3)
    }
}
