import Switchyard
import Testing

struct RouteStackTests {
    @Test func pushAndPopReportWhatChanged() {
        var stack = RouteStack<ScreenRoute>()
        #expect(stack.routes.isEmpty && stack.routes.last == nil && stack.routes.count == 0)
        do {
            let change = stack.push(.b)
            #expect(change == NavigationChange(adding: [.b]))
        }
        do {
            let change = stack.push(.detail(1))
            #expect(change == NavigationChange(adding: [.detail(1)]))
        }
        #expect(stack.routes.last == .detail(1) && stack.routes.count == 2)
        do {
            let change = stack.pop()
            #expect(change == NavigationChange(removing: [.detail(1)]))
        }
        #expect(stack.routes == [.b])
        stack.pop()
        do {
            let change = stack.pop()
            #expect(change.containsNothing)
        }
        #expect(stack.description == "root")
    }

    @Test func popToRouteRemovesEverythingAboveItsTopmostOccurrence() {
        var stack = RouteStack<ScreenRoute>([.b, .detail(1), .b, .detail(2), .settings])
        do {
            let change = stack.pop(to: .b)
            #expect(change == NavigationChange(removing: [.settings, .detail(2)]))
        }
        #expect(stack.routes == [.b, .detail(1), .b])
        do {
            let change = stack.pop(to: .settings)
            #expect(change.containsNothing)
        }
        #expect(stack.routes == [.b, .detail(1), .b])
        do {
            let change = stack.pop(to: .b)
            #expect(change.containsNothing)
        }
    }

    @Test func popToRootEmptiesTheStack() {
        var stack = RouteStack<ScreenRoute>([.b, .settings])
        do {
            let change = stack.popToRoot()
            #expect(change == NavigationChange(removing: [.settings, .b]))
        }
        #expect(stack.routes.isEmpty)
        do {
            let change = stack.popToRoot()
            #expect(change.containsNothing)
        }
    }

    @Test func replaceKeepsTheCommonPrefix() {
        var stack = RouteStack<ScreenRoute>([.b, .detail(1), .settings])
        let change = stack.replace(with: [.b, .detail(2)])
        #expect(change == NavigationChange(removing: [.settings, .detail(1)], adding: [.detail(2)]))
        #expect(stack.routes == [.b, .detail(2)])
        do {
            let change = stack.replace(with: [.b, .detail(2)])
            #expect(change.containsNothing)
        }
        #expect(stack.description == "root → b → detail(2)")
    }

    @Test func isCodableAndHashable() throws {
        let stack = RouteStack<ScreenRoute>([.b, .detail(3)])
        #expect(Set([stack, stack, RouteStack()]).count == 2)
        #expect(stack.routes.contains(.detail(3)) && !stack.routes.contains(.settings))
    }
}
