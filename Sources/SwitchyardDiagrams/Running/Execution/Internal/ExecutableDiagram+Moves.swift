import Switchyard

/// One move of a running chart (``ExecutableDiagram/moves(from:offering:)``): an event sent, or time let pass until
/// delayed sends fall due; and the run it leads to.
struct ChartMove<Run> {
    /// The event sent; `nil` when time passed.
    var event: String?
    /// The run after the move.
    var run: Run
    /// The arrows the move took, in order (for a wait, those of every delivery that took one).
    var arrows: [Int]
    /// The virtual time that passed: zero for an event.
    var waited: Duration = .zero
    /// The delayed sends delivered while time passed, in order: empty for an event.
    var deliveries: [DiagramClock.Delivery] = []
}

/// The one adjacency of a running chart: every search over runs (`paths`, `diff`, conformance) asks it for the
/// moves out of a run, so they cannot disagree about which events are offered, when time passes or how many
/// pending sends a run may carry.
extension ExecutableDiagram {
    /// The most delayed sends pending in a run a search goes on from. Sends that are never cancelled pile up when a
    /// cycle is repeated (each lap a run of its own, with one more pending send), which would fill a search with ever
    /// longer keys; no chart needs more than this, so a run that carries more is not searched further.
    static var pendingLimit: Int { 64 }

    /// Whether a search goes on from `run`: it carries at most ``pendingLimit`` pending sends.
    func isSearchable(_ run: Run) -> Bool {
        (clock(of: run)?.pending.count ?? 0) <= Self.pendingLimit
    }

    /// The moves out of `run`: letting time pass until the next pending send falls due (tried first, when one is
    /// pending), then each event that changes something, in the order offered.
    /// - Parameters:
    ///   - run: The run to move from.
    ///   - events: The events to send; `nil`: the chart's own ``enabledEvents(of:)``.
    /// - Returns: The moves; `nil` when `run` is not searched further (more than ``pendingLimit`` sends pending).
    /// - Complexity: One macrostep per event offered, plus the deliveries of the wait.
    func moves(from run: Run, offering events: [String]? = nil) -> [ChartMove<Run>]? {
        guard isSearchable(run) else { return nil }
        let sent = (events ?? enabledEvents(of: run)).compactMap { move(sending: $0, from: run) }
        guard let waited = waitMove(from: run) else { return sent }
        return [waited] + sent
    }

    /// The move that sends `event` to `run`; `nil` when the event changes nothing.
    func move(sending event: String, from run: Run) -> ChartMove<Run>? {
        guard let (next, arrows) = sending(event, to: run) else { return nil }
        return ChartMove(event: event, run: next, arrows: arrows)
    }

    /// The move that lets time pass in `run`.
    /// - Parameters:
    ///   - run: The run.
    ///   - time: The time to pass to (never back); `nil`: to the time the next pending send falls due.
    /// - Returns: The move; `nil` for a chart without a clock, and, when `time` is `nil`, when no send is pending.
    func waitMove(from run: Run, until time: Duration? = nil) -> ChartMove<Run>? {
        guard let before = clock(of: run), time != nil || !before.pending.isEmpty,
            let (next, deliveries) = advancing(run, to: time), time != nil || !deliveries.isEmpty
        else { return nil }
        return ChartMove(
            event: nil, run: next, arrows: deliveries.flatMap { $0.arrows ?? [] },
            waited: (clock(of: next)?.now ?? before.now) - before.now, deliveries: deliveries)
    }

    /// When the next pending send of `run` falls due; `nil` when none is pending (or the chart has no clock).
    func nextDue(in run: Run) -> Duration? {
        clock(of: run)?.pending.lazy.map(\.due).min()
    }
}
