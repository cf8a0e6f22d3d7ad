public import Foundation
public import Switchyard

extension Store {
    /// Connects the store to the inspector page that `switchyard inspect` serves.
    ///
    /// ```swift
    /// let inspector = store.connectInspector(to: URL(string: "http://127.0.0.1:4000/?token=…")!,
    ///                                        drawing: .flow(appFlow))
    /// ```
    ///
    /// The inspector is told the store's name, graph and state now, then every event the store processes (ignored
    /// ones too) with the state after it, and every effect that starts or stops; when the store is released or the
    /// connection ends, it says goodbye. Events whose type is `Encodable` are also sent as JSON, so a log exported
    /// from the page decodes back into typed events (``InspectorRecording/events(of:as:)``).
    ///
    /// Nothing here can harm the store: the work on the store's actor is copying the state and event into a bounded
    /// buffer; formatting and sending happen elsewhere, and an unreachable inspector costs dropped messages, counted
    /// and reported through ``InspectorOptions/onProblem``, never an error or a wait. A URL that is not an
    /// inspector URL is reported the same way, and the connection reports nothing.
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed, with its `token`.
    ///   - name: The store's name on the page; by default the drawing's (a flow's name, `statechart`) or the state
    ///     type's name.
    ///   - drawing: What the page draws and lights: ``InspectorDrawing/flow(_:nodes:)``,
    ///     ``InspectorDrawing/statechart(_:name:)``, ``InspectorDrawing/table(of:name:)``,
    ///     ``InspectorDrawing/graph(_:nodes:)``; by default only what the page sees.
    ///   - options: Buffering and problem reporting.
    /// - Returns: The connection; keep it for as long as the store should be inspected.
    public func connectInspector(
        to url: URL,
        name: String? = nil,
        drawing: InspectorDrawing<State, Event> = .discovered,
        options: InspectorOptions = InspectorOptions()
    ) -> InspectorConnection {
        connect(
            to: url, name: name ?? drawing.name, graph: drawing.graph, options: options, nodes: drawing.nodes)
    }

    /// Connects the store to the inspector page, drawing `graph`.
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed, with its `token`.
    ///   - name: The store's name on the page; the state type's name by default.
    ///   - graph: The graph to draw; `nil` draws what the page sees.
    ///   - options: Buffering and problem reporting.
    ///   - nodes: The graph nodes a state shows.
    /// - Returns: The connection.
    @available(*, deprecated, message: "use connectInspector(to:name:drawing:options:) with .graph(_:nodes:)")
    public func connectInspector(
        to url: URL,
        name: String? = nil,
        graph: StateGraph?,
        options: InspectorOptions = InspectorOptions(),
        nodes: @escaping @Sendable (State) -> [String] = { state in [String(describing: state)] }
    ) -> InspectorConnection {
        connectInspector(to: url, name: name, drawing: .graph(graph, nodes: nodes), options: options)
    }

    /// The one connection every `connectInspector` makes.
    func connect(
        to url: URL, name: String?, graph: StateGraph?, options: InspectorOptions,
        nodes: @escaping @Sendable (State) -> [String]
    ) -> InspectorConnection {
        let link = InspectorLink<State, Event>(
            url: url, name: name ?? "\(State.self)", graph: graph, state: state, options: options, nodes: nodes)
        guard link.isOpen else { return link.connection(tokens: []) }
        let feed = link.feed
        let sentinel = StoreReleaseSentinel(feed)
        let notifications = observe { notification in
            _ = sentinel
            link.report(notification)
        }
        let effects = observeEffects { activity in
            _ = sentinel
            feed.yield(.effect(activity))
        }
        return link.connection(tokens: [notifications, effects])
    }
}

/// What every connection is made of, whichever kind of store it reports: the bounded feed on the main actor, the
/// uplink that sends it, and how a store notification becomes a message.
@MainActor
struct InspectorLink<State: Sendable, Event: Sendable> {
    let storeID = UUID().uuidString.lowercased()
    let feed: InspectorFeed<State, Event>
    let uplink: InspectorUplink<State, Event>?

    /// Opens the link and says hello; a URL without a token is reported and opens nothing.
    init(
        url: URL, name: String, graph: StateGraph?, state: State, options: InspectorOptions,
        nodes: @escaping @Sendable (State) -> [String]
    ) {
        feed = InspectorFeed(capacity: options.bufferCapacity, batchSize: options.batchSize)
        guard let endpoint = InspectorEndpoint(url) else {
            options.onProblem("\(url.absoluteString) is not the URL `switchyard inspect` printed (no token)")
            feed.finish()
            uplink = nil
            return
        }
        let uplink = InspectorUplink<State, Event>(endpoint: endpoint, storeID: storeID, options: options, nodes: nodes)
        self.uplink = uplink
        let feed = feed
        Task.detached { await uplink.run(feed) }
        feed.yield(.hello(name: name, graph: graph, state: state))
    }

    var isOpen: Bool { uplink != nil }

    /// Turns a store notification into a message: a transition's step kind is the one the store reports in it
    /// (``StateTransition/kind``), so it holds even for a connection made in the middle of a step; an ignored event
    /// is marked ignored.
    func report(_ notification: StoreNotification<State, Event>) {
        switch notification {
        case .willExit, .didEnter:
            break
        case .transition(let transition):
            let kind: InspectorMessage.StepKind = transition.kind == .external ? .external : .internal
            feed.yield(.event(transition.event, step: kind, state: transition.to))
        case .ignored(let state, let event):
            feed.yield(.event(event, step: .ignored, state: state))
        }
    }

    /// The connection a user keeps.
    /// - Parameters:
    ///   - tokens: The store observations to cancel on disconnect.
    ///   - onClose: Also run on disconnect.
    ///   - beforeFlush: Awaited by `flush()` before the feed is flushed.
    func connection(
        tokens: [ObserverToken], onClose: @escaping @MainActor () -> Void = {},
        beforeFlush: @escaping @MainActor () async -> Void = {}
    ) -> InspectorConnection {
        guard let uplink else {
            return InspectorConnection(
                storeID: storeID, tokens: [], isOpen: { false }, close: {}, flush: { false },
                statistics: { InspectorStatistics(sent: 0, dropped: 0, isReachable: false, lastFailure: "no URL") })
        }
        let feed = feed
        return InspectorConnection(
            storeID: storeID, tokens: tokens, isOpen: { !feed.isFinished },
            close: {
                onClose()
                feed.finish()
            },
            flush: {
                await beforeFlush()
                return await feed.flush()
            },
            statistics: {
                var statistics = await uplink.statistics
                statistics.dropped += await feed.refusedTotal
                return statistics
            })
    }
}

extension ActorStore {
    /// Connects a store that runs on any actor to the inspector page that `switchyard inspect` serves — for a
    /// server, or any code off the main actor.
    ///
    /// ```swift
    /// let inspector = await store.connectInspector(to: url, name: "orders", drawing: .table(of: store.machine))
    /// ```
    ///
    /// The store reports through its `notifications` sequence, so nothing runs on its actor beyond
    /// what that sequence costs; the connection's bookkeeping (a bounded buffer) runs on the main actor, and sending
    /// on its own task, as for `Store`. The store's events and states are reported, its effects are not (an
    /// `ActorStore` has no effect observers). Releasing the store ends its sequence, and the connection says
    /// goodbye.
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed, with its `token`.
    ///   - name: The store's name on the page; by default the drawing's or the state type's name.
    ///   - drawing: What the page draws and lights (see ``InspectorDrawing``); by default only what it sees.
    ///   - options: Buffering and problem reporting.
    /// - Returns: The connection; keep it for as long as the store should be inspected.
    public func connectInspector(
        to url: URL,
        name: String? = nil,
        drawing: InspectorDrawing<State, Event> = .discovered,
        options: InspectorOptions = InspectorOptions()
    ) async -> InspectorConnection {
        // Read together on the store's actor: no event can come between the state said hello with and the first
        // notification.
        let current = state
        let (notifications, mark) = markedNotifications()
        let name = name ?? drawing.name ?? "\(State.self)"
        return await MainActor.run {
            let link = InspectorLink<State, Event>(
                url: url, name: name, graph: drawing.graph, state: current, options: options, nodes: drawing.nodes)
            guard link.isOpen else { return link.connection(tokens: []) }
            let feed = link.feed
            let marks = InspectorMarks()
            let reader = Task { @MainActor in
                for await notification in notifications {
                    if let notification {
                        link.report(notification)
                    } else {
                        marks.reached()
                    }
                }
                // The store was released (or the connection closed): goodbye.
                feed.finish()
                marks.reachedAll()
            }
            // A flush first lets the reader catch up with the notifications of the events sent before it.
            return link.connection(
                tokens: [], onClose: { reader.cancel() }, beforeFlush: { await marks.wait(putting: mark) })
        }
    }

    /// Connects the store to the inspector page, drawing `graph`.
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed, with its `token`.
    ///   - name: The store's name on the page; the state type's name by default.
    ///   - graph: The graph to draw; `nil` draws what the page sees.
    ///   - options: Buffering and problem reporting.
    ///   - nodes: The graph nodes a state shows.
    /// - Returns: The connection.
    @available(*, deprecated, message: "use connectInspector(to:name:drawing:options:) with .graph(_:nodes:)")
    public func connectInspector(
        to url: URL,
        name: String? = nil,
        graph: StateGraph?,
        options: InspectorOptions = InspectorOptions(),
        nodes: @escaping @Sendable (State) -> [String] = { state in [String(describing: state)] }
    ) async -> InspectorConnection {
        await connectInspector(to: url, name: name, drawing: .graph(graph, nodes: nodes), options: options)
    }
}

extension Store where State: Hashable, Event: Hashable {
    /// Connects a store that runs a flow (a coordinator) to the inspector, drawing the flow's explored graph and
    /// lighting the node each state shows (`Flow/node(for:)`).
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed.
    ///   - flow: The flow the store runs.
    ///   - options: Buffering and problem reporting.
    ///   - nodes: The nodes a state shows; by default the flow's node for it — for a state inside a child flow,
    ///     the child flow's node. Return qualified identifiers (`authentication.register`) to light inner screens.
    /// - Returns: The connection; keep it for as long as the store should be inspected.
    @available(*, deprecated, message: "use connectInspector(to:name:drawing:options:) with .flow(_:nodes:)")
    public func connectInspector<Result>(
        to url: URL,
        flow: Flow<State, Event, Result>,
        options: InspectorOptions = InspectorOptions(),
        nodes: (@Sendable (State) -> [String])? = nil
    ) -> InspectorConnection {
        connectInspector(to: url, drawing: .flow(flow, nodes: nodes), options: options)
    }

    /// Connects a store that runs a table machine, drawing the table.
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed.
    ///   - name: The store's name on the page.
    ///   - table: The machine's table (`store.machine.table`).
    ///   - options: Buffering and problem reporting.
    /// - Returns: The connection; keep it for as long as the store should be inspected.
    @available(*, deprecated, message: "use connectInspector(to:name:drawing:options:) with .table(of:name:)")
    public func connectInspector(
        to url: URL, name: String, table: TransitionTable<State, Event>,
        options: InspectorOptions = InspectorOptions()
    ) -> InspectorConnection {
        connectInspector(
            to: url, name: name, drawing: .graph(table.graph(name: name, initial: machine.initialState)),
            options: options)
    }
}

extension Store {
    /// Connects a store that runs a statechart (`Statechart/machine(context:)`) to the inspector, drawing the
    /// chart's states and transitions and lighting the active configuration (compound and parallel states
    /// included).
    /// - Parameters:
    ///   - url: The URL `switchyard inspect` printed.
    ///   - name: The store's name on the page.
    ///   - statechart: The chart the store runs.
    ///   - options: Buffering and problem reporting.
    /// - Returns: The connection; keep it for as long as the store should be inspected.
    @available(*, deprecated, message: "use connectInspector(to:name:drawing:options:) with .statechart(_:name:)")
    public func connectInspector<StateID, Context>(
        to url: URL, name: String = "statechart", statechart: Statechart<StateID, Event, Context>,
        options: InspectorOptions = InspectorOptions()
    ) -> InspectorConnection where State == StatechartState<StateID, Event, Context> {
        connectInspector(to: url, name: name, drawing: .statechart(statechart, name: name), options: options)
    }
}
