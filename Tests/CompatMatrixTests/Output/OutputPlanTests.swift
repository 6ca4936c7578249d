import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixOutput
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The marker, force and stale rules of `OutputPlan`, and `SafeWriter`'s whole-file writes, in
/// temporary folders.
@Suite struct OutputPlanTests {
  static let manager = FileManager.default

  static func generated(_ name: String, _ body: String) -> GeneratedFile {
    GeneratedFile(path: name, contents: GeneratedFileMarker.line + "\n" + body + "\n")
  }

  static let files = [
    generated("README.md", "# Index"),
    generated("apis.md", "# APIs"),
    generated("pop-to-root.md", "# Pop to root"),
  ]

  static func prepare(
    _ folder: URL, files: [GeneratedFile] = files, force: Bool = false
  ) throws(OutputError) -> OutputPlan {
    try OutputPlan.prepare(
      files: files, in: folder.path, displayName: "out", fileExtension: "md", force: force)
  }

  static func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// Every name in a folder, hidden ones included, sorted.
  static func listing(_ folder: URL) throws -> [String] {
    try manager.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// A snapshot of a folder: every name and its bytes.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try listing(folder) {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
      result[name] = isDirectory.boolValue ? Data("<folder>".utf8) : try Data(contentsOf: url)
    }
    return result
  }

  @Test func aMissingFolderIsCreatedWithWholeFilesAndNoTemporaryFiles() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let folder = root.appendingPathComponent("docs/matrix")
    let plan = try Self.prepare(folder)
    #expect(plan.changes.map(\.kind) == [.create, .create, .create])
    #expect(!Self.manager.fileExists(atPath: folder.path), "preparing writes nothing")
    try SafeWriter.write(plan)
    #expect(try Self.listing(folder) == ["README.md", "apis.md", "pop-to-root.md"])
    for file in Self.files {
      #expect(try Self.read(folder.appendingPathComponent(file.path)) == file.contents)
    }
    let again = try Self.prepare(folder)
    #expect(again.isUpToDate)
    #expect(again.unchanged == ["README.md", "apis.md", "pop-to-root.md"])
  }

  @Test func generatedFilesAreUpdatedAndStaleOnesRemovedButForeignOnesKept() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: folder) }
    try SafeWriter.write(try Self.prepare(folder))
    let marker = GeneratedFileMarker.line + "\n"
    // A generated page edited by hand, a page whose concern disappeared, and files that are
    // not the tool's: no marker, another extension, hidden, or in a subfolder.
    try Self.write(marker + "# Edited\n", to: folder.appendingPathComponent("apis.md"))
    try Self.write(marker + "# Gone\n", to: folder.appendingPathComponent("old-concern.md"))
    try Self.write("# Notes by a person\n", to: folder.appendingPathComponent("notes.md"))
    try Self.write(marker, to: folder.appendingPathComponent("keep.txt"))
    try Self.write(marker, to: folder.appendingPathComponent(".hidden.md"))
    let sub = folder.appendingPathComponent("sub")
    try Self.manager.createDirectory(at: sub, withIntermediateDirectories: false)
    try Self.write(marker, to: sub.appendingPathComponent("deep.md"))
    let plan = try Self.prepare(folder)
    #expect(
      plan.changes == [
        .init(name: "apis.md", kind: .update), .init(name: "old-concern.md", kind: .remove),
      ])
    #expect(
      OutputReport.lines(for: plan, checking: true) == [
        "would update out/apis.md", "would remove out/old-concern.md",
        "out is out of date: 2 changes.",
      ])
    try SafeWriter.write(plan)
    #expect(
      try Self.listing(folder) == [
        ".hidden.md", "README.md", "apis.md", "keep.txt", "notes.md", "pop-to-root.md", "sub",
      ])
    #expect(try Self.read(folder.appendingPathComponent("apis.md")) == Self.files[1].contents)
    #expect(try Self.read(folder.appendingPathComponent("notes.md")) == "# Notes by a person\n")
    #expect(Self.manager.fileExists(atPath: sub.appendingPathComponent("deep.md").path))
  }

  @Test func aForeignFileInTheWayStopsEverythingUnlessForced() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    try Self.write("# Our own README\n", to: readme)
    let before = try Self.snapshot(folder)
    #expect(
      throws: OutputError.foreignFiles(
        [Self.displayed("README.md")], marker: GeneratedFileMarker.line)
    ) {
      try OutputPlan.prepare(
        files: Self.files, in: folder.path, displayName: "out", fileExtension: "md")
    }
    #expect(try Self.snapshot(folder) == before, "nothing is written")
    let forced = try Self.prepare(folder, force: true)
    #expect(forced.changes.first == .init(name: "README.md", kind: .overwrite))
    try SafeWriter.write(forced)
    #expect(try Self.read(readme) == Self.files[0].contents)
  }

  static func displayed(_ name: String) -> String { "out/" + name }

  @Test func aFolderInTheWayIsAnErrorEvenWhenForced() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: folder) }
    try Self.manager.createDirectory(
      at: folder.appendingPathComponent("apis.md"), withIntermediateDirectories: false)
    #expect(throws: OutputError.directoryInTheWay("out/apis.md")) {
      try Self.prepare(folder, force: true)
    }
  }

  @Test func anOutputPathAtAFileOrUnderOneIsAnErrorAndWritesNothing() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let file = root.appendingPathComponent("file.md")
    try Self.write("text\n", to: file)
    let before = try Self.snapshot(root)
    #expect(throws: OutputError.notADirectory("out", kind: "a file")) { try Self.prepare(file) }
    let below = file.appendingPathComponent("docs")
    #expect(throws: OutputError.self) { try Self.prepare(below) }
    do {
      _ = try Self.prepare(below)
    } catch {
      #expect(
        error == .cannotCreateDirectory("out", reason: "'\(file.path)' is a file, not a folder"))
    }
    #expect(try Self.snapshot(root) == before)
  }

  @Test func aFailedRenameLeavesOnlyWholeFilesAndNoTemporaryOnes() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: folder) }
    let old = [
      Self.generated("README.md", "# Old index"), Self.generated("apis.md", "# Old APIs"),
    ]
    try SafeWriter.write(try Self.prepare(folder, files: old))
    let plan = try Self.prepare(folder)
    #expect(plan.changes.map(\.kind) == [.update, .update, .create])
    // Something takes the last file's place between planning and writing: the run fails
    // while renaming, as an interrupted run would stop.
    let blocker = folder.appendingPathComponent("pop-to-root.md")
    try Self.manager.createDirectory(
      at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
    #expect(throws: OutputError.self) { try SafeWriter.write(plan) }
    #expect(try Self.listing(folder) == ["README.md", "apis.md", "pop-to-root.md"])
    for (offset, name) in ["README.md", "apis.md"].enumerated() {
      let text = try Self.read(folder.appendingPathComponent(name))
      #expect(text == Self.files[offset].contents || text == old[offset].contents, "\(name)")
    }
  }

  @Test func temporaryFilesOfAnInterruptedRunAreCleanedUpAndNeverCounted() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: folder) }
    try SafeWriter.write(try Self.prepare(folder))
    // A run killed after writing a temporary file and before renaming it.
    let leftover = ".README.md.0000-1111\(AtomicFile.temporarySuffix)"
    try Self.write(
      GeneratedFileMarker.line + "\n# Half", to: folder.appendingPathComponent(leftover))
    // Runs killed after creating a temporary file and before or while writing it.
    let empty = ".apis.md.2222-3333\(AtomicFile.temporarySuffix)"
    try Self.write("", to: folder.appendingPathComponent(empty))
    let cut = ".pop-to-root.md.4444-5555\(AtomicFile.temporarySuffix)"
    try Self.write("<!-- Generated by", to: folder.appendingPathComponent(cut))
    // A file with a similar name that is not the tool's.
    let lookalike = ".notes\(AtomicFile.temporarySuffix)"
    try Self.write("mine\n", to: folder.appendingPathComponent(lookalike))
    let plan = try Self.prepare(folder)
    #expect(plan.isUpToDate)
    try SafeWriter.write(plan)
    #expect(try Self.listing(folder) == [lookalike, "README.md", "apis.md", "pop-to-root.md"])
  }

  @Test func theMarkerIsRecognisedByItsPrefix() {
    #expect(GeneratedFileMarker.isPresent(in: Array((GeneratedFileMarker.line + "\nx").utf8)))
    #expect(
      GeneratedFileMarker.isPresent(
        in: Array("<!-- Generated by compat-matrix docs 2.0; do not edit. -->\r\n".utf8)))
    #expect(!GeneratedFileMarker.isPresent(in: Array("# Title\n".utf8)))
    #expect(!GeneratedFileMarker.isPresent(in: Array("\n\(GeneratedFileMarker.line)".utf8)))
    #expect(!GeneratedFileMarker.isPresent(in: [UInt8]()))
  }
}
