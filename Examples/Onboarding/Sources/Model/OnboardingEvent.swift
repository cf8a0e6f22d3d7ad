/// What moves the onboarding on: the labels of the diagram's arrows.
public enum OnboardingEvent: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The screen appeared; start checking the session.
    case next
    /// The session is logged in (sent by the `checkingLogin` state function).
    case login
    /// The session is not logged in (sent by the `checkingLogin` state function).
    case notLogin
    /// The user tapped "Log in" on the login modal.
    case tappedLogin
    /// The user tapped "Not now" on the login modal.
    case tappedNoLogin
    /// The user tapped "OK" on the tutorial modal.
    case tappedOk

    /// The case name, as in the diagram.
    public var description: String { rawValue }
}
