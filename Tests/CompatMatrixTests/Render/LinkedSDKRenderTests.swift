import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// Golden tests of what plans, `show` and the docs say about the SDK an app is built with, on
/// the fixture base with one strategy whose limitation applies to apps built with the iOS 16
/// SDK or later.
@Suite struct LinkedSDKRenderTests {
  static func matrix() throws -> Matrix {
    try TestSupport.baseMatrix(adding: [
      LinkedSDKTests.file([LinkedSDKTests.entry(from: "16.0", sdk: "16.0")])
    ])
  }

  static func report(sdk: OSVersion?) throws -> ResolutionReport {
    let matrix = try matrix()
    let range = try matrix.resolve(RangeExpression.parse("15-26"), on: .iOS)
    let concern = try #require(matrix.concern(id: "sdk-concern"))
    var report = ResolutionReport(
      range: range, source: .expression,
      plans: [Resolver(matrix: matrix, sdk: sdk).plan(for: concern, in: range)])
    report.sdk = sdk
    return report
  }

  @Test(arguments: [
    (OSVersion(15), OutputFormat.text, "resolve/sdk-older.txt"),
    (OSVersion(15), .markdown, "resolve/sdk-older.md"),
    (OSVersion(15), .json, "resolve/sdk-older.json"),
    (OSVersion(16), .text, "resolve/sdk-newer.txt"),
  ])
  func plansSayWhatTheSDKChanges(sdk: OSVersion, format: OutputFormat, golden: String) throws {
    let output = try ResolutionRenderer(report: try Self.report(sdk: sdk)).render(format)
    try TestSupport.expectGolden(output, golden)
  }

  @Test(arguments: [
    (nil as OSVersion?, OutputFormat.text, "show/sdk-latest.txt"),
    (OSVersion(15), .text, "show/sdk-older.txt"),
    (OSVersion(15), .markdown, "show/sdk-older.md"),
    (OSVersion(15), .json, "show/sdk-older.json"),
  ])
  func showSaysWhatTheSDKChanges(sdk: OSVersion?, format: OutputFormat, golden: String) throws {
    let matrix = try Self.matrix()
    let entry = try #require(matrix.entry(named: "sdk-concern"))
    let output = try EntryRenderer(entry: entry, matrix: matrix, platform: .iOS, sdk: sdk)
      .render(format)
    try TestSupport.expectGolden(output, golden)
  }

  @Test func docsForAnOlderSDKSayWhatANewerOneChanges() throws {
    let files = try DocsGenerator().pages(
      documenting: DocsSubject(matrix: try Self.matrix(), platform: .iOS, sdk: OSVersion(15)),
      in: .markdown)
    let page = try #require(files.first { $0.path == "sdk-concern.md" })
    #expect(page.contents.contains("Built with a newer SDK:"))
    #expect(
      page.contents.contains(
        "- S would be partial from 16.0: For apps built with the iOS 16.0 SDK or later: N."))
    let latest = try DocsGenerator().pages(
      documenting: DocsSubject(matrix: try Self.matrix(), platform: .iOS), in: .markdown)
    let latestPage = try #require(latest.first { $0.path == "sdk-concern.md" })
    #expect(!latestPage.contents.contains("Built with a newer SDK"))
    #expect(latestPage.contents.contains("For apps built with the iOS 16.0 SDK or later: N."))
  }
}
