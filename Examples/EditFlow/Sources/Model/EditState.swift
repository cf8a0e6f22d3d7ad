/// Where the edit flow is: the states of `Examples/Diagrams/edit.puml`.
///
/// What the screen shows is derived from the state: the confirmation dialog in ``confirming``
/// (``confirmationDialog``), a spinner in ``saving``, the outcome in ``saved(_:)``.
public enum EditState: Hashable, Sendable, CustomStringConvertible {
    /// The user edits the document.
    case editing
    /// The "Save changes?" dialog is shown; its answer sends ``EditEvent/confirm(_:)``.
    case confirming
    /// The save runs; its completion sends ``EditEvent/finishSave(_:)``.
    case saving
    /// The save ended with this result, which is being shown; afterwards ``EditEvent/shownResult`` is sent.
    case saved(SaveResult)

    /// The dialog a view presents, present only in ``confirming``.
    public var confirmationDialog: ConfirmationDialog? {
        self == .confirming ? .saveChanges : nil
    }

    /// Whether the view shows a spinner.
    public var isSaving: Bool { self == .saving }

    /// `editing`, `confirming`, `saving` or `saved(<result>)`.
    public var description: String {
        switch self {
        case .editing: "editing"
        case .confirming: "confirming"
        case .saving: "saving"
        case .saved(let result): "saved(\(result))"
        }
    }
}
