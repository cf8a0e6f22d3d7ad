import Switchyard
import Testing

/// `UncheckedDowncast` is not checked in release builds; in a debug build (which `swift test` is) a wrong cast traps,
/// so every selection and reported-part test would catch a violation of its proof.
@Suite(.timeLimit(.minutes(5)))
struct UncheckedDowncastTests {
    @Test func aDebugBuildStopsAWrongDowncast() async {
        #if DEBUG
        await #expect(processExitsWith: .failure) {
            UncheckedDowncastProbe.castWrongly()
        }
        #endif
    }

    /// Selections of their own, shared selections and selections in reported parts, each evaluated through the
    /// downcast, deliver what changed.
    @MainActor @Test func everySelectionThatGoesThroughTheDowncastDeliversItsValue() {
        let store = Store(machine: counters)
        var seen: [String] = []
        let own = store.subscribe(selecting: { $0.first }, initial: .changesOnly) { seen.append("own \($0)") }
        let shared = store.subscribe(to: \.second, initial: .changesOnly) { seen.append("shared \($0)") }
        store.send(.incrementFirst)
        store.send(.incrementSecond)
        #expect(seen == ["own 1", "shared 1"])
        own.cancel()
        shared.cancel()
    }
}
