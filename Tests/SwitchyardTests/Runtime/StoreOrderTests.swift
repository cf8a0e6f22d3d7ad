import Switchyard
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreOrderTests {
    @Test func notifiesWillExitCommitDidEnterThenTransition() {
        let store = Store(machine: turnstile)
        var seen: [String] = []
        let token = store.observe { notification in
            switch notification {
            case .willExit(let state): seen.append("willExit \(state) current=\(store.state)")
            case .didEnter(let state): seen.append("didEnter \(state) current=\(store.state)")
            case .transition(let transition): seen.append("transition \(transition)")
            case .ignored(let state, let event): seen.append("ignored \(event) in \(state)")
            }
        }
        store.send(.coin)
        store.send(.coin)
        store.send(.push)
        store.send(.push)
        #expect(
            seen == [
                "willExit locked current=locked", "didEnter unlocked current=unlocked",
                "transition locked --coin--> unlocked",
                "willExit unlocked current=unlocked", "didEnter unlocked current=unlocked",
                "transition unlocked --coin--> unlocked",
                "willExit unlocked current=unlocked", "didEnter locked current=locked",
                "transition unlocked --push--> locked",
                "ignored push in locked",
            ])
        token.cancel()
    }

    @Test func reducerStepsSkipExitAndEnter() {
        let store = Store(machine: counters)
        let recorder = Recorder(store)
        store.send(.incrementFirst)
        #expect(
            recorder.notifications == [
                .transition(
                    StateTransition(from: Counters(), event: .incrementFirst, to: Counters(first: 1), kind: .internal))
            ])
    }

    @Test func observerSendingDuringNotificationIsQueuedInOrderAndNothingIsLost() {
        let store = Store(machine: counters)
        var order: [String] = []
        let token = store.onTransition { transition in
            order.append("\(transition.event)")
            if case .record(let value) = transition.event, value < 5 {
                store.send(.record(value + 1))
                store.send(.incrementSecond)
            }
        }
        store.send(.record(0))
        store.send(.incrementFirst)
        #expect(store.state.history == [0, 1, 2, 3, 4, 5])
        #expect(store.state.second == 5)
        #expect(store.state.first == 1)
        // FIFO: each event's follow-ups run after every event queued before them.
        #expect(
            order == [
                "record(0)", "record(1)", "incrementSecond", "record(2)", "incrementSecond", "record(3)",
                "incrementSecond", "record(4)", "incrementSecond", "record(5)", "incrementSecond", "incrementFirst",
            ])
        token.cancel()
    }

    @Test func deepReentrantChainsDoNotGrowTheStack() {
        let store = Store(machine: counters)
        var delivered = 0
        let token = store.onTransition { transition in
            delivered += 1
            if transition.to.first < 100_000 { store.send(.incrementFirst) }
        }
        store.send(.incrementFirst)
        #expect(store.state.first == 100_000)
        #expect(delivered == 100_000)
        token.cancel()
    }

    @Test func cancellingFromInsideANotificationStopsFurtherCalls() {
        let store = Store(machine: turnstile)
        var calls = 0
        var token: ObserverToken?
        token = store.observe { _ in
            calls += 1
            token?.cancel()
        }
        store.send(.coin)
        store.send(.push)
        #expect(calls == 1)
        #expect(token?.wasCancelled == true)
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let store = Store(machine: turnstile)
        var calls = 0
        var token: ObserverToken? = store.observe { _ in calls += 1 }
        store.send(.coin)
        #expect(calls == 3)
        token = nil
        store.send(.push)
        #expect(calls == 3)
        _ = token
    }

    @Test func eightTasksSendingTenThousandEventsEachAreAllCounted() async {
        let store = Store(machine: counters)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 {
                        await store.send(task.isMultiple(of: 2) ? .incrementFirst : .incrementSecond)
                    }
                }
            }
        }
        #expect(store.state.first == 40_000)
        #expect(store.state.second == 40_000)
    }
}
