import ArgumentParsing
import CompatMatrix
import CompatMatrixTypecheck
import CompatMatrixWorkflows

/// `--typecheck ENV` (repeatable) and its time limit: the environments `validate` checks the
/// data's snippets in, and `scaffold` its folder.
struct TypecheckCheckOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Type-check with swiftc in this environment: a folder scripts/typecheck-setup.sh wrote, "
        + "a folder of them, an SDK folder, or xcode on macOS (repeatable).",
      valueName: "env"),
    completion: .directory)
  var typecheck: [String] = []
  @OptionGroup var timeout: TypecheckTimeoutOption

  var argumentList: ArgumentList? { ["typecheck": _typecheck, "timeout": _timeout] }

  /// The request, or `nil` when no environment is named.
  func request(_ context: CommandContext) -> TypecheckRequest? {
    typecheck.isEmpty ? nil : timeout.request(typecheck, context)
  }

  /// The failure for a workflow's environment failures: a usage error naming the option, or
  /// bad data for an environment whose files are wrong.
  func failure(_ failure: TypecheckRequest.Failure) -> any Error {
    TypecheckArgument.failure(failure, argument: $typecheck.synopsis)
  }

  /// The usage error for names none of which is an iOS environment.
  func noIOSEnvironment(_ names: [String]) -> any Error {
    UsageError(
      .invalidValue(
        names.joined(separator: " "), argument: $typecheck.synopsis,
        reason: "none of these is an iOS SDK's type-check environment"))
  }
}
