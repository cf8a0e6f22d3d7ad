// swift-format-ignore-file
// The README's core snippets as printed there (its comments aligned), each completed with what it needs before it
// and checked against what the README says after it.
// `DocumentationSnippetTests` fails when a copy and the text differ.
import Foundation
import Switchyard
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReadmeSnippetTests {
    typealias AppState = ReadmeCore.AppState
    typealias AppEvent = ReadmeCore.AppEvent
    typealias ShopRoute = NavigationArticle.ShopRoute
    typealias ShopSheet = NavigationArticle.ShopSheet
    typealias ShopAlert = NavigationArticle.ShopAlert
    typealias ScreenAEvent = ReadmeCore.ScreenAEvent
    typealias ScreenB = ReadmeCore.ScreenB
    typealias RegisterFormEvent = FormEvent
    let app = ReadmeCore.app

    /// README, "Machines": an entry action that sends the next event is a state function.
    enum OnboardingState: Hashable, Sendable { case root, checkingLogin, showingTutorialModal, showingLoginModal, finish }
    enum OnboardingEvent: Hashable, Sendable { case next, login, notLogin, tappedLogin, tappedNoLogin, tappedOk }
    enum OnboardingFlow {
        static let table = TransitionTable<OnboardingState, OnboardingEvent>([
            .from(.root, on: .next, to: .checkingLogin),
            .from(.checkingLogin, on: .login, to: .showingTutorialModal),
            .from(.checkingLogin, on: .notLogin, to: .showingLoginModal),
        ])
    }
    struct Session: Sendable {
        func isLoggedIn() async -> Bool { true }
    }

    @Test func anEntryActionIsAStateFunction() async {
        let session = Session()
        let machine: Machine<OnboardingState, OnboardingEvent> =
        Machine.table(initial: .root, OnboardingFlow.table, onEnter: { state in
            switch state {
            case .checkingLogin:
                .run { context in await context.send(await session.isLoggedIn() ? .login : .notLogin) }
            case .root, .showingTutorialModal, .showingLoginModal, .finish:
                .none
            }
        })
        let store = Store(machine: machine)
        store.send(.next)
        await store.waitForEffects()
        #expect(store.state == .showingTutorialModal)
    }

    /// README, "The store".
    @Test func theStoreProcessesAndIgnoresAsPrinted() {
        let store = Store(machine: edit)
        let token = store.onTransition { print($0) }
        store.send(.save)     // prints: editing --save--> confirming
        store.send(.save)     // ignored: confirming has no transition for save
        let state = store.state   // .confirming — Observation-tracked, so a SwiftUI view that reads it updates by itself
        #expect(state == .confirming)
        token.cancel()
    }

    /// README, "Notifications": a sequence made before the send.
    @Test func aTransitionsSequencePrintsTheSend() {
        let store = Store(machine: edit)
        let transitions = store.transitions   // delivers what happens from here on: make it before sending
        Task { for await transition in transitions { print(transition) } }
        store.send(.save)                     // the task prints: editing --save--> confirming
        #expect(store.state == .confirming)
    }

    /// README, "Effects are data".
    actor Saver {
        private(set) var saves = 0
        func save() { saves += 1 }
    }

    @Test func theSavingEffectRunsAfterSaving() async {
        let saver = Saver()
        let saving = Machine<Edit, EditEvent>.stepping(initial: .editing) { state, event in
            switch (state, event) {
            case (.editing, .save): Step(.confirming)
            case (.confirming, .confirm(true)):
                Step(.saving, effect: .run(id: "save") { context in   // run after .saving is committed
                    await saver.save()                                 // your async work
                    await context.send(.finishSave)
                })
            case (.saving, .finishSave): Step(.saved)
            default: nil
            }
        }
        let store = Store(machine: saving)
        store.send(.save)
        store.send(.confirm(true))
        #expect(store.state == .saving)
        await store.waitForEffects()
        #expect(store.state == .saved)
        #expect(await saver.saves == 1)
    }

    /// README, "Selective subscriptions".
    @Test func aSubscriptionIsCalledWhenItsPartChanged() {
        let store = Store(machine: app)
        var rendered: [String] = []
        func render(_ registration: ReadmeCore.Registration) { rendered.append(registration.email) }
        let token = store.subscribe(to: \.registration, initial: .changesOnly) { registration in render(registration) }
        store.send(.registration(.email("ada@example.com")))
        store.send(.launch)
        #expect(rendered == ["ada@example.com"])
        token.cancel()
    }

    /// README, "Selective subscriptions": parts.
    @Test func aSubscriptionInAPartIsCalledForItsPart() {
        var rendered: [Int] = []
        func render(_ value: Int) { rendered.append(value) }
        struct Board: Equatable, Sendable {
            enum Part: Hashable { case cell(Int), title }
            var cells = [0, 0, 0, 0]
            var title = ""
        }
        enum BoardEvent: Sendable { case increment(Int), rename(String) }

        let board = Machine<Board, BoardEvent>.reducer(initial: Board(), parts: Board.Part.self) { state, event, changes in
            switch event {
            case .increment(let index):
                state.cells[index] += 1
                changes.insert(.cell(index))
            case .rename(let title):
                state.title = title
                changes.insert(.title)
            }
            return .none
        }
        let boardStore = Store(machine: board)
        let cell = boardStore.subscribe(to: \.cells[2], in: Board.Part.cell(2), initial: .changesOnly) { value in
            render(value)                     // called for .increment(2) only
        }
        for event in [BoardEvent.increment(2), .rename("x"), .increment(0), .increment(2)] { boardStore.send(event) }
        #expect(rendered == [1, 2])
        cell.cancel()
    }

    /// README, "Middleware".
    @Test func aMiddlewareWrapsTheSendPath() {
        let logging = Middleware<AppState, AppEvent> { context, event, next in
            print("→", event)
            next(event)                       // omit to drop the event, or pass another one
            print("state:", context.state)
        }
        let store = Store(machine: app, middleware: [logging])
        store.send(.launch)
        #expect(store.state.launches == 1)
    }

    /// README, "Navigation".
    @Test func theShopMachineAppliesNavigationEvents() {
        struct ShopState: Hashable, Sendable {
            var navigation = NavigationState<ShopRoute, ShopSheet, ShopAlert>()   // ShopAlert: AlertKind
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
        store.send(.navigation(.push(.product(id: 1))))
        store.send(.addToCart(1))
        #expect(store.state.navigation.stack.routes == [.product(id: 1)])
        #expect(store.state.cart == [1])
    }

    /// README, "Navigation": a router.
    @Test func theRouterPushesAndShowsTheAlert() {
        let store = Store(machine: ReadmeCore.screenA)
        let screen = ScreenB()
        let router = store.router(for: \.navigation, event: ScreenAEvent.navigation)
        router.send(.push(.b(ScreenB())))       // push B
        router.send(.showAlert(.networkError))  // the single alert slot
        let showsB = router.isActive(.b(screen))   // true: what the view binds to
        #expect(showsB)
        #expect(router.state.alert == .networkError)
    }

    /// README, "Navigation": deep links.
    @Test func aDeepLinkResolvesOrIsRejected() throws {
        enum Screen: Hashable, Sendable { case welcome, register, success }
        enum ScreenEvent: Hashable, Sendable { case chooseRegister, registered }
        let registerFlow = Flow(
            name: "register",
            machine: Machine<Screen, ScreenEvent>.table(initial: .welcome, rules: [
                .from(.welcome, on: .chooseRegister, to: .register),
                .from(.register, on: .registered, to: .success),
            ]),
            node: { screen in .screen("\(screen)") })                           // a Flow<Screen, ScreenEvent, Never>
        let events = try registerFlow.events(toReach: .success)             // [.chooseRegister, .registered]

        enum Route: String, Hashable, Sendable { case register, success }
        let resolver = DeepLinkResolver<Route>(
            graph: registerFlow.graph(), root: "welcome", schemes: ["myapp"],
            node: { route in "\(route)" },                                      // the graph node a route shows
            route: { components, _ in components.popFirst().flatMap(Route.init(rawValue:)) })
        let stack = try resolver.stack(for: URL(string: "myapp://open/register/success")!)   // root → register → success
        let rejected = Result { try resolver.stack(for: DeepLink(parsing: "myapp://open/success")) }
        // rejected is .failure(.unreachable(target: "success", from: "welcome")): success cannot be reached from welcome
        #expect(events == [.chooseRegister, .registered])
        #expect(stack == RouteStack([.register, .success]))
        #expect(throws: DeepLinkRejection.unreachable(target: "success", from: "welcome")) { try rejected.get() }
    }

    /// README, "Screens": the binding models.
    final class Handler {
        var tapped: [NavigationArticle.ShopEvent] = []
        func alertButtonTapped(_ event: NavigationArticle.ShopEvent) { tapped.append(event) }
    }

    @Test func theBindingModelsWriteBackByEvents() {
        let shop = Store(machine: NavigationArticle.shop)
        let router = shop.router(for: \.navigation, event: NavigationArticle.ShopEvent.navigation)
        let handler = Handler()
        let form = Store(machine: FormMachine.machine(initial: FormScreen(path: [.list, .detail(1)])))
        let store = form
        router.send(.push(.product(id: 1)))
        let path = router.pathBinding                        // NavigationStack(path:): pop, popTo, popToRoot, push
        let sheet = router.presentationBinding.item(at: 0, style: .sheet)   // nil written back: .dismiss, child first
        let alert = router.alertBinding { action in handler.alertButtonTapped(action) }   // dismissAlert, then the button
        let email = form.binding(\.email, send: RegisterFormEvent.emailChanged)             // also on scopes and charts
        let steps = store.pathBinding(\.path) { step in     // your own events: .pop(count:newTop:), .push, .replace
            if case .pop(let count, _) = step { .pop(count: count) } else { nil }
        }
        path.set([])                                        // the user swiped back to the root: router receives .popToRoot
        #expect(shop.state.navigation.stack.routes.isEmpty)
        #expect(sheet.item == nil && alert.alert == nil && handler.tapped.isEmpty)
        #expect(email.set("ada@example.com") == .accepted && form.state.email == "ada@example.com")
        #expect(steps.set([.list]) == .accepted && form.state.path == [.list])
    }

    /// README, "Quick start": the manifest a user writes. A test target cannot compile a manifest, so its copy is text,
    /// held to the package's own manifest: the same tools version and platforms.
    @Test func theReadmesManifestNamesThisPackagesToolsVersionAndPlatforms() throws {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "MyApp",
                platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
                dependencies: [.package(url: "https://github.com/switchyard-swift/switchyard", from: "0.7.0")],
                targets: [
                    .target(name: "MyApp", dependencies: [.product(name: "Switchyard", package: "switchyard")]),
                    .testTarget(
                        name: "MyAppTests",
                        dependencies: ["MyApp", .product(name: "SwitchyardTesting", package: "switchyard")]),
                ]
            )
            """
        // Resolved first: `.ci/tsan` compiles this file through a symbolic link, and has a Package.swift of its own.
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        func line(startingWith prefix: String, in text: String) -> String? {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }
        }
        func platforms(in text: String) -> [String] {
            guard let start = text.range(of: "platforms: [")?.upperBound, let end = text[start...].firstIndex(of: "]")
            else { return [] }
            return text[start..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
        }
        #expect(line(startingWith: "// swift-tools-version:", in: manifest) == line(startingWith: "// swift-tools-version:", in: package))
        #expect(!platforms(in: package).isEmpty)
        #expect(platforms(in: manifest) == platforms(in: package))
        #expect(manifest.contains(".product(name: \"Switchyard\", package: \"switchyard\")"))
    }
}
