/// A preprocessor value: PlantUML's variables hold integers or strings.
enum PreprocessorValue: Equatable {
    case integer(Int)
    case string(String)

    /// The text substituted for `$var`.
    var text: String {
        switch self {
        case .integer(let value): String(value)
        case .string(let value): value
        }
    }

    /// `!if` truth, as `plantuml` decides it: a non-zero integer, a non-empty string.
    var isTrue: Bool {
        switch self {
        case .integer(let value): value != 0
        case .string(let value): !value.isEmpty
        }
    }
}
