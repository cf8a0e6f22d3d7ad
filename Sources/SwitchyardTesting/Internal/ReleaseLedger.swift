import Foundation

/// What a test store's deinit needs to know, readable from any thread: whether the test finished, whether it is
/// exhaustive, and which received events were not asserted.
final class ReleaseLedger: @unchecked Sendable {
    // Safety of `@unchecked Sendable`: the three stored properties are read and written only inside `lock`.
    // Tests/SwitchyardTestingThreadSafetyTests releases a test store on another thread while its effects still send,
    // under the thread sanitizer (.ci/tsan), which reports any access outside the lock. (`Mutex`, which would make
    // this checked, needs macOS 15 / iOS 18, above the package's platforms.)
    private let lock = NSLock()
    private var finished = false
    private var exhaustive = true
    private var unreceived: [String] = []

    func setFinished(_ value: Bool) { lock.withLock { finished = value } }
    func setExhaustive(_ value: Bool) { lock.withLock { exhaustive = value } }
    func setUnreceived(_ value: [String]) { lock.withLock { unreceived = value } }

    /// The events to report when the store is released: none after `finish()` or in non-exhaustive mode.
    func pendingOnRelease() -> [String] {
        lock.withLock { finished || !exhaustive ? [] : unreceived }
    }
}
