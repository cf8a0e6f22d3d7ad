/// The marks an actor store's connection puts into its notifications, and the flushes waiting for them: a mark is
/// reached when the reader has handled every notification delivered before it, so `flush()` sends the events sent
/// before it even though they travel through an async sequence.
@MainActor
final class InspectorMarks {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var ended = false

    /// Puts a mark with `mark` and waits until the reader reaches it (or the sequence ends).
    func wait(putting mark: @Sendable () -> Void) async {
        guard !ended else { return }
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            mark()
        }
    }

    /// The reader reached the oldest mark: its flush goes on.
    func reached() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().resume()
    }

    /// The sequence ended: every flush goes on, and later ones do not wait.
    func reachedAll() {
        ended = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}
