/// A confirmation dialog the edit flow asks the view to present.
public enum ConfirmationDialog: Hashable, Sendable {
    /// "Save changes?" with OK and Cancel.
    case saveChanges

    /// The dialog's question.
    public var title: String {
        switch self {
        case .saveChanges: "Save changes?"
        }
    }
}
