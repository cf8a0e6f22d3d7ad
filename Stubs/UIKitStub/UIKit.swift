// Declarations mirroring UIKit's, for type-checking on Linux only; see README.md. Not documented: they are
// Apple's, and nothing here runs.
// swift-format-ignore-file

public import Foundation

@MainActor open class UIResponder: NSObject {}

@MainActor public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case automatic = -2
}

@MainActor open class UIViewController: UIResponder {
    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var title: String?
    open var view: UIView!
    open func loadView() {}
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var navigationController: UINavigationController? { nil }
    open var presentationController: UIPresentationController? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init() }
    public required init?(coder aDecoder: NSCoder) { super.init() }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    weak open var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError() }
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor open class UIView: UIResponder {
    public override init() { super.init() }
}

@MainActor open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) { super.init() }
}

@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init() }
}

open class UIImage: NSObject {}

@MainActor open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

@available(iOS 14.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@available(iOS 14.0, *)
@MainActor open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { self.init() }
}
