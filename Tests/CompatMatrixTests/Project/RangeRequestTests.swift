import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixProject

/// Which source of a deployment range wins, and how each failure names the input at fault.
@Suite struct RangeRequestTests {
  /// A request's outcome on one line: `15.0-18.0 expression`, or the error.
  static func outcome(_ request: RangeRequest) throws -> String {
    let matrix = try ResolverTests.matrix()
    do {
      let selected = try request.resolve(on: .iOS, in: matrix)
      return "\(selected.range.minimum)-\(selected.range.maximum) \(selected.source.rawValue)"
        + (selected.detail == nil ? "" : " (detail)")
    } catch {
      return describe(error)
    }
  }

  /// An error on one line: `invalid maximum '99': reason`.
  static func describe(_ error: RangeRequestError) -> String {
    switch error {
    case .invalidValue(let input, let text, let reason): "invalid \(input) '\(text)': \(reason)"
    case .invalidRange(let error): "invalid range: \(error)"
    case .unreadableProject(let error): "unreadable project: \(error)"
    default: "\(error)"
    }
  }

  static let project = TestSupport.fixtures.appendingPathComponent("projects/package-minor").path
  /// A repository with no project, outside this package (whose `Package.swift` the search
  /// for a project would find above the fixtures).
  static let empty: String = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-tests-empty-repository")
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder.path
  }()
  static let configured = (range: DeploymentRange(minimum: OSVersion(16)), text: "16+")

  @Test(arguments: [
    (RangeRequest(expression: "15-17", directory: project), "15.0-17.0 expression"),
    (RangeRequest(minimum: "15", maximum: "17", directory: project), "15.0-17.0 flag"),
    (RangeRequest(minimum: "16", directory: project), "16.0-26.0 flag"),
    (
      RangeRequest(expression: "15-17", configured: configured, directory: project),
      "15.0-17.0 expression"
    ),
    (RangeRequest(minimum: "15", configured: configured, directory: project), "15.0-26.0 flag"),
    (RangeRequest(configured: configured, directory: project), "16.0-26.0 expression"),
    (RangeRequest(directory: project), "15.4-26.0 Package.swift (detail)"),
    (
      RangeRequest(project: "Package.swift", directory: project), "15.4-26.0 Package.swift (detail)"
    ),
    (RangeRequest(expression: "15-17", minimum: "15", directory: project), "expressionAndBounds"),
    (RangeRequest(expression: "15-17", maximum: "17", directory: project), "expressionAndBounds"),
    (
      RangeRequest(maximum: "17", configured: configured, directory: project),
      "maximumWithoutMinimum"
    ),
    (
      RangeRequest(expression: "18-15", directory: project),
      "invalid expression '18-15': the minimum 18 is above the maximum 15"
    ),
    (
      RangeRequest(minimum: "1e9", directory: project),
      "invalid minimum '1e9': invalid version '1e9': unexpected 'e'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
    (
      RangeRequest(minimum: "15", maximum: "x", directory: project),
      "invalid maximum 'x': invalid version 'x': unexpected 'x'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
    (
      RangeRequest(minimum: "15", maximum: "99", directory: project),
      "invalid maximum '99': version 99 is above the latest iOS release in the data, 26.0"
    ),
    (
      RangeRequest(
        configured: (DeploymentRange(minimum: OSVersion(40)), "40+"), directory: project),
      "invalid configuration '40+': version 40.0 is above the latest iOS release in the data, 26.0"
    ),
    (RangeRequest(directory: empty), "noRange(reason: nil)"),
    (
      RangeRequest(project: "nowhere", directory: empty),
      "invalid project 'nowhere': no project at '\(empty)/nowhere': the path does not exist"
    ),
  ])
  func theFirstSourceGivenWinsAndFailuresNameTheirInput(request: RangeRequest, expected: String)
    throws
  {
    #expect(try Self.outcome(request) == expected)
  }

  @Test func onlyARangeOrAProjectGivenByTheUserCountsAsGiven() {
    #expect(!RangeRequest(configured: Self.configured, directory: "/").isGiven)
    #expect(RangeRequest(project: "App.xcodeproj", directory: "/").isGiven)
    #expect(RangeRequest(maximum: "18", directory: "/").isGiven)
  }

  @Test(arguments: [
    (
      UpgradeRequest(currentMinimum: "15", proposedMinimum: "16", directory: project),
      "15.0 16.0 flag"
    ),
    (
      UpgradeRequest(currentMinimum: nil, proposedMinimum: "16", directory: project),
      "15.4 16.0 Package.swift"
    ),
    (
      UpgradeRequest(currentMinimum: "16", proposedMinimum: "15", directory: project),
      "proposedMinimumNotAbove(proposed: 15.0, current: 16.0)"
    ),
    (
      UpgradeRequest(currentMinimum: "15", proposedMinimum: "16", maximum: "x", directory: project),
      "invalid maximum 'x': invalid version 'x': unexpected 'x'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
    (
      UpgradeRequest(
        currentMinimum: "15", proposedMinimum: "16", maximum: "99", directory: project),
      "invalid maximum '99': version 99 is above the latest iOS release in the data, 26.0"
    ),
    (
      // Before the data's first release: compared from there, the minimum kept.
      UpgradeRequest(currentMinimum: "12", proposedMinimum: "16", directory: project),
      "12.0 16.0 flag"
    ),
    (
      UpgradeRequest(currentMinimum: nil, proposedMinimum: "16", directory: empty),
      "noRange(reason: nil)"
    ),
  ])
  func anUpgradeStartsFromTheGivenOrTheProjectsMinimum(request: UpgradeRequest, expected: String)
    throws
  {
    let outcome: String
    let matrix = try ResolverTests.matrix()
    do {
      let ranges = try request.resolve(on: .iOS, in: matrix)
      outcome = "\(ranges.from.minimum) \(ranges.to.minimum) \(ranges.source.rawValue)"
    } catch {
      outcome = Self.describe(error)
    }
    #expect(outcome == expected)
  }
}
