import FlyingFox
import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspector

/// The server's request handlers. Every route but a 404 and the page's style sheet and script needs the token, in
/// the `token` query item (the page) or as `Authorization: Bearer …` (stores).
struct InspectorRoutes: Sendable {
    let hub: InspectorHub
    let token: String
    let graphviz: GraphvizRunner

    /// How long a page's poll for changes waits before answering "nothing new" (200 and the unchanged version).
    var pollHold: Duration = Self.defaultPollHold
    /// The clock the hold runs on: continuous time, a test clock in tests.
    var clock: any Clock<Duration> = ContinuousClock()

    /// The page's poll: 20 s.
    static let defaultPollHold: Duration = .seconds(20)

    /// How long the HTTP server lets a request take before it answers 500 on its own (FlyingFox's default is 15 s):
    /// well beyond a poll, which must be answered by its own hold (200, the unchanged version), and beyond a layout
    /// (`dot`, then `sfdp`), never cut short by the server's timeout.
    static func requestTimeout(forPoll poll: Duration) -> TimeInterval {
        let longest = max(poll * 3, layoutPatience + fallbackLayoutLimit + .seconds(10))
        let (seconds, attoseconds) = longest.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `GET /`: the page's document.
    func page(_ request: HTTPRequest) async -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        return Self.serve(InspectorPage.html)
    }

    /// `GET /inspector.css`, `/inspector.js` and `/stately.js`: the pages' style sheet and scripts, without the token
    /// (they are the same for every server and carry no data).
    func asset(_ request: HTTPRequest) async -> HTTPResponse {
        guard let file = InspectorPage.assets.first(where: { $0.path == request.path }) else { return Self.notFound }
        return Self.serve(file)
    }

    static func serve(_ file: InspectorPage.File) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: file.contentType,
                HTTPHeader("Content-Security-Policy"): file.policy,
                HTTPHeader("Cache-Control"): "no-store",
            ],
            body: file.body)
    }

    /// `GET /api/v1/stores[?since=V]`: the stores; with `since`, waits (up to the poll's hold, 20 s) until something
    /// changed after version V.
    func stores(_ request: HTTPRequest) async -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        if let since = request.query["since"].flatMap(Int.init) {
            if await hub.takeFailedPoll() { return HTTPResponse(statusCode: .internalServerError) }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await hub.waitForChange(after: since) }
                group.addTask { [clock, pollHold] in
                    try? await clock.sleep(for: pollHold)
                }
                await group.next()
                group.cancelAll()
                await hub.wakeAll()
            }
        }
        struct Answer: Encodable {
            var version: Int
            var stores: [InspectorHub.StoreSummary]
        }
        let version = await hub.version
        let answer = Answer(version: version, stores: await hub.summaries())
        return Self.json(answer)
    }

    /// `GET /api/v1/stores/ID/(messages|graph.svg|export|stately)`.
    func store(_ request: HTTPRequest) async -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count == 5, let id = parts[3].removingPercentEncoding else { return Self.notFound }
        switch parts[4] {
        case "messages":
            let from = request.query["from"].flatMap(Int.init) ?? 0
            let limit = min(request.query["limit"].flatMap(Int.init) ?? 5_000, 50_000)
            guard let messages = await hub.messages(of: id, from: from, limit: limit) else { return Self.notFound }
            return Self.json(messages)
        case "graph.svg":
            return await svg(of: id)
        case "export":
            guard let messages = await hub.allMessages(of: id),
                let data = try? InspectorRecording(messages: messages).json()
            else { return Self.notFound }
            return HTTPResponse(
                statusCode: .ok,
                headers: [
                    .contentType: "application/json",
                    HTTPHeader("Content-Disposition"): "attachment; filename=\"switchyard-\(id.prefix(8)).json\"",
                ], body: data)
        default:
            return Self.notFound
        }
    }

    /// The store's graph laid out by Graphviz, once per version of what is drawn.
    private func svg(of id: String) async -> HTTPResponse {
        let runner = graphviz
        guard let (result, version) = await hub.svg(of: id, layOut: { Self.layOut($0, with: runner) }) else {
            return Self.notFound
        }
        switch result {
        case .success(let text):
            return Self.svgResponse(text, version: version)
        case .failure(let error):
            return HTTPResponse(
                statusCode: .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("cannot lay out the graph: \(error)".utf8))
        }
    }

    /// How long `dot` may take before a layout falls back to `sfdp`.
    static let layoutPatience: Duration = .seconds(20)
    /// How long `sfdp` may take.
    static let fallbackLayoutLimit: Duration = .seconds(60)

    /// Graphs with more states than this are laid out with `dot`'s faster settings.
    static let largeGraph = 300

    /// Lays a drawing out: `dot` (with fewer optimisation passes for a large graph); if that takes longer than
    /// `patience` — long chains with edges back across hundreds of ranks can take minutes — `sfdp`, which keeps
    /// every node and its id but draws composite states without their boxes.
    static func layOut(
        _ graph: StateGraph, with runner: GraphvizRunner, patience: Duration = layoutPatience
    ) -> Result<String, RenderError> {
        let dot = DOTWriter(identifiesStates: true).write(graph.stackingParallelLabels())
        var attributes: [String: String] = [:]
        if graph.states.count > largeGraph {
            attributes = ["nslimit": "0.2", "nslimit1": "0.2", "mclimit": "0.05", "splines": "line"]
        }
        do throws(RenderError) {
            let bytes = try runner.render(dot: dot, as: "svg", attributes: attributes, timeLimit: patience)
            return .success(String(decoding: bytes, as: UTF8.self))
        } catch {
            guard error.isTimeout else { return .failure(error) }
            do throws(RenderError) {
                let bytes = try runner.render(
                    dot: dot, as: "svg", layout: "sfdp", attributes: ["overlap": "prism"],
                    timeLimit: fallbackLayoutLimit)
                return .success(String(decoding: bytes, as: UTF8.self))
            } catch {
                return .failure(error)
            }
        }
    }

    /// `POST /api/v1/messages`: a JSON array of messages from a store.
    func post(_ request: HTTPRequest) async -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        let body: Data
        do {
            body = try await Self.readBody(request)
        } catch {
            return Self.problem(error)
        }
        let messages: [InspectorMessage]
        do {
            messages = try JSONDecoder().decode([InspectorMessage].self, from: body)
        } catch {
            return Self.problem(
                InspectorInputError("expected a JSON array of inspector messages (version 1): \(error)"))
        }
        do {
            try await hub.receive(messages)
        } catch {
            return Self.problem(error)
        }
        return HTTPResponse(statusCode: .noContent)
    }

    /// The body, refused beyond ``InspectorServer/maxBodySize`` whether or not the client declared its length.
    static func readBody(_ request: HTTPRequest) async throws(InspectorInputError) -> Data {
        let limit = InspectorServer.maxBodySize
        if let declared = request.bodySequence.count, declared > limit {
            throw InspectorInputError(status: 413, "the body is larger than \(limit) bytes")
        }
        var data = Data()
        do {
            for try await chunk in request.bodySequence {
                data.append(chunk)
                if data.count > limit {
                    throw InspectorInputError(status: 413, "the body is larger than \(limit) bytes")
                }
            }
        } catch let error as InspectorInputError {
            throw error
        } catch {
            throw InspectorInputError("the body could not be read: \(error)")
        }
        return data
    }

    /// Whether the request carries the token, compared in constant time.
    func isAuthorized(_ request: HTTPRequest) -> Bool {
        var presented = request.query["token"]
        if presented == nil, let header = request.headers[HTTPHeader("Authorization")], header.hasPrefix("Bearer ") {
            presented = String(header.dropFirst("Bearer ".count))
        }
        guard let presented else { return false }
        let expected = Array(token.utf8)
        let given = Array(presented.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(expected, given) { difference |= a ^ b }
        return difference == 0
    }

    static let unauthorized = HTTPResponse(
        statusCode: .unauthorized, headers: [.contentType: "text/plain; charset=utf-8"],
        body: Data("open the URL `switchyard inspect` printed: it carries the token\n".utf8))
    static let notFound = HTTPResponse(statusCode: .notFound)

    static func problem(_ error: InspectorInputError) -> HTTPResponse {
        let status = HTTPStatusCode(error.status, phrase: error.status == 413 ? "Content Too Large" : "Bad Request")
        return json(["error": error.message], status: status)
    }

    static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(
            statusCode: status, headers: [.contentType: "application/json", HTTPHeader("Cache-Control"): "no-store"],
            body: data)
    }

    static func svgResponse(_ svg: String, version: Int) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "image/svg+xml", HTTPHeader("X-Drawing-Version"): "\(version)"],
            body: Data(svg.utf8))
    }
}
