import Switchyard

/// A store's connection to the inspector (`switchyard inspect`): it reports every event the store processes, with
/// the state after it, and every effect that starts or stops.
///
/// Keep the connection for as long as the store should be inspected; releasing it or calling ``disconnect()``
/// ends it, and so does releasing the store. Reporting never blocks or fails the store: messages wait in a
/// bounded buffer (``InspectorOptions/bufferCapacity``) and are sent from a task of their own; when the inspector
/// is slow or unreachable the oldest are dropped and counted (``statistics()``).
@MainActor
public final class InspectorConnection {
    /// The store's identifier in the inspector.
    public nonisolated let storeID: String
    private var tokens: [ObserverToken]
    private let isOpenNow: @MainActor () -> Bool
    private let close: @MainActor () -> Void
    private let flushing: @MainActor () async -> Bool
    private let reading: @Sendable () async -> InspectorStatistics
    private var isOpen = true

    init(
        storeID: String, tokens: [ObserverToken], isOpen: @escaping @MainActor () -> Bool,
        close: @escaping @MainActor () -> Void,
        flush: @escaping @MainActor () async -> Bool, statistics: @escaping @Sendable () async -> InspectorStatistics
    ) {
        self.storeID = storeID
        self.tokens = tokens
        self.isOpenNow = isOpen
        self.close = close
        self.flushing = flush
        self.reading = statistics
    }

    /// Whether the connection still reports (neither disconnected nor its store released).
    public var isConnected: Bool { isOpen && isOpenNow() }

    /// Stops reporting: says goodbye to the inspector after the messages already buffered. Calling it again does
    /// nothing.
    public func disconnect() {
        guard isOpen else { return }
        isOpen = false
        for token in tokens { token.cancel() }
        tokens.removeAll()
        close()
    }

    /// Waits until every message reported so far has been sent, or could not be. After ``disconnect()`` it waits
    /// for the goodbye as well, so a program that is about to exit can call both.
    ///
    /// A request that fails is tried again after a pause; the flush answers `false` once three attempts in a row
    /// have failed (the inspector is gone or keeps failing: about a second when nothing listens), or when the
    /// connection ends with messages undelivered. The server keeps a message once even when a retried batch
    /// reached it twice.
    /// - Returns: Whether all of them reached the inspector.
    @discardableResult
    public func flush() async -> Bool {
        await flushing()
    }

    /// What has been delivered and lost so far.
    /// - Returns: The counts.
    public func statistics() async -> InspectorStatistics {
        await reading()
    }

    isolated deinit {
        disconnect()
    }
}
