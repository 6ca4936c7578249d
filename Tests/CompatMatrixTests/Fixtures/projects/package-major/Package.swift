// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "RouteKit",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .macCatalyst(.v15),
    .watchOS(.v8),
  ],
  products: [
    .library(name: "RouteKit", targets: ["RouteKit"])
  ],
  targets: [
    .target(
      name: "RouteKit",
      swiftSettings: [.define("ROUTEKIT_UIKIT", .when(platforms: [.iOS, .macCatalyst]))]
    ),
    .testTarget(name: "RouteKitTests", dependencies: ["RouteKit"]),
  ]
)
