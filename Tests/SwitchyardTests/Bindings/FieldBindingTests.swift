import Switchyard
import SwitchyardTesting
import Testing

/// Form fields, focus and tab selection, on stores, scopes and statechart contexts.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FieldBindingTests {
    @Test func typingSendsTheFieldsEvent() async {
        let store = TestStore(machine: FormMachine.machine())
        let email = store.store.binding(\.email, send: FormEvent.emailChanged)
        let sent = await store.perform {
            email.set("a@example.com")
        } assert: {
            $0.email = "a@example.com"
        }
        #expect(sent == [.emailChanged("a@example.com")])
        await store.finish()
    }

    @Test func writingTheSameValueSendsNothing() async {
        let store = TestStore(machine: FormMachine.machine(initial: FormScreen(email: "a")))
        var outcome = WriteBackOutcome.accepted
        let sent = await store.perform { outcome = store.store.binding(\.email, send: FormEvent.emailChanged).set("a") }
        #expect(sent.isEmpty)
        #expect(outcome == .unchanged)
        await store.finish()
    }

    @Test func aValueTheMachineAdjustsResynchronisesTheField() async {
        let store = TestStore(machine: FormMachine.machine())
        let email = store.store.binding(\.email, send: FormEvent.emailChanged)
        var outcome = WriteBackOutcome.unchanged
        await store.perform {
            outcome = email.set(" A@Example.com ")
        } assert: {
            $0.email = "a@example.com"
        }
        #expect(outcome == .refused)
        #expect(email.value == "a@example.com")
        await store.finish()
    }

    @Test func focusMovesAndIsCleared() async {
        let store = TestStore(machine: FormMachine.machine())
        let focus = store.store.binding(\.focus, send: FormEvent.focusChanged)
        await store.perform {
            focus.set(.email)
        } assert: {
            $0.focus = .email
        }
        await store.perform {
            focus.set(.password)
        } assert: {
            $0.focus = .password
        }
        // The keyboard was dismissed.
        await store.perform {
            focus.set(nil)
        } assert: {
            $0.focus = nil
        }
        await store.finish()
    }

    @Test func aRefusedTabSelectionKeepsTheTab() async {
        let store = TestStore(machine: FormMachine.machine())
        let tab = store.store.binding(\.tab, send: FormEvent.tabSelected)
        await store.perform {
            tab.set(.profile)
        } assert: {
            $0.tab = .profile
        }
        var outcome = WriteBackOutcome.unchanged
        await store.perform { outcome = tab.set(.admin) }
        #expect(outcome == .refused)
        #expect(tab.value == .profile)
        await store.finish()
    }

    @Test func aScopedStoresFieldSendsThroughItsParent() async {
        struct Parent: Equatable, Sendable { var form = FormScreen() }
        enum ParentEvent: Equatable, Sendable { case form(FormEvent) }
        let machine = Machine<Parent, ParentEvent>.stepping(initial: Parent()) { state, event in
            guard case .form(let inner) = event, let form = FormMachine.transition(state.form, inner) else {
                return nil
            }
            return Step(Parent(form: form), kind: .internal)
        }
        let store = TestStore(machine: machine)
        let scope = store.store.scope(state: \.form, event: ParentEvent.form)
        let email = scope.binding(\.email, send: FormEvent.emailChanged)
        let sent = await store.perform {
            email.set("b")
        } assert: {
            $0.form.email = "b"
        }
        #expect(sent == [.form(.emailChanged("b"))])
        await store.perform {
            scope.path.set([.list])
        } assert: {
            $0.form.path = [.list]
        }
        await store.finish()
    }

    @Test func aStatechartsContextFieldIsBound() async throws {
        enum ChartEvent: Hashable, Sendable { case nameChanged(String) }
        let chart = try Statechart<String, ChartEvent, String>([
            .atomic(
                "editing",
                [
                    .on(
                        matching: .event("nameChanged", where: { _ in true }), kind: .internal,
                        action: { scope in
                            if case .nameChanged(let name)? = scope.event { scope.context = name }
                        })
                ])
        ])
        let store = Store(machine: chart.machine(context: ""))
        let name = store.binding(\.context, send: ChartEvent.nameChanged)
        #expect(name.set("Ada") == .accepted)
        #expect(store.state.context == "Ada")
        #expect(name.value == "Ada")
    }
}
