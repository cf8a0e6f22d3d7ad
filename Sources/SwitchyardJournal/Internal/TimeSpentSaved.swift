import Foundation

/// How long a snapshot taken at `savedAt` has been saved at `now`, on the wall clock; zero for a date in the future
/// (a clock set back). The one rule both journals restore timers by.
func timeSpentSaved(since savedAt: Date, now: Date) -> Duration {
    let elapsed = max(0, now.timeIntervalSince(savedAt))
    return .nanoseconds(Int64((elapsed * 1e9).rounded()))
}
