import Foundation

/// Builds an SCXML document from a list of numbers: nested compound and parallel states, shallow and deep history,
/// a top-level final state, transitions on events and eventless ones, guards on the data model and on `In()`, and
/// actions that assign, raise, send with a delay (with and without an id) and cancel. Property tests generate the
/// numbers, so failures shrink to short recipes.
struct SCXMLRecipe {
    static let events = ["a", "b", "c"]

    private var cursor: IndexingIterator<[Int]>
    private var counter = 0
    private var states: [String] = []
    private var histories: [String] = []
    /// Each state's XML with a placeholder for its transitions and actions, filled in once every id is known.
    private var pending: [(id: String, isFinal: Bool)] = []

    private init(_ numbers: [Int]) {
        cursor = numbers.makeIterator()
    }

    private mutating func next(_ bound: Int) -> Int { (cursor.next() ?? 0) % max(bound, 1) }

    private mutating func newID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    /// The document the numbers describe.
    static func document(from numbers: [Int]) -> String {
        var recipe = SCXMLRecipe(numbers)
        var body = ""
        for _ in 0..<(2 + recipe.next(3)) { body += recipe.state(depth: 0) }
        if recipe.next(3) == 0 {
            recipe.states.append("end")
            body += "<final id=\"end\"/>"
        }
        // Transitions and actions, now that every target exists.
        for (id, isFinal) in recipe.pending {
            body = body.replacingOccurrences(of: "<!--\(id)-->", with: isFinal ? "" : recipe.content())
        }
        return """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">\
            <datamodel><data id="x" expr="0"/></datamodel>\(body)</scxml>
            """
    }

    private mutating func state(depth: Int) -> String {
        let kind = depth >= 3 ? 0 : next(7)
        switch kind {
        case 3, 4:
            let id = newID("s")
            states.append(id)
            pending.append((id, false))
            var children = ""
            for _ in 0..<(1 + next(3)) { children += state(depth: depth + 1) }
            if kind == 4 {
                let history = newID("h")
                histories.append(history)
                let type = next(2) == 0 ? "shallow" : "deep"
                children += "<history id=\"\(history)\" type=\"\(type)\"/>"
            }
            return "<state id=\"\(id)\"><!--\(id)-->\(children)</state>"
        case 5:
            let id = newID("p")
            states.append(id)
            pending.append((id, false))
            var regions = ""
            for _ in 0..<2 {
                let region = newID("r")
                states.append(region)
                pending.append((region, false))
                var children = ""
                for _ in 0..<(1 + next(2)) { children += state(depth: depth + 2) }
                if next(3) == 0 {
                    let final = newID("f")
                    states.append(final)
                    children += "<final id=\"\(final)\"/>"
                }
                regions += "<state id=\"\(region)\"><!--\(region)-->\(children)</state>"
            }
            return "<parallel id=\"\(id)\"><!--\(id)-->\(regions)</parallel>"
        default:
            let id = newID("s")
            states.append(id)
            pending.append((id, false))
            return "<state id=\"\(id)\"><!--\(id)--></state>"
        }
    }

    /// A state's entry and exit actions and transitions.
    private mutating func content() -> String {
        var text = ""
        if next(3) == 0 { text += "<onentry>\(actions())</onentry>" }
        if next(4) == 0 { text += "<onexit>\(actions())</onexit>" }
        for _ in 0..<next(4) {
            let targets = states + histories
            let event = next(5) == 0 ? "" : " event=\"\(Self.events[next(Self.events.count)])\""
            let target = next(6) == 0 ? "" : " target=\"\(targets[next(targets.count)])\""
            let internalKind = next(4) == 0 ? " type=\"internal\"" : ""
            var condition = ""
            switch next(4) {
            case 1: condition = " cond=\"x === \(next(3))\""
            case 2: condition = " cond=\"x !== \(next(3))\""
            case 3: condition = " cond=\"In('\(states[next(states.count)])')\""
            default: break
            }
            // An eventless transition without a guard that changes nothing loops for ever: give it one.
            if event.isEmpty && condition.isEmpty { condition = " cond=\"x === 1\"" }
            text += "<transition\(event)\(condition)\(target)\(internalKind)>\(actions())</transition>"
        }
        return text
    }

    private mutating func actions() -> String {
        var text = ""
        for _ in 0..<next(3) {
            switch next(5) {
            case 0: text += "<assign location=\"x\" expr=\"(x + 1) % 3\"/>"
            case 1: text += "<raise event=\"\(Self.events[next(Self.events.count)])\"/>"
            case 2:
                let id = next(3) == 0 ? "" : " id=\"t\(next(2))\""
                text +=
                    "<send event=\"\(Self.events[next(Self.events.count)])\" delay=\"\(500 * (1 + next(3)))ms\"\(id)/>"
            case 3: text += "<cancel sendid=\"t\(next(2))\"/>"
            default: text += "<send event=\"\(Self.events[next(Self.events.count)])\"/>"
            }
        }
        return text
    }
}
