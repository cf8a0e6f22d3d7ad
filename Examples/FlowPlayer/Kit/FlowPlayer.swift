import EditFlowExample
import OnboardingExample
import ProcessExample
import Switchyard

/// Plays the three example flows with in-memory dependencies and writes what happens, one line per transition.
///
/// The output is deterministic: in-memory dependencies answer at once, and each flow waits for its effects with
/// ``Store/waitForEffects()`` instead of sleeping, so the text is compared with a committed file in the tests.
@MainActor
public enum FlowPlayer {
    /// Every flow, one after the other, separated by blank lines.
    /// - Returns: The full transcript, ending with a newline.
    public static func transcript() async -> String {
        var sections: [[String]] = []
        sections.append(await playOnboarding(loggedIn: false))
        sections.append(await playOnboarding(loggedIn: true))
        sections.append(await playProcesses())
        sections.append(await playEdit())
        return sections.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }

    /// System 1: the onboarding, with a session that is logged in or not; the user taps through the modals.
    /// - Parameter loggedIn: What the session answers.
    /// - Returns: The transcript lines.
    public static func playOnboarding(loggedIn: Bool) async -> [String] {
        var lines = ["# onboarding, session \(loggedIn ? "logged in" : "not logged in")"]
        let controller = OnboardingController(session: InMemorySession(loggedIn: loggedIn))
        let token = record(controller.store, as: "onboarding") { lines.append($0) }
        controller.start()
        await controller.store.waitForEffects()
        if controller.presentedModal == .login {
            lines.append("onboarding: user taps \"Log in\" on the login modal")
            controller.tappedLogin()
        }
        if controller.presentedModal == .tutorial {
            lines.append("onboarding: user taps \"OK\" on the tutorial modal")
            controller.tappedOk()
        }
        token.cancel()
        return lines
    }

    /// System 2: processes A and B under a mediator; a second tap on A and an early start of B are refused.
    /// - Returns: The transcript lines.
    public static func playProcesses() async -> [String] {
        var lines = ["# process A and B with a mediator"]
        let mediator = Mediator(
            a: Store(machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("report ready")))),
            b: Store(
                machine: ProcessModel.machine(request: InMemoryRequest(answer: .failure(ProcessError("offline"))))))
        var tokens: Set<ObserverToken> = []
        for name in ProcessName.allCases {
            record(mediator.store(of: name), as: "process \(name)") { lines.append($0) }.store(in: &tokens)
        }
        func start(_ name: ProcessName) {
            do {
                try mediator.start(name)
            } catch {
                lines.append("mediator: start \(name) refused: \(error)")
            }
        }
        start(.a)
        lines.append("process A: user taps again while it runs")
        mediator.a.send(.execute)
        start(.b)
        await mediator.a.waitForEffects()
        start(.b)
        await mediator.b.waitForEffects()
        mediator.a.send(.reset)
        mediator.b.send(.reset)
        for token in tokens { token.cancel() }
        return lines
    }

    /// System 4: the edit flow; the user cancels the dialog once, then saves.
    /// - Returns: The transcript lines.
    public static func playEdit() async -> [String] {
        var lines = ["# edit flow"]
        let controller = EditController(saver: InMemorySaver(), presenter: RecordingPresenter())
        let token = record(controller.store, as: "edit") { lines.append($0) }
        controller.tappedSave()
        lines.append("edit: dialog \"\(controller.confirmationDialog?.title ?? "")\" answered Cancel")
        controller.answerConfirmation(false)
        controller.tappedSave()
        lines.append("edit: dialog \"\(controller.confirmationDialog?.title ?? "")\" answered OK")
        controller.answerConfirmation(true)
        await controller.store.waitForEffects()
        token.cancel()
        return lines
    }

    /// Writes each transition and each ignored event of `store` as a line starting with `name: `.
    private static func record<State, Event>(
        _ store: Store<State, Event>, as name: String, _ write: @escaping @MainActor (String) -> Void
    ) -> ObserverToken {
        store.observe { notification in
            switch notification {
            case .transition(let transition): write("\(name): \(transition)")
            case .ignored(let state, let event): write("\(name): ignored \(event) in \(state)")
            case .willExit, .didEnter: break
            }
        }
    }
}
