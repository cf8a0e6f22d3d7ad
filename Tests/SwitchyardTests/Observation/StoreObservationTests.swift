import Observation
import Switchyard
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreObservationTests {
    @Test func selectiveSubscriptionSkipsRepeatsAndHonoursInitialDelivery() {
        let store = Store(machine: counters)
        var firsts: [Int] = []
        var changesOnly: [Int] = []
        let a = store.subscribe(to: \.first, initial: .currentValue) { firsts.append($0) }
        let b = store.subscribe(to: \.first, initial: .changesOnly) { changesOnly.append($0) }
        store.send(.incrementSecond)
        store.send(.incrementFirst)
        store.send(.record(3))
        store.send(.incrementFirst)
        #expect(firsts == [0, 1, 2])
        #expect(changesOnly == [1, 2])
        #expect(store.distinctSelectionCount == 1)
        a.cancel()
        b.cancel()
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func subscribersOfTheSameKeyPathShareOneSelection() {
        let store = Store(machine: counters)
        var calls = 0
        var tokens: [ObserverToken] = []
        for _ in 0..<100 { tokens.append(store.subscribe(to: \.first, initial: .changesOnly) { _ in calls += 1 }) }
        for _ in 0..<100 { tokens.append(store.subscribe(to: \.second, initial: .changesOnly) { _ in calls += 1 }) }
        #expect(store.distinctSelectionCount == 2)
        store.send(.incrementFirst)
        #expect(calls == 100)
        tokens.removeAll()
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func closureSelectionsAreDeliveredOnChange() {
        let store = Store(machine: counters)
        var totals: [Int] = []
        let token = store.subscribe(selecting: { $0.first + $0.second }, initial: .changesOnly) { totals.append($0) }
        store.send(.incrementFirst)
        store.send(.record(1))
        store.send(.incrementSecond)
        #expect(totals == [1, 2])
        token.cancel()
    }

    @Test func transitionsAreAnAsyncSequence() async {
        let store = Store(machine: turnstile)
        let transitions = store.transitions
        store.send(.coin)
        store.send(.push)
        store.send(.push)
        var seen: [String] = []
        for await transition in transitions {
            seen.append("\(transition)")
            if seen.count == 2 { break }
        }
        #expect(seen == ["locked --coin--> unlocked", "unlocked --push--> locked"])
    }

    @Test func notificationsAreAnAsyncSequence() async {
        let store = Store(machine: turnstile)
        let notifications = store.notifications
        store.send(.push)
        var iterator = notifications.makeAsyncIterator()
        #expect(await iterator.next() == .ignored(state: .locked, event: .push))
    }

    @Test func stateIsObservationTracked() {
        let store = Store(machine: turnstile)
        let changes = CallCounter()
        withObservationTracking {
            _ = store.state
        } onChange: {
            // Observation calls this synchronously inside the store's mutation, on the main actor.
            MainActor.assumeIsolated { changes.count += 1 }
        }
        store.send(.push)
        #expect(changes.count == 0)
        store.send(.coin)
        #expect(changes.count == 1)
    }

    /// Observation's tracking is one-shot: after a change, a view tracks again only by reading `state` again. The
    /// store relies on that to skip the registrar while nobody can be tracking; each new read must re-arm it.
    @Test func trackingAgainAfterAChangeIsNotifiedAgain() {
        let store = Store(machine: turnstile)
        let changes = CallCounter()
        for round in 1...3 {
            withObservationTracking {
                _ = store.state
            } onChange: {
                MainActor.assumeIsolated { changes.count += 1 }
            }
            store.send(round % 2 == 1 ? .coin : .push)
            #expect(changes.count == round)
            store.send(round % 2 == 1 ? .push : .coin)
            #expect(changes.count == round)
            store.send(round % 2 == 1 ? .coin : .push)
        }
    }

    @Test func middlewareWrapsEverySendInOrderAndCanRewriteOrDrop() {
        var log: [String] = []
        let outer = Middleware<Counters, CounterEvent> { _, event, next in
            log.append("outer \(event)")
            next(event)
        }
        let inner = Middleware<Counters, CounterEvent> { _, event, next in
            switch event {
            case .reset: log.append("dropped")
            case .incrementSecond: next(.incrementFirst)
            default: next(event)
            }
        }
        let watcher = Middleware<Counters, CounterEvent>.observing { event, before, after in
            log.append("\(event) \(before.first)->\(after.first)")
        }
        let store = Store(machine: counters, middleware: [outer, inner, watcher])
        store.send(.incrementSecond)
        store.send(.reset)
        #expect(store.state.first == 1)
        #expect(store.state.second == 0)
        #expect(log == ["outer incrementSecond", "incrementFirst 0->1", "outer reset", "dropped"])
    }

    @Test func middlewareCanSendFollowUpEventsThatAreQueued() {
        let errors = Middleware<Counters, CounterEvent> { context, event, next in
            next(event)
            if case .record(let value) = event, value < 0 { context.send(.reset) }
        }
        let store = Store(machine: counters, middleware: [errors])
        store.send(.incrementFirst)
        store.send(.record(-1))
        #expect(store.state == Counters())
    }

    @Test func scopedStoreReadsAndSendsThroughItsParent() {
        struct App: Equatable, Sendable {
            var counters = Counters()
            var title = ""
        }
        enum AppEvent: Equatable, Sendable {
            case counter(CounterEvent)
            case rename(String)
        }
        let app = Machine<App, AppEvent>.reducer(initial: App()) { state, event in
            switch event {
            case .counter(let child):
                return counters.transition(from: state.counters, on: child).map { step in
                    state.counters = step.state
                    return step.effect.map(AppEvent.counter)
                } ?? .none
            case .rename(let title):
                state.title = title
                return .none
            }
        }
        let store = Store(machine: app)
        let scoped = store.scope(state: \.counters, event: AppEvent.counter)
        var seen: [Int] = []
        let token = scoped.subscribe(to: \.first, initial: .changesOnly) { seen.append($0) }
        let direct = store.subscribe(to: \.counters.first, initial: .changesOnly) { _ in }
        #expect(store.distinctSelectionCount == 1)
        scoped.send(.incrementFirst)
        store.send(.rename("x"))
        let nested = scoped.scope(state: \.history, event: CounterEvent.record)
        nested.send(7)
        #expect(nested.state == [7])
        #expect(scoped.state.first == 1)
        #expect(seen == [1])
        token.cancel()
        direct.cancel()
    }
}
