import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The SwiftUI screens' logic, through the binding models they forward.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RegistrationScreensTests {
    private func testStore(screen: AppScreen, alert: GlobalAlert? = nil) -> TestStore<AppState, AppEvent> {
        TestStore(
            machine: AppFlow.machine(
                environment: AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)),
            state: AppState(screen: screen, alert: alert))
    }

    @Test func swipingBackFromTheRegisterScreenCancels() async {
        let store = testStore(screen: .register)
        let screens = RegistrationScreens(store: store.store)
        let sent = await store.perform {
            screens.path.set([])
        } assert: {
            $0 = AppState(screen: .authentication)
        }
        #expect(sent == [.registration(.cancel)])
        await store.finish()
    }

    @Test func swipingBackFromTheSuccessScreenIsRefusedAndTheViewStays() async {
        let store = testStore(screen: .registerSuccess(Fixture.account))
        let screens = RegistrationScreens(store: store.store)
        var outcome = WriteBackOutcome.unchanged
        let sent = await store.perform { outcome = screens.path.set([.register]) }
        #expect(sent.isEmpty)  // no event can express it
        #expect(outcome == .refused)
        #expect(screens.path.path == [.register, .registerSuccess(Fixture.account)])
        await store.finish()
    }

    @Test func aNavigationLinkToRegisterChoosesRegister() async {
        let store = testStore(screen: .authentication)
        let screens = RegistrationScreens(store: store.store)
        await store.perform {
            screens.path.set([.register])
        } assert: {
            $0 = AppState(screen: .register)
        }
        await store.finish()
    }

    @Test func theFormKeepsWhatIsTypedAndSubmitsIt() async {
        let store = Fixture.store(screen: .register)
        let screens = RegistrationScreens(store: store)
        screens.focus.set(.email)
        #expect(screens.email.set(" ada@example.com") == .refused)  // the form drops spaces; the field shows that
        #expect(screens.email.value == "ada@example.com")
        screens.focus.set(.password)
        screens.password.set("lovelace1815")
        #expect(screens.form.state.focus == .password)
        screens.submit()
        await store.waitForEffects()
        #expect(store.state.screen == .registerSuccess(Fixture.account))
        #expect(screens.path.path == [.register, .registerSuccess(Fixture.account)])
        screens.continueToApp()
        #expect(store.state.screen == .main(Fixture.account))
    }

    @Test func aDeepLinkWalksTheFlowToTheRegisterScreen() {
        let store = Fixture.store(screen: .welcome)
        let screens = RegistrationScreens(store: store)
        #expect(screens.open(["/", "register"]))
        #expect(store.state.screen == .register)
        #expect(!screens.open(["/", "main"]))
    }

    @Test func theGlobalAlertIsDismissedBySwiftUI() async {
        let store = testStore(screen: .authentication, alert: .offline("no route"))
        let screens = RegistrationScreens(store: store.store)
        #expect(screens.alert.alert?.title == "No connection")
        await store.perform {
            screens.alert.setPresented(false)
        } assert: {
            $0.alert = nil
        }
        await store.finish()
    }
}
