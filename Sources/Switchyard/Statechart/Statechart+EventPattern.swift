extension Statechart {
    /// Which events a transition is taken on: a label for drawings, and a test on the event being processed.
    public struct EventPattern: Sendable {
        /// How the pattern is shown (an event name, `done.state.ID`, `*`).
        @usableFromInline package var shownLabel: String
        @usableFromInline
        let test: @Sendable (StatechartSignal<StateID, Event>) -> Bool

        /// Creates a pattern.
        /// - Parameters:
        ///   - label: How the pattern is shown.
        ///   - matches: Whether an event matches.
        @inlinable
        package init(
            shownAs label: String, test matches: @escaping @Sendable (StatechartSignal<StateID, Event>) -> Bool
        ) {
            self.shownLabel = label
            self.test = matches
        }

        /// Whether `signal` matches the pattern.
        /// - Parameter signal: An event being processed.
        /// - Returns: `true` when a transition with this pattern may be taken on it.
        @inlinable
        package func accepts(_ signal: StatechartSignal<StateID, Event>) -> Bool { test(signal) }

        /// The events `predicate` accepts, shown as `label`: how a transition is taken on every value of an event
        /// with a payload.
        ///
        /// ```swift
        /// .on(matching: .event("loaded") { if case .loaded = $0 { true } else { false } }, to: .showing)
        /// ```
        /// - Parameters:
        ///   - label: How the pattern is shown (in a drawing of the chart, the arrow's label).
        ///   - predicate: Whether an event matches; `done` and error events never do.
        /// - Returns: The pattern.
        @inlinable
        public static func event(_ label: String, where predicate: @escaping @Sendable (Event) -> Bool) -> Self {
            EventPattern(shownAs: label) { signal in
                if case .event(let event) = signal { return predicate(event) }
                return false
            }
        }

        /// Every event, including `done` and error events (SCXML's `*`).
        public static var any: EventPattern { EventPattern(shownAs: "*") { _ in true } }

        /// The completion of the state `id` (`done.state.ID`).
        /// - Parameter id: A compound or parallel state.
        /// - Returns: The pattern.
        @inlinable
        public static func done(_ id: StateID) -> EventPattern {
            EventPattern(shownAs: "done.state.\(id)") { signal in
                if case .done(let state) = signal { return state == id }
                return false
            }
        }

        /// Any `error.execution` event.
        @inlinable
        public static var executionError: EventPattern {
            EventPattern(shownAs: "error.execution") { signal in
                if case .executionError = signal { return true }
                return false
            }
        }

        /// Any `error.communication` event.
        @inlinable
        public static var communicationError: EventPattern {
            EventPattern(shownAs: "error.communication") { signal in
                if case .communicationError = signal { return true }
                return false
            }
        }
    }
}

extension Statechart.EventPattern where Event: Equatable {
    /// Exactly `event`.
    /// - Parameter event: The event.
    /// - Returns: The pattern, labelled with the event's description.
    @inlinable
    public static func event(_ event: Event) -> Self {
        Self(shownAs: "\(event)") { signal in
            if case .event(let other) = signal { return other == event }
            return false
        }
    }
}
