extension Statechart {
    /// One piece of a chart definition: a state (with its own elements), a transition, an entry or exit action,
    /// or an initial transition. Elements are written in an array inside the state they belong to, in document
    /// order, so the definition nests the way the drawing does.
    public struct Element: Sendable {
        enum Content: Sendable {
            case state(StateDefinition)
            case transition(TransitionDefinition)
            case initial(TransitionDefinition)
            case entry(Action)
            case exit(Action)
        }

        let content: Content

        /// A state of any kind with its elements; the builder functions below are shorthands for it.
        /// - Parameters:
        ///   - id: The state's identifier, unique in the chart.
        ///   - kind: What the state is. A state written `.atomic` or `.compound` becomes whichever its child
        ///     states make it.
        ///   - initial: For a compound state, the child states entered by default (empty: the first child);
        ///     for a history state, its default targets (empty: the parent's default).
        ///   - elements: Child states, transitions and actions, in document order.
        /// - Returns: The element.
        package static func stateNode(
            _ id: StateID, kind: ChartStateKind, initial: [StateID] = [], elements: [Element]
        ) -> Element {
            Element(content: .state(StateDefinition(id: id, kind: kind, initial: initial, elements: elements)))
        }

        /// An atomic state (a leaf).
        /// - Parameters:
        ///   - id: The state's identifier.
        ///   - elements: Its transitions and entry and exit actions.
        /// - Returns: The element.
        public static func atomic(_ id: StateID, _ elements: [Element] = []) -> Element {
            stateNode(id, kind: .atomic, elements: elements)
        }

        /// A compound state: exactly one child is active while it is.
        /// - Parameters:
        ///   - id: The state's identifier.
        ///   - initial: The child entered by default; `nil` means the first child state. For several targets
        ///     (descendants in parallel regions) or an action, write an ``initial(to:actions:)`` element instead.
        ///   - elements: Child states, transitions and actions.
        /// - Returns: The element.
        public static func compound(_ id: StateID, initial: StateID? = nil, _ elements: [Element]) -> Element {
            stateNode(id, kind: .compound, initial: initial.map { [$0] } ?? [], elements: elements)
        }

        /// A parallel state: every child state (region) is active while it is.
        /// - Parameters:
        ///   - id: The state's identifier.
        ///   - elements: The regions, transitions and actions.
        /// - Returns: The element.
        public static func parallel(_ id: StateID, _ elements: [Element]) -> Element {
            stateNode(id, kind: .parallel, elements: elements)
        }

        /// A final state: entering it completes its parent, or stops the chart at the top level.
        /// - Parameters:
        ///   - id: The state's identifier.
        ///   - elements: Entry and exit actions.
        /// - Returns: The element.
        public static func final(_ id: StateID, _ elements: [Element] = []) -> Element {
            stateNode(id, kind: .final, elements: elements)
        }

        /// A history pseudo-state of the enclosing state.
        /// - Parameters:
        ///   - id: The pseudo-state's identifier, used as a transition target.
        ///   - deep: `true` to restore the active atomic descendants, `false` (the default) for the children.
        ///   - targets: Where to go when there is no history yet; none means the parent's default entry.
        ///   - action: Runs when the default is taken.
        /// - Returns: The element.
        public static func history(
            _ id: StateID, deep: Bool = false, default targets: StateID..., action: Action? = nil
        ) -> Element {
            let transition = TransitionDefinition(
                patterns: [], guardCondition: nil, targets: targets, kind: .external, actions: action.map { [$0] } ?? []
            )
            return Element(
                content: .state(
                    StateDefinition(
                        id: id, kind: .history(deep: deep), initial: [],
                        elements: [.init(content: .initial(transition))])
                ))
        }

        /// A transition of the enclosing state.
        /// - Parameters:
        ///   - patterns: The events it is taken on; empty for an eventless transition.
        ///   - targets: The states it enters; empty for a targetless transition.
        ///   - kind: External (the default) or internal.
        ///   - guard: Must return `true` for the transition to be taken.
        ///   - actions: Run in order when it is taken, between the exits and the entries.
        /// - Returns: The element.
        public static func transition(
            on patterns: [EventPattern], to targets: [StateID], kind: StatechartTransitionKind = .external,
            guard: Guard? = nil, actions: [Action] = []
        ) -> Element {
            Element(
                content: .transition(
                    TransitionDefinition(
                        patterns: patterns, guardCondition: `guard`, targets: targets, kind: kind, actions: actions)))
        }

        /// A transition taken on events that `pattern` matches. For all values of an event with a payload, match
        /// them with ``EventPattern/event(_:where:)``; the action reads the value from the scope:
        ///
        /// ```swift
        /// .on(matching: .event("loaded", where: { if case .loaded = $0 { true } else { false } }), to: .showing,
        ///     action: { scope in if case .loaded(let items) = scope.event { scope.context = items } })
        /// ```
        /// - Parameters:
        ///   - pattern: The events.
        ///   - targets: The states it enters; none for a targetless transition.
        ///   - kind: External (the default) or internal.
        ///   - guard: Must return `true` for the transition to be taken.
        ///   - action: Runs when it is taken.
        /// - Returns: The element.
        public static func on(
            matching pattern: EventPattern, to targets: StateID..., kind: StatechartTransitionKind = .external,
            guard: Guard? = nil, action: Action? = nil
        ) -> Element {
            transition(on: [pattern], to: targets, kind: kind, guard: `guard`, actions: action.map { [$0] } ?? [])
        }

        /// An eventless transition, taken as soon as its guard holds.
        /// - Parameters:
        ///   - targets: The states it enters.
        ///   - kind: External (the default) or internal.
        ///   - guard: Must return `true` for the transition to be taken; `nil` means always.
        ///   - action: Runs when it is taken.
        /// - Returns: The element.
        public static func always(
            to targets: StateID..., kind: StatechartTransitionKind = .external, guard: Guard? = nil,
            action: Action? = nil
        ) -> Element {
            transition(on: [], to: targets, kind: kind, guard: `guard`, actions: action.map { [$0] } ?? [])
        }

        /// A transition taken when the state `id` completes (`done.state.ID`).
        /// - Parameters:
        ///   - id: The compound or parallel state whose completion triggers it.
        ///   - targets: The states it enters.
        ///   - guard: Must return `true` for the transition to be taken.
        ///   - action: Runs when it is taken.
        /// - Returns: The element.
        public static func onDone(
            _ id: StateID, to targets: StateID..., guard: Guard? = nil, action: Action? = nil
        ) -> Element {
            transition(on: [.done(id)], to: targets, guard: `guard`, actions: action.map { [$0] } ?? [])
        }

        /// An action run when the enclosing state is entered, after its ancestors' and before its descendants'.
        /// - Parameter action: The action.
        /// - Returns: The element.
        public static func onEntry(_ action: @escaping Action) -> Element {
            Element(content: .entry(action))
        }

        /// An action run when the enclosing state is exited, after its descendants' and before its ancestors'.
        /// - Parameter action: The action.
        /// - Returns: The element.
        public static func onExit(_ action: @escaping Action) -> Element {
            Element(content: .exit(action))
        }

        /// The enclosing compound state's initial transition (SCXML's `<initial>`), with an action that runs
        /// after the state's entry actions and before its children are entered.
        /// - Parameters:
        ///   - targets: The descendants entered by default.
        ///   - actions: Run, in order, when the default entry is taken.
        /// - Returns: The element.
        public static func initial(to targets: [StateID], actions: [Action] = []) -> Element {
            Element(
                content: .initial(
                    TransitionDefinition(
                        patterns: [], guardCondition: nil, targets: targets, kind: .external, actions: actions)))
        }
    }

    struct StateDefinition: Sendable {
        var id: StateID
        var kind: ChartStateKind
        var initial: [StateID]
        var elements: [Element]
    }

    struct TransitionDefinition: Sendable {
        var patterns: [EventPattern]
        var guardCondition: Guard?
        var targets: [StateID]
        var kind: StatechartTransitionKind
        var actions: [Action]
    }
}

extension Statechart.Element where Event: Equatable {
    /// A transition taken on `event`.
    /// - Parameters:
    ///   - event: The event.
    ///   - targets: The states it enters; none for a targetless transition.
    ///   - kind: External (the default) or internal.
    ///   - guard: Must return `true` for the transition to be taken.
    ///   - action: Runs when it is taken.
    /// - Returns: The element.
    public static func on(
        _ event: Event, to targets: StateID..., kind: StatechartTransitionKind = .external,
        guard: Statechart.Guard? = nil, action: Statechart.Action? = nil
    ) -> Self {
        transition(on: [.event(event)], to: targets, kind: kind, guard: `guard`, actions: action.map { [$0] } ?? [])
    }
}
