/// How a destination is presented over the screen that presents it.
public enum PresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// A sheet (the presenting screen stays partly visible).
    case sheet
    /// A full-screen modal cover.
    case fullScreenCover
}

/// A destination together with the style it is presented in.
public struct Presented<Destination: Hashable & Sendable>: Sendable, Hashable {
    /// What is presented.
    public var destination: Destination
    /// How it is presented.
    public var style: PresentationStyle

    /// Creates a presented destination.
    /// - Parameters:
    ///   - destination: What is presented.
    ///   - style: How it is presented.
    public init(_ destination: Destination, style: PresentationStyle = .sheet) {
        self.destination = destination
        self.style = style
    }
}

extension Presented: Codable where Destination: Codable {}
