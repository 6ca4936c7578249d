import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource
import Foundation

/// Resolves every concern over many ranges and prints the time per concern plan, on the
/// shipped data and on generated matrices of growing size; the time per plan should stay
/// flat as the matrix grows.
enum ResolveBenchmark {
  static func run() throws {
    let shipped = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let axis = try shipped.axis(for: .iOS)
    print(
      "resolve benchmark (release build recommended: swift run -c release compat-matrix-benchmark resolve)"
    )
    print("")
    print(
      "data                    concerns  ranges   plans      seconds  µs/plan  plans/s    peak MiB")
    // Every range of two known releases on the shipped data.
    let allPairs = pairs(of: axis.releases)
    try report("shipped, all releases", matrix: shipped, ranges: allPairs)
    // Whole plans: every concern under a profile, dependencies kept consistent; and the rule
    // that makes all three and picks one. Plans counts one plan per concern reported.
    for profile in NavigationProfile.allCases {
      try report("shipped, \(profile.rawValue)", matrix: shipped, ranges: allPairs) {
        $0.navigationPlan(for: $1, profile: profile).plans.count
      }
    }
    try report("shipped, rule", matrix: shipped, ranges: allPairs) {
      $0.navigationPlan(for: $1, preferring: .any).plans.count
    }
    // Every range of two major releases on generated matrices of growing size.
    let majorPairs = pairs(of: axis.majorReleases)
    for size in [1_000, 5_000, 10_000] {
      let files = GeneratedMatrix.files(concerns: size, releases: axis.releases)
      let (matrix, loadSeconds) = try Measure.time {
        try MatrixLoader.load(shipped: shippedPlatformsOnly(), team: files)
      }
      let bytes = files.reduce(0) { $0 + $1.bytes.count }
      try report("generated \(size)", matrix: matrix, ranges: majorPairs)
      print(
        "  loaded and validated \(Measure.format(Double(bytes) / 1_048_576)) MiB in "
          + "\(Measure.format(loadSeconds)) s")
    }
  }

  private static func pairs(of releases: [OSVersion]) -> [DeploymentRange] {
    var ranges: [DeploymentRange] = []
    for (index, minimum) in releases.enumerated() {
      for maximum in releases[index...] {
        ranges.append(DeploymentRange(minimum: minimum, upperBound: maximum.successor))
      }
    }
    return ranges
  }

  private static func shippedPlatformsOnly() -> [MatrixFile] {
    MatrixLoader.embedded().filter { $0.path.hasSuffix("platforms.json") }
  }

  /// Times `plan` over every range; it returns how many concern plans it made. The default
  /// plans every concern on its own, among all its strategies.
  private static func report(
    _ name: String, matrix: Matrix, ranges: [DeploymentRange],
    plan: (Resolver, ResolvedRange) -> Int = { resolver, range in
      resolver.matrix.concerns.reduce(0) { count, concern in
        count + (resolver.plan(for: concern, in: range).branches.count > 0 ? 1 : 1)
      }
    }
  ) throws {
    let resolver = Resolver(matrix: matrix)
    let resolved = try ranges.map { try matrix.resolve($0, on: .iOS) }
    let (plans, seconds) = Measure.time {
      resolved.reduce(0) { $0 + plan(resolver, $1) }
    }
    let perPlan = seconds / Double(plans) * 1e6
    print(
      name.padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(matrix.concerns.count).padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(ranges.count).padding(toLength: 9, withPad: " ", startingAt: 0)
        + String(plans).padding(toLength: 11, withPad: " ", startingAt: 0)
        + Measure.format(seconds).padding(toLength: 9, withPad: " ", startingAt: 0)
        + Measure.format(perPlan, decimals: 1).padding(toLength: 9, withPad: " ", startingAt: 0)
        + String(Int(Double(plans) / seconds)).padding(toLength: 11, withPad: " ", startingAt: 0)
        + Measure.format(Measure.peakMemoryMiB(), decimals: 1))
  }
}
