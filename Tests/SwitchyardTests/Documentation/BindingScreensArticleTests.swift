import Switchyard
import Testing

/// The snippets of the DocC article "Binding screens" and the README's "Screens" section, run.
@MainActor
struct BindingScreensArticleTests {
    @Test func thePathSnippetPopsOnSwipeBack() {
        let store = Store(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1)])))
        let path = store.pathBinding(\.path) { step in
            switch step {
            case .pop(let count, _): .pop(count: count)
            case .push(let screen): .push(screen)
            case .replace: nil
            }
        }
        var sent: [FormEvent] = []
        let token = store.observe { notification in
            if case .transition(let transition) = notification { sent.append(transition.event) }
        }
        path.set([.list])
        #expect(sent == [.pop(count: 1)])
        token.cancel()
    }

    @Test func theReadmeRouterPathPopsToTheRoot() {
        let store = Store(machine: NavMachine.machine(initial: Nav(stack: RouteStack([.list, .detail(1)]))))
        let router = store.router(for: \.self) { $0 }
        let steps = store.pathBinding(\.stack.routes) { step in
            if case .pop = step { .pop } else { nil }
        }
        #expect(steps.set([.list]) == .accepted)
        #expect(router.pathBinding.set([]) == .accepted)
        #expect(store.state.stack.routes.isEmpty)
    }
}
