/// What moves the edit flow on.
public enum EditEvent: Hashable, Sendable, CustomStringConvertible {
    /// The user tapped "Save".
    case save
    /// The user answered the confirmation dialog: `true` for OK, `false` for cancel.
    case confirm(Bool)
    /// The save finished (sent by the save effect).
    case finishSave(SaveResult)
    /// The outcome was shown (sent by the presentation effect).
    case shownResult

    /// `save`, `confirm(true)`, `finishSave(<result>)` or `shownResult`.
    public var description: String {
        switch self {
        case .save: "save"
        case .confirm(let ok): "confirm(\(ok))"
        case .finishSave(let result): "finishSave(\(result))"
        case .shownResult: "shownResult"
        }
    }
}
