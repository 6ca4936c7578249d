import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixResolver

/// One API record the review asked for, with the availability its SDK declares.
struct ExpectedRecord: Sendable, CustomTestStringConvertible {
  let id: String
  let symbol: String
  let introduced: String
  /// A source the record must cite: the SDK dump or Apple page its availability was read from.
  let cites: String

  var testDescription: String { "\(symbol) (\(introduced))" }
}

/// One derived status a strategy must have at one iOS release.
struct StatusAt: Sendable, CustomTestStringConvertible {
  let strategy: String
  let version: String
  let expected: Expectation

  var testDescription: String { "\(strategy) at \(version) is \(expected)" }
}

extension Knowledge {
  /// The data issue 14's review asked for: iOS 26's content swipe, the records and concerns a
  /// senior engineer expects, sources that disagree kept side by side, and corrected citations.
  @Suite struct NavigationReviewKnowledgeTests {
    static let records: [ExpectedRecord] = [
      ExpectedRecord(
        id: "interactive-content-pop-gesture-recognizer",
        symbol: "UINavigationController.interactiveContentPopGestureRecognizer",
        introduced: "26.0", cites: "Phenmod/iPhoneOS.sdk-Headers"),
      ExpectedRecord(
        id: "ui-tab-bar-scroll-edge-appearance", symbol: "UITabBar.scrollEdgeAppearance",
        introduced: "15.0", cites: "uitabbar/scrolledgeappearance"),
      ExpectedRecord(
        id: "ui-toolbar-scroll-edge-appearance", symbol: "UIToolbar.scrollEdgeAppearance",
        introduced: "15.0", cites: "uitoolbar/scrolledgeappearance"),
      ExpectedRecord(
        id: "ui-navigation-item-back-action", symbol: "UINavigationItem.backAction",
        introduced: "16.0", cites: "uinavigationitem/backaction"),
      ExpectedRecord(
        id: "ui-navigation-item-back-bar-button-item",
        symbol: "UINavigationItem.backBarButtonItem", introduced: "2.0",
        cites: "uinavigationitem/backbarbuttonitem"),
      ExpectedRecord(
        id: "navigation-split-view-column", symbol: "NavigationSplitViewColumn",
        introduced: "17.0", cites: "danpashin/sdks"),
      ExpectedRecord(
        id: "navigation-split-view-preferred-compact-column",
        symbol: "NavigationSplitView.init(preferredCompactColumn:sidebar:detail:)",
        introduced: "17.0", cites: "danpashin/sdks"),
      ExpectedRecord(
        id: "toolbar-item-placement-title", symbol: "ToolbarItemPlacement.title",
        introduced: "14.0", cites: "toolbaritemplacement/title"),
      ExpectedRecord(
        id: "toolbar-item-placement-subtitle", symbol: "ToolbarItemPlacement.subtitle",
        introduced: "26.0", cites: "toolbaritemplacement/subtitle"),
      ExpectedRecord(
        id: "toolbar-item-placement-large-subtitle",
        symbol: "ToolbarItemPlacement.largeSubtitle", introduced: "26.0",
        cites: "toolbaritemplacement/largesubtitle"),
      ExpectedRecord(
        id: "toolbar-item-placement-large-title", symbol: "ToolbarItemPlacement.largeTitle",
        introduced: "26.0", cites: "seayou2468-web/maciOS"),
      ExpectedRecord(
        id: "ui-view-controller-animated-transitioning",
        symbol: "UIViewControllerAnimatedTransitioning", introduced: "7.0",
        cites: "UIViewControllerTransitioning.h"),
    ]

    @Test(arguments: records)
    func recordMatchesItsSDK(_ expected: ExpectedRecord) throws {
      let matrix = try Knowledge.shipped()
      let api = try #require(matrix.api(id: expected.id), "no API record \(expected.id)")
      #expect(api.symbol == expected.symbol)
      #expect(api.availability[.iOS]?.introduced == (try OSVersion.parse(expected.introduced)))
      #expect(
        api.evidence.sources.contains { $0.contains(expected.cites) },
        "\(expected.id) does not cite \(expected.cites)")
    }

    static let statuses: [StatusAt] = [
      // iOS 26's content swipe exists only from 26.0; nothing to switch off before.
      StatusAt(
        strategy: "content-pop-system-default", version: "18.6", expected: .exactly(.unavailable)),
      StatusAt(
        strategy: "content-pop-system-default", version: "26.0", expected: .exactly(.partial)),
      StatusAt(strategy: "content-pop-disable-per-screen", version: "26.0", expected: .usable),
      StatusAt(
        strategy: "content-pop-disable-swiftui-probe", version: "18.0",
        expected: .exactly(.unavailable)),
      StatusAt(
        strategy: "content-pop-failure-requirements", version: "26.0", expected: .exactly(.works)),
      // backAction is iOS 16; the swipe's interplay with it is unconfirmed, so partial.
      StatusAt(
        strategy: "intercept-back-action", version: "15.7", expected: .exactly(.unavailable)),
      StatusAt(strategy: "intercept-back-action", version: "16.0", expected: .exactly(.partial)),
      StatusAt(
        strategy: "intercept-back-left-bar-button", version: "13.0", expected: .exactly(.partial)),
      StatusAt(
        strategy: "intercept-back-bar-button-item", version: "18.0", expected: .exactly(.broken)),
      // The first push in a sheet loses its animation on iOS 16 only.
      StatusAt(strategy: "sheet-navigation-stack", version: "16.4", expected: .exactly(.partial)),
      StatusAt(strategy: "sheet-navigation-stack", version: "17.0", expected: .exactly(.works)),
      StatusAt(
        strategy: "split-preferred-compact-column", version: "16.4",
        expected: .exactly(.unavailable)),
      StatusAt(
        strategy: "split-preferred-compact-column", version: "17.0", expected: .exactly(.works)),
      StatusAt(
        strategy: "split-uikit-top-column-for-collapsing", version: "14.0",
        expected: .exactly(.works)),
      // The pre-18 zoom gap is "no system zoom": a hand-written animator fills it.
      StatusAt(
        strategy: "zoom-uikit-custom-animator", version: "13.0", expected: .exactly(.partial)),
      StatusAt(
        strategy: "zoom-uikit-custom-animator", version: "17.5", expected: .exactly(.partial)),
      StatusAt(
        strategy: "zoom-uikit-preferred-transition", version: "17.5",
        expected: .exactly(.unavailable)),
      // ToolbarItemPlacement.title runs from 14 (principal before 26); subtitle areas from 26.
      StatusAt(strategy: "title-placement-title", version: "14.0", expected: .exactly(.works)),
      StatusAt(
        strategy: "title-placement-ios26-subtitle-areas", version: "18.6",
        expected: .exactly(.unavailable)),
      StatusAt(
        strategy: "title-placement-ios26-subtitle-areas", version: "26.0",
        expected: .exactly(.works)),
      StatusAt(
        strategy: "bottom-bar-standard-appearance-only", version: "14.0", expected: .exactly(.works)
      ),
      StatusAt(
        strategy: "bottom-bar-standard-appearance-only", version: "15.0",
        expected: .exactly(.partial)),
      StatusAt(
        strategy: "bottom-bar-both-appearance-slots", version: "15.0", expected: .exactly(.works)),
      StatusAt(strategy: "destinations-per-screen", version: "16.0", expected: .exactly(.partial)),
      // Seed 000's rejected appearance() tweak does not compile: no proxy for view controllers.
      StatusAt(
        strategy: "swipe-back-appearance-proxy", version: "18.0", expected: .exactly(.unavailable)),
    ]

    @Test(arguments: statuses)
    func derivedStatus(_ row: StatusAt) throws {
      let matrix = try Knowledge.shipped()
      let span = try Knowledge.span(
        row.strategy, at: try Knowledge.version(row.version, in: matrix), in: matrix)
      #expect(
        row.expected.accepts(span.status),
        "\(row.strategy) at \(row.version): \(span.status) (\(Knowledge.describe(span.cause)))")
    }

    /// Before iOS 26 the content swipe concern does not arise, and says why, rather than
    /// recording a gap; from 26 it is answered, and what no source tested (hidden bars) is
    /// said to be unconfirmed.
    @Test func contentSwipeSaysWhereItAppliesAndItsUnknowns() throws {
      let matrix = try Knowledge.shipped()
      let concern = try #require(matrix.concern(id: "content-swipe-back"))
      #expect(concern.gaps.isEmpty)
      let applicability = try #require(concern.appliesTo)
      #expect(applicability.platform == .iOS)
      #expect(applicability.from == (try OSVersion.parse("26.0")))
      #expect(applicability.reason.contains("API_AVAILABLE(ios(26.0))"))
      let caveats = concern.strategies.flatMap(\.caveats).map(\.text)
      #expect(caveats.contains { $0.hasPrefix("Unconfirmed") && $0.contains("hiding") })
    }

    /// "The system swipe-back is broken with a hidden bar on every release" rests on old
    /// reports and seed 000 without versions: reported, and the note says 26 is untested.
    @Test func hiddenBarSwipeBackIsReportedNotConfirmed() throws {
      let matrix = try Knowledge.shipped()
      let strategy = try Knowledge.strategy("swipe-back-system-default", in: matrix)
      #expect(!strategy.behaviour.isEmpty)
      for entry in strategy.behaviour {
        #expect(entry.evidence.confidence == .reported)
        #expect(entry.note?.contains("iOS 26") == true)
      }
    }

    /// Seed 003 says the appearance proxy stops on 16, a public report says 15, and the back
    /// button is reported to ignore the bar tint on 26: all three kept, with their sources; the
    /// first two for SwiftUI bars, the last for UIKit's.
    @Test func tintSourcesAreKeptSideBySide() throws {
      let matrix = try Knowledge.shipped()
      let entries = try Knowledge.strategy("tint-appearance-proxy", in: matrix).behaviour
      let from15 = try #require(entries.first { $0.from == (try? OSVersion.parse("15.0")) })
      #expect(from15.evidence.disagreement?.contains("Seed 003") == true)
      #expect(from15.evidence.sources.contains { $0.contains("woocommerce-ios/issues/5083") })
      let from16 = try #require(entries.first { $0.from == (try? OSVersion.parse("16.0")) })
      #expect(from16.evidence.sources == [Knowledge.seed003])
      #expect(from16.evidence.disagreement != nil)
      #expect(from15.profiles == [.swiftui] && from16.profiles == [.swiftui])
      let from26 = try #require(
        entries.first { $0.from == (try? OSVersion.parse("26.0")) && $0.profiles.contains(.uikit) })
      #expect(from26.evidence.sources.contains { $0.contains("dotnet/maui") })
    }

    /// The review's citation corrections: each fact cites the seed that supports it.
    @Test func citationsMatchWhatEachSeedSays() throws {
      let matrix = try Knowledge.shipped()
      // Seed 001 does not discuss swipe-back: the inset's entry no longer claims it.
      let inset = try Knowledge.strategy("mixed-align-button-configuration-inset", in: matrix)
      #expect(inset.behaviour.allSatisfy { $0.note?.contains("swipe") != true })
      #expect(inset.caveats.contains { $0.text.contains("seed 000") })
      // Seed 001's own sample nests a NavigationStack: it is not cited against nesting.
      let keep = try Knowledge.strategy("mixed-align-keep-uikit-bar", in: matrix)
      #expect(!keep.caveats.contains { $0.text.hasPrefix("Do not nest") })
      // Seed 004's iOS 13 setup is a wrapped UINavigationController.
      let hide = try Knowledge.strategy("hide-bar-navigation-bar-hidden", in: matrix)
      #expect(hide.behaviour.first?.note?.contains("UIViewControllerRepresentable") == true)
      // Seed 003 pushes with path.append, not NavigationLink(value:).
      let valueLink = try Knowledge.strategy("value-link-navigation-destination", in: matrix)
      #expect(!valueLink.sources.contains(Knowledge.seed003))
      #expect(!(valueLink.dependsOn.flatMap(\.evidence.sources).contains(Knowledge.seed003)))
      // Seed 003's conclusion: keep the UIKit bar until the minimum is about iOS 16.
      let hosting = try Knowledge.strategy("container-uikit-hosting-controllers", in: matrix)
      #expect(hosting.sources.contains(Knowledge.seed003))
      #expect(
        hosting.caveats.contains { $0.text.contains("Seed 003") && $0.text.contains("iOS 16") })
    }

    /// theos's iPhoneOS16.5.sdk holds the iOS 16.4 SDK and iPhoneOS15.6.sdk the 15.5 one
    /// (their SDKSettings.json): every such source the data cites is titled by its real version.
    @Test func sdkFoldersNamedAfterAnotherReleaseAreTitledByTheirVersion() throws {
      let matrix = try Knowledge.shipped()
      let misnamed = [("iPhoneOS16.5.sdk", "iOS 16.4 SDK"), ("iPhoneOS15.6.sdk", "iOS 15.5 SDK")]
      var checked = 0
      for (_, source) in Knowledge.citations(in: matrix) {
        for (folder, title) in misnamed
        where source.contains("theos/sdks") && source.contains(folder) {
          checked += 1
          let citation = try #require(matrix.citations[source], "\(source) has no citation")
          #expect(citation.title.contains(title), "\(citation.title)")
          #expect(citation.note?.contains("SDKSettings.json") == true)
        }
      }
      #expect(checked > 0)
      for (place, text) in Knowledge.prose(in: matrix) {
        #expect(!text.contains("iOS 16.5 SDK"), "\(place) calls theos's 16.4 SDK the 16.5 SDK")
      }
    }

    /// The new concerns are planned: a range across iOS 16 to 26 gets a branch of the content
    /// swipe concern from 26 and the NavigationView crash shows in the container's reasons.
    @Test func newConcernsAreVisibleInPlans() throws {
      let matrix = try Knowledge.shipped()
      let axis = try matrix.axis(for: .iOS)
      let range = try axis.resolve(
        DeploymentRange(minimum: try OSVersion.parse("15.0"), upperBound: nil))
      let resolver = Resolver(matrix: matrix)
      let content = try #require(matrix.concern(id: "content-swipe-back"))
      let plan = resolver.plan(for: content, in: range)
      #expect(plan.branches.contains { $0.from == (try? OSVersion.parse("26.0")) })
      #expect(plan.gaps.isEmpty)
      #expect(plan.notApplicable.first?.until == (try? OSVersion.parse("26.0")))
      for id in [
        "intercept-back", "navigation-stack-in-sheet", "split-view-compact-column",
        "navigation-destination-registration", "bottom-bar-scroll-edge-appearance",
        "navigation-title-placements",
      ] {
        let concern = try #require(matrix.concern(id: id), "no concern \(id)")
        #expect(!resolver.plan(for: concern, in: range).branches.isEmpty, "\(id) has no plan")
      }
      let crash = try Knowledge.span(
        "container-navigation-view", at: try OSVersion.parse("16.1"), in: matrix)
      #expect(
        Knowledge.entry(of: crash)?.evidence.sources.contains { $0.contains("phoenix") } == true)
    }
  }
}
