public import Switchyard

/// The edit flow as a routing function that returns steps with their side effects.
///
/// ```
/// editing --save--> confirming --confirm(true)--> saving --finishSave(r)--> saved(r) --shownResult--> editing
///                   confirming --confirm(false)--> editing
/// ```
/// The side effects of the write-up's delegate are effects here, decided by the transition and performed by the
/// store: entering `saving` runs the save, entering `saved` presents the outcome and then sends `shownResult`.
/// The confirmation dialog needs no effect: it is part of the `confirming` state (``EditState/confirmationDialog``).
public enum EditFlow {
    /// The identifier of the save effect.
    public static let saveID: EffectID = "edit.save"
    /// The identifier of the presentation effect.
    public static let presentID: EffectID = "edit.presentResult"

    /// The machine, starting in ``EditState/editing``.
    /// - Parameters:
    ///   - saver: Saves the document.
    ///   - presenter: Shows the outcome of a save.
    /// - Returns: The machine.
    public static func machine(
        saver: any DocumentSaving, presenter: any SaveResultPresenting
    ) -> Machine<EditState, EditEvent> {
        Machine.stepping(initial: .editing) { state, event in
            transition(from: state, on: event, saver: saver, presenter: presenter)
        }
    }

    /// The routing function: the next state and its effects, or `nil` when the event is ignored.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    ///   - saver: Saves the document.
    ///   - presenter: Shows the outcome of a save.
    /// - Returns: The step, or `nil`.
    public static func transition(
        from state: EditState, on event: EditEvent, saver: any DocumentSaving, presenter: any SaveResultPresenting
    ) -> Step<EditState, EditEvent>? {
        switch (state, event) {
        case (.editing, .save):
            Step(.confirming)
        case (.confirming, .confirm(true)):
            Step(.saving, effect: save(with: saver).cancellingOnExit())
        case (.confirming, .confirm(false)):
            Step(.editing)
        case (.saving, .finishSave(let result)):
            Step(.saved(result), effect: present(result, with: presenter).cancellingOnExit())
        case (.saved, .shownResult):
            Step(.editing)
        case (.editing, _), (.confirming, _), (.saving, _), (.saved, _):
            nil
        }
    }

    /// Saves, then sends ``EditEvent/finishSave(_:)`` with the result.
    /// - Parameter saver: Saves the document.
    /// - Returns: The effect.
    public static func save(with saver: any DocumentSaving) -> Effect<EditEvent> {
        .run(id: saveID) { context in
            await context.send(.finishSave(await saver.save()))
        }
    }

    /// Shows the result, then sends ``EditEvent/shownResult``.
    /// - Parameters:
    ///   - result: The outcome to show.
    ///   - presenter: Shows it.
    /// - Returns: The effect.
    public static func present(_ result: SaveResult, with presenter: any SaveResultPresenting) -> Effect<EditEvent> {
        .run(id: presentID) { context in
            await presenter.present(result)
            await context.send(.shownResult)
        }
    }
}
