import CustomDump
import Foundation
import IssueReporting
public import Switchyard

/// A store for tests that makes you state every change: `send` an event and say how the state changes, `receive`
/// the events effects produce, `finish` when effects are done — anything left unsaid fails the test with a readable
/// diff, reported at the line of the `send` or `receive` (under Swift Testing or XCTest).
///
/// ```swift
/// @MainActor @Test func submitRegisters() async {
///     let clock = TestClock()
///     let store = TestStore(machine: Registration.machine, options: StoreOptions(clock: clock))
///     await store.send(.submit) { $0 = .submitting }
///     await store.receive(.succeeded) { $0 = .registered }
///     await store.finish()
/// }
/// ```
///
/// **Exhaustive by default** (``Exhaustivity/on``): a state change the assertion closure does not describe, an event
/// produced by an effect that was not `receive`d before the next `send` (or when the test store is released without
/// `finish()`), or an effect still running at ``finish(timeout:fileID:filePath:line:column:)`` is a failure; releasing the test store cancels effects
/// still running without checking them, so end a test with `finish()`. Set ``exhaustivity`` to
/// ``Exhaustivity/off`` to check only what the test states.
///
/// **Diagnostics.** The store's `StoreDiagnostic`s of kind failure (an event ignored under
/// `IgnoredEventPolicy.fail`, a router request that changed nothing), effect errors and a statechart stopped at
/// its step limit are reported as test failures at the line of the `send` or `receive` in progress.
///
/// **Time.** Pass a ``TestClock`` in the options; `receive` and `finish` wait for effects at most ``timeout`` of real
/// time — a bound for work that is already due, not a way to wait for the clock.
@MainActor
public final class TestStore<State: Sendable & Equatable, Event: Sendable> {
    /// The store under test; hand it (or its scopes and routers) to the code being tested.
    public let store: Store<State, Event>
    /// How strictly the test is checked; ``Exhaustivity/on`` by default.
    public var exhaustivity: Exhaustivity = .on {
        didSet { ledger.setExhaustive(exhaustivity == .on) }
    }
    /// How long `receive`, `finish` and `advance(by:)` wait for running effects, in real time, before failing;
    /// 1 second by default.
    ///
    /// Waiting is event-driven: a wait ends as soon as the event arrives, or as soon as no effect is left running
    /// that could still produce it — so a failing `receive` with nothing running fails at once. The timeout only
    /// bounds the wait for an effect that is running but slow; raise it for effects that do real work.
    public var timeout: Duration = .seconds(1)

    let recorder: EventRecorder<State, Event>
    let activity: ActivitySignal
    var ignoredObserver: ObserverToken?
    nonisolated let location: SourceSite
    let site: SiteBox
    var isFinished = false {
        didSet { ledger.setFinished(isFinished) }
    }
    nonisolated let ledger: ReleaseLedger

    /// Creates a test store.
    /// - Parameters:
    ///   - machine: The machine under test.
    ///   - state: A state to start in instead of the machine's initial state.
    ///   - options: The store's options; inject a ``TestClock`` as `clock`. Failure and effect-error diagnostics
    ///     are reported as test failures; ignored-event logs still go to `options.onDiagnostic`.
    ///   - middleware: Middleware under test, outermost first; the test store records events inside it.
    ///   - fileID: The file of the call, for failures found when the store is released.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public init(
        machine: Machine<State, Event>,
        state: State? = nil,
        options: StoreOptions = StoreOptions(),
        middleware: [Middleware<State, Event>] = [],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let ledger = ReleaseLedger()
        let activity = ActivitySignal()
        let recorder = EventRecorder<State, Event>(ledger: ledger, activity: activity)
        let box = SiteBox()
        var options = options
        let forward = options.onDiagnostic
        options.onDiagnostic = { diagnostic in
            switch diagnostic.kind {
            case .ignoredEvent:
                forward(diagnostic)
            case .droppedEvent:
                // A late send can come from a task outside the test (a framework's callback queue), where an issue
                // has no test to be recorded in: it is also passed on (standard error by default), never silent.
                forward(diagnostic)
                MainActor.assumeIsolated {
                    (box.current ?? site).report(diagnostic.message)
                }
            case .stepLimit, .effectInterrupted:
                // A chart that never settles, or work lost in a restore nobody planned for, is a failure of the test, and passed on like every other report.
                forward(diagnostic)
                MainActor.assumeIsolated {
                    (box.current ?? site).report(diagnostic.message)
                }
            case .failure, .effectError:
                // Stores report on the main actor (sends, effect completions and routers all run there).
                MainActor.assumeIsolated {
                    (box.current ?? site).report(diagnostic.message)
                }
            }
        }
        self.recorder = recorder
        self.ledger = ledger
        self.location = site
        self.site = box
        self.activity = activity
        self.store = Store(
            machine: machine, state: state, options: options, middleware: middleware + [recorder.middleware])
        store.onEffectFinished { activity.signal() }
        ignoredObserver = store.observe { notification in
            if case .ignored = notification { recorder.ignoredCount += 1 }
        }
        // Start only now, with the recorder in place: every transition the initial state's entry effect causes is
        // recorded, and must be received.
        store.start()
    }

    /// The current state of the store.
    public var state: State { store.state }

    /// Events produced by effects that have not been received yet, oldest first.
    public var pendingEvents: [Event] { recorder.received.map(\.event) }

    /// Drops every event received but not yet asserted, for a test that does not care about them.
    public func skipReceivedEvents() {
        recorder.received.removeAll()
    }

    /// Cancels every effect still running, for a test that does not care about them.
    public func skipInFlightEffects() {
        store.cancelAllEffects()
    }

    // A plain (nonisolated) deinit that reads only the lock-protected ledger: an `isolated deinit` would run without
    // the test's task-local context, so Swift Testing could not attribute the failure to the test, and the main actor
    // cannot be asserted here (on Linux it is not tied to the main thread). Effects still running are not inspected;
    // `finish()` checks them.
    deinit {
        let pending = ledger.pendingOnRelease()
        guard !pending.isEmpty else { return }
        location.report(
            "\(pending.count) event(s) produced by effects were not received before the test store was released:\n"
                + pending.map { "  • " + $0 }.joined(separator: "\n")
                + "\n\n(receive them, and call `await store.finish()` at the end of the test)")
    }

    func unreceivedMessage() -> String {
        let list = recorder.received.map { "  • " + String(customDumping: $0.event) }.joined(separator: "\n")
        return "\(recorder.received.count) event(s) produced by effects were not received:\n\(list)"
    }
}

/// Where the test currently is (the `send` or `receive` in progress), shared with the store's diagnostic handler.
@MainActor
final class SiteBox {
    var current: SourceSite?
}
