#if SWITCHYARD_UI_STUBS
public import SwiftUIStub
#elseif canImport(SwiftUI)
public import SwiftUI
#endif

#if SWITCHYARD_UI_STUBS || canImport(SwiftUI)
public import Switchyard

extension View {
    /// Presents the destination at `level` of a presentation binding model as a sheet; a drag-down becomes the
    /// dismiss event, dismissing anything that destination presents first.
    /// - Parameters:
    ///   - presentation: The binding model, e.g. `router.presentationBinding`.
    ///   - level: 0 on the owning screen, 1 inside the screen presented at level 0, and so on.
    ///   - content: The destination's screen.
    /// - Returns: The view with the sheet.
    @MainActor
    public func sheet<Destination, Content: View>(
        _ presentation: PresentationBinding<Destination>, level: Int = 0,
        @ViewBuilder content: @escaping (Destination) -> Content
    ) -> some View {
        sheet(item: Binding(presentation.item(at: level, style: .sheet))) { content($0.destination) }
    }

    /// Presents the destination at `level` of a presentation binding model as a full-screen cover.
    /// - Parameters:
    ///   - presentation: The binding model.
    ///   - level: 0 on the owning screen, 1 inside the screen presented at level 0, and so on.
    ///   - content: The destination's screen.
    /// - Returns: The view with the cover.
    @available(macOS, unavailable)
    @MainActor
    public func fullScreenCover<Destination, Content: View>(
        _ presentation: PresentationBinding<Destination>, level: Int = 0,
        @ViewBuilder content: @escaping (Destination) -> Content
    ) -> some View {
        fullScreenCover(item: Binding(presentation.item(at: level, style: .fullScreenCover))) {
            content($0.destination)
        }
    }

    /// Shows an alert binding model's content as an alert or a confirmation dialog (its `AlertStyle`): its
    /// buttons send their events, the system's dismissal sends the dismiss event.
    /// - Parameter alert: The binding model, e.g. `router.alertBinding { handler.alertButtonTapped($0) }`.
    /// - Returns: The view with the alert.
    @MainActor
    public func alert<Action>(_ alert: AlertBinding<Action>) -> some View {
        let content = alert.alert
        return self.alert(
            Text(verbatim: content?.title ?? ""), isPresented: Binding(isPresenting: alert, as: .alert),
            presenting: content, actions: { AlertButtons(alert: alert, content: $0) },
            message: { Text(verbatim: $0.message ?? "") }
        )
        .confirmationDialog(
            Text(verbatim: content?.title ?? ""), isPresented: Binding(isPresenting: alert, as: .confirmationDialog),
            titleVisibility: .visible, presenting: content, actions: { AlertButtons(alert: alert, content: $0) },
            message: { Text(verbatim: $0.message ?? "") })
    }
}

/// An alert's buttons, each tapping through the binding model.
@MainActor
struct AlertButtons<Action: Sendable>: View {
    let alert: AlertBinding<Action>
    let content: AlertState<Action>

    var body: some View {
        ForEach(Array(content.buttons.enumerated()), id: \.offset) { _, button in
            Button(button.title, role: Self.role(button.role)) { alert.tap(button) }
        }
    }

    static func role(_ role: AlertButtonRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
