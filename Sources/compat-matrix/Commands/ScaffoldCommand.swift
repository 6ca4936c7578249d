import ArgumentParsing
import CompatMatrix
import CompatMatrixOutput
import CompatMatrixProject
import CompatMatrixTypecheck
import CompatMatrixWorkflows

/// `compat-matrix scaffold`: the plan for a range as a folder of Swift sources a team drops
/// into its app and owns.
struct ScaffoldCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "scaffold",
      abstract: "Write the plan for a range as Swift sources a team drops in and owns.",
      discussion: """
        Writes, into the folder given with --out, the Swift files the data declares for the \
        plan's navigation profile (a navigation container and router, a hidden bar that \
        keeps swipe-back, a back button, the bars' look…), each filled with the code of the \
        strategies the plan chooses for its concerns, behind the #available checks the \
        range needs, under a header that says which plan, which concerns, why, and the \
        sources. A file is written when a strategy the plan uses has code for it (a stretch \
        of versions whose strategy has none gets a comment saying so); one nothing has code \
        for is not written, and the run says why. The range, --framework and --sdk are read \
        as resolve reads them.

        Every file begins with a marker line: a file without it (delete the line to make a \
        file yours) is skipped with a warning, never overwritten (unless --force) or \
        removed; edits in a file that keeps the line are overwritten, with a warning when \
        the run sees them. A generated file the \
        plan no longer needs is kept, with a warning, since the app may still call its code: \
        delete it once nothing does. --check writes nothing, lists what would change and \
        exits 1 when anything would. One run at a time writes a folder: another waits for it \
        up to --wait seconds, then exits 75.

        With --typecheck, the files are first type-checked with swiftc as one module: at the \
        range's minimum against the oldest SDK given and against the newest, and against \
        the newest at its own release. Each SDK must be at least the one the plan is for \
        (--sdk). When the compiler rejects the files, nothing is written and the exit code \
        is 1.
        """)
  }

  @Option(
    help: ArgumentHelp("The folder to write the Swift files to.", valueName: "dir"),
    completion: .directory)
  var out: String
  @OptionGroup var bounds: RangeBounds
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var sdk: SDKOption
  @OptionGroup var writing: OutputFolderOptions
  @OptionGroup var typecheck: TypecheckCheckOption
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var range: RangeArgument

  var argumentList: ArgumentList? {
    [
      "out": _out, "bounds": _bounds, "framework": _framework, "sdk": _sdk, "writing": _writing,
      "typecheck": _typecheck, "project": _project, "matrices": _matrices, "range": _range,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let outcome: ScaffoldWorkflow.Outcome
    do {
      outcome = try ScaffoldWorkflow.run(
        ScaffoldWorkflow.Request(
          data: matrices.request(context),
          range: RangeRequest(range, bounds, project, context: context),
          framework: framework.framework, sdk: sdk.sdk, folder: out, checks: writing.check,
          force: writing.force, wait: Double(writing.wait), typecheck: typecheck.request(context)))
    } catch {
      throw failure(error)
    }
    var lines: [String] = []
    if let check = outcome.check {
      lines += checkLines(check)
    }
    for skip in outcome.output.skipped {
      lines.append("not written: \(skip.name): \(skip.reason)")
    }
    if let written = outcome.written {
      var report = OutputReport.lines(for: written, checking: writing.check)
      if writing.check, !written.isUpToDate {
        report[report.count - 1] = writing.checkedLine(report[report.count - 1])
      }
      lines += report
      let skipped = Dictionary(
        outcome.output.skipped.map { ($0.name, $0.reason) }, uniquingKeysWith: { first, _ in first }
      )
      for name in outcome.edited {
        lines.append(
          "warning: \(writing.check ? "would overwrite" : "overwrote") local changes in "
            + "\(written.displayPath(name)): edit a file after deleting its marker line.")
      }
      for name in outcome.changedFunctions.keys.sorted() {
        for function in outcome.changedFunctions[name] ?? [] {
          lines.append(
            "note: \(written.displayPath(name)): \(function) \(writing.check ? "would change" : "changed"): "
              + "what it does is not what it did; review the diff.")
        }
      }
      for name in outcome.removedFunctions.keys.sorted() {
        for function in outcome.removedFunctions[name] ?? [] {
          lines.append(
            "warning: \(written.displayPath(name)): \(function) \(writing.check ? "would be" : "was") "
              + "removed: code of the app that calls it stops compiling.")
        }
      }
      for name in written.owned {
        lines.append(
          "warning: skipped \(written.displayPath(name)): it has no marker line, so it is the "
            + "app's; pass \(writing.$force.name) to overwrite it.")
      }
      for name in written.kept {
        let why = skipped[name].map { " (\($0))" } ?? ""
        lines.append(
          "warning: kept \(written.displayPath(name)): this plan no longer generates it\(why), "
            + "but the app may still call its code; delete it once nothing does.")
      }
    } else {
      lines.append("\(out): nothing written: the compiler rejects the scaffold.")
    }
    context.write(lines.map(MessageText.oneLine).joined(separator: "\n") + "\n")
    return outcome.fails ? .failure : .success
  }

  /// A line per compiler run, with its errors and warnings under it, each placed in the
  /// folder as given.
  private func checkLines(_ check: ScaffoldCheck) -> [String] {
    let folder = out.hasSuffix("/") ? out : out + "/"
    var lines: [String] = []
    for run in check.runs {
      let errors = run.errors.count
      let warnings = run.diagnostics.count - errors
      let verdict =
        run.problem.map { "no verdict: \($0)" }
        ?? "\(errors) \(errors == 1 ? "error" : "errors"), "
        + "\(warnings) \(warnings == 1 ? "warning" : "warnings")"
      lines.append(
        "type-checked at iOS \(run.target) against the iOS \(run.sdk) SDK (\(run.environment)): "
          + verdict)
      for diagnostic in run.diagnostics {
        var placed = diagnostic
        placed.file = diagnostic.file.map { folder + $0 }
        lines.append("  " + placed.description)
      }
    }
    return lines
  }

  /// The failure to report, naming the argument at fault.
  private func failure(_ error: ScaffoldWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error): matrices.failure(error)
    case .range(let error): RangeArgumentNames(range, bounds, project).failure(error)
    case .sdk(let error): sdk.failure(error)
    case .environment(let failure): typecheck.failure(failure)
    case .noIOSEnvironment(let names): typecheck.noIOSEnvironment(names)
    case .environmentTooOld(let name, let environmentSDK, let planSDK):
      UsageError(
        .invalidValue(
          name, argument: typecheck.$typecheck.synopsis,
          reason: "its iOS \(environmentSDK) SDK is older than the SDK the plan is for "
            + "(\(planSDK)); plan for it with \(sdk.$sdk.name) \(environmentSDK)"))
    case .output(let error):
      OutputFolderFailure.failure(
        error, out: out, argument: $out.synopsis, force: writing.$force.name)
    }
  }
}
