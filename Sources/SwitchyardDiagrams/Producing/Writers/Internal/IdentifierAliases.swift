import Switchyard

/// Maps node identifiers to names a notation accepts: an identifier that is already valid is kept as it is; any
/// other gets a unique alias built from its letters and digits, and the writer shows the original as the display
/// name.
struct IdentifierAliases {
    private var aliases: [String: String] = [:]

    /// Builds aliases for every node of `graph` and every identifier its arrows mention.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - isValid: Whether a notation accepts an identifier as written.
    init(_ graph: StateGraph, isValid: (String) -> Bool) {
        var unique: [String] = []
        var invalid: Set<String> = []
        var aliases: [String: String] = [:]
        func note(_ id: String) {
            guard aliases[id] == nil else { return }
            unique.append(id)
            if isValid(id) {
                aliases[id] = id
            } else {
                aliases[id] = ""
                invalid.insert(id)
            }
        }
        for state in graph.states { note(state.id) }
        for transition in graph.transitions {
            if case .state(let id) = transition.from { note(id) }
            if case .state(let id) = transition.to { note(id) }
            if case .history(let scope?, _) = transition.from { note(scope) }
            if case .history(let scope?, _) = transition.to { note(scope) }
        }
        var taken = Set(unique.filter { !invalid.contains($0) })
        for id in unique where invalid.contains(id) {
            var base = String(String.UnicodeScalarView(id.unicodeScalars.map { Self.isWordScalar($0) ? $0 : "_" }))
            if base.isEmpty || base.unicodeScalars.first.map(Self.isDigit) == true { base = "s_" + base }
            var candidate = base
            var counter = 2
            while !isValid(candidate) || taken.contains(candidate) {
                candidate = "\(base)_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            aliases[id] = candidate
            aliased.append((candidate, id))
        }
        self.aliases = aliases
    }

    /// Every alias and the identifier it stands for, in the graph's order.
    private(set) var aliased: [(alias: String, id: String)] = []

    /// The name to write for `id`.
    func name(_ id: String) -> String { aliases[id] ?? id }

    /// Whether `id` had to be replaced by an alias.
    func isAliased(_ id: String) -> Bool { aliases[id].map { $0 != id } ?? false }

    /// A letter, a digit or an underscore, in any script.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// An ASCII digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Text on one line: line breaks become the two characters `\n`, which both notations draw as a line break.
    static func oneLine(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return text }
        var result = ""
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" || scalar == "\n" {
                if !(scalar == "\n" && previousWasReturn) { result += "\\n" }
                previousWasReturn = scalar == "\r"
                continue
            }
            previousWasReturn = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
