import CompatMatrixCore
import CompatMatrixResolver

/// What generated docs document: the data and a platform, and for a team's docs its range,
/// framework and SDK.
package struct DocsSubject: Sendable {
  /// The data.
  package var matrix: Matrix
  /// The platform documented.
  package var platform: Platform
  /// The team's range, or `nil` for the general docs of every release.
  package var range: ResolvedRange?
  /// The UI framework the plans keep to where the data allows.
  package var framework: FrameworkPreference
  /// The SDK the documented app is built with, or `nil` for the latest in the data.
  package var sdk: OSVersion?

  /// Creates a subject; a range must be on `platform`.
  package init(
    matrix: Matrix, platform: Platform, range: ResolvedRange? = nil,
    framework: FrameworkPreference = .any, sdk: OSVersion? = nil
  ) {
    precondition(range.map { $0.platform == platform } ?? true, "the range is on the platform")
    self.matrix = matrix
    self.platform = platform
    self.range = range
    self.framework = framework
    self.sdk = sdk
  }
}
