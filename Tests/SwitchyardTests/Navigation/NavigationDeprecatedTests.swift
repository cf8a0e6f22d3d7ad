import Switchyard
import Testing

/// The 0.7 forwards of the router's and the navigation values' conveniences still do what the kept API does.
@MainActor
struct NavigationDeprecatedTests {
    @available(*, deprecated)
    @Test func routerConveniencesSendTheirNavigationEvent() {
        let store = Store(machine: ScreenMachine.app)
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        router.activate(.b)
        router.push(.settings)
        #expect(router.stack.routes == [.b, .settings])
        router.pop()
        router.pop(to: .b)
        #expect(router.stack.routes == [.b])
        router.replaceStack(with: [.settings, .b])
        router.popToRoot()
        #expect(router.stack.routes.isEmpty)
        router.present(.compose)
        router.present(.picker, style: .fullScreenCover)
        #expect(router.presentation.chain.map(\.style) == [.sheet, .fullScreenCover])
        router.dismiss()
        #expect(router.presentation.destination == .compose)
        router.dismissAll()
        router.showAlert(.networkError)
        #expect(router.alert == .networkError && router.alertState?.title == router.state.alert?.alertState.title)
        router.dismissAlert()
        #expect(router.state == ScreenNavigation())
    }

    @available(*, deprecated)
    @Test func valueReadersRestateTheirCollections() {
        let stack = RouteStack<Int>([1, 2])
        #expect(stack.top == 2 && stack.count == 2 && !stack.isEmpty && stack.contains(1) && !stack.contains(3))
        var presentation = Presentation<Int>()
        #expect(presentation.isEmpty && presentation.depth == 0 && presentation.topmost == nil)
        presentation.present(1)
        presentation.present(2, style: .fullScreenCover)
        #expect(presentation.depth == 2 && presentation.topmost == Presented(2, style: .fullScreenCover))
    }
}
