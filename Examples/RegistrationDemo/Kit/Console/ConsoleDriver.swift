public import RegistrationExample
public import Switchyard

/// Walks the registration flow in a terminal: renders each screen the store enters, reads the user's choices and
/// turns them into events. It decides nothing itself — the app machine does — so what it prints is a view of the
/// store's state, like a UI would draw.
@MainActor
public final class ConsoleDriver {
    /// How a session ended.
    public enum Outcome: Hashable, Sendable {
        /// The flow reached the main screen, signed in as this account.
        case reachedMain(Account)
        /// The user typed `quit`.
        case quit
        /// The input ended before the main screen.
        case endOfInput
    }

    private let store: Store<AppState, AppEvent>
    private let input: any LineSource
    private let output: ConsoleOutput
    private let isInteractive: Bool
    private let welcomeDelay: Duration?
    private let registerScreen: RegisterScreenModel
    private var subscriptions: Set<ObserverToken> = []
    private var lastCredentials: Credentials?
    private var progress: ProgressDots?

    /// Creates a driver.
    /// - Parameters:
    ///   - store: The app store.
    ///   - input: Where lines come from.
    ///   - output: Where text goes.
    ///   - isInteractive: Whether a person types at a terminal: input is then not echoed back, the password is
    ///     read without echo, and a request in flight shows a live progress indicator.
    ///   - welcomeDelay: The welcome delay configured in the store's machine, to tell the user.
    public init(
        store: Store<AppState, AppEvent>,
        input: any LineSource,
        output: ConsoleOutput,
        isInteractive: Bool,
        welcomeDelay: Duration?
    ) {
        self.store = store
        self.input = input
        self.output = output
        self.isInteractive = isInteractive
        self.welcomeDelay = welcomeDelay
        self.registerScreen = RegisterScreenModel(store: store)
    }

    /// Runs the session until the main screen, `quit`, or the end of input.
    /// - Returns: How it ended.
    public func run() async -> Outcome {
        subscribe()
        // Subscribed first, so the screens see the initial state's state function (the welcome timer) too.
        store.start()
        defer {
            registerScreen.disappear()
            subscriptions.removeAll()
        }
        while true {
            if store.state.alert != nil { store.send(.dismissAlert) }
            switch store.state.screen {
            case .main(let account):
                return .reachedMain(account)
            case .welcome, .authentication, .registerSuccess:
                guard let line = await ask("> ") else { return .endOfInput }
                if isQuit(line) { return .quit }
                answer(line)
            case .register:
                guard let outcome = await registerStep() else { continue }
                return outcome
            }
        }
    }

    // MARK: Screens

    private func subscribe() {
        store.subscribe(to: \.screen, initial: .currentValue) { [weak self] screen in
            self?.render(screen)
        }
        .store(in: &subscriptions)
        store.subscribe(to: \.alert, initial: .changesOnly) { [weak self] alert in
            guard let self, let alert else { return }
            output.line("! \(alert.title): \(alert.message)")
        }
        .store(in: &subscriptions)
        registerScreen.onRender = { [weak self] content in
            guard let self else { return }
            if !content.isBusy { stopProgress() }
            if let progress = content.progress { output.line(progress) }
            for error in content.errors { output.line("✗ \(error)") }
        }
    }

    private func render(_ screen: AppScreen) {
        stopProgress()
        if screen == .register { registerScreen.appear() } else { registerScreen.disappear() }
        output.line()
        switch screen {
        case .welcome:
            output.line("== Welcome ==")
            if let welcomeDelay {
                output.line("Press Enter to start (or wait \(welcomeDelay.components.seconds) s: it starts by itself).")
            } else {
                output.line("Press Enter to start.")
            }
        case .authentication:
            output.line("== Authentication ==")
            output.line("Register a new account or log in? Type register or login.")
        case .register:
            output.line("== Register ==")
            output.line(
                "Enter your email and a password (\(CredentialsValidator.minimumPasswordLength) characters or more, "
                    + "with a letter and a digit). Type cancel as the email to go back.")
        case .registerSuccess(let account):
            output.line("== Registration complete ==")
            output.line("Welcome aboard, \(account.email). Press Enter to start.")
        case .main(let account):
            output.line("== Main ==")
            output.line("Signed in as \(account.email).")
        }
    }

    /// A one-line answer, read against the screen shown *now*: the welcome timer may have moved on meanwhile, and
    /// then the answer belongs to the new screen, as a tap would in a UI.
    private func answer(_ line: String) {
        switch store.state.screen {
        case .welcome: store.send(.start)
        case .authentication: chooseAuthentication(line)
        case .registerSuccess: store.send(.startMain)
        case .register, .main: break
        }
    }

    private func chooseAuthentication(_ line: String) {
        switch line.lowercased() {
        case "register", "r", "1":
            store.send(.chooseRegister)
        case "login", "log in", "l", "2":
            output.line("Logging in is not part of this example; type register.")
        default:
            output.line("Type register or login.")
        }
    }

    /// One round on the register screen: the form, or the choice after a failure. `nil` to keep going.
    private func registerStep() async -> Outcome? {
        if case .failed(let failure) = store.state.registration, let lastCredentials {
            let canRetry: Bool
            if case .invalid = failure { canRetry = false } else { canRetry = true }
            guard let line = await ask(canRetry ? "retry, edit or cancel? > " : "edit or cancel? > ") else {
                return .endOfInput
            }
            switch line.lowercased() {
            case "quit": return .quit
            case "retry" where canRetry, "r" where canRetry: await submit(lastCredentials)
            case "edit", "e": return await fillForm()
            case "cancel", "c": registerScreen.cancel()
            default: output.line(canRetry ? "Type retry, edit or cancel." : "Type edit or cancel.")
            }
            return nil
        }
        return await fillForm()
    }

    private func fillForm() async -> Outcome? {
        guard let email = await ask("Email: ") else { return .endOfInput }
        if isQuit(email) { return .quit }
        if email.lowercased() == "cancel" {
            registerScreen.cancel()
            return nil
        }
        guard let password = await ask("Password: ", secret: true) else { return .endOfInput }
        await submit(Credentials(email: email, password: password))
        return nil
    }

    private func submit(_ credentials: Credentials) async {
        lastCredentials = credentials
        registerScreen.submit(email: credentials.email, password: credentials.password)
        guard store.state.registration.isSubmitting else { return }
        if isInteractive { progress = ProgressDots(output: output) }
        await store.waitForEffects()
        stopProgress()
    }

    /// Ends the progress line before anything else is written.
    private func stopProgress() {
        progress?.stop()
        progress = nil
    }

    // MARK: Input

    private func ask(_ prompt: String, secret: Bool = false) async -> String? {
        output.prompt(prompt)
        if secret && isInteractive { TerminalEcho.set(false) }
        let line = await input.nextLine()
        if secret && isInteractive {
            TerminalEcho.set(true)
            output.raw("\n")
        }
        guard let line else {
            output.endPrompt(echo: isInteractive ? nil : "")
            return nil
        }
        let shown = secret ? String(repeating: "*", count: line.count) : line
        output.endPrompt(echo: isInteractive ? nil : shown)
        return line.trimmingSpacesAtEnds()
    }

    private func isQuit(_ line: String) -> Bool { line.lowercased() == "quit" }
}

extension String {
    func trimmingSpacesAtEnds() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
