import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixResolver

/// The invariants of issue 25, each a property over every concern, strategy, range and
/// profile of the shipped data (and, where the validator holds it, of data that breaks it).
@Suite struct ModelInvariantTests {
  static func shipped() throws -> Matrix { try ExpertPlanTests.matrix.get() }

  /// A "not usable" reason names the requirement that binds: of the APIs a strategy needs
  /// that are not there yet, the one that arrives last, so that the span ends where the
  /// strategy becomes usable (or where something else takes over), never earlier.
  @Test func everyNotUsableReasonNamesTheBindingRequirement() throws {
    let matrix = try Self.shipped()
    var checked = 0
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        let apis = StatusDerivation.requiredAPIs(of: strategy, in: matrix)
        for span in StatusDerivation.timeline(of: strategy, on: .iOS, in: matrix) {
          guard case .notIntroduced(let api, let introduced) = span.cause else { continue }
          checked += 1
          // Every other required API missing at the span's start arrives no later.
          for other in apis {
            guard let availability = other.availability[.iOS] else {
              Issue.record("\(strategy.id): \(other.id) is not on iOS, yet \(api) is named")
              continue
            }
            if availability.introduced > span.from {
              #expect(
                availability.introduced <= introduced,
                "\(strategy.id) at \(span.from): names \(api) (\(introduced)) though \(other.id) arrives in \(availability.introduced)"
              )
            }
          }
        }
      }
    }
    #expect(checked > 50)
  }
}
