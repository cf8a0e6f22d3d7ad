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
        return HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                HTTPHeader("Content-Security-Policy"):
                    "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                    + "frame-src https://stately.ai; connect-src 'self'",
                HTTPHeader("Cache-Control"): "no-store",
            ],
            body: Data(Self.statelyBridgeHTML.utf8))
    }

    static let statelyBridgeHTML = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Switchyard stores in the Stately Inspector</title>
        <style>html, body { height: 100%; margin: 0; } iframe { width: 100%; height: 100%; border: 0; }</style>
        </head>
        <body>
        <iframe id="inspector" src="https://stately.ai/inspect"></iframe>
        <script>
          const frame = document.getElementById("inspector");
          const token = new URLSearchParams(location.search).get("token") || "";
          const waiting = [];
          let connected = false;
          window.addEventListener("message", (event) => {
            if (event.data && event.data.type === "@statelyai.connected") {
              connected = true;
              for (const data of waiting.splice(0)) frame.contentWindow.postMessage(data, "*");
            }
          });
          const scheme = location.protocol === "https:" ? "wss://" : "ws://";
          const socket = new WebSocket(scheme + location.host + "/api/v1/stately?token=" + encodeURIComponent(token));
          socket.onmessage = (event) => {
            const data = JSON.parse(event.data);
            if (connected) frame.contentWindow.postMessage(data, "*"); else waiting.push(data);
          };
        </script>
        </body>
        </html>
        """
}
