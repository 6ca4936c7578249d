import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

/// Device models, App Store adoption editions, and what a minimum costs in devices and users.
@Suite struct DevicesAndAdoptionTests {
  /// The base fixtures with the device and adoption fixture file, and extra files.
  static func matrix(adding files: [MatrixFile] = []) throws -> Matrix {
    let devices = MatrixFile(
      path: "devices/devices.json",
      bytes: try TestSupport.fixtureBytes("matrices/devices/devices.json"))
    return try TestSupport.baseMatrix(adding: [devices] + files)
  }

  /// The message of loading the fixtures with one more file, which must fail.
  static func problems(_ text: String) throws -> String {
    do {
      _ = try matrix(adding: [TestSupport.file("team/extra.json", text)])
      Issue.record("expected the data to be rejected")
      return ""
    } catch let error as MatrixLoadError {
      return error.description
    }
  }

  static func range(_ minimum: String, _ maximum: String = "26") throws -> ResolvedRange {
    try matrix().resolve(DeploymentRange.parse(minimum: minimum, maximum: maximum), on: .iOS)
  }

  @Test(
    arguments: [
      ("16", "2024-02-04", 96, 89), ("17", "2025-01-21", 95, 87), ("18", "2025-01-21", 76, 68),
      ("26", "2026-02-12", 74, nil),
    ] as [(String, String, Int, Int?)])
  func theMostRecentEditionThatCoversAMinimumGivesItsShare(
    _ minimum: String, _ date: String, _ recent: Int, _ all: Int?
  ) throws {
    let version = try #require(OSVersion(minimum))
    let editions = try Self.matrix().adoption
    let coverage = try #require(
      AdoptionCoverage(minimum: version, platform: .iOS, editions: editions))
    #expect(coverage.measuredOn == date)
    #expect(coverage.shares[.recentIPhones].map { Int($0) } == recent)
    #expect(coverage.shares[.allIPhones].map { Int($0) } == all)
  }

  @Test(arguments: ["15", "16.4", "17.2"])
  func noEditionCoversAnEarlierOrAPointReleaseMinimum(_ minimum: String) throws {
    let editions = try Self.matrix().adoption
    let version = try #require(OSVersion(minimum))
    #expect(AdoptionCoverage(minimum: version, platform: .iOS, editions: editions) == nil)
    #expect(
      AdoptionCoverage(minimum: OSVersion(18), platform: .iPadOS, editions: editions) == nil)
  }

  @Test func devicesLeftBehindAreThoseThatRunTheOldMinimumButNotTheNew() throws {
    let matrix = try Self.matrix()
    let left = matrix.devices(leftBehindFrom: OSVersion(15), to: OSVersion(17), on: .iOS)
    #expect(left.map(\.name) == ["iPhone 7", "iPad Air 2", "iPhone 8", "iPhone X"])
    #expect(
      matrix.devices(leftBehindFrom: OSVersion(16), to: OSVersion(16, 4), on: .iOS).isEmpty)
    #expect(
      matrix.devices(leftBehindFrom: OSVersion(15), to: OSVersion(17), on: .iPadOS).map(\.name)
        == ["iPad Air 2"])
  }

  @Test func upgradeNamesTheDevicesAndTheShareOfUsers() throws {
    let matrix = try Self.matrix()
    let report = UpgradeReport(
      from: try Self.range("15"), to: try Self.range("17"), resolver: Resolver(matrix: matrix),
      preferring: UpgradeTests.profile)
    #expect(
      MinimumCostText.devices(report)
        == "Raising the minimum to iOS 17.0 leaves behind 4 device models that can run iOS 15.0 "
        + "but not 17.0: iOS 16 drops iPhone 7 and iPad Air 2; iOS 17 drops iPhone 8 and "
        + "iPhone X.")
    let renderer = UpgradeRenderer(report: report)
    #expect(
      renderer.usersSentence
        == "Raising the minimum to iOS 17.0 keeps 95% of iPhones introduced in the last four "
        + "years and 87% of all iPhones, as measured on 2025-01-21.")
    let minor = UpgradeRenderer(
      report: UpgradeReport(
        from: try Self.range("15"), to: try Self.range("16.4"), resolver: Resolver(matrix: matrix),
        preferring: UpgradeTests.profile))
    #expect(minor.usersSentence.hasPrefix("No App Store figure covers iOS 16.4"))
    try TestSupport.expectGolden(try renderer.render(.text), "upgrade/devices.txt")
    try TestSupport.expectGolden(try renderer.render(.json), "upgrade/devices.json")
  }

  @Test func adviseShowsSharesAndTheDevicesEachMinimumDrops() throws {
    let advice = try MinimumAdvice(
      resolver: Resolver(matrix: try Self.matrix()), platform: .iOS,
      maximum: try DeploymentRange.parse(minimum: "26", maximum: "26"),
      preferring: UpgradeTests.profile)
    let row17 = try #require(advice.rows.first { $0.minimum == OSVersion(17) })
    #expect(row17.drops.map(\.name) == ["iPhone 8", "iPhone X"])
    #expect(row17.coverage?.measuredOn == "2025-01-21")
    let renderer = AdviceRenderer(advice: advice)
    try TestSupport.expectGolden(try renderer.render(.text), "advise/devices.txt")
    try TestSupport.expectGolden(try renderer.render(.markdown), "advise/devices.md")
  }

  /// Shares of different dates are never set side by side as if they were one (issue 25):
  /// every row of `advise` is measured by the one most recent edition, exactly or as a lower
  /// bound, so they fall as the minimum rises; the figures other editions give exactly are
  /// listed apart, each with its date; and a decision record compares its alternatives on one
  /// date, saying the chosen minimum's share on that date when its own figure is older.
  @Test(arguments: ["26", "18"])
  func sharesSetSideBySideAreOfOneDate(_ maximum: String) throws {
    let matrix = try Self.matrix()
    let advice = try MinimumAdvice(
      resolver: Resolver(matrix: matrix), platform: .iOS,
      maximum: try DeploymentRange.parse(minimum: maximum, maximum: maximum),
      preferring: UpgradeTests.profile)
    let edition = try #require(advice.sharesMeasuredBy)
    // The edition that gives the most rows a share: the fixtures' latest gives only iOS 26's.
    #expect(edition.measuredOn == "2025-01-21")
    var previous: [AdoptionPopulation: Double] = [:]
    for row in advice.rows {
      guard let same = row.sameDate else {
        #expect(row.minimum.major > edition.latest.major, "iOS \(row.minimum): no share")
        continue
      }
      #expect(same.edition == edition)
      #expect(same.isLowerBound == (row.minimum.major < edition.previous.major))
      for (population, share) in same.shares {
        if let earlier = previous[population] { #expect(earlier >= share, "iOS \(row.minimum)") }
        previous[population] = share
      }
    }
    let text = try AdviceRenderer(advice: advice).render(.text)
    // One date in the table and its note; every other date only on its own line.
    let table = text.components(separatedBy: "\n\n")[1]
    #expect(!table.contains("20"), "\(table)")
    #expect(text.contains("every row as Apple measured them on \(edition.measuredOn) "))
    for row in advice.rows {
      guard let own = row.coverage, own.edition != edition else { continue }
      #expect(
        text.contains(
          "iOS \(row.minimum.major): " + MinimumCostText.shares(own)
            + ", measured on \(own.measuredOn)"))
    }
    let json = try AdviceRenderer(advice: advice).render(.json)
    #expect(json.contains("\"sharesMeasuredOn\": \"\(edition.measuredOn)\""))
  }

  @Test func aDecisionRecordComparesItsAlternativesOnOneDate() throws {
    let matrix = try Self.matrix()
    let resolver = Resolver(matrix: matrix)
    let report = UpgradeReport(
      from: try Self.range("15"), to: try Self.range("16"), resolver: resolver,
      preferring: UpgradeTests.profile)
    let advice = try MinimumAdvice(
      resolver: resolver, platform: .iOS,
      maximum: try DeploymentRange.parse(minimum: "26", maximum: "26"),
      preferring: UpgradeTests.profile)
    let record = try UpgradeRenderer(report: report, advice: advice).render(.adr)
    let alternatives = try #require(
      record.components(separatedBy: "## Alternatives considered").last)
    let dates = Set(
      alternatives.split(separator: "(").compactMap { part -> String? in
        let date = part.prefix(10)
        return date.count == 10 && date.dropFirst(4).first == "-" ? String(date) : nil
      })
    #expect(dates == Set([advice.sharesMeasuredBy?.measuredOn].compactMap { $0 }))
    // 16's own figure is of 2024-02-04: the record also gives it on the alternatives' date.
    #expect(record.contains("as measured on 2024-02-04"))
    #expect(
      record.contains(
        "On \(advice.sharesMeasuredBy?.measuredOn ?? ""), the date the alternatives below are "
          + "measured on, it keeps at least"))
  }

  @Test func showListsTheDevicesAndTheEditions() throws {
    let matrix = try Self.matrix()
    try TestSupport.expectGolden(
      try DeviceListRenderer(matrix: matrix, platform: .iOS).render(.text), "show/devices.txt")
    try TestSupport.expectGolden(
      try DeviceListRenderer(matrix: matrix, platform: .iOS).render(.json), "show/devices.json")
    try TestSupport.expectGolden(
      try AdoptionListRenderer(matrix: matrix, platform: .iOS).render(.text), "show/adoption.txt")
    try TestSupport.expectGolden(
      try AdoptionListRenderer(matrix: matrix, platform: .iOS).render(.markdown),
      "show/adoption.md")
  }

  @Test(
    arguments: [
      (
        #"{"adoption": [{"platform": "iOS", "measuredOn": "2026-03-01", "latest": "26", "previous": "17", "populations": {"all-iphones": {"latest": 66}}, "sources": ["https://example.com/a"], "confidence": "reported"}]}"#,
        "adoption[0].previous: 17.0 is not the major release before 26.0; the data lists 18.0 before it"
      ),
      (
        #"{"adoption": [{"platform": "iOS", "measuredOn": "2024-01-01", "latest": "18", "previous": "17", "populations": {"all-iphones": {"latest": 66}}, "sources": ["https://example.com/a"], "confidence": "reported"}]}"#,
        "adoption[0].measuredOn: measured on 2024-01-01, before 18.0 was released on 2024-09-16"
      ),
      (
        #"{"adoption": [{"platform": "iOS", "measuredOn": "2025-02-02", "latest": "18", "previous": "17", "populations": {"all-iphones": {"latest": 68, "previous": 19, "earlier": 3}}, "sources": ["https://example.com/a"], "confidence": "reported"}]}"#,
        "adoption[0].populations.all-iphones: the shares add up to 90, not 100"
      ),
      (
        #"{"adoption": [{"platform": "iOS", "measuredOn": "2025-02-01", "latest": "16.4", "previous": "16", "populations": {"all-iphones": {"latest": 68}}, "sources": ["https://example.com/a"], "confidence": "reported"}]}"#,
        "adoption[0].latest: 16.4 is not a major release of iOS in the data"
      ),
      (
        #"{"adoption": [{"platform": "iOS", "measuredOn": "2025-02-03", "latest": "18", "previous": "17", "populations": {"all-iphone": {"latest": 168}}, "sources": ["https://example.com/a"], "confidence": "reported"}]}"#,
        "'all-iphone' is not one of 'iphones-last-four-years', 'all-iphones'; did you mean 'all-iphones'?"
      ),
      (
        #"{"devices": [{"id": "iphone-future", "name": "iPhone Future", "family": "iPhone", "lastRelease": "27", "sources": ["https://example.com/d"], "confidence": "reported"}]}"#,
        "devices[0].lastRelease: version 27.0 is after the latest iOS release in the data, 26.0"
      ),
      (
        #"{"devices": [{"id": "iphone-odd", "name": "iPhone Odd", "family": "Phone", "lastRelease": "16.4", "sources": ["https://example.com/d"], "confidence": "reported"}]}"#,
        "devices[0].family: 'Phone' is not one of 'iPhone', 'iPod touch', 'iPad'"
      ),
      (
        #"{"devices": [{"id": "iphone-8", "name": "iPhone 8", "family": "iPhone", "lastRelease": "16", "sources": ["https://example.com/d"], "confidence": "reported"}]}"#,
        "duplicate device id 'iphone-8'"
      ),
    ] as [(String, String)])
  func badDeviceAndAdoptionDataIsReported(_ text: String, _ message: String) throws {
    let problems = try Self.problems(text)
    #expect(problems.contains(message), "\(problems)")
  }

  @Test func deviceDataMustReachTheLatestRelease() throws {
    let devices =
      #"{"devices": [{"id": "iphone-8", "name": "iPhone 8", "family": "iPhone", "lastRelease": "16", "sources": ["https://example.com/d"], "confidence": "reported"}]}"#
    do {
      _ = try TestSupport.baseMatrix(adding: [TestSupport.file("team/devices.json", devices)])
      Issue.record("expected the data to be rejected")
    } catch let error as MatrixLoadError {
      #expect(
        error.description.contains(
          "no device is known to run a release after 16.0, but the releases reach 26.0"))
    }
  }
}
