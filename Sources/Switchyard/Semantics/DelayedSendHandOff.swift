/// A macrostep's delayed sends as the host takes them over: what the host does to its timers, in order — the one
/// hand-off of a store (`Statechart.machine(context:stepLimit:)`) and of the virtual clock of `trace`, `simulate`,
/// `paths` and model-based tests (`TimedRun`). The rule it follows is written once, in ``DelayedSendHost``'s header.
///
/// Made by ``StatechartInterpreter/handOffDelayedSends(of:)``; a sequence of ``Command``s, made as they are read
/// (nothing is allocated beyond the two lists the interpreter already holds).
@usableFromInline
package struct DelayedSendHandOff<Event: Sendable>: Sequence {
    /// One thing a host does to its timers.
    @usableFromInline
    package enum Command {
        /// Remove every pending timer named `id`.
        case cancel(id: EffectID)
        /// Start a timer named `id` that sends the send's event after its delay.
        case schedule(StatechartDelayedSend<Event>, id: EffectID)
        /// Remove every pending timer the chart handed over (every timer id ``DelayedSendHandOff/isTimerID(_:)``
        /// accepts): the macrostep left the chart stopped, and a chart that stops cancels what it handed over.
        case cancelAll
    }

    /// The ids of the macrostep's `cancelSend(id:)` requests, in order.
    @usableFromInline let cancelledSendIDs: [String]
    /// The sends the macrostep made and did not cancel, in the order they were made.
    @usableFromInline let sends: [StatechartDelayedSend<Event>]
    /// Whether the macrostep left the chart stopped (top-level final state reached, or stopped at its step limit):
    /// the commands then end with ``Command/cancelAll``.
    @usableFromInline package let stopsChart: Bool

    @inlinable
    init(cancelledSendIDs: [String], sends: [StatechartDelayedSend<Event>], stopsChart: Bool) {
        self.cancelledSendIDs = cancelledSendIDs
        self.sends = sends
        self.stopsChart = stopsChart
    }

    /// Whether the host has nothing to do.
    @inlinable
    package var isEmpty: Bool { cancelledSendIDs.isEmpty && sends.isEmpty && !stopsChart }

    /// The commands in order: the cancels, then the schedules, then, when the chart stopped, the cancel of all its
    /// timers (a stopping macrostep hands over no send: the interpreter drops its sends when it stops).
    @usableFromInline
    package struct Iterator: IteratorProtocol {
        @usableFromInline let handOff: DelayedSendHandOff
        @usableFromInline var position = 0

        @inlinable
        init(_ handOff: DelayedSendHandOff) {
            self.handOff = handOff
        }

        /// The next command; `nil` after the last.
        @inlinable
        package mutating func next() -> Command? {
            let cancels = handOff.cancelledSendIDs.count
            if position < cancels {
                position += 1
                return .cancel(id: DelayedSendHandOff.timerID(for: handOff.cancelledSendIDs[position - 1]))
            }
            let made = cancels + handOff.sends.count
            if position < made {
                let send = handOff.sends[position - cancels]
                position += 1
                return .schedule(send, id: DelayedSendHandOff.timerID(sendID: send.sendID, token: send.token))
            }
            guard position == made, handOff.stopsChart else { return nil }
            position += 1
            return .cancelAll
        }
    }

    /// The commands in order (see ``Iterator``).
    @inlinable
    package func makeIterator() -> Iterator { Iterator(self) }

    /// How many commands there are.
    @inlinable
    package var underestimatedCount: Int { cancelledSendIDs.count + sends.count + (stopsChart ? 1 : 0) }

    /// The id of the timer a host keeps for a chart's pending delayed send: `statechart.send.<id>`, or
    /// `statechart.send.#<token>` for a send the chart gave no id. A model-based test's chart model names the sends
    /// it expects pending by it.
    /// - Parameters:
    ///   - sendID: The id the chart gave the send, if any.
    ///   - token: The interpreter's token for the send.
    /// - Returns: The timer's effect id.
    @inlinable
    package static func timerID(sendID: String?, token: Int) -> EffectID {
        timerID(for: sendID ?? "#\(token)")
    }

    /// The id of the timers of the sends a chart named `sendID`, which its `cancelSend(id:)` cancels.
    @inlinable
    static func timerID(for sendID: String) -> EffectID {
        EffectID(timerIDPrefix + sendID)
    }

    /// What every chart timer's id starts with.
    @usableFromInline
    static var timerIDPrefix: String { "statechart.send." }

    /// Whether `id` names a timer a chart handed over (``timerID(sendID:token:)``): what ``Command/cancelAll``
    /// removes.
    @inlinable
    package static func isTimerID(_ id: EffectID) -> Bool {
        id.rawValue.hasPrefix(timerIDPrefix)
    }
}

extension DelayedSendHandOff: Sendable {}
extension DelayedSendHandOff.Command: Sendable {}
extension DelayedSendHandOff.Command: Equatable where Event: Equatable {}
extension DelayedSendHandOff.Iterator: Sendable {}

extension StatechartInterpreter {
    /// Takes the delayed sends of `macrostep` out of the interpreter and returns what its host does to its timers,
    /// in order, by the rule of ``DelayedSendHost``: the interpreter forgets them (``pendingSends`` is empty after),
    /// the host keeps them, cancels them by id and delivers each due one by sending its event (``send(_:)``). When
    /// the chart is stopped after `macrostep`, the commands end with ``DelayedSendHandOff/Command/cancelAll``.
    /// - Parameter macrostep: The macrostep the interpreter just took (its `cancelSend(id:)` requests).
    /// - Returns: The host's commands.
    /// - Complexity: O(*n* log *n*) in the sends pending; no allocation when the macrostep made none.
    @inlinable
    package mutating func handOffDelayedSends(
        of macrostep: StatechartMacrostep<StateID, Event>
    ) -> DelayedSendHandOff<Event> {
        var sends: [StatechartDelayedSend<Event>] = []
        // Left alone when empty: no sort, and no write to the shared table.
        if !queues.pending.isEmpty {
            sends = pendingSends
            queues.pending.removeAll()
        }
        return DelayedSendHandOff(
            cancelledSendIDs: macrostep.cancelledSendIDs, sends: sends, stopsChart: !isStillRunning)
    }
}
