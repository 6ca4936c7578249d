import CompatMatrixCore
import CompatMatrixSource

/// The minimum OS version a project deploys to, and where that value was written.
///
/// `ProjectDetector.detect(at:platform:)` makes these; commands show `explanation` so that a
/// user can check, and fix, the value a range was taken from.
package struct DetectedDeploymentTarget: Sendable, Hashable {
  /// The platform that was asked for. iPadOS reads the iOS settings.
  package var platform: Platform
  /// The deployment target: the lowest value found when several targets or configurations
  /// disagree.
  package var minimum: OSVersion
  /// The kind of file the value was written in: `packageSwift`, `pbxproj` or `xcconfig`.
  package var source: RangeSource
  /// The file the value was written in, relative to the folder searched when it lies inside
  /// it, such as `App.xcodeproj/project.pbxproj` or `Config/Base.xcconfig`.
  package var file: String
  /// The 1-based line of the setting in `file`, when known.
  package var line: Int?
  /// The Xcode target, or the Swift package, whose setting gave `minimum`; `nil` for an
  /// `.xcconfig` file read on its own.
  package var target: String?
  /// One line for people saying where the value came from, such as
  /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0 for target 'App' (Debug, Release) in
  /// App.xcodeproj/project.pbxproj; the lowest of 3 targets`.
  package var explanation: String

  /// Creates a detected deployment target.
  package init(
    platform: Platform, minimum: OSVersion, source: RangeSource, file: String,
    line: Int?, target: String?, explanation: String
  ) {
    self.platform = platform
    self.minimum = minimum
    self.source = source
    self.file = file
    self.line = line
    self.target = target
    self.explanation = explanation
  }

  /// `file:line`, or `file` when the line is not known.
  package var location: String {
    line.map { "\(file):\($0)" } ?? file
  }
}
