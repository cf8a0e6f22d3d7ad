import ArgumentParser

/// What `--format` names: text for people, the versioned JSON for tools, and, for `paths`, Swift Testing source.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case swiftTesting = "swift-testing"

    /// Parses `--format` for `check` and `diff`, which print text or JSON only.
    /// - Throws: A message listing the two values for any other.
    static func textOrJSON(_ argument: String) throws -> OutputFormat {
        guard let format = OutputFormat(rawValue: argument), format != .swiftTesting else {
            throw ValidationError("Please provide one of 'text' and 'json'.")
        }
        return format
    }
}
