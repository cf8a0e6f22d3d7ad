import OnboardingExample
import Switchyard
import Testing

/// (b) The `checkingLogin` state function, run by a real store.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct OnboardingStateFunctionTests {
    /// Runs the flow from `root` with `next` and returns the transitions seen until the session check settled.
    func transitionsAfterNext(loggedIn: Bool) async -> [StateTransition<OnboardingState, OnboardingEvent>] {
        let store = Store(machine: OnboardingFlow.machine(session: InMemorySession(loggedIn: loggedIn)))
        var seen: [StateTransition<OnboardingState, OnboardingEvent>] = []
        let token = store.onTransition { seen.append($0) }
        store.send(.next)
        #expect(store.state == .checkingLogin)
        #expect(store.runningEffectCount == 1)
        await store.waitForEffects()
        token.cancel()
        return seen
    }

    @Test func yieldsLoginWhenLoggedIn() async {
        let seen = await transitionsAfterNext(loggedIn: true)
        #expect(
            seen == [
                StateTransition(from: .root, event: .next, to: .checkingLogin),
                StateTransition(from: .checkingLogin, event: .login, to: .showingTutorialModal),
            ])
    }

    @Test func yieldsNotLoginWhenNotLoggedIn() async {
        let seen = await transitionsAfterNext(loggedIn: false)
        #expect(
            seen == [
                StateTransition(from: .root, event: .next, to: .checkingLogin),
                StateTransition(from: .checkingLogin, event: .notLogin, to: .showingLoginModal),
            ])
    }

    /// The check is tied to `checkingLogin`: when the flow leaves it first, the late answer moves nothing.
    @Test func aLateAnswerIsDroppedAfterLeavingCheckingLogin() async {
        let session = GatedSession()
        let store = Store(machine: OnboardingFlow.machine(session: session))
        store.send(.next)
        store.send(.notLogin)  // e.g. a faster source decided first
        #expect(store.state == .showingLoginModal)
        var notifications: [StoreNotification<OnboardingState, OnboardingEvent>] = []
        let token = store.observe { notifications.append($0) }
        await session.open(loggedIn: true)
        await store.waitForEffects()
        // Had the check outlived its state, its `login` would arrive here and be reported as ignored.
        #expect(notifications.isEmpty)
        #expect(store.state == .showingLoginModal)
        token.cancel()
    }
}

/// A session whose answer is held back until the test releases it.
actor GatedSession: SessionChecking {
    private var answer: Bool?
    private var waiters: [CheckedContinuation<Bool, Never>] = []

    func isLoggedIn() async -> Bool {
        if let answer { return answer }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func open(loggedIn: Bool) {
        answer = loggedIn
        for waiter in waiters { waiter.resume(returning: loggedIn) }
        waiters.removeAll()
    }
}
