import Switchyard
import SwitchyardUIStubbed
import Testing
import UIKitStub

/// The UIKit adapters, run against the stub UIKit (whose bodies do nothing) with controllers that record what the
/// adapters ask of them: each adapter shows the state when started, then follows every change of it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct UIKitAdapterTests {
    struct Screens: Equatable, Sendable {
        var path: [Int] = []
        var sheet: Int?
    }

    enum ScreenEvent: Equatable, Sendable {
        case push(Int)
        case pop(count: Int)
        case show(Int)
        case dismiss
    }

    static func store(_ initial: Screens = Screens()) -> Store<Screens, ScreenEvent> {
        Store(
            machine: Machine.stepping(initial: initial) { state, event in
                var next = state
                switch event {
                case .push(let route): next.path.append(route)
                case .pop(let count): next.path.removeLast(min(count, next.path.count))
                case .show(let sheet): next.sheet = sheet
                case .dismiss: next.sheet = nil
                }
                return Step(next, kind: .internal)
            })
    }

    /// The screens an adapter made, by route or item.
    @MainActor
    final class Screenshots {
        private var routes: [ObjectIdentifier: Int] = [:]

        func make(_ route: Int) -> UIViewController {
            let controller = UIViewController()
            routes[ObjectIdentifier(controller)] = route
            return controller
        }

        /// The route `controller` shows; `nil` for one the adapter did not make (the root).
        func route(of controller: UIViewController) -> Int? { routes[ObjectIdentifier(controller)] }

        /// The routes of `controllers`.
        func routes(_ controllers: [UIViewController]?) -> [Int?] { (controllers ?? []).map(route(of:)) }
    }

    /// A navigation controller that reports each stack it is given.
    final class RecordingNavigationController: UINavigationController {
        var stacks: AsyncStream<[UIViewController]>.Continuation?

        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            self.viewControllers = viewControllers
            stacks?.yield(viewControllers)
        }
    }

    @Test func aNavigatorShowsTheRoutesThenFollowsEveryChange() async {
        let store = Self.store(Screens(path: [1]))
        let path = store.pathBinding(\.path) { step in
            if case .pop(let count, _) = step { .pop(count: count) } else { nil }
        }
        let root = UIViewController()
        let navigation = RecordingNavigationController(rootViewController: root)
        navigation.viewControllers = [root]
        let (stacks, continuation) = AsyncStream.makeStream(of: [UIViewController].self)
        navigation.stacks = continuation
        let screens = Screenshots()
        let navigator = UIKitNavigator(navigationController: navigation, path: path) { screens.make($0) }
        var shown = stacks.makeAsyncIterator()

        navigator.start()
        #expect(screens.routes(await shown.next(isolation: #isolation)) == [nil, 1])
        store.send(.push(2))
        #expect(screens.routes(await shown.next(isolation: #isolation)) == [nil, 1, 2])
        store.send(.push(3))
        #expect(screens.routes(await shown.next(isolation: #isolation)) == [nil, 1, 2, 3])
        store.send(.pop(count: 2))
        #expect(screens.routes(await shown.next(isolation: #isolation)) == [nil, 1])

        // The user pops with the back button: UIKit shows the root, and the pop is written back.
        navigation.viewControllers = [root]
        navigator.navigationController(navigation, didShow: root, animated: true)
        #expect(store.state.path.isEmpty)
    }

    /// A presenting screen that reports what it presents and each dismissal.
    final class RecordingViewController: UIViewController {
        let screens = Screenshots()
        var changes: AsyncStream<String>.Continuation?

        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            changes?.yield("present \(screens.route(of: viewControllerToPresent).map(String.init) ?? "?")")
        }

        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            changes?.yield("dismiss")
        }
    }

    @Test func aPresenterShowsTheItemThenFollowsEveryChange() async {
        let store = Self.store(Screens(sheet: 1))
        let item = store.itemBinding(\.sheet) { _ in .dismiss }
        let presenting = RecordingViewController()
        let (changes, continuation) = AsyncStream.makeStream(of: String.self)
        presenting.changes = continuation
        let presenter = UIKitPresenter(presenter: presenting, item: item) { presenting.screens.make($0) }
        var changed = changes.makeAsyncIterator()

        presenter.start()
        #expect(await changed.next(isolation: #isolation) == "present 1")
        store.send(.show(2))
        #expect(await changed.next(isolation: #isolation) == "dismiss")
        #expect(await changed.next(isolation: #isolation) == "present 2")
        store.send(.dismiss)
        #expect(await changed.next(isolation: #isolation) == "dismiss")
        #expect(presenter.presentedViewController == nil)
    }
}
