import FlyingFox
import FlyingSocks

extension HTTPServer {
    /// Runs the server in a new task and returns that task once the server listens, or throws the error that
    /// stopped it from listening (a port in use, say).
    ///
    /// FlyingFox's `waitUntilListening()` alone is not enough: it gives up after 5 seconds, which a loaded machine
    /// (two cores busy with other work) can take before the server's task is first scheduled, and it is never told
    /// when `run()` fails, so a port in use surfaced as "timed out" 5 seconds later instead of the real error. Here
    /// whichever comes first wins: listening, or `run()` ending.
    /// - Parameter patience: How long to wait for a server that neither listens nor fails.
    func runUntilListening(patience: Double = 120) async throws -> Task<Void, any Error> {
        let (outcomes, report) = AsyncStream.makeStream(of: Result<Void, any Error>.self)
        let task = Task {
            do {
                try await self.run()
                report.yield(.failure(SocketError.disconnected))
            } catch {
                report.yield(.failure(error))
                throw error
            }
        }
        let waiter = Task {
            do {
                try await self.waitUntilListening(timeout: patience)
                report.yield(.success(()))
            } catch {
                report.yield(.failure(error))
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let outcome = await iterator.next() ?? .failure(CancellationError())
        waiter.cancel()
        report.finish()
        switch outcome {
        case .success: return task
        case .failure(let error):
            task.cancel()
            throw error
        }
    }
}
