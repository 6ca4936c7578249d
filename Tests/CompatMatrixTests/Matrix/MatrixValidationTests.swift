import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Every validation error, with its exact file:line:column, on the fixture files in
/// `Fixtures/matrices/invalid`, loaded over the small fixture base.
@Suite struct MatrixValidationTests {
  static func diagnostics(for names: [String]) throws -> [String] {
    let files = try names.map { name in
      MatrixFile(
        path: "invalid/\(name)", bytes: try TestSupport.fixtureBytes("matrices/invalid/\(name)"))
    }
    let base = try TestSupport.baseFiles()
    do {
      _ = try MatrixLoader.load(shipped: base, team: files)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theFixtureBaseIsValid() throws {
    let matrix = try TestSupport.baseMatrix()
    #expect(matrix.concerns.map(\.id) == ["container", "tinting"])
    #expect(matrix.apis.count == 5)
    #expect(matrix.platforms.keys.sorted() == [.iOS, .macOS])
  }

  static let cases: [(String, [String])] = [
    (
      "trailing-comma.json",
      [
        "invalid/trailing-comma.json:4:3: error: trailing comma; remove the ',' before the closing bracket"
      ]
    ),
    (
      "truncated.json",
      ["invalid/truncated.json:3:27: error: unterminated string; expected a closing '\"'"]
    ),
    ("empty.json", ["invalid/empty.json:2:1: error: the file is empty; expected a JSON object"]),
    (
      "top-level-array.json",
      ["invalid/top-level-array.json:1:1: error: expected an object, found an array"]
    ),
    (
      "duplicate-key.json",
      ["invalid/duplicate-key.json:1:14: error: apis: duplicate key 'apis'; first given at 1:2"]
    ),
    (
      "deep-nesting.json",
      [
        "invalid/deep-nesting.json:1:137: error: arrays and objects are nested more than 128 levels deep"
      ]
    ),
    ("invalid-utf8.json", ["invalid/invalid-utf8.json:2:20: error: the file is not valid UTF-8"]),
    ("binary.json", ["invalid/binary.json:2:117: error: the file is not valid UTF-8"]),
    (
      "unknown-keys.json",
      [
        "invalid/unknown-keys.json:18:13: error: concerns[0].strategies[0].behaviour[0]: missing required key 'status'",
        "invalid/unknown-keys.json:21:15: error: concerns[0].strategies[0].behaviour[0].staus: unknown key; did you mean 'status'?",
        "invalid/unknown-keys.json:28:11: error: concerns[0].strategies[0].colour: unknown key",
        "invalid/unknown-keys.json:33:3: error: api: unknown key; did you mean 'apis'?",
      ]
    ),
    (
      "wrong-types.json",
      [
        "invalid/wrong-types.json:6:19: error: concerns[0].question: expected a string, found a number",
        "invalid/wrong-types.json:7:18: error: concerns[0].summary: must not be empty",
        "invalid/wrong-types.json:8:15: error: concerns[0].tags: expected an array, found a string",
        "invalid/wrong-types.json:9:21: error: concerns[0].strategies: expected an array, found an object",
        "invalid/wrong-types.json:17:15: error: apis[0].kind: 'structure' is not one of 'struct', 'class', 'protocol', 'enum', 'enum-case', 'initializer', 'method', 'modifier', 'property', 'function', 'macro', 'type-alias'; did you mean 'struct'?",
        "invalid/wrong-types.json:19:29: error: apis[0].platforms.iOS: expected an object, found a string",
        "invalid/wrong-types.json:20:23: error: apis[0].replacement[0]: expected a string, found a number",
      ]
    ),
    (
      "missing-keys.json",
      [
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'confidence'",
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'framework'",
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'kind'",
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'sources'",
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'summary'",
        "invalid/missing-keys.json:3:5: error: apis[0]: missing required key 'symbol'",
        "invalid/missing-keys.json:5:29: error: apis[0].platforms.iOS: missing required key 'introduced'",
        "invalid/missing-keys.json:9:5: error: concerns[0]: missing required key 'question'",
        "invalid/missing-keys.json:9:5: error: concerns[0]: missing required key 'summary'",
        "invalid/missing-keys.json:9:5: error: concerns[0]: missing required key 'tags'",
        "invalid/missing-keys.json:9:5: error: concerns[0]: missing required key 'title'",
        "invalid/missing-keys.json:11:22: error: concerns[0].strategies[0]: missing required key 'origin'",
        "invalid/missing-keys.json:11:22: error: concerns[0].strategies[0]: missing required key 'requires'",
        "invalid/missing-keys.json:11:22: error: concerns[0].strategies[0]: missing required key 'sources'",
        "invalid/missing-keys.json:11:22: error: concerns[0].strategies[0]: missing required key 'summary'",
        "invalid/missing-keys.json:11:22: error: concerns[0].strategies[0]: missing required key 'title'",
      ]
    ),
    (
      "references.json",
      [
        "invalid/references.json:9:77: error: apis[0].platforms.iOs: unknown platform 'iOs'; did you mean 'iOS'?",
        "invalid/references.json:10:23: error: apis[0].replacement[0]: unknown API 'new-containr'; did you mean 'new-container'?",
        "invalid/references.json:10:39: error: apis[0].replacement[1]: an API cannot be its own replacement",
        "invalid/references.json:28:24: error: concerns[0].strategies[0].requires[0]: unknown API 'tnt'; did you mean 'tint'?",
        "invalid/references.json:29:37: error: concerns[0].strategies[0].companion.concern: unknown concern 'tintng'; did you mean 'tinting'?",
        "invalid/references.json:38:37: error: concerns[0].strategies[1].companion.concern: a companion must name another concern",
        "invalid/references.json:42:17: error: concerns[0].strategies[2].id: duplicate strategy id 'tint-modifier'; first declared at base/concerns.json:37:17",
      ]
    ),
    (
      "versions.json",
      [
        "invalid/versions.json:10:32: error: apis[0].platforms.iOS.introduced: version 27.0 is after the latest iOS release in the data, 26.0",
        "invalid/versions.json:10:54: error: apis[0].platforms.iOS.deprecated: '100000' is the SDK's marker for a soft deprecation; write \"soft\" instead of a version",
        "invalid/versions.json:11:33: error: apis[0].platforms.tvOS.introduced: invalid version '16.x': unexpected 'x'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1",
        "invalid/versions.json:22:29: error: apis[1].platforms.iOS.deprecated: 'deprecated' 15.0 must be after 'introduced' 16.0",
        "invalid/versions.json:22:29: error: apis[1].platforms.iOS.obsoleted: 'obsoleted' 14.0 must be after 'introduced' 16.0",
        "invalid/versions.json:42:42: error: concerns[0].strategies[0].behaviour[0].from: version 12.0 is outside the iOS releases in the data (13.0 to 26.0)",
        "invalid/versions.json:43:13: error: concerns[0].strategies[0].behaviour[1]: 'from' 17.0 must be below 'until' 16.0",
        "invalid/versions.json:44:59: error: concerns[0].strategies[0].behaviour[2].until: version 27.0 is outside the iOS releases in the data (13.0 to 26.0)",
        "invalid/versions.json:45:42: error: concerns[0].strategies[0].behaviour[3].from: overlaps the entry at invalid/versions.json:44:13 for the same platform",
        "invalid/versions.json:46:27: error: concerns[0].strategies[0].behaviour[4].platform: watchOS has no releases in the data; add it to platforms.json",
        "invalid/versions.json:46:63: error: concerns[0].strategies[0].behaviour[4].status: marks the strategy 'works' at 9.0, where its required API 'tint' is unavailable",
        "invalid/versions.json:57:77: error: concerns[0].strategies[1].behaviour[0].status: marks the strategy 'works' at 13.0, where its required API 'tint' is unavailable",
      ]
    ),
    (
      "evidence.json",
      [
        "invalid/evidence.json:6:63: error: platforms[0].releases[0].sources: must not be empty",
        "invalid/evidence.json:6:81: error: platforms[0].releases[0].confidence: 'sure' is not one of 'confirmed', 'reported', 'unconfirmed'",
        "invalid/evidence.json:7:38: error: platforms[0].releases[1].date: invalid date '2022-13-01'; expected YYYY-MM-DD",
        "invalid/evidence.json:7:64: error: platforms[0].releases[1].sources[0]: invalid source 'see the docs'; expected an http(s) URL or a file name",
        "invalid/evidence.json:13:13: error: concerns[0].id: 'Bad_Id' is not a slug; use lower-case letters and digits joined by single hyphens, such as pop-to-root",
        "invalid/evidence.json:17:16: error: concerns[0].tags[0]: 'Not A Slug' is not a slug; use lower-case letters and digits joined by single hyphens, such as pop-to-root",
        "invalid/evidence.json:19:9: error: concerns[0].strategies[0]: a 'third-party' strategy needs 'library' with its name and url",
        "invalid/evidence.json:26:13: error: concerns[0].strategies[0].behaviour[0]: a 'broken' entry needs a 'note' saying what happens",
        "invalid/evidence.json:26:13: error: concerns[0].strategies[0].behaviour[0]: missing required key 'confidence'",
      ]
    ),
  ]

  @Test(arguments: cases)
  func reportsEveryProblemWithItsLocation(file: String, expected: [String]) throws {
    let actual = try Self.diagnostics(for: [file])
    #expect(actual == expected)
  }

  @Test func anIdDeclaredTwiceInOneSetOfFilesIsReportedAtTheSecond() throws {
    let actual = try Self.diagnostics(for: ["duplicates-a.json", "duplicates-b.json"])
    #expect(
      actual == [
        "invalid/duplicates-b.json:4:13: error: concerns[0].id: duplicate concern id 'twice'; first declared at invalid/duplicates-a.json:4:13"
      ])
  }

  @Test func everyKindOfProblemAtOnceIsReportedSortedByFileAndLine() throws {
    let actual = try Self.diagnostics(for: Self.cases.map(\.0))
    for (_, expected) in Self.cases {
      for line in expected {
        #expect(actual.contains(line))
      }
    }
    let keys = actual.map { line -> (String, Int, Int) in
      let parts = line.split(separator: ":", maxSplits: 3)
      return (String(parts[0]), Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
    }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func aTeamFileReplacesAShippedConcernWithTheSameId() throws {
    let replacement = TestSupport.file(
      "team/tinting.json",
      """
      {"concerns": [{"id": "tinting", "title": "Team tint", "question": "Ours?", "summary": "Ours.",
        "tags": [], "strategies": [{"id": "team-tint", "title": "Team", "summary": "Ours.",
        "origin": "custom", "framework": "SwiftUI", "requires": [], "sources": ["https://example.com/team"]}]}]}
      """)
    let matrix = try TestSupport.baseMatrix(adding: [replacement])
    #expect(matrix.concern(id: "tinting")?.title == "Team tint")
    #expect(matrix.concern(id: "tinting")?.strategies.map(\.id) == ["team-tint"])
    #expect(matrix.strategy(id: "tint-modifier") == nil)
    #expect(matrix.concern(id: "container") != nil)
  }

  @Test func aFileOverTheSizeLimitIsRefusedWithoutParsing() throws {
    let big = MatrixFile(
      path: "team/big.json", bytes: [UInt8](repeating: 0x20, count: MatrixLoader.fileSizeLimit + 1))
    #expect(throws: MatrixLoadError.self) { try TestSupport.baseMatrix(adding: [big]) }
    do {
      _ = try TestSupport.baseMatrix(adding: [big])
    } catch let error as MatrixLoadError {
      #expect(
        error.description
          == "team/big.json:1:1: error: the file is larger than the limit of 4 MiB for a matrix file"
      )
    }
  }
}
