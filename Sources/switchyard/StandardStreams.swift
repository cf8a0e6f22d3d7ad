import Foundation

/// Writing to standard output and standard error without buffering surprises between the two.
enum StandardStreams {
    /// Writes text to standard output.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes bytes to standard output.
    static func output(bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Writes text to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
