import CompatMatrixCore
import CompatMatrixRender
import CompatMatrixResolver

/// The wording of the generated docs, shared by the Markdown and HTML pages: the one place
/// their sentences live. Everything is plain text; each page escapes it for its format.
enum DocsText {
  /// The title of the docs.
  package static func title(_ platform: Platform) -> String {
    "\(platform) navigation compatibility"
  }

  /// A range as a heading names it: `iOS 15.0–18.7`.
  static func rangeName(_ range: ResolvedRange) -> String {
    range.minimum == range.maximum
      ? "\(range.platform) \(range.minimum)"
      : "\(range.platform) \(range.minimum)–\(range.maximum)"
  }

  /// What the docs are generated from: the counts, the release range and the latest release.
  static func dataSummary(_ content: DocsContent) -> String {
    let releases = content.releases.releases.map(\.version).sorted()
    let platform = content.platform
    var text =
      "Generated from the CompatMatrix data: \(count(content.matrix.concerns.count, "concern")), "
      + "\(count(content.matrix.apis.count, "API record")), \(platform) releases "
    if let first = releases.first, let last = releases.last {
      text += "\(first) to \(last) (\(count(releases.count, "release")))."
    }
    if let latest = content.latestRelease {
      text += " The latest release is \(platform) \(latest.version), released \(latest.date)."
    }
    return text
  }

  /// What a team's docs cover.
  static func rangeSummary(_ range: ResolvedRange) -> String {
    "These docs are for the deployment range \(rangeName(range)): they show only its "
      + "releases, and each concern starts with its plan for the range."
  }

  /// The heading of a range's plan.
  static func planHeading(_ range: ResolvedRange) -> String {
    "Plan for \(rangeName(range))"
  }

  /// The heading of the overview.
  static let overviewHeading = "The matrix at a glance"

  /// How to read the overview.
  static let overviewExplanation =
    "Each cell shows the best status that some strategy of the concern offers throughout that "
    + "major release. A gap means that somewhere in that release no strategy works; a dash, "
    + "that the concern does not arise in that release at all."

  /// The statuses of overview cells, in legend order: usable statuses, the gap, then not
  /// applicable (`nil`).
  static let overviewStatuses: [StrategyStatus?] = [.works, .partial, .deprecated, .broken, nil]

  /// An overview cell's glyph: a usable status's own, ✗ for a gap, – where not applicable.
  static func overviewGlyph(_ status: StrategyStatus?) -> String {
    guard let status else { return "–" }
    return StatusTableRenderer.glyph(status.isUsable ? status : .broken)
  }

  /// An overview cell's meaning, in the legend and in hover text.
  static func overviewWord(_ status: StrategyStatus?) -> String {
    switch status {
    case .works?: "works"
    case .partial?: "works partly"
    case .deprecated?: "works, but deprecated"
    case .broken?, .unavailable?: "gap: no strategy works"
    case nil: "not applicable: the concern does not arise"
    }
  }

  /// An overview cell's class in the HTML grid: its status, `gap`, or the neutral `na`.
  static func overviewClass(_ status: StrategyStatus?) -> String {
    guard let status else { return "na" }
    return status.isUsable ? status.rawValue : "gap"
  }

  /// The legend of the overview.
  static var overviewLegend: String {
    overviewStatuses.map { "\(overviewGlyph($0)) \(overviewWord($0))" }.joined(separator: "  ")
  }

  /// The heading of a concern's status table.
  static let statusHeading = "Status by release"

  /// How to read a concern's status table.
  static let statusExplanation =
    "A column per major release, and per point release where a status changes; the notes "
    + "explain every cell that is not “works”."

  /// The heading of the plans by minimum deployment target.
  static let minimumsHeading = "Plan by minimum deployment target"

  /// How to read the plans by minimum.
  static func minimumsExplanation(_ range: ResolvedRange, profiles: [NavigationProfile])
    -> String
  {
    let text = "Each row plans from that minimum through \(range.platform) \(range.maximum)"
    guard profiles.count == 1, let profile = profiles.first else {
      return text + ", once per navigation profile: the whole app's plan, so each concern "
        + "follows the container the profile uses."
    }
    return text + ", for \(profile.displayName) navigation."
  }

  /// The heading of one profile's plans: `SwiftUI navigation (--framework swiftui)`.
  static func profileHeading(_ profile: NavigationProfile) -> String {
    "\(profile.displayName) navigation (`--framework \(profile.rawValue)`)"
  }

  /// Which navigation profiles the docs' plans keep to, why, and how to get another.
  static func profileSummary(_ navigations: [NavigationPlan]) -> String {
    guard navigations.count == 1, let navigation = navigations.first else {
      return "Plans keep to one navigation profile at a time, so that every concern follows "
        + "the container and routing the app uses: each is shown for SwiftUI, UIKit, and a "
        + "UIKit stack hosting SwiftUI screens (hybrid). compat-matrix docs --framework "
        + "writes docs for one."
    }
    var text = "Every plan in these docs is for " + ArchitectureText.headline(navigation) + "."
    if let basis = ArchitectureText.basis(navigation) { text += " " + basis }
    return text
  }

  /// A clause as a sentence: its first letter upper-cased, a full stop at the end.
  static func capitalizedSentence(_ text: String) -> String {
    sentence(text.prefix(1).uppercased() + text.dropFirst())
  }

  /// Who provides a strategy, in words.
  package static func origin(_ origin: StrategyOrigin) -> String {
    switch origin {
    case .firstParty: "first-party (Apple's API)"
    case .thirdParty: "third-party library"
    case .custom: "custom code"
    }
  }

  /// How far a side effect reaches, in words.
  package static func scope(_ scope: SideEffectScope) -> String {
    switch scope {
    case .screen: "On this screen"
    case .app: "On every screen of the app"
    }
  }

  /// A stretch of versions without a range to relate it to: `13.0..<17.0`, `from 13.0`.
  package static func stretch(from: OSVersion, until: OSVersion?) -> String {
    until.map { "\(from)..<\($0)" } ?? "from \(from)"
  }

  /// A sentence that ends with a full stop, whatever the data wrote; a stop before closing
  /// quotes or brackets counts (`"Use tint(_:) instead."`).
  package static func sentence(_ text: String) -> String {
    let body = text.reversed().drop { "\"'”’)]".contains($0) }
    guard let last = body.first, !".!?".contains(last) else { return text }
    return text + "."
  }

  /// `1 concern`, `21 concerns`.
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
