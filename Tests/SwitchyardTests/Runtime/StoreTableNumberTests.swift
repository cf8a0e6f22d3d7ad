import Switchyard
import Testing

/// The store under test below, which its table's guards and actions reach back into (main-actor isolated).
@MainActor var storeOfNumberedTable: Store<Int, String>?
/// Where a callout found the store's table number out of step with its state.
@MainActor var numberOutOfStepAt: [String] = []

/// A table machine's store keeps its state's number in the table beside the state, in an `@exclusivity(unchecked)`
/// property (`CurrentState.number`, in `UncheckedRunState`). It must never be seen out of step with the state — from
/// a guard, an exit or entry action, an observer or a subscription, all user code that may send re-entrantly — and
/// the store must then decide exactly what the table decides. The thread sanitizer runs these too (.ci/tsan), where the concurrent test
/// would catch an access to the number from outside the store's isolation.
@Suite(.timeLimit(.minutes(5)))
struct StoreTableNumberTests {
    @MainActor static func checkNumber(_ callout: String) {
        if storeOfNumberedTable?.tableNumberIsInStep == false { numberOutOfStepAt.append(callout) }
    }

    /// 0 → 1 → 2 → 3 → 0 on `next`, with a guard that sends `echo` re-entrantly, an effect that sends `next`, and a
    /// state function on 3 that sends `next`; `back` returns 2 → 1.
    static let machine = Machine<Int, String>.table(
        initial: 0,
        rules: [
            .from(
                0, on: "next", to: 1,
                where: { _, _ in
                    MainActor.assumeIsolated {
                        checkNumber("guard")
                        storeOfNumberedTable?.send("echo")
                    }
                    return true
                }),
            .from(1, on: "echo", to: 1),
            .from(1, on: "next", to: 2, effect: .send("next")),
            .from(2, on: "next", to: 3),
            .from(2, on: "back", to: 1),
            .from(3, on: "next", to: 0),
        ],
        onEnter: { state in
            MainActor.assumeIsolated { checkNumber("entry of \(state)") }
            return state == 3 ? .send("next") : .none
        },
        onExit: { state in
            MainActor.assumeIsolated { checkNumber("exit of \(state)") }
            return .none
        })

    @MainActor @Test func reentrantSendsFromEveryCalloutKeepTheNumberInStepAndFollowTheTable() throws {
        let store = Store(machine: Self.machine)
        storeOfNumberedTable = store
        numberOutOfStepAt = []
        defer { storeOfNumberedTable = nil }
        var processed: [(event: String, state: Int)] = []
        var sentBack = false
        let observer = store.observe { notification in
            Self.checkNumber("observer")
            switch notification {
            case .transition(let transition):
                processed.append((transition.event, transition.to))
            case .ignored(let state, let event):
                processed.append((event, state))
            case .didEnter(2) where !sentBack:
                sentBack = true
                store.send("back")
            default:
                break
            }
        }
        let subscription = store.subscribe(to: \.self, initial: .changesOnly) { _ in Self.checkNumber("subscription") }
        for event in ["next", "next", "echo", "next", "next", "next", "next"] { store.send(event) }
        #expect(numberOutOfStepAt.isEmpty)
        #expect(store.tableNumberIsInStep)
        // Every event, sent or re-entrant, went where the table itself (looked up by hash) says.
        let table = try #require(Self.machine.table)
        var state = Self.machine.initialState
        for step in processed {
            state = table.tableStep(from: state, on: step.event)?.state ?? state
            #expect(step.state == state, "after \(step.event)")
        }
        #expect(processed.count > 10)
        #expect(processed.contains { $0.event == "back" } && processed.contains { $0.event == "echo" })
        #expect(store.state == state)
        observer.cancel()
        subscription.cancel()
    }

    @Test func concurrentSendersToAnActorStoreOfATableAreAllCounted() async {
        let ring = Machine<Int, String>.table(
            initial: 0, rules: (0..<7).map { .from($0, on: "next", to: ($0 + 1) % 7) })
        let store = ActorStore(machine: ring, runningOn: nil)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { await store.send("next") }
                }
            }
        }
        #expect(await store.state == 8_000 % 7)
        #expect(await store.tableNumberIsInStep)
    }
}
