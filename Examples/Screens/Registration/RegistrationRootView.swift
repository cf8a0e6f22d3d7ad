#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
import SwitchyardUIStubbed
#elseif canImport(SwiftUI)
public import SwiftUI
import SwitchyardUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
import Foundation
public import RegistrationExample
import Switchyard

/// The registration app on screen: the stage decides the screen; the global alert and deep links are on top.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct RegistrationRootView: View {
    let screens: RegistrationScreens

    /// Creates the root view.
    /// - Parameter screens: The app's binding models.
    public init(screens: RegistrationScreens) {
        self.screens = screens
    }

    /// The screen for the stage, with the global alert.
    public var body: some View {
        stage
            .alert(screens.alert)
            .onOpenURL { url in screens.open(url.pathComponents) }
    }

    @ViewBuilder private var stage: some View {
        switch screens.store.state.stage {
        case .welcome:
            Form {
                Text(verbatim: "Welcome")
                Button("Start") { screens.start() }
            }
        case .authentication:
            AuthenticationView(screens: screens)
        case .main(let account):
            Text(verbatim: "Signed in as \(account.email)")
        }
    }
}
#endif
