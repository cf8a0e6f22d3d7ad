// swift-tools-version: 6.2

// The runtime and its tests alone, for the thread-sanitizer pass of `.ci/run`: the sources are the repository's own
// (symbolic links), so this builds in seconds instead of rebuilding every example under the sanitizer.
import PackageDescription

let package = Package(
    name: "SwitchyardThreadSanitizer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    targets: [
        .target(name: "Switchyard"),
        .testTarget(name: "SwitchyardTests", dependencies: ["Switchyard"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
