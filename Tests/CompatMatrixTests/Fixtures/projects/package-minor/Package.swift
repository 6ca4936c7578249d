// swift-tools-version: 5.9
// swift-format-ignore-file
// Releases before 3.0 supported .iOS(.v12); see CHANGELOG.md.
import PackageDescription

/* Until 2.4 the list was:
     platforms: [.iOS(.v12), /* briefly .iOS(.v11) */ .macOS(.v10_13)]
*/
let legacyNote = "platforms: [.iOS(.v12)] is no longer supported"
let banner = """
  let package = Package(name: "Decoy", platforms: [.iOS(.v12)])
  """
let pattern = #"\.iOS\(\.v12\)"#
let interpolated = "built for \(legacyNote.contains(".iOS(.v12)") ? "old" : "new") devices"

let package = Package(
  name: "NavigationShell",
  defaultLocalization: "en",
  platforms: [
    .iOS("15.4"),  // not .iOS(.v12) any more
    .macOS(.v10_15),
    .tvOS("\(15).0"),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "NavigationShell", targets: ["NavigationShell"])
  ],
  targets: [
    .target(
      name: "NavigationShell",
      swiftSettings: [.define("SHELL_LEGACY_BAR", .when(platforms: [.iOS]))]
    ),
    .testTarget(name: "NavigationShellTests", dependencies: ["NavigationShell"]),
  ]
)
