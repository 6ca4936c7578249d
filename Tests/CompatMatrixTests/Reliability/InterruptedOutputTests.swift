import Foundation
import Testing

/// What a `docs --out` run killed part-way leaves behind: only whole files, each the old text
/// or the new, and nothing the next run does not clean up.
@Suite struct InterruptedOutputTests {
  private static let manager = FileManager.default

  /// The files in a folder with their text; hidden ones only when asked.
  private static func contents(_ folder: URL, hidden: Bool = false) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try manager.contentsOfDirectory(atPath: folder.path)
    where hidden || !name.hasPrefix(".") {
      result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return result
  }

  /// SIGKILL at moments spread over a whole run's duration, most near its end where the
  /// files are written: wherever it lands, every visible file is whole.
  @Test(arguments: [0.5, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0, 1.1])
  func aKilledDocsRunLeavesOnlyWholeFiles(atFractionOfARun fraction: Double) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    // The old docs and the new ones, each from a whole run; the new run is timed.
    var duration = 0.0
    for (folder, range) in [("old", "13+"), ("new", "16+")] {
      let start = Date()
      let result = try BinaryRunner.run(["docs", "--out", folder, range], in: root, timeout: 60)
      duration = Date().timeIntervalSince(start)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let old = try Self.contents(root.appendingPathComponent("old"))
    let new = try Self.contents(root.appendingPathComponent("new"))
    #expect(old != new)
    let out = root.appendingPathComponent("out")
    try Self.manager.copyItem(at: root.appendingPathComponent("old"), to: out)

    _ = try? BinaryRunner.run(
      ["docs", "--out", "out", "16+"], in: root, timeout: duration * fraction)
    for (name, text) in try Self.contents(out) {
      #expect(text == old[name] || text == new[name], "\(name) is neither the old nor the new text")
    }

    // The next run finishes the job and removes what the killed one left.
    let rerun = try BinaryRunner.run(["docs", "--out", "out", "16+"], in: root, timeout: 60)
    #expect(rerun.status == 0, "\(rerun.stderr)")
    #expect(try Self.contents(out, hidden: true) == new)
  }
}
