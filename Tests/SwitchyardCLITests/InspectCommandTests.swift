import Foundation
import ProcessTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// End-to-end: the built `switchyard inspect LOG.json --diagram FILE` listens on loopback, prints a URL that carries
/// its token, serves the page and the log's store to that URL only, and stops when interrupted.
@Suite(.timeLimit(.minutes(5)))
struct InspectCommandTests {
    /// A door store's `EventLog` JSON, as `JSONEncoder().encode(store.eventLog)` writes it.
    static let doorLog = """
        {"version": 1, "capacity": 10, "droppedCount": 0, "initialState": {"closed": {}},
         "entries": [
           {"event": {"open": {}}, "accepted": true, "state": {"open": {}}},
           {"event": {"lock": {}}, "accepted": false, "state": {"open": {}}},
           {"event": {"close": {}}, "accepted": true, "state": {"closed": {}}},
           {"event": {"lock": {}}, "accepted": true, "state": {"locked": {}}}
         ]}
        """
    static let doorDrawing = """
        @startuml
        [*] --> closed
        closed --> open : open
        open --> closed : close
        closed --> locked : lock
        @enduml

        """

    @Test func servesAnExportedLogWithItsDrawingBehindTheTokenOfThePrintedURL() async throws {
        let executable = try #require(CLIRunner.executable, "the switchyard executable is built with the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.doorLog.utf8).write(to: folder.appendingPathComponent("door.json"))
        try Data(Self.doorDrawing.utf8).write(to: folder.appendingPathComponent("door.puml"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["inspect", "door.json", "--diagram", "door.puml"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let line = try await Self.firstLine(of: output.fileHandleForReading)
        let url = try #require(URL(string: line), "the first line is the page's URL: \(line)")
        #expect(url.host == "127.0.0.1")
        let token = try #require(
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value)
        #expect(token.count >= 16)

        let (page, pageStatus) = try await Self.get(url)
        #expect(pageStatus == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("<html"))

        var withoutToken = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        withoutToken.queryItems = nil
        #expect(try await Self.get(withoutToken.url!).status == 401)
        withoutToken.queryItems = [URLQueryItem(name: "token", value: String(token.reversed()))]
        #expect(try await Self.get(withoutToken.url!).status == 401)

        var stores = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        stores.path = "/api/v1/stores"
        let (body, storesStatus) = try await Self.get(stores.url!)
        #expect(storesStatus == 200)
        let answer = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let names = (answer?["stores"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["door.json"])

        process.interrupt()
        process.waitUntilExit()
        #expect(!process.isRunning)
    }

    /// Reads until the first newline, off the cooperative pool (the read blocks).
    static func firstLine(of handle: FileHandle) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var bytes = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.append(chunk)
                    if chunk.contains(UInt8(ascii: "\n")) { break }
                }
                guard let line = String(data: bytes, encoding: .utf8)?.split(separator: "\n").first else {
                    continuation.resume(throwing: CLIRunner.CLIError(message: "inspect printed no URL"))
                    return
                }
                continuation.resume(returning: String(line))
            }
        }
    }

    static func get(_ url: URL) async throws -> (body: Data, status: Int) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }
}
