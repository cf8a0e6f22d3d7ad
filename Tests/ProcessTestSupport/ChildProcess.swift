package import Foundation

/// What a finished child process printed, and how it ended.
package struct ChildProcessResult: Equatable, Sendable {
    /// The exit status (or the signal's number, when a signal ended it).
    package var status: Int32
    /// Standard output, as UTF-8.
    package var stdout: String
    /// Standard error, as UTF-8 (empty when it was merged into standard output).
    package var stderr: String

    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs programs for tests (the built `switchyard`, `plantuml`, `dot`, the demo) and waits for them without blocking
/// a thread.
///
/// Every test in a run shares the threads that run tasks, one per core. A test that blocks one of them in
/// `waitUntilExit()` while a JVM starts takes that thread from every other test, among them the in-process servers
/// the inspector tests talk to; on two cores a few such waits stalled those servers for seconds. Here the wait is a
/// termination handler resuming a continuation. Test support only: the suites that call it carry `.timeLimit`.
package enum ChildProcess {
    /// Runs `executable arguments…` with `input` on standard input (a file, so `isatty(0)` is false) and waits until
    /// it exits.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - input: Its standard input.
    ///   - environment: Its environment; the test's own when `nil`.
    ///   - directory: Its working directory; the test's own when `nil`.
    ///   - mergingErrors: Whether standard error goes into standard output (as a terminal shows both).
    /// - Returns: Its status and output.
    package static func run(
        _ executable: URL, _ arguments: [String], input: String = "", environment: [String: String]? = nil,
        directory: URL? = nil, mergingErrors: Bool = false
    ) async throws -> ChildProcessResult {
        // Files, not pipes: no pipe can fill up and block the program, and no thread is needed to drain one.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["stdin", "stdout", "stderr"].map { folder.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        _ = FileManager.default.createFile(atPath: files[1].path, contents: nil)
        _ = FileManager.default.createFile(atPath: files[2].path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let stdin = try FileHandle(forReadingFrom: files[0])
        let stdout = try FileHandle(forWritingTo: files[1])
        let stderr = mergingErrors ? stdout : try FileHandle(forWritingTo: files[2])
        defer {
            try? stdin.close()
            try? stdout.close()
            if !mergingErrors { try? stderr.close() }
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try await process.runUntilExit()
        return ChildProcessResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: files[1], encoding: .utf8),
            stderr: mergingErrors ? "" : try String(contentsOf: files[2], encoding: .utf8))
    }
}

extension Process {
    /// Starts the process and waits until it exits, without blocking a thread.
    package func runUntilExit() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            terminationHandler = { _ in continuation.resume() }
            do {
                try run()
            } catch {
                terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}

/// Runs `work` — CPU for seconds, or a wait for a child process such as `dot` — on a thread of its own, not on one of
/// the threads that run every test's tasks (one per core): there it would stall every other suite's async tests,
/// among them the in-process servers the inspector tests talk to. Test support only: callers' suites carry
/// `.timeLimit`.
/// - Parameter work: The work.
/// - Returns: What it returned.
package func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
