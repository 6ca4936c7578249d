import CompatMatrixCore
import CompatMatrixRender
import CompatMatrixResolver

/// What every page of the docs draws on, computed once: the range shown, the overview, the
/// resolver, the whole plans and the page names. A concern's table is computed by its page, so
/// that pages render in parallel.
struct DocsContent: Sendable {
  /// The name of the Markdown index; GitHub shows it for the folder.
  static let indexPage = "README.md"
  /// The name of the Markdown page of API records.
  static let apiPage = "apis.md"

  package let matrix: Matrix
  package let platform: Platform
  /// How the docs name the sources they cite.
  package let citations: SourceCitations
  /// The platform's releases as the data lists them.
  package let releases: PlatformReleases
  /// The range shown: the team's, or every release the data knows.
  package let range: ResolvedRange
  /// Whether the docs are a team's, for `range`.
  let isRanged: Bool
  /// The concerns over the major releases of the range.
  package let overview: MatrixOverview
  package let resolver: Resolver
  /// The whole plans for the range, one per profile the docs show: the profile `--framework`
  /// names; without one, every profile for the general docs, and the one the rule picks for a
  /// team's range.
  package let navigations: [NavigationPlan]
  /// The SDK the app is built with; `nil` for the latest.
  private let sdk: OSVersion?
  /// Per profile shown, the whole plans from each common minimum (the overview's columns).
  private let minimumNavigation: [[NavigationPlan]]
  private let pages: [String: String]

  package init(
    matrix: Matrix, platform: Platform, range: ResolvedRange?,
    framework: FrameworkPreference = .any, sdk: OSVersion? = nil
  ) throws(VersionError) {
    let axis = try matrix.axis(for: platform)
    // `axis(for:)` has checked that the platform has releases, so it has an earliest and a
    // latest one.
    let releases = matrix.platforms[platform]!
    let shown =
      range
      ?? ResolvedRange(
        platform: platform, minimum: axis.earliest!, maximum: axis.latest!,
        releases: axis.knownReleases, isOpenEnded: true)
    self.matrix = matrix
    self.citations = SourceCitations(matrix.citations)
    self.platform = platform
    self.releases = releases
    self.range = shown
    self.isRanged = range != nil
    let overview = MatrixOverview(matrix: matrix, range: shown, linkedOn: sdk)
    self.overview = overview
    let resolver = Resolver(matrix: matrix, sdk: sdk)
    self.resolver = resolver
    let navigations =
      framework.profile != nil || range != nil
      ? [resolver.navigationPlan(for: shown, preferring: framework)]
      : NavigationProfile.allCases.map {
        resolver.navigationPlan(for: shown, profile: $0, basis: .flag)
      }
    self.navigations = navigations
    self.minimumNavigation = navigations.map { navigation in
      overview.columns.map { column in
        let from = ResolvedRange(
          platform: platform, minimum: column.from, maximum: shown.maximum,
          releases: shown.releases.filter { $0 >= column.from }, isOpenEnded: shown.isOpenEnded)
        return resolver.navigationPlan(for: from, profile: navigation.profile)
      }
    }
    self.sdk = sdk
    self.pages = Self.pageNames(matrix.concerns)
  }

  /// Page names: the concern's id, made unique against the index and the API page in any
  /// letter case. Validation keeps ids to `Concern.idLengthLimit`, so every name fits a file
  /// system's 255 bytes.
  static func pageNames(_ concerns: [Concern]) -> [String: String] {
    var taken: Set<String> = [indexPage.lowercased(), apiPage.lowercased()]
    var names: [String: String] = [:]
    for concern in concerns {
      var name = concern.id + ".md"
      while taken.contains(name.lowercased()) {
        name = String(name.dropLast(3)) + "-concern.md"
      }
      taken.insert(name.lowercased())
      names[concern.id] = name
    }
    return names
  }

  /// The Markdown page of a concern.
  package func page(of concernID: String) -> String {
    pages[concernID] ?? concernID + ".md"
  }

  /// A concern's status table over the range.
  package func table(for concern: Concern) -> StatusTable {
    // `init` has checked that the platform has releases, which is all a table can fail on.
    try! StatusTable(
      strategies: concern.strategies, platform: platform, matrix: matrix,
      range: isRanged ? range : nil, linkedOn: sdk)
  }

  /// The whole plan for the range under the first profile shown: a team's docs show one.
  package var navigation: NavigationPlan {
    // `init` makes at least one.
    navigations[0]
  }

  /// The plan for a concern over the range, under the first profile shown; `nil` when it does
  /// not arise under it.
  package func plan(for concern: Concern) -> ConcernPlan? {
    navigation.plan(for: concern.id)
  }

  /// Why a concern does not arise under a profile shown; `nil` when it does.
  package func notApplicable(_ concern: Concern, under profile: Int = 0) -> String? {
    let navigation = navigations[profile]
    return navigation.notApplicable.first { $0.concern.id == concern.id }.map {
      ArchitectureText.notApplicable($0, profile: navigation.profile)
    }
  }

  /// The plans for a concern from each common minimum: the start of every column of the
  /// overview, each through the top of the range, under one of the profiles shown.
  func minimumPlans(for concern: Concern, under profile: Int = 0) -> [ConcernPlan] {
    minimumNavigation[profile].compactMap { $0.plan(for: concern.id) }
  }

  /// The latest release, with its date.
  var latestRelease: Release? {
    releases.releases.max { $0.version < $1.version }
  }

  /// A column heading of a status table: `16`, or `16.4` for a point release.
  package static func label(_ version: OSVersion) -> String {
    version.minor == 0 && version.patch == 0 ? "\(version.major)" : version.description
  }
}
