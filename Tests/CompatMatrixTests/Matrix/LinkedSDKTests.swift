import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver

/// Behaviour entries that apply only to apps built with an SDK (`linkedOnOrAfter`): decoding,
/// validation with the value's file:line:column, and status derivation per SDK, on a team file
/// over the small fixture base (iOS 13.0–26.0; `tint` from 15.0, `new-container` from 16.0).
@Suite struct LinkedSDKTests {
  /// A team file with one concern whose strategy `sdk-strategy` requires `requires` and has
  /// the behaviour entries given as JSON text, one per line from line 8.
  static func file(_ entries: [String], requires: String = "\"tint\"") -> MatrixFile {
    TestSupport.file(
      "team/sdk.json",
      """
      {"concerns": [{"id": "sdk-concern", "title": "T", "question": "Q?", "summary": "S.",
        "tags": [], "strategies": [{
          "id": "sdk-strategy", "title": "S", "summary": "S.", "origin": "first-party",
          "requires": [\(requires)],
          "sources": ["https://example.com/s"],
          "behaviour": [
      \(entries.joined(separator: ",\n"))
          ]}]}]}
      """)
  }

  static func entry(
    from: String, until: String? = nil, sdk: String?, status: String = "partial"
  ) -> String {
    var fields = [#""platform": "iOS""#, #""from": "\#(from)""#]
    if let until { fields.append(#""until": "\#(until)""#) }
    if let sdk { fields.append(#""linkedOnOrAfter": "\#(sdk)""#) }
    fields += [
      #""status": "\#(status)""#, #""note": "N.""#, #""sources": ["https://example.com/e"]"#,
      #""confidence": "confirmed""#,
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  static func diagnostics(_ file: MatrixFile) throws -> [String] {
    do {
      _ = try MatrixLoader.load(shipped: try TestSupport.baseFiles(), team: [file])
      return []
    } catch let error as MatrixLoadError {
      return error.diagnostics.map(\.description)
    }
  }

  static func statuses(_ file: MatrixFile, sdk: String?, at versions: [String]) throws
    -> [StrategyStatus]
  {
    let matrix = try TestSupport.baseMatrix(adding: [file])
    let strategy = try #require(matrix.strategy(id: "sdk-strategy")).strategy
    let linked = try sdk.map { try OSVersion.parse($0) }
    return try versions.map { version in
      try StatusDerivation.status(
        of: strategy, on: .iOS, at: OSVersion.parse(version), in: matrix, linkedOn: linked
      ).status
    }
  }

  @Test func theFieldIsDecodedAndKeptWithItsLocation() throws {
    let matrix = try TestSupport.baseMatrix(adding: [
      Self.file([Self.entry(from: "15.0", sdk: "15.0")])
    ])
    let entry = try #require(matrix.strategy(id: "sdk-strategy")?.strategy.behaviour.first)
    #expect(entry.linkedOnOrAfter == OSVersion(15))
    #expect(entry.fieldLocations["linkedOnOrAfter"].map { "\($0)" } == "7:56")
  }

  @Test(arguments: [
    // An SDK outside the releases of the data, pointed at by its value.
    (
      [entry(from: "15.0", sdk: "27.0")],
      [
        "team/sdk.json:7:56: error: concerns[0].strategies[0].behaviour[0].linkedOnOrAfter: "
          + "version 27.0 is outside the iOS releases in the data (13.0 to 26.0)"
      ]
    ),
    // Not a version at all.
    (
      [entry(from: "15.0", sdk: "fifteen")],
      [
        "team/sdk.json:7:56: error: concerns[0].strategies[0].behaviour[0].linkedOnOrAfter: "
          + "invalid version 'fifteen': unexpected 'f'; expected one to three numbers separated "
          + "by dots, such as 16, 16.4 or 16.4.1"
      ]
    ),
    // Entries that need the same SDK must not overlap.
    (
      [entry(from: "15.0", sdk: "16.0"), entry(from: "16.0", sdk: "16.0")],
      [
        "team/sdk.json:8:29: error: concerns[0].strategies[0].behaviour[1].from: overlaps the "
          + "entry at team/sdk.json:7:1 for the same platform"
      ]
    ),
    // Entries that need different SDKs may.
    ([entry(from: "15.0", sdk: nil), entry(from: "16.0", sdk: "16.0", status: "broken")], []),
  ])
  func validationPointsAtTheValueAtFault(entries: [String], expected: [String]) throws {
    #expect(try Self.diagnostics(Self.file(entries)) == expected)
  }

  @Test(arguments: [
    // The latest SDK (`nil`) gets every entry; an older one none that needs a newer SDK.
    (nil as String?, [StrategyStatus.unavailable, .works, .partial, .partial]),
    ("26", [.unavailable, .works, .partial, .partial]),
    ("16.0", [.unavailable, .works, .partial, .partial]),
    ("15.4", [.unavailable, .works, .works, .works]),
  ])
  func anEntryAppliesOnlyFromItsSDK(sdk: String?, expected: [StrategyStatus]) throws {
    let file = Self.file([Self.entry(from: "16.0", sdk: "16.0")])
    #expect(try Self.statuses(file, sdk: sdk, at: ["14.0", "15.0", "16.0", "26.0"]) == expected)
  }

  @Test(arguments: [
    // Overlapping entries: the one that needs the newest SDK among those that apply decides.
    (nil as String?, [StrategyStatus.works, .partial, .broken]),
    ("26.0", [.works, .partial, .broken]),
    ("18.0", [.works, .partial, .partial]),
  ])
  func theEntryThatNeedsTheNewestSDKDecides(sdk: String?, expected: [StrategyStatus]) throws {
    let file = Self.file([
      Self.entry(from: "16.0", sdk: nil),
      Self.entry(from: "26.0", sdk: "26.0", status: "broken"),
    ])
    #expect(try Self.statuses(file, sdk: sdk, at: ["15.0", "18.0", "26.0"]) == expected)
  }

  @Test func anAPIIntroducedAfterTheSDKDoesNotCompileOnAnyRelease() throws {
    let file = Self.file([], requires: "\"new-container\"")
    #expect(
      try Self.statuses(file, sdk: "15.0", at: ["15.0", "16.0", "26.0"]) == [
        .unavailable, .unavailable, .unavailable,
      ])
    #expect(try Self.statuses(file, sdk: "16.0", at: ["15.0", "16.0"]) == [.unavailable, .works])
    let matrix = try TestSupport.baseMatrix(adding: [file])
    let strategy = try #require(matrix.strategy(id: "sdk-strategy")).strategy
    let span = StatusDerivation.status(
      of: strategy, on: .iOS, at: OSVersion(16), in: matrix, linkedOn: OSVersion(15))
    #expect(
      span.cause == .notInSDK(api: "new-container", introduced: OSVersion(16), sdk: OSVersion(15)))
  }

  @Test func plansSayWhatTheSDKChanges() throws {
    let file = Self.file([Self.entry(from: "16.0", sdk: "16.0")])
    let matrix = try TestSupport.baseMatrix(adding: [file])
    let concern = try #require(matrix.concern(id: "sdk-concern"))
    let range = try matrix.axis(for: .iOS).resolve(RangeExpression.parse("15-26"))
    // Built with the iOS 16 SDK: the entry applies, and its reason says it is the SDK's.
    let latest = Resolver(matrix: matrix, sdk: OSVersion(16)).plan(for: concern, in: range)
    let note = try #require(latest.branches.first?.notes.first)
    #expect(note.linkedOnOrAfter == OSVersion(16))
    #expect(note.text == "For apps built with the iOS 16.0 SDK or later: N.")
    #expect(latest.branches.first?.newerSDKNotes.isEmpty == true)
    // Built with the iOS 15 SDK: the branch works, and says what a newer SDK would change.
    let older = Resolver(matrix: matrix, sdk: OSVersion(15)).plan(for: concern, in: range)
    let branch = try #require(older.branches.first)
    #expect(branch.status == .works)
    #expect(branch.notes.isEmpty)
    #expect(branch.newerSDKNotes.map(\.status) == [.partial])
    #expect(branch.newerSDKNotes.map(\.from) == [OSVersion(16)])
    #expect(branch.newerSDKNotes.first?.text == "For apps built with the iOS 16.0 SDK or later: N.")
  }
}
