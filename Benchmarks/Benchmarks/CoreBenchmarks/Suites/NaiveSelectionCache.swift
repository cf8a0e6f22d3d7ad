import Synchronization

/// Builds each naive-store fixture once per process (10,000 subscriptions are not part of a dispatch).
final class NaiveSelectionCache: Sendable {
    private let fixtures = Mutex<[Int: NaiveSelectionFixture]>([:])

    func fixture(subscribers: Int) -> NaiveSelectionFixture {
        fixtures.withLock { cache in
            if let existing = cache[subscribers] { return existing }
            let fixture = NaiveSelectionFixture(subscribers: subscribers)
            cache[subscribers] = fixture
            return fixture
        }
    }
}
