import Switchyard

/// Machines written by hand, the way the examples write them, to explore and compare with the drawings.
enum ExampleMachines {
    enum Outcome: Hashable, Sendable {
        case success(String)
        case failure(String)
    }

    enum ProcessState: Hashable, Sendable {
        case sleeping
        case doing
        case done(Outcome)
    }

    enum ProcessEvent: Hashable, Sendable {
        case execute
        case succeed(String)
        case fail(String)
        case reset
    }

    static let processEvents: [ProcessEvent] = [.execute, .succeed("ok"), .fail("timeout"), .reset]

    /// System 2 as a routing function; `tapTwiceRestarts` adds the hidden `doing → doing` bug.
    static func process(tapTwiceRestarts: Bool = false) -> Machine<ProcessState, ProcessEvent> {
        Machine.routing(initial: .sleeping) { state, event in
            switch (state, event) {
            case (.sleeping, .execute): .doing
            case (.doing, .execute): tapTwiceRestarts ? .doing : nil
            case (.doing, .succeed(let value)): .done(.success(value))
            case (.doing, .fail(let reason)): .done(.failure(reason))
            case (.done, .reset): .sleeping
            default: nil
            }
        }
    }

    enum EditState: Hashable, Sendable, CaseIterable {
        case editing, confirming, saving, saved
    }

    enum EditEvent: Hashable, Sendable {
        case save, confirmOK, confirmNG, finishSave, shownResult
    }

    /// System 4 as a table; `dropping` leaves out the rules for that event.
    static func edit(dropping dropped: EditEvent? = nil) -> Machine<EditState, EditEvent> {
        let rules: [TransitionRule<EditState, EditEvent>] = [
            .from(.editing, on: .save, to: .confirming),
            .from(.confirming, on: .confirmOK, to: .saving),
            .from(.confirming, on: .confirmNG, to: .editing),
            .from(.saving, on: .finishSave, to: .saved),
            .from(.saved, on: .shownResult, to: .editing),
        ]
        return Machine.table(initial: .editing, TransitionTable(rules.filter { $0.event != dropped }))
    }
}
