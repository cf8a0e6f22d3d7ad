/// What tells one alert's content from another's without comparing events: its style, texts and buttons.
struct AlertIdentity: Hashable, Sendable {
    let style: AlertStyle
    let title: String
    let message: String?
    let buttons: [String]

    init<Event>(_ alert: AlertState<Event>) {
        style = alert.style
        title = alert.title
        message = alert.message
        buttons = alert.buttons.map { "\($0.role.rawValue) \($0.title)" }
    }
}
