import Switchyard

/// Reads executable content (`raise`, `send`, `cancel`, `log`, `assign`, `if`/`elseif`/`else`) into instructions.
enum SCXMLContentReader {
    /// The SCXML event I/O processor, the only `send` type supported.
    static let scxmlProcessor = "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"
    /// The Basic HTTP event I/O processor: recognised, never able to deliver (a trace has no network).
    static let basicHTTPProcessor = "http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"

    static func instructions(_ nodes: [XMLNode]) throws(DiagramParseError) -> [SCXMLInstruction] {
        var result: [SCXMLInstruction] = []
        for node in nodes {
            switch node.name {
            case "raise":
                try check(node, allowed: ["event"], empty: true)
                result.append(.raise(try required("event", node)))
            case "send":
                result.append(try send(node))
            case "cancel":
                try check(node, allowed: ["sendid"], empty: true)
                result.append(.cancel(try required("sendid", node)))
            case "log":
                // Output is not part of a trace; the expression is not evaluated.
                try check(node, allowed: ["label", "expr"], empty: true)
            case "assign":
                try check(node, allowed: ["location", "expr"], empty: true)
                let location = try required("location", node)
                guard case .variable = try expression(location, node) else {
                    throw DiagramParseError(
                        message: "assign location '\(location)' is not a variable name", line: node.line,
                        column: node.column)
                }
                result.append(.assign(location, try expression(try required("expr", node), node)))
            case "if":
                result.append(try branches(node))
            default:
                throw DiagramParseError(
                    message: "<\(node.name)> is not supported in executable content", line: node.line,
                    column: node.column)
            }
        }
        return result
    }

    private static func branches(_ node: XMLNode) throws(DiagramParseError) -> SCXMLInstruction {
        try check(node, allowed: ["cond"])
        var branches: [SCXMLInstruction.Branch] = []
        var condition: SCXMLExpression? = try expression(try required("cond", node), node)
        var body: [XMLNode] = []
        var sawElse = false
        for child in node.children {
            switch child.name {
            case "elseif", "else":
                if sawElse {
                    throw DiagramParseError(
                        message: "<\(child.name)> after <else>", line: child.line, column: child.column)
                }
                branches.append(.init(condition: condition, body: try instructions(body)))
                body = []
                if child.name == "elseif" {
                    try check(child, allowed: ["cond"], empty: true)
                    condition = try expression(try required("cond", child), child)
                } else {
                    try check(child, allowed: [], empty: true)
                    condition = nil
                    sawElse = true
                }
            default:
                body.append(child)
            }
        }
        branches.append(.init(condition: condition, body: try instructions(body)))
        return .branches(branches)
    }

    private static func send(_ node: XMLNode) throws(DiagramParseError) -> SCXMLInstruction {
        try check(node, allowed: ["event", "target", "type", "delay", "id"], empty: true)
        let event = try required("event", node)
        var delay = Duration.zero
        if let text = node.attributes["delay"] {
            guard let parsed = duration(text) else { throw malformedDelay(text, node) }
            delay = parsed
        }
        if node.attributes["type"] == basicHTTPProcessor {
            // The Basic HTTP processor is known but a trace has no network: no target, or any target, is an event
            // that cannot be delivered (SCXML C.2: error.communication).
            let reason = node.attributes["target"] == nil ? "has no target" : "cannot be delivered here"
            return .fail(StatechartActionError(.communication, "Basic HTTP send of '\(event)' \(reason)"))
        }
        if let type = node.attributes["type"], type != scxmlProcessor, type != "scxml" {
            // SCXML 6.2.4: an unsupported type is an execution error when the send is run.
            return .fail(StatechartActionError(.execution, "send type '\(type)' is not supported"))
        }
        let id = node.attributes["id"]
        switch node.attributes["target"] {
        case nil:
            return .send(event: event, toInternalQueue: false, delay: delay, id: id)
        case "#_internal":
            return .send(event: event, toInternalQueue: true, delay: delay, id: id)
        case let target? where target.hasPrefix("#_"):
            // `#_parent`, an invoked session or another `#_scxml_` session: there is none, so the event cannot be
            // delivered. (This chart's own session id is not available to a document without a script engine, so a
            // literal `#_scxml_…` target never names it.)
            return .fail(StatechartActionError(.communication, "send target '\(target)' does not exist"))
        case let target?:
            return .fail(StatechartActionError(.execution, "send target '\(target)' is not supported"))
        }
    }

    /// `1s`, `1.5s`, `500ms`, `0.5 s` (CSS2 time values).
    /// The error for a `<send>` whose `delay` is not a duration: malformed SCXML (the recommendation's delay is a
    /// CSS2 time), refused by `check` (``SCXMLStructure``) as by `trace`, not a construct the engine leaves out.
    static func malformedDelay(_ text: String, _ node: XMLNode) -> DiagramParseError {
        DiagramParseError(
            message: "delay '\(text)' is not a duration like 1s, 1.5s or 500ms", line: node.line, column: node.column)
    }

    /// A `delay` as SCXML reads it (``ClockText/duration(_:)``).
    static func duration(_ text: String) -> Duration? {
        ClockText.duration(text)
    }

    private static func expression(_ text: String, _ node: XMLNode) throws(DiagramParseError) -> SCXMLExpression {
        do {
            return try SCXMLExpressionParser.parse(text)
        } catch {
            throw DiagramParseError(message: error.message, line: node.line, column: node.column)
        }
    }

    private static func required(_ attribute: String, _ node: XMLNode) throws(DiagramParseError) -> String {
        guard let value = node.attributes[attribute], !value.isEmpty else {
            throw DiagramParseError(
                message: "<\(node.name)> needs a \(attribute) attribute", line: node.line, column: node.column)
        }
        return value
    }

    /// Rejects attributes outside `allowed` and, when `empty`, any child. Namespace declarations and attributes of
    /// other namespaces (`qt:editorinfo`, `xsi:schemaLocation`) are extensions SCXML lets a processor ignore.
    static func check(_ node: XMLNode, allowed: Set<String>, empty: Bool = false) throws(DiagramParseError) {
        for name in node.attributes.keys.sorted() where !allowed.contains(name) && !name.contains(":") {
            if name == "xmlns" { continue }
            throw DiagramParseError(
                message: "attribute '\(name)' of <\(node.name)> is not supported", line: node.line, column: node.column)
        }
        if empty, let child = node.children.first { throw unsupported(child, in: node) }
        if empty, node.hasText {
            // `<assign location="x">1</assign>` and the like: content this reader would otherwise ignore.
            throw DiagramParseError(
                message: "text content of <\(node.name)> is not supported", line: node.line, column: node.column)
        }
    }

    static func unsupported(_ child: XMLNode, in parent: XMLNode) -> DiagramParseError {
        DiagramParseError(
            message: "<\(child.name)> is not supported inside <\(parent.name)>", line: child.line, column: child.column)
    }
}
