/// Saves the edited document; the dependency of the save effect.
public protocol DocumentSaving: Sendable {
    /// Saves the document.
    /// - Returns: How the save ended.
    func save() async -> SaveResult
}

/// Shows the outcome of a save (a toast, an alert); the dependency of the presentation effect.
public protocol SaveResultPresenting: Sendable {
    /// Shows `result` and returns once it was shown (or dismissed).
    /// - Parameter result: The outcome.
    func present(_ result: SaveResult) async
}
