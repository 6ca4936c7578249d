import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixOutput
import CompatMatrixRewrite
import CompatMatrixSource
import CompatMatrixTypecheck

/// `lint`: navigation code that misbehaves in the deployment range, and its mechanical fixes.
package enum LintWorkflow {
  /// What to lint, and what to do with the fixes.
  package struct Request: Sendable {
    /// The files, the range and the settings.
    package var plan: LintPlan.Request
    /// The data.
    package var data: DataRequest
    /// What is done with the fixes the data gives and the redundant availability checks;
    /// `nil` to only report the findings.
    package var fixes: RewriteMode?
    /// Whether a warning fails the run too, not only an error.
    package var strict: Bool
    /// How the fixes are written, when they are (`RewriteMode.written`).
    package var writing: TreeWrite.Request

    /// Creates a request.
    package init(
      plan: LintPlan.Request, data: DataRequest, fixes: RewriteMode? = nil, strict: Bool = false,
      writing: TreeWrite.Request = TreeWrite.Request()
    ) {
      self.plan = plan
      self.data = data
      self.fixes = fixes
      self.strict = strict
      self.writing = writing
    }
  }

  /// What the run found and did.
  package struct Outcome: Sendable {
    /// The range the run linted for, where it came from and the profile, as the first pass
    /// found them.
    package var context: LintContext?
    /// The findings; after fixes were written, those that remain, where they now are.
    package var report: LintReport
    /// The files that could not be read: warnings, and errors for files named by path.
    package var skipped: SkippedFiles
    /// The fixes, when the request asked for them; after a write, only those written.
    package var fixes: SourceRewrite.Result?
    /// What writing the fixes did, when they were written.
    package var write: TreeWrite?
    /// Whether the run fails, and why.
    package var status: WorkflowStatus
  }

  /// Why a lint run cannot start.
  package enum Failure: Error, Sendable {
    /// The plan cannot be made: a configuration, the range, a path or the data.
    case plan(LintPlanError)
    /// The tree could not be locked for the fixes: another run writes it (`busy`), or the
    /// lock could not be taken.
    case lock(OutputError)
    /// A name given for a type-check environment cannot be used.
    case typecheck(TypecheckRequest.Failure)
  }

  /// Lints the files; with fixes, makes them, writes them when asked and lints again what
  /// they changed. Throws when the run cannot start, naming the input at fault.
  package static func run(_ request: Request) throws(Failure) -> Outcome {
    var environments: [TypecheckEnvironment] = []
    if request.fixes == .written, let typecheck = request.writing.typecheck {
      do {
        environments = try typecheck.environments(in: request.plan.directory)
      } catch {
        throw .typecheck(error)
      }
    }
    // A run that writes holds the tree from before it reads the files.
    var lock: TreeLock?
    if request.fixes == .written {
      do {
        lock = try TreeLock.acquire(
          paths: request.plan.paths, base: request.plan.directory, wait: request.writing.wait)
      } catch {
        throw .lock(error)
      }
    }
    defer { lock?.release() }
    do {
      return try lint(request, environments: environments)
    } catch {
      throw .plan(error)
    }
  }

  /// The targets the run would read, with their platforms and minimums, and what becomes of
  /// each file (`lint --list-targets`), with the run's context; lints nothing.
  package static func targets(_ request: Request) throws(Failure) -> (
    listing: LintTargetListing, context: LintContext
  ) {
    let data = request.data
    do {
      let (plan, _) = try LintPlan.make(
        request.plan, loading: { () throws(DataLoadError) in try data.load() })
      // `make` always lists.
      return (plan.listing!, plan.context)
    } catch {
      throw .plan(error)
    }
  }

  private static func lint(_ request: Request, environments: [TypecheckEnvironment])
    throws(LintPlanError) -> Outcome
  {
    let data = request.data
    // The data loads while the folders are walked and the project is read.
    let (plan, matrix) = try LintPlan.make(
      request.plan, loading: { () throws(DataLoadError) in try data.load() })
    let linter = Linter(matrix: matrix, range: plan.context.range)
    var report = linter.lint(plan)
    let context = report.context
    let skipped = SkippedFiles(report.skipped, walker: plan.walker)
    var fixes: SourceRewrite.Result?
    var write: TreeWrite?
    if let mode = request.fixes {
      var made = LintFixRewrite(report: report, inputs: plan.inputs).run()
      if mode == .written {
        let paths = request.plan.paths
        var writing = request.writing
        if let typecheck = writing.typecheck {
          let builds = Dictionary(
            plan.inputs.map { ($0.file.path, $0.builds) }, uniquingKeysWith: { first, _ in first })
          writing.check = typecheck.check(environments) { builds[$0] }
        }
        let done = TreeWrite.run(
          made.files, temporaries: plan.temporaries, inside: paths.isEmpty ? ["."] : paths,
          base: request.plan.directory, request: writing)
        // What remains is reported where it now is.
        if !done.outcome.written.isEmpty {
          report = linter.lint(plan)
        }
        made = made.keeping(written: done.outcome.written)
        write = done
      }
      fixes = made
    }
    let status: WorkflowStatus =
      if let written = write?.status {
        written
      } else if !skipped.errors.isEmpty {
        .unreadableFiles
      } else if request.fixes == .checked, fixes?.files.isEmpty == false {
        .wouldChange
      } else if request.strict, plan.inputs.isEmpty {
        .nothingLinted
      } else if report.fails(strict: request.strict) {
        request.fixes == .checked ? .unfixableFindings : .findings
      } else {
        .passed
      }
    return Outcome(
      context: context, report: report, skipped: skipped, fixes: fixes, write: write,
      status: status)
  }
}
