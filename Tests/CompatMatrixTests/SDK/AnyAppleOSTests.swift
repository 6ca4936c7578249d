import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// `@available(anyAppleOS 27.0, *)`, as the iOS 27 SDK writes it, read as the compiler reads
/// it: the fixture iOS 27.0 SDK against records that are right and records that are wrong.
@Suite struct AnyAppleOSTests {
  private func report(_ sdks: [String]) throws -> SDKVerificationReport {
    let matrix = try SDKTestSupport.matrix(team: "anyappleos")
    return try SDKVerifier(matrix: matrix, recordsIn: "anyappleos").verify(
      sdks.map(SDKTestSupport.sdk))
  }

  private func finding(_ report: SDKVerificationReport, _ id: String) throws -> SDKFinding {
    try #require(report.records.first { $0.record.id == id }?.combined)
  }

  @Test(arguments: [
    ["iPhoneOS27.0.sdk"],
    ["iPhoneOS16.4.sdk", "iPhoneOS18.0.sdk", "iPhoneOS27.0.sdk"],
  ])
  func recordsOfAnyAppleOSDeclarationsAgreeWithIOSVersions(sdks: [String]) throws {
    let report = try report(sdks)
    for id in [
      "fixture27-top-bar-pinned-trailing", "fixture27-minimization-modifier",
      "fixture27-minimization-type", "fixture27-minimization-case", "fixture27-long-form",
      "fixture27-platform-first",
    ] {
      let finding = try finding(report, id)
      #expect(finding.verdict == .agrees, "\(id): \(finding)")
      #expect(finding.sdkVersion == OSVersion(27))
    }
  }

  @Test(
    arguments: [
      // The member of an iOS 15.0 extension is 27.0, not 15.0.
      ("fixture27-wrong-modifier", "15.0", "27.0"),
      // A type marked only `anyAppleOS 27.0` has a version to disagree with.
      ("fixture27-wrong-type", "18.0", "27.0"),
      // `iOS 26.4` wins over `anyAppleOS 27.0`.
      ("fixture27-wrong-platform-first", "27.0", "26.4"),
    ] as [(String, String, String)])
  func recordsThatMisdateThemDisagree(id: String, data: String, sdk: String) throws {
    let report = try report(["iPhoneOS27.0.sdk"])
    let finding = try finding(report, id)
    #expect(finding.verdict == .disagrees)
    #expect(finding.field == "introduced")
    #expect(finding.data == data)
    #expect(finding.sdk == sdk)
    #expect(report.hasFailures)
  }

  @Test func anAnyAppleOSUnavailableTypeIsUnavailableOnIOS() throws {
    let contents = try SDKContents(reading: SDKTestSupport.sdk("iPhoneOS27.0.sdk"))
    let type = try #require(contents.index.types(at: "AppleOnlyElsewhere").first)
    #expect(contents.index.availability(of: type).isUnavailable)
    #expect(contents.problems.isEmpty)
  }
}
