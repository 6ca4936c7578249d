import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// Every row of a plan names the condition that selects it, gaps included: a gap in the
/// middle or at the top of a plan is `if #available(…)`, never a second `else` (issue 16,
/// item 3).
@Suite struct PlanConditionTests {
  typealias Strategy = StretchMatrix.Strategy

  /// A concern's strategies, and the rows of its plan over `13+` as `lead | title | versions`,
  /// newest first.
  static let cases: [(String, [Strategy], [String])] = [
    (
      "gap in the middle",
      [
        Strategy(id: "old", broken: [("14.0", nil)]),
        Strategy(id: "new", broken: [("13.0", "16.0")]),
      ],
      [
        "if #available(iOS 16.0, *) | Title of new | 16.0–26.0",
        "if #available(iOS 14.0, *) | no strategy | 14.0–15.x",
        "else | Title of old | 13.x",
      ]
    ),
    (
      "gap at the top",
      [Strategy(id: "old", broken: [("26.0", nil)])],
      [
        "if #available(iOS 26.0, *) | no strategy | 26.0",
        "else | Title of old | 13.0–18.x",
      ]
    ),
    (
      "gap at the bottom",
      [Strategy(id: "new", broken: [("13.0", "16.0")])],
      [
        "if #available(iOS 16.0, *) | Title of new | 16.0–26.0",
        "else | no strategy | 13.0–15.x",
      ]
    ),
    (
      "gaps in the middle and at the top",
      [Strategy(id: "both", broken: [("14.0", "16.0"), ("26.0", nil)])],
      [
        "if #available(iOS 26.0, *) | no strategy | 26.0",
        "if #available(iOS 16.0, *) | Title of both | 16.0–18.x",
        "if #available(iOS 14.0, *) | no strategy | 14.0–15.x",
        "else | Title of both | 13.x",
      ]
    ),
  ]

  static func plan(_ strategies: [Strategy]) throws -> ConcernPlan {
    let matrix = try StretchMatrix.matrix(StretchMatrix.concern("case", strategies))
    return try StretchMatrix.plan("case", "13+", in: matrix)
  }

  @Test(arguments: cases)
  func everyRowNamesItsCondition(name: String, strategies: [Strategy], rows: [String]) throws {
    let plan = try Self.plan(strategies)
    let actual = PlanRow.rows(of: plan).map { "\($0.lead) | \($0.title) | \($0.versions)" }
    #expect(actual == rows, "\(name)")
  }

  @Test(arguments: cases)
  func everyFormatShowsTheConditions(name: String, strategies: [Strategy], rows: [String]) throws {
    let plan = try Self.plan(strategies)
    let report = ResolutionReport(range: plan.range, source: .expression, plans: [plan])
    let text = try ResolutionRenderer(report: report).render(.text)
    let markdown = try ResolutionRenderer(report: report).render(.markdown)
    let conditions = rows.map { String($0.prefix { $0 != "|" }.dropLast()) }
    for condition in conditions where condition != "else" {
      let code = String(condition.dropFirst(3))
      #expect(text.contains("  \(condition)  "), "\(name): text lacks \(condition)")
      #expect(markdown.contains("| `\(condition)` |"), "\(name): Markdown lacks \(condition)")
      let docs = try DocsGenerator().pages(
        documenting: DocsSubject(
          matrix: try StretchMatrix.matrix(StretchMatrix.concern("case", strategies)),
          platform: .iOS, range: plan.range),
        in: .markdown
      ).first { $0.path == "case.md" }
      #expect(docs?.contents.contains("| `\(condition)` |") == true, "\(name): docs lack \(code)")
    }
    #expect(
      text.components(separatedBy: "\n  else ").count <= 2, "\(name): two else rows in text")
    let json = try JSONSerialization.jsonObject(
      with: Data(try ResolutionRenderer(report: report).render(.json).utf8))
    let concern = try #require(((json as? [String: Any])?["concerns"] as? [[String: Any]])?.first)
    let gaps = try #require(concern["gaps"] as? [[String: Any]])
    for gap in gaps {
      let from = try #require(gap["from"] as? String)
      let condition = gap["condition"] as? String
      #expect(
        condition == (from == "13.0" ? nil : "#available(iOS \(from), *)"),
        "\(name): the gap from \(from) has the condition \(condition ?? "null")")
    }
    #expect(concern["availabilityCheck"] as? String == conditions.first)
  }

  /// Over the shipped data, every plan from every major release has at most one row without
  /// a condition, and it is the oldest; a branch that takes effect without a check (built
  /// with the SDK, an Info.plist key) is no `if` to write, wherever it is.
  @Test func theShippedPlansHaveOneElseAtMost() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let axis = try matrix.axis(for: .iOS)
    let resolver = Resolver(matrix: matrix)
    for minimum in axis.majorReleases {
      let range = try axis.resolve(DeploymentRange(minimum: minimum))
      for plan in resolver.plans(for: range) {
        let leads = PlanRow.rows(of: plan).map(\.lead)
        let kindLeads = Set(StrategyKind.allCases.compactMap(PlanRow.lead(of:)))
        let unconditional = leads.filter { !$0.hasPrefix("if ") && !kindLeads.contains($0) }
        #expect(unconditional.count <= 1, "\(plan.concern.id) from \(minimum): \(leads)")
        if leads.count > 1 { #expect(leads.last == "else", "\(plan.concern.id): \(leads)") }
      }
    }
  }
}
