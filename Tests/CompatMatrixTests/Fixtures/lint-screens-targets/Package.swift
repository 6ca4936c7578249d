// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Screens",
  platforms: [.iOS(.v16), .watchOS(.v9)],
  targets: [
    .target(name: "SharedUI"),
    .target(name: "PhoneUI", dependencies: ["SharedUI"]),
    .target(name: "WatchUI"),
  ]
)
