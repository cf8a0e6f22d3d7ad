// swift-format-ignore-file
// The README's and the DocC articles' SwiftUI and UIKit snippets as printed there (their comments aligned, the
// UIKit snippet's two calls on one line), compiled against the SDK stubs like SwitchyardUI itself, each completed
// with what it needs around it, and run: the views' bodies are built (through SwitchyardUI's forwards to the stubs'
// do-nothing views) and the UIKit adapters and the saved scene are checked. `DocumentationSnippetTests` checks that
// each copy is the printed text.
import Foundation
import OnboardingExample
import RegistrationExample
import ScreenRoutingExample
import SwiftUIStub
import Switchyard
import SwitchyardUIStubbed
import Testing
import UIKitStub

/// README, "Screens": a SwiftUI screen from `Examples/Screens` (screen A's stack and alert, the register form's
/// email field).
struct ReadmeScreen: View {
    let scene: ScreenAScene
    let screens: RegistrationScreens

    var body: some View {
        NavigationStack(scene.path) {                        // swipe-back is the router's pop; a refused pop re-pushes
            Form { Button("Go to B") { scene.handler.tapGoToB() } }
                .navigationDestination(for: ScreenARoute.self) { route in ScreenBView(route) }
        }
        .alert(scene.alert)                                  // AlertState as an alert or a confirmation dialog
        TextField("Email", text: Binding(screens.email))     // a field bound to the store
    }
}

/// Screen B, for the README's screen.
struct ScreenBView: View {
    let route: ScreenARoute
    init(_ route: ScreenARoute) { self.route = route }
    var body: some View { Text(verbatim: "B") }
}

/// The SwitchyardUI landing page's screen, with the names it uses.
enum LandingPage {
    enum Route: Hashable, Sendable { case detail(Int) }
    enum Destination: Hashable, Sendable { case settings }
    enum Notice: AlertKind {
        case saved
        var alertState: AlertState<Int> { AlertState(title: "Saved", buttons: [.default("Undo", event: 1)]) }
    }
    struct Screen: Hashable, Sendable {
        var navigation = NavigationState<Route, Destination, Notice>()
        var email = ""
    }
    enum RegisterEvent: Hashable, Sendable {
        case navigation(NavigationEvent<Route, Destination, Notice>)
        case emailChanged(String)
    }

    static let machine = Machine<Screen, RegisterEvent>.reducer(initial: Screen()) { state, event in
        switch event {
        case .navigation(let request): state.navigation.apply(request)
        case .emailChanged(let email): state.email = email
        }
        return .none
    }

    final class Handler {
        var tapped: [Int] = []
        func alertButtonTapped(_ action: Int) { tapped.append(action) }
    }

    struct RootScreen: View { var body: some View { Text(verbatim: "root") } }
    struct RouteScreen: View {
        init(_ route: Route) {}
        var body: some View { Text(verbatim: "route") }
    }
    struct SheetScreen: View {
        init(_ destination: Destination) {}
        var body: some View { Text(verbatim: "sheet") }
    }

    struct Page: View {
        let store: Store<Screen, RegisterEvent>
        let handler: Handler
        var router: Router<Route, Destination, Notice> {
            store.router(for: \.navigation, event: RegisterEvent.navigation)
        }

        var body: some View {
            NavigationStack(router.pathBinding) {            // swipe-back becomes the router's pop
                RootScreen()
                    .navigationDestination(for: Route.self) { route in RouteScreen(route) }
            }
            .sheet(router.presentationBinding) { destination in SheetScreen(destination) }
            .alert(router.alertBinding { action in handler.alertButtonTapped(action) })
            TextField("Email", text: Binding(store.binding(\.email, send: RegisterEvent.emailChanged)))
        }
    }
}

/// *Saving and restoring*, "An iOS app the system terminated in the background", over the registration example's
/// app: a scene keeps the encoded snapshot in `@SceneStorage`.
@MainActor
struct RestoringScene {
    @SceneStorage("flow") private var saved: Data?

    func save(_ store: Store<AppState, AppEvent>) {
        saved = try? JSONEncoder().encode(SavedFlow(snapshot: store.snapshot(), at: .now))
    }

    func restore(machine: Machine<AppState, AppEvent>) -> Store<AppState, AppEvent> {
        guard let data = saved, let flow = try? JSONDecoder().decode(SavedFlow.self, from: data),
            let store = try? Store(
                machine: machine, restoring: flow.snapshot, timeSaved: .seconds(Date.now.timeIntervalSince(flow.at)))
        else { return Store(machine: machine) }
        return store
    }

    var hasSaved: Bool { saved != nil }
}

/// The recipe's "own `Codable` pair of the snapshot and the date".
struct SavedFlow: Codable {
    var snapshot: StoreSnapshot<AppState, AppEvent>
    var at: Date
}

/// README, "Screens": the UIKit coordinator's lines, with a navigation controller and a root screen that record
/// what they are asked.
@MainActor
final class ReadmeCoordinator {
    final class Navigation: UINavigationController {
        var shown: [[UIViewController]] = []
        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            self.viewControllers = viewControllers
            shown.append(viewControllers)
        }
    }
    final class Root: UIViewController {
        var presented: [UIViewController] = []
        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            presented.append(viewControllerToPresent)
        }
    }
    final class DetailViewController: UIViewController {
        let route: ScreenARoute
        init(_ route: ScreenARoute) {
            self.route = route
            super.init()
        }
        required init?(coder: NSCoder) { nil }
    }
    final class ModalViewController: UIViewController {
        let modal: Modal
        init(_ modal: Modal) {
            self.modal = modal
            super.init()
        }
        required init?(coder: NSCoder) { nil }
    }

    let root = Root()
    let navigation: Navigation
    let router: ScreenARouter
    let onboarding: OnboardingController
    let navigator: UIKitNavigator<ScreenARoute>
    let presenter: UIKitPresenter<Modal>

    init(router: ScreenARouter, onboarding: OnboardingController) {
        self.router = router
        self.onboarding = onboarding
        navigation = Navigation(rootViewController: root)
        navigation.viewControllers = [root]  // what UIKit's initializer does and the stub's does not
        navigator = UIKitNavigator(navigationController: navigation, path: router.pathBinding) { route in
            DetailViewController(route)
        }
        presenter = UIKitPresenter(presenter: root, item: onboarding.modal) { modal in ModalViewController(modal) }
        navigator.start(); presenter.start()
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScreenSnippetTests {
    struct Items: ItemLoader {
        func loadItems() async throws -> [String] { ["one", "two"] }
    }

    static func registrationScreens() -> RegistrationScreens {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        return RegistrationScreens(store: Store(machine: AppFlow.machine(environment: environment)))
    }

    @Test func theReadmesSwiftUIScreenIsBuilt() {
        let scene = ScreenAScene(loader: Items())
        let screen = ReadmeScreen(scene: scene, screens: Self.registrationScreens())
        _ = screen.body
        scene.handler.tapGoToB()
        #expect(scene.path.path.count == 1)
    }

    @Test func theLandingPagesScreenIsBuilt() {
        let page = LandingPage.Page(store: Store(machine: LandingPage.machine), handler: LandingPage.Handler())
        _ = page.body
        page.router.send(.showAlert(.saved))
        _ = page.body
        #expect(page.router.alertBinding { page.handler.alertButtonTapped($0) }.alert?.title == "Saved")
    }

    @Test func theReadmesUIKitCoordinatorShowsTheStateAndFollowsIt() {
        let scene = ScreenAScene(loader: Items())
        let session = InMemorySession(loggedIn: false)
        let onboarding = OnboardingController(
            store: Store(machine: OnboardingFlow.machine(session: session), state: .showingLoginModal))
        scene.handler.tapGoToB()
        let coordinator = ReadmeCoordinator(router: scene.handler.router, onboarding: onboarding)
        #expect(coordinator.navigation.shown.count == 1)
        #expect(coordinator.navigation.viewControllers.first === coordinator.root)
        #expect(
            (coordinator.navigation.viewControllers.last as? ReadmeCoordinator.DetailViewController)?.route
                == scene.path.path.last)
        #expect(coordinator.root.presented.map { ($0 as? ReadmeCoordinator.ModalViewController)?.modal } == [.login])
    }

    @Test func theSavedSceneRestoresTheWelcomeTimer() {
        let machine = AppFlow.machine(
            environment: AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: .seconds(3)))
        let scene = RestoringScene()
        #expect(scene.restore(machine: machine).state.screen == .welcome)
        let store = Store(machine: machine)
        store.start()
        scene.save(store)
        #expect(scene.hasSaved)
        let restored = scene.restore(machine: machine)
        #expect(restored.state == store.state)
        let timers = restored.snapshot().timers
        #expect(timers.count == 1 && timers.allSatisfy { $0.remaining <= .seconds(3) })
    }
}
