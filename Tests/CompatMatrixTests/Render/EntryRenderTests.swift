import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Golden tests of `show`, `apis` and `versions` output on the fixture matrices.
@Suite struct EntryRenderTests {
  @Test(arguments: [
    ("container", OutputFormat.text, "show/concern.txt"),
    ("container", .markdown, "show/concern.md"),
    ("container", .json, "show/concern.json"),
    ("tint-modifier", .text, "show/strategy.txt"),
    ("OldContainer", .text, "show/api.txt"),
  ])
  func showMatchesTheGoldenFiles(query: String, format: OutputFormat, golden: String) throws {
    let matrix = try ResolverTests.matrix()
    let entry = try #require(matrix.entry(named: query))
    let output = try EntryRenderer(entry: entry, matrix: matrix, platform: .iOS).render(format)
    try TestSupport.expectGolden(output, golden)
  }

  @Test(arguments: [OutputFormat.text, .markdown, .json])
  func apisAndVersionsMatchTheGoldenFiles(format: OutputFormat) throws {
    let matrix = try ResolverTests.matrix()
    let suffix = format == .markdown ? "md" : format == .json ? "json" : "txt"
    try TestSupport.expectGolden(
      try APIListRenderer(matrix: matrix, platform: .iOS).render(format),
      "apis/fixtures.\(suffix)")
    let releases = try #require(matrix.platforms[.iOS])
    try TestSupport.expectGolden(
      try ReleaseListRenderer(releases: releases).render(format), "versions/fixtures.\(suffix)")
  }

  @Test func aPointReleaseWhereAStatusChangesGetsItsOwnColumn() throws {
    let matrix = try ResolverTests.matrix()
    let strategy = try #require(matrix.strategy(id: "tint-modifier")).strategy
    let table = try StatusTable(strategies: [strategy], platform: .iOS, matrix: matrix)
    #expect(
      table.columns.map(\.description) == [
        "13.0", "14.0", "15.0", "16.0", "16.4", "17.0", "18.0", "26.0",
      ])
    #expect(
      table.rows[0].cells.map(\.status) == [
        .unavailable, .unavailable, .works, .broken, .works, .works, .works, .works,
      ])
  }
}
