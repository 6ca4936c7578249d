import Foundation
import Testing

@testable import CompatMatrixLint
@testable import CompatMatrixRewrite
@testable import CompatMatrixSource
@testable import CompatMatrixWorkflows

/// `UpgradeWorkflow` and `LintWorkflow`'s fixes in an Xcode project with an iOS app, a watch app and a
/// widget extension (the pbxproj of `lint-projects/watch-shared`): each file is rewritten
/// for the targets that compile it.
@Suite struct RewritePerTargetTests {
  /// Files at the paths the project lists: App/ (iOS 16.0), Shared/ (iOS 16.0 and watchOS
  /// 9.0; PhoneOnly.swift iOS only), Watch/ (watchOS only), Stray/ (no target).
  static let before: [String: String] = [
    "App/RootView.swift": """
    func root() {
      if #available(iOS 16.0, *) {
        stack()
      } else {
        legacy()
      }
    }

    """,
    "Shared/Model.swift": """
    @available(iOS 16.0, watchOS 10.0, *)
    struct Reading {}

    @available(iOS 15.0, watchOS 9.0, *)
    struct Summary {}

    """,
    "Shared/PhoneOnly.swift": """
    @available(iOS 16.0, watchOS 10.0, *)
    struct PhoneReading {}

    """,
    "Watch/WatchHomeView.swift": """
    func home() {
      if #available(iOS 16.0, *) {
        modern()
      } else {
        legacy()
      }
    }

    @available(iOS 16.0, watchOS 10.0, *)
    struct WatchReading {}

    """,
    "Stray/Unlisted.swift": """
    @available(iOS 16.0, watchOS 10.0, *)
    struct Unlisted {}

    """,
  ]

  /// The project, with `before`'s files.
  static func project() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    let project = TestSupport.fixtures.appendingPathComponent(
      "lint-projects/watch-shared/Pulse.xcodeproj")
    try FileManager.default.copyItem(
      at: project, to: folder.appendingPathComponent("Pulse.xcodeproj"))
    try TestSupport.write(before, in: folder)
    return folder
  }

  static func contents(_ folder: URL, _ name: String) throws -> String {
    try TestSupport.contents(folder, name)
  }

  @Test func upgradeRewritesEachFileForItsTargetsPlatforms() throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    func upgrade(_ rewrite: RewriteMode) throws -> UpgradeWorkflow.Outcome {
      try WorkflowRun.upgrade(from: "15", to: "16", path: ".", rewrite: rewrite, in: folder)
    }
    let outcome = try upgrade(.written)
    #expect(outcome.status == .passed)
    #expect(
      try Self.contents(folder, "App/RootView.swift") == """
        func root() {
          stack()
        }

        """)
    // Built for watchOS too: only the iOS clause goes where the watch app's minimum (9.0)
    // does not satisfy the watchOS clause; where it does, the whole attribute goes.
    #expect(
      try Self.contents(folder, "Shared/Model.swift") == """
        @available(watchOS 10.0, *)
        struct Reading {}

        struct Summary {}

        """)
    // Built for iOS only: the watchOS clause says nothing, so the whole attribute goes.
    #expect(try Self.contents(folder, "Shared/PhoneOnly.swift") == "struct PhoneReading {}\n")
    // Built for watchOS only: an iOS raise leaves it alone.
    #expect(
      try Self.contents(folder, "Watch/WatchHomeView.swift")
        == Self.before["Watch/WatchHomeView.swift"])
    // No target lists it: other platforms' clauses are kept.
    #expect(
      try Self.contents(folder, "Stray/Unlisted.swift") == """
        @available(watchOS 10.0, *)
        struct Unlisted {}

        """)
    // The listing of dead checks leaves the watch-only file out too.
    let checks = try #require(outcome.scan).checks
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { !$0.file.contains("WatchHomeView") }, "\(checks)")
    #expect(try upgrade(.proposed).rewrite?.files.isEmpty == true)
  }

  @Test(.enabled(if: RewriteTestSupport.hasSwiftc, "swiftc is not on the PATH"))
  func lintFixRemovesClausesTheFilesTargetsSatisfy() throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try WorkflowRun.lint(folder, fixes: .written)
    #expect(outcome.status == .passed)
    // The watch app's minimum (9.0) satisfies `watchOS 9.0`, not `watchOS 10.0`.
    #expect(
      try Self.contents(folder, "Shared/Model.swift") == """
        @available(watchOS 10.0, *)
        struct Reading {}

        struct Summary {}

        """)
    #expect(
      try Self.contents(folder, "Watch/WatchHomeView.swift")
        == Self.before["Watch/WatchHomeView.swift"])
    var sources: [String: String] = [:]
    for name in Self.before.keys {
      sources[name.replacingOccurrences(of: "/", with: "-")] = try Self.contents(folder, name)
    }
    let errors = try RewriteTestSupport.parseErrors(sources)
    #expect(errors == nil, "\(errors ?? "")")
    #expect(try WorkflowRun.lint(folder, fixes: .checked).status == .passed)
  }
}
