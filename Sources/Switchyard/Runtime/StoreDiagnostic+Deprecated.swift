// 0.6's initializer of a diagnostic's origin, no longer public in 0.7: a diagnostic's origin is read, not made.
// Goes in 0.8.

extension StoreDiagnostic.Origin {
    /// Creates an origin.
    /// - Parameters:
    ///   - fileID: The file, `#fileID`.
    ///   - filePath: The file's path, `#filePath`.
    ///   - line: The line, `#line`.
    ///   - column: The column, `#column`.
    @available(*, deprecated, message: "a diagnostic's origin is read, not made")
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.init(callerFileID: fileID, filePath: filePath, line: line, column: column)
    }
}
