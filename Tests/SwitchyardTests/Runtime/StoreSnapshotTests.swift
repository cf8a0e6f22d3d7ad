import Foundation
import Switchyard
import SwitchyardFixtures
import SwitchyardTesting
import Synchronization
import Testing

/// A sign-up flow with a request in flight and a reminder timer: what a store snapshot must save and bring back.
enum SignUp: String, Hashable, Sendable, Codable {
    case form, submitting, waitingForEmail, confirmed, failed
}

enum SignUpEvent: String, Hashable, Sendable, Codable {
    case submit, accepted, requestInterrupted, remind, confirm, retry
}

/// Counts what the machine's entry actions and requests did, from any isolation.
final class SignUpLedger: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}

func signUpMachine(_ ledger: SignUpLedger) -> Machine<SignUp, SignUpEvent> {
    Machine.stepping(
        initial: .form,
        onEnter: { state in
            switch state {
            case .submitting:
                ledger.append("request")
                // The request never answers in these tests: it is in flight when the store is saved.
                return Effect.run(id: "request") { _ in try await Task.sleep(for: .seconds(3_600)) }
                    .onRestore(.send(.requestInterrupted))
            case .waitingForEmail:
                ledger.append("reminder scheduled")
                return .send(.remind, after: .seconds(60), id: "reminder")
            default:
                return .none
            }
        }
    ) { state, event in
        switch (state, event) {
        case (.form, .submit), (.failed, .retry):
            return Step(.submitting)
        case (.submitting, .accepted):
            return Step(.waitingForEmail)
        case (.submitting, .requestInterrupted):
            return Step(.failed)
        case (.waitingForEmail, .remind):
            return Step(.waitingForEmail, effect: .send(.remind, after: .seconds(60), id: "reminder"), kind: .internal)
        case (.waitingForEmail, .confirm):
            return Step(.confirmed)
        default:
            return nil
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreSnapshotTests {
    static func roundTrip<State: Codable, Event: Codable>(
        _ snapshot: StoreSnapshot<State, Event>
    ) throws -> StoreSnapshot<State, Event> {
        try JSONDecoder().decode(StoreSnapshot<State, Event>.self, from: JSONEncoder().encode(snapshot))
    }

    @Test func aTimerIsSavedWithTheTimeItHasLeftAndFiresThenAfterTheRestore() async throws {
        let clock = TestClock()
        let ledger = SignUpLedger()
        let store = Store(machine: signUpMachine(ledger), state: .submitting, options: StoreOptions(clock: clock))
        store.send(.accepted)
        #expect(store.state == .waitingForEmail)
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .seconds(25))
        let saved = try Self.roundTrip(store.snapshot())
        #expect(saved.state == .waitingForEmail)
        #expect(saved.timers == [.init(event: .remind, id: "reminder", remaining: .seconds(35), stateDepth: 0)])
        #expect(saved.interruptedEffects.isEmpty)

        let restoredClock = TestClock()
        let restoredLedger = SignUpLedger()
        let restored = try Store(
            machine: signUpMachine(restoredLedger), restoring: saved, options: StoreOptions(clock: restoredClock))
        var seen: [SignUpEvent] = []
        let token = restored.observe { notification in
            if case .transition(let transition) = notification { seen.append(transition.event) }
        }
        restored.start()
        #expect(restoredLedger.lines.isEmpty, "no entry action runs again")
        #expect(restored.runningEffectCount == 1)
        #expect(await restoredClock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await restoredClock.advance(by: .seconds(34))
        #expect(seen.isEmpty)
        await restoredClock.advance(by: .seconds(1))
        await restored.waitUntil { _ in !seen.isEmpty }
        #expect(seen == [.remind])
        // The restored timer keeps its name: the machine's next step replaces it like the saved one's would.
        #expect(restored.snapshot().timers.map(\.id) == ["reminder"])
        token.cancel()
        restored.cancelAllEffects()
        store.cancelAllEffects()
    }

    @Test func workInFlightSendsTheEventItChoseAndNoEntryActionRunsAgain() async throws {
        let clock = TestClock()
        let ledger = SignUpLedger()
        let store = Store(machine: signUpMachine(ledger), options: StoreOptions(clock: clock))
        store.send(.submit)
        #expect(ledger.lines == ["request"])
        let saved = try Self.roundTrip(store.snapshot())
        #expect(
            saved.interruptedEffects == [.init(id: "request", stateDepth: 0, restoration: .send(.requestInterrupted))])

        let restoredLedger = SignUpLedger()
        let restored = try Store(machine: signUpMachine(restoredLedger), restoring: saved)
        #expect(restored.state == .submitting)
        restored.start()
        #expect(restored.state == .failed)
        #expect(restoredLedger.lines.isEmpty)
        store.cancelAllEffects()
    }

    @Test func workThatSaidNothingIsReportedAndWorkThatAskedIsRestartedTiedToItsState() async throws {
        let diagnostics = SignUpLedger()
        let options = StoreOptions(onDiagnostic: { diagnostics.append("\($0.kind): \($0.message)") })
        let snapshot = StoreSnapshot<SignUp, SignUpEvent>(
            state: .submitting,
            interruptedEffects: [
                .init(id: "upload", stateDepth: nil), .init(id: "request", stateDepth: 0, restoration: .restart),
            ])
        let restarted = SignUpLedger()
        let store = try Store(machine: signUpMachine(SignUpLedger()), restoring: snapshot, options: options) { id in
            restarted.append(id.rawValue)
            return .run(id: id) { _ in try await Task.sleep(for: .seconds(3_600)) }
        }
        store.start()
        #expect(diagnostics.lines.count == 1)
        #expect(diagnostics.lines.first?.hasPrefix("effectInterrupted: effect 'upload' was running") == true)
        #expect(restarted.lines == ["request"])
        #expect(store.runningEffectCount == 1)
        // Tied to the state as the work it replaces was: leaving the state cancels it.
        store.send(.requestInterrupted)
        #expect(store.runningEffectCount == 0)

        // Asked to restart with no handler: reported, not silent.
        let lost = SignUpLedger()
        let bare = try Store(
            machine: signUpMachine(SignUpLedger()), restoring: snapshot,
            options: StoreOptions(onDiagnostic: { lost.append("\($0.kind)") }))
        bare.start()
        #expect(lost.lines == ["effectInterrupted", "effectInterrupted"])
    }

    @Test func timersOverdueWhileSavedFireAtOnceInTheOrderTheyFallDue() throws {
        let snapshot = StoreSnapshot<SignUp, SignUpEvent>(
            state: .submitting, queuedEvents: [.accepted],
            timers: [
                .init(event: .confirm, id: "late", remaining: .seconds(5)),
                .init(event: .remind, id: "early", remaining: .seconds(2)),
                .init(event: .retry, id: "later", remaining: .seconds(50)),
            ])
        let store = try Store(machine: signUpMachine(SignUpLedger()), restoring: snapshot, timeSaved: .seconds(10))
        var events: [SignUpEvent] = []
        let token = store.observe { notification in
            switch notification {
            case .transition(let transition): events.append(transition.event)
            case .ignored(_, let event): events.append(event)
            default: break
            }
        }
        store.start()
        // The queued event first, then the overdue timers by deadline; the third still waits, with 40 s left (and
        // `remind`'s step started a reminder of its own).
        #expect(events == [.accepted, .remind, .confirm])
        #expect(store.state == .confirmed)
        #expect(store.snapshot().timers.map(\.id) == ["later", "reminder"])
        token.cancel()
        store.cancelAllEffects()
    }

    @Test func aSnapshotThatCannotBeRestoredIsATypedErrorAndBadBytesNeverCrash() throws {
        var newer = StoreSnapshot<SignUp, SignUpEvent>(state: .form)
        newer.version = 99
        #expect(throws: StoreSnapshotError.unsupportedVersion(99)) {
            try Store(machine: signUpMachine(SignUpLedger()), restoring: newer)
        }
        let negative = StoreSnapshot<SignUp, SignUpEvent>(
            state: .form, timers: [.init(event: .remind, id: "reminder", remaining: .seconds(-1))])
        #expect(throws: StoreSnapshotError.invalidTimer(id: "reminder", remaining: .seconds(-1))) {
            try Store(machine: signUpMachine(SignUpLedger()), restoring: negative)
        }
        let decoder = JSONDecoder()
        #expect(throws: StoreSnapshotError.unsupportedVersion(7)) {
            try decoder.decode(StoreSnapshot<SignUp, SignUpEvent>.self, from: Data(#"{"v":7,"s":"form"}"#.utf8))
        }
        let bytes = try JSONEncoder().encode(StoreSnapshot<SignUp, SignUpEvent>(state: .form, queuedEvents: [.submit]))
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) {
                try decoder.decode(StoreSnapshot<SignUp, SignUpEvent>.self, from: bytes.prefix(length))
            }
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(StoreSnapshot<SignUp, SignUpEvent>.self, from: Data(#"{"v":1,"s":"gone"}"#.utf8))
        }
    }

    @Test func aSnapshotTakenWhileAnEventIsProcessedSavesOnlyWhatIsStillQueued() throws {
        let store = Store(machine: signUpMachine(SignUpLedger()), state: .waitingForEmail)
        var taken: StoreSnapshot<SignUp, SignUpEvent>?
        let token = store.observe { notification in
            guard case .transition(let transition) = notification, transition.event == .remind else { return }
            store.send(.confirm)
            store.send(.retry)
            if taken == nil { taken = store.snapshot() }
        }
        store.send(.remind)
        #expect(taken?.queuedEvents == [.confirm, .retry])
        token.cancel()
        store.cancelAllEffects()
    }

    @Test func aStatechartStoreIsSavedAsAChartSnapshotAndRunsOnAlike() async throws {
        let chart = try mediaPlayer()
        let clock = TestClock()
        let store = Store(machine: chart.machine(context: PlayerContext()), options: StoreOptions(clock: clock))
        store.send(.power)
        store.send(.play)
        store.send(.louder)
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .milliseconds(400))
        let bytes = try JSONEncoder().encode(store.snapshot().mappingState { $0.snapshot() })
        let saved = try JSONDecoder().decode(
            StoreSnapshot<StatechartSnapshot<Player, PlayerInput, PlayerContext>, PlayerInput>.self, from: bytes)
        #expect(saved.timers.map(\.remaining) == [.milliseconds(600)])

        let restoredClock = TestClock()
        let restored = try Store(
            machine: chart.machine(context: PlayerContext()),
            restoring: try saved.mappingState { try StatechartState(chart, restoring: $0) },
            options: StoreOptions(clock: restoredClock))
        restored.start()
        #expect(restored.state.configuration.atomicStates == [.playing, .loud])
        #expect(await restoredClock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await restoredClock.advance(by: .milliseconds(600))
        await restored.waitUntil { $0.context.ticks == 1 }
        // The restored chart cancels the restored timer by its send id, as the saved one would have.
        restored.send(.stop)
        #expect(restored.runningEffectCount == 0)
        store.cancelAllEffects()
    }

    @Test func anActorStoreIsSavedAndRestoredTheSameWay() async throws {
        let clock = TestClock()
        let store = ActorStore(
            machine: signUpMachine(SignUpLedger()), state: .submitting, options: StoreOptions(clock: clock),
            runningOn: nil)
        await store.send(.accepted)
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .seconds(59))
        let saved = try Self.roundTrip(await store.snapshot())
        #expect(saved.timers.map(\.remaining) == [.seconds(1)])
        let restoredLedger = SignUpLedger()
        let restored = try ActorStore(
            machine: signUpMachine(restoredLedger), restoring: saved, timeSaved: .seconds(5),
            options: StoreOptions(clock: TestClock()), runningOn: nil)
        await restored.start()
        // Overdue while saved: sent at once; the machine's `remind` step schedules the next reminder.
        #expect(await restored.snapshot().timers.map(\.remaining) == [.seconds(60)])
        #expect(restoredLedger.lines.isEmpty)
        await restored.cancelAllEffects()
        await store.cancelAllEffects()
    }
}

extension Store {
    /// Waits, without a wall-clock bound, until the state satisfies `condition` (effects' events arrive through
    /// the main actor, so yielding lets them in).
    func waitUntil(_ condition: (State) -> Bool) async {
        while !condition(state), !Task.isCancelled { await Task.yield() }
    }
}
