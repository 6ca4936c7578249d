// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Split",
  platforms: [.iOS(.v15)],
  targets: [.target(name: "App"), .target(name: "Widget")]
)
