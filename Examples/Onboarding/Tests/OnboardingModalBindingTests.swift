import OnboardingExample
import Switchyard
import SwitchyardTesting
import Testing

/// The UIKit coordinator's logic: a modal dragged down is the tap that dismisses it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct OnboardingModalBindingTests {
    private func testStore(_ state: OnboardingState) -> TestStore<OnboardingState, OnboardingEvent> {
        TestStore(machine: OnboardingFlow.machine(session: InMemorySession(loggedIn: false)), state: state)
    }

    @Test func draggingTheLoginPromptDownIsNotNow() async {
        let store = testStore(.showingLoginModal)
        let modal = OnboardingController(store: store.store).modal
        #expect(modal.item == .login)
        let sent = await store.perform {
            #expect(modal.set(nil) == .accepted)
        } assert: {
            $0 = .finish
        }
        #expect(sent == [.tappedNoLogin])
        await store.finish()
    }

    @Test func draggingTheTutorialDownIsOK() async {
        let store = testStore(.showingTutorialModal)
        let modal = OnboardingController(store: store.store).modal
        let sent = await store.perform {
            modal.set(nil)
        } assert: {
            $0 = .finish
        }
        #expect(sent == [.tappedOk])
        // The presenter writes nil again once the screen is gone: nothing is sent.
        #expect(modal.set(nil) == .unchanged)
        await store.finish()
    }

    @Test func theControllersModalFollowsTheFlow() async {
        let controller = OnboardingController(session: InMemorySession(loggedIn: false))
        controller.start()
        await controller.store.waitForEffects()
        #expect(controller.modal.item == .login)
        controller.modal.set(nil)
        #expect(controller.state == .finish)
        #expect(controller.modal.item == nil)
    }
}
