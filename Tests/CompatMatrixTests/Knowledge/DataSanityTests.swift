import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension Knowledge {
  /// Rules the shipped data must follow that the loader does not check, each of which would
  /// catch a real mistake: a wrong replacement, a fact with nothing behind it, copied text.
  @Suite struct DataSanityTests {
    // MARK: - Deprecations and replacements

    /// A soft deprecation derives `deprecated` only through a replacement, so one without a
    /// replacement must say why in its note.
    @Test func softDeprecationsNameAReplacementOrSayWhyNot() throws {
      for api in try Knowledge.shipped().apis {
        for (platform, availability) in api.availability where availability.deprecated == .soft {
          guard api.replacement.isEmpty else { continue }
          let note = api.note?.lowercased() ?? ""
          #expect(
            note.contains("replacement"),
            "\(api.id) is soft-deprecated on \(platform) without a replacement or a note on why")
        }
      }
    }

    /// A replacement must exist wherever the API it replaces does, and must not predate it: the
    /// rule derives `deprecated` from the replacement's introduction, so an older replacement
    /// would mark the API deprecated before it even existed (a wrong id or a wrong version).
    @Test func replacementsExistWhereTheAPIDoesAndAreNotOlder() throws {
      let matrix = try Knowledge.shipped()
      for api in matrix.apis {
        for id in api.replacement {
          let replacement = try #require(matrix.api(id: id), "\(api.id) names unknown \(id)")
          for (platform, availability) in api.availability {
            guard let their = replacement.availability[platform] else {
              Issue.record("\(api.id)'s replacement \(id) does not exist on \(platform)")
              continue
            }
            #expect(
              their.introduced >= availability.introduced,
              "\(api.id) (\(platform) \(availability.introduced)) is replaced by the older \(id) (\(their.introduced))"
            )
          }
        }
      }
    }

    /// When the compiler starts warning (a hard deprecation) and names a replacement, that
    /// replacement is already available: Apple does not point to an API that does not exist yet.
    @Test func hardDeprecationsPointToSomethingAlreadyAvailable() throws {
      let matrix = try Knowledge.shipped()
      for api in matrix.apis where !api.replacement.isEmpty {
        for (platform, availability) in api.availability {
          guard case .hard(let since) = availability.deprecated else { continue }
          #expect(since >= availability.introduced, "\(api.id) is deprecated before it exists")
          let available = api.replacement.contains { id in
            matrix.api(id: id)?.availability[platform].map { $0.introduced <= since } ?? false
          }
          #expect(
            available, "\(api.id) is deprecated at \(since) for replacements that arrive later")
        }
      }
    }

    // MARK: - Strategies

    @Test func thirdPartyStrategiesNameTheirLibrary() throws {
      let strategies = try Knowledge.shipped().concerns.flatMap(\.strategies)
      let thirdParty = strategies.filter { $0.origin == .thirdParty }
      #expect(!thirdParty.isEmpty)
      for strategy in thirdParty {
        let library = try #require(strategy.library, "\(strategy.id) names no library")
        #expect(library.url.hasPrefix("https://"), "\(strategy.id): \(library.url)")
        #expect(
          strategy.sources.contains { $0.hasPrefix(library.url) },
          "\(strategy.id) cites nothing from its library at \(library.url)")
      }
      for strategy in strategies where strategy.origin != .thirdParty {
        #expect(strategy.library == nil, "\(strategy.id) is not third-party but names a library")
      }
    }

    /// Every strategy a seed describes, and every one the seed tests check, shows the code.
    @Test func strategiesFromTheSeedsHaveASnippet() throws {
      let matrix = try Knowledge.shipped()
      let seeds = Set(Knowledge.seedFiles)
      let checked =
        SeedBoundaryTests.seed000Claims + SeedBoundaryTests.seed001Claims
        + SeedBoundaryTests.seed002Claims + SeedBoundaryTests.seed003Claims
        + SeedBoundaryTests.seed004Claims
      var ids = Set(checked.map(\.strategy))
      for strategy in matrix.concerns.flatMap(\.strategies)
      where strategy.sources.contains(where: seeds.contains) {
        ids.insert(strategy.id)
      }
      for id in ids.sorted() {
        let snippet = try Knowledge.strategy(id, in: matrix).snippet ?? ""
        #expect(
          !snippet.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(id) has no snippet")
      }
    }

    // MARK: - Our own words

    /// Kana, CJK ideographs, CJK punctuation and full-width forms.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
        0xFF00...0xFFEF:
        true
      default:
        false
      }
    }

    @Test func isJapaneseRecognisesTheSeedsScript() {
      #expect("戻るボタン".unicodeScalars.contains(where: Self.isJapanese))
      #expect("ナビゲーション".unicodeScalars.contains(where: Self.isJapanese))
      #expect("非表示（iOS 13）".unicodeScalars.contains(where: Self.isJapanese))
      #expect(!"Liquid Glass — “inline” ≥ 59 pt…".unicodeScalars.contains(where: Self.isJapanese))
    }

    /// Notes, snippets and every other text are our own English words, not the seeds'.
    @Test func noTextIsJapanese() throws {
      for (place, text) in Knowledge.prose(in: try Knowledge.shipped()) {
        #expect(
          !text.unicodeScalars.contains(where: Self.isJapanese),
          "\(place) has Japanese text: \(text)"
        )
      }
    }

    /// Lines of 40 or more characters that Swift or the SDK dictates (an override's signature,
    /// a protocol requirement) or that is the one idiomatic way to make a call: sharing one of
    /// these with a seed is not copying it.
    static let dictatedLines: Set<String> = [
      "override func viewWillAppear(_ animated: Bool) {",
      "override func viewWillDisappear(_ animated: Bool) {",
      "override func viewDidAppear(_ animated: Bool) {",
      "override func viewDidDisappear(_ animated: Bool) {",
      "func makeUIViewController(context: Context) -> UINavigationController {",
      "func makeUIViewController(context: Context) -> UIViewController {",
      "func body(content: Content) -> some View {",
      "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
      "navigationController?.setNavigationBarHidden(false, animated: animated)",
      "static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {",
      "ToolbarItem(placement: .navigationBarLeading) {",
      "@Environment(\\.dismiss) private var dismiss",
      ".frame(maxWidth: .infinity, maxHeight: .infinity)",
      "navigationController?.popViewController(animated: true)",
    ]

    /// No line of 40 or more characters of a seed article appears verbatim in the data: in
    /// its prose, its snippets, the harnesses around them and the scaffold's code.
    ///
    /// The seeds are not part of the repository; set `COMPAT_MATRIX_SEEDS` to their folder.
    @Test(
      .enabled(if: Knowledge.seedsDirectory != nil, "the seed articles are not on this machine"))
    func noSeedLineIsReproduced() throws {
      let directory = try #require(Knowledge.seedsDirectory)
      let prose = Knowledge.prose(in: try Knowledge.shipped())
      for seed in Knowledge.seedFiles {
        let text = try String(
          contentsOf: directory.appendingPathComponent(seed), encoding: .utf8)
        let lines = Set(
          text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= 40 && !Self.dictatedLines.contains($0) })
        #expect(!lines.isEmpty, "\(seed) has no long lines; is it the right file?")
        for (place, written) in prose {
          for line in lines where written.contains(line) {
            Issue.record("\(place) reproduces a line of \(seed): \(line)")
          }
        }
      }
    }

    // MARK: - Evidence

    /// `unconfirmed` means the note says what was found.
    @Test func unconfirmedFactsSayWhatWasFound() throws {
      let matrix = try Knowledge.shipped()
      for api in matrix.apis where api.evidence.confidence == .unconfirmed {
        #expect(api.note?.isEmpty == false, "API \(api.id) is unconfirmed without a note")
      }
      for platform in matrix.platforms.values {
        for release in platform.releases where release.evidence.confidence == .unconfirmed {
          #expect(release.note?.isEmpty == false, "release \(release.version) has no note")
        }
      }
      for strategy in matrix.concerns.flatMap(\.strategies) {
        for entry in strategy.behaviour where entry.evidence.confidence == .unconfirmed {
          #expect(entry.note?.isEmpty == false, "\(strategy.id) entry from \(entry.from)")
        }
      }
    }

    /// Within one major release, a later version is released no earlier than an earlier one.
    @Test func releaseDatesFollowVersionsWithinAMajorRelease() throws {
      let matrix = try Knowledge.shipped()
      for platform in matrix.platforms.values {
        let releases = platform.releases
        for (earlier, later) in zip(releases, releases.dropFirst())
        where earlier.version.major == later.version.major {
          #expect(
            earlier.date <= later.date,
            "\(platform.platform) \(later.version) (\(later.date)) predates \(earlier.version) (\(earlier.date))"
          )
        }
        for major in Set(releases.map(\.version.major)) {
          #expect(
            releases.contains { $0.version == OSVersion(major) },
            "\(platform.platform) \(major) is listed without its \(major).0 release")
        }
      }
    }
  }
}
