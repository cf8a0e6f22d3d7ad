import Switchyard
import SwitchyardTesting
import Testing

/// Sheets and alerts on a store whose machine names its own events.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentationBindingTests {
    private func store(presenting sheets: [Sheet]) -> TestStore<FormScreen, FormEvent> {
        var state = FormScreen()
        for sheet in sheets { state.presentation.present(sheet) }
        return TestStore(machine: FormMachine.machine(initial: state))
    }

    private func binding(_ store: TestStore<FormScreen, FormEvent>) -> PresentationBinding<Sheet> {
        store.store.presentationBinding(\.presentation) { _ in .dismissSheet }
    }

    @Test func aDragDownWritesNilAndDismisses() async {
        let store = store(presenting: [.settings])
        let sent = await store.perform {
            binding(store).item(at: 0, style: .sheet).set(nil)
        } assert: {
            $0.presentation.dismiss()
        }
        #expect(sent == [.dismissSheet])
        await store.finish()
    }

    @Test func childThenParentEachDismissOnce() async {
        let store = store(presenting: [.settings, .editName])
        let sent = await store.perform {
            binding(store).item(at: 1, style: .sheet).set(nil)
            binding(store).item(at: 0, style: .sheet).set(nil)
        } assert: {
            $0.presentation.dismissAll()
        }
        #expect(sent == [.dismissSheet, .dismissSheet])
        await store.finish()
    }

    @Test func aSheetTheMachineKeepsIsShownAgain() async {
        let store = store(presenting: [.settings, .mandatory])
        var outcome = WriteBackOutcome.unchanged
        // Dismissing settings must first dismiss the mandatory sheet it presents, which the machine refuses.
        let sent = await store.perform { outcome = binding(store).item(at: 0, style: .sheet).set(nil) }
        #expect(sent == [.dismissSheet])  // refused, so settings is not asked to go
        #expect(outcome == .refused)
        #expect(binding(store).item(at: 1, style: .sheet).item == Presented(.mandatory))
        await store.finish()
    }

    @Test func aViewNeverPresentsByWritingAnItem() async {
        let store = store(presenting: [])
        var outcome = WriteBackOutcome.unchanged
        await store.perform { outcome = binding(store).item(at: 0, style: .sheet).set(Presented(.settings)) }
        #expect(outcome == .refused)
        await store.finish()
    }

    @Test func anAlertsButtonsSendTheStoresEvents() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(alert: FormMachine.networkAlert)))
        let alert = store.store.alertBinding(\.alert, dismiss: .dismissAlert)
        #expect(alert.isPresented)
        let sent = await store.perform {
            alert.tap(alert.alert!.buttons[1])
        } assert: {
            $0.alert = nil
            $0.retries = 1
        }
        #expect(sent == [.dismissAlert, .retry])
        await store.send(.showAlert) { $0.alert = FormMachine.networkAlert }
        // The system dismissed it (a tap outside a confirmation dialog).
        await store.perform {
            alert.setPresented(false)
        } assert: {
            $0.alert = nil
        }
        await store.finish()
    }

    @Test func aDerivedItemDismissesWithTheEventForIt() async {
        let store = store(presenting: [.editName])
        let item = store.store.itemBinding(\.presentation.destination) { sheet in
            sheet == .mandatory ? nil : .dismissSheet
        }
        #expect(item.item == .editName)
        await store.perform {
            item.set(nil)
        } assert: {
            $0.presentation.dismiss()
        }
        await store.finish()
    }
}

/// A button whose event shows another alert, with SwiftUI writing `isPresented = false` afterwards.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct AlertReplacementTests {
    enum Event: Equatable, Sendable {
        case delete
        case dismiss
    }

    struct Screen: Equatable, Sendable {
        var alert: AlertState<Event>?
    }

    nonisolated static let confirm = AlertState<Event>(
        style: .confirmationDialog, title: "Delete?", buttons: [.destructive("Delete", event: .delete)])
    nonisolated static let failed = AlertState<Event>(title: "Could not delete", buttons: [.cancel("OK")])

    @Test func theLateWriteBackOfTheOldAlertDoesNotDismissTheNewOne() async {
        let machine = Machine<Screen, Event>.stepping(initial: Screen(alert: Self.confirm)) { state, event in
            switch event {
            case .delete: Step(Screen(alert: Self.failed), kind: .internal)
            case .dismiss: state.alert == nil ? nil : Step(Screen(alert: nil), kind: .internal)
            }
        }
        let store = TestStore(machine: machine)
        // The model the presenting `body` made, captured by SwiftUI's binding.
        let presented = store.store.alertBinding(\.alert, dismiss: .dismiss)
        let sent = await store.perform {
            presented.tap(presented.alert!.buttons[0])
            #expect(presented.setPresented(false) == .unchanged)
        } assert: {
            $0.alert = Self.failed
        }
        #expect(sent == [.dismiss, .delete])
        // The next `body` makes a model for the new alert, which the system may dismiss.
        await store.perform {
            store.store.alertBinding(\.alert, dismiss: .dismiss).setPresented(false)
        } assert: {
            $0.alert = nil
        }
        await store.finish()
    }
}
