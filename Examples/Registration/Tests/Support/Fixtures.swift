import RegistrationExample
import Switchyard
import SwitchyardTesting

enum Fixture {
    static let valid = Credentials(email: "ada@example.com", password: "lovelace1815")
    static let account = Account(email: "ada@example.com")

    @MainActor
    static func store(
        service: any RegistrationService = InMemoryRegistrationService(),
        clock: any Clock<Duration> = TestClock(),
        welcomeDelay: Duration? = nil,
        session: Account? = nil,
        middleware: [Middleware<AppState, AppEvent>] = [],
        screen: AppScreen? = nil
    ) -> Store<AppState, AppEvent> {
        let machine = AppFlow.machine(
            environment: AppEnvironment(registrationService: service, welcomeDelay: welcomeDelay), session: session)
        let start = screen.map { AppState(screen: $0) }
        let store = Store(
            machine: machine, state: start, options: StoreOptions(ignoredEvents: .ignore, clock: clock),
            middleware: middleware)
        // Started here, so the first screen's state function (the welcome timer) runs before the test goes on;
        // a test that observes the start itself makes its own store.
        store.start()
        return store
    }
}

/// Records every event the store accepted or ignored, in order.
@MainActor
final class EventRecorder {
    private(set) var accepted: [AppEvent] = []
    private(set) var ignored: [AppEvent] = []
    private var subscription: ObserverToken?

    init(_ store: Store<AppState, AppEvent>) {
        subscription = store.observe { [weak self] notification in
            switch notification {
            case .transition(let transition): self?.accepted.append(transition.event)
            case .ignored(_, let event): self?.ignored.append(event)
            case .willExit, .didEnter: break
            }
        }
    }
}
