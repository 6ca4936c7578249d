import CompatMatrixCore
import CompatMatrixResolver

/// The JSON contract of `compat-matrix resolve --format json`, version 2; documented in
/// `docs/user-guide/json-output.md`. Fields are only ever added within a schema version.
package enum ResolutionJSON {
  /// The report as a JSON document.
  package static func document(_ report: ResolutionReport) -> JSONDocument {
    var fields: [String: JSONDocument] = [
      "schemaVersion": .int(2),
      "platform": .string(report.range.platform.rawValue),
      "range": range(report.range),
      "source": .string(report.source.rawValue),
      "sourceDetail": .optional(report.sourceDetail),
      "concerns": .array(report.plans.map(plan)),
    ]
    if let sdk = report.sdk { fields["sdk"] = .string(sdk.description) }
    if let navigation = report.navigation {
      fields["architecture"] = architecture(navigation)
      fields["notApplicable"] = .array(
        navigation.notApplicable.map { entry in
          .object([
            "id": .string(entry.concern.id), "title": .string(entry.concern.title),
            "reason": .string(entry.reason), "scope": scope(entry.scope),
          ])
        })
    }
    return .object(fields)
  }

  /// The profile, how it was chosen and the architecture summary.
  package static func architecture(_ navigation: NavigationPlan) -> JSONDocument {
    var scores: [ProfileScore] = []
    var evidence: String?
    var weighing: NavigationWeighing?
    var rule: ProfileRule?
    switch navigation.basis {
    case .flag: break
    case .detected(let text, let weighed): (evidence, weighing) = (text, weighed)
    case .rule(let chosen): (scores, rule) = (chosen.scores, chosen)
    }
    return .object([
      "profile": .string(navigation.profile.rawValue),
      "chosenBy": .string(navigation.basis.kind),
      "headline": .string(ArchitectureText.headline(navigation)),
      "reason": .optional(ArchitectureText.basis(navigation)),
      "evidence": .optional(evidence),
      "weighed": weighing.map(Self.weighing) ?? .null,
      "rule": rule.map(Self.rule) ?? .null,
      "scores": .array(
        scores.map { score in
          .object([
            "profile": .string(score.profile.rawValue), "total": .int(score.total),
            "checks": .int(score.checks), "gaps": .int(score.gaps),
          ])
        }),
      "summary": .array(
        navigation.summary.spans.map { span in
          var roles: [String: JSONDocument] = [:]
          for role in ArchitectureRole.allCases {
            let names = span.roles.first { $0.role == role }?.names ?? []
            roles[role.rawValue] = .array(names.map(JSONDocument.string))
          }
          return .object(
            roles.merging([
              "from": .string(span.from.description), "until": version(span.until),
              "versions": .string(span.label),
              "gaps": .array(span.gaps.map(JSONDocument.string)),
            ]) { first, _ in first })
        }),
    ])
  }

  /// What detection weighed: the files that own navigation per framework, the hosting
  /// controllers, the margin, the verdict and each target's part.
  static func weighing(_ weighing: NavigationWeighing) -> JSONDocument {
    .object([
      "swiftUIFiles": .int(weighing.swiftUIFiles), "uiKitFiles": .int(weighing.uiKitFiles),
      "uiKitPushFiles": .int(weighing.uiKitPushFiles),
      "hostedScreenFiles": .int(weighing.hostedScreenFiles),
      "hostingOffStackFiles": .int(weighing.hostingOffStackFiles),
      "marginPercent": .int(weighing.marginPercent), "verdict": .string(weighing.verdict),
      "targets": .array(
        weighing.targets.map { target in
          .object([
            "name": .string(target.name), "profile": .string(target.profile.rawValue),
            "swiftUIFiles": .int(target.swiftUIFiles), "uiKitFiles": .int(target.uiKitFiles),
          ])
        }),
    ])
  }

  /// How the rule chose: the minimum it plans SwiftUI from, the margin of a tie, and whether
  /// the whole plans are one.
  static func rule(_ rule: ProfileRule) -> JSONDocument {
    .object([
      "swiftUIFrom": .string(ProfileRule.swiftUIFrom.description),
      "tieMarginPercent": .int(rule.marginPercent),
      "tie": .bool(rule.isTie), "differencePercent": .int(rule.differencePercent),
      "projectRead": .bool(rule.projectShowedNothing),
    ])
  }

  /// What rules a concern out: `{"kind": "profile"}`, `{"kind": "releases", "from", "until"}`
  /// or `{"kind": "sdk", "linkedOnOrAfter"}`.
  package static func scope(_ scope: NotApplicableScope) -> JSONDocument {
    switch scope {
    case .profile: .object(["kind": .string("profile")])
    case .releases(let from, let until):
      .object(["kind": .string("releases"), "from": version(from), "until": version(until)])
    case .sdk(let needed):
      .object(["kind": .string("sdk"), "linkedOnOrAfter": .string(needed.description)])
    }
  }

  package static func range(_ range: ResolvedRange) -> JSONDocument {
    .object(["min": .string(range.minimum.description), "max": .string(range.maximum.description)])
  }

  package static func version(_ version: OSVersion?) -> JSONDocument {
    .optional(version?.description)
  }

  /// A reason; `linkedOnOrAfter` only when the reason holds for apps built with an SDK.
  package static func reason(_ reason: StatusReason) -> JSONDocument {
    var object: [String: JSONDocument] = [
      "from": .string(reason.from.description),
      "until": version(reason.until),
      "status": .string(reason.status.rawValue),
      "reason": .string(reason.text),
      "sources": .array(reason.sources.map(JSONDocument.string)),
      "confidence": .string(reason.confidence.rawValue),
    ]
    if let sdk = reason.linkedOnOrAfter { object["linkedOnOrAfter"] = .string(sdk.description) }
    return .object(object)
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
      "notApplicable": .array(
        plan.notApplicable.map { stretch in
          .object([
            "from": .string(stretch.from.description), "until": version(stretch.until),
            "condition": .optional(stretch.condition), "reason": .string(stretch.reason),
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
            "outOfReach": rejection.outOfReach.map { out in
              .object([
                "surface": .string(out.surface),
                "needs": .optional(out.needs?.concern),
              ])
            } ?? .null,
          ])
        }),
      "sources": .array(plan.sources.map(JSONDocument.string)),
      "profile": .optional(plan.profile?.rawValue),
      "bridges": .array(
        plan.bridges.map { bridge in
          .object([
            "strategy": .string(bridge.branch.strategy.id),
            "framework": .string(bridge.framework),
            "from": .string(bridge.branch.from.description),
            "until": version(bridge.branch.until),
            "line": .string(bridge.line),
            "through": .array(bridge.adapters.map { .string($0.id) }),
            "surfaces": .array(bridge.surfaces.map(JSONDocument.string)),
          ])
        }),
    ])
  }

  /// A branch; `newerSDK` only when building with a newer SDK than the plan's would change it.
  package static func branch(_ branch: PlanBranch, plan: ConcernPlan) -> JSONDocument {
    var object: [String: JSONDocument] = [
      "strategy": .string(branch.strategy.id),
      "title": .string(branch.strategy.title),
      "origin": .string(branch.strategy.origin.rawValue),
      "kind": .string(branch.strategy.kind.rawValue),
      "apis": .array(branch.apis.map(JSONDocument.string)),
      "from": .string(branch.from.description),
      "until": version(branch.until),
      "status": .string(branch.status.rawValue),
      "condition": .optional(branch.condition),
      "notes": .array(branch.notes.map(reason)),
      "caveats": .array(
        branch.strategy.caveats.filter {
          $0.holds(on: plan.range.platform, from: branch.from, until: branch.until)
        }.map { .string($0.text) }),
      "sideEffects": .array(
        branch.strategy.sideEffects.map {
          .object(["scope": .string($0.scope.rawValue), "description": .string($0.description)])
        }),
    ]
    if !branch.newerSDKNotes.isEmpty {
      object["newerSDK"] = .array(branch.newerSDKNotes.map(reason))
    }
    object["tie"] =
      branch.tie.map { tie in
        .object([
          "with": .array(tie.others.map { .string($0.id) }),
          "namedFirstBy": .string(tie.namedFirstBy.rawValue),
          "followedBy": .array(tie.followedBy.map(JSONDocument.string)),
          "text": .string(TieText.sentence(branch, in: plan.range) ?? ""),
        ])
      } ?? .null
    return .object(object)
  }

}
