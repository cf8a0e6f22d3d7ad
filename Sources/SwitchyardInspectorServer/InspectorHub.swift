import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspector

/// Everything the inspector knows: the stores that connected (or were loaded from a log), their messages and
/// what to draw for each; and the waiting room of pages polling for changes.
actor InspectorHub {
    /// Who follows every message as it arrives (the Stately WebSocket feed).
    private var subscribers: [Int: AsyncStream<InspectorMessage>.Continuation] = [:]
    private var nextSubscriber = 0
    /// Layouts under way, per store, with the drawing version each is for.
    private var layouts: [String: (version: Int, task: Task<Result<String, RenderError>, Never>)] = [:]
    /// One store, as the page sees it.
    struct StoreEntry: Sendable {
        var id: String
        var name: String
        var messages: [InspectorMessage] = []
        var drawing: StateGraph?
        var discovered: DiscoveredGraph
        /// Bumped whenever what is drawn changes, so the page and the SVG cache know to lay it out again.
        var drawingVersion = 0
        var isConnected = true
        var droppedCount = 0
        var svg: (version: Int, text: String)?
    }

    /// The summary the page lists.
    struct StoreSummary: Sendable, Codable {
        var id: String
        var name: String
        var count: Int
        var connected: Bool
        var dropped: Int
        var drawingVersion: Int
    }

    /// Limits that keep one misbehaving client from exhausting the server.
    static let maxMessagesPerBatch = 10_000
    static let maxMessagesPerStore = 2_000_000
    static let maxStores = 1_000
    static let maxTextLength = 1 << 20

    private var order: [String] = []
    private var stores: [String: StoreEntry] = [:]
    /// Counts changes; a page asks for changes after the version it has seen.
    private(set) var version = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Adds a batch of messages; all or nothing.
    /// - Throws: ``InspectorInputError`` for a message that breaks the format's rules or the limits.
    func receive(_ messages: [InspectorMessage]) throws(InspectorInputError) {
        guard messages.count <= Self.maxMessagesPerBatch else {
            throw InspectorInputError(status: 413, "at most \(Self.maxMessagesPerBatch) messages per request")
        }
        for (index, message) in messages.enumerated() {
            try Self.validate(message, index: index)
        }
        let newStores = Set(messages.map(\.store)).subtracting(stores.keys)
        guard stores.count + newStores.count <= Self.maxStores else {
            throw InspectorInputError(status: 413, "at most \(Self.maxStores) stores")
        }
        for message in messages { add(message) }
        changed()
    }

    private static func validate(_ message: InspectorMessage, index: Int) throws(InspectorInputError) {
        let position = "message \(index)"
        guard !message.store.isEmpty, message.store.utf8.count <= 200 else {
            throw InspectorInputError("\(position): store must be 1 to 200 bytes")
        }
        guard message.time.isFinite else { throw InspectorInputError("\(position): time must be a number") }
        for text in [message.name, message.event, message.payload, message.state, message.effect] {
            if let text, text.utf8.count > maxTextLength {
                throw InspectorInputError(status: 413, "\(position): a text field is longer than 1 MiB")
            }
        }
        if let nodes = message.nodes, nodes.count > 10_000 {
            throw InspectorInputError(status: 413, "\(position): more than 10,000 nodes")
        }
        if let graph = message.graph, graph.states.count > 100_000 || graph.transitions.count > 1_000_000 {
            throw InspectorInputError(status: 413, "\(position): the graph is too large")
        }
    }

    private func add(_ message: InspectorMessage) {
        // Taken out of the dictionary while it changes, so appending to its messages does not copy them.
        var entry: StoreEntry
        if let known = stores.removeValue(forKey: message.store) {
            entry = known
        } else {
            entry = StoreEntry(
                id: message.store, name: message.name ?? "store \(message.store.prefix(8))",
                discovered: DiscoveredGraph(name: message.name ?? "store"))
            order.append(message.store)
        }
        defer { stores[message.store] = entry }
        // A client that got no answer (a timeout, a reset connection) sends the batch again, and the server may
        // have kept it the first time: a store's messages are numbered in order, so one numbered no higher than
        // the last kept is that copy, and is not kept twice.
        if let last = entry.messages.last, message.sequence <= last.sequence { return }
        guard entry.messages.count < Self.maxMessagesPerStore else {
            entry.droppedCount += 1
            return
        }
        entry.droppedCount += message.dropped ?? 0
        switch message.kind {
        case .hello:
            if let name = message.name { entry.name = name }
            if let graph = message.graph {
                entry.drawing = graph
                entry.drawingVersion += 1
            }
            entry.isConnected = true
        case .goodbye:
            entry.isConnected = false
        case .event, .effect:
            break
        }
        if entry.drawing == nil, entry.discovered.add(message) { entry.drawingVersion += 1 }
        entry.messages.append(message)
        for subscriber in subscribers.values { subscriber.yield(message) }
    }

    /// Follows the messages: each store's hello and its latest `recent` messages now, then every message as it
    /// arrives, until the stream is dropped.
    /// - Parameter recent: How many of each store's latest messages the backlog holds (besides its hello).
    /// - Returns: The backlog, and the messages from now on (the newest 10,000 are kept for a slow reader).
    func subscribe(recent: Int = 10_000) -> (backlog: [InspectorMessage], updates: AsyncStream<InspectorMessage>) {
        var backlog: [InspectorMessage] = []
        for id in order {
            guard let messages = stores[id]?.messages, !messages.isEmpty else { continue }
            let tail = messages.suffix(recent)
            if let hello = messages[..<tail.startIndex].last(where: { $0.kind == .hello }) { backlog.append(hello) }
            backlog.append(contentsOf: tail)
        }
        let (stream, continuation) = AsyncStream.makeStream(
            of: InspectorMessage.self, bufferingPolicy: .bufferingNewest(10_000))
        nextSubscriber += 1
        let id = nextSubscriber
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return (backlog, stream)
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }

    /// Ends every subscription (the server stops).
    func finishSubscribers() {
        let all = subscribers
        subscribers.removeAll()
        for subscriber in all.values { subscriber.finish() }
    }

    /// Adds a store read from a log, with the drawing given on the command line.
    func load(storeID: String, messages: [InspectorMessage], drawing: StateGraph?) {
        for message in messages { add(message) }
        if let drawing, var entry = stores[storeID] {
            entry.drawing = drawing
            entry.drawingVersion += 1
            entry.isConnected = false
            stores[storeID] = entry
        } else if var entry = stores[storeID] {
            entry.isConnected = false
            stores[storeID] = entry
        }
        changed()
    }

    /// The stores, in order of first contact.
    func summaries() -> [StoreSummary] {
        order.compactMap { id in
            guard let entry = stores[id] else { return nil }
            return StoreSummary(
                id: id, name: entry.name, count: entry.messages.count, connected: entry.isConnected,
                dropped: entry.droppedCount, drawingVersion: entry.drawingVersion)
        }
    }

    /// A window of a store's messages.
    /// - Returns: `nil` for an unknown store.
    func messages(of storeID: String, from start: Int, limit: Int) -> [InspectorMessage]? {
        guard let entry = stores[storeID] else { return nil }
        let lower = min(max(0, start), entry.messages.count)
        let upper = min(entry.messages.count, lower + max(0, limit))
        return Array(entry.messages[lower..<upper])
    }

    /// Every message of a store, for export.
    func allMessages(of storeID: String) -> [InspectorMessage]? {
        stores[storeID]?.messages
    }

    /// What to draw for a store and its version, with the SVG when it was rendered for that version.
    func drawing(of storeID: String) -> (drawing: StateGraph, version: Int, svg: String?)? {
        guard let entry = stores[storeID] else { return nil }
        let drawing = entry.drawing ?? entry.discovered.graph
        let svg = entry.svg.flatMap { $0.version == entry.drawingVersion ? $0.text : nil }
        return (drawing, entry.drawingVersion, svg)
    }

    /// The store's drawing laid out as SVG: the cached one for the current version, or one laid out now by
    /// `layOut` off the hub — once, however many pages ask at the same time.
    /// - Returns: The SVG or why there is none, with the version it was laid out from; `nil` for an unknown store.
    func svg(
        of storeID: String, layOut: @escaping @Sendable (StateGraph) -> Result<String, RenderError>
    ) async -> (result: Result<String, RenderError>, version: Int)? {
        guard let entry = stores[storeID] else { return nil }
        let version = entry.drawingVersion
        if let svg = entry.svg, svg.version == version { return (.success(svg.text), version) }
        let task: Task<Result<String, RenderError>, Never>
        if let running = layouts[storeID], running.version == version {
            task = running.task
        } else {
            let drawing = entry.drawing ?? entry.discovered.graph
            // `layOut` waits for `dot`, a child process that can take seconds over a large graph. It waits on a
            // thread of its own: on the threads that run the server's tasks (one per core), a few layouts at once
            // would stop the server from answering anyone. Layouts are rare (one per drawing version).
            task = Task {
                await withCheckedContinuation { continuation in
                    Thread.detachNewThread { continuation.resume(returning: layOut(drawing)) }
                }
            }
            layouts[storeID] = (version, task)
        }
        let result = await task.value
        if layouts[storeID]?.version == version { layouts[storeID] = nil }
        if case .success(let text) = result, stores[storeID]?.drawingVersion == version {
            stores[storeID]?.svg = (version, text)
        }
        return (result, version)
    }

    /// Suspends until something changed after `seen`, or until ``wakeAll()``.
    func waitForChange(after seen: Int) async {
        guard version <= seen else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withCheckedContinuation { continuation in waiters[id] = continuation }
    }

    /// Long polls still to be answered 500 at once, as a proxy or a dropped connection would (tests of the page).
    private var pollsToFail = 0
    /// How many long polls were answered 500 by ``failPolls(_:)``.
    private(set) var failedPolls = 0

    /// Answers the next `count` long polls with 500.
    func failPolls(_ count: Int) { pollsToFail += count }

    /// Whether this long poll is to be answered 500 (see ``failPolls(_:)``).
    func takeFailedPoll() -> Bool {
        guard pollsToFail > 0 else { return false }
        pollsToFail -= 1
        failedPolls += 1
        return true
    }

    /// Wakes every waiting page (a timeout, or the server stopping).
    func wakeAll() {
        let all = waiters
        waiters.removeAll()
        for waiter in all.values { waiter.resume() }
    }

    private func changed() {
        version += 1
        wakeAll()
    }
}
