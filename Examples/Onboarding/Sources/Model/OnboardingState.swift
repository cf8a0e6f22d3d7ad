/// Where the onboarding is: the states of the diagram in `Examples/Diagrams/onboarding.puml`, one case each.
///
/// Which modal is on screen is *derived* from the state (``presentedModal``) instead of being requested through a
/// delegate, so a view binds to it and can never show a modal the flow is not in.
public enum OnboardingState: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The first screen appeared; nothing decided yet.
    case root
    /// The session is being inspected; the state function yields `login` or `notLogin`.
    case checkingLogin
    /// The tutorial modal is on screen.
    case showingTutorialModal
    /// The login modal is on screen.
    case showingLoginModal
    /// Onboarding is over.
    case finish

    /// The modal a view presents in this state, or `nil` when none is.
    public var presentedModal: Modal? {
        switch self {
        case .showingTutorialModal: .tutorial
        case .showingLoginModal: .login
        case .root, .checkingLogin, .finish: nil
        }
    }

    /// The case name, as in the diagram.
    public var description: String { rawValue }
}
