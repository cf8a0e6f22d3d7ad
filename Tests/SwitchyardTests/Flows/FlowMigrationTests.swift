import Foundation
import Switchyard
import Testing

/// 0.6's flow, deep-link and resolver API that 0.7 took off the public surface (README, "Migrating") keeps deprecated
/// forwards until 0.8: each gives what the package's own replacement gives. The old calls are written in deprecated
/// functions reached through a protocol, so that this target compiles without deprecation warnings.
@Suite struct FlowMigrationTests {
    enum Route: String, Hashable, Sendable { case register, success }

    struct FlowReadings: Equatable {
        var explorationLimit: Int
        var nodes: [FlowNode]
        var results: [AuthResult?]
    }

    struct LinkReadings: Equatable {
        var link: DeepLink
        var scheme: String?
        var items: [String]
        var changed: DeepLink
    }

    struct ResolverReadings: Equatable {
        var graph: StateGraph
        var root: String
        var schemes: Set<String>
        var routes: [Route]
        var stack: RouteStack<Route>?
        var rejection: DeepLinkRejection?
    }

    protocol OldCode {
        static func flow() -> FlowReadings
        static func link() throws -> LinkReadings
        static func resolver(_ resolver: DeepLinkResolver<Route>, link: DeepLink) throws -> ResolverReadings
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func flow() -> FlowReadings {
            let flow = Flows.authentication
            return FlowReadings(
                explorationLimit: Flow<AuthState, AuthEvent, AuthResult>.explorationLimit,
                nodes: AuthState.allCases.map { flow.node(for: $0) },
                results: AuthState.allCases.map { flow.result(in: $0) })
        }

        @available(*, deprecated)
        static func link() throws -> LinkReadings {
            let link = DeepLink(
                scheme: "myapp", host: "open", path: ["register"],
                queryItems: [DeepLink.QueryItem(name: "ref", value: "mail"), .init(name: "debug", value: nil)])
            var changed = link
            changed.scheme = "other"
            changed.queryItems = [DeepLink.QueryItem(name: "x", value: "1")]
            return LinkReadings(
                link: link, scheme: link.scheme, items: link.queryItems.map { "\($0.name)=\($0.value ?? "-")" },
                changed: changed)
        }

        @available(*, deprecated)
        static func resolver(_ resolver: DeepLinkResolver<Route>, link: DeepLink) throws -> ResolverReadings {
            var rejection: DeepLinkRejection?
            do { _ = try resolver.stack(for: [Route.success]) } catch { rejection = error }
            return ResolverReadings(
                graph: resolver.graph, root: resolver.root, schemes: resolver.schemes,
                routes: try resolver.routes(for: link), stack: try resolver.stack(for: [.register, .success]),
                rejection: rejection)
        }
    }

    static let resolver = DeepLinkResolver<Route>(
        graph: Flows.authentication.graph(), root: "choose", schemes: ["myapp"], node: { $0.rawValue },
        route: { components, _ in components.popFirst().flatMap(Route.init(rawValue:)) })

    static func check<Code: OldCode>(_: Code.Type) throws {
        let flow = Flows.authentication
        #expect(
            Code.flow()
                == FlowReadings(
                    explorationLimit: Flow<AuthState, AuthEvent, AuthResult>.exploredStateLimit,
                    nodes: AuthState.allCases.map { flow.nodeDescription(for: $0) },
                    results: AuthState.allCases.map { flow.finishedResult(in: $0) }))
        #expect(Code.flow().explorationLimit == 10_000 && Code.flow().results == [nil, nil, nil, .registered])

        let link = try Code.link()
        let parsed = try DeepLink(parsing: "myapp://open/register?ref=mail&debug")
        #expect(link.link == parsed)
        #expect(link.scheme == "myapp" && parsed.linkScheme == "myapp")
        #expect(link.items == ["ref=mail", "debug=-"])
        #expect(
            link.changed.linkScheme == "other" && link.changed.query("x") == "1" && link.changed.query("ref") == nil)

        let resolved = try Code.resolver(Self.resolver, link: try DeepLink(parsing: "myapp://open/register/success"))
        #expect(resolved.graph == Self.resolver.flowGraph && resolved.root == "choose" && resolved.schemes == ["myapp"])
        #expect(resolved.routes == [.register, .success])
        #expect(resolved.stack == (try Self.resolver.stack(for: DeepLink(parsing: "myapp://open/register/success"))))
        #expect(resolved.stack == (try Self.resolver.stack(forRoutes: [.register, .success])))
        #expect(resolved.rejection == .unreachable(target: "success", from: "choose"))
    }

    @Test func theFlowForwardsGiveWhatTheirReplacementsGive() throws {
        try Self.check(ZeroSixCode.self)
    }
}
