// Declarations mirroring SwiftUI's, for type-checking on Linux only; see README.md.
// swift-format-ignore-file

@frozen public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cancel = ButtonRole()
}

@MainActor @preconcurrency public struct Button<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

@MainActor @preconcurrency public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }
}

@MainActor @preconcurrency public struct TextField<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
}

extension TextField where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

@MainActor @preconcurrency public struct SecureField<Label: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

@MainActor @preconcurrency public struct Form<Content: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

@MainActor @preconcurrency public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never, Label == Text {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
