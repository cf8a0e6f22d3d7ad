/// A binding model for an alert or confirmation dialog drawn from ``AlertState``: ``alert`` is the content on
/// screen, a button tap sends the button's event, and the system's dismissal (`isPresented` written back as
/// `false`) sends the alert's dismiss event.
///
/// ```swift
/// let alert = router.alertBinding { action in handler.alertButtonTapped(action) }
/// alert.tap(alert.alert!.buttons[1])   // .dismissAlert, then the button's action
/// ```
///
/// SwiftUI both writes `false` and runs the button's action when a button is tapped; the model gives the machine
/// the same events in either order: the dismiss event first (sent by whichever comes first, and only while the
/// alert is still shown), then the button's event. A model remembers the alert shown when it was made (in the
/// `body` that presented it): when a button's event shows another alert and SwiftUI then writes `false` through
/// the old binding, the new alert is not dismissed.
@MainActor
public struct AlertBinding<Action: Sendable>: Sendable {
    let content: @MainActor () -> AlertState<Action>?
    let dismiss: @MainActor () -> WriteBackOutcome
    let refuse: @MainActor () -> WriteBackOutcome
    let perform: @MainActor (Action) -> Void
    /// The alert on screen when this model was made, if any.
    let presented: AlertIdentity?

    /// The content on screen, or `nil`. Reading it in a SwiftUI `body` tracks the store's state.
    public var alert: AlertState<Action>? { content() }

    /// Whether an alert is on screen: what `.alert(isPresented:)` reads.
    public var isPresented: Bool { content() != nil }

    /// Writes `isPresented` back: `false` while the alert is shown sends the dismiss event.
    /// - Parameter presented: What the view wrote.
    /// - Returns: What became of it; `true` is never written by a view and is refused.
    @discardableResult
    public func setPresented(_ presented: Bool) -> WriteBackOutcome {
        let shown = content()
        guard presented != (shown != nil) else { return .unchanged }
        guard !presented else { return refuse() }
        // A late write-back of an alert that has already been replaced by another one.
        if let made = self.presented, let shown, AlertIdentity(shown) != made { return .unchanged }
        return dismiss()
    }

    /// A button was tapped: dismisses the alert if it is still shown, then sends the button's event, if any.
    /// - Parameter button: The button.
    /// - Returns: What became of the dismissal.
    @discardableResult
    public func tap(_ button: AlertButton<Action>) -> WriteBackOutcome {
        let outcome = isPresented ? dismiss() : .unchanged
        if let action = button.event { perform(action) }
        return outcome
    }

    init<State, Event>(
        source: BindingSource<State, Event>, content: @escaping @MainActor () -> AlertState<Action>?,
        dismiss: Event?, perform: @escaping @MainActor (Action) -> Void
    ) {
        self.content = content
        self.dismiss = {
            source.writeBack(dismiss.map { [$0] } ?? []) { content() == nil }
        }
        self.refuse = { source.writeBack([]) { false } }
        self.perform = perform
        self.presented = content().map(AlertIdentity.init)
    }
}

extension Store {
    /// A binding model for an alert in the state whose buttons send this store's events.
    /// - Parameters:
    ///   - alert: Where the alert content lives in the state.
    ///   - dismiss: The event the system's dismissal sends; `nil` when the alert cannot be dismissed without a
    ///     button (the view is then re-synchronised and shows it again).
    /// - Returns: The binding model.
    public func alertBinding(_ alert: KeyPath<State, AlertState<Event>?>, dismiss: Event?) -> AlertBinding<Event> {
        let source = bindingSource
        return AlertBinding(
            source: source, content: { source.read()[keyPath: alert] }, dismiss: dismiss, perform: { source.send($0) })
    }

    /// A binding model for an alert kind in the state (one optional slot, see ``AlertKind``).
    /// - Parameters:
    ///   - alert: Where the alert kind lives in the state.
    ///   - dismiss: The event the system's dismissal sends; `nil` when the alert cannot be dismissed without a
    ///     button.
    ///   - action: The event a button's action becomes.
    /// - Returns: The binding model.
    public func alertBinding<Alert: AlertKind>(
        _ alert: KeyPath<State, Alert?>, dismiss: Event?,
        action: @escaping @MainActor (Alert.AlertEvent) -> Event
    ) -> AlertBinding<Alert.AlertEvent> {
        let source = bindingSource
        return AlertBinding(
            source: source, content: { source.read()[keyPath: alert]?.alertState }, dismiss: dismiss,
            perform: { source.send(action($0)) })
    }
}

extension ScopedStore {
    /// A binding model for an alert in the scope's state whose buttons send the scope's events.
    /// - Parameters:
    ///   - alert: Where the alert content lives in the scope's state.
    ///   - dismiss: The event the system's dismissal sends; `nil` when the alert cannot be dismissed without a
    ///     button.
    /// - Returns: The binding model.
    public func alertBinding(_ alert: KeyPath<State, AlertState<Event>?>, dismiss: Event?) -> AlertBinding<Event> {
        let source = bindingSource
        return AlertBinding(
            source: source, content: { source.read()[keyPath: alert] }, dismiss: dismiss, perform: { source.send($0) })
    }
}
