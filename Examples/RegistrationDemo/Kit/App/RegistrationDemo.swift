public import Foundation
public import RegistrationExample
public import Switchyard
public import SwitchyardInspector

/// The demo's logic, outside the executable so tests can run it: pick the backend, build the store, drive the
/// console.
public enum RegistrationDemo {
    /// Runs one session.
    /// - Parameters:
    ///   - options: The parsed options.
    ///   - input: Where the user's lines come from.
    ///   - output: Where the transcript goes.
    ///   - isInteractive: Whether a person types at a terminal (see ``ConsoleDriver``).
    ///   - accountsURL: The embedded server's accounts file; a new file under a temporary folder when `nil`.
    ///   - clock: The clock of the store's effects (the welcome delay).
    ///   - diagnostics: Receives lines that are not part of the transcript: the server's URL, event logs.
    /// - Returns: How the session ended.
    /// - Throws: An error when the embedded server cannot start.
    @MainActor
    public static func run(
        options: DemoOptions,
        input: any LineSource,
        output: ConsoleOutput,
        isInteractive: Bool,
        accountsURL: URL? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        diagnostics: @escaping @MainActor (String) -> Void
    ) async throws -> ConsoleDriver.Outcome {
        var server: RegistrationServer?
        let endpoint: URL
        if let external = options.endpoint {
            endpoint = external
            output.line("Backend: the endpoint given with --endpoint")
            diagnostics("endpoint: \(external.absoluteString)")
        } else {
            let started = try await RegistrationServer.start(accountsURL: accountsURL ?? temporaryAccountsURL())
            server = started
            endpoint = started.endpoint
            output.line("Backend: embedded server on 127.0.0.1 (accounts in a temporary folder)")
            diagnostics("embedded server: \(started.endpoint.absoluteString), accounts: \(started.accounts.url.path)")
        }
        var middleware = [AppMiddleware.errorHandling()]
        if options.logsEvents { middleware.append(AppMiddleware.logging(to: diagnostics)) }
        let environment = AppEnvironment(
            registrationService: URLSessionRegistrationService(endpoint: endpoint),
            welcomeDelay: options.welcomeDelay)
        let store = Store(
            machine: AppFlow.machine(environment: environment), options: StoreOptions(clock: clock),
            middleware: middleware)
        let inspector = options.inspectorURL.map { url in connectInspector(store, to: url, environment: environment) }
        let driver = ConsoleDriver(
            store: store, input: input, output: output, isInteractive: isInteractive,
            welcomeDelay: options.welcomeDelay)
        let outcome = await driver.run()
        store.cancelAllEffects()
        if let inspector {
            await inspector.flush()
            inspector.disconnect()
        }
        await server?.stop()
        return outcome
    }

    /// Connects the app's store to the inspector: the app flow's graph (the authentication flow nested), with the
    /// screen the store is on lit (``AppFlow/screenNodes(for:)``).
    /// - Parameters:
    ///   - store: The app's store.
    ///   - url: The URL `switchyard inspect` printed.
    ///   - environment: The environment the store's machine was made with.
    /// - Returns: The connection.
    @MainActor
    public static func connectInspector(
        _ store: Store<AppState, AppEvent>, to url: URL, environment: AppEnvironment
    ) -> InspectorConnection {
        store.connectInspector(
            to: url, name: "registration demo",
            drawing: .graph(AppFlow.flow(environment: environment).graph(), nodes: AppFlow.screenNodes(for:)))
    }

    /// A fresh `accounts.json` path in a new folder under the system's temporary directory.
    /// - Returns: The file URL (the file itself is created on the first registration).
    /// - Throws: An error when the folder cannot be created.
    public static func temporaryAccountsURL() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-registration-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("accounts.json")
    }
}
