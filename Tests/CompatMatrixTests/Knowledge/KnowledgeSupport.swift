import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The knowledge tests: the shipped navigation data checked against the seed articles it was
/// built from, and against rules that any correct data must follow.
///
/// Every suite is nested in this namespace so that `swift test --filter Knowledge` runs them all.
enum Knowledge {
  /// The seed articles, by the file name the data cites them with.
  static let seedFiles = [
    "000_1e380794aa2532ca.txt",
    "001_e797326fac7c6287.txt",
    "002_d01c74e206669d5b.txt",
    "003_499adc954b170e70.txt",
    "004_0f46d05ac95a3156.txt",
  ]

  static let seed000 = seedFiles[0]
  static let seed001 = seedFiles[1]
  static let seed002 = seedFiles[2]
  static let seed003 = seedFiles[3]
  static let seed004 = seedFiles[4]

  private static let loaded = Result { () throws(MatrixLoadError) -> Matrix in
    try MatrixLoader.load(shipped: MatrixLoader.embedded())
  }

  /// The shipped matrices, loaded once for every test.
  static func shipped() throws -> Matrix {
    try loaded.get()
  }

  /// The iOS releases the shipped data lists, in increasing order.
  static func iOSReleases(in matrix: Matrix) throws -> [OSVersion] {
    let releases = try #require(matrix.platforms[.iOS], "the shipped data has no iOS releases")
    return releases.releases.map(\.version)
  }

  /// A version written in a test table; `latest` is the latest iOS release in the data.
  static func version(_ text: String, in matrix: Matrix) throws -> OSVersion {
    if text == "latest" {
      return try #require(try iOSReleases(in: matrix).last)
    }
    return try OSVersion.parse(text)
  }

  /// The strategy with this id in the shipped data.
  static func strategy(_ id: String, in matrix: Matrix) throws -> Strategy {
    try #require(matrix.strategy(id: id), "no strategy '\(id)' in the shipped data").strategy
  }

  /// The derived status of a strategy on iOS at a version, with its cause.
  static func span(_ id: String, at version: OSVersion, in matrix: Matrix) throws -> StatusSpan {
    StatusDerivation.status(
      of: try strategy(id, in: matrix), on: .iOS, at: version, in: matrix)
  }

  /// The behaviour entry a span comes from, if it comes from one.
  static func entry(of span: StatusSpan) -> BehaviourEntry? {
    if case .entry(let entry) = span.cause { return entry }
    return nil
  }

  /// A short account of why a span has its status, for failure messages.
  static func describe(_ cause: StatusCause) -> String {
    switch cause {
    case .available: "every required API is available"
    case .notOnPlatform(let api): "\(api) is not on the platform"
    case .notIntroduced(let api, let introduced): "\(api) arrives in \(introduced)"
    case .notInSDK(let api, let introduced, let sdk):
      "\(api) arrives in \(introduced), after the \(sdk) SDK"
    case .obsoleted(let api, let since): "\(api) is removed in \(since)"
    case .deprecated(let api, let since): "\(api) is deprecated in \(since)"
    case .superseded(let api, let replacement, let since):
      "\(api) is superseded by \(replacement) in \(since)"
    case .entry(let entry):
      "entry from \(entry.from) citing \(entry.evidence.sources.joined(separator: ", "))"
    case .needsStrategy(let dependency):
      "needs \(dependency.strategies.joined(separator: " or ")) of \(dependency.concern)"
    case .outsideProfile(let profile): "outside the \(profile.rawValue) profile"
    case .unreachable(let surface, let profile): "\(surface) is out of reach of \(profile.rawValue)"
    case .unreachableDependency(let dependency, let surface, let profile):
      "needs \(dependency.concern), whose \(surface) is out of reach of \(profile.rawValue)"
    case .plainDefaultWhereOthersServe: "the plain default, where others serve"
    }
  }

  /// Where the seed articles are on this machine: the folder `COMPAT_MATRIX_SEEDS` names, or
  /// `shared/seeds` next to the checkout, where the knowledge work kept them. `nil` when neither
  /// holds them: the seeds are not part of the repository, so tests that read them are skipped.
  static var seedsDirectory: URL? {
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Knowledge
      .deletingLastPathComponent()  // CompatMatrixTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    var candidates = [checkout.deletingLastPathComponent().appendingPathComponent("shared/seeds")]
    if let path = ProcessInfo.processInfo.environment["COMPAT_MATRIX_SEEDS"] {
      candidates.insert(URL(fileURLWithPath: path, isDirectory: true), at: 0)
    }
    return candidates.first { folder in
      seedFiles.allSatisfy {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
      }
    }
  }

  /// Every source cited anywhere in the data, with a description of where.
  static func citations(in matrix: Matrix) -> [(place: String, source: String)] {
    var found: [(String, String)] = []
    func add(_ place: String, _ sources: [String]) {
      found += sources.map { (place, $0) }
    }
    for platform in matrix.platforms.values {
      for release in platform.releases {
        add("release \(platform.platform.rawValue) \(release.version)", release.evidence.sources)
      }
    }
    for api in matrix.apis {
      add("API \(api.id)", api.evidence.sources)
    }
    for concern in matrix.concerns {
      for gap in concern.gaps {
        add("gap of \(concern.id) from \(gap.from)", gap.evidence.sources)
      }
      for strategy in concern.strategies {
        add("strategy \(strategy.id)", strategy.sources)
        if let companion = strategy.companion {
          add("companion of \(strategy.id)", companion.sources)
        }
        for entry in strategy.behaviour {
          add("entry of \(strategy.id) from \(entry.from)", entry.evidence.sources)
        }
      }
    }
    return found
  }

  /// Every piece of text the data holds that a person wrote: titles, summaries, notes,
  /// caveats, snippets and the like, the code around snippets (harnesses and their given
  /// declarations) and the scaffold's code (files, fallbacks, strategies' fragments), with a
  /// description of where.
  static func prose(in matrix: Matrix) -> [(place: String, text: String)] {
    var found: [(String, String)] = []
    func add(_ place: String, _ text: String?) {
      if let text { found.append((place, text)) }
    }
    for platform in matrix.platforms.values {
      for release in platform.releases {
        let place = "release \(platform.platform.rawValue) \(release.version)"
        add("\(place) note", release.note)
        add("\(place) disagreement", release.evidence.disagreement)
      }
    }
    for api in matrix.apis {
      add("API \(api.id) summary", api.summary)
      add("API \(api.id) note", api.note)
      add("API \(api.id) disagreement", api.evidence.disagreement)
    }
    for concern in matrix.concerns {
      add("concern \(concern.id) title", concern.title)
      add("concern \(concern.id) question", concern.question)
      add("concern \(concern.id) summary", concern.summary)
      for gap in concern.gaps {
        add("gap of \(concern.id) note", gap.note)
        add("gap of \(concern.id) disagreement", gap.evidence.disagreement)
      }
      for strategy in concern.strategies {
        let place = "strategy \(strategy.id)"
        add("\(place) title", strategy.title)
        add("\(place) summary", strategy.summary)
        add("\(place) snippet", strategy.snippet)
        add("\(place) library", strategy.library?.name)
        add("\(place) companion reason", strategy.companion?.reason)
        for caveat in strategy.caveats { add("\(place) caveat", caveat.text) }
        for effect in strategy.sideEffects { add("\(place) side effect", effect.description) }
        for entry in strategy.behaviour {
          add("\(place) entry from \(entry.from) note", entry.note)
          add("\(place) entry from \(entry.from) disagreement", entry.evidence.disagreement)
        }
        // The code around a snippet, and the code a scaffold file takes from the strategy.
        if case .checked(_, let given)? = strategy.harness { add("\(place) harness given", given) }
        for (offset, fragment) in strategy.scaffold.enumerated() {
          add("\(place) scaffold[\(offset)] (\(fragment.file))", fragment.code)
        }
      }
    }
    for harness in matrix.harnesses {
      add("harness \(harness.id) title", harness.title)
      add("harness \(harness.id) code", harness.code)
    }
    for file in matrix.scaffolds {
      add("scaffold \(file.id) title", file.title)
      add("scaffold \(file.id) summary", file.summary)
      add("scaffold \(file.id) code", file.code)
      for (slot, code) in file.fallbacks.sorted(by: { $0.key < $1.key }) {
        add("scaffold \(file.id) fallback \(slot)", code)
      }
    }
    return found
  }
}

/// The statuses that satisfy what a source says about a strategy.
struct Expectation: Sendable, CustomStringConvertible {
  /// The statuses that satisfy it.
  let allowed: Set<StrategyStatus>
  /// How a failure names it.
  let description: String

  /// Exactly one status.
  static func exactly(_ status: StrategyStatus) -> Expectation {
    Expectation(allowed: [status], description: status.rawValue)
  }

  /// Any of several statuses.
  static func oneOf(_ statuses: StrategyStatus...) -> Expectation {
    Expectation(
      allowed: Set(statuses), description: statuses.map(\.rawValue).joined(separator: " or "))
  }

  /// A status a plan may use: `works`, `partial` or `deprecated`.
  static let usable = Expectation(
    allowed: Set(StrategyStatus.allCases.filter(\.isUsable)), description: "usable")

  /// Whether a status satisfies it.
  func accepts(_ status: StrategyStatus) -> Bool {
    allowed.contains(status)
  }
}
