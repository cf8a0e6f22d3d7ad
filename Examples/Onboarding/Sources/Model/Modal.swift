/// A modal the onboarding asks the view layer to present.
///
/// A view can show one modal at a time, so this is an enum and ``OnboardingState/presentedModal`` is optional:
/// "no modal" is `nil`, never a third flag.
public enum Modal: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The tutorial, dismissed with "OK".
    case tutorial
    /// The login prompt, answered with "Log in" or "Not now".
    case login

    /// The case name.
    public var description: String { rawValue }
}
