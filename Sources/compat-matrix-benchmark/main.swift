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
        "usage: compat-matrix-benchmark [resolve | lint [MEGABYTES] | sdk SDK... | docs [--baseline PATH] [CONCERNS...]]\n"
          .utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
