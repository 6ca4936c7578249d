import Foundation
import PackagePlugin

/// Checks every file under the package's top-level `matrices/` folder with the matrix loader
/// and compiles what they declare into the target, so the built tool carries its data, works
/// from any folder and does not decode or re-validate the data at run time.
///
/// Bad data fails the build with the loader's `file:line:column: error: …` messages.
@main
struct EmbedMatrices: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL.appending(path: "matrices")
    let files = Self.matrixFiles(under: root)
    let folder = context.pluginWorkDirectoryURL
    let index = folder.appending(path: "EmbeddedMatrices.swift")
    let outputs = Self.outputNames(for: files, root: root).map { folder.appending(path: $0) }
    return [
      .buildCommand(
        displayName: "Checking and embedding \(files.count) matrix files",
        executable: try context.tool(named: "MatrixEmbedder").url,
        arguments: [root.path, index.path]
          + zip(files, outputs).flatMap { [$0.path, $1.path] },
        inputFiles: files,
        outputFiles: [index] + outputs)
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

  /// One generated file name per matrix file, such as `Shipped_apis_uikit.swift`; its base
  /// name is a Swift identifier, unique among the files.
  static func outputNames(for files: [URL], root: URL) -> [String] {
    var taken: Set<String> = []
    return files.map { file in
      let relative = file.path.dropFirst(root.path.count).drop { $0 == "/" }.dropLast(".json".count)
      let stem = String(relative.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      var name = "Shipped_" + stem
      var suffix = 2
      while !taken.insert(name).inserted {
        name = "Shipped_\(stem)_\(suffix)"
        suffix += 1
      }
      return name + ".swift"
    }
  }
}
