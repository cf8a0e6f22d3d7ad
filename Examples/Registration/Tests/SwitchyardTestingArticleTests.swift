import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The snippets of the SwitchyardTesting DocC landing page (`Sources/SwitchyardTesting/Documentation.docc`) and of
/// `TestClock`'s doc comment, run as written against this example's app flow.
@MainActor
@Suite("The SwitchyardTesting landing page's snippets", .timeLimit(.minutes(5)))
struct SwitchyardTestingArticleTests {
    @Test func startShowsAuthentication() async {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let store = TestStore(machine: AppFlow.machine(environment: environment))
        await store.send(.start) { $0 = AppState(screen: .authentication) }
        await store.finish()
    }

    @Test func theWelcomeTimerRunsOnTheTestClock() async {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: .seconds(3))
        let store = TestStore(
            machine: AppFlow.machine(environment: environment), options: StoreOptions(clock: TestClock()))
        await store.advance(by: .seconds(3))
        await store.receive(.welcomeTimedOut) { $0 = AppState(screen: .authentication) }
        await store.finish()
    }
}
