import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// What every page of the docs draws on, computed once: the range shown, the overview, the
/// resolver and the page names. A concern's table and plans are computed by its page, so
/// that pages render in parallel.
struct DocsContent: Sendable {
  /// The name of the Markdown index; GitHub shows it for the folder.
  static let indexPage = "README.md"
  /// The name of the Markdown page of API records.
  static let apiPage = "apis.md"

  package let matrix: Matrix
  package let platform: Platform
  /// The platform's releases as the data lists them.
  package let releases: PlatformReleases
  /// The range shown: the team's, or every release the data knows.
  package let range: ResolvedRange
  /// Whether the docs are a team's, for `range`.
  let isRanged: Bool
  /// The concerns over the major releases of the range.
  package let overview: MatrixOverview
  package let resolver: Resolver
  private let framework: FrameworkPreference
  private let pages: [String: String]

  package init(
    matrix: Matrix, platform: Platform, range: ResolvedRange?,
    framework: FrameworkPreference = .any
  ) throws(VersionError) {
    self.framework = framework
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
    self.platform = platform
    self.releases = releases
    self.range = shown
    self.isRanged = range != nil
    self.overview = MatrixOverview(matrix: matrix, range: shown)
    self.resolver = Resolver(matrix: matrix)
    self.pages = Self.pageNames(matrix.concerns)
  }

  /// Page names: the concern's id, made unique against the index and the API page in any
  /// letter case.
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
      range: isRanged ? range : nil)
  }

  /// The plan for a concern over the range.
  package func plan(for concern: Concern) -> ConcernPlan {
    resolver.plan(for: concern, in: range, preferring: framework)
  }

  /// The plans for a concern from each common minimum: the start of every column of the
  /// overview, each through the top of the range.
  func minimumPlans(for concern: Concern) -> [ConcernPlan] {
    overview.columns.map { column in
      let from = ResolvedRange(
        platform: platform, minimum: column.from, maximum: range.maximum,
        releases: range.releases.filter { $0 >= column.from }, isOpenEnded: range.isOpenEnded)
      return resolver.plan(for: concern, in: from, preferring: framework)
    }
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
