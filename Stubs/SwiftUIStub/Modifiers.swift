// Declarations mirroring SwiftUI's, for type-checking on Linux only; see README.md.
// swift-format-ignore-file

public import Foundation

extension View {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubModifiedView() }

    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor @preconcurrency public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor @preconcurrency public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _StubModifiedView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StubModifiedView() }

    @_disfavoredOverload @MainActor @preconcurrency public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _StubModifiedView()
    }

    @MainActor @preconcurrency public func disabled(_ disabled: Bool) -> some View { _StubModifiedView() }

    @MainActor @preconcurrency public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _StubModifiedView()
    }

    @MainActor @preconcurrency public func tag<V: Hashable>(_ tag: V) -> some View { _StubModifiedView() }
}

extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        _StubModifiedView()
    }
}

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    @frozen @propertyWrapper public struct Binding {
        let location: Int
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
}

extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor @preconcurrency public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _StubModifiedView()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @preconcurrency public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _StubModifiedView()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    // Unlike the other stubs this one keeps its value, so that the documentation's recipe runs in a test.
    let storage: _SceneStorageBox<Value>
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(*, unavailable)
extension SceneStorage: Sendable {}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Data { storage = _SceneStorageBox(wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Data? { storage = _SceneStorageBox(nil) }
}

/// Where a stubbed `SceneStorage` keeps its value.
public final class _SceneStorageBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
