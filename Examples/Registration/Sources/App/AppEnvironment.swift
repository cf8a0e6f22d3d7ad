/// What the app flow depends on, injected so tests replace it.
public struct AppEnvironment: Sendable {
    /// Where registrations are sent.
    public var registrationService: any RegistrationService
    /// How long the welcome screen waits before advancing by itself; `nil` to wait for Start.
    public var welcomeDelay: Duration?

    /// Creates an environment.
    /// - Parameters:
    ///   - registrationService: Where registrations are sent.
    ///   - welcomeDelay: The welcome screen's delay; 3 seconds by default, `nil` for none.
    public init(registrationService: any RegistrationService, welcomeDelay: Duration? = .seconds(3)) {
        self.registrationService = registrationService
        self.welcomeDelay = welcomeDelay
    }
}
