import Foundation

/// Where the console reads the user's lines from.
@MainActor
public protocol LineSource: AnyObject {
    /// The next line without its newline, or `nil` at the end of input.
    func nextLine() async -> String?
}

/// Lines given up front: a script, for tests.
@MainActor
public final class ScriptedLines: LineSource {
    private var lines: [String]

    /// Creates a source that yields `lines` in order.
    /// - Parameter lines: The lines.
    public init(_ lines: [String]) {
        self.lines = lines
    }

    /// The next scripted line, or `nil` when the script is over.
    public func nextLine() async -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// Standard input, read on a thread of its own so a blocking read never holds up the main actor or the
/// concurrency pool (the embedded server and the request need them meanwhile).
@MainActor
public final class StandardInputLines: LineSource {
    private var iterator: AsyncStream<String>.Iterator

    /// Starts reading standard input.
    public init() {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let reader = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
        reader.start()
        iterator = stream.makeAsyncIterator()
    }

    /// The next line typed or piped in, or `nil` at the end of input.
    public func nextLine() async -> String? {
        // A stored property cannot be mutated across the suspension; the iterator is a handle on the stream's
        // shared storage, so advancing a copy and storing it back is the same as advancing it in place.
        var copy = iterator
        let line = await copy.next(isolation: MainActor.shared)
        iterator = copy
        return line
    }
}
