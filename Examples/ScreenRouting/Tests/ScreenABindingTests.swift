import ScreenRoutingExample
import Switchyard
import Testing

/// The SwiftUI view's logic, through the binding models it forwards.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScreenABindingTests {
    @Test func swipingBackFromBPops() {
        let recorder = DiagnosticRecorder()
        let scene = ScreenAScene(loader: ScriptedLoader([]), options: recorder.options)
        scene.handler.tapGoToB()
        #expect(scene.path.path.count == 1)
        #expect(scene.path.set([]) == .accepted)
        #expect(!scene.viewModel.viewState.isBActive)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func retryDismissesTheAlertThenReloads() async {
        let recorder = DiagnosticRecorder()
        let scene = ScreenAScene(loader: ScriptedLoader([.success(["a"])]), options: recorder.options)
        scene.handler.handle(ItemLoadingError.network)
        let alert = scene.alert
        #expect(alert.alert?.title == "Network error")
        var token: ObserverToken?
        let items = await withCheckedContinuation { continuation in
            // The reload runs in a task the alert's action starts; its items arrive as a state change.
            token = scene.store.subscribe(to: \.items, initial: .changesOnly) { continuation.resume(returning: $0) }
            #expect(alert.tap(alert.alert!.buttons[1]) == .accepted)
            #expect(scene.store.state.navigation.alert == nil)
            // SwiftUI writes `isPresented = false` after the action: nothing more is sent.
            #expect(alert.setPresented(false) == .unchanged)
        }
        token?.cancel()
        #expect(items == ["a"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func theSystemDismissingTheAlertDismissesIt() {
        let scene = ScreenAScene(loader: ScriptedLoader([]))
        scene.handler.handle(ItemLoadingError.refused("no"))
        #expect(scene.alert.setPresented(false) == .accepted)
        #expect(scene.store.state.navigation.alert == nil)
    }
}
