/// The default way explored states and events are named: the enum case name.
@usableFromInline package enum DefaultNames {
    /// `String(describing:)` up to the first `(`, so a case with a payload is named by its case
    /// (`done(.success("ok"))` → `done`), and a qualified description keeps only its last component.
    /// - Parameter value: A state or event.
    /// - Returns: The name.
    @usableFromInline package static func of<Value>(_ value: Value) -> String {
        let description = String(describing: value)
        let head = description.prefix { $0 != "(" }
        let last = head.split(separator: ".").last.map(String.init) ?? String(head)
        return last.isEmpty ? description : last
    }

    /// `String(describing:)` with the module and enclosing types dropped from every qualified type name in it, so
    /// an event's payload reads as it is written in Swift (`succeeded(RegistrationFlow.Account(email: "a@b.c"))` →
    /// `succeeded(Account(email: "a@b.c"))`). Text inside string literals is kept as it is. The default label of a
    /// ``Flow``'s arrows.
    /// - Parameter value: A state or event.
    /// - Returns: The description without qualifying prefixes.
    @usableFromInline package static func unqualifiedDescription<Value>(of value: Value) -> String {
        unqualified(String(describing: value))
    }

    /// `text` with the qualifiers of every qualified type name outside string literals dropped. A chain of
    /// capitalised components (`Module.Outer.Type`) counts as a type name only when `(` or `<` follows it (or `>` or `,`
    /// inside generic arguments), as in a value's description; other dotted text (`Example.Com`, `3.25`) is kept.
    static func unqualified(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(characters.count)
        var index = 0
        var inString = false
        var angleDepth = 0
        func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        while index < characters.count {
            let character = characters[index]
            if inString {
                result.append(character)
                if character == "\\", index + 1 < characters.count {
                    result.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            guard character.isLetter || character == "_" else {
                result.append(character)
                if character == "\"" { inString = true }
                if character == "<" { angleDepth += 1 }
                if character == ">" { angleDepth = max(0, angleDepth - 1) }
                index += 1
                continue
            }
            // An identifier, and the dotted chain of capitalised identifiers it may start.
            var components: [Substring] = []
            var end = index
            while true {
                var stop = end
                while stop < characters.count, isIdentifier(characters[stop]) { stop += 1 }
                components.append(Substring(String(characters[end..<stop])))
                end = stop
                guard components.last?.first?.isUppercase == true, end + 1 < characters.count,
                    characters[end] == ".", characters[end + 1].isUppercase
                else { break }
                end += 1
            }
            let follower = end < characters.count ? characters[end] : " "
            let isTypeName =
                components.count > 1 && ("(<".contains(follower) || (angleDepth > 0 && ">,".contains(follower)))
            result += isTypeName ? String(components[components.count - 1]) : components.joined(separator: ".")
            index = end
        }
        return result
    }
}
