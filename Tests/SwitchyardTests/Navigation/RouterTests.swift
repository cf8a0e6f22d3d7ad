import Switchyard
import Testing

/// System 3's event handler: holds no UI, only asks the router.
@MainActor
private struct ScreenAHandler {
    let router: Router<ScreenRoute, ScreenSheet, ScreenAlert>
    func tapGoToB() { router.send(.push(.b)) }
    func requestFailed(offline: Bool) {
        router.send(.showAlert(offline ? .networkError : .other(message: "Server said no")))
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
        #expect(store.state.screenB.navigation.stack.routes.isEmpty)
    }

    @Test func eachAlertKindIsShown() {
        let store = makeStore()
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let handler = ScreenAHandler(router: router)
        handler.requestFailed(offline: true)
        #expect(router.state.alert == .networkError)
        #expect(router.state.alert?.alertState.event(forButtonTitled: "Retry") == .retry)
        handler.requestFailed(offline: false)
        #expect(router.state.alert == .other(message: "Server said no"))
        #expect(router.state.alert?.alertState.message == "Server said no")
        router.send(.dismissAlert)
        #expect(router.state.alert == nil && router.state.alert?.alertState == nil)
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
        viewRouter.send(.push(.detail(1)))
        #expect(handler.router.state.stack.routes.last == .detail(1))
        viewRouter.send(.popTo(.b))
        viewRouter.send(.popToRoot)
        viewRouter.send(.replaceStack([.settings]))
        viewRouter.send(.pop)
        #expect(seen.map(\.routes) == [[.b], [.b, .detail(1)], [.b], [], [.settings], []])
        subscription.cancel()
    }

    @Test func aRouterForAScopesStateReadsAndChangesWhatTheScopeSees() {
        // A child screen that has only a scope is handed its router, made from the store that owns the state.
        let store = makeStore()
        let scope = store.scope(state: \.screenA, event: AppScreensEvent.screenA)
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        router.send(.showAlert(.networkError))
        #expect(scope.state.navigation.alert == .networkError)
        scope.send(.navigation(.dismissAlert))
        #expect(router.state.alert == nil)
    }

    @Test func presentationGoesThroughTheStore() {
        let store = makeStore()
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        router.send(.present(.compose, .sheet))
        router.send(.present(.picker, .fullScreenCover))
        #expect(router.state.presentation.chain.count == 2)
        router.send(.dismiss)
        #expect(router.state.presentation.destination == .compose)
        router.send(.dismissAll)
        #expect(router.state == ScreenNavigation())
        router.send(.push(.settings))
        #expect(router.state.stack.routes.last == .settings)
    }

    @Test func aRequestThatChangesNothingIsReportedAsAFailure() {
        let diagnostics = DiagnosticSink()
        let store = makeStore(diagnostics: diagnostics)
        // Wrong wiring: reads screen A's navigation but sends as screen B.
        let miswired = store.router(for: \.screenA.navigation) { .screenB(.navigation($0)) }
        miswired.send(.push(.b))
        #expect(!miswired.isActive(.b))
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.kind == .failure)
        #expect(diagnostics.all.first?.message.contains("push(") == true)
        #expect(diagnostics.all.first?.message.contains("screenA.navigation") == true)
        // A request that is a no-op by itself is not a wiring error.
        miswired.send(.pop)
        miswired.send(.dismissAlert)
        #expect(diagnostics.all.count == 1)
    }

    @Test func aRequestQueuedBehindAnotherEventIsNotChecked() {
        let diagnostics = DiagnosticSink()
        let store = makeStore(diagnostics: diagnostics)
        let router = store.router(for: \.screenA.navigation) { .screenA(.navigation($0)) }
        let token = store.onTransition { transition in
            if transition.event == .screenA(.retry) { router.send(.push(.settings)) }
        }
        store.send(.screenA(.retry))
        #expect(router.state.stack.routes.last == .settings)
        #expect(diagnostics.all.isEmpty)
        token.cancel()
    }
}
