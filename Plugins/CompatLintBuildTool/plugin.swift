import Foundation
import PackagePlugin

/// Lints a target's Swift files with `compat-matrix lint` as part of every build, as
/// SwiftLint's build-tool plugin does: findings show in the build log in Xcode's
/// `file:line:column: warning:` form, and an error-severity finding fails the build.
///
/// The command declares its inputs (the target's Swift files, the package manifest, and every
/// `.compat-matrix.json` that can apply to them) and one output, the report it writes into
/// the plugin's work folder as a Swift file of comments, so the build system runs it only
/// when an input changed: a build with nothing changed does not start the tool and prints
/// nothing.
///
/// The tool comes from the `compat-matrix` executable of this package, built from source,
/// or from a binary target of that name (the release's `compat-matrix.artifactbundle`).
///
/// Foundation is used for what PackagePlugin's API is made of (`URL`) and to ask which
/// configuration files exist, nothing else.
@main
struct CompatLintBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let package = context.package.directoryURL
    // A Swift file of comments: SwiftPM compiles a build command's Swift output into the
    // target (as an empty file), which is what makes it run the command; an output of
    // another kind would be copied into the target's resources.
    let report = context.pluginWorkDirectoryURL.appending(
      path: "\(target.name)+CompatLintReport.swift")
    return [
      .buildCommand(
        displayName: "Linting \(target.name) with compat-matrix",
        executable: try context.tool(named: "compat-matrix").url,
        arguments: [
          "lint", module.directoryURL.path, "--project", package.path,
          "--reporter", "xcode", "--report-file", report.path,
        ],
        inputFiles: sources + [package.appending(path: "Package.swift")]
          + Self.configurations(for: sources, package: package),
        outputFiles: [report])
    ]
  }

  /// The `.compat-matrix.json` files that exist in the folders holding `sources` and in
  /// their parent folders, up to the repository's root (the nearest folder with `.git`) or,
  /// outside a repository, the package's folder: the files lint reads for them.
  static func configurations(for sources: [URL], package: URL) -> [URL] {
    let files = FileManager.default
    let top =
      ancestors(of: package).first { files.fileExists(atPath: $0.appending(path: ".git").path) }
      ?? package
    var folders: Set<String> = []
    var found: [URL] = []
    for source in sources {
      for folder in ancestors(of: source.deletingLastPathComponent()) {
        guard folders.insert(folder.path).inserted else { break }
        let file = folder.appending(path: ".compat-matrix.json")
        if files.fileExists(atPath: file.path) { found.append(file) }
        if folder.path == top.path { break }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// A folder and its parent folders, up to the root.
  static func ancestors(of folder: URL) -> [URL] {
    var list = [folder.standardizedFileURL]
    while list[list.count - 1].path != "/", list.count < 256 {
      list.append(list[list.count - 1].deletingLastPathComponent())
    }
    return list
  }
}
