extension Router {
    /// The binding model for this screen's `NavigationStack(path:)`: a write-back becomes `pop`, `popTo`,
    /// `popToRoot`, `push` or `replaceStack` (see ``NavigationEvent/forWriteBack(_:from:)``).
    ///
    /// A write-back the machine refuses is not a wiring mistake, so, unlike the router's own requests, it is not
    /// reported as a failure: the view is re-synchronised instead.
    public var pathBinding: PathBinding<Route> {
        PathBinding(source: source.bindingSource, path: \.stack.routes) { step, old in
            .forWriteBack(step, from: old)
        }
    }

    /// The binding model for this screen's presentations: `nil` written back dismisses with
    /// ``NavigationEvent/dismiss``, once per level, topmost first.
    public var presentationBinding: PresentationBinding<Destination> {
        PresentationBinding(source: source.bindingSource, path: \.presentation) { _ in .dismiss }
    }
}

extension Router where Alert: AlertKind {
    /// The binding model for this screen's alert: the system's dismissal sends ``NavigationEvent/dismissAlert``, a
    /// button tap dismisses the alert and then hands the button's event to `action`.
    /// - Parameter action: What a button's event does, e.g. the event handler's method for it.
    /// - Returns: The binding model.
    public func alertBinding(action: @escaping @MainActor (Alert.AlertEvent) -> Void) -> AlertBinding<Alert.AlertEvent>
    {
        let source = source.bindingSource
        return AlertBinding(
            source: source, content: { source.read().alert?.alertState }, dismiss: .dismissAlert, perform: action)
    }
}
