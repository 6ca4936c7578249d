import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension Knowledge {
  /// Every concern answers every supported release, or says that nothing can.
  @Suite struct ConcernCoverageTests {
    /// The concerns the knowledge issue fixes.
    static let requiredConcerns = [
      "navigation-container", "pop-to-root", "leading-bar-item-offset", "bar-tint-color",
      "hide-navigation-bar", "swipe-back-with-hidden-bar", "custom-back-button",
      "mixed-stack-back-button-alignment", "custom-navigation-bar", "dismiss-action",
    ]

    @Test(arguments: requiredConcerns)
    func requiredConcernExists(id: String) throws {
      #expect(try Knowledge.shipped().concern(id: id) != nil, "no concern '\(id)'")
    }

    @Test func theDataHasEnoughConcernsAndAPIs() throws {
      let matrix = try Knowledge.shipped()
      #expect(matrix.concerns.count >= 20, "\(matrix.concerns.count) concerns")
      #expect(matrix.apis.count >= 50, "\(matrix.apis.count) API records")
    }

    @Test func everyConcernOffersAChoice() throws {
      for concern in try Knowledge.shipped().concerns {
        #expect(concern.strategies.count >= 2, "\(concern.id) lists one strategy")
      }
    }

    /// From iOS 13.0 to the latest release, under every profile where a concern arises and on
    /// every release where its problem does (`appliesTo`), it has a strategy the profile can
    /// reach and use (`works`, `partial` or `deprecated`) or records a gap covering that
    /// release; and no recorded gap covers a release where such a strategy is usable.
    @Test func everyConcernIsAnsweredAtEveryRelease() throws {
      let matrix = try Knowledge.shipped()
      let releases = try Knowledge.iOSReleases(in: matrix).filter { $0 >= OSVersion(13) }
      try #require(releases.first == OSVersion(13), "the data does not start at iOS 13.0")
      var unanswered: [String] = []
      for concern in matrix.concerns {
        let timelines = concern.strategies.map {
          StatusDerivation.timeline(of: $0, on: .iOS, in: matrix)
        }
        for profile in NavigationProfile.allCases where concern.arises(under: profile) {
          let reachable = concern.strategies.map {
            matrix.reachability(of: $0, under: profile)?.isReachable ?? true
          }
          for version in releases
          where concern.appliesTo?.arises(on: .iOS, at: version) ?? true {
            let usable = timelines.indices.contains { index in
              reachable[index]
                && timelines[index].contains { $0.covers(version) && $0.status.isUsable }
            }
            let gap = concern.gaps.contains { gap in
              gap.platform == .iOS && version >= gap.from
                && gap.until.map { version < $0 } ?? true
            }
            if !usable, !gap { unanswered.append("\(concern.id) \(profile.rawValue) \(version)") }
          }
        }
        for version in releases {
          let usable = timelines.contains { spans in
            spans.contains { $0.covers(version) && $0.status.isUsable }
          }
          let gap = concern.gaps.contains { gap in
            gap.platform == .iOS && version >= gap.from && gap.until.map { version < $0 } ?? true
          }
          // A gap says that nothing works, so a usable strategy inside it contradicts it.
          #expect(
            !(usable && gap),
            "\(concern.id): a gap covers iOS \(version), where a strategy is usable")
        }
      }
      #expect(unanswered.isEmpty, "no reachable strategy and no recorded gap: \(unanswered)")
    }
  }
}
