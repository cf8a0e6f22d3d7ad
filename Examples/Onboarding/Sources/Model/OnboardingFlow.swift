public import Switchyard

/// The onboarding machine: a transition table plus one state function.
///
/// The table is exactly the diagram; the only logic outside it is ``stateFunction(for:session:)``, which a `switch`
/// over every state keeps exhaustive — adding a state without deciding its state function does not compile.
public enum OnboardingFlow {
    /// The identifier of the session check run on entering ``OnboardingState/checkingLogin``.
    public static let sessionCheckID: EffectID = "onboarding.checkLogin"

    /// The transition table: one rule per arrow of `onboarding.puml`, in the diagram's order.
    public static let table = TransitionTable<OnboardingState, OnboardingEvent>([
        .from(.root, on: .next, to: .checkingLogin),
        .from(.checkingLogin, on: .login, to: .showingTutorialModal),
        .from(.checkingLogin, on: .notLogin, to: .showingLoginModal),
        .from(.showingLoginModal, on: .tappedLogin, to: .showingTutorialModal),
        .from(.showingLoginModal, on: .tappedNoLogin, to: .finish),
        .from(.showingTutorialModal, on: .tappedOk, to: .finish),
    ])

    /// The machine, starting in ``OnboardingState/root``, whose `checkingLogin` state asks `session`.
    /// - Parameter session: Answers whether the user is logged in.
    /// - Returns: The machine.
    public static func machine(session: any SessionChecking) -> Machine<OnboardingState, OnboardingEvent> {
        Machine.table(initial: .root, table, onEnter: { state in stateFunction(for: state, session: session) })
    }

    /// What entering `state` does by itself: `checkingLogin` asks the session and yields `login` or `notLogin`;
    /// every other state waits for the user.
    ///
    /// The store ties the returned work to the entered state, so leaving `checkingLogin` early drops its answer.
    /// - Parameters:
    ///   - state: The state entered.
    ///   - session: Answers whether the user is logged in.
    /// - Returns: The entry effect.
    public static func stateFunction(
        for state: OnboardingState, session: any SessionChecking
    ) -> Effect<OnboardingEvent> {
        switch state {
        case .checkingLogin:
            .run(id: sessionCheckID) { context in
                await context.send(await session.isLoggedIn() ? .login : .notLogin)
            }
        case .root, .showingTutorialModal, .showingLoginModal, .finish:
            .none
        }
    }
}
