import Switchyard
import SwitchyardTesting
import Testing

enum Door: Equatable, Sendable { case closed, open }
enum DoorEvent: Equatable, Sendable { case open, close }

let door = Machine<Door, DoorEvent>.table(
    initial: .closed,
    rules: [.from(.closed, on: .open, to: .open), .from(.open, on: .close, to: .closed)])

/// This target depends on `SwitchyardTesting` alone, as a user's test target does. Each test makes a `TestStore`
/// expectation fail on purpose inside `withKnownIssue`, which itself fails when no issue is recorded — so if a
/// failure were only printed (as it was on Linux without an extra product), these tests would fail.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FailuresReachTheTestTests {
    @Test func aWrongStateExpectationFailsTheTest() async {
        let store = TestStore(machine: door)
        await withKnownIssue {
            await store.send(.open) { $0 = .closed }
        }
        await store.finish()
    }

    @Test func anAcceptedEventExpectedToBeIgnoredFailsTheTest() async {
        let store = TestStore(machine: door)
        await withKnownIssue {
            await store.sendIgnored(.open)
        }
        await store.finish()
    }

    @Test func anIgnoredEventPassesSendIgnored() async {
        let store = TestStore(machine: door)
        await store.sendIgnored(.close)
        await store.finish()
    }

    @Test func aReceiveWithNothingRunningFailsAtOnce() async {
        let store = TestStore(machine: door)
        // Event-driven: no effect is running, so there is nothing to wait for. Were the hour's timeout waited out,
        // the suite's time limit would fail the test; no wall-clock bound is needed (one is not reliable on a busy
        // machine).
        await withKnownIssue {
            await store.receive(.close, timeout: .seconds(3_600))
        }
        await store.finish()
    }
}

/// A plain `Store` (not a `TestStore`) with the failing policy, in a test: the failure is recorded in the test
/// instead of stopping the whole test process with an assertion.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PlainStoreFailuresTests {
    @Test func theFailPolicyFailsTheRunningTestWithoutStoppingTheProcess() {
        let store = Store(machine: door, options: StoreOptions(ignoredEvents: .fail))
        withKnownIssue {
            store.send(.close)
        }
        #expect(store.state == .closed)
    }

    /// A router whose event embedding leads somewhere the machine does not change the navigation: the default
    /// handler reports the miswiring as an issue of this test, and the process goes on.
    @Test func aMiswiredRouterFailsTheRunningTestWithoutStoppingTheProcess() {
        let store = Store(machine: screen)
        let router = store.router(for: \.navigation) { .other($0) }
        let line = #line + 2
        withKnownIssue {
            router.send(.push(.detail))
        } matching: { issue in
            // Reported where `activate` was called, not somewhere inside the store.
            "\(issue)".contains("did not change") && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
        #expect(store.state.navigation.stack.routes.isEmpty)
        // Still running: a correctly wired router on the same store works.
        let wired = store.router(for: \.navigation) { .navigation($0) }
        wired.send(.push(.detail))
        #expect(wired.isActive(.detail))
    }
}

private enum Route: Hashable, Sendable { case detail }

private struct Screen: Equatable, Sendable {
    var navigation = NavigationState<Route, Never, Never>()
}

private enum ScreenEvent: Equatable, Sendable {
    case navigation(NavigationEvent<Route, Never, Never>)
    case other(NavigationEvent<Route, Never, Never>)
}

/// Applies only `.navigation` events, so a router that embeds its requests as `.other` changes nothing.
private let screen = Machine<Screen, ScreenEvent>.reducer(initial: Screen()) { state, event in
    if case .navigation(let navigation) = event { state.navigation.apply(navigation) }
    return .none
}

/// The core finds `SwitchyardTesting`'s failure recorder by its mangled name; a rename on either side would make
/// plain stores' failures stop the test process again.
@Suite(.timeLimit(.minutes(5)))
struct StoreFailureRecorderNameTests {
    @Test func theCoreLooksUpTheRecorderByItsActualName() {
        #expect(_mangledTypeName(StoreFailureRecorder.self) == TestIssueRecorder.recorderTypeName)
    }
}
