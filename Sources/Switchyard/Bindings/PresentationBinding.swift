/// A binding model for a nested ``Presentation``: one ``ItemBinding`` per level and style, for the
/// `.sheet(item:)` and `.fullScreenCover(item:)` of the owning screen (level 0) and of each presented screen.
///
/// ```swift
/// let presentation = router.presentationBinding
/// presentation.item(at: 0, style: .sheet).set(nil)   // the user dragged the settings sheet down
/// ```
///
/// `nil` written at a level dismisses that level and everything presented above it, topmost first, with one
/// dismiss event each — so dismissing a parent sheet that presents a child sheet sends two events, the child's
/// first, and the `nil` SwiftUI writes to the child's binding afterwards sends nothing.
@MainActor
public struct PresentationBinding<Destination: Hashable & Sendable>: Sendable {
    let read: @MainActor () -> Presentation<Destination>
    let make: @MainActor (Int, PresentationStyle) -> ItemBinding<Presented<Destination>>

    /// The presentation in the state now.
    public var presentation: Presentation<Destination> { read() }

    /// The binding model for the destination presented at `level` in `style`: `nil` when that level presents
    /// nothing or presents in another style.
    /// - Parameters:
    ///   - level: 0 for the owning screen's own presentation, 1 for what that destination presents, and so on.
    ///   - style: The style of the modifier this binding is given to.
    /// - Returns: The binding model.
    public func item(at level: Int, style: PresentationStyle) -> ItemBinding<Presented<Destination>> {
        make(level, style)
    }

    init<State, Event>(
        source: BindingSource<State, Event>, path: KeyPath<State, Presentation<Destination>>,
        dismiss: @escaping @MainActor (Presented<Destination>) -> Event?
    ) {
        let read: @MainActor () -> Presentation<Destination> = { source.read()[keyPath: path] }
        self.read = read
        self.make = { level, style in
            ItemBinding(
                source: source,
                read: {
                    let chain = read().chain
                    guard level >= 0, level < chain.count, chain[level].style == style else { return nil }
                    return chain[level]
                },
                dismiss: { _ in
                    let chain = read().chain
                    // Topmost first: a screen is dismissed only after everything it presents.
                    let events = chain[level...].reversed().map(dismiss)
                    guard !events.contains(where: { $0 == nil }) else { return (nil, { _ in false }) }
                    let depth = chain.count
                    return (events.compactMap { $0 }, { index in read().chain.count == depth - index - 1 })
                })
        }
    }
}

extension Store {
    /// A binding model for a nested ``Presentation`` in the state.
    /// - Parameters:
    ///   - presentation: Where the presentation lives in the state.
    ///   - dismiss: The event that dismisses the topmost destination (it is given the one on top); `nil` when it
    ///     cannot be dismissed by the user (the view is then re-synchronised).
    /// - Returns: The binding model.
    public func presentationBinding<Destination>(
        _ presentation: KeyPath<State, Presentation<Destination>>,
        dismiss: @escaping @MainActor (Presented<Destination>) -> Event?
    ) -> PresentationBinding<Destination> {
        PresentationBinding(source: bindingSource, path: presentation, dismiss: dismiss)
    }
}

extension ScopedStore {
    /// A binding model for a nested ``Presentation`` in the scope's state; events go through the parent.
    /// - Parameters:
    ///   - presentation: Where the presentation lives in the scope's state.
    ///   - dismiss: The event that dismisses the topmost destination; `nil` when it cannot be dismissed by the user.
    /// - Returns: The binding model.
    public func presentationBinding<Destination>(
        _ presentation: KeyPath<State, Presentation<Destination>>,
        dismiss: @escaping @MainActor (Presented<Destination>) -> Event?
    ) -> PresentationBinding<Destination> {
        PresentationBinding(source: bindingSource, path: presentation, dismiss: dismiss)
    }
}

extension Presented: Identifiable {
    /// The presented destination itself, so that `.sheet(item:)` can tell one presentation from another.
    public var id: Presented { self }
}
