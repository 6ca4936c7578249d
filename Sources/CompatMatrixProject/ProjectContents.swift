import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ProjectDetector {
  /// The kinds of file `detect(contents:as:at:platform:)` reads.
  package enum FileKind: CaseIterable {
    /// A `Package.swift`.
    case packageManifest
    /// A `project.pbxproj`.
    case xcodeProject
    /// An `.xcconfig` file.
    case configurationFile
  }

  /// The deployment target that a project file's contents set, read as if they were the file
  /// at `url`: the files they name (base configurations, `#include`s) are looked for next to
  /// it, and messages name it relative to its folder.
  ///
  /// For callers that hold the bytes rather than a file, such as the fuzz targets.
  package static func detect(
    contents bytes: [UInt8], as kind: FileKind, at url: URL, platform: Platform
  ) throws(ProjectDetectionError) -> DetectedDeploymentTarget {
    let folder = url.deletingLastPathComponent()
    switch kind {
    case .packageManifest:
      let files = ProjectFiles(root: folder)
      return try PackageManifestReader.detect(
        text: ProjectFiles.text(decoding: bytes), file: files.display(url), platform: platform)
    case .xcodeProject:
      let root =
        folder.pathExtension == "xcodeproj" ? folder.deletingLastPathComponent() : folder
      return try XcodeProjectDetector(files: ProjectFiles(root: root), platform: platform)
        .detect(bytes: bytes, pbxproj: url)
    case .configurationFile:
      return try detectConfigurationFile(
        url, text: ProjectFiles.text(decoding: bytes), files: ProjectFiles(root: folder),
        platform)
    }
  }
}
