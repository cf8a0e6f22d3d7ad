#if SWITCHYARD_UI_STUBS || (canImport(UIKit) && !os(watchOS))
import Observation

/// Calls `apply` after every change of what `track` reads, for as long as `adapter` lives: how the UIKit adapters
/// follow their binding models. Observation reports a change once, before the state changes; `apply` runs in a task
/// on the main actor, once the state has changed, and then the tracking starts again.
/// - Parameters:
///   - adapter: The adapter, held weakly.
///   - track: Reads what the adapter shows, such as a binding model's path.
///   - apply: Shows the changed state.
@MainActor
func followChanges<Adapter: AnyObject & Sendable>(
    of adapter: Adapter, tracking track: @escaping @MainActor @Sendable (Adapter) -> Void,
    apply: @escaping @MainActor @Sendable (Adapter) -> Void
) {
    withObservationTracking {
        track(adapter)
    } onChange: { [weak adapter] in
        Task { @MainActor in
            guard let adapter else { return }
            apply(adapter)
            followChanges(of: adapter, tracking: track, apply: apply)
        }
    }
}
#endif
