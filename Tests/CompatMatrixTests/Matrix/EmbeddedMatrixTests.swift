import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData

/// The shipped matrix that the build compiled into the library is the one that loading the
/// JSON files with full validation gives: every platform, API and concern, with every source
/// location; and a team's files meet it exactly as they meet the JSON files.
@Suite struct EmbeddedMatrixTests {
  /// The shipped files, decoded and validated now.
  static func fromJSON(team: [MatrixFile] = []) throws(MatrixLoadError) -> Matrix {
    try MatrixLoader.load(shipped: MatrixLoader.embedded(), team: team)
  }

  @Test func theEmbeddedFilesAreTheRepositorysMatrixFiles() throws {
    let onDisk = try MatrixDirectory.read(
      TestSupport.packageRoot.appendingPathComponent("matrices").path, displayName: "matrices")
    let embedded = MatrixLoader.embedded()
    #expect(embedded.map(\.path) == onDisk.map(\.path))
    for (file, expected) in zip(embedded, onDisk) {
      #expect(file.bytes == expected.bytes, "\(file.path) differs from the file in matrices/")
    }
    #expect(embedded.contains { $0.path == "matrices/platforms.json" })
  }

  @Test(arguments: Platform.allCases)
  func theShippedReleasesAloneAreTheCompiledMatrixs(_ platform: Platform) throws {
    let compiled = try MatrixLoader.loadShipped()
    #expect(MatrixLoader.shippedReleases()[platform] == compiled.platforms[platform])
    #expect(MatrixLoader.shippedReleases().keys.sorted() == compiled.platforms.keys.sorted())
  }

  @Test func theCompiledMatrixIsTheValidatedJSON() throws {
    let compiled = try MatrixLoader.loadShipped()
    let decoded = try Self.fromJSON()
    #expect(compiled.platforms.keys.sorted() == decoded.platforms.keys.sorted())
    for (platform, releases) in decoded.platforms {
      #expect(compiled.platforms[platform] == releases, "platform \(platform) differs")
    }
    #expect(compiled.apis.map(\.id) == decoded.apis.map(\.id))
    for (api, expected) in zip(compiled.apis, decoded.apis) {
      #expect(api == expected, "API \(expected.id) differs")
      #expect(api.fieldLocations == expected.fieldLocations)
    }
    #expect(compiled.concerns.map(\.id) == decoded.concerns.map(\.id))
    for (concern, expected) in zip(compiled.concerns, decoded.concerns) {
      #expect(concern == expected, "concern \(expected.id) differs")
      #expect(concern.fieldLocations == expected.fieldLocations)
      #expect(concern.strategies.map(\.fieldLocations) == expected.strategies.map(\.fieldLocations))
      for (strategy, expectedStrategy) in zip(concern.strategies, expected.strategies) {
        #expect(
          strategy.behaviour.map(\.fieldLocations)
            == expectedStrategy.behaviour.map(\.fieldLocations))
        #expect(strategy.lint.map(\.declaredAt) == expectedStrategy.lint.map(\.declaredAt))
      }
      #expect(concern.hazards.map(\.fieldLocations) == expected.hazards.map(\.fieldLocations))
    }
    // The entries that need an SDK are compiled with it (the comparison above covers them).
    let linked = compiled.concerns.flatMap(\.strategies).flatMap(\.behaviour)
      .compactMap(\.linkedOnOrAfter)
    #expect(
      linked.count
        == decoded.concerns.flatMap(\.strategies).flatMap(\.behaviour)
        .compactMap(\.linkedOnOrAfter).count)
    #expect(!linked.isEmpty)
    #expect(compiled.citations.keys.sorted() == decoded.citations.keys.sorted())
    #expect(!compiled.citations.isEmpty)
    for (id, expected) in decoded.citations {
      #expect(compiled.citations[id] == expected, "citation \(id) differs")
      #expect(compiled.citations[id]?.fieldLocations == expected.fieldLocations)
    }
    #expect(compiled.devices.map(\.id) == decoded.devices.map(\.id))
    for (device, expected) in zip(compiled.devices, decoded.devices) {
      #expect(device == expected, "device \(expected.id) differs")
      #expect(device.fieldLocations == expected.fieldLocations)
    }
    #expect(compiled.adoption.map(\.id) == decoded.adoption.map(\.id))
    for (edition, expected) in zip(compiled.adoption, decoded.adoption) {
      #expect(edition == expected, "adoption edition \(expected.id) differs")
      #expect(edition.fieldLocations == expected.fieldLocations)
    }
    // The comparison above is only as good as the data it sees: the shipped files exercise
    // the optional parts of the model.
    let strategies = decoded.concerns.flatMap(\.strategies)
    #expect(strategies.contains { $0.library != nil })
    #expect(strategies.contains { $0.companion != nil })
    #expect(strategies.contains { !$0.sideEffects.isEmpty })
    #expect(strategies.contains { $0.lint.contains { $0.inside != nil } })
    // No shipped concern records a gap any more (each arises only where it is answered);
    // recorded gaps are embedded as the fixture tests of the resolver show.
    #expect(decoded.concerns.contains { $0.appliesTo?.from != nil })
    #expect(decoded.concerns.contains { $0.appliesTo?.linkedOnOrAfter != nil })
    #expect(strategies.contains { $0.touches != nil && $0.kind != .code })
    #expect(strategies.contains { $0.caveats.contains(where: \.hasRange) })
    #expect(strategies.flatMap(\.behaviour).contains { $0.impact != nil && !$0.apis.isEmpty })
    #expect(compiled.surfaces == decoded.surfaces)
    #expect(compiled.profileReach == decoded.profileReach)
    #expect(!compiled.profileReach.isEmpty)
    #expect(decoded.apis.contains { $0.availability.values.contains { $0.deprecated == .soft } })
    #expect(decoded.platforms.values.contains { $0.releases.contains { $0.note != nil } })
    #expect(strategies.contains { $0.framework != nil })
    #expect(strategies.contains { !$0.dependsOn.isEmpty })
    #expect(decoded.concerns.contains { $0.role != nil })
    #expect(decoded.concerns.contains { $0.appliesTo != nil })
    #expect(decoded.devices.contains { $0.note != nil })
    #expect(decoded.adoption.contains { $0.shares.values.contains { $0.earlier != nil } })
  }

  /// Team files that exercise the merge: replacing shipped records, clashing with shipped ids,
  /// and narrowing the shipped releases so that shipped records are reported at their own
  /// locations.
  static let teamCases: [(String, [(String, String)])] = [
    (
      "a team concern that reuses a shipped strategy id",
      [
        (
          "team/concerns/clash.json",
          """
          {"concerns": [{"id": "team-clash", "title": "Clash", "question": "Which?",
            "summary": "A strategy id the shipped data already uses.", "tags": [],
            "strategies": [{"id": "pop-root-isactive-chain", "title": "Again",
              "summary": "Same id.", "origin": "custom", "requires": [],
              "sources": ["https://example.com/clash"]}]}]}
          """
        )
      ]
    ),
    (
      "a team concern that replaces a shipped one and names an unknown API",
      [
        (
          "team/concerns/pop-to-root.json",
          """
          {"concerns": [{"id": "pop-to-root", "title": "Pop", "question": "How?",
            "summary": "Replaced.", "tags": [],
            "strategies": [{"id": "team-pop", "title": "Pop", "summary": "Pops.",
              "origin": "custom", "requires": ["navigation-stak"],
              "sources": ["https://example.com/pop"]}]}]}
          """
        )
      ]
    ),
    (
      "team releases that stop before what the shipped records mention",
      [
        (
          "team/platforms.json",
          """
          {"platforms": [{"id": "iOS", "releases": [
            {"version": "13.0", "date": "2019-09-19", "sources": ["https://example.com/13"],
             "confidence": "confirmed"},
            {"version": "14.0", "date": "2020-09-16", "sources": ["https://example.com/14"],
             "confidence": "confirmed"}]}]}
          """
        )
      ]
    ),
  ]

  @Test(arguments: teamCases)
  func teamFilesMeetTheCompiledMatrixAsTheyMeetTheJSON(
    _ name: String, _ files: [(String, String)]
  ) throws {
    let team = files.map { TestSupport.file($0.0, $0.1) }
    try expectSameOutcome(team: team)
  }

  @Test func theBadFixturesMeetTheCompiledMatrixAsTheyMeetTheJSON() throws {
    let folder = TestSupport.fixtures.appendingPathComponent("matrices/invalid").path
    let invalid = try MatrixDirectory.read(folder, displayName: "invalid")
    #expect(invalid.count > 10)
    for file in invalid {
      try expectSameOutcome(team: [file])
    }
    try expectSameOutcome(team: try TestSupport.baseFiles())
  }

  /// Loading `team` over the compiled matrix and over the JSON files gives equal matrices, or
  /// the same diagnostics.
  func expectSameOutcome(team: [MatrixFile]) throws {
    let compiled = Result { () throws(MatrixLoadError) in try MatrixLoader.loadShipped(team: team) }
    let decoded = Result { () throws(MatrixLoadError) in try Self.fromJSON(team: team) }
    switch (compiled, decoded) {
    case (.success(let compiled), .success(let decoded)):
      #expect(compiled.platforms == decoded.platforms)
      #expect(compiled.apis == decoded.apis)
      #expect(compiled.concerns == decoded.concerns)
    case (.failure(let compiled), .failure(let decoded)):
      #expect(compiled.diagnostics == decoded.diagnostics)
      #expect(!decoded.diagnostics.isEmpty)
    default:
      Issue.record("the compiled matrix loaded \(compiled), the JSON loaded \(decoded)")
    }
  }
}
