import Foundation
import PackagePlugin

/// `swift package compat-lint`: lints the package's Swift targets with `compat-matrix lint`,
/// using the deployment range of the package's `platforms:` unless arguments give one.
///
/// Arguments after the verb are passed to `compat-matrix lint`, so
/// `swift package compat-lint --reporter github --strict` and
/// `swift package compat-lint --target App 15-18` work as expected.
@main
struct CompatLint: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let chosen = Set(extractor.extractOption(named: "target"))
    let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
      $0.kind != .test && (chosen.isEmpty || chosen.contains($0.name))
    }
    let folders = targets.map(\.directoryURL.path)
    guard !folders.isEmpty else {
      Diagnostics.warning("compat-lint: no source targets to lint")
      return
    }
    let tool = try context.tool(named: "compat-matrix")
    var toolArguments = ["lint"] + folders + extractor.remainingArguments
    let givesRange = extractor.remainingArguments.contains { $0 == "--min" || $0 == "--project" }
    if !givesRange {
      toolArguments += ["--project", context.package.directoryURL.path]
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw CompatLintFailure.findings
    default: throw CompatLintFailure.tool(status: process.terminationStatus)
    }
  }
}

/// Why `compat-lint` failed.
enum CompatLintFailure: Error, CustomStringConvertible {
  /// The lint found errors (or, with `--strict`, anything).
  case findings
  /// The tool stopped with another status: bad data (2) or a usage error (64).
  case tool(status: Int32)

  var description: String {
    switch self {
    case .findings: "compat-lint found problems"
    case .tool(let status): "compat-matrix lint exited with status \(status)"
    }
  }
}
