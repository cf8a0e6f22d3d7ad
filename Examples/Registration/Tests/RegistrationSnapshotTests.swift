import Foundation
import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The registration demo saved and restored as the system restores a terminated app (issue 20): mid-timer on the
/// welcome screen, mid-request on the register screen, and with the global alert showing. The encoded snapshot is
/// what an app keeps in `@SceneStorage` or an `NSUserActivity`; its size is checked to stay small.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RegistrationSnapshotTests {
    static func machine(_ service: any RegistrationService = InMemoryRegistrationService()) -> Machine<
        AppState, AppEvent
    > {
        AppFlow.machine(environment: AppEnvironment(registrationService: service, welcomeDelay: .seconds(3)))
    }

    static func saved(_ store: Store<AppState, AppEvent>) throws -> (StoreSnapshot<AppState, AppEvent>, Int) {
        let bytes = try JSONEncoder().encode(store.snapshot())
        return (try JSONDecoder().decode(StoreSnapshot<AppState, AppEvent>.self, from: bytes), bytes.count)
    }

    @Test func midTimerTheWelcomeScreenAdvancesWhenItsTimeIsUp() async throws {
        let clock = TestClock()
        let store = Store(machine: Self.machine(), options: StoreOptions(clock: clock))
        store.start()
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .seconds(2))
        let (snapshot, size) = try Self.saved(store)
        #expect(snapshot.timers.map(\.remaining) == [.seconds(1)])
        #expect(size < 512, "\(size) bytes")

        let restoredClock = TestClock()
        let restored = try Store(
            machine: Self.machine(), restoring: snapshot, options: StoreOptions(clock: restoredClock))
        restored.start()
        #expect(restored.state.screen == .welcome)
        #expect(await restoredClock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await restoredClock.advance(by: .seconds(1))
        while restored.state.screen == .welcome, !Task.isCancelled { await Task.yield() }
        #expect(restored.state.screen == .authentication)
        store.cancelAllEffects()
    }

    @Test func midRequestTheRegisterScreenSaysTheRequestWasInterrupted() async throws {
        let service = GatedRegistrationService()
        let store = Store(machine: Self.machine(service), state: AppState(screen: .register))
        store.send(.registration(.submit(Credentials(email: "ada@example.com", password: "analytical1"))))
        #expect(store.state.registration == .submitting(email: "ada@example.com"))
        let (snapshot, size) = try Self.saved(store)
        #expect(snapshot.interruptedEffects.count == 1)
        #expect(size < 2_048, "\(size) bytes")

        let restored = try Store(machine: Self.machine(), restoring: snapshot)
        restored.start()
        #expect(restored.state.screen == .register)
        #expect(restored.state.registration == .failed(.unreachable(RegistrationMachine.interruptedReason)))
        store.cancelAllEffects()
        service.release()
    }

    @Test func withTheAlertShowingTheRestoredAppShowsItAndDismissesIt() throws {
        var state = AppState(screen: .register)
        state.alert = .serverError(status: 503)
        let store = Store(machine: Self.machine(), state: state)
        store.start()
        let (snapshot, size) = try Self.saved(store)
        #expect(size < 2_048, "\(size) bytes")
        let restored = try Store(machine: Self.machine(), restoring: snapshot)
        #expect(restored.state.alert == .serverError(status: 503))
        #expect(restored.state.screen == .register)
        restored.send(.dismissAlert)
        #expect(restored.state.alert == nil)
    }
}
