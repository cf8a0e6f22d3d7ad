import Switchyard
import Testing

struct NavigationStateTests {
    @Test func applyReportsWhetherTheStateChanged() {
        var state = ScreenNavigation()
        #expect(apply(&state, .push(.b)))
        #expect(apply(&state, .push(.settings)))
        #expect(apply(&state, .popTo(.b)))
        #expect(!apply(&state, .popTo(.detail(9))))
        #expect(apply(&state, .pop))
        #expect(!apply(&state, .pop))
        #expect(!apply(&state, .popToRoot))
        #expect(apply(&state, .replaceStack([.b, .settings])))
        #expect(apply(&state, .popToRoot))
        #expect(apply(&state, .present(.compose, .sheet)))
        #expect(apply(&state, .present(.picker, .fullScreenCover)))
        #expect(apply(&state, .dismiss))
        #expect(apply(&state, .dismissAll))
        #expect(!apply(&state, .dismissAll))
        #expect(!apply(&state, .dismiss))
        #expect(state == ScreenNavigation())
    }

    @Test func thereIsOneAlertSlot() {
        var state = ScreenNavigation()
        #expect(apply(&state, .showAlert(.networkError)))
        #expect(!apply(&state, .showAlert(.networkError)))
        #expect(apply(&state, .showAlert(.other(message: "x"))))
        #expect(state.alert == .other(message: "x"))
        #expect(apply(&state, .dismissAlert))
        #expect(!apply(&state, .dismissAlert))
    }

    @Test func applyingLeavesTheOriginalAndReturnsNilForANoOp() {
        let state = ScreenNavigation()
        #expect(state.applying(.pop) == nil)
        #expect(state.applying(.push(.b))?.stack.routes.last == .b)
        #expect(state.stack.routes.isEmpty)
    }
}

private func apply(_ state: inout ScreenNavigation, _ event: NavigationEvent<ScreenRoute, ScreenSheet, ScreenAlert>)
    -> Bool
{
    state.apply(event)
}
