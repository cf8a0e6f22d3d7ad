import ScreenRoutingExample
import Switchyard
import Synchronization

/// Answers each load with the next scripted result.
actor ScriptedLoader: ItemLoader {
    private var results: [Result<[String], ItemLoadingError>]

    init(_ results: [Result<[String], ItemLoadingError>]) {
        self.results = results
    }

    func loadItems() async throws -> [String] {
        try results.removeFirst().get()
    }
}

/// Collects a store's diagnostics; Sendable because its only state is behind a mutex.
final class DiagnosticRecorder: Sendable {
    private let storage = Mutex<[StoreDiagnostic]>([])

    var diagnostics: [StoreDiagnostic] { storage.withLock { $0 } }

    var options: StoreOptions {
        StoreOptions(onDiagnostic: { diagnostic in self.storage.withLock { $0.append(diagnostic) } })
    }
}
