import Foundation
import Switchyard
import Testing

private enum StackRoute: String, Hashable, Sendable {
    case register, success, terms
}

struct DeepLinkTests {
    @Test func parsesSchemeHostPathAndQuery() throws {
        let link = try DeepLink(parsing: " MyApp://open/register/sign%20up?ref=mail&debug#top ")
        #expect(link.linkScheme == "myapp")
        #expect(link.host == "open")
        #expect(link.path == ["register", "sign up"])
        #expect(link.query("ref") == "mail")
        #expect(link.query("debug") == nil)
        #expect(link.items.map(\.name) == ["ref", "debug"])
        #expect(try DeepLink(parsing: "/a//b/") == DeepLink(path: ["a", "b"]))
        #expect(try DeepLink(parsing: "app:a/b") == DeepLink(scheme: "app", path: ["a", "b"]))
    }

    /// The link's host and path are the ones Foundation's `URLComponents` finds: user information and a port are
    /// not part of the host (they used to be).
    @Test(arguments: [
        "myapp://open/register", "myapp://user@open/register", "myapp://user:secret@open:8080/register/success?x=1",
        "https://example.com:443/a/b%20c", "myapp://[::1]:80/a", "myapp://[::1]/a", "myapp://open:/a",
    ])
    func hostAndPathAgreeWithFoundation(text: String) throws {
        let link = try DeepLink(parsing: text)
        let components = try #require(URLComponents(string: text))
        #expect(link.linkScheme == components.scheme?.lowercased())
        #expect(link.host == components.host)
        #expect(link.path == components.path.split(separator: "/").map { $0.removingPercentEncoding ?? "" })
    }

    @Test func rejectsMalformedLinks() throws {
        #expect(throws: DeepLinkRejection.malformed("empty link")) { try DeepLink(parsing: "  ") }
        #expect(throws: DeepLinkRejection.malformed("invalid scheme '1x'")) { try DeepLink(parsing: "1x://a") }
        // A stray `%` is read as Foundation reads it: a literal character, not an error.
        let stray = try #require(URL(string: "/a%zz"))
        #expect(try DeepLink(parsing: "/a%zz").path == stray.pathComponents.filter { $0 != "/" })
    }

    /// The `URL` the system hands an app is taken apart by Foundation, and agrees with the text form.
    @Test(arguments: [
        "myapp://open/register/sign%20up?ref=mail&debug#top", "myapp://user:secret@open:8080/register/success?x=1",
        "https://example.com/a%2Fb/c", "myapp:register", "/a//b/",
    ])
    func aURLIsTakenApartAsItsText(text: String) throws {
        let url = try #require(URL(string: text))
        let link = try DeepLink(url)
        #expect(link == (try DeepLink(parsing: text)))
        let components = try #require(URLComponents(string: text))
        #expect(link.host == components.host)
        #expect(link.items.map(\.name) == (components.queryItems ?? []).map(\.name))
    }

    /// An encoded slash stays inside its component; a `+` in a query stays a `+`.
    @Test func anEncodedSlashIsPartOfItsComponent() throws {
        let link = try DeepLink(#require(URL(string: "myapp://open/a%2Fb/c?q=1+2")))
        #expect(link.path == ["a/b", "c"])
        #expect(link.query("q") == "1+2")
    }

    /// An arrow from a composite leaves every screen inside it: a deep link may follow it from a nested screen.
    @Test func anArrowInheritedFromACompositeIsFollowed() throws {
        let graph = StateGraph(
            title: "app",
            states: [
                GraphState(id: "authentication"), GraphState(id: "register", parent: "authentication"),
                GraphState(id: "help"),
            ],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("authentication")),
                GraphTransition(from: .initial(scope: "authentication", region: 0), to: .state("register")),
                GraphTransition(from: .state("authentication"), to: .state("help"), label: "help"),
            ])
        #expect(graph.transitions(leaving: "register").map(\.label) == ["help"])
        let resolver = DeepLinkResolver<String>(
            graph: graph, root: "register", node: { $0 }, route: { components, _ in components.popFirst() })
        #expect(try resolver.stack(for: #require(URL(string: "myapp://open/help"))).routes == ["help"])
        #expect(throws: DeepLinkRejection.unreachable(target: "register", from: "help")) {
            try resolver.stack(for: DeepLink(parsing: "/help/register"))
        }
    }

    private func resolver() -> DeepLinkResolver<StackRoute> {
        let graph = StateGraph(
            title: "register",
            states: [
                GraphState(id: "welcome"), GraphState(id: "register"), GraphState(id: "success"),
                GraphState(id: "terms"),
            ],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("welcome")),
                GraphTransition(from: .state("welcome"), to: .state("register"), label: "push register"),
                GraphTransition(from: .state("register"), to: .state("success"), label: "push success"),
                GraphTransition(from: .state("register"), to: .state("terms"), label: "push terms"),
            ])
        return DeepLinkResolver(
            graph: graph, root: "welcome", schemes: ["myapp"], node: { $0.rawValue },
            route: { components, _ in components.popFirst().flatMap(StackRoute.init(rawValue:)) })
    }

    @Test func aReachableLinkBecomesARouteStack() throws {
        let stack = try resolver().stack(for: DeepLink(parsing: "myapp://open/register/success"))
        #expect(stack.routes == [.register, .success])
        #expect(try resolver().stack(forRoutes: [.register, .terms]).routes.last == .terms)
        #expect(try resolver().stack(forRoutes: []).routes.isEmpty)
    }

    @Test func anUnreachableOrUnknownTargetIsRejectedWithAReason() {
        #expect(throws: DeepLinkRejection.unreachable(target: "success", from: "welcome")) {
            try resolver().stack(for: DeepLink(parsing: "myapp://open/success"))
        }
        #expect(throws: DeepLinkRejection.unreachable(target: "terms", from: "success")) {
            try resolver().stack(forRoutes: [.register, .success, .terms])
        }
        #expect(throws: DeepLinkRejection.unknownComponent("settings", position: 1)) {
            try resolver().stack(for: DeepLink(parsing: "myapp://open/register/settings"))
        }
        #expect(throws: DeepLinkRejection.unexpectedScheme("https")) {
            try resolver().stack(for: DeepLink(parsing: "https://example.com/register"))
        }
        let orphan = DeepLinkResolver<StackRoute>(
            graph: StateGraph(title: "empty"), root: "welcome", node: { $0.rawValue }, route: { _, _ in nil })
        #expect(throws: DeepLinkRejection.unknownNode("welcome")) { try orphan.stack(forRoutes: [.register]) }
        #expect(DeepLinkRejection.unreachable(target: "a", from: "b").description == "a cannot be reached from b")
    }

    @Test func aRouteCanConsumeSeveralComponents() throws {
        let graph = StateGraph(
            title: "list", states: [GraphState(id: "list"), GraphState(id: "detail")],
            transitions: [GraphTransition(from: .state("list"), to: .state("detail"), label: "open")])
        let resolver = DeepLinkResolver<ScreenRoute>(
            graph: graph, root: "list", node: { _ in "detail" },
            route: { components, _ in
                guard components.first == "detail" else { return nil }
                components.removeFirst()
                return components.popFirst().flatMap(Int.init).map(ScreenRoute.detail)
            })
        #expect(try resolver.stack(for: DeepLink(parsing: "/detail/42")).routes == [.detail(42)])
        #expect(throws: DeepLinkRejection.unknownComponent("detail", position: 0)) {
            try resolver.stack(for: DeepLink(parsing: "/detail/x"))
        }
    }
}

extension DeepLinkTests {
    @available(*, deprecated)
    @Test func theTextFormResolvesAsTheParsedLink() throws {
        let text = "myapp://open/register/success"
        #expect(try resolver().stack(forLink: text) == resolver().stack(for: DeepLink(parsing: text)))
    }
}
