import Foundation
import RegistrationDemoKit
import RegistrationExample
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Embedded server and the URLSession service", .timeLimit(.minutes(5)))
struct RegistrationServerTests {
    @Test("201 creates, 409 refuses a duplicate (any case), and accounts are saved to the file")
    func createAndDuplicate() async throws {
        let server = try await RegistrationServer.start(accountsURL: try RegistrationDemo.temporaryAccountsURL())
        let service = URLSessionRegistrationService(endpoint: server.endpoint)
        let account = try await service.register(Credentials(email: "ada@example.com", password: "lovelace1815"))
        #expect(account == Account(email: "ada@example.com"))
        await #expect(throws: RegistrationServiceError.duplicateEmail) {
            try await service.register(Credentials(email: "ADA@example.com", password: "lovelace1815"))
        }
        #expect(await server.accounts.all == [account])
        let saved = try JSONDecoder().decode([Account].self, from: Data(contentsOf: server.accounts.url))
        #expect(saved == [account])
        await server.stop()
    }

    @Test("the server validates too: 422 for bad credentials, 400 for a body that is not the JSON it expects")
    func serverValidation() async throws {
        let server = try await RegistrationServer.start(accountsURL: try RegistrationDemo.temporaryAccountsURL())
        let service = URLSessionRegistrationService(endpoint: server.endpoint)
        await #expect(throws: RegistrationServiceError.server(status: 422)) {
            try await service.register(Credentials(email: "ada", password: "x"))
        }
        var request = URLRequest(url: server.endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data("not json".utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 400)
        #expect(await server.accounts.all.isEmpty)
        await server.stop()
    }

    @Test("other statuses are server errors")
    func otherStatuses() async throws {
        let backend = try await FlakyEndpoint(statuses: [500, 503, 404])
        let service = URLSessionRegistrationService(endpoint: backend.endpoint)
        let credentials = Credentials(email: "ada@example.com", password: "lovelace1815")
        for status in [500, 503, 404] {
            await #expect(throws: RegistrationServiceError.server(status: status)) {
                try await service.register(credentials)
            }
        }
        #expect(try await service.register(credentials) == Account(email: "ada@example.com"))
        await backend.stop()
    }

    @Test("a server that is gone is unreachable, not a crash")
    func unreachable() async throws {
        let server = try await RegistrationServer.start(accountsURL: try RegistrationDemo.temporaryAccountsURL())
        let endpoint = server.endpoint
        await server.stop()
        let service = URLSessionRegistrationService(endpoint: endpoint, timeout: 5)
        do {
            _ = try await service.register(Credentials(email: "ada@example.com", password: "lovelace1815"))
            Issue.record("expected an error")
        } catch let error as RegistrationServiceError {
            guard case .unreachable = error else {
                Issue.record("expected unreachable, got \(error)")
                return
            }
        }
    }
}
