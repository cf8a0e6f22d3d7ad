extension Statechart {
    /// What an action or a guard sees: the context, the event being processed and the configuration, and (for
    /// actions) the events it raises, sends and cancels, which the interpreter carries out after the action.
    public struct ActionScope {
        /// The chart's extended state; actions change it in place.
        public var context: Context
        /// The event being processed, or `nil` during the initial entry and eventless transitions taken before
        /// any event.
        @inlinable
        public var signal: StatechartSignal<StateID, Event>? { currentSignal }
        @usableFromInline
        var currentSignal: StatechartSignal<StateID, Event>?
        /// The active states at the moment the action or guard runs.
        @inlinable
        public var configuration: StatechartConfiguration<StateID> { activeStates }
        @usableFromInline
        var activeStates: StatechartConfiguration<StateID>
        @usableFromInline
        var commands: [Command] = []

        @usableFromInline
        enum Command {
            case raise(StatechartSignal<StateID, Event>)
            case send(Event, delay: Duration, id: String?)
            case cancel(String)
            case perform(Effect<Event>)
        }

        @inlinable
        init(context: Context, configuration: StatechartConfiguration<StateID>) {
            self.context = context
            self.activeStates = configuration
        }

        /// The chart's event being processed, if the event is one (not a `done` or error event).
        public var event: Event? { signal?.eventValue }

        /// Puts `event` on the internal queue: it is processed after the current microstep and before any
        /// external event (SCXML's `<raise>`).
        /// - Parameter event: The event.
        @inlinable
        public mutating func raise(_ event: Event) {
            commands.append(.raise(.event(event)))
        }

        /// Puts an engine event (a `done` or error event) on the internal queue.
        /// - Parameter signal: The event.
        @inlinable
        package mutating func raiseSignal(_ signal: StatechartSignal<StateID, Event>) {
            commands.append(.raise(signal))
        }

        /// Sends `event` to the chart's external queue, now or after `delay` (SCXML's `<send>`). A delayed send is
        /// handed to the host as a ``StatechartDelayedSend`` to schedule on its clock.
        /// - Parameters:
        ///   - event: The event.
        ///   - delay: How long to wait; zero puts it on the external queue at once.
        ///   - id: An id by which ``cancelSend(id:)`` can cancel it while it is pending.
        @inlinable
        public mutating func send(_ event: Event, after delay: Duration = .zero, id: String? = nil) {
            commands.append(.send(event, delay: delay, id: id))
        }

        /// Asks the host to perform `effect` (async work, as data) once the macrostep is over. Work asked for by a
        /// state's entry action is tied to that state and cancelled when the state is exited, including by leaving
        /// an ancestor; from any other action it runs until it ends or is cancelled by id.
        ///
        /// ```swift
        /// .atomic(.loading, [
        ///     .onEntry { scope in
        ///         scope.perform(.run { context in
        ///             try await catalog.refresh()
        ///             await context.send(.loaded)
        ///         })
        ///     },
        ///     .on(.loaded, to: .showing),
        /// ])
        /// ```
        /// - Parameter effect: The work.
        @inlinable
        public mutating func perform(_ effect: Effect<Event>) {
            commands.append(.perform(effect))
        }

        /// Cancels every pending delayed send with this id (SCXML's `<cancel>`); nothing happens when none is.
        /// - Parameter id: The id given to ``send(_:after:id:)``.
        @inlinable
        public mutating func cancelSend(id: String) {
            commands.append(.cancel(id))
        }
    }
}

extension Statechart.ActionScope: Sendable where Context: Sendable {}
extension Statechart.ActionScope.Command: Sendable {}
