import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The JSON contract of `compat-matrix resolve --format json`, version 1; documented in
/// `docs/json-output.md`. Fields are only ever added within a schema version.
package enum ResolutionJSON {
  /// The report as a JSON document.
  package static func document(_ report: ResolutionReport) -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(report.range.platform.rawValue),
      "range": range(report.range),
      "source": .string(report.source.rawValue),
      "sourceDetail": .optional(report.sourceDetail),
      "concerns": .array(report.plans.map(plan)),
    ])
  }

  package static func range(_ range: ResolvedRange) -> JSONDocument {
    .object(["min": .string(range.minimum.description), "max": .string(range.maximum.description)])
  }

  package static func version(_ version: OSVersion?) -> JSONDocument {
    .optional(version?.description)
  }

  package static func reason(_ reason: StatusReason) -> JSONDocument {
    .object([
      "from": .string(reason.from.description),
      "until": version(reason.until),
      "status": .string(reason.status.rawValue),
      "reason": .string(reason.text),
      "sources": .array(reason.sources.map(JSONDocument.string)),
      "confidence": .string(reason.confidence.rawValue),
    ])
  }

  package static func plan(_ plan: ConcernPlan) -> JSONDocument {
    .object([
      "id": .string(plan.concern.id),
      "title": .string(plan.concern.title),
      "question": .string(plan.concern.question),
      "outcome": .string(plan.outcome.rawValue),
      "branches": .array(plan.branches.map { branch($0, plan: plan) }),
      "gaps": .array(
        plan.gaps.map { gap in
          .object([
            "from": .string(gap.from.description),
            "until": version(gap.until),
            "condition": .optional(gap.condition),
            "note": .optional(gap.recorded?.note),
            "sources": .array((gap.recorded?.evidence.sources ?? []).map(JSONDocument.string)),
          ])
        }),
      "availabilityCheck": .optional(plan.availabilityCheck),
      "rejected": .array(
        plan.rejected.map { rejection in
          .object([
            "strategy": .string(rejection.strategy.id),
            "title": .string(rejection.strategy.title),
            "summary": .string(rejection.summary),
            "versions": .array(rejection.reasons.map(reason)),
          ])
        }),
      "sources": .array(plan.sources.map(JSONDocument.string)),
    ])
  }

  package static func branch(_ branch: PlanBranch, plan: ConcernPlan) -> JSONDocument {
    .object([
      "strategy": .string(branch.strategy.id),
      "title": .string(branch.strategy.title),
      "origin": .string(branch.strategy.origin.rawValue),
      "apis": .array(branch.apis.map(JSONDocument.string)),
      "from": .string(branch.from.description),
      "until": version(branch.until),
      "status": .string(branch.status.rawValue),
      "condition": .optional(branch.condition),
      "notes": .array(branch.notes.map(reason)),
      "caveats": .array(branch.strategy.caveats.map(JSONDocument.string)),
      "sideEffects": .array(
        branch.strategy.sideEffects.map {
          .object(["scope": .string($0.scope.rawValue), "description": .string($0.description)])
        }),
    ])
  }

}
