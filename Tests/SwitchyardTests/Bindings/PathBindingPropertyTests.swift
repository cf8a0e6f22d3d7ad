import PropertyBased
import Switchyard
import SwitchyardTesting
import Testing

/// Any path written back: the events sent leave the state at what the machine accepted.
@Suite(.timeLimit(.minutes(5)))
struct PathBindingPropertyTests {
    /// Small alphabets, so that paths share prefixes and repeat routes.
    static let paths = Gen.int(in: 0...4).array(of: 0...6).map { numbers in
        numbers.map { $0 == 4 ? Screen.locked : Screen.detail($0) }
    }

    @Test func aRouterPathReachesAnyWrittenPath() async {
        await propertyCheck(count: 300, input: Self.paths, Self.paths) { old, new in
            await MainActor.run {
                let store = Store(machine: NavMachine.machine(initial: Nav(stack: RouteStack(old))))
                let outcome = store.router(for: \.self) { $0 }.pathBinding.set(new)
                #expect(store.state.stack.routes == new, "\(old) → \(new)")
                #expect(outcome == (old == new ? .unchanged : .accepted))
            }
        }
    }

    @Test func aRefusingMachineEndsWhereItsAcceptedStepsLead() async {
        await propertyCheck(count: 300, input: Self.paths, Self.paths) { old, new in
            await MainActor.run {
                let store = Store(machine: FormMachine.machine(initial: FormScreen(path: old)))
                let outcome = store.path.set(new)
                // The same steps applied by the pure transition, stopping at the first refusal.
                var expected = FormScreen(path: old)
                for step in PathWriteBack.popsAndPushes(from: old, to: new) {
                    let event: FormEvent =
                        switch step {
                        case .pop(let count, _): .pop(count: count)
                        case .push(let screen): .push(screen)
                        case .replace: .pop(count: 0)
                        }
                    guard let next = FormMachine.transition(expected, event) else { break }
                    expected = next
                }
                #expect(store.state.path == expected.path, "\(old) → \(new)")
                let refused = old != new && expected.path != new
                #expect(outcome == (old == new ? .unchanged : refused ? .refused : .accepted))
            }
        }
    }
}
