#if SWITCHYARD_UI_STUBS
public import Foundation
public import UIKitStub
#elseif canImport(UIKit) && !os(watchOS)
public import UIKit
#endif

#if SWITCHYARD_UI_STUBS || (canImport(UIKit) && !os(watchOS))
public import Switchyard

/// Presents and dismisses one level of modal screens from an item binding model: the item in the state is
/// presented from `presenter` (animated), a new item replaces the old one, `nil` dismisses; a sheet the user drags
/// down is written back as `nil`, so it becomes the machine's dismiss event, and a refused dismissal presents the
/// screen again.
///
/// ```swift
/// presenter = UIKitPresenter(presenter: root, item: store.itemBinding(\.presentedModal) { _ in .tappedOk }) {
///     modal in ModalViewController(modal)
/// }
/// presenter.start()
/// ```
///
/// For a nested `Presentation`, make one presenter per level from
/// `PresentationBinding.item(at:style:)`, each presenting from the screen the level below shows.
@MainActor
public final class UIKitPresenter<Item: Hashable>: NSObject, UIAdaptivePresentationControllerDelegate {
    private let presenter: UIViewController
    private let item: ItemBinding<Item>
    private let makeViewController: @MainActor (Item) -> UIViewController
    private var shown: (item: Item, controller: UIViewController)?
    private var observing = false

    /// Creates a presenter; call ``start()`` to show the state's item and follow it.
    /// - Parameters:
    ///   - presenter: The screen that presents.
    ///   - item: The binding model of what it presents.
    ///   - makeViewController: The screen for an item, with its `modalPresentationStyle` set.
    public init(
        presenter: UIViewController, item: ItemBinding<Item>,
        makeViewController: @escaping @MainActor (Item) -> UIViewController
    ) {
        self.presenter = presenter
        self.item = item
        self.makeViewController = makeViewController
        super.init()
    }

    /// The screen presented now, if any: where a nested level presents from.
    public var presentedViewController: UIViewController? { shown?.controller }

    /// Shows the state's item, then follows every change of it.
    public func start() {
        update(animated: false)
        guard !observing else { return }
        observing = true
        followChanges(of: self, tracking: { _ = $0.item.item }) { $0.update(animated: true) }
    }

    /// Presents, replaces or dismisses so that the screen shown is the state's item.
    /// - Parameter animated: Whether UIKit animates the change.
    public func update(animated: Bool) {
        let wanted = item.item
        guard wanted != shown?.item else { return }
        if shown != nil {
            shown = nil
            presenter.dismiss(animated: animated && wanted == nil)
        }
        guard let wanted else { return }
        let controller = makeViewController(wanted)
        shown = (wanted, controller)
        presenter.present(controller, animated: animated)
        controller.presentationController?.delegate = self
    }

    /// The user dismissed the screen (a sheet dragged down): `nil` is written back, and a refused dismissal
    /// presents the screen again.
    /// - Parameter presentationController: The dismissed presentation.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        shown = nil
        if item.set(nil) == .refused { update(animated: true) }
    }
}
#endif
