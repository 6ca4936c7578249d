import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixResolver

/// Writes generated docs into a folder, or checks that it holds them, rendering only when
/// the inputs changed.
///
/// Writing locks the folder (`OutputLock`), so that one run at a time writes it. When the
/// cache (`OutputCache`) shows that the inputs are those of the last write and the folder
/// still holds what it wrote, nothing is rendered: every file is unchanged. Otherwise every
/// page is rendered (on every core), compared with the folder and written where it differs
/// (`OutputPlan`, `SafeWriter`), and the cache records what the folder now holds.
package struct DocsWriter: Sendable {
  /// Why the docs could not be written or checked.
  package enum Failure: Error, Sendable {
    /// The docs could not be rendered: the data has no releases of the platform.
    case render(VersionError)
    /// The folder could not be read, locked or written.
    case output(OutputError)
  }

  /// What renders the pages.
  package let pages: any DocsRendering
  /// What the docs document.
  package let subject: DocsSubject
  /// The format of the docs.
  package let format: DocsFormat
  /// The output folder, absolute.
  package let directory: String
  /// The output folder as the user wrote it.
  package let displayName: String
  /// Whether files in the way that were not generated are replaced.
  package let force: Bool
  /// Where the last write is recorded, or `nil` to render every time.
  package let cache: OutputCache?
  /// The key of everything the docs' text depends on.
  package let inputs: String

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - matrixFiles: every matrix file the data was loaded from, shipped and the team's.
  ///   - program: the program's build (`OutputCache.programIdentity()`): a new build may
  ///     render differently, so it renders again.
  package init(
    pages: any DocsRendering, subject: DocsSubject, format: DocsFormat, directory: String,
    displayName: String, force: Bool, cache: OutputCache?, matrixFiles: [MatrixFile],
    program: String
  ) {
    self.pages = pages
    self.subject = subject
    self.format = format
    self.directory = directory
    self.displayName = displayName
    self.force = force
    self.cache = cache
    var key = StableHash()
    key.combine(program)
    key.combine(format.rawValue)
    key.combine(subject.platform.rawValue)
    key.combine(subject.framework.rawValue)
    key.combine("sdk \(subject.sdk.map { "\($0)" } ?? "latest")")
    if let range = subject.range {
      key.combine("\(range.minimum) \(range.maximum) \(range.isOpenEnded) \(range.releases)")
    }
    for file in matrixFiles.sorted(by: { $0.path < $1.path }) {
      key.combine(file.path)
      key.combine(String(file.bytes.count))
      key.combine(file.bytes)
    }
    self.inputs = key.hex
  }

  /// The extension of the generated files.
  private var fileExtension: String { format.fileExtension }

  /// What writing would change, writing nothing and taking no lock: every file it reads is
  /// whole, old or new, even while another run writes.
  package func check() throws(Failure) -> OutputPlan {
    if let plan = cachedPlan() { return plan }
    let files = try render()
    do {
      return try OutputPlan.prepare(
        files: files, in: directory, displayName: displayName, fileExtension: fileExtension,
        force: force)
    } catch {
      throw .output(error)
    }
  }

  /// Writes the docs, waiting up to `wait` seconds for another run writing the folder; the
  /// plan carried out.
  package func write(wait: Double) throws(Failure) -> OutputPlan {
    let lock: OutputLock
    do {
      lock = try OutputLock.acquire(directory, displayName: displayName, wait: wait)
    } catch {
      throw .output(error)
    }
    defer { lock.release() }
    if let plan = cachedPlan() { return plan }
    let files = try render()
    do {
      let plan = try OutputPlan.prepare(
        files: files, in: directory, displayName: displayName, fileExtension: fileExtension,
        force: force)
      cache?.forget()
      try SafeWriter.write(plan)
      cache?.record(inputs: inputs, files: files)
      return plan
    } catch {
      throw .output(error)
    }
  }

  /// The plan of a folder that is up to date, when the cache shows it without rendering.
  private func cachedPlan() -> OutputPlan? {
    guard let names = cache?.upToDate(directory, inputs: inputs, fileExtension: fileExtension)
    else { return nil }
    return OutputPlan.upToDate(names, in: directory, displayName: displayName)
  }

  private func render() throws(Failure) -> [GeneratedFile] {
    do {
      return try pages.pages(documenting: subject, in: format)
    } catch {
      throw .render(error)
    }
  }
}
