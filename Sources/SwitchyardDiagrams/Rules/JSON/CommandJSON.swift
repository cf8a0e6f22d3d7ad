import Foundation

/// The one way the `switchyard` commands write JSON (`check`, `trace`, `paths`, `diff`, `coverage`): one
/// `JSONEncoder`, pretty-printed, keys sorted, slashes left as they are, and a newline at the end. Each document the
/// commands print carries a `"version"` field of its own (``CheckReport/currentVersion``,
/// ``TraceResult/currentVersion``, ``PathPlan/currentVersion``, ``DiagramDiff/currentVersion``,
/// ``CoverageReport/currentVersion``), raised when its shape changes.
public enum CommandJSON {
    /// `value` as the commands print it.
    /// - Parameter value: A report, a trace, a path plan or a diff (or an array of reports).
    /// - Returns: JSON text ending with a newline. Should `value` fail to encode (only a non-finite floating-point
    ///   number can, and no command's JSON holds one), an object `{"error": …}` that says why.
    /// - Complexity: O(size of the output).
    public static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            data = (try? encoder.encode(["error": "cannot encode the output: \(error)"])) ?? Data("{}".utf8)
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
