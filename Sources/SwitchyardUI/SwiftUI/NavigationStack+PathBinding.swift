#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
#elseif canImport(SwiftUI)
public import SwiftUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
public import Switchyard

extension NavigationStack {
    /// A navigation stack showing the routes of a path binding model above `root`; swipe-back and the back button
    /// become the pop events the model's machine names.
    /// - Parameters:
    ///   - path: The binding model, e.g. `router.pathBinding`.
    ///   - root: The root screen.
    @MainActor
    public init<Route>(_ path: PathBinding<Route>, @ViewBuilder root: () -> Root) where Data == [Route] {
        self.init(path: Binding(path), root: root)
    }
}
#endif
