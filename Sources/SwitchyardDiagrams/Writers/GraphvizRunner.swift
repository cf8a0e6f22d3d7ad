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
    /// - Returns: The bytes `dot` printed.
    /// - Throws: ``RenderError`` when `dot` is not installed, cannot start, or fails.
    public func render(dot: String, as format: String) throws(RenderError) -> [UInt8] {
        guard let path = locate() else {
            throw RenderError(
                message: "Graphviz `dot` was not found on PATH; rendering \(format) needs it: install the Debian "
                    + "package `graphviz` (apt-get install graphviz), or Homebrew `graphviz` on macOS")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-T" + format]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw RenderError(message: "could not run \(path): \(error.localizedDescription)")
        }
        // Write on another thread so a large image cannot deadlock on full pipes.
        let source = Data(dot.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(source)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errorReader = PipeDrain(errors.fileHandleForReading)
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errorReader.finish()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderError(message: "dot -T\(format) failed (status \(process.terminationStatus)): \(detail)")
        }
        return [UInt8](bytes)
    }
}
