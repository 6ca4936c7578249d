import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixSDK

/// Files of an SDK that cannot be read (a Git LFS pointer, a file cut short, a file the SDK
/// should have): each is named once, and the records it could declare are not checked rather
/// than `not-found`. Each case breaks a copy of the 18.0 fixture.
@Suite struct SDKFileProblemTests {
  private static let swiftUI =
    "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"
    + "arm64e-apple-ios.swiftinterface"
  private static let swiftUICore =
    "System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule"
  private static let headers = "System/Library/Frameworks/UIKit.framework/Headers"

  /// A way to break the fixture, what it should say, and a record it leaves unchecked.
  struct Breakage: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let reason: String
    let unchecked: String
    let apply: @Sendable (URL) throws -> Void
    var testDescription: String { name }
  }

  static let lfsPointer =
    "version https://git-lfs.github.com/spec/v1\n"
    + "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\n"
    + "size 1967116\n"

  static let breakages = [
    Breakage(
      name: "a Git LFS pointer", file: swiftUI, reason: "lfs-pointer",
      unchecked: "fixture-navigation-stack"
    ) { root in
      try Data(lfsPointer.utf8).write(to: root.appendingPathComponent(swiftUI))
    },
    Breakage(
      name: "an interface cut short", file: swiftUI, reason: "truncated",
      unchecked: "fixture-tab"
    ) { root in
      let url = root.appendingPathComponent(swiftUI)
      let text = try String(contentsOf: url, encoding: .utf8)
      // Inside `ToolbarItemPlacement`, before `Tab` is declared.
      let cut = try #require(text.firstRange(ofText: "  @available(iOS 14.0, tvOS 14.0, watchOS"))
      try Data(text[..<cut.lowerBound].utf8).write(to: url)
    },
    Breakage(
      name: "not an interface", file: swiftUI, reason: "not-an-interface",
      unchecked: "fixture-navigation-stack"
    ) { root in
      try Data("<!DOCTYPE html>\n<title>404</title>\n".utf8).write(
        to: root.appendingPathComponent(swiftUI))
    },
    Breakage(
      name: "SwiftUICore's interface missing", file: swiftUICore + "/*.swiftinterface",
      reason: "missing", unchecked: "fixture-offset"
    ) { root in
      try FileManager.default.removeItem(
        at: root.appendingPathComponent(swiftUICore + "/arm64e-apple-ios.swiftinterface"))
      // A dump that lost the file keeps its documentation.
      try Data().write(to: root.appendingPathComponent(swiftUICore + "/arm64e-apple-ios.swiftdoc"))
    },
    Breakage(
      name: "a header the umbrella imports missing", file: headers + "/UINavigationItem.h",
      reason: "missing", unchecked: "fixture-back-button-title"
    ) { root in
      try FileManager.default.removeItem(
        at: root.appendingPathComponent(headers + "/UINavigationItem.h"))
    },
    Breakage(
      name: "a header cut short", file: headers + "/UINavigationItem.h", reason: "truncated",
      unchecked: "fixture-prompt"
    ) { root in
      let url = root.appendingPathComponent(headers + "/UINavigationItem.h")
      let text = try String(contentsOf: url, encoding: .utf8)
      let cut = try #require(
        text.firstRange(ofText: "@property (nonatomic, readwrite, copy, nullable) NSString *prompt")
      )
      try Data(text[..<cut.lowerBound].utf8).write(to: url)
    },
    Breakage(
      name: "the umbrella header missing", file: headers + "/UIKit.h", reason: "missing",
      unchecked: "fixture-push-view-controller"
    ) { root in
      try FileManager.default.removeItem(at: root.appendingPathComponent(headers + "/UIKit.h"))
      try FileManager.default.removeItem(
        at: root.appendingPathComponent(headers + "/UINavigationController.h"))
    },
  ]

  /// A copy of the 18.0 fixture, broken, in a temporary folder.
  private func broken(_ breakage: Breakage) throws -> (URL, SDKFolder) {
    let root = try TestSupport.temporaryDirectory()
    let sdk = root.appendingPathComponent("iPhoneOS18.0.sdk")
    try FileManager.default.copyItem(
      at: TestSupport.fixtures.appendingPathComponent("sdk/iPhoneOS18.0.sdk"), to: sdk)
    try breakage.apply(sdk)
    return (root, try SDKFolder(path: sdk.path, displayName: "iPhoneOS18.0.sdk"))
  }

  @Test(arguments: breakages)
  func theFileIsNamedOnceAndItsRecordsAreNotChecked(_ breakage: Breakage) throws {
    let (root, folder) = try broken(breakage)
    defer { try? FileManager.default.removeItem(at: root) }
    let contents = try SDKContents(reading: folder)
    #expect(contents.problems.map(\.file) == [breakage.file])
    #expect(contents.problems.map(\.reasonName) == [breakage.reason])
    let report = try SDKVerifier(
      matrix: try SDKTestSupport.matrix(team: "team"), recordsIn: "team"
    ).verify([folder])
    #expect(report.problems == [contents.problems])
    let finding = try #require(
      report.records.first { $0.record.id == breakage.unchecked }?.combined)
    #expect(finding.verdict == .unreadable)
    #expect(finding.note?.contains(breakage.file) == true)
    // Nothing the broken file could declare is held against the data.
    #expect(!report.hasFailures)
    let text = SDKVerificationText(report: report)
    let count = report.uncheckedRecords(forSDK: 0, contents.problems[0])
    #expect(count > 0)
    #expect(
      text.problemLines == [
        "iPhoneOS18.0.sdk/\(breakage.file) cannot be read: \(contents.problems[0].explanation); "
          + "\(count) \(count == 1 ? "record" : "records") not checked"
      ])
    #expect(text.summary.hasSuffix(" (\(count) unreadable interface)"))
  }

  @Test func aWholeSDKReportsNoProblem() throws {
    for name in ["iPhoneOS16.4.sdk", "iPhoneOS18.0.sdk", "iPhoneOS26.0.sdk", "iPhoneOS27.0.sdk"] {
      #expect(try SDKContents(reading: SDKTestSupport.sdk(name)).problems.isEmpty, "\(name)")
    }
  }

  @Test func anotherSDKThatDeclaresTheRecordStillAgrees() throws {
    let (root, folder) = try broken(Self.breakages[0])
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try SDKVerifier(
      matrix: try SDKTestSupport.matrix(team: "team"), recordsIn: "team"
    ).verify([folder, try SDKTestSupport.sdk("iPhoneOS16.4.sdk")])
    let stack = try #require(report.records.first { $0.record.id == "fixture-navigation-stack" })
    #expect(stack.combined?.verdict == .agrees)
    #expect(stack.findings.map { $0?.verdict } == [.agrees, .unreadable])
    // Only the broken SDK could tell about an iOS 18 record: it is not checked.
    let tab = try #require(report.records.first { $0.record.id == "fixture-tab" })
    #expect(tab.findings.map { $0?.verdict } == [.absent, .unreadable])
    #expect(tab.combined?.verdict == .unreadable)
  }

  @Test func aDiffDoesNotCompareWhatCannotBeRead() throws {
    let (root, folder) = try broken(Self.breakages[0])
    defer { try? FileManager.default.removeItem(at: root) }
    let diff = SDKDiff(
      old: try SDKContents(reading: SDKTestSupport.sdk("iPhoneOS16.4.sdk")),
      new: try SDKContents(reading: folder), matrix: try SDKTestSupport.matrix(team: "team"))
    #expect(
      diff.uncompared == [
        "SwiftUI's interface: iPhoneOS18.0.sdk/\(Self.swiftUI): "
          + "a Git LFS pointer, not the file (the dump never fetched it)"
      ])
    #expect(diff.changes.allSatisfy { $0.declaration.framework == "UIKit" })
    #expect(!diff.changes.contains { $0.kind == .removed && $0.declaration.framework != "UIKit" })
  }

  @Test func aDiffWithAPartialHeaderFolderComparesTheHeadersBothHold() throws {
    let (root, folder) = try broken(Self.breakages[6])
    defer { try? FileManager.default.removeItem(at: root) }
    let diff = SDKDiff(
      old: try SDKContents(reading: SDKTestSupport.sdk("iPhoneOS18.0.sdk")),
      new: try SDKContents(reading: folder), matrix: try SDKTestSupport.matrix(team: "team"))
    // UINavigationController.h is gone from the new one: not a removal.
    #expect(
      !diff.changes.contains { $0.declaration.location.file.hasSuffix("UINavigationController.h") })
    #expect(diff.changes.isEmpty)
    #expect(diff.problems.map(\.problem.file) == [Self.headers + "/UIKit.h"])
  }
}
