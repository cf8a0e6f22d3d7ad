public import Observation
public import Switchyard

/// What the onboarding screen talks to: it owns the store, turns taps into events, and exposes the modal to show.
///
/// There is no delegate: a view reads ``presentedModal`` (tracked by Observation through the store) and calls the
/// tap methods; the store decides whether a tap means anything in the current state.
@MainActor
public final class OnboardingController {
    /// The store running ``OnboardingFlow``.
    public let store: Store<OnboardingState, OnboardingEvent>

    /// Creates a controller in the flow's initial state.
    /// - Parameters:
    ///   - session: Answers whether the user is logged in.
    ///   - options: Store options (ignored-event policy, clock, diagnostics).
    public init(session: any SessionChecking, options: StoreOptions = StoreOptions()) {
        store = Store(machine: OnboardingFlow.machine(session: session), options: options)
    }

    /// Creates a controller over a store running ``OnboardingFlow`` (a test store's, for example).
    /// - Parameter store: The store.
    public init(store: Store<OnboardingState, OnboardingEvent>) {
        self.store = store
    }

    /// The current state.
    public var state: OnboardingState { store.state }

    /// The modal the view presents now, or `nil`.
    public var presentedModal: Modal? { store.state.presentedModal }

    /// The screen appeared: start checking the session.
    public func start() { store.send(.next) }

    /// The user tapped "Log in" on the login modal.
    public func tappedLogin() { store.send(.tappedLogin) }

    /// The user tapped "Not now" on the login modal.
    public func tappedNoLogin() { store.send(.tappedNoLogin) }

    /// The user tapped "OK" on the tutorial modal.
    public func tappedOk() { store.send(.tappedOk) }
}

extension OnboardingController: Observable {}

extension OnboardingController {
    /// The modal on screen, for a sheet or a UIKit presenter: dragging the tutorial down is "OK", dragging the
    /// login prompt down is "Not now".
    public var modal: ItemBinding<Modal> {
        store.itemBinding(\.presentedModal) { modal in
            switch modal {
            case .tutorial: .tappedOk
            case .login: .tappedNoLogin
            }
        }
    }
}
