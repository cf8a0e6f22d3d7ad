public import Foundation

/// The demo's command-line options, parsed by hand (the package's argument parser is not a dependency here).
public struct DemoOptions: Hashable, Sendable {
    /// The registration endpoint to use instead of the embedded server.
    public var endpoint: URL?
    /// The welcome screen's delay; `nil` to wait for Enter.
    public var welcomeDelay: Duration?
    /// Whether to write the logging middleware's lines to standard error.
    public var logsEvents: Bool
    /// Whether to print the usage and exit.
    public var showsHelp: Bool
    /// The inspector URL `switchyard inspect` printed, to watch the store there.
    public var inspectorURL: URL?

    /// Creates options.
    /// - Parameters:
    ///   - endpoint: An external endpoint, or `nil` for the embedded server.
    ///   - welcomeDelay: The welcome delay.
    ///   - logsEvents: Whether to log events to standard error.
    ///   - showsHelp: Whether to print the usage.
    ///   - inspectorURL: The inspector to connect the store to.
    public init(
        endpoint: URL? = nil,
        welcomeDelay: Duration? = .seconds(3),
        logsEvents: Bool = false,
        showsHelp: Bool = false,
        inspectorURL: URL? = nil
    ) {
        self.inspectorURL = inspectorURL
        self.endpoint = endpoint
        self.welcomeDelay = welcomeDelay
        self.logsEvents = logsEvents
        self.showsHelp = showsHelp
    }

    /// The usage text.
    public static let usage = """
        USAGE: RegistrationDemo [--endpoint URL] [--welcome-delay SECONDS] [--log] [--inspect URL]

        Walks the registration flow in the terminal. Without --endpoint it starts an embedded server on
        127.0.0.1 that keeps accounts in a JSON file under a temporary folder. When standard input is not a
        terminal, it reads a script: one line per answer.

        OPTIONS:
          --endpoint URL            POST registrations to URL instead (201 created, 409 duplicate email).
          --welcome-delay SECONDS   Seconds before the welcome screen advances by itself; 0 to wait for Enter.
                                    Default: 3.
          --log                     Write one line per event to standard error (passwords redacted).
          --inspect URL             Show the store live in the inspector (the URL `switchyard inspect` printed).
          -h, --help                Show this help.
        """

    /// An argument that could not be understood.
    public struct ParseError: Error, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var description: String

        /// Creates an error.
        /// - Parameter description: What was wrong.
        public init(description: String) {
            self.description = description
        }
    }

    /// Parses the arguments after the program name.
    /// - Parameter arguments: The arguments.
    /// - Returns: The options.
    /// - Throws: ``ParseError`` for an unknown flag, a missing value or a bad URL or number.
    public static func parse(_ arguments: [String]) throws -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--endpoint":
                guard let value = remaining.popFirst() else { throw ParseError(description: "--endpoint needs a URL") }
                guard let url = URL(string: value), let scheme = url.scheme, ["http", "https"].contains(scheme),
                    url.host != nil
                else { throw ParseError(description: "--endpoint: not an http(s) URL: \(value)") }
                options.endpoint = url
            case "--welcome-delay":
                guard let value = remaining.popFirst(), let seconds = Int(value), seconds >= 0 else {
                    throw ParseError(description: "--welcome-delay needs a whole number of seconds")
                }
                options.welcomeDelay = seconds == 0 ? nil : .seconds(seconds)
            case "--log":
                options.logsEvents = true
            case "--inspect":
                guard let value = remaining.popFirst(), let url = URL(string: value), url.scheme == "http" else {
                    throw ParseError(description: "--inspect needs the http URL `switchyard inspect` printed")
                }
                options.inspectorURL = url
            case "-h", "--help":
                options.showsHelp = true
            default:
                throw ParseError(description: "unknown argument: \(argument)")
            }
        }
        return options
    }
}
