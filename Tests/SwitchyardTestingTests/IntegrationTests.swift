import Observation
import Switchyard
import SwitchyardTesting
import Testing

private enum Route: Hashable, Sendable { case b }

private struct Screen: Equatable, Sendable {
    var navigation = NavigationState<Route, Never, Never>()
}

private enum ScreenEvent: Equatable, Sendable {
    case navigation(NavigationEvent<Route, Never, Never>)
    case other(NavigationEvent<Route, Never, Never>)
}

private enum Child: Hashable, Sendable { case asking, done }
private enum ChildEvent: Hashable, Sendable, CaseIterable { case answer }
private enum Parent: Equatable, Sendable {
    case child(Child)
    case finished(Int)
}
private enum ParentEvent: Equatable, Sendable { case child(FlowEvent<ChildEvent, Int>) }

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct IntegrationTests {
    private static let screen = Machine<Screen, ScreenEvent>.reducer(initial: Screen()) { state, event in
        if case .navigation(let navigation) = event { state.navigation.apply(navigation) }
        return .none
    }

    @Test func aRouterChangeIsAssertedLikeAnyOtherStateChange() async {
        let store = TestStore(machine: Self.screen)
        let router = store.router(for: \.navigation) { .navigation($0) }
        await store.perform {
            router.send(.push(.b))
        } assert: {
            $0.navigation.stack.push(.b)
        }
        #expect(router.isActive(.b))
        await store.send(.navigation(.pop)) { $0.navigation.stack.pop() }
        await withKnownIssue {
            await store.perform { router.send(.push(.b)) }
        } matching: { issue in
            "\(issue)".contains("after perform")
        }
        await store.finish()
    }

    @Test func aMiswiredRouterFailsTheTest() async {
        let store = TestStore(machine: Self.screen)
        let router = store.router(for: \.navigation) { .other($0) }
        await withKnownIssue {
            await store.perform { router.send(.push(.b)) }
        } matching: { issue in
            "\(issue)".contains("did not change")
        }
        await store.finish()
    }

    @Test func routerReadsAreObservationTracked() {
        let store = Store(machine: Self.screen)
        let router = store.router(for: \.navigation) { .navigation($0) }
        let changed = Flag()
        withObservationTracking {
            _ = router.state.stack
        } onChange: {
            // Observation calls this synchronously from the store's mutation, on the main actor.
            MainActor.assumeIsolated { changed.isSet = true }
        }
        router.send(.push(.b))
        #expect(changed.isSet)
    }

    @Test func aChildFlowsResultIsReceivedByTheParent() async {
        let child = Flow<Child, ChildEvent, Int>(
            name: "child",
            machine: Machine.table(initial: .asking, rules: [.from(.asking, on: .answer, to: .done)]),
            node: { .screen("\($0)") }, result: { $0 == .done ? 42 : nil })
        let parent = Machine<Parent, ParentEvent>.stepping(initial: .child(.asking)) { state, event in
            switch (state, event) {
            case (.child(let inner), .child(.event(let innerEvent))):
                return child.step(from: inner, on: innerEvent, state: Parent.child, event: ParentEvent.child)
            case (.child, .child(.finished(let value))):
                return Step(.finished(value))
            default:
                return nil
            }
        }
        let store = TestStore(machine: parent)
        await store.send(.child(.event(.answer))) { $0 = .child(.done) }
        await store.receive(.child(.finished(42))) { $0 = .finished(42) }
        await store.finish()
    }
}

/// A flag an Observation `onChange` sets.
@MainActor
private final class Flag {
    var isSet = false
}
