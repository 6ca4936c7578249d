import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixRender
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

extension ModelInvariantTests {
  /// Every whole plan of the shipped data, over every range of two major releases (and more)
  /// and every profile, with its text and JSON.
  static func everyPlan() throws -> [(NavigationPlan, text: String, json: String)] {
    try allPlans.get()
  }

  private static let allPlans = Result {
    () throws -> [(NavigationPlan, text: String, json: String)] in
    try makeEveryPlan()
  }

  private static func makeEveryPlan() throws -> [(NavigationPlan, text: String, json: String)] {
    let matrix = try shipped()
    let resolver = Resolver(matrix: matrix)
    var plans: [(NavigationPlan, text: String, json: String)] = []
    for range in try ProfilePropertyTests.ranges(in: matrix) {
      for profile in NavigationProfile.allCases {
        let whole = resolver.navigationPlan(for: range, profile: profile)
        let renderer = ResolutionRenderer(
          report: ResolutionReport(navigation: whole, source: .flag))
        plans.append((whole, try renderer.render(.text), try renderer.render(.json)))
      }
    }
    return plans
  }

  /// No plan uses a strategy touching what its profile cannot reach; every branch that reaches
  /// a surface through an adapter is a bridge naming that adapter, in the text and the JSON.
  @Test func noPlanUsesAStrategyItsProfileCannotReach() throws {
    let matrix = try Self.shipped()
    var bridged = 0
    var checked = 0
    for (whole, text, json) in try Self.everyPlan() {
      for plan in whole.plans {
        for branch in plan.branches {
          let label =
            "\(whole.range.minimum)–\(whole.range.maximum) \(whole.profile) \(branch.strategy.id)"
          let reach = try #require(
            matrix.reachability(of: branch.strategy, under: whole.profile),
            "\(label) declares no surfaces")
          checked += 1
          #expect(reach.isReachable, "\(label) is out of reach")
          guard case .bridged(let adapters) = reach else { continue }
          bridged += 1
          let bridge = plan.bridges.first { $0.branch.strategy.id == branch.strategy.id }
          #expect(bridge?.adapters == adapters, "\(label) is not shown as a bridge")
          if let bridge {
            #expect(text.contains(bridge.line), "\(label): the text does not say it bridges")
            for adapter in adapters {
              #expect(json.contains("\"\(adapter.id)\""), "\(label): the JSON does not name it")
            }
          }
        }
      }
    }
    #expect(checked > 1000)
    // Not empty: seed 000's enabler bridges under SwiftUI, popping a hosted screen under UIKit.
    #expect(bridged > 50)
  }

  /// No plan names a strategy its profile cannot reach, by construction: an API that acts on
  /// a surface (the surface's `apis`: a NavigationLink, `dismiss`) makes every strategy that
  /// requires it touch that surface; reachability follows dependencies; and a strategy out of
  /// reach is rejected as out of reach, never as "not usable before" a release, as if raising
  /// the minimum made it usable. So a hybrid plan (hosted SwiftUI screens on a UIKit stack)
  /// never pushes with a NavigationLink or pops with `dismiss`, and pops a hosted screen only
  /// through the hosting controller's navigation controller, which it shows as a bridge.
  @Test func noPlanNamesAStrategyItsProfileCannotReach() throws {
    let matrix = try Self.shipped()
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        for surface in matrix.surfaces where !Set(surface.apis).isDisjoint(with: strategy.requires)
        {
          #expect(
            strategy.touches?.contains(surface.id) == true,
            "\(strategy.id) requires an API of \(surface.id) without touching it")
        }
      }
    }
    let container = try #require(matrix.surface(id: "swiftui-container"))
    var outOfReach = 0
    var popsThroughTheAdapter = 0
    for (whole, text, _) in try Self.everyPlan() {
      let profile = whole.profile
      for plan in whole.plans {
        for branch in plan.branches {
          let reach = try #require(matrix.reachability(of: branch.strategy, under: profile))
          #expect(reach.isReachable, "\(profile) \(plan.concern.id) uses \(branch.strategy.id)")
          if profile != .swiftui {
            #expect(
              Set(branch.strategy.requires).isDisjoint(with: container.apis),
              "\(profile) \(plan.concern.id): \(branch.strategy.id) pushes or pops a SwiftUI stack")
          }
          if profile == .hybrid, plan.concern.id == "dismiss-action" {
            popsThroughTheAdapter += 1
            #expect(
              plan.bridges.contains {
                $0.adapters.map(\.id) == ["hosting-controller-navigation-controller"]
              }, "\(whole.range.minimum): the hosted screen pops without the adapter")
          }
        }
        for rejection in plan.rejected {
          guard let reach = matrix.reachability(of: rejection.strategy, under: profile),
            !reach.isReachable
          else {
            #expect(rejection.outOfReach == nil)
            continue
          }
          outOfReach += 1
          #expect(rejection.outOfReach?.surface == reach.unreachableSurface?.surface)
          #expect(rejection.summary.hasPrefix("out of reach"), "\(rejection.strategy.id)")
          #expect(rejection.reasons.count == 1, "\(rejection.strategy.id)")
          #expect(!text.contains(rejection.strategy.title + ": not usable"))
        }
      }
    }
    #expect(outOfReach > 1000)
    #expect(popsThroughTheAdapter > 10)
  }

  /// What a raised minimum gains (`upgrade`, `advise`) is only what the profile can use: every
  /// strategy listed is reachable, dependencies included, and every API listed is one such a
  /// strategy requires. A hybrid app's gains never name the NavigationStack of a sheet, which
  /// needs the app's own container to be a NavigationStack.
  @Test func noGainNamesWhatTheProfileCannotReach() throws {
    let matrix = try Self.shipped()
    let resolver = Resolver(matrix: matrix)
    let axis = try matrix.axis(for: .iOS)
    var gains = 0
    for range in try ProfilePropertyTests.ranges(in: matrix) {
      for profile in NavigationProfile.allCases {
        for minimum in axis.majorReleases where minimum > range.minimum && minimum <= range.maximum
        {
          for concern in matrix.concerns {
            let gained = resolver.gains(of: concern, raising: range, to: minimum, under: profile)
            let reachable = concern.strategies.filter {
              matrix.reachability(of: $0, under: profile)?.isReachable ?? true
            }
            for strategy in gained.strategies {
              gains += 1
              #expect(
                reachable.contains { $0.id == strategy.id },
                "\(profile) \(range.minimum)→\(minimum): \(strategy.id)")
            }
            for api in gained.apis {
              #expect(
                reachable.contains { $0.requires.contains(api.id) },
                "\(profile) \(range.minimum)→\(minimum) \(concern.id): \(api.id)")
            }
            // A hosted screen's sheet holds a NavigationStack of its own (outside review,
            // 2026-12-05): a hybrid app that raises its minimum to 16 gains it.
            if profile == .hybrid, concern.id == "navigation-stack-in-sheet",
              range.minimum < OSVersion(16), minimum >= OSVersion(16)
            {
              #expect(gained.strategies.contains { $0.id == "sheet-navigation-stack" })
            }
          }
        }
      }
    }
    #expect(gains > 100)
  }

  /// No behaviour contradicts a sibling's for the same release without saying why: an entry
  /// that reports what an API itself does (`apis`) is answered by every sibling that requires
  /// the API over the same releases, and a sibling that says the API works there says why (its
  /// note) or records the disagreement. `validate` rejects data that breaks either.
  @Test func noBehaviourContradictsASiblingWithoutSayingWhy() throws {
    let matrix = try Self.shipped()
    var reports = 0
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        for entry in strategy.behaviour
        where !entry.apis.isEmpty && entry.status != .works && entry.evidence.disagreement == nil {
          reports += 1
          for sibling in concern.strategies where sibling.id != strategy.id {
            for api in entry.apis where sibling.requires.contains(api) {
              for other in sibling.behaviour
              where other.platform == entry.platform && other.apis.contains(api)
                && other.from < (entry.until ?? OSVersion(999))
                && (other.until ?? OSVersion(999)) > entry.from && other.status == .works
              {
                #expect(
                  !(other.note ?? "").isEmpty || other.evidence.disagreement != nil,
                  "\(sibling.id) says \(api) works against \(strategy.id)")
              }
            }
          }
        }
      }
    }
    #expect(reports > 0)
  }

  /// A "not usable" reason in a plan says where it stops: one that names an API's
  /// introduction ends at that release (never "not usable anywhere in the range: needs …
  /// introduced in iOS 16.0" on 15–18 without saying what holds from 16.0), and a strategy
  /// "not usable anywhere" has reasons over the whole range.
  @Test func everyNotUsableReasonInAPlanSaysWhereItStops() throws {
    var named = 0
    for (whole, _, _) in try Self.everyPlan() {
      let range = whole.range
      for plan in whole.plans {
        for rejection in plan.rejected where rejection.outOfReach == nil {
          let failing = rejection.reasons.filter { !$0.status.isUsable }
          for reason in failing {
            guard let range = reason.text.range(of: "introduced in iOS ") else { continue }
            let digits = reason.text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            guard
              let introduced = try? OSVersion.parse(
                String(digits.trimmingCharacters(in: .punctuationCharacters)))
            else { continue }
            named += 1
            #expect(
              reason.until.map { $0 <= introduced } ?? (introduced > whole.range.maximum),
              "\(whole.range.minimum) \(plan.concern.id) \(rejection.strategy.id): \(reason.text)")
          }
          if rejection.summary.hasPrefix("not usable anywhere") {
            // The reasons cover the range where the concern arises; the "not applicable"
            // stretches cover the rest.
            let spans =
              failing.map { ($0.from, $0.until) } + plan.notApplicable.map { ($0.from, $0.until) }
            var covered = range.minimum
            for (from, until) in spans.sorted(by: { $0.0 < $1.0 }) where from <= covered {
              covered = max(covered, until ?? OSVersion(999))
            }
            #expect(
              covered > range.maximum,
              "\(range.minimum) \(plan.concern.id) \(rejection.strategy.id) stops at \(covered)")
          }
        }
      }
    }
    #expect(named > 100)
  }

  /// Every shipped strategy says what it touches, and every surface of every profile is
  /// declared: the reachability rule, not the framework fallback, decides every shipped plan.
  @Test func everyShippedStrategyDeclaresWhatItTouches() throws {
    let matrix = try Self.shipped()
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        #expect(strategy.touches != nil, "\(strategy.id) declares no surfaces")
      }
    }
    #expect(Set(matrix.profileReach.map(\.profile)) == Set(NavigationProfile.allCases))
  }

  /// No gap outside a concern's applicability: a plan's gaps lie where the concern arises, its
  /// "not applicable" stretches exactly where it does not, and a concern that arises nowhere
  /// in the range is listed as not applicable instead of planned; every output says so.
  @Test func noGapOutsideAConcernsApplicability() throws {
    var stretches = 0
    for (whole, text, json) in try Self.everyPlan() {
      let range = whole.range
      for plan in whole.plans {
        let applicability = plan.concern.appliesTo
        func arises(_ version: OSVersion) -> Bool {
          applicability?.arises(on: range.platform, at: version) ?? true
        }
        for version in range.releases {
          let inGap = plan.gaps.contains {
            $0.from <= version && $0.until.map { version < $0 } ?? true
          }
          let inStretch = plan.notApplicable.contains {
            $0.from <= version && $0.until.map { version < $0 } ?? true
          }
          #expect(!(inGap && !arises(version)), "\(plan.concern.id) has a gap at \(version)")
          #expect(inStretch == !arises(version), "\(plan.concern.id) at \(version)")
        }
        stretches += plan.notApplicable.count
        if !plan.notApplicable.isEmpty {
          #expect(text.contains("not applicable"), "\(plan.concern.id): the text does not say it")
          #expect(json.contains("\"notApplicable\""))
        }
      }
      for entry in whole.notApplicable {
        #expect(whole.plan(for: entry.concern.id) == nil)
        #expect(text.contains(entry.concern.id))
      }
    }
    #expect(stretches > 0)
  }

  /// The planner is exact: over the constrained timeline of every concern, range and profile
  /// with few segments, its cost is the least over every partition into branches.
  @Test func thePlannerAgreesWithBruteForce() throws {
    let matrix = try Self.shipped()
    let resolver = Resolver(matrix: matrix)
    var compared = 0
    for range in try ProfilePropertyTests.ranges(in: matrix) {
      for profile in NavigationProfile.allCases {
        let whole = resolver.navigationPlan(for: range, profile: profile)
        for plan in whole.plans {
          let (timeline, _) = resolver.constrainedTimeline(
            for: plan.concern, in: range, profile: profile, providers: whole.providers())
          let planner = StrategyPlanner(timeline: timeline, weights: resolver.weights)
          for run in ScoredPlan.servedRuns(timeline) where run.served && run.segments.count <= 7 {
            let best = planner.plan(run.segments).cost
            #expect(
              best == Self.bruteForce(run.segments, planner), "\(plan.concern.id) \(range.minimum)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 500)
  }

  /// The least cost over every partition of `run` into branches, each one strategy usable
  /// throughout it.
  static func bruteForce(_ run: Range<Int>, _ planner: StrategyPlanner) -> Int {
    guard !run.isEmpty else { return 0 }
    var best = Int.max
    for end in (run.lowerBound + 1)...run.upperBound {
      for strategy in planner.timeline.concern.strategies.indices
      where (run.lowerBound..<end).allSatisfy({ planner.timeline.isUsable(strategy, $0) }) {
        let head = planner.cost(
          of: StrategyPlanner.Choice(strategy: strategy, start: run.lowerBound, end: end))
        let rest = bruteForce(end..<run.upperBound, planner)
        if rest < Int.max { best = min(best, head + rest) }
      }
    }
    return best
  }
}
