import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource
import Foundation

/// Measures the tokenizer on one core, `lint` as a whole, and `grep -E` with the rules'
/// literal words over the same generated corpus, the floor `lint` is compared with.
enum LintBenchmark {
  static func run(megabytes: Int) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-lint-benchmark")
    try? FileManager.default.removeItem(at: folder)
    // KEEP_CORPUS=1 leaves the corpus for profiling the tool on it.
    defer {
      if ProcessInfo.processInfo.environment["KEEP_CORPUS"] != "1" {
        try? FileManager.default.removeItem(at: folder)
      }
    }
    let paths = try SwiftCorpus.write(into: folder, bytes: megabytes * 1_048_576)
    let contents = try paths.map { [UInt8](try Data(contentsOf: $0)) }
    let total = Double(contents.reduce(0) { $0 + $1.count }) / 1_048_576
    print("lint benchmark (swift run -c release compat-matrix-benchmark lint [MEGABYTES])")
    print("corpus: \(paths.count) files, \(Measure.format(total)) MiB")
    print("")
    print("what (best of 3 or 5 runs)    seconds  MiB/s")
    // The tokenizer alone, on one core: best of three passes.
    var best = Double.infinity
    var tokens = 0
    for _ in 0..<3 {
      let (count, seconds) = Measure.time {
        contents.reduce(0) { $0 + SwiftTokenizer.tokenize($1).count }
      }
      tokens = count
      best = min(best, seconds)
    }
    row("tokenizer, one core", best, total)
    let (files, indexSeconds) = Measure.time { contents.map { SwiftSourceFile(bytes: $0) } }
    row("tokens + full index, one core", indexSeconds, total)
    let (_, contextSeconds) = Measure.time {
      files.map { FileAvailabilityContext(file: $0, platform: .iOS).checks.count }
    }
    row("availability, one core", contextSeconds, total)
    // Lint as a whole, in process: reading, tokenizing, matching, contexts, findings.
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    var report = LintReport(findings: [], filesLinted: 0)
    var lintSeconds = Double.infinity
    for _ in 0..<5 {
      let (result, seconds) = Measure.time {
        let walked = try? SourceWalker(roots: [folder.path], base: folder.path).walk()
        return Linter(matrix: matrix, range: range).lint(files: walked?.files ?? [])
      }
      report = result
      lintSeconds = min(lintSeconds, seconds)
    }
    row("lint (library, all cores)", lintSeconds, total)
    // The built tool as a user runs it, and grep with the rules' literal words.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("compat-matrix")
    if FileManager.default.isExecutableFile(atPath: binary.path) {
      let seconds = try Measure.processSeconds(
        binary.path, ["lint", folder.path, "15-18", "--reporter", "json"])
      row("compat-matrix lint (process)", seconds, total)
    }
    let words = literalWords(matrix)
    let grepSeconds = try Measure.processSeconds(
      "/usr/bin/env", ["grep", "-rcE", "(" + words.joined(separator: "|") + ")", folder.path])
    row("grep -rcE (\(words.count) words)", grepSeconds, total)
    print("")
    print(
      "\(tokens) tokens; \(report.findings.count) findings in \(report.filesLinted) files; "
        + "lint / grep = \(Measure.format(lintSeconds / grepSeconds)); "
        + "peak memory \(Measure.format(Measure.peakMemoryMiB(), decimals: 1)) MiB")
  }

  private static func row(_ name: String, _ seconds: Double, _ megabytes: Double) {
    print(
      name.padding(toLength: 30, withPad: " ", startingAt: 0)
        + Measure.format(seconds, decimals: 3).padding(toLength: 9, withPad: " ", startingAt: 0)
        + Measure.format(megabytes / seconds, decimals: 1))
  }

  /// The identifiers the shipped lint patterns are anchored on, for a grep of the same words.
  static func literalWords(_ matrix: Matrix) -> [String] {
    var words = Set<String>()
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        for pattern in strategy.lint {
          let name = pattern.match.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .first { $0.count > 3 }
          if let name { words.insert(String(name)) }
        }
      }
    }
    return words.sorted()
  }
}
