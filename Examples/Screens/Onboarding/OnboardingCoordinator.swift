#if SWITCHYARD_UI_STUBS
import Foundation
import SwitchyardUIStubbed
public import UIKitStub
#elseif canImport(UIKit) && !os(watchOS)
import SwitchyardUI
public import UIKit
#endif

#if SWITCHYARD_UI_STUBS || (canImport(UIKit) && !os(watchOS))
public import OnboardingExample
import Switchyard

/// The onboarding's UIKit coordinator: presents the modal the flow is in from the root screen, and turns a modal
/// dragged down into the tap that dismisses it (see ``OnboardingController/modal``).
@MainActor
public final class OnboardingCoordinator {
    private let controller: OnboardingController
    private let presenter: UIKitPresenter<Modal>

    /// Creates the coordinator.
    /// - Parameters:
    ///   - root: The screen that presents the modals.
    ///   - controller: The onboarding controller.
    public init(root: UIViewController, controller: OnboardingController) {
        self.controller = controller
        presenter = UIKitPresenter(presenter: root, item: controller.modal) { modal in
            let screen = ModalViewController(modal: modal, controller: controller)
            screen.modalPresentationStyle = .pageSheet
            return screen
        }
    }

    /// Shows the modals as the flow asks, and starts the flow.
    public func start() {
        presenter.start()
        controller.start()
    }
}

/// A modal: its buttons are the flow's taps.
final class ModalViewController: UIViewController {
    private let modal: Modal
    private let controller: OnboardingController

    init(modal: Modal, controller: OnboardingController) {
        self.modal = modal
        self.controller = controller
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from storyboards") }

    override func loadView() {
        let controller = controller
        let buttons: [UIView] =
            switch modal {
            case .tutorial:
                [UIButton(primaryAction: UIAction(title: "OK") { _ in controller.tappedOk() })]
            case .login:
                [
                    UIButton(primaryAction: UIAction(title: "Log in") { _ in controller.tappedLogin() }),
                    UIButton(primaryAction: UIAction(title: "Not now") { _ in controller.tappedNoLogin() }),
                ]
            }
        view = UIStackView(arrangedSubviews: buttons)
    }
}
#endif
