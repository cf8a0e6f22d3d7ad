/// Ordering by Unicode code point (`CLOSED` before `CLOSE_WAIT`, uppercase before lowercase), the one order every
/// list of the analysis uses. UTF-8 byte order is code point order.
enum CodePointOrder {
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
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

    static func sorted(_ values: some Sequence<String>) -> [String] {
        values.sorted(by: precedes)
    }
}
