import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixProject
@testable import CompatMatrixSource

/// Which targets compile each file, and for which platforms and minimums: Xcode targets with
/// sources build phases and synchronized folders with their exceptions, and package targets.
@Suite struct SourceTargetsTests {
  static let project = TestSupport.fixtures.appendingPathComponent(
    "lint-projects/watch-shared")

  static let targets = SourceTargets.read(
    projects: [project.appendingPathComponent("Pulse.xcodeproj")], root: project)

  /// Each file's targets and platforms: `Pulse, PulseWatch: iOS 16.0, watchOS 9.0`.
  static func describe(_ file: String) -> String {
    let platforms = targets.platforms(
      ofFile: project.appendingPathComponent(file).standardizedFileURL.path)
    guard platforms.isKnown else { return "unknown" }
    let list = platforms.platforms.keys.sorted().map { platform in
      "\(platform) \(platforms.minimum(for: platform).map { "\($0)" } ?? "?")"
    }
    return platforms.targets.joined(separator: ", ") + ": " + list.joined(separator: ", ")
  }

  @Test(arguments: [
    // The sources build phase of the iOS app.
    ("App/RootView.swift", "Pulse: iOS 16.0"),
    // A synchronized folder the iOS app and the watch app list.
    ("Shared/Model.swift", "Pulse, PulseWatch: iOS 16.0, watchOS 9.0"),
    // The watch app's exception leaves this file out of it.
    ("Shared/PhoneOnly.swift", "Pulse: iOS 16.0"),
    // The widgets' exception adds this file to them, though they do not list the folder.
    ("Shared/Formatting.swift", "Pulse, PulseWatch, PulseWidgets: iOS 16.0, watchOS 9.0"),
    ("Watch/WatchHomeView.swift", "PulseWatch: watchOS 9.0"),
    // The widgets' own minimum.
    ("Widgets/Widget.swift", "PulseWidgets: iOS 17.0"),
    // A test target inherits the project's SDK and minimum.
    ("Tests/RootViewTests.swift", "PulseTests: iOS 16.0"),
    ("Stray/Unlisted.swift", "unknown"),
  ])
  func filesKnowTheirTargets(file: String, expected: String) {
    #expect(Self.describe(file) == expected)
  }

  @Test func iOSRulesApplyOnlyToFilesAnIOSTargetBuilds() {
    let path = { (file: String) in Self.project.appendingPathComponent(file).path }
    #expect(
      Self.targets.platforms(ofFile: path("Watch/WatchHomeView.swift")).builds(for: .iOS) == false)
    #expect(Self.targets.platforms(ofFile: path("Shared/Model.swift")).builds(for: .iOS) == true)
    #expect(Self.targets.platforms(ofFile: path("Stray/Unlisted.swift")).builds(for: .iOS) == nil)
    #expect(Self.targets.notes.isEmpty)
  }

  /// A package's targets: their folders by `path:` or SwiftPM's default, `exclude:` and
  /// `sources:`, and the platforms of `platforms:` with the others at an unknown minimum.
  @Test func packageTargetsHaveFoldersAndPlatforms() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["Sources/Kit/Legacy", "Sources/Kit/Views", "Modules/UI", "Tests/KitTests"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Kit",
        platforms: [.iOS(.v15), .watchOS("8.4")],
        targets: [
          .target(name: "Kit", exclude: ["Legacy"]),
          .target(name: "UI", path: "Modules/UI", sources: ["Screens"]),
          .testTarget(name: "KitTests", dependencies: ["Kit"]),
          .macro(name: "KitMacros", path: "Sources/Kit/Views"),
        ]
      )
      """
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    let targets = SourceTargets.read(
      projects: [root.appendingPathComponent("Package.swift")], root: root)
    #expect(targets.targets.map(\.name) == ["Kit", "UI", "KitTests", "KitMacros"])
    func platforms(_ file: String) -> FilePlatforms {
      targets.platforms(ofFile: root.appendingPathComponent(file).path)
    }
    #expect(platforms("Sources/Kit/Model.swift").minimum(for: .iOS) == OSVersion(15))
    #expect(platforms("Sources/Kit/Model.swift").minimum(for: .watchOS) == OSVersion("8.4"))
    // Not listed in `platforms:`: built with SwiftPM's default minimum, which is not guessed.
    #expect(platforms("Sources/Kit/Model.swift").builds(for: .tvOS) == true)
    #expect(platforms("Sources/Kit/Model.swift").minimum(for: .tvOS) == nil)
    #expect(!platforms("Sources/Kit/Legacy/Old.swift").targets.contains("Kit"))
    #expect(platforms("Modules/UI/Screens/Home.swift").targets == ["UI"])
    #expect(!platforms("Modules/UI/Support/Helper.swift").isKnown)
    #expect(platforms("Tests/KitTests/KitTests.swift").targets == ["KitTests"])
    // A macro runs on the Mac that builds.
    #expect(platforms("Sources/Kit/Views/Macro.swift").targets.sorted() == ["Kit", "KitMacros"])
    #expect(
      targets.targets.first { $0.name == "KitMacros" }?.platforms.keys.sorted() == [.macOS])
  }

  /// One call answers "which platforms and minimums apply to this file" from the file's
  /// path alone, finding the project above it, as a rewriter needs.
  @Test func oneCallFindsTheProjectAndTheFilesPlatforms() throws {
    let repo = try ProjectDiscoveryTests.repository("watch-shared")
    defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
    let file = repo.appendingPathComponent("Shared/Model.swift").standardizedFileURL.path
    let targets = SourceTargets.discover(for: ["Shared/Model.swift"], base: repo.path)
    let platforms = targets.platforms(ofFile: file)
    #expect(platforms.targets == ["Pulse", "PulseWatch"])
    #expect(platforms.minimum(for: .iOS) == OSVersion(16))
    #expect(platforms.minimum(for: .watchOS) == OSVersion(9))
  }

  /// A project that cannot be read is noted, not fatal: its files are of no known target.
  @Test func anUnreadableProjectIsNoted() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("Broken.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data("{ objects = ".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
    let targets = SourceTargets.read(projects: [project], root: root)
    #expect(targets.targets.isEmpty)
    #expect(targets.notes.count == 1)
    #expect(targets.notes.first?.contains("Broken.xcodeproj/project.pbxproj") == true)
  }
}

/// Projects are written on a Mac, whose file system ignores letter case: an include or a base
/// configuration named in another case is the file with that name in any case.
@Suite struct LetterCaseTests {
  @Test func anIncludeInAnotherCaseIsFound() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("#include \"version.public.xcconfig\"\n".utf8).write(
      to: root.appendingPathComponent("App.xcconfig"))
    try Data("IPHONEOS_DEPLOYMENT_TARGET = 15.4\n".utf8).write(
      to: root.appendingPathComponent("Version.Public.xcconfig"))
    let detected = try ProjectDetector.detect(
      at: root.appendingPathComponent("App.xcconfig").path, platform: .iOS)
    #expect(detected?.minimum == OSVersion("15.4"))
    #expect(detected?.file == "Version.Public.xcconfig")
  }
}

/// Finding the project and configuration files from a path, as SwiftLint and ESLint do.
@Suite struct ProjectDiscoveryTests {
  /// A copy of a fixture in a temporary repository (a `.git` folder at its root).
  static func repository(_ fixture: String) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    let copy = root.appendingPathComponent("repo")
    try FileManager.default.copyItem(
      at: TestSupport.fixtures.appendingPathComponent("lint-projects/\(fixture)"), to: copy)
    try FileManager.default.createDirectory(
      at: copy.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return copy
  }

  @Test func aProjectOneFolderDownIsFoundFromTheRoot() throws {
    let repo = try Self.repository("nested")
    defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
    let found = ProjectDiscovery.discover(from: repo.path, configurationName: ".compat-matrix.json")
    #expect(found.projectFolder?.lastPathComponent == "MyApp")
    #expect(found.placement == .below("MyApp"))
    #expect(found.placementText == "found in MyApp/, one folder down")
    #expect(found.repositoryRoot?.path == repo.standardizedFileURL.path)
    #expect(found.configurationFiles.map(\.lastPathComponent) == [".compat-matrix.json"])
  }

  @Test func aProjectAboveIsFoundFromASubfolderWithEveryConfigurationOnTheWay() throws {
    let repo = try Self.repository("nested")
    defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
    let legacy = repo.appendingPathComponent("MyApp/Sources/Legacy")
    let found = ProjectDiscovery.discover(
      from: legacy.appendingPathComponent("Old.swift").path,
      configurationName: ".compat-matrix.json")
    #expect(found.placement == .above(levels: 2))
    #expect(found.projectFolder?.lastPathComponent == "MyApp")
    // Outermost first: the repository's, then the subtree's.
    #expect(
      found.configurationFiles.map { $0.deletingLastPathComponent().lastPathComponent } == [
        "repo", "Legacy",
      ])
  }
}
