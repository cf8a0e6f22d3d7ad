public import Switchyard

/// The alerts screen A can show. An enum, stored in one optional slot of the navigation state, because a screen
/// can present only one alert at a time — two cannot even be written down.
public enum ScreenAAlert: AlertKind {
    /// The network failed; the user may retry.
    case networkError
    /// Anything else, with the message to show.
    case otherError(message: String)

    /// What the alert's buttons send back to the event handler.
    public enum Action: Hashable, Sendable {
        /// Try loading again.
        case retry
    }

    /// The content a view draws for this alert.
    public var alertState: AlertState<Action> {
        switch self {
        case .networkError:
            return AlertState(
                title: "Network error", message: "Check your connection and try again.",
                buttons: [.cancel("OK"), .default("Retry", event: .retry)])
        case .otherError(let message):
            return AlertState(title: "Something went wrong", message: message, buttons: [.cancel("OK")])
        }
    }
}
