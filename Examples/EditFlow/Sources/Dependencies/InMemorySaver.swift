/// A saver whose results are fixed in advance; for tests and the flow player.
///
/// Each save takes the next result; the last one repeats.
public actor InMemorySaver: DocumentSaving {
    private var results: [SaveResult]
    /// How many times ``save()`` was called.
    public private(set) var saveCount = 0

    /// Creates a saver.
    /// - Parameter results: The results of successive saves; `[.success]` by default.
    public init(results: [SaveResult] = [.success]) {
        self.results = results.isEmpty ? [.success] : results
    }

    /// Returns the next result.
    /// - Returns: How the save ended.
    public func save() async -> SaveResult {
        saveCount += 1
        return results.count > 1 ? results.removeFirst() : results[0]
    }
}

/// A presenter that records what it was asked to show; for tests and the flow player.
public actor RecordingPresenter: SaveResultPresenting {
    /// Every result presented, in order.
    public private(set) var presented: [SaveResult] = []

    /// Creates an empty presenter.
    public init() {}

    /// Records `result`.
    /// - Parameter result: The outcome.
    public func present(_ result: SaveResult) async {
        presented.append(result)
    }
}
