import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

@Suite struct OSVersionTests {
  @Test(arguments: [
    ("16", "16.0"), ("16.4", "16.4"), ("16.4.1", "16.4.1"), ("16.0.0", "16.0"), ("0", "0.0"),
    ("26.10", "26.10"), ("99999", "99999.0"), ("016", "16.0"), ("16.04", "16.4"),
  ])
  func parsesAndPrintsCanonically(input: String, canonical: String) throws {
    #expect(try OSVersion.parse(input).description == canonical)
    #expect(OSVersion(input)?.description == canonical)
  }

  static let expected =
    "expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"

  @Test(arguments: [
    ("15.x", "invalid version '15.x': unexpected 'x'; \(expected)"),
    ("", "invalid version '': the version is empty; \(expected)"),
    ("-1", "invalid version '-1': unexpected '-'; \(expected)"),
    ("1.2.3.4", "invalid version '1.2.3.4': more than three numbers; \(expected)"),
    ("16..0", "invalid version '16..0': a number is missing between dots; \(expected)"),
    ("16.", "invalid version '16.': a number is missing between dots; \(expected)"),
    (".16", "invalid version '.16': a number is missing between dots; \(expected)"),
    (" 16", "invalid version ' 16': remove the spaces around it; \(expected)"),
    ("16 ", "invalid version '16 ': remove the spaces around it; \(expected)"),
    (
      "99999999999999999999",
      "invalid version '99999999999999999999': a number is above 99999; \(expected)"
    ),
    ("100000", "invalid version '100000': a number is above 99999; \(expected)"),
    ("16,4", "invalid version '16,4': unexpected ','; \(expected)"),
    ("１６", "invalid version '１６': unexpected '１'; \(expected)"),
  ])
  func rejectsMalformedVersionsWithAMessageQuotingThem(input: String, message: String) {
    #expect(throws: VersionError.self) { try OSVersion.parse(input) }
    do {
      _ = try OSVersion.parse(input)
    } catch {
      #expect(error.description == message)
      #expect(error.localizedDescription == message)
    }
    #expect(OSVersion(input) == nil)
  }

  @Test func comparesNumericallyNotAlphabetically() throws {
    #expect(try OSVersion.parse("16.10") > OSVersion.parse("16.9"))
    #expect(try OSVersion.parse("26.0") > OSVersion.parse("18.7.2"))
    #expect(try OSVersion.parse("16") == OSVersion.parse("16.0.0"))
    let sorted = try ["18.0", "16.10", "16.2", "26.1", "16.4.1", "16.4"].map(OSVersion.parse)
      .sorted().map(\.description)
    #expect(sorted == ["16.2", "16.4", "16.4.1", "16.10", "18.0", "26.1"])
  }

  @Test func codesAsItsString() throws {
    let versions = [OSVersion(16, 4, 1), OSVersion(17)]
    let data = try JSONEncoder().encode(versions)
    #expect(String(decoding: data, as: UTF8.self) == #"["16.4.1","17.0"]"#)
    #expect(try JSONDecoder().decode([OSVersion].self, from: data) == versions)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([OSVersion].self, from: Data(#"["16.x"]"#.utf8))
    }
  }

  @Test func successorAndNextMajor() {
    #expect(OSVersion(16, 4).successor == OSVersion(16, 4, 1))
    #expect(OSVersion(18, 6, 2).nextMajor == OSVersion(19))
  }
}

@Suite struct PlatformTests {
  @Test(arguments: [
    ("iOS", Platform.iOS), ("ios", .iOS), ("IOS", .iOS), ("macos", .macOS), ("MacOS", .macOS),
    ("ipados", .iPadOS), ("tvOS", .tvOS), ("WATCHOS", .watchOS), ("visionos", .visionOS),
  ])
  func acceptsIdsInAnyCase(text: String, platform: Platform) throws {
    #expect(try Platform.parse(text) == platform)
  }

  @Test(arguments: [
    ("iOS16", "unknown platform 'iOS16'; did you mean 'iOS'?"),
    ("macOSX", "unknown platform 'macOSX'; did you mean 'macOS'?"),
    (
      "android",
      "unknown platform 'android' (known: iOS, iPadOS, macOS, tvOS, watchOS, visionOS)"
    ),
  ])
  func rejectsUnknownPlatforms(text: String, message: String) {
    do {
      _ = try Platform.parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func iPadOSIsCheckedAsIOSInAvailabilityConditions() {
    #expect(Platform.iPadOS.availabilityName == "iOS")
    #expect(Platform.macOS.availabilityName == "macOS")
  }
}
