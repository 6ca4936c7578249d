import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

extension ModelInvariantTests {
  /// A strategy not chosen is never blamed for where its concern does not arise: every reason
  /// a plan gives for it covers a release where the concern arises (never "not usable before
  /// 26.0" for a strategy of a concern that only arises from 26.0, which would make every
  /// strategy of that concern, the chosen one too, look unusable there).
  @Test func noRejectionReasonLiesWhereItsConcernDoesNotArise() throws {
    var checked = 0
    for (whole, _, _) in try Self.everyPlan() {
      let range = whole.range
      for plan in whole.plans where !plan.notApplicable.isEmpty {
        let applicability = plan.concern.appliesTo
        for rejection in plan.rejected where rejection.outOfReach == nil {
          for reason in rejection.reasons {
            checked += 1
            let covers = range.releases.contains { version in
              reason.from <= version && reason.until.map { version < $0 } ?? true
                && (applicability?.arises(on: range.platform, at: version) ?? true)
            }
            #expect(
              covers,
              "\(range.minimum)-\(range.maximum) \(plan.concern.id) \(rejection.strategy.id): \(reason.text)"
            )
          }
        }
      }
    }
    #expect(checked > 0)
  }

  /// No caveat outside its range: the caveats a plan shows for a branch all hold there.
  @Test func noPlanShowsACaveatOutsideItsRange() throws {
    var hidden = 0
    for (whole, text, _) in try Self.everyPlan() {
      for plan in whole.plans {
        for branch in plan.branches {
          for caveat in branch.strategy.caveats {
            let holds = caveat.holds(
              on: whole.range.platform, from: branch.from, until: branch.until)
            let shownElsewhere = plan.branches.contains {
              $0.strategy.caveats.contains(caveat)
                && caveat.holds(on: whole.range.platform, from: $0.from, until: $0.until)
            }
            if !holds, !shownElsewhere {
              hidden += 1
              #expect(
                !text.contains("caveat: " + caveat.text), "\(branch.strategy.id): \(caveat.text)")
            }
          }
        }
      }
    }
    // Not empty: "teams still supporting iOS 15" is hidden in every plan from 16.
    #expect(hidden > 0)
  }

  /// Kinds: a branch of a kind that takes effect without a check has no condition and counts
  /// as no check; the framework's plain default serves only where nothing else does.
  @Test func kindsDecideChecksAndTheDefaultIsTheLastResort() throws {
    let matrix = try Self.shipped()
    let resolver = Resolver(matrix: matrix)
    var defaults = 0
    for (whole, _, _) in try Self.everyPlan() {
      for plan in whole.plans {
        for branch in plan.branches {
          if !branch.strategy.kind.isChecked { #expect(branch.condition == nil) }
          guard branch.strategy.kind == .plainDefault else { continue }
          defaults += 1
          // Nothing else the profile can reach and use is usable anywhere in the branch.
          let (timeline, _) = resolver.constrainedTimeline(
            for: plan.concern, in: whole.range, profile: whole.profile,
            providers: whole.providers())
          for (segment, bounds) in timeline.segments.enumerated()
          where bounds.from >= branch.from && branch.until.map({ bounds.from < $0 }) ?? true {
            for (index, other) in plan.concern.strategies.enumerated()
            where other.kind != .plainDefault {
              #expect(
                !timeline.isUsable(index, segment),
                "\(plan.concern.id): the default serves \(bounds.from) though \(other.id) does")
            }
          }
        }
      }
    }
    #expect(defaults > 0)
  }

  /// Weight of evidence: a contested cosmetic shortfall costs less than a soft deprecation,
  /// which costs less than a functional one, a crash as much as a release without strategy.
  @Test func aContestedCosmeticReportNeverOutweighsADeprecation() {
    let weights = PlanWeights.standard
    func entry(_ impact: Impact, disagreement: String? = nil) -> BehaviourEntry {
      BehaviourEntry(
        platform: .iOS, from: OSVersion(16), status: .partial, note: "n", impact: impact,
        evidence: Evidence(sources: ["x.txt"], confidence: .reported, disagreement: disagreement),
        declaredAt: SourceReference(
          file: "f", location: SourceLocation(line: 1, column: 1), path: ""))
    }
    #expect(weights.cost(of: entry(.cosmetic, disagreement: "d")) < weights.softDeprecated)
    #expect(weights.cost(of: entry(.cosmetic)) < weights.branch)
    #expect(weights.cost(of: entry(.functional)) > weights.branch)
    #expect(weights.cost(of: entry(.crash)) >= weights.gap)
  }
}
