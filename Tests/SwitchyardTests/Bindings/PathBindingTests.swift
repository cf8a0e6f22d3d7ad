import Observation
import Switchyard
import SwitchyardTesting
import Testing

/// The write-backs a `NavigationStack(path:)` performs, in the order it performs them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PathBindingTests {
    @Test func swipeBackWritesTheShortenedPathOnceAndPops() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1)])))
        let path = store.store.path
        var outcome = WriteBackOutcome.unchanged
        let sent = await store.perform {
            outcome = path.set([.list])
        } assert: {
            $0.path = [.list]
        }
        #expect(sent == [.pop(count: 1)])
        #expect(outcome == .accepted)
        #expect(path.path == [.list])
        await store.finish()
    }

    @Test func tappingTheSelectedTabPopsToTheRootInOneEvent() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1), .detail(2)])))
        let sent = await store.perform {
            store.store.path.set([])
        } assert: {
            $0.path = []
        }
        #expect(sent == [.pop(count: 3)])
        await store.finish()
    }

    @Test func aNavigationLinkPushes() async {
        let store = TestStore(machine: FormMachine.machine())
        let sent = await store.perform {
            store.store.path.set([.list])
        } assert: {
            $0.path = [.list]
        }
        #expect(sent == [.push(.list)])
        await store.finish()
    }

    @Test func severalRoutesWrittenAtOnceArePushedInOrder() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list])))
        let sent = await store.perform {
            store.store.path.set([.list, .detail(1), .detail(2)])
        } assert: {
            $0.path = [.list, .detail(1), .detail(2)]
        }
        #expect(sent == [.push(.detail(1)), .push(.detail(2))])
        await store.finish()
    }

    @Test func writingThePathTheStateHoldsSendsNothing() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list])))
        var outcome = WriteBackOutcome.accepted
        let sent = await store.perform { outcome = store.store.path.set([.list]) }
        #expect(sent.isEmpty)
        #expect(outcome == .unchanged)
        await store.finish()
    }

    @Test func aRefusedPopLeavesThePathAndResynchronisesTheView() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list, .locked])))
        let path = store.store.path
        let redraws = Redraws()
        withObservationTracking {
            _ = path.path
        } onChange: {
            // Observation calls this synchronously, on the main actor that invalidated the state.
            MainActor.assumeIsolated { redraws.count += 1 }
        }
        var outcome = WriteBackOutcome.unchanged
        let sent = await store.perform { outcome = path.set([.list]) }
        #expect(sent == [.pop(count: 1)])  // sent, and ignored by the machine
        #expect(outcome == .refused)
        #expect(path.path == [.list, .locked])
        #expect(redraws.count == 1)
        await store.finish()
    }

    @Test func pushesStopAtTheFirstRefusedRoute() async {
        let store = TestStore(machine: FormMachine.machine())
        var outcome = WriteBackOutcome.unchanged
        let sent = await store.perform {
            outcome = store.store.path.set([.list, .broken, .detail(3)])
        } assert: {
            $0.path = [.list]
        }
        #expect(sent == [.push(.list), .push(.broken)])  // `.detail(3)` is not sent once `.broken` is refused
        #expect(outcome == .refused)
        await store.finish()
    }

    @Test func aReplacementWithoutAnEventIsSentAsPopsAndPushes() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1)])))
        let sent = await store.perform {
            store.store.path.set([.list, .detail(2)])
        } assert: {
            $0.path = [.list, .detail(2)]
        }
        #expect(sent == [.pop(count: 1), .push(.detail(2))])
        await store.finish()
    }

    @Test func aWriteBackWhileTheStoreIsBusyIsQueued() {
        let store = Store(machine: FormMachine.machine())
        var outcome: WriteBackOutcome?
        let token = store.subscribe(to: \.email, initial: .changesOnly) { _ in
            outcome = store.path.set([.list])
        }
        store.send(.emailChanged("a"))
        #expect(outcome == .queued)
        #expect(store.state.path == [.list])
        token.cancel()
    }

    @Test func theStepsOfAnyWriteBackLeadToTheWrittenPath() {
        let old: [Screen] = [.list, .detail(1), .detail(2)]
        #expect(PathWriteBack.steps(from: old, to: [.list]) == [.pop(count: 2, newTop: .list)])
        #expect(PathWriteBack.steps(from: old, to: []) == [.pop(count: 3, newTop: nil)])
        #expect(PathWriteBack.steps(from: old, to: [.locked]) == [.replace(with: [.locked])])
        #expect(
            PathWriteBack.popsAndPushes(from: old, to: [.list, .locked])
                == [.pop(count: 2, newTop: .list), .push(.locked)])
    }
}

@MainActor
private final class Redraws {
    var count = 0
}
