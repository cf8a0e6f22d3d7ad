/// A binding model for what a `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)` shows (or a view
/// controller a UIKit coordinator presents): ``item`` reads it from the state; `nil` written back — a drag-down, a
/// tap outside a popover, the system's dismissal — becomes the dismiss event your machine names.
///
/// ```swift
/// let modal = store.itemBinding(\.presentedModal) { modal in
///     modal == .tutorial ? .tappedOk : .tappedNoLogin
/// }
/// modal.set(nil)   // the user dragged the tutorial down: store receives .tappedOk
/// ```
///
/// A view never writes an item other than `nil`; writing one that is not the state's is refused and the view
/// re-synchronised. Writing `nil` when nothing is presented (SwiftUI writes `nil` to a child sheet's binding after
/// its parent was dismissed) sends nothing.
@MainActor
public struct ItemBinding<Item: Hashable>: Sendable {
    let read: @MainActor () -> Item?
    let write: @MainActor (Item?) -> WriteBackOutcome

    /// The item presented now, or `nil`. Reading it in a SwiftUI `body` tracks the store's state.
    public var item: Item? { read() }

    /// Writes an item back: `nil` dismisses.
    /// - Parameter newItem: The item the view wrote.
    /// - Returns: What became of it; views ignore it, tests check it.
    @discardableResult
    public func set(_ newItem: Item?) -> WriteBackOutcome { write(newItem) }

    init(read: @escaping @MainActor () -> Item?, write: @escaping @MainActor (Item?) -> WriteBackOutcome) {
        self.read = read
        self.write = write
    }

    init<State, Event>(
        source: BindingSource<State, Event>, read: @escaping @MainActor () -> Item?,
        dismiss: @escaping @MainActor (Item) -> (events: [Event]?, followed: @MainActor (Int) -> Bool)
    ) {
        self.read = read
        self.write = { newItem in
            let old = read()
            guard old != newItem else { return .unchanged }
            guard let old, newItem == nil, case (let events?, let followed) = dismiss(old) else {
                return source.writeBack([]) { false }
            }
            return source.writeBack(events, followed: followed) { read() == nil }
        }
    }
}

extension Store {
    /// A binding model for an optional item in the state that a view presents, e.g. a modal derived from the state.
    /// - Parameters:
    ///   - item: Where the item lives (or is derived) in the state.
    ///   - dismiss: The event that dismisses an item; `nil` when it cannot be dismissed by the user (the view is
    ///     then re-synchronised and shows it again).
    /// - Returns: The binding model.
    public func itemBinding<Item: Hashable>(
        _ item: KeyPath<State, Item?>, dismiss: @escaping @MainActor (Item) -> Event?
    ) -> ItemBinding<Item> {
        let source = bindingSource
        return ItemBinding(
            source: source, read: { source.read()[keyPath: item] },
            dismiss: { (dismiss($0).map { [$0] }, { _ in true }) })
    }
}

extension ScopedStore {
    /// A binding model for an optional item in the scope's state that a view presents; events go through the
    /// parent.
    /// - Parameters:
    ///   - item: Where the item lives (or is derived) in the scope's state.
    ///   - dismiss: The event that dismisses an item; `nil` when it cannot be dismissed by the user.
    /// - Returns: The binding model.
    public func itemBinding<Item: Hashable>(
        _ item: KeyPath<State, Item?>, dismiss: @escaping @MainActor (Item) -> Event?
    ) -> ItemBinding<Item> {
        let source = bindingSource
        return ItemBinding(
            source: source, read: { source.read()[keyPath: item] },
            dismiss: { (dismiss($0).map { [$0] }, { _ in true }) })
    }
}
