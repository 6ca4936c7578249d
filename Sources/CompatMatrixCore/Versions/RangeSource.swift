/// Where a deployment range came from: the command line, or the file of a project it was
/// read from.
///
/// One enum for every source, so that a range detected in a project and one given on the
/// command line are told apart by the same cases in reports, JSON and messages.
public enum RangeSource: String, Sendable, Hashable, CaseIterable {
  /// `--min` and `--max`.
  case flag
  /// A range expression such as `15-18`.
  case expression
  /// `platforms:` in a `Package.swift`.
  case packageSwift = "Package.swift"
  /// `IPHONEOS_DEPLOYMENT_TARGET` in an Xcode project.
  case pbxproj = "project.pbxproj"
  /// A deployment-target setting in an `.xcconfig` file.
  case xcconfig
}
