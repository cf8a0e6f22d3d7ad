import ScreenRoutingExample
import Switchyard
import Testing

@MainActor
@Suite("System 3: screen A's router, event handler and view model, without UI", .timeLimit(.minutes(5)))
struct ScreenARoutingTests {
    @Test("tapping Go to B activates B, and B is the screen A created")
    func goToB() async {
        let scene = ScreenAScene(loader: ScriptedLoader([.success(["alpha", "beta"])]))
        await scene.handler.tapReload()
        #expect(scene.viewModel.viewState.isBActive == false)
        scene.handler.tapGoToB()
        #expect(scene.viewModel.viewState.isBActive)
        #expect(scene.viewModel.viewState.screenB == ScreenB(selectedItem: "alpha"))
        #expect(scene.viewModel.router.isActive(.b(ScreenB(selectedItem: "alpha"))))
        scene.handler.tapBack()
        #expect(!scene.viewModel.viewState.isBActive)
        #expect(scene.viewModel.viewState.screenB == nil)
    }

    @Test("a network failure shows the network alert, with a Retry button")
    func networkAlert() async {
        let scene = ScreenAScene(loader: ScriptedLoader([.failure(.network)]))
        await scene.handler.tapReload()
        #expect(scene.viewModel.viewState.alert == .networkError)
        let content = scene.viewModel.alertContent
        #expect(content?.title == "Network error")
        #expect(content?.buttons.map(\.title) == ["OK", "Retry"])
        #expect(content?.event(forButtonTitled: "Retry") == .retry)
    }

    @Test("any other error shows the other-error alert with its message")
    func otherAlert() async {
        struct Unexpected: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        let scene = ScreenAScene(loader: ScriptedLoader([.failure(.refused("Quota exceeded"))]))
        await scene.handler.tapReload()
        #expect(scene.viewModel.viewState.alert == .otherError(message: "Quota exceeded"))
        #expect(scene.viewModel.alertContent?.message == "Quota exceeded")
        #expect(scene.viewModel.alertContent?.buttons.map(\.title) == ["OK"])
        scene.handler.handle(Unexpected())
        #expect(scene.viewModel.viewState.alert == .otherError(message: "disk full"))
    }

    @Test("one alert slot: a new alert replaces the one on screen; Retry dismisses it and reloads")
    func oneAlertAtATime() async {
        let scene = ScreenAScene(loader: ScriptedLoader([.failure(.network), .success(["alpha"])]))
        await scene.handler.tapReload()
        scene.handler.handle(ItemLoadingError.refused("later"))
        #expect(scene.store.state.navigation.alert == .otherError(message: "later"))
        scene.handler.handle(ItemLoadingError.network)
        await scene.handler.alertButtonTapped(.retry)
        #expect(scene.viewModel.viewState.alert == nil)
        #expect(scene.viewModel.viewState.items == ["alpha"])
    }

    @Test("the view model is told about every change it draws, once")
    func viewModelUpdates() async {
        let scene = ScreenAScene(loader: ScriptedLoader([.failure(.network)]))
        var drawn: [ScreenAViewState] = []
        scene.viewModel.onChange = { drawn.append($0) }
        scene.handler.tapGoToB()
        await scene.handler.tapReload()
        scene.handler.tapBack()
        #expect(drawn.map(\.isBActive) == [true, true, false])
        #expect(drawn.map(\.alert) == [nil, .networkError, .networkError])
    }
}
