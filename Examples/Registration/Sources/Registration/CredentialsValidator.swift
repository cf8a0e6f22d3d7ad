/// Checks credentials before they are sent: a pure function, so the register machine can decide synchronously.
public enum CredentialsValidator {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    /// Every problem with `credentials`, email problems first; empty when they can be submitted.
    /// - Parameter credentials: The credentials to check.
    /// - Returns: The issues found, in the order a form shows them.
    public static func issues(in credentials: Credentials) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        let email = credentials.email.trimmingSpaces()
        if email.isEmpty {
            issues.append(.emailEmpty)
        } else if !isWellFormed(email: email) {
            issues.append(.emailMalformed)
        }
        let password = credentials.password
        if password.count < minimumPasswordLength {
            issues.append(.passwordTooShort(minimum: minimumPasswordLength))
        }
        if !password.contains(where: \.isLetter) || !password.contains(where: \.isNumber) {
            issues.append(.passwordTooSimple)
        }
        return issues
    }

    /// `name@domain.tld`: one `@`, a non-empty name, a domain with a dot that neither starts nor ends it, no spaces.
    static func isWellFormed(email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
        return domain.index(after: dot) != domain.endIndex && !domain.hasPrefix(".")
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
