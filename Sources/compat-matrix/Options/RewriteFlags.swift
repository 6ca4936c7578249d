import ArgumentParsing
import CompatMatrix
import CompatMatrixOutput
import CompatMatrixRewrite
import CompatMatrixWorkflows

/// The rule the rewriting commands share: the flag that writes the files (`upgrade --apply`,
/// `lint --fix`) and `--check`, which only says whether they would change, are not given
/// together; `--force` goes with the flag that writes.
enum RewriteFlags {
  /// Throws the usage error when both flags are given, or `--force` without the one that
  /// writes.
  static func validate(
    writes: Bool, _ write: ArgumentInfo, checks: Bool, _ check: ArgumentInfo,
    options: RewriteWriteOptions
  ) throws(UsageError) {
    if writes && checks {
      throw UsageError("\(write.name) writes the files and \(check.name) only checks: give one.")
    }
    if options.force, !writes {
      throw UsageError(
        "\(options.$force.name) rewrites read-only files too: give it with \(write.name).")
    }
    try options.typecheck.requireWriting(writes, write)
    guard options.wait >= 0 else {
      throw UsageError(
        .invalidValue(
          "\(options.wait)", argument: options.$wait.synopsis, reason: "a wait cannot be negative"))
    }
  }
}

/// `--force`, `--wait` and `--typecheck`: how the rewriting commands write the files.
struct RewriteWriteOptions: ParsableArguments {
  @Flag(help: "Rewrite read-only files too (they are skipped otherwise).")
  var force = false
  @Option(
    help: ArgumentHelp(
      "How long to wait for another run rewriting the same tree, in seconds.",
      valueName: "seconds"))
  var wait: Int = 10
  @OptionGroup var typecheck: TypecheckOptions

  var argumentList: ArgumentList? {
    ["force": _force, "wait": _wait, "typecheck": _typecheck]
  }

  /// The writer's request; a test's pause point comes from the environment.
  func request(_ context: CommandContext) -> TreeWrite.Request {
    TreeWrite.Request(
      force: force, wait: Double(wait),
      pause: PausePoint(context.environment[PausePoint.environmentVariable]),
      typecheck: typecheck.request(context))
  }

  /// The failure for a `--typecheck` name that is no environment.
  func typecheckFailure(_ failure: TypecheckRequest.Failure) -> any Error {
    TypecheckArgument.failure(failure, argument: typecheck.$typecheck.synopsis)
  }
}

extension CommandFailure {
  /// The failure for a tree that could not be locked for a rewrite.
  static func lock(_ error: OutputError) -> CommandFailure {
    if case .busy = error { return .busy(["error: \(error)"]) }
    return .cannotWrite(["error: \(error)"])
  }
}

/// The lines a writing run prints on standard error before its output: the leftovers it
/// removed, and the read-only files it left alone.
enum RewriteWriteLines {
  static func before(_ write: TreeWrite?) -> [String] {
    guard let write else { return [] }
    return [RewriteWriter.leftoversLine(write.removedLeftovers)].compactMap { $0 }
      + write.outcome.protected.map(RewriteWriter.Outcome.protectedWarning)
      + write.outcome.notes.map { "note: \($0)" }
  }
}
