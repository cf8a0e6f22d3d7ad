import Switchyard
import Testing

@MainActor
struct StoreSelectionOrderTests {
    @Test func anInitialDeliveryThatSendsIsNotReentered() {
        let store = Store(machine: counters)
        var delivered: [Int] = []
        var depth = 0
        var deepest = 0
        let token = store.subscribe(to: \.first, initial: .currentValue) { value in
            depth += 1
            deepest = max(deepest, depth)
            delivered.append(value)
            if value == 0 { store.send(.incrementFirst) }
            depth -= 1
        }
        #expect(deepest == 1)
        #expect(delivered == [0, 1])
        #expect(delivered.last == store.state.first)
        token.cancel()
    }

    @Test func subscribingInsideANotificationStartsFromTheCommittedState() {
        let store = Store(machine: counters)
        var existing: [Int] = []
        let first = store.subscribe(to: \.first, initial: .changesOnly) { existing.append($0) }
        var late: [Int] = []
        var lateToken: ObserverToken?
        let observer = store.onTransition { _ in
            if lateToken == nil {
                lateToken = store.subscribe(to: \.first, initial: .currentValue) { late.append($0) }
            }
        }
        store.send(.incrementFirst)
        #expect(late == [1])
        #expect(existing == [1])
        store.send(.incrementFirst)
        #expect(late == [1, 2])
        #expect(existing == [1, 2])
        first.cancel()
        observer.cancel()
        lateToken?.cancel()
    }

    @Test func aChangesOnlySubscriberJoiningMidEventIsNotToldOfThatEvent() {
        let store = Store(machine: counters)
        let first = store.subscribe(to: \.first, initial: .changesOnly) { _ in }
        var late: [Int] = []
        var lateToken: ObserverToken?
        let observer = store.onTransition { _ in
            if lateToken == nil { lateToken = store.subscribe(to: \.first, initial: .changesOnly) { late.append($0) } }
        }
        store.send(.incrementFirst)
        #expect(late.isEmpty)
        store.send(.incrementFirst)
        #expect(late == [2])
        first.cancel()
        observer.cancel()
        lateToken?.cancel()
    }
}

@MainActor
struct StoreCancellationTests {
    @Test func cancellingManySelectionsKeepsTheOthersInOrder() {
        let store = Store(machine: counters)
        var calls: [Int] = []
        var tokens: [ObserverToken] = []
        for index in 0..<100 {
            tokens.append(
                store.subscribe(selecting: { $0.first + index }, initial: .changesOnly) { _ in calls.append(index) })
        }
        let cancelled = Set((0..<100).filter { $0 % 5 != 0 })
        for index in cancelled.sorted(by: >) { tokens[index].cancel() }
        #expect(store.distinctSelectionCount == 20)
        store.send(.incrementFirst)
        #expect(calls == Array(stride(from: 0, to: 100, by: 5)))
        for token in tokens { token.cancel() }
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func aHandlerThatCancelsALaterSelectionStopsItInTheSamePass() {
        let store = Store(machine: counters)
        var calls: [String] = []
        var later: ObserverToken?
        let earlier = store.subscribe(selecting: { $0.first }, initial: .changesOnly) { _ in
            calls.append("earlier")
            later?.cancel()
        }
        later = store.subscribe(selecting: { $0.first * 2 }, initial: .changesOnly) { _ in calls.append("later") }
        store.send(.incrementFirst)
        store.send(.incrementFirst)
        #expect(calls == ["earlier", "earlier"])
        #expect(store.distinctSelectionCount == 1)
        earlier.cancel()
    }

    @Test func aHandlerThatReleasesEveryTokenMidPassStopsTheRestSafely() {
        // The pass over the selections takes no reference count per selection: the store's copy of its list keeps
        // each one alive. Here a handler releases every token, so the later selections and subscribers lose their
        // last other reference in the middle of the pass; they must be skipped, not called or touched after free.
        let store = Store(machine: counters)
        var calls: [String] = []
        var tokens: [ObserverToken] = []
        tokens.append(
            store.subscribe(selecting: { $0.first }, initial: .changesOnly) { _ in
                calls.append("first")
                tokens.removeAll()
            })
        for index in 0..<20 {
            tokens.append(
                store.subscribe(selecting: { $0.first + index }, initial: .changesOnly) { _ in calls.append("\(index)")
                })
            tokens.append(store.subscribe(to: \.first, initial: .changesOnly) { _ in calls.append("shared \(index)") })
        }
        store.send(.incrementFirst)
        store.send(.incrementFirst)
        #expect(calls == ["first"])
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func selectionsOfReferenceCountedValuesKeepTheirLastValue() {
        // Strings and arrays are kept where the selection stores its last value: compared in place, replaced on
        // change, released with the selection.
        let store = Store(machine: counters)
        var texts: [String] = []
        var lists: [[Int]] = []
        let text = store.subscribe(selecting: { String(repeating: "x", count: 20 + $0.first) }, initial: .currentValue)
        {
            texts.append($0)
        }
        let list = store.subscribe(selecting: { Array(0..<($0.first % 2)) }, initial: .changesOnly) { lists.append($0) }
        for _ in 0..<4 { store.send(.incrementFirst) }
        #expect(texts.map(\.count) == [20, 21, 22, 23, 24])
        #expect(lists == [[0], [], [0], []])
        text.cancel()
        list.cancel()
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func cancellingManySubscribersOfOneKeyPathKeepsTheOthers() {
        let store = Store(machine: counters)
        var calls: [Int] = []
        var tokens: [ObserverToken] = []
        for index in 0..<50 {
            tokens.append(store.subscribe(to: \.first, initial: .changesOnly) { _ in calls.append(index) })
        }
        for index in 0..<50 where index % 7 != 0 { tokens[index].cancel() }
        store.send(.incrementFirst)
        #expect(calls == [0, 7, 14, 21, 28, 35, 42, 49])
        #expect(store.distinctSelectionCount == 1)
        for token in tokens { token.cancel() }
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func cancellingManyObserversKeepsTheOthersInOrder() {
        let store = Store(machine: turnstile)
        var calls: [Int] = []
        var tokens: [ObserverToken] = []
        for index in 0..<40 {
            tokens.append(store.onTransition { _ in calls.append(index) })
        }
        for index in 0..<40 where index % 3 != 0 { tokens[index].cancel() }
        store.send(.coin)
        #expect(calls == Array(stride(from: 0, to: 40, by: 3)))
    }

    @Test func anObserverThatChangesTheObserversMidNotificationChangesTheNextOne() {
        // The observer list is read without a run-time exclusivity check: a notification goes through a copy, and
        // registering or cancelling changes the list, not that copy. So a cancelled later observer is skipped at
        // once, and an observer registered during a notification is told from the next one.
        let store = Store(machine: turnstile)
        var calls: [String] = []
        var tokens: [ObserverToken] = []
        var later: ObserverToken?
        var added = false
        tokens.append(
            store.observe { notification in
                guard case .transition = notification else { return }
                calls.append("first")
                later?.cancel()
                if !added {
                    added = true
                    tokens.append(store.onTransition { _ in calls.append("new") })
                }
            })
        later = store.onTransition { _ in calls.append("later") }
        tokens.append(store.observeCommits { _, _ in calls.append("commit") })
        store.send(.coin)
        store.send(.push)
        #expect(calls == ["first", "commit", "first", "commit", "new"])
    }
}
