// swift-tools-version: 5.9
// The code shared by the Alpha and Beta apps.
import PackageDescription

let package = Package(
  name: "SharedKit",
  platforms: [.iOS(.v14)],
  products: [.library(name: "SharedKit", targets: ["SharedKit"])],
  targets: [.target(name: "SharedKit")]
)
