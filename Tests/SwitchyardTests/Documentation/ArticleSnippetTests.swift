// swift-format-ignore-file
// The core DocC articles' snippets as printed there (their comments aligned), each completed with what it needs
// before it and checked against what the article says after it.
// `DocumentationSnippetTests` fails when a copy and the text differ.
import Switchyard
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ArticleSnippetTests {
    /// Switchyard (the landing page): the routing machine, then a store that runs it.
    @Test func theLandingPagesMachineAndStore() {
        enum Edit: Hashable, Sendable { case editing, confirming, saving, saved }
        enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave, shownResult }

        let edit = Machine<Edit, EditEvent>.routing(initial: .editing) { state, event in
            switch (state, event) {
            case (.editing, .save): .confirming
            case (.confirming, .confirm(true)): .saving
            case (.confirming, .confirm(false)): .editing
            case (.saving, .finishSave): .saved
            case (.saved, .shownResult): .editing
            default: nil
            }
        }
        var printed: [String] = []
        let check = Store(machine: edit)
        let observer = check.onTransition { printed.append("\($0)") }
        check.send(.save)
        check.send(.save)
        #expect(printed == ["editing --save--> confirming"])
        #expect(check.state == .confirming)
        observer.cancel()
    }

    @Test func theLandingPagesStorePrintsOneTransition() {
        let store = Store(machine: edit)
        let token = store.onTransition { print($0) }
        store.send(.save)            // editing --save--> confirming
        store.send(.save)            // ignored: no transition for save in confirming
        #expect(store.state == .confirming)
        token.cancel()
    }

    /// Tables or routing functions?: a table.
    @Test func theTablesArticlesTable() {
        enum Onboarding: Hashable, Sendable {
            case root, checkingLogin, showingTutorialModal, showingLoginModal, finish
        }
        enum OnboardingEvent: Hashable, Sendable { case next, login, notLogin, tappedLogin, tappedNoLogin, tappedOk }

        let onboarding = Machine<Onboarding, OnboardingEvent>.table(
            initial: .root,
            rules: [
                .from(.root, on: .next, to: .checkingLogin),
                .from(.checkingLogin, on: .login, to: .showingTutorialModal),
                .from(.checkingLogin, on: .notLogin, to: .showingLoginModal),
                .from(.showingLoginModal, on: .tappedLogin, to: .showingTutorialModal),
                .from(.showingLoginModal, on: .tappedNoLogin, to: .finish),
                .from(.showingTutorialModal, on: .tappedOk, to: .finish),
            ])
        #expect(onboarding.table?.rules.count == 6)
        #expect(onboarding.state(after: [.next, .notLogin, .tappedNoLogin]) == .finish)
        #expect(onboarding.nextState(from: .root, on: .tappedOk) == nil)
    }

    /// Tables or routing functions?: a routing function, and how either form is drawn.
    @Test func theTablesArticlesRoutingFunctionAndItsDrawings() {
        enum SaveResult: Hashable, Sendable { case success, failure(String) }
        enum Edit: Hashable, Sendable { case editing, confirming, saving, saved(SaveResult) }
        enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave(SaveResult), shownResult }

        let edit = Machine<Edit, EditEvent>.routing(initial: .editing) { state, event in
            switch (state, event) {
            case (.editing, .save): .confirming
            case (.confirming, .confirm(let ok)): ok ? .saving : .editing
            case (.saving, .finishSave(let result)): .saved(result)
            case (.saved, .shownResult): .editing
            default: nil
            }
        }
        #expect(edit.nextState(from: .confirming, on: .confirm(false)) == .editing)
        #expect(edit.nextState(from: .saving, on: .finishSave(.failure("offline"))) == .saved(.failure("offline")))
        let events: [EditEvent] = [.save, .confirm(true), .confirm(false), .finishSave(.success), .shownResult]
        let byCase = edit.graph(name: "edit", events: events)           // confirming --confirm--> saving, and --confirm--> editing
        let byValue = MachineExplorer(edit, sampleEvents: events, eventName: { "\($0)" }).explore()   // confirm(true), confirm(false)
        #expect(byCase.transitions(from: "confirming").map(\.label) == ["confirm", "confirm"])
        #expect(Set(byCase.transitions(from: "confirming").map(\.to)) == [.state("saving"), .state("editing")])
        #expect(byValue.transitions(from: "confirming").map(\.label) == ["confirm(true)", "confirm(false)"])
    }

    /// The statechart engine: the player chart on the interpreter, and in a store.
    @Test func theEngineArticlesPlayer() throws {
        enum Player: Hashable, Sendable { case off, on, transport, stopped, playing, resume, volume, quiet, loud }
        enum Input: Hashable, Sendable { case power, play, stop, louder }

        let player = try Statechart<Player, Input, Int>(initial: .off, [
            .atomic(.off, [.on(.power, to: .resume)]),
            .parallel(.on, [
                .compound(.transport, initial: .stopped, [
                    .atomic(.stopped, [.on(.play, to: .playing, action: { $0.context += 1 })]),
                    .atomic(.playing, [.on(.stop, to: .stopped)]),
                    .history(.resume, default: .stopped),
                ]),
                .compound(.volume, [
                    .atomic(.quiet, [.on(.louder, to: .loud)]),
                    .atomic(.loud),
                ]),
                .on(.power, to: .off),
            ]),
        ])

        var interpreter = StatechartInterpreter(player, context: 0)
        interpreter.start()                  // [off]
        interpreter.send(.power)             // [stopped, quiet]
        interpreter.send(.play)              // [playing, quiet], context 1
        interpreter.send(.power)             // [off]
        interpreter.send(.power)             // [playing, quiet]: the history state restored playback
        for state in interpreter.configuration {
            switch state {
            case .playing: print("playing")
            default: break
            }
        }
        #expect(interpreter.configuration.atomicStates == [.playing, .quiet])
        #expect(interpreter.context == 1)
        let store = Store(machine: player.machine(context: 0))
        store.send(.power)
        let isOn = store.state.configuration.contains(.on)        // true
        let microsteps = store.state.lastMacrostep.microsteps     // what power exited and entered, in order
        #expect(isOn)
        #expect(microsteps.flatMap(\.exited) == [.off])
        #expect(microsteps.flatMap(\.entered) == [.on, .transport, .stopped, .volume, .quiet])
    }

    /// The statechart engine, "Decide, then do": the host delivers a delayed send by its token.
    @Test func theHostDeliversADelayedSend() throws {
        enum Door: Hashable, Sendable { case opened, locked }
        enum DoorEvent: Hashable, Sendable { case close, timeout }
        let chart = try Statechart<Door, DoorEvent, Int>(initial: .opened, [
            .atomic(.opened, [.on(.close, to: .locked)]),
            .atomic(.locked, [
                .onEntry { $0.send(.timeout, after: .seconds(5), id: "auto") },
                .on(.timeout, to: .opened),
            ]),
        ])
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        let step = interpreter.send(.close)
        for send in step.scheduled {          // each one after send.delay on the host's clock
            interpreter.deliver(send.token)
        }
        #expect(step.scheduled.map(\.delay) == [.seconds(5)])
        #expect(interpreter.configuration.atomicStates == [.opened])
    }

    /// The statechart engine, "Work tied to states".
    actor Catalog {
        private(set) var refreshes = 0
        func refresh() throws { refreshes += 1 }
    }

    @Test func workAskedForOnEntryRuns() async throws {
        enum Screen: Hashable, Sendable { case loading, showing }
        enum ScreenEvent: Hashable, Sendable { case loaded }
        let catalog = Catalog()
        let chart = try Statechart<Screen, ScreenEvent, Int>(initial: .loading, [
            .atomic(.showing),
            .atomic(.loading, [
                .onEntry { scope in
                    scope.perform(.run { context in
                        try await catalog.refresh()
                        await context.send(.loaded)
                    })
                },
                .on(.loaded, to: .showing),
            ])
        ])
        let store = Store(machine: chart.machine(context: 0))
        store.start()
        await store.waitForEffects()
        #expect(store.state.configuration.atomicStates == [.showing])
        #expect(await catalog.refreshes == 1)
    }

    @Test func anEventWithAPayloadIsMatchedByAPattern() throws {
        enum Screen: Hashable, Sendable { case loading, showing }
        enum ListEvent: Hashable, Sendable { case loaded([String]) }
        let chart = try Statechart<Screen, ListEvent, [String]>(initial: .loading, [
            .atomic(.showing),
            .atomic(.loading, [
                .on(matching: .event("loaded", where: { if case .loaded = $0 { true } else { false } }), to: .showing,
                    action: { scope in
                        if case .loaded(let items) = scope.event { scope.context = items }
                    }),
            ])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send(.loaded(["a", "b"]))
        #expect(interpreter.configuration.atomicStates == [.showing])
        #expect(interpreter.context == ["a", "b"])
    }

    /// Navigation as state: the shop, its router, and a deep link.
    @Test func theNavigationArticlesShopRouterAndDeepLink() throws {
        enum ShopRoute: Hashable, Sendable { case product(id: Int), reviews(productID: Int) }
        enum ShopSheet: Hashable, Sendable { case cart }
        enum ShopAlert: AlertKind {
            case outOfStock, networkError
            var alertState: AlertState<ShopEvent> {
                switch self {
                case .outOfStock: AlertState(title: "Out of stock", buttons: [.cancel("OK")])
                case .networkError:
                    AlertState(title: "Network error", buttons: [.cancel("OK"), .default("Retry", event: .retry)])
                }
            }
        }

        struct ShopState: Hashable, Sendable {
            var navigation = NavigationState<ShopRoute, ShopSheet, ShopAlert>()
            var cart: [Int] = []
        }
        enum ShopEvent: Hashable, Sendable {
            case navigation(NavigationEvent<ShopRoute, ShopSheet, ShopAlert>)
            case addToCart(Int)
            case retry
        }

        let shop = Machine<ShopState, ShopEvent>.reducer(initial: ShopState()) { state, event in
            switch event {
            case .navigation(let request): state.navigation.apply(request)   // the whole navigation "reducer"
            case .addToCart(let id): state.cart.append(id)
            case .retry: break
            }
            return .none
        }

        let store = Store(machine: shop)
        let router = store.router(for: \.navigation, event: ShopEvent.navigation)
        router.send(.push(.product(id: 1)))                             // stack: root → product(id: 1)
        router.send(.present(.cart, .sheet))                            // a sheet; style: .fullScreenCover for a cover
        router.send(.showAlert(.networkError))                          // the one alert slot
        let retry = router.state.alert?.alertState.event(forButtonTitled: "Retry")   // .retry: what the view sends when it is tapped
        router.send(.dismissAlert)
        #expect(retry == .retry)
        #expect(store.state.navigation.alert == nil)
        #expect(store.state.navigation.stack.routes == [.product(id: 1)])
        #expect(store.state.navigation.presentation.chain == [Presented(.cart, style: .sheet)])
        enum Screen: Hashable, Sendable { case home, product, reviews }
        enum ScreenEvent: Hashable, Sendable { case showProduct, showReviews }
        let screens = Machine<Screen, ScreenEvent>.table(initial: .home, rules: [
            .from(.home, on: .showProduct, to: .product),
            .from(.product, on: .showReviews, to: .reviews),
        ])
        let resolver = DeepLinkResolver<ShopRoute>(
            graph: screens.graph(name: "shop"), root: "home", schemes: ["shop"],
            node: { route in
                switch route {
                case .product: "product"
                case .reviews: "reviews"
                }
            },
            route: { components, _ in                                   // consume what one route needs
                let name = components.popFirst()
                guard let id = components.popFirst().flatMap({ Int($0) }) else { return nil }
                switch name {
                case "product": return .product(id: id)
                case "reviews": return .reviews(productID: id)
                default: return nil
                }
            })
        let stack = try resolver.stack(for: DeepLink(parsing: "shop://open/product/3/reviews/3"))  // root → product(id: 3) → reviews(…)
        router.send(.replaceStack(stack.routes))
        let rejected = Result { try resolver.stack(for: DeepLink(parsing: "shop://open/reviews/3")) }
        // rejected is a .failure: reviews(productID: 3) cannot be reached from home
        #expect(stack.routes == [.product(id: 3), .reviews(productID: 3)])
        #expect(store.state.navigation.stack == stack)
        #expect(throws: DeepLinkRejection.unreachable(target: "reviews(productID: 3)", from: "home")) {
            try rejected.get()
        }
    }

    /// Binding screens: a path written back becomes the machine's own events.
    @Test func thePathSnippetPopsOnSwipeBack() {
        var sent: [FormEvent] = []
        let store = Store(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1)])))
        let path = store.pathBinding(\.path) { step in
            switch step {
            case .pop(let count, _): .pop(count: count)
            case .push(let screen): .push(screen)
            case .replace: nil                 // sent as pops and pushes instead
            }
        }
        path.set([.list])                      // swipe-back: store receives .pop(count: 1)
        let token = store.observe { notification in
            if case .transition(let transition) = notification { sent.append(transition.event) }
        }
        path.set([])
        #expect(sent == [.pop(count: 1)])
        #expect(store.state.path.isEmpty)
        token.cancel()
    }
}
