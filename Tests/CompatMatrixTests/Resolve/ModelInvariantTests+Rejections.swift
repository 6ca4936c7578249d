import Testing

@testable import CompatMatrixCore
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
}
