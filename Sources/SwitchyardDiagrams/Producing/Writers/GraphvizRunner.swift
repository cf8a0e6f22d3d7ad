import Foundation

/// Runs Graphviz `dot` to turn DOT text into an image.
public struct GraphvizRunner: Sendable {
    /// The `dot` executable to run, or `nil` to look it up on `PATH`.
    public var executable: String?

    /// Creates a runner.
    /// - Parameter executable: The path of `dot`; found on `PATH` when `nil`.
    public init(executable: String? = nil) {
        self.executable = executable
    }

    /// The path of `dot`: the configured executable, or the first `dot` on `PATH`; `nil` when there is none.
    public func locate() -> String? {
        if let executable { return FileManager.default.isExecutableFile(atPath: executable) ? executable : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Renders DOT text with `dot -T<format>`.
    /// - Parameters:
    ///   - dot: The DOT source.
    ///   - format: A Graphviz output format such as `svg` or `png`.
    ///   - layout: The Graphviz layout engine (`-K`): `dot` by default; `sfdp` or `neato` lay out large graphs
    ///     faster, without drawing clusters.
    ///   - attributes: Graph attributes given on the command line (`-Gname=value`), such as `nslimit`.
    ///   - timeLimit: How long `dot` may run before it is stopped and this throws; unlimited by default.
    /// - Returns: The bytes `dot` printed.
    /// - Throws: ``RenderError`` when `dot` is not installed, cannot start, fails or runs out of time.
    public func render(
        dot: String, as format: String, layout: String = "dot", attributes: [String: String] = [:],
        timeLimit: Duration? = nil
    ) throws(RenderError) -> [UInt8] {
        guard let path = locate() else {
            throw RenderError(
                message: "Graphviz `dot` was not found on PATH; rendering \(format) needs it: install the Debian "
                    + "package `graphviz` (apt-get install graphviz), or Homebrew `graphviz` on macOS")
        }
        // Input, output and messages go through files in a private folder: no pipe can fill up and block `dot`,
        // and no thread is needed to drain one.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-dot-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw RenderError(message: "could not create a temporary folder for dot: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        let output = folder.appendingPathComponent("graph.\(format)")
        let messages = folder.appendingPathComponent("messages.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            ["-K" + layout, "-T" + format] + attributes.sorted { $0.key < $1.key }.map { "-G\($0.key)=\($0.value)" }
            + ["-o", output.path, input.path]
        do {
            try Data(dot.utf8).write(to: input)
            guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
                throw RenderError(message: "could not create \(messages.path)")
            }
            let errors = try FileHandle(forWritingTo: messages)
            defer { try? errors.close() }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
        } catch {
            throw RenderError(message: "could not run \(path): \(error.localizedDescription)")
        }
        // A time limit is kept by a timer that kills `dot` (SIGKILL: a process started from a program that blocks
        // signals, as test runners do, inherits the block and would not see SIGTERM).
        let timer = timeLimit.map { limit in
            let timer = DispatchSource.makeTimerSource(queue: .global())
            let pid = process.processIdentifier
            timer.schedule(deadline: .now() + .nanoseconds(Int(min(limit / .nanoseconds(1), 1e15))))
            timer.setEventHandler { kill(pid, SIGKILL) }
            timer.resume()
            return timer
        }
        process.waitUntilExit()
        timer?.cancel()
        if let timeLimit, process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
            throw RenderError(
                message: "dot -K\(layout) -T\(format) did not finish within \(timeLimit)", isTimeout: true)
        }
        guard process.terminationStatus == 0 else {
            let message = (try? Data(contentsOf: messages)) ?? Data()
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderError(message: "dot -T\(format) failed (status \(process.terminationStatus)): \(detail)")
        }
        guard let bytes = try? Data(contentsOf: output) else {
            throw RenderError(message: "dot -T\(format) wrote no output")
        }
        return [UInt8](bytes)
    }
}
