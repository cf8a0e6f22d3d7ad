/// Why an exploration stopped short, in the words it reports (``StateGraph/truncation``,
/// ``DeepLinkRejection/stoppedAtLimit(target:from:reason:)``): one wording for machines and flows, kept stable because
/// tools print it and tests compare it.
struct ExplorationCut {
    /// The most events a store's sends are followed for in one move (a machine whose steps keep sending never
    /// settles).
    static let followedSendLimit = 64

    /// The search found more distinct states than `limit` and did not visit them.
    static func states(_ limit: Int) -> String {
        "state limit reached: \(limit) states explored, more are reachable"
    }

    /// A move's sends were still coming after ``followedSendLimit`` events.
    static var followedSends: String {
        "send limit reached: a move's sends were followed for \(followedSendLimit) events and did not settle"
    }

    /// A child flow's own graph was cut.
    static func child(_ name: String, _ reason: String) -> String {
        "child flow \(name): \(reason)"
    }

    /// The reasons found so far, each once, in the order found.
    private(set) var reasons: [String] = []

    /// Records `reason` unless it is already recorded.
    mutating func add(_ reason: String) {
        if !reasons.contains(reason) { reasons.append(reason) }
    }

    /// Records each of `other`'s reasons.
    mutating func add(_ other: ExplorationCut) {
        for reason in other.reasons { add(reason) }
    }

    /// The reasons joined into one text; `nil` when the exploration was not cut.
    var reason: String? {
        reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
