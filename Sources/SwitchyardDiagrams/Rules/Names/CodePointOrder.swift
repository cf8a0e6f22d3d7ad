import Switchyard

/// Ordering by Unicode code point (`CLOSED` before `CLOSE_WAIT`, uppercase before lowercase), the one order every
/// list of the analysis, the diff, conformance and the writers' round-trip meaning uses. UTF-8 byte order is code point
/// order. It is not `String`'s `<`, which compares canonically equivalent text as equal (a precomposed `é` and an `e`
/// followed by a combining accent) and orders by the normalized form. The comparison itself is the core's
/// `CodePointOrdering`, which the core's graphs sort by too: one order for the whole package.
enum CodePointOrder {
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        CodePointOrdering.precedes(lhs, rhs)
    }

    static func sorted(_ values: some Sequence<String>) -> [String] {
        CodePointOrdering.sorted(values)
    }

    /// Whether the row `lhs` comes before `rhs`, comparing field by field, each field by code point: the order of
    /// lists of arrows (source, target, label, or whatever fields a list sorts by).
    static func precedes(fields lhs: [String], _ rhs: [String]) -> Bool {
        lhs.lexicographicallyPrecedes(rhs, by: precedes)
    }
}
