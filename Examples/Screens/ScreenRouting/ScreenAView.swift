#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
import SwitchyardUIStubbed
#elseif canImport(SwiftUI)
public import SwiftUI
import SwitchyardUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
public import ScreenRoutingExample
import Switchyard

/// Screen A: its items, "Go to B" and "Reload"; B is pushed on the router's stack and the alert is the router's.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScreenAView: View {
    let scene: ScreenAScene

    /// Creates the view.
    /// - Parameter scene: Screen A's store, view model and event handler.
    public init(scene: ScreenAScene) {
        self.scene = scene
    }

    /// The list in a navigation stack, with B as its destination and the alert on top.
    public var body: some View {
        NavigationStack(scene.path) {
            Form {
                ForEach(scene.store.state.items, id: \.self) { item in
                    Text(item)
                }
                Button("Go to B") { scene.handler.tapGoToB() }
                Button("Reload") { Task { await scene.handler.tapReload() } }
            }
            .navigationTitle("Screen A")
            .navigationDestination(for: ScreenARoute.self) { route in
                switch route {
                case .b(let screen):
                    Text(screen.selectedItem ?? screen.title)
                }
            }
        }
        .alert(scene.alert)
    }
}
#endif
