import Foundation
import Testing

/// `upgrade --path` and `lint` on small projects shaped as the public apps of the second
/// field test were (`docs/records/upgrade-field-test-2.md`): a target that also builds for
/// macOS, a local package with its own minimum, a macOS-rooted framework an iOS app links,
/// a tvOS extension, an intent extension, Mac Catalyst.
@Suite struct MultiPlatformProjectTests {
  typealias Target = XcodeProjectFixture.Target

  /// A folder with a repository root, a project and files.
  static func folder(_ project: XcodeProjectFixture?, _ files: [String: String]) throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try project?.write(in: folder)
    try TestSupport.write(files, in: folder)
    return folder
  }

  static let halfSheet = """
    struct MarkAsHalfSheet {
      func body() {
        if #available(macOS 13.0, iOS 16.0, *) {
          modern()
        } else {
          legacy()
        }
      }
    }

    @available(iOS 16.0, macOS 13.0, *)
    struct Previews {}

    @available(iOS 15.0, macOS 12.0, *)
    struct Old {}

    """

  /// kiwix@2023-12: one target, `SDKROOT = iphoneos` with `macosx` among its platforms.
  @Test func aTargetThatAlsoBuildsForMacOSKeepsItsMacOSClausesAndBranches() throws {
    let project = XcodeProjectFixture(
      name: "Kiwix", settings: [:],
      targets: [
        Target(
          name: "Kiwix", folders: ["Views"],
          settings: [
            "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
            "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "MACOSX_DEPLOYMENT_TARGET": "12.0",
          ])
      ])
    let folder = try Self.folder(project, ["Views/Sheet.swift": Self.halfSheet])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(
      ["upgrade", "--from", "15", "--to", "16", "--path", ".", "--apply"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try TestSupport.contents(folder, "Views/Sheet.swift") == """
        struct MarkAsHalfSheet {
          func body() {
            if #available(macOS 13.0, *) {
              modern()
            } else {
              legacy()
            }
          }
        }

        @available(macOS 13.0, *)
        struct Previews {}

        struct Old {}

        """)
    // The macOS build still runs the else branch: it is not listed as dead.
    #expect(!result.stdout.contains("else branch"), "\(result.stdout)")
    #expect(result.stdout.contains("(macOS 13.0 still applies)"), "\(result.stdout)")
  }

  /// mlem: the app goes to iOS 26, its local package stays at 18.
  @Test func aLocalPackageKeepsItsOwnMinimum() throws {
    let check = """
      func style() {
        if #available(iOS 26, *) {
          glass()
        } else {
          plain()
        }
      }

      """
    let project = XcodeProjectFixture(
      name: "Mlem", settings: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "18.0"],
      targets: [Target(name: "Mlem", folders: ["App"], settings: [:])])
    let folder = try Self.folder(
      project,
      [
        "App/Style.swift": check,
        "Packages/Views/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "Views", platforms: [.iOS(.v18)],
          targets: [.target(name: "Views")])

        """,
        "Packages/Views/Sources/Views/Style.swift": check,
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(
      ["upgrade", "--from", "18", "--to", "26", "--path", ".", "--apply"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try TestSupport.contents(folder, "App/Style.swift").contains("glass()\n}"))
    #expect(try TestSupport.contents(folder, "Packages/Views/Sources/Views/Style.swift") == check)
    #expect(
      result.stderr.contains("Packages/Views/Package.swift declares iOS 18.0"), "\(result.stderr)")
  }

  /// NetNewsWire@2020-07: a framework with `SDKROOT = macosx` whose platforms include
  /// `iphoneos`, beside a tvOS extension that inherits an iOS minimum.
  @Test func aMacOSRootedFrameworkIsLintedForIOSAndATVOSExtensionIsNot() throws {
    let project = XcodeProjectFixture(
      name: "App", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"],
      targets: [
        Target(name: "App", folders: ["iOS"], settings: ["SDKROOT": "iphoneos"]),
        Target(
          name: "Account", productType: "com.apple.product-type.framework",
          folders: ["Account"],
          settings: [
            "SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx iphoneos iphonesimulator",
            "MACOSX_DEPLOYMENT_TARGET": "10.15",
          ]),
        Target(
          name: "TopShelf", productType: "com.apple.product-type.tv-app-extension",
          folders: ["TV"], settings: ["SDKROOT": "appletvos", "TVOS_DEPLOYMENT_TARGET": "15.0"]),
      ])
    let redundant = "@available(iOS 13.0, macOS 10.15, *)\nstruct Feed {}\n"
    let folder = try Self.folder(
      project,
      [
        "iOS/App.swift": "struct App {}\n", "Account/Feed.swift": redundant,
        "TV/Shelf.swift": "@available(iOS 13.0, *)\nstruct Shelf {}\n",
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(["lint", "."], in: folder.path)
    #expect(result.stdout.contains("Account/Feed.swift:1:"), "\(result.stdout)")
    #expect(!result.stdout.contains("TV/Shelf.swift"), "\(result.stdout)")
    #expect(result.stderr.contains("1 Swift file compiled only for tvOS"), "\(result.stderr)")
  }

  /// owncloud: an intent extension's `iOSApplicationExtension` checks at its minimum.
  @Test func anExtensionNameIsJudgedInTheExtension() throws {
    let project = XcodeProjectFixture(
      name: "App", settings: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.4"],
      targets: [
        Target(
          name: "Intents", productType: "com.apple.product-type.app-extension",
          folders: ["Intents"], settings: [:])
      ])
    let folder = try Self.folder(
      project,
      [
        "Intents/Handler.swift": """
        @available(iOSApplicationExtension 14.0, *)
        final class Handler {}

        @available(iOSApplicationExtension 16.0, *)
        final class Newer {}

        """
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lint = CLIRunner.run(["lint", "."], in: folder.path)
    #expect(lint.stdout.contains("Intents/Handler.swift:1:"), "\(lint.stdout)")
    #expect(!lint.stdout.contains("Intents/Handler.swift:4:"), "\(lint.stdout)")
    let upgrade = CLIRunner.run(
      ["upgrade", "--from", "14", "--to", "15.4", "--path", ".", "--apply"], in: folder.path)
    #expect(upgrade.status == 0, "\(upgrade.stderr)")
    #expect(
      try TestSupport.contents(folder, "Intents/Handler.swift") == """
        final class Handler {}

        @available(iOSApplicationExtension 16.0, *)
        final class Newer {}

        """)
  }

  /// damus: Mac Catalyst, whose minimum a macOS deployment target may hold below iOS's.
  @Test(arguments: [
    ([String: String](), true), (["MACOSX_DEPLOYMENT_TARGET": "11.0"], false),
  ])
  func macCatalystKeepsTheIOSChecksItStillNeeds(_ settings: [String: String], _ removed: Bool)
    throws
  {
    let project = XcodeProjectFixture(
      name: "Damus", settings: settings,
      targets: [
        Target(
          name: "Damus", folders: ["App"],
          settings: [
            "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
            "SUPPORTS_MACCATALYST": "YES",
          ])
      ])
    let source = "func run() {\n  if #available(iOS 15, *) {\n    modern()\n  }\n}\n"
    let folder = try Self.folder(project, ["App/Run.swift": source])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(
      ["upgrade", "--from", "16", "--to", "17", "--path", ".", "--apply"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    let after = try TestSupport.contents(folder, "App/Run.swift")
    #expect((after == "func run() {\n  modern()\n}\n") == removed, "\(after)")
    #expect((after == source) == !removed, "\(after)")
    // The run says which Catalyst build holds the checks back.
    #expect(
      result.stderr.contains("builds for Mac Catalyst from 14.0 at the lowest") == !removed,
      "\(result.stderr)")
  }
}
