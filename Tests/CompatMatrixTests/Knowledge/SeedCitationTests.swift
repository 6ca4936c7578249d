import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension Knowledge {
  /// The data cites its seed articles, and only sources that exist.
  @Suite struct SeedCitationTests {
    @Test(arguments: Knowledge.seedFiles)
    func everySeedIsCitedAtLeastOnce(seed: String) throws {
      let matrix = try Knowledge.shipped()
      let places = Knowledge.citations(in: matrix).filter { $0.source == seed }.map(\.place)
      #expect(!places.isEmpty, "\(seed) is not cited anywhere in the data")
    }

    /// A citation that is not a URL must name one of the seed articles: a typo in a file name
    /// would otherwise pass the loader's form check and leave the fact without a source.
    @Test func everyFileCitationNamesASeedArticle() throws {
      let matrix = try Knowledge.shipped()
      let seeds = Set(Knowledge.seedFiles)
      for (place, source) in Knowledge.citations(in: matrix) where !SourceCitation.isURL(source) {
        #expect(seeds.contains(source), "\(place) cites '\(source)', which is not a seed article")
      }
    }

    /// `reported` means one article or report states it, so the entry must name it.
    @Test func everyReportedBehaviourEntryCitesASource() throws {
      let matrix = try Knowledge.shipped()
      let seeds = Set(Knowledge.seedFiles)
      var reported = 0
      for strategy in matrix.concerns.flatMap(\.strategies) {
        for entry in strategy.behaviour where entry.evidence.confidence == .reported {
          reported += 1
          let sources = entry.evidence.sources
          #expect(!sources.isEmpty, "\(strategy.id) entry from \(entry.from) cites nothing")
          #expect(
            sources.allSatisfy { SourceCitation.isURL($0) || seeds.contains($0) },
            "\(strategy.id) entry from \(entry.from) cites an unknown source: \(sources)")
        }
      }
      #expect(reported > 0, "the seeds' findings are recorded as reported behaviour entries")
    }

    /// The public SDK dumps the data cites: a file of an SDK (its interface, its headers) is
    /// the SDK's own `@available`.
    static let sdkDumps = [
      "theos/sdks", "danpashin/sdks", "mrdrvt99/iOS-SDKss", "seayou2468-web/maciOS",
      "Phenmod/iPhoneOS.sdk-Headers", "SunnyM00n/iOS-SDKs", "xybp888/iOS-SDKs",
    ]

    /// `confirmed` needs an authoritative source (Apple's documentation, an SDK interface dump,
    /// a library's own repository for that library) or two sources; one article is `reported`.
    @Test func confirmedFactsHaveAnAuthoritativeSourceOrTwo() throws {
      let matrix = try Knowledge.shipped()
      func check(_ place: String, _ evidence: Evidence, library: Library? = nil) {
        guard evidence.confidence == .confirmed, Set(evidence.sources).count < 2 else { return }
        let authoritative = evidence.sources.contains { source in
          source.hasPrefix("https://developer.apple.com/")
            || Self.sdkDumps.contains { source.hasPrefix("https://github.com/\($0)/blob/") }
            || library.map { source.hasPrefix($0.url) } ?? false
        }
        #expect(authoritative, "\(place) is confirmed by one non-authoritative source")
      }
      for platform in matrix.platforms.values {
        for release in platform.releases {
          check("release \(release.version)", release.evidence)
        }
      }
      for api in matrix.apis { check("API \(api.id)", api.evidence) }
      for concern in matrix.concerns {
        for gap in concern.gaps { check("gap of \(concern.id)", gap.evidence) }
        for strategy in concern.strategies {
          for entry in strategy.behaviour {
            check(
              "\(strategy.id) entry from \(entry.from)", entry.evidence, library: strategy.library)
          }
        }
      }
    }
  }
}
