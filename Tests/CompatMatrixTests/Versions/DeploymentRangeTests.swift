import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

@Suite struct DeploymentRangeTests {
  /// Releases with the 18 → 26 jump and point releases, as fixture data.
  static let axis = VersionAxis(
    platform: .iOS,
    releases: [
      "13.0", "14.0", "15.0", "15.4", "16.0", "16.4", "17.0", "18.0", "18.4", "26.0", "26.1",
    ]
    .compactMap(OSVersion.init))

  @Test(
    arguments: [
      // (minimum, maximum, resolved minimum, resolved maximum, releases in range)
      ("15.0", "18.0", "15.0", "18.0", 6),
      ("15.0", "18", "15.0", "18.4", 7),
      ("15", nil, "15.0", "26.1", 9),
      ("16.4", "16.4", "16.4", "16.4", 1),
      ("15.2", "15.9", "15.2", "15.4", 1),
      ("18.4", "26.0", "18.4", "26.0", 2),
      ("13", "13", "13.0", "13.0", 1),
    ] as [(String, String?, String, String, Int)])
  func resolvesFlagsAgainstTheReleases(
    minimum: String, maximum: String?, resolvedMinimum: String, resolvedMaximum: String,
    count: Int
  ) throws {
    let range = try DeploymentRange.parse(minimum: minimum, maximum: maximum)
    let resolved = try Self.axis.resolve(range)
    #expect(resolved.minimum.description == resolvedMinimum)
    #expect(resolved.maximum.description == resolvedMaximum)
    #expect(resolved.releases.count == count)
  }

  @Test(arguments: [
    ("15-18", "15.0", "18.4"),
    ("15 - 18", "15.0", "18.4"),
    (">=15.4", "15.4", "26.1"),
    (">= 15.4", "15.4", "26.1"),
    ("15+", "15.0", "26.1"),
    ("16.4..<18", "16.4", "17.0"),
    ("15.0...17", "15.0", "17.0"),
    ("16", "16.0", "16.4"),
    ("16.4", "16.4", "16.4"),
    ("18..<27", "18.0", "26.1"),
    ("17-26", "17.0", "26.1"),
    // Any dash reads as "-": the en dash the tool writes, an em dash, a minus sign.
    ("15\u{2013}18", "15.0", "18.4"),
    ("15.0 \u{2013} 18.0", "15.0", "18.0"),
    ("15\u{2014}18", "15.0", "18.4"),
    ("15\u{2212}18", "15.0", "18.4"),
  ])
  func parsesExpressions(text: String, minimum: String, maximum: String) throws {
    let resolved = try Self.axis.resolve(RangeExpression.parse(text))
    #expect(resolved.minimum.description == minimum)
    #expect(resolved.maximum.description == maximum)
  }

  @Test(arguments: [
    (
      "",
      "invalid range '': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      "15.x-18",
      "invalid range '15.x-18': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      "15-",
      "invalid range '15-': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      ">=",
      "invalid range '>=': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      "<=17",
      "invalid range '<=17': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    ("18-15", "the minimum 18 is above the maximum 15"),
    (
      "16..<16",
      "the range 16..<16 is empty: '..<' stops before 16, where the range starts (for 16 alone, write 16)"
    ),
    (
      "16.4 ..< 16.4",
      "the range 16.4 ..< 16.4 is empty: '..<' stops before 16.4, where the range starts (for 16.4 alone, write 16.4)"
    ),
    ("17\u{2013}16", "the minimum 17 is above the maximum 16"),
  ])
  func rejectsBadExpressions(text: String, message: String) {
    do {
      _ = try RangeExpression.parse(text)
      Issue.record("expected an error for '\(text)'")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    ("18.0", "15.0", "the minimum 18.0 is above the maximum 15.0"),
    (
      "15.x", "18",
      "invalid version '15.x': unexpected 'x'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
    (
      "15", "",
      "invalid version '': the version is empty; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
  ])
  func rejectsBadFlags(minimum: String, maximum: String, message: String) {
    do {
      _ = try DeploymentRange.parse(minimum: minimum, maximum: maximum)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(
    arguments: [
      ("12.0", nil, "version 12.0 is below the earliest iOS release in the data, 13.0"),
      ("27", nil, "version 27.0 is above the latest iOS release in the data, 26.1"),
      ("15", "27", "version 27 is above the latest iOS release in the data, 26.1"),
      ("15", "26.2", "version 26.2 is above the latest iOS release in the data, 26.1"),
      ("15", "99999", "version 99999 is above the latest iOS release in the data, 26.1"),
      // No known release in the range, whether or not the data knows the minimum's major.
      (
        "20", "22",
        "the range 20.0-22 contains no iOS release in the data; the nearest are 18.4 and 26.0"
      ),
      (
        "19", "25",
        "the range 19.0-25 contains no iOS release in the data; the nearest are 18.4 and 26.0"
      ),
      (
        "18.8", "19",
        "the range 18.8-19 contains no iOS release in the data; the nearest are 18.4 and 26.0"
      ),
      (
        "15.4.2", "15.4.3",
        "the range 15.4.2-15.4.3 contains no iOS release in the data; the nearest are 15.4 and 16.0"
      ),
    ] as [(String, String?, String)])
  func rejectsRangesOutsideTheData(minimum: String, maximum: String?, message: String) throws {
    let range = try DeploymentRange.parse(minimum: minimum, maximum: maximum)
    do {
      _ = try Self.axis.resolve(range)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func exclusiveBoundMayReachJustPastTheLatestMajor() throws {
    #expect(throws: VersionError.self) { try Self.axis.resolve(RangeExpression.parse("15..<28")) }
    #expect(try Self.axis.resolve(RangeExpression.parse("15..<27")).maximum == OSVersion(26, 1))
  }

  /// The first release of every major listed is known though the data leaves it out; nothing
  /// between majors is.
  @Test func knownReleasesAddTheFirstReleaseOfEachMajor() throws {
    let sparse = VersionAxis(
      platform: .iOS, releases: ["15.0", "16.4", "17.0.1", "26.1"].compactMap(OSVersion.init))
    #expect(
      sparse.knownReleases.map(\.description) == [
        "15.0", "16.0", "16.4", "17.0", "17.0.1", "26.0", "26.1",
      ])
    #expect(sparse.isKnownRelease(OSVersion(17)))
    #expect(!sparse.isKnownRelease(OSVersion(19)))
    #expect(!sparse.isKnownRelease(OSVersion(16, 2)))
    #expect(sparse.knownReleases(around: OSVersion(19)) == (OSVersion(17, 0, 1), OSVersion(26)))
    #expect(sparse.knownReleases(around: OSVersion(16, 4)) == (OSVersion(16), OSVersion(17)))
    #expect(sparse.knownReleases(around: OSVersion(26, 1)) == (OSVersion(26), nil))
    let resolved = try sparse.resolve(DeploymentRange.parse(minimum: "16.0", maximum: "16.2"))
    #expect(resolved.releases == [OSVersion(16)])
    #expect(resolved.maximum == OSVersion(16))
  }

  @Test func noReleaseDataIsAnError() {
    let empty = VersionAxis(platform: .visionOS, releases: [])
    #expect(throws: VersionError.noReleaseData(.visionOS)) {
      try empty.resolve(DeploymentRange(minimum: OSVersion(1)))
    }
  }

  @Test func majorReleasesFollowTheData() {
    #expect(Self.axis.majorReleases.map(\.major) == [13, 14, 15, 16, 17, 18, 26])
  }

  @Test func describesRangesAsWritten() throws {
    #expect(try RangeExpression.parse("15-18").description == "15.0-18")
    #expect(try RangeExpression.parse("15+").description == "15.0+")
    #expect(try RangeExpression.parse("16.4..<18").description == "16.4..<18.0")
  }
}
