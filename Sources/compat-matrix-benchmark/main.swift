// Benchmarks, run on demand (never in tests): `swift run -c release compat-matrix-benchmark`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "resolve"
do {
  switch which {
  case "resolve":
    try ResolveBenchmark.run()
  case "lint":
    let rest = Array(arguments.dropFirst())
    if let first = rest.first, Int(first) == nil {
      // Folders: real apps, measured against grep as processes.
      let rounds = Int(ProcessInfo.processInfo.environment["ROUNDS"] ?? "") ?? 7
      let base = FileManager.default.currentDirectoryPath
      try LintFolderBenchmark.run(
        paths: rest.map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }, rounds: rounds)
    } else {
      try LintBenchmark.run(megabytes: rest.first.flatMap { Int($0) } ?? 24)
    }
  case "sdk":
    try SDKBenchmark.run(paths: Array(arguments.dropFirst()))
  case "detect" where arguments.count == 2:
    try DetectBenchmark.run(folder: arguments[1])
  case "startup":
    try StartupBenchmark.run(StartupBenchmark.Options(arguments.dropFirst()))
  case "docs":
    var rest = Array(arguments.dropFirst())
    var baseline: String?
    if let flag = rest.firstIndex(of: "--baseline"), flag + 1 < rest.count {
      baseline = rest[flag + 1]
      rest.removeSubrange(flag...(flag + 1))
    }
    let sizes = rest.compactMap { Int($0) }
    try DocsBenchmark.run(sizes: sizes.isEmpty ? [1_000, 10_000] : sizes, baseline: baseline)
  default:
    FileHandle.standardError.write(
      Data(
        ("usage: compat-matrix-benchmark [resolve | lint [MEGABYTES | PATH …] | sdk SDK... "
          + "| detect FOLDER | startup [--runs N] [--hello PATH] [--tool PATH]... "
          + "| docs [--baseline PATH] [CONCERNS...]]\n").utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
