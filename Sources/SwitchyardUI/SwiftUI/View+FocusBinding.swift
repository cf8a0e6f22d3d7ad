#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
#elseif canImport(SwiftUI)
public import SwiftUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
public import Switchyard

extension View {
    /// Keeps a view's `@FocusState` and a focus binding model equal: the state's field is focused, and a field the
    /// user focuses (or `nil` when the keyboard goes) is written back as the model's event — refused, the focus
    /// goes back to the state's field.
    ///
    /// ```swift
    /// @FocusState private var focus: RegisterField?
    /// …
    /// TextField("Email", text: Binding(screens.email)).focused($focus, equals: .email)
    /// …
    /// .bind(screens.focus, to: $focus)
    /// ```
    /// - Parameters:
    ///   - focus: The binding model of the focused field.
    ///   - state: The view's focus state.
    /// - Returns: The view, keeping both equal.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public func bind<Field: Hashable>(_ focus: FieldBinding<Field?>, to state: FocusState<Field?>.Binding) -> some View
    {
        onChange(of: focus.value, initial: true) { _, field in state.wrappedValue = field }
            .onChange(of: state.wrappedValue) { _, field in
                if focus.set(field) == .refused { state.wrappedValue = focus.value }
            }
    }
}
#endif
