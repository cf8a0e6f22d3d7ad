import Switchyard
import Testing

/// System 3's event handler: holds no UI, only asks the router.
@MainActor
private struct ScreenAHandler {
    let router: Router<ScreenRoute, ScreenSheet, ScreenAlert>
    func tapGoToB() { router.activate(.b) }
    func requestFailed(offline: Bool) {
        router.showAlert(offline ? .networkError : .other(message: "Server said no"))
    }
}

@MainActor
struct RouterTests {
    private func makeStore(diagnostics: DiagnosticSink = DiagnosticSink()) -> Store<AppScreens, AppScreensEvent> {
        Store(machine: ScreenMachine.app, options: StoreOptions(onDiagnostic: diagnostics.handler))
    }

    @Test func tappingGoToBActivatesB() {
        let store = makeStore()
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let handler = ScreenAHandler(router: router)
        handler.tapGoToB()
        #expect(router.isActive(.b))
        #expect(store.state.screenA.navigation.stack.routes == [.b])
        #expect(store.state.screenB.navigation.stack.isEmpty)
    }

    @Test func eachAlertKindIsShown() {
        let store = makeStore()
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let handler = ScreenAHandler(router: router)
        handler.requestFailed(offline: true)
        #expect(router.alert == .networkError)
        #expect(router.alertState?.event(forButtonTitled: "Retry") == .retry)
        handler.requestFailed(offline: false)
        #expect(router.alert == .other(message: "Server said no"))
        #expect(router.alertState?.message == "Server said no")
        router.dismissAlert()
        #expect(router.alert == nil && router.alertState == nil)
    }

    @Test func routersForTheSameStoreAndKeyPathAreEqualAndOthersAreNot() {
        let store = makeStore()
        let first = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let second = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        #expect(first == second)
        #expect(store.router(for: \.screenB.navigation) { .screenB(.navigation($0)) } != first)
        let otherStore = makeStore()
        #expect(otherStore.router(for: \.screenA.navigation) { .screenA(.navigation($0)) } != first)
    }

    @Test func viewAndHandlerSeeTheSameNavigation() {
        // System 3: the view and the handler each ask the store for screen A's router, at different times.
        let store = makeStore()
        let handler = ScreenAHandler(router: store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) })
        let viewRouter = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        var seen: [RouteStack<ScreenRoute>] = []
        let subscription = viewRouter.subscribe(to: \.stack, initial: .changesOnly) { seen.append($0) }
        handler.tapGoToB()
        #expect(viewRouter.isActive(.b))
        viewRouter.push(.detail(1))
        #expect(handler.router.stack.top == .detail(1))
        viewRouter.pop(to: .b)
        viewRouter.popToRoot()
        viewRouter.replaceStack(with: [.settings])
        viewRouter.pop()
        #expect(seen.map(\.routes) == [[.b], [.b, .detail(1)], [.b], [], [.settings], []])
        subscription.cancel()
    }

    @Test func aRouterForAScopesStateReadsAndChangesWhatTheScopeSees() {
        // A child screen that has only a scope is handed its router, made from the store that owns the state.
        let store = makeStore()
        let scope = store.scope(state: \.screenA, event: AppScreensEvent.screenA)
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        router.showAlert(.networkError)
        #expect(scope.state.navigation.alert == .networkError)
        scope.send(.navigation(.dismissAlert))
        #expect(router.alert == nil)
    }

    @Test func presentationGoesThroughTheStore() {
        let store = makeStore()
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        router.present(.compose)
        router.present(.picker, style: .fullScreenCover)
        #expect(router.presentation.depth == 2)
        router.dismiss()
        #expect(router.presentation.destination == .compose)
        router.dismissAll()
        #expect(router.state == ScreenNavigation())
        router.send(.push(.settings))
        #expect(router.stack.top == .settings)
    }

    @Test func aRequestThatChangesNothingIsReportedAsAFailure() {
        let diagnostics = DiagnosticSink()
        let store = makeStore(diagnostics: diagnostics)
        // Wrong wiring: reads screen A's navigation but sends as screen B.
        let miswired = store.router(for: \.screenA.navigation) { .screenB(.navigation($0)) }
        miswired.activate(.b)
        #expect(!miswired.isActive(.b))
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.kind == .failure)
        #expect(diagnostics.all.first?.message.contains("push(") == true)
        #expect(diagnostics.all.first?.message.contains("screenA.navigation") == true)
        // A request that is a no-op by itself is not a wiring error.
        miswired.pop()
        miswired.dismissAlert()
        #expect(diagnostics.all.count == 1)
    }

    @Test func aRequestQueuedBehindAnotherEventIsNotChecked() {
        let diagnostics = DiagnosticSink()
        let store = makeStore(diagnostics: diagnostics)
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let token = store.onTransition { transition in
            if transition.event == .screenA(.retry) { router.activate(.settings) }
        }
        store.send(.screenA(.retry))
        #expect(router.stack.top == .settings)
        #expect(diagnostics.all.isEmpty)
        token.cancel()
    }
}
