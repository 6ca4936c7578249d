import CompatMatrix
import CompatMatrixDocs
import CompatMatrixOutput
import CompatMatrixWorkflows
import Foundation

/// Times `docs --out` on generated matrices of many concerns, as processes of the built
/// `compat-matrix` and, with `--baseline PATH`, of another build of it side by side in the
/// same run: the first write into an empty folder, a run when nothing changed, `--check`, and
/// a run after a page was edited by hand (which renders and compares every page and rewrites
/// one). Floors in the same run: a process that does nothing, `validate` (starting up, loading
/// and checking the same files) and `cp -r` of the written folder (writing the same files).
/// In process, it splits a run of this build into its steps: load, render, compare, write.
///
/// Each build writes its own folder and keeps its cache (`XDG_CACHE_HOME`) in the benchmark's
/// temporary folder, which is removed at the end (`KEEP_CORPUS=1` keeps it).
enum DocsBenchmark {
  /// A build of `compat-matrix` to time.
  struct Build {
    let name: String
    let path: String
  }

  static func run(sizes: [Int], baseline: String?) throws {
    let shipped = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let releases = try shipped.axis(for: .iOS).releases
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("compat-matrix").path
    var builds = [Build(name: "this build", path: binary)]
    if let baseline {
      builds.insert(Build(name: "baseline", path: baseline), at: 0)
    }
    print(
      "docs benchmark (release build recommended: swift run -c release compat-matrix-benchmark "
        + "docs [--baseline PATH] [CONCERNS...])")
    for build in builds { print("\(build.name): \(build.path)") }
    print("\(ProcessInfo.processInfo.activeProcessorCount) cores")
    for size in sizes {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("compat-matrix-docs-benchmark-\(UUID().uuidString)")
      // KEEP_CORPUS=1 leaves the generated data and folders for profiling the tool on them.
      defer {
        if ProcessInfo.processInfo.environment["KEEP_CORPUS"] != "1" {
          try? FileManager.default.removeItem(at: root)
        } else {
          print("kept \(root.path)")
        }
      }
      let matrices = root.appendingPathComponent("m")
      let files = GeneratedMatrix.files(concerns: size, releases: releases)
      for file in files {
        let url = matrices.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
      print("")
      print("\(size) generated concerns (\(size + shipped.concerns.count + 2) pages)")
      try steps(files, root: root)
      let m = matrices.path
      // Each row: a name and, per column, the wall and processor seconds of one run.
      var table: [(String, [(wall: Double, cpu: Double)])] = []
      table.append(("process that does nothing", [try Measure.runProcess("/bin/true", [])]))
      table.append(
        (
          "validate (load and check)",
          [try Measure.runProcess(binary, ["validate", "--matrices", m], mustSucceed: true)]
        ))
      var columns: [[(wall: Double, cpu: Double)]] = []
      for (index, build) in builds.enumerated() {
        let out = root.appendingPathComponent("out-\(index)").path
        let environment = [
          "XDG_CACHE_HOME": root.appendingPathComponent("cache-\(index)").path,
          "HOME": root.path, "PATH": "/usr/bin:/bin",
        ]
        let docs = ["docs", "--out", out, "--matrices", m]
        func run(_ arguments: [String]) throws -> (wall: Double, cpu: Double) {
          try Measure.runProcess(
            build.path, arguments, environment: environment, mustSucceed: true)
        }
        let first = try run(docs)
        let unchanged = try run(docs)
        let check = try run(docs + ["--check"])
        // A page edited by hand: the run renders and compares everything, and rewrites it.
        let page = try FileManager.default.contentsOfDirectory(atPath: out)
          .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()[0]
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out + "/" + page))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("edited\n".utf8))
        try handle.close()
        let edited = try run(docs)
        columns.append([first, unchanged, check, edited])
      }
      let names = [
        "docs --out, first write", "docs --out, nothing changed", "docs --out --check",
        "docs --out, a page edited",
      ]
      for (row, name) in names.enumerated() { table.append((name, columns.map { $0[row] })) }
      let lastOut = root.appendingPathComponent("out-\(builds.count - 1)").path
      let copy = root.appendingPathComponent("copy").path
      table.append(
        ("cp -r of the written folder", [try Measure.runProcess("/bin/cp", ["-r", lastOut, copy])]))
      let width = 22
      print(
        "  " + "".padding(toLength: 30, withPad: " ", startingAt: 0)
          + builds.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) }.joined()
          + "(wall seconds, processor seconds in brackets)")
      for (name, runs) in table {
        let cells = runs.map {
          "\(Measure.format($0.wall)) s (\(Measure.format($0.cpu)) s)"
            .padding(toLength: width, withPad: " ", startingAt: 0)
        }
        let pad = String(repeating: " ", count: width * (builds.count - runs.count))
        print("  " + name.padding(toLength: 30, withPad: " ", startingAt: 0) + pad + cells.joined())
      }
    }
  }

  /// The steps of one run of this build in this process, as the command does them.
  private static func steps(_ team: [MatrixFile], root: URL) throws {
    let directory = root.appendingPathComponent("steps").path
    let (matrix, load) = try Measure.time {
      try MatrixLoader.load(shipped: MatrixLoader.embedded(), team: team)
    }
    let subject = DocsSubject(matrix: matrix, platform: .iOS)
    let (files, render) = try Measure.time {
      try DocsGenerator().pages(documenting: subject, in: .markdown)
    }
    let (plan, compare) = try Measure.time {
      try OutputPlan.prepare(files: files, in: directory, fileExtension: "md")
    }
    let (_, write) = try Measure.time { try SafeWriter.write(plan) }
    let (_, again) = try Measure.time {
      try OutputPlan.prepare(files: files, in: directory, fileExtension: "md")
    }
    print(
      "  in process: load \(Measure.format(load)) s, render \(Measure.format(render)) s, "
        + "compare with an empty folder \(Measure.format(compare)) s, write "
        + "\(Measure.format(write)) s, compare with the written folder \(Measure.format(again)) s, "
        + "peak \(Measure.format(Measure.peakMemoryMiB(), decimals: 0)) MiB")
  }
}
