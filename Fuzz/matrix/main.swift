// Fuzz target: matrix loading and validation, and everything a loaded matrix feeds. Run with
// `scripts/fuzz.sh matrix SECONDS`.
//
// The input is a team's matrix file, loaded over the small fixture matrices of the tests (as
// `--matrices DIR` loads a team's files over the shipped ones). When it loads, every command's
// work is done on the result: plans for several ranges in every format, upgrades, advice,
// timelines of every concern, strategy and API, the API list and the generated docs. Besides
// crashes, hangs and memory, it checks that every problem is reported as one line with a
// location, and that no output of a matrix that loaded holds a raw control character.

import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// The fixture matrices the team file is loaded over.
private let base: [MatrixFile] = {
  let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/CompatMatrixTests/Fixtures/matrices/base")
  guard let files = try? MatrixDirectory.read(folder.path, displayName: "base"), !files.isEmpty
  else { fatalError("cannot read the base matrices at \(folder.path)") }
  return files
}()

/// Renders, and checks that the output holds no raw control character (issue 26, item 9).
private func render(_ renderer: some Renderer, _ format: OutputFormat) {
  guard let text = try? renderer.render(format) else { return }
  checkOutput(text, "\(type(of: renderer)) \(format.rawValue)")
}

/// Does what the commands do with a matrix that loaded.
private func exercise(_ matrix: Matrix) {
  let resolver = Resolver(matrix: matrix)
  for platform in matrix.platforms.keys.sorted() {
    guard let axis = try? matrix.axis(for: platform), let earliest = axis.earliest else {
      continue
    }
    for format in APIListRenderer.formats {
      render(APIListRenderer(matrix: matrix, platform: platform), format)
    }
    for minimum in axis.majorReleases.prefix(4) {
      guard let range = try? axis.resolve(DeploymentRange(minimum: minimum)) else { continue }
      let plans = resolver.plans(for: range)
      let report = ResolutionReport(range: range, source: .flag, plans: plans)
      for format in ResolutionRenderer.formats {
        render(ResolutionRenderer(report: report), format)
      }
      if minimum != earliest, let from = try? axis.resolve(DeploymentRange(minimum: earliest)) {
        let upgrade = UpgradeReport(from: from, to: range, resolver: resolver)
        let renderer = UpgradeRenderer(report: upgrade)
        for format in UpgradeRenderer.formats { render(renderer, format) }
      }
    }
    if let advice = try? MinimumAdvice(resolver: resolver, platform: platform) {
      for format in AdviceRenderer.formats { render(AdviceRenderer(advice: advice), format) }
    }
  }
  var entries: [MatrixEntry] = matrix.concerns.prefix(4).map { .concern($0) }
  entries += matrix.apis.suffix(4).map { .api($0) }
  for concern in matrix.concerns.prefix(2) {
    entries += concern.strategies.prefix(2).map { .strategy($0, of: concern) }
  }
  for entry in entries {
    let renderer = EntryRenderer(entry: entry, matrix: matrix, platform: .iOS)
    for format in EntryRenderer.formats { render(renderer, format) }
  }
  for format in [DocsFormat.markdown, .html] {
    let subject = DocsSubject(matrix: matrix, platform: .iOS)
    for page in (try? DocsGenerator().pages(documenting: subject, in: format)) ?? [] {
      checkOutput(page.contents, "docs \(page.path)")
    }
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
