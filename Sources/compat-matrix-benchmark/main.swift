// Benchmarks, run on demand (never in tests): `swift run -c release compat-matrix-benchmark`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "resolve"
do {
  switch which {
  case "resolve":
    try ResolveBenchmark.run()
  default:
    FileHandle.standardError.write(Data("usage: compat-matrix-benchmark [resolve]\n".utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
