import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixOutput
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixRewrite
import CompatMatrixSource
import CompatMatrixTypecheck

/// `upgrade`: what raising the minimum deployment target changes, and the code rewritten for
/// it.
package enum UpgradeWorkflow {
  /// The raise, and the code to rewrite for it.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// The current minimum (given, or the project's), the proposed one and the maximum.
    package var upgrade: UpgradeRequest
    /// The platform.
    package var platform: Platform
    /// The UI framework the plans keep to; `any` reads it from the project.
    package var framework: FrameworkPreference
    /// The SDK the app is built with; `nil` for the latest in the data.
    package var sdk: OSVersion?
    /// A file or folder of Swift code to scan for checks the new minimum makes always true,
    /// and to rewrite for it; relative to `upgrade.directory`. `nil` for none.
    package var path: String?
    /// What is done with the rewrite of `path`.
    package var rewrite: RewriteMode
    /// Whether the other candidate minimums are compared too, for a decision record.
    package var comparesMinimums: Bool
    /// How the rewrite is written, when it is (`RewriteMode.written`).
    package var writing: TreeWrite.Request

    /// Creates a request.
    package init(
      data: DataRequest, upgrade: UpgradeRequest, platform: Platform = .iOS,
      framework: FrameworkPreference = .any, sdk: OSVersion? = nil, path: String? = nil,
      rewrite: RewriteMode = .proposed, comparesMinimums: Bool = false,
      writing: TreeWrite.Request = TreeWrite.Request()
    ) {
      self.data = data
      self.upgrade = upgrade
      self.platform = platform
      self.framework = framework
      self.sdk = sdk
      self.path = path
      self.rewrite = rewrite
      self.comparesMinimums = comparesMinimums
      self.writing = writing
    }
  }

  /// What the raise changes.
  package struct Outcome: Sendable {
    /// The plans before and after, concern by concern.
    package var report: UpgradeReport
    /// The checks the new minimum makes always true in the code, and the files the scan
    /// could not read; `nil` without a path.
    package var scan: DeadCheckScan?
    /// The code rewritten for the new minimum; `nil` without a path. After a write, only the
    /// files written and their changes.
    package var rewrite: SourceRewrite.Result?
    /// What writing the rewrite did, when it was written.
    package var write: TreeWrite?
    /// The other candidate minimums, when compared.
    package var advice: MinimumAdvice?
    /// What the user should know of how the raise was read: the release plans are compared
    /// from, the local packages that keep their own minimum, the Mac Catalyst builds that keep
    /// iOS checks.
    package var notes: [String]
    /// Whether the run fails, and why.
    package var status: WorkflowStatus
  }

  /// Why nothing was compared.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// The ranges cannot be used.
    case range(RangeRequestError)
    /// The SDK cannot build for the new minimum.
    case sdk(SDKTooOldError)
    /// The path does not exist.
    case path(SourceWalker.Failure)
    /// The tree could not be locked for the rewrite: another run writes it (`busy`), or the
    /// lock could not be taken.
    case lock(OutputError)
    /// A name given for a type-check environment cannot be used.
    case typecheck(TypecheckRequest.Failure)
  }

  /// Compares the plans, and scans and rewrites the code when there is a path.
  package static func run(_ request: Request) throws(Failure) -> Outcome {
    var environments: [TypecheckEnvironment] = []
    if request.rewrite == .written, let typecheck = request.writing.typecheck {
      do {
        environments = try typecheck.environments(in: request.upgrade.directory)
      } catch {
        throw .typecheck(error)
      }
    }
    let matrix = try request.data.load(orThrow: Failure.data)
    let ranges: UpgradeRanges
    do {
      ranges = try request.upgrade.resolve(on: request.platform, in: matrix)
    } catch {
      throw .range(error)
    }
    let resolver: Resolver
    do {
      resolver = Resolver(
        matrix: matrix,
        sdk: try LinkedSDK.checked(
          request.sdk, building: ranges.to.minimum, on: request.platform))
    } catch {
      throw .sdk(error)
    }
    let directory = request.upgrade.directory
    let navigation = resolver.navigationPlan(
      for: ranges.from, source: ranges.source, framework: request.framework,
      project: request.upgrade.project, directory: directory)
    let report = UpgradeReport(
      from: ranges.from, to: ranges.to, resolver: resolver, navigation: navigation,
      source: ranges.source, sourceDetail: ranges.detail)
    var scan: DeadCheckScan?
    var rewrite: SourceRewrite.Result?
    var write: TreeWrite?
    var kept: [String] = []
    var rewriteRaise: MinimumRaise?
    if let path = request.path {
      // A rewrite that writes holds the tree from before it reads the files.
      var lock: TreeLock?
      if request.rewrite == .written {
        do {
          lock = try TreeLock.acquire(
            paths: [path], base: directory, wait: request.writing.wait)
        } catch {
          throw .lock(error)
        }
      }
      defer { lock?.release() }
      do {
        // Each file is rewritten for every build of the targets that compile it.
        let targets = SourceTargets.discover(for: [path], base: directory)
        let raise = MinimumRaise(
          platform: ranges.to.platform, to: ranges.to.minimum, targets: targets, paths: [path],
          base: directory)
        kept = raise.keptPackages + raise.keptCatalystBuilds
        rewriteRaise = raise
        scan = try DeadCheckScanner(from: ranges.from, to: ranges.to, raise: raise)
          .scan(path, base: directory)
        rewrite = try SourceRewrite(
          paths: [path], base: directory, targets: ProjectRewriteTargets(raise)
        ).run()
      } catch {
        throw .path(error)
      }
      if request.rewrite == .written, let made = rewrite {
        var writing = request.writing
        if let typecheck = writing.typecheck, let raise = rewriteRaise {
          writing.check = typecheck.check(environments) { raise.builds(ofFile: $0) }
        }
        let done = TreeWrite.run(
          made.files, temporaries: made.temporaries, inside: [path], base: directory,
          request: writing)
        rewrite = made.keeping(written: done.outcome.written)
        write = done
      }
    }
    // The decision record compares the other candidate minimums.
    let advice =
      request.comparesMinimums
      ? try? MinimumAdvice(
        resolver: resolver, platform: request.platform,
        maximum: DeploymentRange(
          minimum: ranges.to.maximum, upperBound: ranges.to.maximum.successor),
        preferring: FrameworkPreference(navigation.profile)) : nil
    // Lint's policy: a file named by the path that cannot be read fails the run once the
    // rest is reported; files met in a folder are skipped with a warning.
    let status: WorkflowStatus =
      if let written = write?.status {
        written
      } else if scan?.skipped.errors.isEmpty == false {
        .unreadableFiles
      } else if request.rewrite == .checked, rewrite?.files.isEmpty == false {
        .wouldChange
      } else {
        .passed
      }
    return Outcome(
      report: report, scan: scan, rewrite: rewrite, write: write, advice: advice,
      notes: ranges.notes + kept, status: status)
  }
}
