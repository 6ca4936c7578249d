import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixWorkflows

/// Lint patterns hold to what the SDK declares (docs/records/sdk-verification.md, "What the SDKs added to the data").
@Suite struct LintPatternSDKTests {
  /// The styles `NavigationViewStyle` has as static members in the iOS 16.4 to 26.2 SDKs.
  static let navigationViewStyles: Set = ["automatic", "columns", "stack"]

  @Test func navigationViewStylePatternsNameStylesThatExist() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    var checked = 0
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        for pattern in strategy.lint where pattern.match.hasPrefix(".navigationViewStyle(.") {
          let style = pattern.match.dropFirst(".navigationViewStyle(.".count).prefix {
            $0.isLetter
          }
          #expect(
            Self.navigationViewStyles.contains(String(style)),
            "\(strategy.id): \(pattern.match) names no NavigationViewStyle")
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }

  /// Only the `Visibility` overload of `toolbarBackground(_:for:)` is deprecated; a
  /// `ShapeStyle` is the iOS 18 spelling's style, not the legacy strategy.
  @Test func onlyTheVisibilityOverloadOfToolbarBackgroundIsTheLegacyStrategy() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      import SwiftUI
      struct Styled: View {
        var body: some View {
          NavigationStack { Text("x") }
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        }
      }
      struct Legacy: View {
        var body: some View {
          NavigationStack { Text("x") }
            .toolbarBackground(.visible, for: .navigationBar)
        }
      }
      """
    try Data(source.utf8).write(to: folder.appendingPathComponent("Bars.swift"))
    let findings = try WorkflowRun.lint(folder, range: "18-26").report.findings.filter {
      $0.message.contains("toolbarBackground") && $0.rule == .deprecatedStrategy
    }
    #expect(findings.count == 1)
    #expect(findings.first.map { "\($0.file):\($0.line)" } == "Bars.swift:12")
  }
}
