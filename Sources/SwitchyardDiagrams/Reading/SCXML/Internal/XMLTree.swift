import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document, with the 1-based line and column of its `<`.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    var line: Int
    var column: Int
    /// Whether the element holds text other than white space (content such as `<data>[1, 2]</data>`).
    var hasText = false
}

/// Reads XML into ``XMLNode``s with Foundation's `XMLParser`, locating each element's start tag.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var lineStarts: [Int] = [0]
    private let bytes: [UInt8]
    /// Why the read was aborted: elements nested too deep.
    private var depthError: DiagramParseError?
    /// The first place where the document is not well-formed XML, even when the parser recovered from it.
    private var syntaxError: DiagramParseError?
    private var lastColumn = (line: 0, offset: 0, column: 1)
    /// The namespace prefixes in scope at each open element (`""` is the default namespace), innermost last.
    private var namespaces: [[String: String]] = [[:]]
    /// SCXML's namespace: its elements are named without their prefix, whatever prefix a document binds to it.
    static let scxmlNamespace = "http://www.w3.org/2005/07/scxml"
    /// The deepest nesting read; far beyond any real chart.
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    }

    /// The document's root element.
    /// - Throws: ``DiagramParseError`` at the parser's position for malformed XML, at the byte for invalid UTF-8
    ///   (documents are read as UTF-8).
    func read() throws(DiagramParseError) -> XMLNode {
        let (root, error) = try readRecovering()
        if let error { throw error }
        return root
    }

    /// The document's root element as the parser recovered it, and the first place where the document is not
    /// well-formed (a reader may report an error of its own that comes earlier in the document).
    /// - Throws: ``DiagramParseError`` when nothing could be read: no root element, invalid UTF-8, nesting too deep.
    func readRecovering() throws(DiagramParseError) -> (root: XMLNode, error: DiagramParseError?) {
        // Foundation's XMLParser on Linux traps on names and values that are not UTF-8; refuse them first, located.
        _ = try SourceText(validating: bytes)
        try rejectProcessingInstructionsWithoutContent()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let depthError { throw depthError }
        guard parsed, let root else {
            if let syntaxError { throw syntaxError }
            let code = (parser.parserError as? NSError)?.code ?? 0
            throw DiagramParseError(
                message: "malformed XML: \(Self.explanation(of: code))", line: max(parser.lineNumber, 1),
                column: max(parser.columnNumber, 1))
        }
        return (root, syntaxError)
    }

    /// Refuses a processing instruction with a target and no content (`<?name?>`), located: Foundation's XMLParser
    /// on Linux dereferences its missing content and crashes the process. Comments and CDATA sections are skipped;
    /// SCXML gives processing instructions no meaning, so nothing else is lost.
    private func rejectProcessingInstructionsWithoutContent() throws(DiagramParseError) {
        func starts(_ text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
        }
        func skip(to end: StaticString, from index: Int) -> Int {
            var index = index
            while index < bytes.count && !starts(end, at: index) { index += 1 }
            return index + end.utf8CodeUnitCount
        }
        var index = 0
        while index < bytes.count {
            if starts("<!--", at: index) {
                index = skip(to: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(to: "]]>", from: index + 9)
            } else if starts("<?", at: index) {
                var cursor = index + 2
                while cursor < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, 0x3F].contains(bytes[cursor]) { cursor += 1 }
                let hasTarget = cursor > index + 2
                while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
                if hasTarget && starts("?>", at: cursor) {
                    let line = (lineStarts.lastIndex { $0 <= index } ?? 0)
                    throw DiagramParseError(
                        message: "a processing instruction without content (<?name?>) cannot be read",
                        line: line + 1, column: index - lineStarts[line] + 1)
                }
                index = skip(to: "?>", from: cursor)
            } else {
                index += 1
            }
        }
    }

    /// What the common parser error codes mean (libxml2's numbering, which `NSXMLParserError` shares).
    static func explanation(of code: Int) -> String {
        switch code {
        case 0, 4: "the document is empty or does not start with an element"
        case 5: "the document ends early, or has content after its root element"
        case 9: "invalid character"
        case 26: "undeclared entity"
        case 38, 39, 40, 41: "malformed attribute"
        case 42: "an attribute is repeated"
        case 45: "a comment is not finished"
        case 65: "a space is required here"
        case 68: "a name is expected"
        case 73: "'>' expected"
        case 76: "a closing tag does not match the element it closes"
        case 77: "a tag is not finished"
        case 85, 86: "the elements are not properly nested"
        default: "XMLParser error \(code)"
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let (line, column) = startOfTag(named: elementName, endLine: parser.lineNumber, endColumn: parser.columnNumber)
        guard stack.count < Self.maximumDepth else {
            // The readers after this one recurse over the tree; a bound keeps a hostile document from exhausting
            // the stack.
            depthError = DiagramParseError(
                message: "elements are nested more than \(Self.maximumDepth) deep", line: line, column: column)
            parser.abortParsing()
            return
        }
        var scope = namespaces[namespaces.count - 1]
        for (name, value) in attributeDict {
            if name == "xmlns" {
                scope[""] = value
            } else if name.hasPrefix("xmlns:") {
                scope[String(name.dropFirst(6))] = value
            }
        }
        namespaces.append(scope)
        stack.append(
            XMLNode(
                name: Self.localName(elementName, in: scope), attributes: attributeDict, children: [], line: line,
                column: column))
    }

    /// The element's SCXML name (`ns0:state` → `state` when `ns0` is bound to SCXML's namespace; unprefixed names in
    /// SCXML's namespace or in none), or a name with a `:` for an element of another namespace.
    static func localName(_ qualified: String, in scope: [String: String]) -> String {
        let parts = qualified.split(separator: ":", maxSplits: 1)
        if parts.count == 2 {
            return scope[String(parts[0])] == scxmlNamespace ? String(parts[1]) : qualified
        }
        guard let namespace = scope[""], namespace != scxmlNamespace, !namespace.isEmpty else { return qualified }
        return "{\(namespace)}:" + qualified
    }

    /// Foundation's parser on Linux recovers from some errors (an end tag that closes another element, as
    /// `</scxml>` inside `<content>`) and then reports success; the first error, where the parser met it, is the
    /// document's.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard syntaxError == nil else { return }
        syntaxError = DiagramParseError(
            message: "malformed XML: \(Self.explanation(of: (parseError as NSError).code))",
            line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty, !string.allSatisfy(\.isWhitespace) { stack[stack.count - 1].hasText = true }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if !stack.isEmpty, !block.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            stack[stack.count - 1].hasText = true
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let node = stack.popLast() else { return }
        // An XInclude is kept so that the structure check can refuse it: it brings in states we do not read.
        let isXInclude =
            node.name.hasSuffix(":include")
            && namespaces.last?[String(node.name.prefix { $0 != ":" })] == "http://www.w3.org/2001/XInclude"
        if namespaces.count > 1 { namespaces.removeLast() }
        // Elements of other namespaces (a prefix; SCXML's own are written without one) are extensions SCXML lets a
        // processor ignore, like the `qt:editorinfo` that editors add.
        if node.name.contains(":") && !stack.isEmpty && !isXInclude { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// The 1-based column (in characters) of `offset` on `line`, counted on from the previous element when it is on
    /// the same line, so a long one-line document costs linear time, not quadratic.
    private func column(of offset: Int, line: Int) -> Int {
        var (start, column) = (lineStarts[line - 1], 1)
        if lastColumn.line == line && lastColumn.offset <= offset {
            (start, column) = (lastColumn.offset, lastColumn.column)
        }
        for byte in bytes[start..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        lastColumn = (line, offset, column)
        return column
    }

    /// The parser reports the end of a start tag; the element starts at the last `<name` before it.
    private func startOfTag(named name: String, endLine: Int, endColumn: Int) -> (Int, Int) {
        guard endLine >= 1, endLine <= lineStarts.count else { return (max(endLine, 1), max(endColumn, 1)) }
        var offset = min(lineStarts[endLine - 1] + max(endColumn - 1, 0), bytes.count)
        let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
        while offset >= 0 {
            if offset + pattern.count <= bytes.count, bytes[offset] == 0x3C,
                Array(bytes[offset..<offset + pattern.count]) == pattern
            {
                var line = endLine
                while line > 1 && lineStarts[line - 1] > offset { line -= 1 }
                return (line, column(of: offset, line: line))
            }
            offset -= 1
        }
        return (max(endLine, 1), max(endColumn, 1))
    }
}
