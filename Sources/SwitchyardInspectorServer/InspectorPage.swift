import Foundation

/// The inspector's page: `Resources/inspector.html`, its style sheet `inspector.css` and its script `inspector.js`,
/// files that web tools can check, embedded in the code at build time (`.embedInCode` in Package.swift), so the
/// server needs no resource bundle beside its binary. No external scripts, styles or
/// fonts, so the page works offline and under a content security policy that allows only the server's own
/// scripts.
///
/// The script polls `GET /api/v1/stores?since=V` (answered as soon as anything changes), loads each store's
/// messages in pages, lays the graph out once per version as Graphviz SVG whose node ids are the state ids, and from
/// then on only restyles it: the lit nodes get the class `lit`. The log is virtualized (only the rows in view
/// exist), so a 100,000-event log scrolls like a short one. Time travel: the slider or a click on a row selects a
/// message; the graph, the state and the diff then show that point, computed from the recorded states.
enum InspectorPage {
    /// One file of the page, read once.
    struct File: Sendable {
        /// The path the server answers it on.
        var path: String
        /// Its `Content-Type`.
        var contentType: String
        /// Its `Content-Security-Policy`.
        var policy: String
        /// Its bytes.
        var body: Data
    }

    /// The document, at `/` (behind the token).
    static let html = File(
        path: "/", contentType: "text/html; charset=utf-8", policy: contentSecurityPolicy,
        body: Data(PackageResources.inspector_html))
    /// The bridge to the Stately Inspector, at `/stately` (behind the token): `Resources/stately.html`, which shows
    /// stately.ai/inspect in a frame and feeds it from the Stately WebSocket.
    static let statelyBridge = File(
        path: "/stately", contentType: "text/html; charset=utf-8",
        policy: contentSecurityPolicy + "; frame-src https://stately.ai", body: Data(PackageResources.stately_html))
    /// The pages' style sheet and scripts, at `/inspector.css`, `/inspector.js` and `/stately.js`: the same for
    /// every server, so they need no token.
    static let assets = [
        File(
            path: "/inspector.css", contentType: "text/css; charset=utf-8", policy: contentSecurityPolicy,
            body: Data(PackageResources.inspector_css)),
        File(
            path: "/inspector.js", contentType: "text/javascript; charset=utf-8", policy: contentSecurityPolicy,
            body: Data(PackageResources.inspector_js)),
        File(
            path: "/stately.js", contentType: "text/javascript; charset=utf-8", policy: contentSecurityPolicy,
            body: Data(PackageResources.stately_js)),
    ]

    /// The policy the pages are served with: scripts from the server only, no inline script.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"
}
