import FlyingFox
import Foundation
import SwitchyardInspector

/// The Stately inspection protocol over a WebSocket: every store's messages, translated
/// (``StatelyTranslator``), one JSON text frame per inspection event — what `@statelyai/inspect`'s
/// `createWebSocketReceiver` and its inspector bridge read from `createInspectorServer`. A new client first gets
/// each store's hello and recent messages, then everything as it arrives. What clients send is ignored.
struct StatelyFeed: WSMessageHandler {
    let hub: InspectorHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (backlog, updates) = await hub.subscribe()
        let (frames, continuation) = AsyncStream.makeStream(of: WSMessage.self)
        let sender = Task {
            var translator = StatelyTranslator()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            func send(_ message: InspectorMessage) {
                for event in translator.translate(message) {
                    guard let data = try? encoder.encode(event) else { continue }
                    continuation.yield(.text(String(decoding: data, as: UTF8.self)))
                }
            }
            for message in backlog { send(message) }
            for await message in updates { send(message) }
            continuation.finish()
        }
        // The client closing its side ends the feed.
        let reader = Task {
            for await _ in client {}
            sender.cancel()
            continuation.finish()
        }
        continuation.onTermination = { _ in
            sender.cancel()
            reader.cancel()
        }
        return frames
    }
}

extension InspectorRoutes {
    /// `GET /api/v1/stately?token=…`: the WebSocket of Stately inspection events.
    func stately(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: StatelyFeed(hub: hub)))
            .handleRequest(request)
    }

    /// `GET /stately?token=…`: a bridge page that shows the stores in the Stately Inspector (stately.ai/inspect,
    /// in a frame; it needs the internet), as `@statelyai/inspect`'s own server does: events from the WebSocket
    /// are posted to the frame once it says it is connected.
    func statelyBridge(_ request: HTTPRequest) async -> HTTPResponse {
        guard isAuthorized(request) else { return Self.unauthorized }
        return Self.serve(InspectorPage.statelyBridge)
    }
}
