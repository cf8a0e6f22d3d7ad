public import Switchyard

/// The edit screen (system 4, `Examples/Diagrams/edit.puml`), written once for every test target that runs it:
/// `editing --save--> confirming`, confirmed to `saving` or refused back to `editing`, `saving --finishSave--> saved
/// --shownResult--> editing`. It comes in the two spellings the tests need: the README's (``Event``, a confirmation
/// carrying a `Bool`, as a routing function and as a table) and the drawing's (``DrawnEvent``, one case per label,
/// which conformance matches to the drawing by case name).
public enum EditFixture {
    /// Where the edit screen is.
    public enum State: Hashable, Sendable, CaseIterable {
        case editing, confirming, saving, saved
    }

    /// What the edit screen reacts to, as the README spells it.
    public enum Event: Hashable, Sendable {
        case save, confirm(Bool), finishSave, shownResult
    }

    /// What the edit screen reacts to, one case per label of the drawing (`confirm OK` is ``confirmOK``).
    public enum DrawnEvent: Hashable, Sendable {
        case save, confirmOK, confirmNG, finishSave, shownResult
    }

    /// The README's edit machine as a routing function.
    public static let routing = Machine<State, Event>.routing(initial: .editing) { state, event in
        switch (state, event) {
        case (.editing, .save): .confirming
        case (.confirming, .confirm(true)): .saving
        case (.confirming, .confirm(false)): .editing
        case (.saving, .finishSave): .saved
        case (.saved, .shownResult): .editing
        default: nil
        }
    }

    /// The README's edit machine as a table, deciding as ``routing`` does.
    public static let table = Machine<State, Event>.table(
        initial: .editing,
        rules: [
            .from(.editing, on: .save, to: .confirming),
            .from(.confirming, on: .confirm(true), to: .saving),
            .from(.confirming, on: .confirm(false), to: .editing),
            .from(.saving, on: .finishSave, to: .saved),
            .from(.saved, on: .shownResult, to: .editing),
        ])

    /// The drawing as a table, with the drawing's labels for events.
    /// - Parameter dropped: An event whose rules are left out (a planted bug conformance must report); none by
    ///   default.
    /// - Returns: The table machine.
    public static func drawnTable(dropping dropped: DrawnEvent? = nil) -> Machine<State, DrawnEvent> {
        let rules: [TransitionRule<State, DrawnEvent>] = [
            .from(.editing, on: .save, to: .confirming),
            .from(.confirming, on: .confirmOK, to: .saving),
            .from(.confirming, on: .confirmNG, to: .editing),
            .from(.saving, on: .finishSave, to: .saved),
            .from(.saved, on: .shownResult, to: .editing),
        ]
        return Machine.table(initial: .editing, TransitionTable(rules.filter { $0.event != dropped }))
    }
}
