import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixSDK

/// Helpers shared by the SDK tests: reading snippets written in Apple's syntax, and the
/// fixture SDKs and team matrices under `Fixtures/sdk`.
enum SDKTestSupport {
  /// The fixture SDKs' folder, relative to the package root.
  static let folder = "Tests/CompatMatrixTests/Fixtures/sdk"

  /// A fixture SDK folder, opened.
  static func sdk(_ name: String) throws -> SDKFolder {
    try SDKFolder(
      path: TestSupport.fixtures.appendingPathComponent("sdk/\(name)").path,
      displayName: "\(folder)/\(name)")
  }

  /// The two fixture SDKs, oldest first.
  static func fixtureSDKs() throws -> [SDKFolder] {
    [try sdk("iPhoneOS16.4.sdk"), try sdk("iPhoneOS18.0.sdk")]
  }

  /// The shipped matrices with a fixture team folder (`team`, `team-wrong`) on top.
  static func matrix(team: String) throws -> Matrix {
    let files = try MatrixDirectory.read(
      TestSupport.fixtures.appendingPathComponent("sdk/\(team)").path, displayName: team)
    return try MatrixLoader.load(shipped: MatrixLoader.embedded(), team: files)
  }

  /// The declarations of an interface snippet, as `kind Container.name: availability`.
  static func interface(_ source: String, framework: String = "SwiftUI") -> [String] {
    let contents = InterfaceReader.read(
      Array(source.utf8), file: "Test.swiftinterface", framework: framework)
    return contents.declarations.map(describe)
  }

  /// The declarations of a header snippet, as `kind Container.name: availability`, with
  /// containers renamed as `NS_SWIFT_NAME` says.
  static func header(_ source: String) -> [String] {
    let contents = HeaderReader.read(Array(source.utf8), file: "Test.h")
    return SDKSymbolIndex(contents.declarations, swiftNames: contents.swiftNames).declarations
      .map(describe)
  }

  /// `function View.toolbar(_:for:): iOS 16.0, soft-deprecated`.
  static func describe(_ declaration: SDKDeclaration) -> String {
    "\(declaration.kind.rawValue) \(declaration.qualifiedName): \(declaration.availability.summary)"
  }
}
