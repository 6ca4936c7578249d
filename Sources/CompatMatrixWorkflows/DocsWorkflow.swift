import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixProject
import CompatMatrixResolver

/// `docs`: writes the compatibility docs generated from the data into a folder, or checks
/// that the folder holds them.
package enum DocsWorkflow {
  /// What to document, and where.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// The range of a team's docs; when no part of it is given, the docs cover every release.
    package var range: RangeRequest
    /// The platform.
    package var platform: Platform
    /// The UI framework the plans keep to where the data allows.
    package var framework: FrameworkPreference
    /// The SDK the app is built with; `nil` for the latest in the data.
    package var sdk: OSVersion?
    /// The format of the docs.
    package var format: DocsFormat
    /// The folder to write, as the user named it; relative to `range.directory`.
    package var folder: String
    /// Whether nothing is written: the outcome says what writing would change.
    package var checks: Bool
    /// Whether files in the way that were not generated are overwritten.
    package var force: Bool
    /// How long to wait for another run writing the folder, in seconds.
    package var wait: Double
    /// The environment the cache's folder comes from (`XDG_CACHE_HOME`, else `HOME`); with
    /// neither, every run renders.
    package var environment: [String: String]

    /// Creates a request.
    package init(
      data: DataRequest, range: RangeRequest, platform: Platform = .iOS,
      framework: FrameworkPreference = .any, sdk: OSVersion? = nil, format: DocsFormat = .markdown,
      folder: String, checks: Bool = false, force: Bool = false, wait: Double = 10,
      environment: [String: String] = [:]
    ) {
      self.data = data
      self.range = range
      self.platform = platform
      self.framework = framework
      self.sdk = sdk
      self.format = format
      self.folder = folder
      self.checks = checks
      self.force = force
      self.wait = wait
      self.environment = environment
    }
  }

  /// What writing changed, or would change.
  package struct Outcome: Sendable {
    /// The changes made, or those writing would make when checking, and the files already
    /// up to date.
    package var plan: OutputPlan
    /// Whether the run only checked.
    package var checked: Bool

    /// Whether the run fails: it checked, and writing would change the folder.
    package var isOutOfDate: Bool { checked && !plan.isUpToDate }
  }

  /// Why nothing was written or checked.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// The range given cannot be used.
    case range(RangeRequestError)
    /// The SDK cannot build for the range's minimum.
    case sdk(SDKTooOldError)
    /// The data has no releases of the platform.
    case missingData(VersionError)
    /// The folder could not be read, locked or written.
    case output(OutputError)
  }

  /// Writes or checks the docs that `pages` renders.
  package static func run(_ request: Request, rendering pages: some DocsRendering)
    throws(Failure) -> Outcome
  {
    let matrix: Matrix
    let files: [MatrixFile]
    do {
      (matrix, files) = try request.data.loadWithFiles()
    } catch {
      throw .data(error)
    }
    // Unlike `resolve`, `docs` needs no range: without one it documents every release.
    var range: ResolvedRange?
    if request.range.isGiven {
      do {
        range = try request.range.resolve(on: request.platform, in: matrix).range
      } catch {
        throw .range(error)
      }
    }
    let sdk: OSVersion?
    do {
      sdk = try LinkedSDK.checked(request.sdk, building: range?.minimum, on: request.platform)
    } catch {
      throw .sdk(error)
    }
    do {
      _ = try matrix.axis(for: request.platform)
    } catch {
      throw .missingData(error)
    }
    let directory = FilePaths.absolute(request.folder, in: request.range.directory)
    let writer = DocsWriter(
      pages: pages,
      subject: DocsSubject(
        matrix: matrix, platform: request.platform, range: range, framework: request.framework,
        sdk: sdk),
      format: request.format, directory: directory, displayName: request.folder,
      force: request.force,
      cache: OutputCache.standard(for: directory, environment: request.environment),
      matrixFiles: files, program: OutputCache.programIdentity())
    do {
      let plan = try request.checks ? writer.check() : writer.write(wait: request.wait)
      return Outcome(plan: plan, checked: request.checks)
    } catch {
      switch error {
      case .render(let error): throw .missingData(error)
      case .output(let error): throw .output(error)
      }
    }
  }
}
