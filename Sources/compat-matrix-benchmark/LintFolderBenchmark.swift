import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource
import Foundation

/// Measures `compat-matrix lint` on real folders (public apps), side by side with `grep` for
/// the same words over the same Swift files, as processes, in one run: each round runs lint
/// then grep on every folder, so a busy machine slows both alike.
enum LintFolderBenchmark {
  static func run(paths: [String], rounds: Int) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("compat-matrix").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      FileHandle.standardError.write(Data("error: build compat-matrix first: \(binary)\n".utf8))
      exit(2)
    }
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let range = try matrix.resolve(RangeExpression.parse("15+"), on: .iOS)
    let words = Linter(matrix: matrix, range: range).anchorWords
    let pattern = "(" + words.joined(separator: "|") + ")"
    let excluded = (SourceWalker.skippedFolders.sorted() + [".*"]).map { "--exclude-dir=\($0)" }
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-benchmark-empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    print("lint benchmark on folders (swift run -c release compat-matrix-benchmark lint PATH…)")
    print("grep: grep -rcwE --include=*.swift \(excluded.joined(separator: " ")) with the")
    print("\(words.count) words lint's first pass looks for; \(rounds) rounds, lint and grep")
    print("alternating; best and median seconds; peak memory is lint's largest")
    print("")
    var rows: [(String, [BenchmarkProcess.Run], [BenchmarkProcess.Run], Int, Int)] = []
    var startUp: [BenchmarkProcess.Run] = []
    var hello: [BenchmarkProcess.Run] = []
    var lintRuns = [[BenchmarkProcess.Run]](repeating: [], count: paths.count)
    var grepRuns = [[BenchmarkProcess.Run]](repeating: [], count: paths.count)
    for _ in 0..<rounds {
      startUp.append(
        try BenchmarkProcess.run([binary, "lint", empty, "15+", "--reporter", "json"]))
      hello.append(try BenchmarkProcess.run(["true"]))
      for (index, path) in paths.enumerated() {
        lintRuns[index].append(
          try BenchmarkProcess.run([binary, "lint", path, "--reporter", "json"]))
        grepRuns[index].append(
          try BenchmarkProcess.run(
            ["grep", "-rcwE", "--include=*.swift"] + excluded + [pattern, path]))
      }
    }
    for (index, path) in paths.enumerated() {
      let (files, bytes) = try size(of: path)
      rows.append((path, lintRuns[index], grepRuns[index], files, bytes))
    }
    // What lint spends starting (loading the data, like every command) is the empty
    // folder's time; the rest is the folder's work.
    let start = median(startUp)
    print(
      pad("folder", 24) + pad("files", 7) + pad("MiB", 6) + pad("lint best/median", 18)
        + pad("grep best/median", 18) + pad("ratio", 7) + pad("work ratio", 12)
        + "lint peak MiB")
    for (path, lint, grep, files, bytes) in rows {
      let name = URL(fileURLWithPath: path).lastPathComponent
      print(
        pad(name, 24) + pad("\(files)", 7)
          + pad(Measure.format(Double(bytes) / 1_048_576, decimals: 1), 6)
          + pad(times(lint), 18) + pad(times(grep), 18)
          + pad(Measure.format(median(lint) / median(grep)), 7)
          + pad(Measure.format(max(0, median(lint) - start) / median(grep)), 12)
          + Measure.format(lint.map(\.peakMiB).max() ?? 0, decimals: 1))
    }
    let lintTotal = rows.reduce(0) { $0 + median($1.1) }
    let grepTotal = rows.reduce(0) { $0 + median($1.2) }
    print("")
    print(
      "all folders: lint \(Measure.format(lintTotal, decimals: 3)) s, grep "
        + "\(Measure.format(grepTotal, decimals: 3)) s (medians summed): lint / grep = "
        + Measure.format(lintTotal / grepTotal) + "; without lint's start-up: "
        + Measure.format((lintTotal - start * Double(rows.count)) / grepTotal))
    print(
      "baselines: lint of an empty folder \(times(startUp)) s; a process that does nothing "
        + "(true) \(times(hello)) s")
  }

  private static func size(of path: String) throws -> (files: Int, bytes: Int) {
    let files = try SourceWalker(roots: [path], base: path).walk().files
    let bytes = files.reduce(0) { total, file in
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int
      return total + (size ?? 0)
    }
    return (files.count, bytes)
  }

  private static func median(_ runs: [BenchmarkProcess.Run]) -> Double {
    let sorted = runs.map(\.seconds).sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private static func times(_ runs: [BenchmarkProcess.Run]) -> String {
    let best = runs.map(\.seconds).min() ?? 0
    return Measure.format(best, decimals: 3) + "/" + Measure.format(median(runs), decimals: 3)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
