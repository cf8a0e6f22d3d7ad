public import Observation
public import Switchyard

/// What the edit screen talks to: it owns the store, turns taps and dialog answers into events, and exposes what to
/// show.
@MainActor
public final class EditController {
    /// The store running ``EditFlow``.
    public let store: Store<EditState, EditEvent>

    /// Creates a controller in `editing`.
    /// - Parameters:
    ///   - saver: Saves the document.
    ///   - presenter: Shows the outcome of a save.
    ///   - options: Store options.
    public init(
        saver: any DocumentSaving, presenter: any SaveResultPresenting, options: StoreOptions = StoreOptions()
    ) {
        store = Store(machine: EditFlow.machine(saver: saver, presenter: presenter), options: options)
    }

    /// The current state.
    public var state: EditState { store.state }

    /// The dialog to present now, or `nil`.
    public var confirmationDialog: ConfirmationDialog? { store.state.confirmationDialog }

    /// The user tapped "Save".
    public func tappedSave() { store.send(.save) }

    /// The user answered the confirmation dialog.
    /// - Parameter ok: `true` for OK, `false` for Cancel.
    public func answerConfirmation(_ ok: Bool) { store.send(.confirm(ok)) }
}

extension EditController: Observable {}
