public import Switchyard

/// The app's middleware: global error handling and logging, outside the machine so every feature shares them.
public enum AppMiddleware {
    /// Turns server-side registration failures into a ``GlobalAlert``: any feature that reports a server error
    /// gets the same alert without knowing about it.
    /// - Returns: The middleware.
    public static func errorHandling() -> Middleware<AppState, AppEvent> {
        Middleware { context, event, next in
            next(event)
            guard case .failed(let failure)? = event.registrationEvent else { return }
            switch failure {
            case .server(let status): context.send(.showAlert(.serverError(status: status)))
            case .unreachable(let reason): context.send(.showAlert(.offline(reason)))
            case .invalid, .duplicateEmail: break
            }
        }
    }

    /// Writes one line per event: the event (passwords redacted) and the screen it led to, or `ignored`.
    /// - Parameter write: Receives each line.
    /// - Returns: The middleware.
    public static func logging(to write: @escaping @MainActor (String) -> Void) -> Middleware<AppState, AppEvent> {
        .observing { event, before, after in
            let outcome = before == after ? "ignored or unchanged" : "\(before.screen.name) → \(after.screen.name)"
            write("[log] \(describe(event)): \(outcome)")
        }
    }

    /// A one-line description of an event that never contains a password.
    /// - Parameter event: The event.
    /// - Returns: The description.
    public static func describe(_ event: AppEvent) -> String {
        switch event {
        case .start: return "start"
        case .welcomeTimedOut: return "welcomeTimedOut"
        case .showAlert(let alert): return "showAlert(\(alert.title))"
        case .dismissAlert: return "dismissAlert"
        case .authentication(.finished(let account)): return "authentication.finished(\(account.email))"
        case .authentication(.event(.chooseRegister)): return "chooseRegister"
        case .authentication(.event(.continueToApp)): return "startMain"
        case .authentication(.event(.registration(.submit(let credentials)))):
            return "registration.submit(\(credentials.email))"
        case .authentication(.event(.registration(.cancel))): return "registration.cancel"
        case .authentication(.event(.registration(.succeeded(let account)))):
            return "registration.succeeded(\(account.email))"
        case .authentication(.event(.registration(.failed(let failure)))): return "registration.failed(\(failure))"
        }
    }
}
