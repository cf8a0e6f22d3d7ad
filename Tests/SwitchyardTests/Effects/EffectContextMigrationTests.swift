import Switchyard
import Synchronization
import Testing

/// 0.6's initializers of `EffectContext` and `EffectActivity`, which 0.7 took off the public surface (README,
/// "Migrating"), keep deprecated forwards until 0.8: each gives what the package's own replacement gives. The old
/// calls are written in deprecated functions reached through a protocol, so that this target compiles without
/// deprecation warnings.
@Suite(.timeLimit(.minutes(5))) struct EffectContextMigrationTests {
    protocol OldCode {
        static func context(delivering: @escaping @Sendable (String) async -> Void) -> EffectContext<String>
        static func activities() -> [EffectActivity]
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func context(delivering: @escaping @Sendable (String) async -> Void) -> EffectContext<String> {
            EffectContext(clock: ContinuousClock(), deliver: delivering)
        }

        @available(*, deprecated)
        static func activities() -> [EffectActivity] {
            [EffectActivity(.started, id: "load"), EffectActivity(.cancelled, id: nil)]
        }
    }

    static func check<Code: OldCode>(_: Code.Type) async {
        let old = Mutex<[String]>([])
        let today = Mutex<[String]>([])
        let oldContext = Code.context { event in old.withLock { $0.append(event) } }
        let todayContext = EffectContext<String>(clock: ContinuousClock()) { event in
            today.withLock { $0.append(event) }
        }
        for event in ["a", "b"] {
            await oldContext.send(event)
            await todayContext.send(event)
        }
        #expect(old.withLock { $0 } == today.withLock { $0 })
        #expect(old.withLock { $0 } == ["a", "b"])
        #expect(oldContext.clock is ContinuousClock)
        #expect(
            Code.activities() == [
                EffectActivity(change: .started, id: "load"), EffectActivity(change: .cancelled, id: nil),
            ])
    }

    @Test func theEffectForwardsGiveWhatTheirReplacementsGive() async {
        await Self.check(ZeroSixCode.self)
    }
}
