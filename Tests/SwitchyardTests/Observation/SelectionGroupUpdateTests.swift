import Switchyard
import Testing

/// The store's loop over its selections (``UnretainedIteration``) while subscribers cancel, subscribe and release
/// the store: every selection still subscribed when its turn comes is evaluated once, with the committed state, and
/// nothing crashes.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SelectionGroupUpdateTests {
    @Test func subscribersThatCancelAndSubscribeWhileCalledLeaveEveryOtherSelectionEvaluated() {
        let store = Store(machine: counters)
        var calls: [Int] = []
        var seen: [Int: Int] = [:]
        var tokens: [Int: ObserverToken] = [:]
        var added: [Int: ObserverToken] = [:]
        var lateCalls: [Int] = []
        for index in 0..<40 {
            tokens[index] = store.subscribe(selecting: { $0.first * 100 + index }, initial: .changesOnly) {
                [weak store] value in
                calls.append(index)
                seen[index] = value
                switch index % 4 {
                case 0: tokens[index + 1] = nil  // a later selection, released before its turn
                case 2: tokens[index - 2]?.cancel()  // an earlier one, already evaluated
                default:
                    if added[index] == nil, let store {
                        added[index] = store.subscribe(selecting: { $0.first * 1000 + index }, initial: .changesOnly) {
                            _ in lateCalls.append(index)
                        }
                    }
                }
            }
        }
        store.send(.incrementFirst)
        #expect(calls == (0..<40).filter { $0 % 4 != 1 })
        #expect(seen.allSatisfy { index, value in value == 100 + index })
        #expect(lateCalls.isEmpty)  // made from the committed state: this change is not theirs
        calls = []
        store.send(.incrementFirst)
        #expect(calls == (0..<40).filter { $0 % 4 == 2 || $0 % 4 == 3 })
        #expect(lateCalls == (0..<40).filter { $0 % 4 == 3 })
        #expect(store.distinctSelectionCount == 20 + 10)
        tokens = [:]
        added = [:]
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func releasingTheStoreAndEveryTokenWhileSubscribersAreCalledFreesThemAfterTheSend() {
        var store: Store<Counters, CounterEvent>? = Store(machine: counters)
        weak let released = store
        var calls: [Int] = []
        var tokens: [ObserverToken] = []
        for index in 0..<20 {
            tokens.append(
                store!.subscribe(selecting: { $0.first + index }, initial: .changesOnly) { _ in
                    calls.append(index)
                    if index == 5 {
                        store = nil
                        tokens = []  // cancels every selection, this one and those not yet evaluated included
                    }
                })
        }
        store?.send(.incrementFirst)
        #expect(calls == Array(0...5))
        #expect(released == nil)
    }
}
