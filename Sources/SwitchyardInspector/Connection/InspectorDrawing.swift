public import Switchyard

/// What the inspector page draws for a store, and which of its nodes a state lights: the one argument of
/// `connectInspector(to:name:drawing:options:)`, for every kind of machine and both stores.
///
/// ```swift
/// store.connectInspector(to: url, drawing: .flow(appFlow))
/// store.connectInspector(to: url, name: "player", drawing: .statechart(player))
/// await actorStore.connectInspector(to: url, name: "door", drawing: .table(of: door))
/// ```
public struct InspectorDrawing<State: Sendable, Event: Sendable>: Sendable {
    /// The graph drawn; `nil` draws the states and transitions the page sees.
    public var graph: StateGraph?
    /// The name the drawing gives the store when the connection names none.
    var name: String?
    /// The graph nodes a state shows, lit on the page.
    var nodes: @Sendable (State) -> [String]

    /// Draws `graph`, lighting the nodes `nodes` returns for each state.
    /// - Parameters:
    ///   - graph: The graph to draw (`Machine/graph(name:events:)`, or one you build); `nil` draws the states and
    ///     transitions the page sees.
    ///   - nodes: The graph nodes a state shows; the state's description by default (an enum case's name).
    /// - Returns: The drawing.
    public static func graph(
        _ graph: StateGraph?,
        nodes: @escaping @Sendable (State) -> [String] = { state in [String(describing: state)] }
    ) -> InspectorDrawing {
        InspectorDrawing(graph: graph, name: nil, nodes: nodes)
    }

    /// Draws only what the page sees: each state reached and each transition taken.
    public static var discovered: InspectorDrawing { .graph(nil) }
}

extension InspectorDrawing where State: Hashable, Event: Hashable {
    /// Draws a flow (a coordinator): its explored graph, child flows as composites, lighting the node each state
    /// shows (`Flow/node(for:)`; for a state inside a child flow, the child flow's node).
    /// - Parameters:
    ///   - flow: The flow the store runs.
    ///   - nodes: The nodes a state shows, when not the flow's node for it; return qualified identifiers
    ///     (`authentication.register`) to light inner screens.
    /// - Returns: The drawing, named after the flow.
    public static func flow<Result>(
        _ flow: Flow<State, Event, Result>, nodes: (@Sendable (State) -> [String])? = nil
    ) -> InspectorDrawing {
        InspectorDrawing(
            graph: flow.graph(), name: flow.name, nodes: nodes ?? { state in [flow.nodeDescription(for: state).name] })
    }

    /// Draws a table machine's transitions; a machine defined otherwise draws what the page sees.
    /// - Parameters:
    ///   - machine: The machine the store runs (`store.machine`).
    ///   - name: The graph's name.
    /// - Returns: The drawing.
    public static func table(of machine: Machine<State, Event>, name: String = "machine") -> InspectorDrawing {
        .graph(machine.table?.graph(name: name, initial: machine.initialState))
    }
}

extension InspectorDrawing {
    /// Draws a statechart's states and transitions, lighting the whole active configuration (compound and parallel
    /// states included); a step that exited or entered a state is external, a targetless one internal, as the
    /// store's notifications say.
    /// - Parameters:
    ///   - chart: The chart the store runs (`Statechart/machine(context:)`).
    ///   - name: The graph's name.
    /// - Returns: The drawing.
    public static func statechart<StateID, Context>(
        _ chart: Statechart<StateID, Event, Context>, name: String = "statechart"
    ) -> InspectorDrawing where State == StatechartState<StateID, Event, Context> {
        InspectorDrawing(
            graph: chart.graph(name: name), name: name,
            nodes: { state in state.configuration.states.map { "\($0)" } })
    }
}
