/// What the register screen shows, computed from the registration status alone.
public struct RegisterScreenContent: Hashable, Sendable {
    /// Whether the form is disabled and a progress indicator shown.
    public var isBusy: Bool
    /// The progress line while a request is in flight.
    public var progress: String?
    /// Error lines under the form.
    public var errors: [String]
    /// The account, once registered.
    public var registered: Account?

    /// The content for a status.
    /// - Parameter status: The registration status.
    public init(_ status: RegistrationStatus) {
        switch status {
        case .idle:
            self.init(isBusy: false, progress: nil, errors: [], registered: nil)
        case .submitting(let email):
            self.init(isBusy: true, progress: "Registering \(email)…", errors: [], registered: nil)
        case .failed(let failure):
            self.init(isBusy: false, progress: nil, errors: failure.messages, registered: nil)
        case .registered(let account):
            self.init(isBusy: false, progress: nil, errors: [], registered: account)
        }
    }

    private init(isBusy: Bool, progress: String?, errors: [String], registered: Account?) {
        self.isBusy = isBusy
        self.progress = progress
        self.errors = errors
        self.registered = registered
    }
}
