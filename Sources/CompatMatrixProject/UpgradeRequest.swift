import CompatMatrixCore
import CompatMatrixSource

/// The two ranges of an upgrade: from the current minimum (given, or the project's) and
/// from the proposed one, both up to the same maximum, each checked against the data.
package struct UpgradeRequest: Sendable, Hashable {
  /// The current minimum, if given; else the project's.
  package var currentMinimum: String?
  /// The proposed minimum.
  package var proposedMinimum: String
  /// The newest release to plan for, if given.
  package var maximum: String?
  /// The project to read the current minimum from, as the user named it; by default the
  /// project in `directory`.
  package var project: String?
  /// The working folder.
  package var directory: String

  /// Creates a request.
  package init(
    currentMinimum: String?, proposedMinimum: String, maximum: String? = nil,
    project: String? = nil, directory: String
  ) {
    self.currentMinimum = currentMinimum
    self.proposedMinimum = proposedMinimum
    self.maximum = maximum
    self.project = project
    self.directory = directory
  }

  /// The ranges before and after the raise, and where the current minimum came from.
  package func resolve(on platform: Platform, in matrix: Matrix) throws(RangeRequestError)
    -> UpgradeRanges
  {
    let current: OSVersion
    var source = RangeSource.flag
    var detail: String?
    if let currentMinimum {
      current = try Self.version(currentMinimum, .currentMinimum)
    } else {
      let detected = try RangeRequest.projectTarget(
        project, directory: directory, platform: platform)
      (current, source, detail) = (detected.minimum, detected.source, detected.explanation)
    }
    let proposed = try Self.version(proposedMinimum, .proposedMinimum)
    guard proposed > current else {
      throw .proposedMinimumNotAbove(proposed: proposed, current: current)
    }
    if let maximum { _ = try Self.version(maximum, .maximum) }
    // A current minimum before the data's first release (a raise from iOS 11) is compared
    // from that release; the range keeps its minimum, which the dead checks are counted from.
    var fromMinimum = current
    var notes: [String] = []
    if let earliest = matrix.platforms[platform]?.releases.first?.version, current < earliest,
      proposed > earliest
    {
      fromMinimum = earliest
      notes.append(
        "\(platform) \(current) is before the first release in the data, \(earliest): the "
          + "plans are compared from \(earliest), the code's checks from \(current)")
    }
    func resolved(_ minimum: OSVersion, _ input: RangeInput, _ text: String?)
      throws(RangeRequestError) -> ResolvedRange
    {
      do {
        let range = try DeploymentRange.parse(minimum: minimum.description, maximum: maximum)
        return try matrix.resolve(range, on: platform)
      } catch {
        if case .maximumAboveLatestRelease = error, let maximum {
          throw .invalidValue(.maximum, maximum, reason: error.description)
        }
        throw .invalidValue(input, text ?? minimum.description, reason: error.description)
      }
    }
    var from = try resolved(fromMinimum, .currentMinimum, currentMinimum)
    if fromMinimum != current {
      from = ResolvedRange(
        platform: from.platform, minimum: current, maximum: from.maximum,
        releases: from.releases, isOpenEnded: from.isOpenEnded)
    }
    return UpgradeRanges(
      from: from,
      to: try resolved(proposed, .proposedMinimum, proposedMinimum), source: source,
      detail: detail, notes: notes)
  }

  private static func version(_ text: String, _ input: RangeInput) throws(RangeRequestError)
    -> OSVersion
  {
    do {
      return try OSVersion.parse(text)
    } catch {
      throw .invalidValue(input, text, reason: error.description)
    }
  }
}

/// The ranges of an upgrade, and where the current minimum came from.
package struct UpgradeRanges: Sendable, Hashable {
  /// The range from the current minimum.
  package var from: ResolvedRange
  /// The range from the proposed minimum.
  package var to: ResolvedRange
  /// Where the current minimum came from.
  package var source: RangeSource
  /// For a minimum read from a project, a line saying where exactly.
  package var detail: String?
  /// What the run should say about the ranges: a current minimum the data does not reach.
  package var notes: [String] = []
}
