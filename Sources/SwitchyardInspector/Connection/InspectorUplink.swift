import Foundation
import Switchyard

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one store's messages to the inspector: takes the records the store kept, formats them, posts them in
/// batches, and keeps going — with growing pauses — when the server is slow or gone.
///
/// It runs in a task of its own, never on the store's actor: a store that cannot reach the inspector is not slowed;
/// its feed's bounded buffer fills and further messages are counted as dropped.
actor InspectorUplink<State: Sendable, Event: Sendable> {
    typealias Record = InspectorRecord<State, Event>

    private let endpoint: InspectorEndpoint
    private let storeID: String
    private let options: InspectorOptions
    private let nodes: @Sendable (State) -> [String]
    private let session: URLSession
    /// Formatted messages taken from the feed and not yet sent, oldest first.
    private var buffer: [InspectorMessage] = []
    private var acceptedCount = 0
    private var sentCount = 0
    private var droppedCount = 0
    private var flushWaiters: [(target: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var isReachable = true
    private var lastFailure: String?

    init(
        endpoint: InspectorEndpoint, storeID: String, options: InspectorOptions,
        nodes: @escaping @Sendable (State) -> [String]
    ) {
        self.endpoint = endpoint
        self.storeID = storeID
        self.options = options
        self.nodes = nodes
        self.session = URLSession(configuration: Self.sessionConfiguration(for: options))
    }

    /// An ephemeral session whose requests wait at most `options.requestTimeout` for an answer.
    static func sessionConfiguration(for options: InspectorOptions) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        let timeout = options.requestTimeout.components
        configuration.timeoutIntervalForRequest = Double(timeout.seconds) + Double(timeout.attoseconds) * 1e-18
        return configuration
    }

    /// How many attempts in a row must fail before waiting flushes answer "not delivered".
    static var attemptsBeforeFlushesFail: Int { 3 }

    /// What has been sent and lost here (the feed counts what it refused).
    var statistics: InspectorStatistics {
        InspectorStatistics(sent: sentCount, dropped: droppedCount, isReachable: isReachable, lastFailure: lastFailure)
    }

    /// Takes and sends the feed's records until it finishes; then sends what is left — one attempt — and stops.
    func run(_ feed: InspectorFeed<State, Event>) async {
        var pause = Duration.milliseconds(250)
        var failures = 0
        var isFinished = false
        while !isFinished {
            // With nothing to send, wait for records; with a batch to retry, take only what is already there.
            let records = buffer.isEmpty ? await feed.take() : await feed.takeAvailable()
            guard let records else {
                isFinished = true
                break
            }
            for record in records { accept(record) }
            guard !buffer.isEmpty else { continue }
            if await sendBatch() {
                pause = .milliseconds(250)
                failures = 0
            } else {
                // One failure is often passing (a busy server's answer timed out, a kept-alive connection was
                // closed under the request) and the retry goes through; a flush is told "not delivered" once
                // attempts keep failing.
                failures += 1
                if failures >= Self.attemptsBeforeFlushesFail { failFlushes() }
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, .seconds(8))
            }
        }
        while !buffer.isEmpty, await sendBatch() {}
        let delivered = buffer.isEmpty && droppedCount == 0
        drop(buffer.count)
        buffer.removeAll()
        failFlushes()
        session.finishTasksAndInvalidate()
        await feed.ended(delivered: delivered)
    }

    private func accept(_ record: Record) {
        var message = InspectorMessage(kind: .event, store: storeID, sequence: record.sequence, time: record.time)
        if record.dropped > 0 { message.dropped = record.dropped }
        switch record.body {
        case .hello(let name, let graph, let state):
            message.kind = .hello
            message.name = name
            message.graph = graph
            message.state = StateText.describe(state)
            message.nodes = nodes(state)
        case .event(let event, let step, let state):
            message.event = String(describing: event)
            message.payload = Self.payload(of: event)
            message.step = step
            message.state = StateText.describe(state)
            message.nodes = nodes(state)
        case .effect(let activity):
            message.kind = .effect
            message.change = activity.change
            message.effect = activity.id?.rawValue
        case .goodbye:
            message.kind = .goodbye
        case .flush(let continuation):
            if acceptedCount <= sentCount {
                continuation.resume(returning: true)
            } else {
                flushWaiters.append((acceptedCount, continuation))
            }
            return
        }
        buffer.append(message)
        acceptedCount += 1
        let excess = buffer.count - options.bufferCapacity
        if excess > 0 {
            buffer.removeFirst(excess)
            drop(excess)
            buffer[0].dropped = (buffer[0].dropped ?? 0) + excess
        }
    }

    private func drop(_ count: Int) {
        guard count > 0 else { return }
        droppedCount += count
        options.onProblem("\(count) message(s) of store \(storeID) dropped")
    }

    /// Posts one batch from the front of the buffer.
    /// - Returns: Whether it was delivered; when not, it stays at the front of the buffer.
    private func sendBatch() async -> Bool {
        let batch = Array(buffer.prefix(options.batchSize))
        if let failure = await post(batch) {
            if isReachable || lastFailure != failure {
                options.onProblem("cannot reach \(endpoint.messagesURL.absoluteString): \(failure)")
            }
            isReachable = false
            lastFailure = failure
            return false
        }
        if !isReachable { options.onProblem("reached \(endpoint.messagesURL.absoluteString) again") }
        isReachable = true
        buffer.removeFirst(batch.count)
        sentCount += batch.count
        let waiters = flushWaiters
        flushWaiters.removeAll()
        for waiter in waiters {
            if waiter.target <= sentCount {
                waiter.continuation.resume(returning: true)
            } else {
                flushWaiters.append(waiter)
            }
        }
        return true
    }

    /// Answers every waiting flush with "not delivered" (a request failed, or the connection closed).
    private func failFlushes() {
        let waiters = flushWaiters
        flushWaiters.removeAll()
        for waiter in waiters { waiter.continuation.resume(returning: false) }
    }

    /// Posts messages as a JSON array.
    /// - Returns: `nil` when the server accepted them, otherwise why not.
    private func post(_ messages: [InspectorMessage]) async -> String? {
        var request = URLRequest(url: endpoint.messagesURL)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(endpoint.token)", forHTTPHeaderField: "Authorization")
        do {
            request.httpBody = try JSONEncoder().encode(messages)
            let (body, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else { return "no HTTP response" }
            guard (200..<300).contains(http.statusCode) else {
                return "HTTP \(http.statusCode) " + String(decoding: body.prefix(200), as: UTF8.self)
            }
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// The event as JSON text when its type is `Encodable`.
    private static func payload(of event: Event) -> String? {
        guard let encodable = event as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(encodable) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
