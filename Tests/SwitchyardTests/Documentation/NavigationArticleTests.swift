import Switchyard
import Testing

/// The snippets of the DocC article *Navigation as state*, as written there (the README's Navigation section
/// shows `ShopState`, `ShopEvent` and `shop` as they are here).
enum NavigationArticle {
    enum ShopRoute: Hashable, Sendable { case product(id: Int), reviews(productID: Int) }
    enum ShopSheet: Hashable, Sendable { case cart }
    enum ShopAlert: AlertKind {
        case outOfStock, networkError
        var alertState: AlertState<ShopEvent> {
            switch self {
            case .outOfStock: AlertState(title: "Out of stock", buttons: [.cancel("OK")])
            case .networkError:
                AlertState(title: "Network error", buttons: [.cancel("OK"), .default("Retry", event: .retry)])
            }
        }
    }

    struct ShopState: Hashable, Sendable {
        var navigation = NavigationState<ShopRoute, ShopSheet, ShopAlert>()
        var cart: [Int] = []
    }
    enum ShopEvent: Hashable, Sendable {
        case navigation(NavigationEvent<ShopRoute, ShopSheet, ShopAlert>)
        case addToCart(Int)
        case retry
    }

    static let shop = Machine<ShopState, ShopEvent>.reducer(initial: ShopState()) { state, event in
        switch event {
        case .navigation(let request): state.navigation.apply(request)  // the whole navigation "reducer"
        case .addToCart(let id): state.cart.append(id)
        case .retry: break
        }
        return .none
    }

    enum Screen: Hashable, Sendable { case home, product, reviews }
    enum ScreenEvent: Hashable, Sendable { case showProduct, showReviews }
    static let screens = Machine<Screen, ScreenEvent>.table(
        initial: .home,
        rules: [
            .from(.home, on: .showProduct, to: .product),
            .from(.product, on: .showReviews, to: .reviews),
        ])
    static let resolver = DeepLinkResolver<ShopRoute>(
        graph: screens.graph(name: "shop"), root: "home", schemes: ["shop"],
        node: { route in
            switch route {
            case .product: "product"
            case .reviews: "reviews"
            }
        },
        route: { components, _ in  // consume what one route needs
            let name = components.popFirst()
            guard let id = components.popFirst().flatMap({ Int($0) }) else { return nil }
            switch name {
            case "product": return .product(id: id)
            case "reviews": return .reviews(productID: id)
            default: return nil
            }
        })
}

@MainActor
@Suite
struct NavigationArticleTests {
    typealias Article = NavigationArticle

    @Test func theRouterChangesTheStackTheSheetAndTheAlertAsTheCommentsSay() throws {
        let store = Store(machine: Article.shop)
        let router = store.router(for: \.navigation, event: Article.ShopEvent.navigation)
        router.send(.push(.product(id: 1)))
        #expect(store.state.navigation.stack.routes == [.product(id: 1)])
        #expect("\(store.state.navigation.stack)" == "root → product(id: 1)")
        router.send(.present(.cart, .sheet))
        #expect(store.state.navigation.presentation.chain == [Presented(.cart, style: .sheet)])
        router.send(.showAlert(.networkError))
        #expect(store.state.navigation.alert == .networkError)
        #expect(router.state.alert?.alertState.event(forButtonTitled: "Retry") == .retry)
        router.send(.dismissAlert)
        #expect(store.state.navigation.alert == nil)
        #expect(store.state.navigation.applying(.pop)?.stack.routes == [])
        #expect(NavigationState<Article.ShopRoute, Never, Never>().applying(.pop) == nil)
    }

    @Test func aDeepLinkBecomesTheStackOrIsRefused() throws {
        let store = Store(machine: Article.shop)
        let router = store.router(for: \.navigation, event: Article.ShopEvent.navigation)
        let stack = try Article.resolver.stack(for: DeepLink(parsing: "shop://open/product/3/reviews/3"))
        #expect(stack.routes == [.product(id: 3), .reviews(productID: 3)])
        router.send(.replaceStack(stack.routes))
        #expect(store.state.navigation.stack == stack)
        #expect(throws: DeepLinkRejection.unreachable(target: "reviews(productID: 3)", from: "home")) {
            try Article.resolver.stack(for: DeepLink(parsing: "shop://open/reviews/3"))
        }
    }
}
