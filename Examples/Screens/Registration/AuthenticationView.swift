#if SWITCHYARD_UI_STUBS
import SwiftUIStub
import SwitchyardUIStubbed
#elseif canImport(SwiftUI)
import SwiftUI
import SwitchyardUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
import RegistrationExample
import Switchyard

/// The authentication flow in a navigation stack whose path is the flow's stack: swipe-back from the register
/// screen cancels it, swipe-back from the success screen is refused and the view stays.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct AuthenticationView: View {
    let screens: RegistrationScreens

    var body: some View {
        NavigationStack(screens.path) {
            Form {
                Text(verbatim: "Create an account to continue.")
                NavigationLink("Register", value: AuthenticationRoute.register)
            }
            .navigationTitle("Authentication")
            .navigationDestination(for: AuthenticationRoute.self) { route in
                switch route {
                case .register:
                    RegisterView(screens: screens)
                case .registerSuccess(let account):
                    Form {
                        Text(verbatim: "Welcome, \(account.email)")
                        Button("Start") { screens.continueToApp() }
                    }
                }
            }
        }
    }
}

/// The register form: fields bound to the form's store, the status from the app store.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct RegisterView: View {
    let screens: RegistrationScreens
    @FocusState private var focus: RegisterField?

    var body: some View {
        let content = RegisterScreenContent(screens.store.state.registration)
        Form {
            TextField("Email", text: Binding(screens.email))
                .focused($focus, equals: .email)
            SecureField("Password", text: Binding(screens.password))
                .focused($focus, equals: .password)
            Button("Register") { screens.submit() }
                .disabled(content.isBusy)
            if let progress = content.progress {
                Text(progress)
            }
            ForEach(content.errors, id: \.self) { error in
                Text(error)
            }
        }
        .navigationTitle("Register")
        .bind(screens.focus, to: $focus)
    }
}
#endif
