import Foundation
import PropertyBased
import Switchyard
import SwitchyardTesting
import Testing

/// A reducer store with navigation (a route stack and a sheet), a counter and named timers that steps start and
/// cancel: the state and timers a store snapshot must carry across a restore.
struct Screens: Hashable, Sendable, Codable {
    var stack: [Int] = []
    var sheet: Int?
    var ticks = 0
}

enum ScreensEvent: Hashable, Sendable, Codable {
    case push(Int), pop, present(Int), dismiss, startTimer(Int), cancelTimer(Int), tick(Int)

    /// The event a generated number stands for.
    static func from(_ number: Int) -> ScreensEvent {
        let value = number / 7 % 4
        switch number % 7 {
        case 0: return .push(value)
        case 1: return .pop
        case 2: return .present(value)
        case 3: return .dismiss
        case 4: return .startTimer(value)
        case 5: return .cancelTimer(value)
        default: return .tick(value)
        }
    }
}

let screensMachine = Machine<Screens, ScreensEvent>.reducer(initial: Screens()) { state, event in
    switch event {
    case .push(let route):
        state.stack.append(route)
    case .pop:
        guard !state.stack.isEmpty else { return .none }
        state.stack.removeLast()
    case .present(let sheet):
        state.sheet = sheet
        // A sheet's timer, tied to nothing: it outlives the sheet, as a reminder would.
        return .send(.tick(sheet), after: .seconds(10 + sheet), id: EffectID("sheet"))
    case .dismiss:
        state.sheet = nil
    case .startTimer(let number):
        return .send(.tick(number), after: .seconds(number + 1), id: EffectID("timer-\(number)"))
    case .cancelTimer(let number):
        return .cancel(id: EffectID("timer-\(number)"))
    case .tick(let number):
        state.ticks += number + 1
    }
    return .none
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreSnapshotPropertyTests {
    /// Saving to bytes and restoring before every event gives, after every event, the snapshot of the store that
    /// was never saved: the same state (stack, sheet, counter) and the same timers, by name, event and time left —
    /// including timers restored, then cancelled by name, then started again.
    @Test func aStoreRestoredBeforeEveryEventRunsOnAsTheUnsavedOne() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...999).array(of: 0...40)) { numbers in
            let events = numbers.map(ScreensEvent.from)
            let clock = TestClock()
            let straight = Store(machine: screensMachine, options: StoreOptions(clock: clock))
            var saved = Store(machine: screensMachine, options: StoreOptions(clock: clock))
            for event in events {
                do {
                    let bytes = try JSONEncoder().encode(saved.snapshot())
                    let snapshot = try JSONDecoder().decode(StoreSnapshot<Screens, ScreensEvent>.self, from: bytes)
                    saved.cancelAllEffects()
                    saved = try Store(machine: screensMachine, restoring: snapshot, options: StoreOptions(clock: clock))
                } catch {
                    Issue.record("\(error) restoring before \(event) in \(events)")
                    return
                }
                straight.send(event)
                saved.send(event)
                #expect(saved.snapshot() == straight.snapshot(), "after \(event) in \(events)")
            }
            straight.cancelAllEffects()
            saved.cancelAllEffects()
        }
    }
}
