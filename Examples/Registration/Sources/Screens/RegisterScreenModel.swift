public import Switchyard

/// The register screen's view model: sees only the registration part of the app store, through a scope.
///
/// It subscribes when the screen appears and cancels when it disappears, so a hidden screen is never called; and
/// because the subscription selects `registration`, alerts and screen changes elsewhere do not re-render it.
@MainActor
public final class RegisterScreenModel {
    /// What the screen shows now.
    public private(set) var content: RegisterScreenContent
    /// How many times the content was rendered since the screen appeared (for tests of selective updates).
    public private(set) var renderCount = 0
    /// Called after each render, for a view (or the console) to redraw.
    public var onRender: (@MainActor (RegisterScreenContent) -> Void)?

    private let registration: ScopedStore<RegistrationStatus, RegistrationEvent>
    private var subscription: ObserverToken?

    /// Creates the model on a store's registration part.
    /// - Parameter store: The app store.
    public init(store: Store<AppState, AppEvent>) {
        registration = store.scope(state: \.registration, event: { AppEvent.registration($0) })
        content = RegisterScreenContent(registration.state)
    }

    /// Whether the screen is on screen and subscribed.
    public var isVisible: Bool { subscription != nil }

    /// The screen appeared: render the current status, then every change.
    public func appear() {
        guard subscription == nil else { return }
        renderCount = 0
        subscription = registration.subscribe(to: \.self, initial: .currentValue) { [weak self] status in
            self?.render(status)
        }
    }

    /// The screen disappeared: stop rendering.
    public func disappear() {
        subscription?.cancel()
        subscription = nil
    }

    /// The Register button.
    /// - Parameters:
    ///   - email: The email field.
    ///   - password: The password field.
    public func submit(email: String, password: String) {
        registration.send(.submit(Credentials(email: email, password: password)))
    }

    /// The Cancel button: abandons a request in flight and closes the screen.
    public func cancel() {
        registration.send(.cancel)
    }

    private func render(_ status: RegistrationStatus) {
        content = RegisterScreenContent(status)
        renderCount += 1
        onRender?(content)
    }
}
