// swift-tools-version: 5.9
import PackageDescription

// iOS 12, below the data's first release: the range starts at the data's, and each file's
// checks are judged at 12.0.
let package = Package(
  name: "Old",
  platforms: [.iOS(.v12)],
  targets: [.target(name: "Kit")]
)
