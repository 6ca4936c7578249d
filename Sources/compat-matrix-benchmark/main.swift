// Benchmarks, run on demand (never in tests): `swift run -c release compat-matrix-benchmark`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "resolve"
do {
  switch which {
  case "resolve":
    try ResolveBenchmark.run()
  case "lint":
    try LintBenchmark.run(megabytes: arguments.dropFirst().first.flatMap { Int($0) } ?? 24)
  case "sdk":
    try SDKBenchmark.run(paths: Array(arguments.dropFirst()))
  case "detect" where arguments.count == 2:
    try DetectBenchmark.run(folder: arguments[1])
  case "startup":
    try StartupBenchmark.run(StartupBenchmark.Options(arguments.dropFirst()))
  default:
    FileHandle.standardError.write(
      Data(
        ("usage: compat-matrix-benchmark [resolve | lint [MEGABYTES] | sdk SDK... "
          + "| detect FOLDER | startup [--runs N] [--hello PATH] [--tool PATH]]\n").utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
