import CompatMatrixCore
import CompatMatrixRender
import CompatMatrixResolver

/// A concern's plan for a range, as the section that opens a concern page of a team's docs,
/// with strategy names linked to their sections and notes as footnotes.
struct MarkdownPlanSection {
  package let plan: ConcernPlan

  package func render(notes: inout MarkdownFootnotes) -> [String] {
    let range = plan.range
    var lines = ["## " + MarkdownText.inline(DocsText.planHeading(range)), ""]
    lines += PlanMarkdown(plan: plan, linksStrategies: true).lines(citing: &notes)
    return lines
  }
}

extension MarkdownFootnotes: PlanCitations {
  package mutating func cite(sources: [String], confidence: Confidence) -> String {
    let evidence = evidence(sources, confidence: confidence)
    return evidence.isEmpty ? "" : cite(String(evidence.dropFirst()))
  }
}
