import CompatMatrixCore
import CompatMatrixSource

/// The kind of file a detected deployment target was read from.
package enum DeploymentTargetSource: String, Sendable, Hashable, CaseIterable {
  /// A Swift package manifest's `platforms:` list.
  case packageSwift = "Package.swift"
  /// The build settings of an Xcode project's `project.pbxproj`.
  case pbxproj = "project.pbxproj"
  /// An `.xcconfig` build configuration file, named by an Xcode project or given directly.
  case xcconfig
}
