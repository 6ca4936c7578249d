#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Paths as a user gives them, relative to the folder a workflow runs in.
package enum FilePaths {
  /// `path` made absolute against `directory`.
  package static func absolute(_ path: String, in directory: String) -> String {
    if path.hasPrefix("/") { return path }
    return URL(fileURLWithPath: directory).appendingPathComponent(path).path
  }
}
