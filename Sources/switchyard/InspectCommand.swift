import ArgumentParser
import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspectorServer

/// `switchyard inspect [LOG.json] [--diagram FILE] [--port N]`
struct InspectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Serve the inspector page on loopback: live stores, or an exported log offline.",
        discussion: """
            Prints the page's URL, which carries a random token; pass the same URL to \
            store.connectInspector(to:) (SwitchyardInspector). With LOG.json (a log exported from the page, or a \
            store's EventLog JSON) the page shows that log; --diagram draws a diagram instead and replays the \
            log's events through it. The same server speaks Stately's inspection protocol (@statelyai/inspect \
            0.7.1): a WebSocket at /api/v1/stately?token=… for createWebSocketReceiver, and /stately?token=… \
            shows the stores in the Stately Inspector (printed on standard error). Runs until interrupted.
            """
    )

    @Argument(help: "An exported inspector log, or a store's EventLog JSON.")
    var log: String?

    @Option(help: "A diagram (.puml, .mmd, .scxml) to draw; the log's events are replayed through it.")
    var diagram: String?

    @OptionGroup var input: DiagramFormatOptions

    @Option(help: "The port on 127.0.0.1; one the system chooses by default.")
    var port: UInt16 = 0

    @Option(help: "The token (a random one by default); for scripts that must know the URL in advance.")
    var token: String?

    func run() async throws {
        guard log != nil || diagram == nil else {
            StandardStreams.error("switchyard: error: --diagram needs a LOG.json to replay\n")
            throw ExitCode(2)
        }
        let graph = try diagram.map { try input.graph($0) }
        let logData = try log.map { Data(try DiagramInput.bytes($0)) }
        let server: InspectorServer
        do {
            server = try await InspectorServer.start(port: port, token: token ?? InspectorServer.randomToken())
        } catch {
            StandardStreams.error("switchyard: error: cannot listen on 127.0.0.1:\(port): \(error)\n")
            throw ExitCode(2)
        }
        if let log, let logData {
            do {
                try await server.load(log: logData, name: (log as NSString).lastPathComponent, diagram: graph)
            } catch {
                StandardStreams.error(
                    DiagnosticLine.text(file: log, line: 1, message: "\(error)", code: "syntax") + "\n")
                await server.stop()
                throw ExitCode(2)
            }
        }
        StandardStreams.output("\(server.url.absoluteString)\n")
        if var stately = URLComponents(url: server.url, resolvingAgainstBaseURL: false) {
            stately.path = "/stately"
            StandardStreams.error("Stately Inspector: \(stately.string ?? "")\n")
        }
        // Serve until the process is interrupted.
        while !Task.isCancelled {
            try await Task.sleep(for: .seconds(3_600))
        }
    }
}
