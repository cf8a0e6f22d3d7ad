import Foundation
import GRDB
import SwitchyardJournal
import Testing

/// Runs `sql` on a journal's file through a connection of its own: how the tests damage rows on purpose.
func damage(_ path: String, _ sql: String) throws {
    let database = try DatabaseQueue(path: path)
    try database.write { db in try db.execute(sql: sql) }
}

/// The error `operation` throws, as a journal error (another error is recorded as an issue); `nil` when it throws
/// none.
func journalError<T>(_ operation: () async throws -> T) async -> JournalError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as JournalError {
        return error
    } catch {
        Issue.record("not a JournalError: \(error)")
        return nil
    }
}
