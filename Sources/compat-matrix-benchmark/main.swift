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
  default:
    FileHandle.standardError.write(
      Data(
        ("usage: compat-matrix-benchmark [resolve | lint [MEGABYTES | PATH …] | sdk SDK... "
          + "| detect FOLDER | startup [--runs N] [--hello PATH] [--tool PATH]]\n").utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
