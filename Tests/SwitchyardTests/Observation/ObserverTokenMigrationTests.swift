import Switchyard
import Testing

/// 0.6's `ObserverToken.isCancelled`, which 0.7 took off the public surface (README, "Migrating"), keeps a deprecated
/// forward until 0.8 that gives what the package's own replacement gives. The old call is written in a deprecated
/// function reached through a protocol, so that this target compiles without deprecation warnings.
@MainActor
@Suite struct ObserverTokenMigrationTests {
    protocol OldCode {
        @MainActor static func isCancelled(_ token: ObserverToken) -> Bool
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        @MainActor static func isCancelled(_ token: ObserverToken) -> Bool { token.isCancelled }
    }

    static func check<Code: OldCode>(_: Code.Type) {
        let store = Store(machine: Machine<Int, Int>.routing(initial: 0) { state, event in state + event })
        let token = store.observe { _ in }
        #expect(Code.isCancelled(token) == token.wasCancelled && !Code.isCancelled(token))
        token.cancel()
        #expect(Code.isCancelled(token) == token.wasCancelled && Code.isCancelled(token))
    }

    @Test func theTokenForwardGivesWhatItsReplacementGives() {
        Self.check(ZeroSixCode.self)
    }
}
