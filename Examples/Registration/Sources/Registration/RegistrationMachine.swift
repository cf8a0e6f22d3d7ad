public import Switchyard

/// The registration state machine: validation, the request as an async effect, and its outcome.
///
/// ```plantuml
/// idle --> failed : submit [invalid]
/// idle --> submitting : submit [valid] / request
/// failed --> submitting : submit [valid] / request
/// submitting --> registered : succeeded
/// submitting --> failed : failed
/// submitting --> idle : cancel / cancel request
/// ```
/// A second `submit` while submitting is ignored: the `doing → doing` edge of system 2 does not exist.
public enum RegistrationMachine {
    /// The identifier of the request effect, used to cancel it.
    public static let requestID: EffectID = "register-request"

    /// The machine, sending requests through `service`.
    /// - Parameter service: Where registrations are sent.
    /// - Returns: A machine that starts in ``RegistrationStatus/idle``.
    public static func machine(service: any RegistrationService) -> Machine<RegistrationStatus, RegistrationEvent> {
        Machine.stepping(initial: .idle) { status, event in
            transition(from: status, on: event, service: service)
        }
    }

    /// The decision for one event, without running anything.
    /// - Parameters:
    ///   - status: The current status.
    ///   - event: The event.
    ///   - service: Where a valid submission is sent.
    /// - Returns: The step, or `nil` when the event is ignored in `status`.
    public static func transition(
        from status: RegistrationStatus,
        on event: RegistrationEvent,
        service: any RegistrationService
    ) -> Step<RegistrationStatus, RegistrationEvent>? {
        switch (status, event) {
        case (.idle, .submit(let credentials)), (.failed, .submit(let credentials)):
            let issues = CredentialsValidator.issues(in: credentials)
            guard issues.isEmpty else { return Step(.failed(.invalid(issues))) }
            return Step(.submitting(email: credentials.email), effect: request(credentials, service: service))
        case (.submitting, .succeeded(let account)):
            return Step(.registered(account))
        case (.submitting, .failed(let failure)):
            return Step(.failed(failure))
        case (.submitting, .cancel):
            return Step(.idle, effect: .cancel(id: requestID))
        case (.submitting, .submit), (.idle, _), (.failed, _), (.registered, _):
            // Includes the second tap while a request is in flight: ignored, not restarted.
            return nil
        }
    }

    /// The request as an effect: the outcome comes back as ``RegistrationEvent/succeeded(_:)`` or
    /// ``RegistrationEvent/failed(_:)``; nothing comes back once it is cancelled. Restored from a snapshot taken while
    /// it ran, it fails as unreachable (``interruptedReason``).
    static func request(_ credentials: Credentials, service: any RegistrationService) -> Effect<RegistrationEvent> {
        .run(
            id: requestID, cancelInFlight: true,
            operation: { context in
                let account = try await service.register(credentials)
                await context.send(.succeeded(account))
            },
            catch: { error, context in
                await context.send(.failed(RegistrationFailure(error)))
            }
        )
        // A store restored from a snapshot taken mid-request cannot resume it: the screen says so, and the user
        // submits again.
        .onRestore(.send(.failed(.unreachable(interruptedReason))))
    }

    /// Why a request in flight when the app was saved failed, as the restored register screen says it.
    public static let interruptedReason = "the app was closed during the request"
}
