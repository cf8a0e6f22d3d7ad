#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
#elseif canImport(SwiftUI)
public import SwiftUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
public import Switchyard

extension Binding {
    /// A binding that reads a value from the store's state and writes it back as the event the model names.
    /// - Parameter field: The binding model, e.g. `store.binding(\.email, send: RegisterEvent.emailChanged)`.
    @MainActor
    public init(_ field: FieldBinding<Value>) where Value: Equatable {
        self.init(get: { @MainActor in field.value }, set: { @MainActor in _ = field.set($0) })
    }

    /// A binding for `NavigationStack(path:)`: a shorter or longer path written back becomes pop or push events.
    /// - Parameter path: The binding model.
    @MainActor
    public init<Route>(_ path: PathBinding<Route>) where Value == [Route] {
        self.init(get: { @MainActor in path.path }, set: { @MainActor in _ = path.set($0) })
    }

    /// A binding for `.sheet(item:)` and its kin: `nil` written back becomes the dismiss event.
    /// - Parameter item: The binding model.
    @MainActor
    public init<Item>(_ item: ItemBinding<Item>) where Value == Item? {
        self.init(get: { @MainActor in item.item }, set: { @MainActor in _ = item.set($0) })
    }

    /// A binding for an alert's or a confirmation dialog's `isPresented`: `false` written back becomes the dismiss
    /// event.
    /// - Parameters:
    ///   - alert: The binding model.
    ///   - style: The presentation this binding is given to; it reads `true` only for content of that style.
    @MainActor
    public init<Action>(isPresenting alert: AlertBinding<Action>, as style: AlertStyle) where Value == Bool {
        self.init(
            get: { @MainActor in alert.alert?.style == style }, set: { @MainActor in _ = alert.setPresented($0) })
    }
}
#endif
