import ArgumentParsing
import CompatMatrix
import CompatMatrixSDK
import CompatMatrixTypecheck
import CompatMatrixWorkflows

/// `compat-matrix verify-sdk`: the API records checked against the availability iOS SDKs
/// declare.
struct VerifySDKCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "verify-sdk",
      abstract: "Check the API records against the availability iOS SDKs declare.",
      discussion: """
        Reads, without compiling anything, the @available attributes of SwiftUI's interface \
        and UIKit's Swift overlay, and the API_AVAILABLE-style macros of UIKit's headers, in \
        each SDK folder (an Xcode iPhoneOS.sdk or a public dump with its layout), and gives \
        every API record a verdict: agrees; disagrees (the field, the data's and the SDK's \
        values, the file and line); absent (the SDK predates the record); later-sdk (a later \
        SDK brought the symbol or its deprecation, as a later SDK given or the record's sdk \
        history shows); not-found; or unreadable (a file that could declare it cannot be \
        read: a Git LFS pointer, a truncated or missing file, each named once). With several \
        SDKs it also checks that each symbol first appears where the record says. Exit 1 \
        when any record disagrees or is not found. With --matrices, only the records of that \
        folder are checked.

        With --typecheck, the compiler decides instead: each argument is a type-check \
        environment (a folder scripts/typecheck-setup.sh wrote, a folder of them, an SDK \
        folder, or xcode on macOS), and a use of every record's symbol (made from its symbol \
        and kind, or its probe) is type-checked with swiftc just below its introduction (the \
        availability error expected), at it (clean), and at a hard deprecation (the warning \
        expected; none for a soft one). Verdicts: agrees, disagrees (with the compiler's \
        message), absent or later-sdk (explained: the SDK predates the record, or the record \
        says a later SDK brought it), not-found, not-checkable (why: an Info.plist key, a \
        symbol whose use needs a probe).
        """)
  }

  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"),
    among: SDKVerificationRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Flag(help: "Type-check a use of each record with swiftc: the arguments are environments.")
  var typecheck = false
  @OptionGroup var timeout: TypecheckTimeoutOption
  @Argument(
    help: ArgumentHelp(
      "iOS SDK folders, such as iPhoneOS17.4.sdk; with --typecheck, type-check environments.",
      valueName: "sdk"),
    completion: .directory)
  var sdk: [String]

  var argumentList: ArgumentList? {
    [
      "format": _format, "matrices": _matrices, "color": _color, "typecheck": _typecheck,
      "timeout": _timeout, "sdk": _sdk,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let report: SDKVerificationReport
    do {
      report = try VerifySDKWorkflow.run(
        VerifySDKWorkflow.Request(
          data: matrices.request(context), sdks: typecheck ? [] : sdk,
          typecheck: typecheck ? timeout.request(sdk, context) : nil))
    } catch {
      throw failure(error)
    }
    if format != .text {
      // The text report lists them itself.
      for line in SDKVerificationText(report: report).problemLines {
        context.writeError("warning: \(line)\n")
      }
    }
    try context.write(
      SDKVerificationRenderer(report: report, style: color.style(context)), as: format)
    return report.hasFailures ? .failure : .success
  }

  /// The failure to report: a path that is not an SDK folder names the argument.
  private func failure(_ error: VerifySDKWorkflow.Failure) -> any Error {
    switch error {
    case .folder(let path, let error):
      SDKFolderArgument.failure(error, path: path, argument: $sdk.synopsis)
    case .data(let error): matrices.failure(error)
    case .unreadable(let error): CommandFailure.badData(["error: \(error)"])
    case .environment(let failure):
      TypecheckArgument.failure(failure, argument: $sdk.synopsis)
    case .noIOSEnvironment(let names):
      UsageError(
        .invalidValue(
          names.joined(separator: " "), argument: $sdk.synopsis,
          reason: "none of these is an iOS SDK's type-check environment"))
    }
  }
}
