import Switchyard

/// A turnstile: the smallest useful table machine.
enum Turnstile: String, Hashable, Sendable, Codable {
    case locked, unlocked
}

enum TurnstileEvent: String, Hashable, Sendable, Codable {
    case coin, push
}

let turnstile = Machine<Turnstile, TurnstileEvent>.table(
    initial: .locked,
    rules: [
        .from(.locked, on: .coin, to: .unlocked),
        .from(.unlocked, on: .push, to: .locked),
        .from(.unlocked, on: .coin, to: .unlocked),
    ])

/// A counter store: a reducer machine.
struct Counters: Equatable, Sendable, Codable {
    var first = 0
    var second = 0
    var history: [Int] = []
}

enum CounterEvent: Equatable, Sendable, Codable {
    case incrementFirst, incrementSecond, record(Int), reset
}

let counters = Machine<Counters, CounterEvent>.reducer(initial: Counters()) { state, event in
    switch event {
    case .incrementFirst: state.first += 1
    case .incrementSecond: state.second += 1
    case .record(let value): state.history.append(value)
    case .reset: state = Counters()
    }
    return .none
}

/// Records what observers saw, in order.
@MainActor
final class Recorder<State: Sendable, Event: Sendable> {
    var notifications: [StoreNotification<State, Event>] = []
    var token: ObserverToken?

    init(_ store: Store<State, Event>) {
        token = store.observe { [unowned self] notification in notifications.append(notification) }
    }
}

/// Collects diagnostics a store reports on the main actor.
@MainActor
final class DiagnosticSink {
    var all: [StoreDiagnostic] = []

    /// A handler for `StoreOptions.onDiagnostic`; the store reports ignored events on the main actor.
    nonisolated var handler: @Sendable (StoreDiagnostic) -> Void {
        { [weak self] diagnostic in
            MainActor.assumeIsolated { self?.all.append(diagnostic) }
        }
    }
}

/// A main-actor counter that `@Sendable` callbacks invoked on the main actor can bump.
@MainActor
final class CallCounter {
    var count = 0
}
