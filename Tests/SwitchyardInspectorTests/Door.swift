import Switchyard

enum Door: String, Hashable, Sendable, Codable {
    case closed, open, locked
}

enum DoorEvent: String, Hashable, Sendable, Codable {
    case open, close, lock, unlock
}

/// A door whose open state holds a long-running effect (cancelled when the door closes).
let doorTable = TransitionTable<Door, DoorEvent>([
    .from(.closed, on: .open, to: .open),
    .from(.open, on: .close, to: .closed),
    .from(.closed, on: .lock, to: .locked),
    .from(.locked, on: .unlock, to: .closed),
])

let doorMachine = Machine<Door, DoorEvent>.table(
    initial: .closed,
    rules: doorTable.rules,
    onEnter: { state in
        guard state == .open else { return .none }
        return .run(id: "hold-open") { context in
            try await context.sleep(for: .seconds(3_600))
        }
    })
