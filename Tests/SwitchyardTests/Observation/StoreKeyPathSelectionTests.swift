import Switchyard
import Testing

/// Key-path selections read stored properties at their offset and apply other key paths as key paths; either way
/// a subscriber sees exactly the values of its part of the state.
@MainActor
struct StoreKeyPathSelectionTests {
    struct Profile: Equatable, Sendable {
        var name = "Ada"
        var tags: [String] = []
    }

    struct AppState: Equatable, Sendable {
        var flag = false
        var count: Int8 = 0
        var profile = Profile()
        var scores = [1, 2, 3]
        var total: Int { scores.reduce(0, +) }
    }

    enum Change: Sendable {
        case rename(String), tag(String), score(Int), toggle, bump
    }

    static let machine = Machine<AppState, Change>.reducer(initial: AppState()) { state, change in
        switch change {
        case .rename(let name): state.profile.name = name
        case .tag(let tag): state.profile.tags.append(tag)
        case .score(let value): state.scores[1] = value
        case .toggle: state.flag.toggle()
        case .bump: state.count &+= 1
        }
        return .none
    }

    @Test func everyKindOfKeyPathDeliversItsValues() {
        let store = Store(machine: Self.machine)
        var names: [String] = []
        var tags: [[String]] = []
        var seconds: [Int] = []
        var totals: [Int] = []
        var flags: [Bool] = []
        var counts: [Int8] = []
        let tokens = [
            store.subscribe(to: \.profile.name, initial: .currentValue) { names.append($0) },  // nested, stored
            store.subscribe(to: \.profile.tags, initial: .changesOnly) { tags.append($0) },  // stored, non-trivial
            store.subscribe(to: \.scores[1], initial: .changesOnly) { seconds.append($0) },  // subscript
            store.subscribe(to: \.total, initial: .changesOnly) { totals.append($0) },  // computed
            store.subscribe(to: \.flag, initial: .changesOnly) { flags.append($0) },  // one byte at offset 0
            store.subscribe(to: \.count, initial: .changesOnly) { counts.append($0) },  // one byte after it
        ]
        store.send(.rename("Grace"))
        store.send(.tag("admiral"))
        store.send(.score(20))
        store.send(.toggle)
        store.send(.bump)
        store.send(.bump)
        store.send(.rename("Grace"))
        #expect(names == ["Ada", "Grace"])
        #expect(tags == [["admiral"]])
        #expect(seconds == [20])
        #expect(totals == [24])
        #expect(flags == [true])
        #expect(counts == [1, 2])
        #expect(store.distinctSelectionCount == 6)
        withExtendedLifetime(tokens) {}
    }
}
