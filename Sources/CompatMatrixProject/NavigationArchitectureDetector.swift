import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a project's Swift sources and storyboards and tells which navigation profile the app
/// uses, with what it weighed in one line: "SwiftUI navigation: 60 of 61 files that own
/// navigation are SwiftUI's; UIKit's 1 (2 %, within the 20 % margin) are a shell around them;
/// …".
///
/// A file owns SwiftUI navigation when it uses a SwiftUI container as a view
/// (`NavigationStack`, `NavigationView`, `NavigationSplitView`, `TabView`) or pushes onto one
/// (`NavigationLink`, `.navigationDestination`); it owns UIKit navigation when it creates or
/// subclasses a UIKit container (`UINavigationController`, `UITabBarController`,
/// `UISplitViewController`) or pushes onto one (`pushViewController`, `setViewControllers`,
/// `showDetailViewController`); storyboards with one of those scenes or a push segue own UIKit
/// navigation too. `OwnershipVerdict` weighs the two and says what the hosting controllers
/// decide. Test targets, previews' folders and dependencies (`Pods`, `Carthage`, `.build`,
/// checkouts) are not read. Files are grouped by target (`Sources/<target>/` in a package,
/// the top folder in an app), and targets that disagree are named.
///
/// Fast on large projects: a byte-level pass looks for the names before a file is
/// tokenized, and most files never are.
package enum NavigationArchitectureDetector {
  /// Folders whose names end so hold tests, not the app.
  static let testSuffixes = ["Tests", "Test", "Specs"]

  /// The profile of the project at `path` (a folder, or a `Package.swift`, `.xcodeproj`,
  /// `project.pbxproj` or `.xcconfig` inside one); `nil` when its sources show no navigation
  /// container at all, or it cannot be read.
  package static func detect(projectAt path: String) -> DetectedArchitecture? {
    folder(ofProject: path).flatMap(detect(inFolder:))
  }

  /// The folder whose sources show the profile of the project at `path` (a folder, or a
  /// `Package.swift`, `.xcodeproj`, `project.pbxproj` or `.xcconfig` inside one); `nil` when
  /// nothing is there.
  package static func folder(ofProject path: String) -> String? {
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    guard let kind = FileKind.at(folder.path) else { return nil }
    if kind != .directory || folder.pathExtension == "xcodeproj" {
      folder.deleteLastPathComponent()
      if folder.pathExtension == "xcodeproj" { folder.deleteLastPathComponent() }
    }
    return folder.path
  }

  /// The profile shown by the sources below a folder.
  package static func detect(inFolder folder: String) -> DetectedArchitecture? {
    let walker = SourceWalker(
      roots: [folder], base: folder,
      exclude: testSuffixes.map { PathGlob("*\($0)") } + [PathGlob(PreviewContentFolder.name)],
      extensions: ["swift", "storyboard"])
    guard let files = try? walker.walk().files else { return nil }
    var targets: [String: ArchitectureCounts] = [:]
    for file in files {
      if isStoryboard(file.path) {
        guard let bytes = try? RegularFile.read(file.path, upTo: SourceReader.fileSizeLimit)
        else { continue }
        targets[target(of: file.display), default: ArchitectureCounts()].addStoryboard(
          storyboardContainers(bytes))
        continue
      }
      guard case .success(let bytes) = SourceReader.read(file.path) else { continue }
      let scan = NavigationOwnerScan(bytes: bytes)
      targets[target(of: file.display), default: ArchitectureCounts()].add(scan)
    }
    return architecture(of: targets)
  }

  /// The profile that per-target counts show; `nil` when no file uses a navigation
  /// container.
  package static func architecture(of targets: [String: ArchitectureCounts])
    -> DetectedArchitecture?
  {
    let total = targets.values.reduce(into: ArchitectureCounts()) { $0.merge($1) }
    guard let verdict = total.verdict else { return nil }
    let perTarget = targets.keys.sorted().compactMap { name -> TargetArchitecture? in
      // The key came from the dictionary.
      let counts = targets[name]!
      return counts.profile.map { TargetArchitecture(name: name, profile: $0, counts: counts) }
    }
    return DetectedArchitecture(verdict: verdict, targets: perTarget)
  }

  /// Whether a file, by its path relative to the project's folder, counts for the profile:
  /// not in a test folder (`…Tests`, `…Test`, `…Specs`) or `Preview Content`, the folders
  /// `detect(inFolder:)` leaves out.
  package static func counts(_ relative: String) -> Bool {
    let folders = relative.split(separator: "/").dropLast()
    return !PreviewContentFolder.contains(relative)
      && !folders.contains { folder in testSuffixes.contains { folder.hasSuffix($0) } }
  }

  /// Whether a path names a storyboard.
  package static func isStoryboard(_ path: String) -> Bool {
    path.hasSuffix(".storyboard")
  }

  /// The target a file belongs to: `<target>` of the first `Sources/<target>/…` in its path
  /// (a package's target, local packages' too), else its top folder; `.` for files at the
  /// top.
  package static func target(of path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    if let sources = parts.dropLast(2).firstIndex(of: "Sources") { return parts[sources + 1] }
    return parts.count > 1 ? parts[0] : "."
  }

  /// The UIKit navigation a storyboard holds: its `<navigationController …>` scenes and the
  /// like, and whether a `show`, `showDetail` or `push` segue pushes a screen; none for a
  /// macOS storyboard (`targetRuntime="MacOSX.Cocoa"`), whose scenes are AppKit's.
  package static func storyboardContainers(_ bytes: [UInt8]) -> StoryboardNavigation {
    if ByteSearch.contains(bytes, Array(#"targetRuntime="MacOSX"#.utf8)) {
      return StoryboardNavigation(containers: [], pushes: false)
    }
    let elements = [
      "navigationController": "UINavigationController",
      "tabBarController": "UITabBarController",
      "splitViewController": "UISplitViewController",
    ]
    return StoryboardNavigation(
      containers: Set(
        elements.filter { ByteSearch.contains(bytes, Array("<\($0.key) ".utf8)) }.map(\.value)),
      pushes: ["kind=\"show", "kind=\"push\""].contains {
        ByteSearch.contains(bytes, Array($0.utf8))
      })
  }
}
