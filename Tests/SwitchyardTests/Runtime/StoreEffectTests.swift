import Switchyard
import Testing

/// Login check: entering `checking` runs a state function that yields the next event.
enum Gate: Hashable, Sendable {
    case idle, checking, open, closed, waiting
}

enum GateEvent: Hashable, Sendable {
    case check, allow, deny, wait, leave, ping
}

/// Signals from inside effects, awaited by the test instead of sleeping.
actor Signals {
    private var received: [String] = []
    private var waiters: [(String, CheckedContinuation<Void, Never>)] = []

    func signal(_ name: String) {
        received.append(name)
        for (index, waiter) in waiters.enumerated().reversed() where waiter.0 == name {
            waiters.remove(at: index)
            waiter.1.resume()
        }
    }

    func wait(for name: String) async {
        if received.contains(name) { return }
        await withCheckedContinuation { waiters.append((name, $0)) }
    }

    var all: [String] { received }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreEffectTests {
    func gate(loggedIn: Bool, signals: Signals) -> Machine<Gate, GateEvent> {
        Machine.table(
            initial: .idle,
            rules: [
                .from(.idle, on: .check, to: .checking),
                .from(.checking, on: .allow, to: .open),
                .from(.checking, on: .deny, to: .closed),
                .from(.idle, on: .wait, to: .waiting),
                .from(.waiting, on: .leave, to: .idle),
                .from(.waiting, on: .ping, to: .waiting),
            ],
            onEnter: { state in
                switch state {
                case .checking:
                    return .run { context in await context.send(loggedIn ? .allow : .deny) }
                case .waiting:
                    return .run(id: "wait") { context in
                        await withTaskCancellationHandler {
                            await signals.signal("started")
                            try? await context.sleep(for: .seconds(3_600))
                            await context.send(.leave)
                        } onCancel: {
                            Task { await signals.signal("cancelled") }
                        }
                    }
                case .idle, .open, .closed:
                    return .none
                }
            })
    }

    @Test func asyncStateFunctionYieldsTheNextEvent() async {
        let store = Store(machine: gate(loggedIn: true, signals: Signals()))
        store.send(.check)
        #expect(store.state == .checking)
        await store.waitForEffects()
        #expect(store.state == .open)

        let denied = Store(machine: gate(loggedIn: false, signals: Signals()))
        denied.send(.check)
        await denied.waitForEffects()
        #expect(denied.state == .closed)
    }

    @Test func synchronousStateFunctionRunsBeforeTheNextSentEvent() {
        let machine = Machine<Gate, GateEvent>.table(
            initial: .idle,
            rules: [.from(.idle, on: .check, to: .checking), .from(.checking, on: .allow, to: .open)],
            onEnter: { state in state == .checking ? .send(.allow) : .none })
        let store = Store(machine: machine)
        store.send(.check)
        #expect(store.state == .open)
    }

    @Test func initialStateEntryRunsAtStartAndObserversSeeIt() {
        let machine = Machine<Gate, GateEvent>.table(
            initial: .checking,
            rules: [.from(.checking, on: .deny, to: .closed)],
            onEnter: { state in state == .checking ? .send(.deny) : .none })
        let store = Store(machine: machine)
        #expect(store.state == .checking)
        var seen: [StateTransition<Gate, GateEvent>] = []
        let token = store.onTransition { seen.append($0) }
        store.start()
        #expect(store.state == .closed)
        #expect(seen == [StateTransition(from: .checking, event: .deny, to: .closed)])
        store.start()
        #expect(seen.count == 1)
        token.cancel()
    }

    @Test func theFirstSendStartsTheStoreBeforeItIsProcessed() {
        let machine = Machine<Gate, GateEvent>.table(
            initial: .checking,
            rules: [.from(.checking, on: .deny, to: .closed), .from(.closed, on: .check, to: .open)],
            onEnter: { state in state == .checking ? .send(.deny) : .none })
        let store = Store(machine: machine)
        store.send(.check)
        #expect(store.state == .open)
    }

    @Test func runningEffectIsCancelledWhenItsStateIsExited() async {
        let signals = Signals()
        let store = Store(machine: gate(loggedIn: true, signals: signals))
        store.send(.wait)
        await signals.wait(for: "started")
        #expect(store.runningEffectCount == 1)
        store.send(.leave)
        await signals.wait(for: "cancelled")
        #expect(store.runningEffectCount == 0)
        #expect(store.state == .idle)
    }

    @Test func selfTransitionExitsAndReentersSoTheEntryEffectRestarts() async {
        let signals = Signals()
        let store = Store(machine: gate(loggedIn: true, signals: signals))
        store.send(.wait)
        await signals.wait(for: "started")
        store.send(.ping)
        await signals.wait(for: "cancelled")
        #expect(store.runningEffectCount == 1)
        store.cancelAllEffects()
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancelByIdentifierStopsTheEffectAndDropsItsEvents() async {
        let signals = Signals()
        let machine = Machine<Int, String>.stepping(initial: 0) { state, event in
            switch event {
            case "start":
                return Step(
                    state,
                    effect: .run(id: "job") { context in
                        await signals.signal("started")
                        try await context.sleep(for: .seconds(3_600))
                        await context.send("late")
                    })
            case "stop": return Step(state, effect: .cancel(id: "job"))
            case "late": return Step(state + 100)
            default: return nil
            }
        }
        let store = Store(machine: machine)
        store.send("start")
        await signals.wait(for: "started")
        store.send("stop")
        await store.waitForEffects()
        #expect(store.runningEffectCount == 0)
        #expect(store.state == 0)
    }

    @Test func mergedEffectsRunInOrderAfterCommit() {
        let machine = Machine<[String], String>.stepping(initial: []) { state, event in
            switch event {
            case "go": return Step(state + ["go"], effect: .merge(.send("a"), .send("b")))
            default: return Step(state + [event])
            }
        }
        let store = Store(machine: machine)
        store.send("go")
        store.send("c")
        #expect(store.state == ["go", "a", "b", "c"])
    }

    @Test func unhandledEffectErrorsAreReportedAndHandledOnesBecomeEvents() async {
        struct Broken: Error {}
        let sink = DiagnosticSink()
        let machine = Machine<[String], String>.stepping(initial: []) { state, event in
            switch event {
            case "fail": return Step(state, effect: .run { _ in throw Broken() })
            case "try":
                return Step(
                    state,
                    effect: .run(
                        operation: { _ in throw Broken() }, catch: { _, context in await context.send("caught") }))
            default: return Step(state + [event])
            }
        }
        let store = Store(machine: machine, options: StoreOptions(onDiagnostic: sink.handler))
        store.send("fail")
        store.send("try")
        await store.waitForEffects()
        #expect(store.state == ["caught"])
        #expect(sink.all.map(\.kind) == [.effectError])
    }

    @Test func exitEffectsRunBeforeTheNewStateIsEntered() {
        let machine = Machine<Turnstile, TurnstileEvent>.table(
            initial: .locked,
            rules: [.from(.locked, on: .coin, to: .unlocked), .from(.unlocked, on: .push, to: .locked)],
            onExit: { state in state == .unlocked ? .send(.coin) : .none })
        let store = Store(machine: machine)
        store.send(.coin)
        store.send(.push)
        #expect(store.state == .unlocked)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreEffectBookkeepingTests {
    @Test func finishedStateScopedEffectsAreForgottenBeforeTheStateIsLeft() async {
        let machine = Machine<Int, String>.stepping(initial: 0) { state, event in
            event == "tick" ? Step(state + 1, effect: .run { _ in }.cancellingOnExit(), kind: .internal) : nil
        }
        let store = Store(machine: machine)
        for _ in 0..<50 { store.send("tick") }
        await store.waitForEffects()
        #expect(store.runningEffectCount == 0)
        #expect(store.state == 50)
        // Finished effects no longer count as tied to the state, though it was never left.
        #expect(store.stateScopedEffectCount == 0)
    }
}
