import ArgumentParsing
import CompatMatrix
import CompatMatrixTypecheck
import CompatMatrixWorkflows

/// `--typecheck-timeout`: how long one compiler run of a type check may take.
struct TypecheckTimeoutOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "With --typecheck: stop a compiler run after this many seconds (the first run of an "
        + "SDK at a target builds its modules: minutes).",
      valueName: "seconds"))
  var typecheckTimeout: Int = Int(TypecheckRunner.defaultTimeout)

  var argumentList: ArgumentList? { ["typecheckTimeout": _typecheckTimeout] }

  /// The usage error for a time that is not positive.
  mutating func validate() throws(UsageError) {
    guard typecheckTimeout > 0 else {
      throw UsageError(
        .invalidValue(
          "\(typecheckTimeout)", argument: $typecheckTimeout.synopsis,
          reason: "a time limit must be positive"))
    }
  }

  /// The request for environments named so.
  func request(_ names: [String], _ context: CommandContext) -> TypecheckRequest {
    TypecheckRequest(
      names: names, timeout: Double(typecheckTimeout), variables: context.environment)
  }
}

/// `--typecheck ENV` (repeatable) and its time limit: `upgrade --apply` and `lint --fix`
/// type-check each file they rewrite.
struct TypecheckOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Type-check each rewritten file with swiftc, for every platform its targets build for, "
        + "and keep the old text of a file the compiler rejects: a folder "
        + "scripts/typecheck-setup.sh wrote, an SDK folder, or xcode on macOS (repeatable).",
      valueName: "env"),
    completion: .directory)
  var typecheck: [String] = []
  @OptionGroup var timeout: TypecheckTimeoutOption

  var argumentList: ArgumentList? { ["typecheck": _typecheck, "timeout": _timeout] }

  /// The request, or `nil` when no environment is named.
  func request(_ context: CommandContext) -> TypecheckRequest? {
    typecheck.isEmpty ? nil : timeout.request(typecheck, context)
  }

  /// The usage error for `--typecheck` without the flag that writes.
  func requireWriting(_ writes: Bool, _ write: ArgumentInfo) throws(UsageError) {
    if !typecheck.isEmpty, !writes {
      throw UsageError(
        "\($typecheck.name) checks the files a rewrite writes: give it with \(write.name).")
    }
  }
}

/// The failure for a name given for a type-check environment: a usage error naming the
/// argument, or bad data for an environment whose files are wrong.
enum TypecheckArgument {
  static func failure(_ failure: TypecheckRequest.Failure, argument: String) -> any Error {
    if case .broken = failure.error {
      return CommandFailure.badData(["error: \(failure.error)"])
    }
    return UsageError(
      .invalidValue(failure.name, argument: argument, reason: failure.error.description))
  }
}
