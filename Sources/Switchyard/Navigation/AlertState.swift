/// Whether alert content is shown as an alert or as a confirmation dialog (action sheet).
public enum AlertStyle: String, Sendable, Hashable, Codable {
    /// A centred alert.
    case alert
    /// A confirmation dialog attached to the presenting screen.
    case confirmationDialog
}

/// The role of an alert button, which decides its look and placement.
public enum AlertButtonRole: String, Sendable, Hashable, Codable {
    /// An ordinary button.
    case `default`
    /// Dismisses without acting; at most one per alert by platform convention.
    case cancel
    /// Deletes or discards something; drawn in red.
    case destructive
}

/// The content of an alert or confirmation dialog, as a value: title, message and buttons whose taps carry events.
///
/// Views render it; tests compare it. A button's ``AlertButton/event`` is what the view sends to the store when the
/// button is tapped, so "what happens on Retry" lives in the machine, not in a closure inside the view.
///
/// ```swift
/// AlertState(title: "Network error", message: "Check your connection.", buttons: [
///     .cancel("OK"),
///     .default("Retry", event: .retry),
/// ])
/// ```
public struct AlertState<Event: Sendable>: Sendable {
    /// Alert or confirmation dialog.
    public var style: AlertStyle
    /// The title.
    public var title: String
    /// The message under the title, if any.
    public var message: String?
    /// The buttons, in display order.
    public var buttons: [AlertButton<Event>]

    /// Creates alert content.
    /// - Parameters:
    ///   - style: Alert or confirmation dialog; ``AlertStyle/alert`` by default.
    ///   - title: The title.
    ///   - message: The message, if any.
    ///   - buttons: The buttons; an empty list means the platform's single "OK" button that sends nothing.
    public init(style: AlertStyle = .alert, title: String, message: String? = nil, buttons: [AlertButton<Event>] = []) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The event the button titled `title` sends, for tests and terminal front ends.
    /// - Parameter title: The button's title.
    /// - Returns: The event, or `nil` when no such button exists or it sends nothing.
    public func event(forButtonTitled title: String) -> Event? {
        buttons.first { $0.title == title }?.event
    }

    /// The same content sending different events, for embedding a screen's alert in a parent's events.
    /// - Parameter transform: Turns an event of this alert into the new event type.
    /// - Returns: The mapped alert.
    package func mapEvents<Other: Sendable>(_ transform: (Event) -> Other) -> AlertState<Other> {
        AlertState<Other>(
            style: style, title: title, message: message,
            buttons: buttons.map { AlertButton<Other>(titled: $0.title, role: $0.role, event: $0.event.map(transform)) }
        )
    }
}

extension AlertState: Equatable where Event: Equatable {}
extension AlertState: Hashable where Event: Hashable {}
extension AlertState: Codable where Event: Codable {}

/// One button of an ``AlertState``.
public struct AlertButton<Event: Sendable>: Sendable {
    /// The button's title.
    public var title: String
    /// The button's role.
    public var role: AlertButtonRole
    /// The event sent when the button is tapped; `nil` when tapping only dismisses.
    public var event: Event?

    /// Creates a button.
    /// - Parameters:
    ///   - title: The title.
    ///   - role: The role; ``AlertButtonRole/default`` by default.
    ///   - event: The event sent on tap; `nil` to only dismiss.
    package init(titled title: String, role: AlertButtonRole = .default, event: Event? = nil) {
        self.title = title
        self.role = role
        self.event = event
    }

    /// An ordinary button.
    /// - Parameters:
    ///   - title: The title.
    ///   - event: The event sent on tap.
    /// - Returns: The button.
    public static func `default`(_ title: String, event: Event? = nil) -> AlertButton {
        AlertButton(titled: title, role: .default, event: event)
    }

    /// A cancel button.
    /// - Parameters:
    ///   - title: The title.
    ///   - event: The event sent on tap, if any.
    /// - Returns: The button.
    public static func cancel(_ title: String, event: Event? = nil) -> AlertButton {
        AlertButton(titled: title, role: .cancel, event: event)
    }

    /// A destructive button.
    /// - Parameters:
    ///   - title: The title.
    ///   - event: The event sent on tap.
    /// - Returns: The button.
    public static func destructive(_ title: String, event: Event? = nil) -> AlertButton {
        AlertButton(titled: title, role: .destructive, event: event)
    }
}

extension AlertButton: Equatable where Event: Equatable {}
extension AlertButton: Hashable where Event: Hashable {}
extension AlertButton: Codable where Event: Codable {}

/// An enum of the alerts a screen can show, each of which describes its content.
///
/// A screen's navigation state holds `Alert?` — one optional slot — so two alerts at once cannot be expressed
/// (system 3's reason for an alert enum). The enum is the *kind* (`.networkError`, `.other(message:)`); this
/// protocol turns a kind into the content a view draws.
public protocol AlertKind: Hashable, Sendable {
    /// The events this alert's buttons send.
    associatedtype AlertEvent: Sendable
    /// The content to show for this kind.
    var alertState: AlertState<AlertEvent> { get }
}
