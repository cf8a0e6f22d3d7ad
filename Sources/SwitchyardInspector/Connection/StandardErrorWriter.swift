import Foundation

/// Writes to the process's standard error.
enum StandardErrorWriter {
    /// Writes `text` as UTF-8.
    /// - Parameter text: The text.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
