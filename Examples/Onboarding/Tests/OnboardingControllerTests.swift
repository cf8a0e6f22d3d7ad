import OnboardingExample
import Switchyard
import Testing

/// (c) User actions: taps on the modals send their events.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct OnboardingControllerTests {
    /// A controller already showing the login modal (the session said "not logged in").
    func controllerShowingLoginModal() async -> OnboardingController {
        let controller = OnboardingController(session: InMemorySession(loggedIn: false))
        controller.start()
        await controller.store.waitForEffects()
        #expect(controller.presentedModal == .login)
        return controller
    }

    @Test func tappingLogInOnTheLoginModalSendsTappedLogin() async {
        let controller = await controllerShowingLoginModal()
        var seen: [StateTransition<OnboardingState, OnboardingEvent>] = []
        let token = controller.store.onTransition { seen.append($0) }
        controller.tappedLogin()
        #expect(seen == [StateTransition(from: .showingLoginModal, event: .tappedLogin, to: .showingTutorialModal)])
        #expect(controller.presentedModal == .tutorial)
        token.cancel()
    }

    @Test func tappingNotNowFinishesWithoutTutorial() async {
        let controller = await controllerShowingLoginModal()
        controller.tappedNoLogin()
        #expect(controller.state == .finish)
        #expect(controller.presentedModal == nil)
    }

    @Test func tappingOkOnTheTutorialFinishes() async {
        let controller = OnboardingController(session: InMemorySession(loggedIn: true))
        controller.start()
        await controller.store.waitForEffects()
        #expect(controller.presentedModal == .tutorial)
        controller.tappedOk()
        #expect(controller.state == .finish)
    }

    /// A tap that does not belong to the current modal is ignored, and observers are told so.
    @Test func aStrayTapIsIgnoredAndReported() async {
        let controller = await controllerShowingLoginModal()
        var notifications: [StoreNotification<OnboardingState, OnboardingEvent>] = []
        let token = controller.store.observe { notifications.append($0) }
        controller.tappedOk()
        #expect(notifications == [.ignored(state: .showingLoginModal, event: .tappedOk)])
        #expect(controller.state == .showingLoginModal)
        token.cancel()
    }
}
