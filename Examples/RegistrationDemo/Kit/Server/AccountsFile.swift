public import Foundation
public import RegistrationExample

/// The embedded server's accounts, kept as a JSON array in one file and rewritten after each registration.
///
/// Only email addresses are stored: the demo server never needs the password back, so it does not keep it.
public actor AccountsFile {
    /// The file's location.
    public nonisolated let url: URL
    private var accounts: [Account]

    /// Opens `url`, reading the accounts it holds, or starting empty when it does not exist yet.
    /// - Parameter url: The JSON file.
    /// - Throws: An error when the file exists but cannot be read or decoded.
    public init(url: URL) throws {
        self.url = url
        if FileManager.default.fileExists(atPath: url.path) {
            accounts = try JSONDecoder().decode([Account].self, from: Data(contentsOf: url))
        } else {
            accounts = []
        }
    }

    /// The stored accounts, oldest first.
    public var all: [Account] { accounts }

    /// Adds an account unless its email (compared case-insensitively) exists, then saves the file.
    /// - Parameter account: The account to add.
    /// - Returns: `false` when the email is taken.
    /// - Throws: An error when the file cannot be written.
    public func insert(_ account: Account) throws -> Bool {
        let email = account.email.lowercased()
        guard !accounts.contains(where: { $0.email.lowercased() == email }) else { return false }
        accounts.append(account)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(accounts).write(to: url, options: .atomic)
        return true
    }
}
