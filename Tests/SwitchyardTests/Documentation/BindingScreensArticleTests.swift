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

    /// The article's table and the README: what each model reads, and how it writes back.
    @Test func eachModelReadsTheStateAndWritesBackByEvents() throws {
        let store = Store(machine: NavigationArticle.shop)
        let router = store.router(for: \.navigation, event: NavigationArticle.ShopEvent.navigation)
        router.send(.push(.product(id: 1)))
        router.send(.present(.cart, .sheet))
        router.send(.showAlert(.networkError))
        var tapped: [NavigationArticle.ShopEvent] = []
        let path = router.pathBinding
        let sheet = router.presentationBinding.item(at: 0, style: .sheet)
        let alert = router.alertBinding { tapped.append($0) }
        #expect(path.path == [.product(id: 1)])
        #expect(sheet.item == Presented(.cart, style: .sheet))
        #expect(alert.alert?.title == "Network error" && alert.isPresented)
        let retry = try #require(alert.alert?.buttons.last)
        #expect(alert.tap(retry) == .accepted)
        #expect(tapped == [.retry] && store.state.navigation.alert == nil)
        #expect(sheet.set(nil) == .accepted && store.state.navigation.presentation.chain.isEmpty)
        #expect(path.set([]) == .accepted && store.state.navigation.stack.routes.isEmpty)
        router.send(.showAlert(.outOfStock))
        #expect(router.alertBinding { _ in }.setPresented(false) == .accepted)
        #expect(store.state.navigation.alert == nil)
    }
}
