import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource
import Foundation

/// Times reading a project's navigation profile from its sources, best of five, beside the
/// walk alone and `grep -rlE` with the names the detector looks for (containers, pushes,
/// `UIHostingController`, `App`): the floor.
enum DetectBenchmark {
  static func run(folder: String) throws {
    let path = URL(fileURLWithPath: folder).standardizedFileURL.path
    let (walked, walkSeconds) = try Measure.best {
      try SourceWalker(roots: [path], base: path).walk().files
    }
    let (detected, seconds) = Measure.best {
      NavigationArchitectureDetector.detect(inFolder: path)
    }
    let words = NavigationOwnerScan.words.sorted()
    let grepSeconds = try Measure.timeProcess(
      "/usr/bin/env",
      ["grep", "-rlE", "(" + words.joined(separator: "|") + ")", "--include=*.swift", path])
    print("detect benchmark: \(path) (\(walked.count) Swift files)")
    print("  walk the sources         \(Measure.format(walkSeconds, decimals: 3)) s")
    print("  detect the profile       \(Measure.format(seconds, decimals: 3)) s")
    print("  grep -rlE (\(words.count) names)    \(Measure.format(grepSeconds, decimals: 3)) s")
    print("  detected: " + (detected?.evidence ?? "nothing"))
    print("  peak MiB: \(Measure.format(Measure.peakMemoryMiB(), decimals: 1))")
  }
}
