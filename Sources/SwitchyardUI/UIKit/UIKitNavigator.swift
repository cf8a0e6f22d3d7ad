#if SWITCHYARD_UI_STUBS
public import Foundation
public import UIKitStub
#elseif canImport(UIKit) && !os(watchOS)
public import UIKit
#endif

#if SWITCHYARD_UI_STUBS || (canImport(UIKit) && !os(watchOS))
public import Switchyard

/// Keeps a `UINavigationController`'s stack equal to a path binding model: state changes are applied as the
/// `NavigationChange` between the screens shown and the state's routes (animated), and a pop the user makes (the
/// back button, the interactive swipe) is written back through the model, so it becomes the machine's pop event; a
/// refused pop pushes the screen again.
///
/// ```swift
/// navigator = UIKitNavigator(navigationController: navigation, path: router.pathBinding) { route in
///     DetailViewController(route: route)
/// }
/// navigator.start()
/// ```
///
/// The navigator becomes the navigation controller's delegate, which UIKit holds weakly: keep the navigator.
@MainActor
public final class UIKitNavigator<Route: Hashable & Sendable>: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private let path: PathBinding<Route>
    private let makeViewController: @MainActor (Route) -> UIViewController
    private var shown: [(route: Route, controller: UIViewController)] = []
    private var observing = false

    /// Creates a navigator; call ``start()`` to show the state's routes and follow them.
    /// - Parameters:
    ///   - navigationController: The navigation controller; its first view controller is the root screen.
    ///   - path: The binding model of the routes above the root.
    ///   - makeViewController: The screen for a route.
    public init(
        navigationController: UINavigationController, path: PathBinding<Route>,
        makeViewController: @escaping @MainActor (Route) -> UIViewController
    ) {
        self.navigationController = navigationController
        self.path = path
        self.makeViewController = makeViewController
        super.init()
    }

    /// Shows the state's routes without animation, then follows every change of them.
    public func start() {
        navigationController.delegate = self
        update(animated: false)
        guard !observing else { return }
        observing = true
        followChanges(of: self, tracking: { _ = $0.path.path }) { $0.update(animated: true) }
    }

    /// Applies the state's routes: keeps the screens of the common prefix, pops the rest and pushes the new ones.
    /// - Parameter animated: Whether UIKit animates the change.
    public func update(animated: Bool) {
        var stack = RouteStack(shown.map(\.route))
        let change = stack.replace(with: path.path)
        guard !change.containsNothing else { return }
        shown.removeLast(change.removed.count)
        shown += change.added.map { ($0, makeViewController($0)) }
        let root = navigationController.viewControllers.first.map { [$0] } ?? []
        navigationController.setViewControllers(root + shown.map(\.controller), animated: animated)
    }

    /// UIKit showed a screen: when the user popped, the shorter path is written back, and a refused pop is undone.
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The screen shown.
    ///   - animated: Whether it was animated.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let remaining = navigationController.viewControllers.count - 1
        guard remaining < shown.count, remaining >= 0 else { return }
        let kept = Array(shown.prefix(remaining))
        let outcome = path.set(kept.map(\.route))
        shown = kept
        if outcome == .refused { update(animated: true) }
    }
}
#endif
