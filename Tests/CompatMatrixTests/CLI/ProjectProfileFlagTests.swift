import Foundation
import Testing

/// Issue 25: "Flags such as --from never drop what was read from the project." Run on the
/// built binary in a repository laid out as apps are (the Xcode project one folder down, the
/// sources beside it): the profile the sources show is kept however the range is given, and
/// from whichever folder of the repository the command runs.
@Suite struct ProjectProfileFlagTests {
  /// A repository whose UIKit app lives in `Shop/` (`Shop/Shop.xcodeproj`), as
  /// `Fixtures/projects/architecture/uikit` with a project file: its two files that own
  /// navigation are UIKit's.
  static func repository() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let app = folder.appendingPathComponent("Shop")
    try XcodeProjectFixture(
      name: "Shop", settings: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0"],
      targets: [.init(name: "Shop", folders: ["Coordinators", "Screens"], settings: [:])]
    ).write(in: app)
    let fixture = TestSupport.fixtures.appendingPathComponent("projects/architecture/uikit/Shop")
    for sub in ["Coordinators", "Screens"] {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(sub), to: app.appendingPathComponent(sub))
    }
    return folder
  }

  static let read = "UIKit navigation, read from the project's sources"

  @Test(arguments: [
    // Without a flag the range and the profile come from the project; with one, the profile
    // still does.
    (["upgrade", "--to", "17"], ""),
    (["upgrade", "--from", "16", "--to", "17"], ""),
    (["upgrade", "--from", "15", "--to", "17", "--max", "18"], ""),
    (["upgrade", "--from", "16", "--to", "17", "--format", "adr"], ""),
    (["resolve", "16-18", "--concern", "pop-to-root"], ""),
    (["resolve", "--min", "15", "--concern", "pop-to-root"], ""),
    (["advise", "--max", "18"], ""),
    // From a folder inside the app, the whole app is read, not the one folder.
    (["upgrade", "--from", "16", "--to", "17"], "Shop/Screens"),
    (["upgrade", "--to", "17"], "Shop/Screens"),
    (["resolve", "16-18", "--concern", "pop-to-root"], "Shop/Coordinators"),
  ])
  func theProjectsProfileIsKeptWhateverTheFlags(_ arguments: [String], _ subfolder: String)
    throws
  {
    let repository = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let folder = subfolder.isEmpty ? repository : repository.appendingPathComponent(subfolder)
    let result = try BinaryRunner.run(arguments, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(Self.read), "\(arguments) in \(subfolder): \(result.stdout)")
    #expect(!result.stdout.contains("assumed"), "\(result.stdout)")
  }

  /// `--framework` still decides, and a range given in a folder with no project anywhere is
  /// planned by the stated rule, which says there was nothing to read.
  @Test func theFlagDecidesAndNoProjectMeansTheRule() throws {
    let repository = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let flagged = try BinaryRunner.run(
      ["upgrade", "--from", "16", "--to", "17", "--framework", "swiftui"], in: repository)
    #expect(flagged.stdout.contains("SwiftUI navigation (--framework swiftui)"))
    let empty = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    try FileManager.default.createDirectory(
      at: empty.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let nothing = try BinaryRunner.run(["upgrade", "--from", "16", "--to", "17"], in: empty)
    #expect(nothing.status == 0, "\(nothing.stderr)")
    #expect(nothing.stdout.contains("SwiftUI navigation, assumed"), "\(nothing.stdout)")
  }
}
