import Foundation
import PackagePlugin

/// Embeds every file under the package's top-level `matrices/` folder into the target, so
/// the built tool carries its data and works from any folder.
@main
struct EmbedMatrices: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL.appending(path: "matrices")
    let files = Self.matrixFiles(under: root)
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMatrices.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) matrix files",
        executable: try context.tool(named: "MatrixEmbedder").url,
        arguments: [output.path, root.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }

  /// The `.json` files below `root`, except in `schema` and hidden folders, sorted.
  static func matrixFiles(under root: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    while let url = enumerator.nextObject() as? URL {
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
      if isDirectory {
        if url.lastPathComponent == "schema" { enumerator.skipDescendants() }
      } else if url.pathExtension == "json" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
