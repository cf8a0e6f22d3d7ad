import Switchyard

/// The edit flow of system 4 (SEEDS.md), written for the benchmarks: editing → confirming → saving → saved.
enum EditFlow {
    /// Why a save failed.
    enum SaveError: Error, Hashable, Sendable {
        case network
    }

    /// The outcome of a save.
    enum SaveResult: Hashable, Sendable {
        case success
        case failure(SaveError)
    }

    /// The screen's state.
    enum State: Hashable, Sendable {
        case editing
        case confirming
        case saving
        case saved(SaveResult)
    }

    /// What the user and the save did.
    enum Event: Hashable, Sendable {
        case save
        case confirm(Bool)
        case finishSave(SaveResult)
        case shownResult
    }

    /// One lap through every transition, back to `editing`: eight events, all accepted.
    static let lap: [Event] = [
        .save, .confirm(false),
        .save, .confirm(true), .finishSave(.success), .shownResult,
        .save, .confirm(true),
    ]

    /// The events that close the lap above from `saving`, so that repeating `lap + closing` cycles forever.
    static let cycle: [Event] = lap + [.finishSave(.failure(.network)), .shownResult]

    /// The transition function, as users write it. Not inlined, so that the benchmark measures a real call.
    @inline(never)
    static func route(_ state: State, _ event: Event) -> State? {
        switch (state, event) {
        case (.editing, .save): .confirming
        case (.confirming, .confirm(true)): .saving
        case (.confirming, .confirm(false)): .editing
        case (.saving, .finishSave(let result)): .saved(result)
        case (.saved, .shownResult): .editing
        default: nil
        }
    }

    /// The flow as a routing-function machine.
    static let routingMachine = Machine<State, Event>.routing(initial: .editing, route)

    /// The flow as a transition table (one rule per concrete event value).
    static let tableMachine = Machine<State, Event>.table(
        initial: .editing,
        rules: [
            .from(.editing, on: .save, to: .confirming),
            .from(.confirming, on: .confirm(true), to: .saving),
            .from(.confirming, on: .confirm(false), to: .editing),
            .from(.saving, on: .finishSave(.success), to: .saved(.success)),
            .from(.saving, on: .finishSave(.failure(.network)), to: .saved(.failure(.network))),
            .from(.saved(.success), on: .shownResult, to: .editing),
            .from(.saved(.failure(.network)), on: .shownResult, to: .editing),
        ])

    /// The same flow for the nested-dictionary baseline.
    static let naiveTable: [State: [Event: State]] = [
        .editing: [.save: .confirming],
        .confirming: [.confirm(true): .saving, .confirm(false): .editing],
        .saving: [
            .finishSave(.success): .saved(.success),
            .finishSave(.failure(.network)): .saved(.failure(.network)),
        ],
        .saved(.success): [.shownResult: .editing],
        .saved(.failure(.network)): [.shownResult: .editing],
    ]
}
