// Fuzz target: matrix loading and validation, and everything a loaded matrix feeds. Run with
// `scripts/fuzz.sh matrix SECONDS`.
//
// The input is a team's matrix file, loaded over the small fixture matrices of the tests (as
// `--matrices DIR` loads a team's files over the shipped ones). When it loads, every command's
// work is done on the result: plans for several ranges in every format, upgrades, advice,
// timelines of every concern, strategy and API, and the API list. Besides crashes, hangs and
// memory, it checks that every problem is reported as one line with a location.

import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

/// The fixture matrices the team file is loaded over.
private let base: [MatrixFile] = {
  let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/CompatMatrixTests/Fixtures/matrices/base")
  guard let files = try? MatrixDirectory.read(folder.path, displayName: "base"), !files.isEmpty
  else { fatalError("cannot read the base matrices at \(folder.path)") }
  return files
}()

/// Does what the commands do with a matrix that loaded.
private func exercise(_ matrix: Matrix) {
  let resolver = Resolver(matrix: matrix)
  for platform in matrix.platforms.keys.sorted() {
    guard let axis = try? matrix.axis(for: platform), let earliest = axis.earliest else {
      continue
    }
    _ = try? APIListRenderer(matrix: matrix, platform: platform).render(.text)
    for minimum in axis.majorReleases.prefix(4) {
      guard let range = try? axis.resolve(DeploymentRange(minimum: minimum)) else { continue }
      let plans = resolver.plans(for: range)
      let report = ResolutionReport(range: range, source: .flag, plans: plans)
      for format in ResolutionRenderer.formats {
        _ = try? ResolutionRenderer(report: report).render(format)
      }
      if minimum != earliest, let from = try? axis.resolve(DeploymentRange(minimum: earliest)) {
        let upgrade = UpgradeReport(from: from, to: range, resolver: resolver)
        let renderer = UpgradeRenderer(report: upgrade)
        for format in UpgradeRenderer.formats { _ = try? renderer.render(format) }
      }
    }
    if let advice = try? MinimumAdvice(resolver: resolver, platform: platform) {
      _ = try? AdviceRenderer(advice: advice).render(.text)
      _ = try? AdviceRenderer(advice: advice).render(.json)
    }
  }
  var entries: [MatrixEntry] = matrix.concerns.prefix(4).map { .concern($0) }
  entries += matrix.apis.suffix(4).map { .api($0) }
  for concern in matrix.concerns.prefix(2) {
    entries += concern.strategies.prefix(2).map { .strategy($0, of: concern) }
  }
  for entry in entries {
    let renderer = EntryRenderer(entry: entry, matrix: matrix, platform: .iOS)
    for format in EntryRenderer.formats { _ = try? renderer.render(format) }
  }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  let team = MatrixFile(path: "team/fuzz.json", bytes: bytes)
  do {
    exercise(try MatrixLoader.load(shipped: base, team: [team]))
  } catch {
    check(!error.diagnostics.isEmpty, "a load error without diagnostics")
    for diagnostic in error.diagnostics {
      checkLine(diagnostic.description)
      check(
        diagnostic.file != team.path || diagnostic.location != nil
          || diagnostic.message == .fileTooLarge(limit: MatrixLoader.fileSizeLimit),
        "a problem in the team file without a line and column: \(diagnostic)")
    }
  }
  return 0
}
