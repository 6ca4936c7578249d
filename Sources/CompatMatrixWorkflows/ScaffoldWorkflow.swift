import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixTypecheck

/// `scaffold`: the plan for a range as a folder of Swift sources (`ScaffoldGenerator`), written
/// as `docs --out` writes its folder (one run at a time, staged atomic writes, a marker line
/// in every file, never over a file without it), optionally type-checked first
/// (`ScaffoldCheck`): a folder the compiler rejects is not written. Unlike `docs`, a file it
/// wrote before that the plan no longer generates stays (`OutputPlan.kept`): the app may
/// still call its code; and a file whose marker line the team deleted is the team's: it is
/// skipped with a warning (`OutputPlan.owned`), not an error, unless `force` is set. (`docs`
/// fails there instead: its files are not for editing.)
package enum ScaffoldWorkflow {
  /// What to scaffold, and where.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// The range: given, or the project's.
    package var range: RangeRequest
    /// The UI framework the plan keeps to; `any` reads it from the project.
    package var framework: FrameworkPreference
    /// The SDK the app is built with; `nil` for the latest in the data.
    package var sdk: OSVersion?
    /// The folder to write, as the user named it; relative to `range.directory`.
    package var folder: String
    /// Whether nothing is written: the outcome says what writing would change.
    package var checks: Bool
    /// Whether files in the way that were not generated are overwritten.
    package var force: Bool
    /// How long to wait for another run writing the folder, in seconds.
    package var wait: Double
    /// The environments to type-check the files in first, if any.
    package var typecheck: TypecheckRequest?

    /// Creates a request.
    package init(
      data: DataRequest, range: RangeRequest, framework: FrameworkPreference = .any,
      sdk: OSVersion? = nil, folder: String, checks: Bool = false, force: Bool = false,
      wait: Double = 10, typecheck: TypecheckRequest? = nil
    ) {
      self.data = data
      self.range = range
      self.framework = framework
      self.sdk = sdk
      self.folder = folder
      self.checks = checks
      self.force = force
      self.wait = wait
      self.typecheck = typecheck
    }
  }

  /// What was generated, checked and written.
  package struct Outcome: Sendable {
    /// The plan scaffolded.
    package var plan: NavigationPlan
    /// The files, and those left out with why.
    package var output: ScaffoldOutput
    /// What the compiler said, when asked.
    package var check: ScaffoldCheck?
    /// The changes made (or, when checking, that writing would make); `nil` when the compiler
    /// rejected the files, and nothing was written.
    package var written: OutputPlan?
    /// Whether the run only checked.
    package var checked: Bool
    /// The files to update that were edited by hand since a run wrote them, by name: the
    /// update overwrites the edits.
    package var edited: [String] = []
    /// The functions of the files to update whose code the update changes, by file name:
    /// what the app calls does something else afterwards.
    package var changedFunctions: [String: [String]] = [:]
    /// The functions the update removes from the files, by file name: code of the app that
    /// calls one stops compiling.
    package var removedFunctions: [String: [String]] = [:]

    /// Whether the run fails: the compiler rejected the files, or, checking, writing would
    /// change the folder.
    package var fails: Bool {
      if let check, !check.passes { return true }
      return checked && !(written?.isUpToDate ?? false)
    }
  }

  /// Why nothing was generated.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// The range given cannot be used.
    case range(RangeRequestError)
    /// The SDK cannot build for the range's minimum.
    case sdk(SDKTooOldError)
    /// A name given for a type-check environment cannot be used.
    case environment(TypecheckRequest.Failure)
    /// The environments named build for no iOS SDK.
    case noIOSEnvironment([String])
    /// An environment's SDK is older than the SDK the plan is for: the environment, its
    /// SDK, and the plan's.
    case environmentTooOld(String, sdk: OSVersion, plan: OSVersion)
    /// The folder could not be read, locked or written.
    case output(OutputError)
  }

  /// Generates the scaffold and writes it, or checks the folder.
  package static func run(_ request: Request) throws(Failure) -> Outcome {
    let matrix = try request.data.load(orThrow: Failure.data)
    let selected: SelectedRange
    do {
      selected = try request.range.resolve(on: .iOS, in: matrix)
    } catch {
      throw .range(error)
    }
    let sdk: OSVersion?
    do {
      sdk = try LinkedSDK.checked(request.sdk, building: selected.range.minimum, on: .iOS)
    } catch {
      throw .sdk(error)
    }
    let plan = Resolver(matrix: matrix, sdk: sdk).navigationPlan(
      for: selected.range, source: selected.source, framework: request.framework,
      project: request.range.project, directory: request.range.directory)
    let output = ScaffoldGenerator(matrix: matrix, plan: plan, sdk: sdk).generate()
    var outcome = Outcome(plan: plan, output: output, checked: request.checks)
    if let typecheck = request.typecheck {
      let environments = try environments(
        typecheck, in: request.data.directory,
        planSDK: sdk ?? matrix.platforms[.iOS]?.releases.last?.version)
      let check = ScaffoldCheck.run(
        output.files, in: environments, minimum: plan.range.minimum,
        maximum: plan.range.maximum, timeout: typecheck.timeout)
      outcome.check = check
      guard check.passes else { return outcome }
    }
    let directory = FilePaths.absolute(request.folder, in: request.range.directory)
    do {
      outcome.written =
        try request.checks
        ? prepare(output.files, in: directory, request)
        : write(output.files, in: directory, request, into: &outcome)
    } catch {
      throw .output(error)
    }
    if request.checks, let written = outcome.written {
      inspect(written, into: &outcome)
    }
    return outcome
  }

  /// Reads each file the plan updates as it was before: whether it was edited by hand, and
  /// which functions the update changes. A file that cannot be read is left out.
  private static func inspect(_ written: OutputPlan, into outcome: inout Outcome) {
    let texts = Dictionary(uniqueKeysWithValues: written.files.map { ($0.path, $0.contents) })
    for change in written.changes where change.kind == .update {
      guard let new = texts[change.name],
        let bytes = try? RegularFile.read(
          written.directory + "/" + change.name, upTo: 4 * new.utf8.count + 65_536)
      else { continue }
      let old = String(decoding: bytes, as: UTF8.self)
      if ScaffoldRegeneration.isEdited(old) { outcome.edited.append(change.name) }
      let changed = ScaffoldRegeneration.changedFunctions(from: old, to: new)
      if !changed.isEmpty { outcome.changedFunctions[change.name] = changed }
      let removed = ScaffoldRegeneration.removedFunctions(from: old, to: new)
      if !removed.isEmpty { outcome.removedFunctions[change.name] = removed }
    }
  }

  /// The iOS environments named, each with an SDK at least the plan's.
  private static func environments(
    _ typecheck: TypecheckRequest, in directory: String, planSDK: OSVersion?
  ) throws(Failure) -> [TypecheckEnvironment] {
    let environments: [TypecheckEnvironment]
    do {
      environments = try typecheck.environments(in: directory).filter { $0.platform == .iOS }
    } catch {
      throw .environment(error)
    }
    guard !environments.isEmpty else { throw .noIOSEnvironment(typecheck.names) }
    if let planSDK, let old = environments.first(where: { $0.sdkVersion < planSDK }) {
      throw .environmentTooOld(old.name, sdk: old.sdkVersion, plan: planSDK)
    }
    return environments
  }

  private static func prepare(_ files: [GeneratedFile], in directory: String, _ request: Request)
    throws(OutputError) -> OutputPlan
  {
    try OutputPlan.prepare(
      files: files, in: directory, displayName: request.folder, fileExtension: "swift",
      force: request.force, marker: GeneratedFileMarker.scaffold, keepsStale: true,
      skipsOwned: true)
  }

  /// Writes the files, having read what the files it updates were (`inspect`).
  private static func write(
    _ files: [GeneratedFile], in directory: String, _ request: Request,
    into outcome: inout Outcome
  ) throws(OutputError) -> OutputPlan {
    let lock = try OutputLock.acquire(directory, displayName: request.folder, wait: request.wait)
    defer { lock.release() }
    let plan = try prepare(files, in: directory, request)
    inspect(plan, into: &outcome)
    try SafeWriter.write(plan)
    return plan
  }
}
