import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// `docs --out` on large data (issue 16, item 6): pages render on every core to the same bytes,
/// and a run whose inputs have not changed renders nothing, yet never takes a folder that was
/// changed by hand, or data that changed, for up to date.
@Suite struct DocsCacheTests {
  private static let manager = FileManager.default

  /// A writer over the resolver fixtures (or other data) into `out`, with a cache in `root`.
  static func writer(
    _ root: URL, matrix: Matrix? = nil, files: [MatrixFile]? = nil, program: String = "build-1"
  ) throws -> DocsWriter {
    let files = try files ?? DocsRenderTests.fixtureFiles()
    let matrix = try matrix ?? MatrixLoader.load(shipped: files)
    return DocsWriter(
      pages: DocsGenerator(), subject: DocsSubject(matrix: matrix, platform: .iOS),
      format: .markdown,
      directory: root.appendingPathComponent("out").path, displayName: "out", force: false,
      cache: OutputCache(path: root.appendingPathComponent("cache/docs.cache").path),
      matrixFiles: files, program: program)
  }

  static func report(_ plan: OutputPlan) -> String {
    OutputReport.lines(for: plan, checking: false).last ?? ""
  }

  /// When the key matches and the folder holds what was written, nothing is rendered: a
  /// writer whose data would render differently, given the same key, still finds the folder
  /// up to date. So the key must, and does, cover the data.
  @Test func aRunWithTheSameInputsRendersNothing() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let first = try Self.writer(root).write(wait: 0)
    let files = try DocsRenderTests.fixtureFiles()
    // A page per concern, the index and the API page.
    let pages = try MatrixLoader.load(shipped: files).concerns.count + 2
    #expect(Self.report(first) == "out: \(pages) created, 0 updated, 0 removed, 0 unchanged.")
    // Other data behind the same files' key: were anything rendered, a page would change.
    let other = try MatrixLoader.load(shipped: files.filter { !$0.path.hasPrefix("resolver/") })
    let cached = try Self.writer(root, matrix: other, files: files).write(wait: 0)
    #expect(cached.files.isEmpty, "rendered")
    #expect(Self.report(cached) == "out: 0 created, 0 updated, 0 removed, \(pages) unchanged.")
    #expect(try Self.writer(root).check().isUpToDate)
  }

  /// What sends a run the long way, and what that run then does.
  @Test(arguments: [
    "a page edited", "a page removed", "a stale page added", "a temporary file left",
    "the data changed", "a new build", "no cache file",
  ])
  func aChangeIsNeverTakenForUpToDate(_ change: String) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    _ = try Self.writer(root).write(wait: 0)
    let written = try DocsCacheTests.contents(out)
    var files = try DocsRenderTests.fixtureFiles()
    var program = "build-1"
    switch change {
    case "a page edited":
      try Data("edited\n".utf8).write(
        to: out.appendingPathComponent("tinting.md"), options: .atomic)
      try Data((GeneratedFileMarker.line + "\nedited\n").utf8).write(
        to: out.appendingPathComponent("tinting.md"))
    case "a page removed":
      try Self.manager.removeItem(at: out.appendingPathComponent("tinting.md"))
    case "a stale page added":
      try Data((GeneratedFileMarker.line + "\n").utf8).write(
        to: out.appendingPathComponent("retired.md"))
    case "a temporary file left":
      try Data((GeneratedFileMarker.line + "\n").utf8).write(
        to: out.appendingPathComponent(".tinting.md.999999999.A.compat-matrix-tmp"))
    case "the data changed":
      let index = try #require(files.firstIndex { $0.path == "resolver/concerns.json" })
      let text = String(decoding: files[index].bytes, as: UTF8.self)
        .replacingOccurrences(of: "Fixture question for single?", with: "Which single one?")
      files[index] = MatrixFile(path: files[index].path, bytes: Array(text.utf8))
    case "a new build":
      program = "build-2"
    default:
      try Self.manager.removeItem(at: root.appendingPathComponent("cache"))
    }
    let matrix = try MatrixLoader.load(shipped: files)
    let writer = try Self.writer(root, matrix: matrix, files: files, program: program)
    #expect(try !writer.check().files.isEmpty, "\(change): the check did not render")
    let plan = try writer.write(wait: 0)
    #expect(!plan.files.isEmpty, "\(change): the run did not render")
    // The folder now holds exactly what a fresh run writes.
    let fresh = root.appendingPathComponent("fresh")
    _ = try SafeWriter.write(
      OutputPlan.prepare(
        files: DocsGenerator().pages(
          documenting: DocsSubject(matrix: matrix, platform: .iOS), in: .markdown),
        in: fresh.path,
        fileExtension: "md"))
    #expect(try Self.contents(out) == Self.contents(fresh), "\(change)")
    if change == "the data changed" { #expect(try Self.contents(out) != written) }
    // And the next run is cached again.
    #expect(
      try Self.writer(root, matrix: matrix, files: files, program: program).write(wait: 0)
        .files.isEmpty)
  }

  /// Pages rendered on every core are the pages rendered one at a time, in order.
  @Test func parallelPagesAreThePagesRenderedInTurn() throws {
    let matrix = try MatrixLoader.load(shipped: try DocsRenderTests.fixtureFiles())
    let content = try DocsContent(matrix: matrix, platform: .iOS, range: nil)
    let pages = try DocsGenerator().pages(
      documenting: DocsSubject(matrix: matrix, platform: .iOS), in: .markdown
    ).filter { $0.path.hasSuffix(".md") }
    for concern in matrix.concerns {
      let alone = MarkdownConcernPage(content, concern: concern).render()
      #expect(pages.first { $0.path == content.page(of: concern.id) }?.contents == alone)
    }
    let mapped = ParallelMap.map(count: 1000) { $0 * $0 }
    #expect(mapped == (0..<1000).map { $0 * $0 })
  }

  /// The cache is kept out of the output folder, in the user's cache folder.
  @Test func theCacheLivesInTheUsersCacheFolder() {
    let xdg = OutputCache.standard(
      for: "/tmp/x", environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])
    #expect(xdg?.path.hasPrefix("/c/compat-matrix/docs/") == true)
    let home = OutputCache.standard(for: "/tmp/x", environment: ["HOME": "/h"])
    #expect(home?.path.hasPrefix("/h/.cache/compat-matrix/docs/") == true)
    #expect(OutputCache.standard(for: "/tmp/x", environment: [:]) == nil)
    #expect(
      xdg?.path != OutputCache.standard(for: "/tmp/y", environment: ["XDG_CACHE_HOME": "/c"])?.path)
  }

  /// The command keeps its cache in `XDG_CACHE_HOME`, and a page edited by hand after a
  /// cached run is restored by the next one. Real processes of the built binary.
  @Test func theCommandKeepsItsCacheInTheUsersCacheFolder() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
    // The summary: the last line of what a run prints.
    func docs() throws -> String {
      let run = try BinaryRunner.run(
        ["docs", "--out", "out"], in: root, environment: environment, timeout: 120)
      #expect(run.status == 0, "\(run.stderr)")
      return String(run.stdout.split(separator: "\n").last ?? "")
    }
    let first = try docs()
    let folder = root.appendingPathComponent("cache/compat-matrix/docs")
    let caches = try Self.manager.contentsOfDirectory(atPath: folder.path)
    #expect(caches.count == 1 && caches[0].hasSuffix(".cache"), "\(caches)")
    // A run that renders records its files again, in a new file: a run that finds the
    // folder up to date leaves the record alone.
    func record() throws -> Date? {
      let path = folder.appendingPathComponent(caches[0]).path
      return try Self.manager.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
    let recorded = try record()
    // The visible files: the folder also holds the lock file.
    func written() throws -> [String: String] {
      try Self.contents(root.appendingPathComponent("out")).filter { !$0.key.hasPrefix(".") }
    }
    let count = try written().count
    #expect(first == "out: \(count) created, 0 updated, 0 removed, 0 unchanged.")
    #expect(try docs() == "out: 0 created, 0 updated, 0 removed, \(count) unchanged.")
    #expect(try record() == recorded, "the second run rendered: the cache missed")
    let pages = try written()
    let page = root.appendingPathComponent("out/README.md")
    try Data((GeneratedFileMarker.line + "\nedited\n").utf8).write(to: page)
    #expect(try docs() == "out: 0 created, 1 updated, 0 removed, \(count - 1) unchanged.")
    #expect(try written() == pages)
    #expect(try record() != recorded, "the run after the edit did not record again")
  }

  /// The stable hash is FNV-1a: the published test values.
  @Test func theStableHashIsFNV1a() {
    #expect(StableHash.hex(of: Array("".utf8)) == "cbf29ce484222325")
    #expect(StableHash.hex(of: Array("a".utf8)) == "af63dc4c8601ec8c")
    #expect(StableHash.hex(of: Array("foobar".utf8)) == "85944171f73967e8")
  }

  static func contents(_ folder: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try manager.contentsOfDirectory(atPath: folder.path) {
      result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return result
  }
}
