/// The element structure the SCXML recommendation allows: which elements may hold which (sections 3 to 6), so a
/// document read as a drawing — whose content beyond the supported subset is skipped — is still refused when it is
/// not SCXML at all: a misspelt element (`<transitifn>`) or attribute (`ewent`), an element in the wrong place
/// (`<state>` inside a `<transition>`, `<else>` outside `<if>`), a `<script>` with neither `src` nor content, or a
/// `<send delay>` that is not a duration.
enum SCXMLStructure {
    /// Executable content (section 4).
    private static let executable: Set<String> = [
        "raise", "if", "foreach", "log", "assign", "script", "send", "cancel",
    ]

    /// The SCXML children each element may have; `nil` for elements whose content is free XML (`<data>`,
    /// `<content>`, `<assign>`), which is not looked into.
    private static func allowedChildren(of element: String) -> Set<String>? {
        switch element {
        case "scxml": ["state", "parallel", "final", "datamodel", "script"]
        case "state":
            [
                "onentry", "onexit", "transition", "initial", "state", "parallel", "final", "history", "datamodel",
                "invoke",
            ]
        case "parallel": ["onentry", "onexit", "transition", "state", "parallel", "history", "datamodel", "invoke"]
        case "final": ["onentry", "onexit", "donedata"]
        case "history", "initial": ["transition"]
        case "transition", "onentry", "onexit", "foreach", "finalize": executable
        case "if": executable.union(["elseif", "else"])
        case "datamodel": ["data"]
        case "send", "donedata": ["content", "param"]
        case "invoke": ["content", "param", "finalize"]
        case "data", "content", "assign": nil
        default: []  // raise, log, cancel, elseif, else, param, script: empty (a script's text is not an element)
        }
    }

    /// The attributes SCXML defines for each element (namespace declarations and attributes of other namespaces
    /// aside); `exmode` and `profile` are the root's attributes in earlier drafts, still found in documents.
    private static func attributes(of element: String) -> Set<String> {
        switch element {
        case "scxml": ["initial", "name", "version", "datamodel", "binding", "exmode", "profile"]
        case "state": ["id", "initial"]
        case "parallel", "final": ["id"]
        case "transition": ["event", "cond", "target", "type"]
        case "history": ["id", "type"]
        case "raise": ["event"]
        case "if", "elseif": ["cond"]
        case "foreach": ["array", "item", "index"]
        case "log": ["label", "expr"]
        case "data": ["id", "src", "expr"]
        case "assign": ["location", "expr"]
        case "content": ["expr"]
        case "param": ["name", "expr", "location"]
        case "script": ["src"]
        case "send":
            [
                "event", "eventexpr", "target", "targetexpr", "type", "typeexpr", "id", "idlocation", "delay",
                "delayexpr", "namelist",
            ]
        case "cancel": ["sendid", "sendidexpr"]
        case "invoke": ["type", "typeexpr", "src", "srcexpr", "id", "idlocation", "namelist", "autoforward"]
        default: []  // initial, onentry, onexit, else, datamodel, donedata, finalize
        }
    }

    /// Every element SCXML defines.
    private static let elements: Set<String> = [
        "scxml", "state", "parallel", "transition", "initial", "final", "onentry", "onexit", "history", "raise", "if",
        "elseif", "else", "foreach", "log", "datamodel", "data", "assign", "donedata", "content", "param", "script",
        "send", "cancel", "invoke", "finalize",
    ]

    /// Throws at the first element of SCXML's namespace that SCXML does not allow where it stands; elements of other
    /// namespaces are extensions and are not looked into, except XInclude, which would bring in states we never
    /// see (an arrow to one would be reported as an unknown target).
    /// - Parameters:
    ///   - node: The element.
    ///   - warnings: Where what SCXML calls non-conformant but a drawing can still be read is reported: a
    ///     `<script>` with neither `src` nor content (SCXML 5.8).
    static func check(_ node: XMLNode, warnings: inout [Diagnostic]) throws(DiagramParseError) {
        let defined = attributes(of: node.name)
        for name in node.attributes.keys.sorted() where !defined.contains(name) && !name.contains(":") {
            if name == "xmlns" { continue }
            throw DiagramParseError(
                message: "attribute '\(name)' is not defined for <\(node.name)>", line: node.line, column: node.column)
        }
        if node.name == "send", let delay = node.attributes["delay"], SCXMLContentReader.duration(delay) == nil {
            throw SCXMLContentReader.malformedDelay(delay, node)
        }
        if node.name == "script", node.attributes["src"] == nil, !node.hasText {
            warnings.append(
                Diagnostic(
                    severity: .warning, code: "non-conformant",
                    message: "<script> has neither a src attribute nor content, which SCXML 5.8 does not allow; it "
                        + "is read as an empty script",
                    line: node.line, column: node.column))
        }
        guard let allowed = allowedChildren(of: node.name) else { return }
        if let include = node.children.first(where: { $0.name.hasSuffix(":include") }) {
            throw DiagramParseError(
                message: "<\(include.name)> (XInclude) is not supported: the included states are not read; write "
                    + "them into the document", line: include.line, column: include.column)
        }
        for child in node.children where !child.name.contains(":") {
            guard elements.contains(child.name) else {
                throw DiagramParseError(
                    message: "<\(child.name)> is not an SCXML element", line: child.line, column: child.column)
            }
            guard allowed.contains(child.name) else {
                throw DiagramParseError(
                    message: "<\(child.name)> is not allowed inside <\(node.name)>", line: child.line,
                    column: child.column)
            }
            try check(child, warnings: &warnings)
        }
    }
}
