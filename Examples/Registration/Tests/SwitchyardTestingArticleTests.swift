// The snippets of the SwitchyardTesting DocC landing page (`Sources/SwitchyardTesting/Documentation.docc`) and of
// `TestClock`'s doc comment, run as written against this example's app flow. The landing page's first snippet is
// the imports below, from the second one to the end of the function after them: imports and a global test
// function, as a user's test file starts (a global function, so without the suites' time limit: it sends one event
// and waits for nothing).
import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

@Test @MainActor func startShowsAuthentication() async {
    let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
    let store = TestStore(machine: AppFlow.machine(environment: environment))
    await store.send(.start) { $0 = AppState(screen: .authentication) }
    await store.finish()
}

/// The landing page's other snippets.
@MainActor
@Suite("The SwitchyardTesting landing page's snippets", .timeLimit(.minutes(5)))
struct SwitchyardTestingArticleTests {
    // The snippet as printed: one level deeper than on the page, its second line is past 120 columns.
    // swift-format-ignore
    @Test func theWelcomeTimerRunsOnTheTestClock() async {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: .seconds(3))
        let store = TestStore(machine: AppFlow.machine(environment: environment), options: StoreOptions(clock: TestClock()))
        await store.advance(by: .seconds(3))
        await store.receive(.welcomeTimedOut) { $0 = AppState(screen: .authentication) }
        await store.finish()
    }
}
