import Switchyard

/// Machines written by hand, the way the examples write them, to explore and compare with the drawings (the
/// Process machine, system 2, is the shared ``ProcessFixture``).
enum ExampleMachines {
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
