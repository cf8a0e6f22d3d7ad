import ScreenRoutingExample
import Switchyard
import Testing

@MainActor
@Suite("System 3's pitfall: view and handler must share one router")
struct RouterWiringTests {
    @Test("the view model and the handler hold the same router, because both get it from the store")
    func sharedRouter() {
        let scene = ScreenAScene(loader: ScriptedLoader([]))
        #expect(scene.viewModel.router == scene.handler.router)
        let again = scene.store.router(for: \.navigation, event: ScreenAEvent.navigation)
        #expect(again == scene.handler.router)
        // What the handler asks for is what the view's router shows.
        scene.handler.tapGoToB()
        #expect(scene.viewModel.router.state.stack.routes.last == .b(ScreenB()))
        scene.handler.tapBack()
        // A second handler made later for the same store still drives the same view.
        let lateHandler = ScreenAEventHandler(store: scene.store, loader: ScriptedLoader([]))
        lateHandler.tapGoToB()
        #expect(scene.viewModel.viewState.isBActive)
    }

    @Test("a router wired to the wrong event is detected: its request changes nothing and a failure is reported")
    func wrongEmbeddingDetected() {
        let recorder = DiagnosticRecorder()
        let store = Store(machine: ScreenAMachine.machine(), options: recorder.options)
        // Wrong: navigation requests are embedded as something else, so the machine never applies them.
        let router = store.router(for: \.navigation, event: { _ in ScreenAEvent.itemsLoaded([]) })
        router.send(.push(.b(ScreenB())))
        #expect(store.state.navigation.stack.routes.isEmpty)
        #expect(recorder.diagnostics.map(\.kind) == [.failure])
        #expect(recorder.diagnostics.first?.message.contains("did not change") == true)
    }

    @Test("a machine that ignores navigation requests is detected the same way")
    func machineIgnoringNavigation() {
        let recorder = DiagnosticRecorder()
        let deaf = Machine<ScreenAState, ScreenAEvent>.routing(initial: ScreenAState()) { _, _ in nil }
        let store = Store(machine: deaf, options: recorder.options)
        let handler = ScreenAEventHandler(store: store, loader: ScriptedLoader([]))
        handler.tapGoToB()
        handler.handle(ItemLoadingError.network)
        #expect(recorder.diagnostics.map(\.kind) == [.failure, .failure])
    }

    @Test("correct wiring reports nothing, and no-op requests (back with B not shown) are not failures")
    func correctWiringIsQuiet() {
        let recorder = DiagnosticRecorder()
        let scene = ScreenAScene(loader: ScriptedLoader([]), options: recorder.options)
        scene.handler.tapGoToB()
        scene.handler.tapBack()
        scene.handler.tapBack()
        #expect(recorder.diagnostics.isEmpty)
    }
}
