import Foundation

/// Reads a pipe to its end on a background thread, so a child process never blocks on a full pipe while the caller
/// reads another one.
final class PipeDrain: Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Safety: `data` is written once by the reading thread before it signals `done`, and read only by `finish()`
    // after waiting on `done`; the semaphore orders the two accesses.
    private nonisolated(unsafe) var data = Data()

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// Waits for the end of the pipe and returns everything read.
    func finish() -> Data {
        done.wait()
        return data
    }
}
