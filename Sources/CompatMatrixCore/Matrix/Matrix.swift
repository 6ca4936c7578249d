/// Everything the data says: platforms with their releases, API records and concerns, merged
/// from the shipped files and a team's own, sorted by id.
public struct Matrix: Sendable {
  /// Each platform's releases.
  public let platforms: [Platform: PlatformReleases]
  /// API records, sorted by id.
  public let apis: [APIRecord]
  /// Concerns, sorted by id.
  public let concerns: [Concern]
  /// Device models and the newest release each runs, in the order of the data.
  public let devices: [DeviceModel]
  /// App Store adoption editions, by platform and date of measurement.
  package let adoption: [AdoptionEdition]
  /// The titles of cited sources, by the source as the data cites it.
  public let citations: [String: Citation]
  /// The surfaces strategies touch, sorted by id.
  package let surfaces: [NavigationSurface]
  /// What each navigation profile owns and reaches, in the profiles' order.
  package let profileReach: [ProfileReach]
  /// The code around snippets, per harness kind, sorted by id.
  package let harnesses: [HarnessTemplate]
  /// The files the scaffold may write, sorted by id.
  package let scaffolds: [ScaffoldFile]

  private let apiIndex: [String: Int]
  private let concernIndex: [String: Int]
  private let strategyIndex: [String: (concern: Int, strategy: Int)]

  /// Creates a matrix; later duplicates of an id are dropped (validation reports them).
  package init(
    platforms: [PlatformReleases], apis: [APIRecord], concerns: [Concern],
    devices: [DeviceModel] = [], adoption: [AdoptionEdition] = [], citations: [Citation] = [],
    surfaces: [NavigationSurface] = [], profileReach: [ProfileReach] = [],
    harnesses: [HarnessTemplate] = [], scaffolds: [ScaffoldFile] = []
  ) {
    var platformMap: [Platform: PlatformReleases] = [:]
    for platform in platforms where platformMap[platform.platform] == nil {
      platformMap[platform.platform] = platform
    }
    self.platforms = platformMap
    self.apis = Self.unique(apis, id: \.id)
    self.concerns = Self.unique(concerns, id: \.id)
    var seenDevices = Set<String>()
    self.devices = devices.filter { seenDevices.insert($0.id).inserted }
    self.adoption = Self.unique(adoption, id: \.id)
    self.citations = Dictionary(
      citations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.surfaces = Self.unique(surfaces, id: \.id)
    self.profileReach = Self.unique(profileReach, id: \.id).sorted { $0.profile < $1.profile }
    self.harnesses = Self.unique(harnesses, id: \.id)
    self.scaffolds = Self.unique(scaffolds, id: \.id)
    self.apiIndex = Dictionary(uniqueKeysWithValues: self.apis.enumerated().map { ($1.id, $0) })
    self.concernIndex = Dictionary(
      uniqueKeysWithValues: self.concerns.enumerated().map { ($1.id, $0) })
    var strategies: [String: (concern: Int, strategy: Int)] = [:]
    for (concernOffset, concern) in self.concerns.enumerated() {
      for (offset, strategy) in concern.strategies.enumerated() where strategies[strategy.id] == nil
      {
        strategies[strategy.id] = (concernOffset, offset)
      }
    }
    self.strategyIndex = strategies
  }

  /// The items sorted by id, each id once: the first of equal ids is kept.
  private static func unique<Item>(_ items: [Item], id: (Item) -> String) -> [Item] {
    let ids = items.map(id)
    // Items already in order, as the compiled shipped matrices are, need no sorting.
    if zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return items }
    // Sorting positions rather than the items themselves moves an index, not a record.
    let order = ids.indices.sorted { (ids[$0], $0) < (ids[$1], $1) }
    var kept: [Item] = []
    kept.reserveCapacity(items.count)
    var previous: String?
    for index in order where ids[index] != previous {
      kept.append(items[index])
      previous = ids[index]
    }
    return kept
  }

  /// The API record with this id.
  public func api(id: String) -> APIRecord? {
    apiIndex[id].map { apis[$0] }
  }

  /// The code around snippets of a harness kind.
  package func harness(_ kind: HarnessKind) -> HarnessTemplate? {
    harnesses.first { $0.kind == kind }
  }

  /// The scaffold file with this id.
  package func scaffold(id: String) -> ScaffoldFile? {
    scaffolds.first { $0.id == id }
  }

  /// The surface with this id.
  package func surface(id: String) -> NavigationSurface? {
    surfaces.first { $0.id == id }
  }

  /// What the data says a profile owns and reaches, if it says anything.
  package func reach(of profile: NavigationProfile) -> ProfileReach? {
    profileReach.first { $0.profile == profile }
  }

  /// The position of the concern with this id in `concerns`.
  package func concernOffset(id: String) -> Int? {
    concernIndex[id]
  }

  /// The concern with this id.
  public func concern(id: String) -> Concern? {
    concernIndex[id].map { concerns[$0] }
  }

  /// Where the strategy with this id is: its concern's position and its own in that concern.
  package func position(ofStrategy id: String) -> (concern: Int, strategy: Int)? {
    strategyIndex[id]
  }

  /// The strategy with this id, and the concern it belongs to.
  public func strategy(id: String) -> (concern: Concern, strategy: Strategy)? {
    guard let (concernOffset, offset) = strategyIndex[id] else { return nil }
    let concern = concerns[concernOffset]
    return (concern, concern.strategies[offset])
  }

  /// The version axis of a platform.
  package func axis(for platform: Platform) throws(VersionError) -> VersionAxis {
    guard let releases = platforms[platform], !releases.releases.isEmpty else {
      throw .noReleaseData(platform)
    }
    return releases.axis
  }

  /// Checks a deployment range against a platform's releases.
  public func resolve(_ range: DeploymentRange, on platform: Platform) throws(VersionError)
    -> ResolvedRange
  {
    try axis(for: platform).resolve(range)
  }
}

extension Matrix {
  /// The UI framework a strategy is written in: its declared `framework`, or else the one UI
  /// framework (SwiftUI or UIKit) its required APIs belong to; `nil` when it uses neither
  /// (an `Info.plist` key: it fits every profile) or both without saying which.
  package func framework(of strategy: Strategy) -> String? {
    if let declared = strategy.framework { return declared }
    let frameworks = Set(strategy.requires.compactMap { api(id: $0)?.framework })
      .intersection(NavigationProfile.uiFrameworks)
    return frameworks.count == 1 ? frameworks.first : nil
  }
}
