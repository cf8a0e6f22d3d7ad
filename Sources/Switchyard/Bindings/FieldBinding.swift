/// A binding model for one value a view edits — a text field's string, a toggle, the focused field, the selected
/// tab: ``value`` reads it from the store's state, ``set(_:)`` sends the event your machine names for a new value.
///
/// ```swift
/// let email = store.binding(\.email, send: RegisterEvent.emailChanged)
/// email.set("a@example.com")   // store receives .emailChanged("a@example.com")
/// ```
///
/// The machine may refuse the value, or keep another one (a field that trims or limits what is typed). Then the
/// state differs from what the view wrote, and the model re-synchronises the view (see ``WriteBackOutcome``).
/// Writing the value the state already holds sends nothing: SwiftUI writes a field's value back when it did not
/// change, and those writes must not become events.
///
/// Focus (`@FocusState` mirrored into `Field?`) and tab selection (`TabView(selection:)`) are values of this kind.
@MainActor
public struct FieldBinding<Value: Equatable>: Sendable {
    let read: @MainActor () -> Value
    let write: @MainActor (Value) -> WriteBackOutcome

    /// The value in the store's state now. Reading it in a SwiftUI `body` tracks the store's state.
    public var value: Value { read() }

    /// Writes a value back: sends the event for it unless the state already holds it.
    /// - Parameter newValue: The value the view wrote.
    /// - Returns: What became of it; views ignore it, tests check it.
    @discardableResult
    public func set(_ newValue: Value) -> WriteBackOutcome { write(newValue) }

    init<State, Event>(
        source: BindingSource<State, Event>, path: KeyPath<State, Value>, send: @escaping (Value) -> Event?
    ) {
        let read: @MainActor () -> Value = { source.read()[keyPath: path] }
        self.read = read
        self.write = { newValue in
            guard read() != newValue else { return .unchanged }
            let events = send(newValue).map { [$0] } ?? []
            return source.writeBack(events) { read() == newValue }
        }
    }
}

extension Store {
    /// A binding model for one value in the state, e.g. a form field.
    ///
    /// ```swift
    /// TextField("Email", text: Binding(store.binding(\.email, send: RegisterEvent.emailChanged)))
    /// ```
    /// - Parameters:
    ///   - value: Where the value lives in the state.
    ///   - send: The event for a value the view wrote; `nil` when no event can express it (the view is then
    ///     re-synchronised).
    /// - Returns: The binding model.
    public func binding<Value: Equatable>(
        _ value: KeyPath<State, Value>, send: @escaping @MainActor (Value) -> Event?
    ) -> FieldBinding<Value> {
        FieldBinding(source: bindingSource, path: value, send: send)
    }
}

extension ScopedStore {
    /// A binding model for one value in the scope's state, e.g. a form field; events go through the parent.
    /// - Parameters:
    ///   - value: Where the value lives in the scope's state.
    ///   - send: The event for a value the view wrote; `nil` when no event can express it.
    /// - Returns: The binding model.
    public func binding<Value: Equatable>(
        _ value: KeyPath<State, Value>, send: @escaping @MainActor (Value) -> Event?
    ) -> FieldBinding<Value> {
        FieldBinding(source: bindingSource, path: value, send: send)
    }
}
