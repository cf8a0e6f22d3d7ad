import Switchyard

/// A ring of `count` states in table form: `.next` moves from state `i` to `i + 1`, and the last back to 0.
struct Ring: Sendable {
    /// The only event.
    enum Event: Hashable, Sendable {
        case next
    }

    let count: Int
    let machine: Machine<Int, Event>
    let naiveTable: [Int: [Event: Int]]

    init(count: Int) {
        self.count = count
        machine = Machine.table(
            initial: 0,
            rules: (0..<count).map { .from($0, on: .next, to: ($0 + 1) % count) })
        var naive: [Int: [Event: Int]] = [:]
        naive.reserveCapacity(count)
        for state in 0..<count { naive[state] = [.next: (state + 1) % count] }
        naiveTable = naive
    }

    /// Rings built once per process, so that building a 100,000-state table is never measured.
    static let small = Ring(count: 5)
    static let medium = Ring(count: 1_000)
    static let large = Ring(count: 100_000)

    static func of(size: Int) -> Ring {
        switch size {
        case 5: small
        case 1_000: medium
        default: large
        }
    }
}
