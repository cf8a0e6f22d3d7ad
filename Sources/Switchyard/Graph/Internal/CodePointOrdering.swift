/// Ordering by Unicode code point (`CLOSED` before `CLOSE_WAIT`, uppercase before lowercase, `"é"` precomposed after
/// `"e"` plus its combining accent): the one order of every sorted list the package writes, so that output does not
/// depend on the locale or on Unicode canonical equivalence (`String`'s own `<` treats `"é"` precomposed and
/// decomposed as equal). UTF-8 byte order is code point order, so the comparison walks the bytes.
package enum CodePointOrdering {
    /// Whether `lhs` sorts before `rhs` by code point.
    /// - Parameters:
    ///   - lhs: A string.
    ///   - rhs: Another string.
    /// - Returns: `true` when `lhs`'s code points, compared in order, come first, or are a proper prefix of `rhs`'s.
    /// - Complexity: O(*n*), *n* the shorter string's length in UTF-8 bytes.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let count = min(left.count, right.count)
                var index = 0
                while index < count {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index += 1
                }
                return left.count < right.count
            }
        }
    }

    /// The strings sorted by code point.
    /// - Parameter values: The strings.
    /// - Returns: The strings in code point order.
    /// - Complexity: O(*n* log *n*) comparisons.
    package static func sorted(_ values: some Sequence<String>) -> [String] {
        values.sorted(by: precedes)
    }
}
