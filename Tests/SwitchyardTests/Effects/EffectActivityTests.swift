import Switchyard
import Testing

/// `Store.observeEffects`: every run effect's start and its end — finished, cancelled by id, by leaving its state,
/// or by releasing the store — in order, and nothing after the token is cancelled.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EffectActivityTests {
    enum Mode: Hashable, Sendable { case idle, holding }
    enum Input: Hashable, Sendable { case quick, long, stop, hold, release, done }

    static let machine = Machine<Mode, Input>.stepping(
        initial: .idle,
        onEnter: { state in
            guard state == .holding else { return .none }
            return .run(id: "held") { _ in try await Task.sleep(for: .seconds(3_600)) }
        },
        { state, event in
            switch (state, event) {
            case (_, .quick):
                Step(state, effect: .run(id: "quick") { context in await context.send(.done) }, kind: .internal)
            case (_, .long):
                Step(
                    state, effect: .run(id: "long") { _ in try await Task.sleep(for: .seconds(3_600)) }, kind: .internal
                )
            case (_, .stop): Step(state, effect: .cancel(id: "long"), kind: .internal)
            case (.idle, .hold): Step(.holding)
            case (.holding, .release): Step(.idle)
            case (_, .done): Step(state, kind: .internal)
            default: nil
            }
        })

    /// The store's effect activity as a sequence.
    static func activity(of store: Store<Mode, Input>) -> (AsyncStream<EffectActivity>, ObserverToken) {
        let (stream, continuation) = AsyncStream.makeStream(of: EffectActivity.self)
        let token = store.observeEffects { continuation.yield($0) }
        return (stream, token)
    }

    static func next(_ count: Int, of stream: AsyncStream<EffectActivity>) async -> [EffectActivity] {
        var seen: [EffectActivity] = []
        for await activity in stream {
            seen.append(activity)
            if seen.count == count { break }
        }
        return seen
    }

    @Test func aFinishedEffectIsStartedThenFinished() async {
        let store = Store(machine: Self.machine)
        let (stream, token) = Self.activity(of: store)
        store.send(.quick)
        #expect(
            await Self.next(2, of: stream) == [
                EffectActivity(change: .started, id: "quick"), EffectActivity(change: .finished, id: "quick"),
            ])
        token.cancel()
    }

    @Test func cancellingByIdentifierAndByLeavingTheStateAreReported() async {
        let store = Store(machine: Self.machine)
        let (stream, token) = Self.activity(of: store)
        store.send(.long)
        store.send(.stop)
        store.send(.hold)
        store.send(.release)
        #expect(
            await Self.next(4, of: stream) == [
                EffectActivity(change: .started, id: "long"), EffectActivity(change: .cancelled, id: "long"),
                EffectActivity(change: .started, id: "held"), EffectActivity(change: .cancelled, id: "held"),
            ])
        token.cancel()
    }

    @Test func releasingTheStoreReportsItsRunningEffectsCancelled() async {
        var store: Store<Mode, Input>? = Store(machine: Self.machine)
        let (stream, token) = Self.activity(of: store!)
        store?.send(.long)
        store = nil
        #expect(
            await Self.next(2, of: stream) == [
                EffectActivity(change: .started, id: "long"), EffectActivity(change: .cancelled, id: "long"),
            ])
        token.cancel()
    }

    @Test func aCancelledTokenHearsNothingMore() async {
        let store = Store(machine: Self.machine)
        var first: [EffectActivity] = []
        let token = store.observeEffects { first.append($0) }
        let (stream, other) = Self.activity(of: store)
        store.send(.long)
        #expect(await Self.next(1, of: stream) == [EffectActivity(change: .started, id: "long")])
        token.cancel()
        store.send(.stop)
        // Both observers are told in the same pass; the second hears the cancellation, the first does not.
        #expect(await Self.next(1, of: stream) == [EffectActivity(change: .cancelled, id: "long")])
        #expect(first == [EffectActivity(change: .started, id: "long")])
        other.cancel()
    }
}
