import Switchyard
import SwitchyardTesting
import Testing

typealias Nav = NavigationState<Screen, Sheet, BindingAlert>

enum BindingAlert: AlertKind {
    case offline

    var alertState: AlertState<AlertAction> {
        AlertState(title: "Offline", buttons: [.cancel("OK"), .default("Retry", event: .retry)])
    }
}

enum AlertAction: Hashable, Sendable {
    case retry
}

/// A screen whose machine applies every navigation event, as `NavigationState.apply` does.
enum NavMachine {
    static func machine(initial: Nav = Nav()) -> Machine<Nav, NavigationEvent<Screen, Sheet, BindingAlert>> {
        Machine.stepping(initial: initial) { state, event in
            state.applying(event).map { Step($0, kind: .internal) }
        }
    }
}

/// A router's binding models send `NavigationEvent`s.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RouterBindingTests {
    @Test func swipeBackPopsAndATabTapPopsToTheRoot() async {
        let store = TestStore(machine: NavMachine.machine(initial: Nav(stack: RouteStack([.list, .detail(1)]))))
        let router = store.router(for: \.self) { $0 }
        var sent = await store.perform {
            router.pathBinding.set([.list])
        } assert: {
            $0.stack.pop()
        }
        #expect(sent == [.pop])
        await store.send(.push(.detail(2))) { $0.stack.push(.detail(2)) }
        sent = await store.perform {
            router.pathBinding.set([])
        } assert: {
            $0.stack.popToRoot()
        }
        #expect(sent == [.popToRoot])
        await store.finish()
    }

    @Test func poppingSeveralUsesPopToUnlessTheRouteIsInTheStackTwice() async {
        let store = TestStore(
            machine: NavMachine.machine(initial: Nav(stack: RouteStack([.list, .detail(1), .list, .detail(2)]))))
        let router = store.router(for: \.self) { $0 }
        // `popTo(.list)` would stop at the upper `.list`; the binding replaces the stack instead.
        var sent = await store.perform {
            router.pathBinding.set([.list])
        } assert: {
            $0.stack.replace(with: [.list])
        }
        #expect(sent == [.replaceStack([.list])])
        await store.send(.push(.detail(1))) { $0.stack.push(.detail(1)) }
        await store.send(.push(.detail(2))) { $0.stack.push(.detail(2)) }
        sent = await store.perform {
            router.pathBinding.set([.list, .detail(1)])
        } assert: {
            $0.stack.pop()
        }
        #expect(sent == [.pop])
        await store.send(.push(.detail(2))) { $0.stack.push(.detail(2)) }
        await store.send(.push(.detail(3))) { $0.stack.push(.detail(3)) }
        sent = await store.perform {
            router.pathBinding.set([.list, .detail(1)])
        } assert: {
            $0.stack.pop(to: .detail(1))
        }
        #expect(sent == [.popTo(.detail(1))])
        await store.finish()
    }

    @Test func draggingASheetDownDismissesIt() async {
        var initial = Nav()
        initial.presentation.present(.settings)
        let store = TestStore(machine: NavMachine.machine(initial: initial))
        let router = store.router(for: \.self) { $0 }
        let sheet = router.presentationBinding.item(at: 0, style: .sheet)
        #expect(sheet.item == Presented(.settings))
        #expect(router.presentationBinding.item(at: 0, style: .fullScreenCover).item == nil)
        let sent = await store.perform {
            sheet.set(nil)
        } assert: {
            $0.presentation.dismiss()
        }
        #expect(sent == [.dismiss])
        await store.finish()
    }

    @Test func dismissingAParentSheetDismissesItsChildFirst() async {
        var initial = Nav()
        initial.presentation.present(.settings)
        initial.presentation.present(.editName, style: .fullScreenCover)
        let store = TestStore(machine: NavMachine.machine(initial: initial))
        let presentation = store.router(for: \.self) { $0 }.presentationBinding
        #expect(presentation.item(at: 1, style: .fullScreenCover).item == Presented(.editName, style: .fullScreenCover))
        // SwiftUI writes nil to the parent's binding, then to the child's.
        let sent = await store.perform {
            presentation.item(at: 0, style: .sheet).set(nil)
            #expect(presentation.item(at: 1, style: .fullScreenCover).set(nil) == .unchanged)
        } assert: {
            $0.presentation.dismissAll()
        }
        #expect(sent == [.dismiss, .dismiss])
        await store.finish()
    }

    @Test func alertButtonsSendTheirActionsAfterTheDismissalInEitherOrder() async {
        let store = TestStore(machine: NavMachine.machine(initial: Nav(alert: .offline)))
        let router = store.router(for: \.self) { $0 }
        var actions: [AlertAction] = []
        let alert = router.alertBinding { actions.append($0) }
        let retry = alert.alert!.buttons[1]
        // The action first, then `isPresented = false`.
        var sent = await store.perform {
            alert.tap(retry)
            #expect(alert.setPresented(false) == .unchanged)
        } assert: {
            $0.alert = nil
        }
        #expect(sent == [.dismissAlert])
        #expect(actions == [.retry])
        // `isPresented = false` first, then the action.
        await store.send(.showAlert(.offline)) { $0.alert = .offline }
        sent = await store.perform {
            #expect(alert.setPresented(false) == .accepted)
            alert.tap(retry)
        } assert: {
            $0.alert = nil
        }
        #expect(sent == [.dismissAlert])
        #expect(actions == [.retry, .retry])
        await store.finish()
    }
}
