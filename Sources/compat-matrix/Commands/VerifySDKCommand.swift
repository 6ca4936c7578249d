import CompatMatrix
import CompatMatrixProject
import CompatMatrixSDK
import CompatMatrixSource

/// `compat-matrix verify-sdk`: the API records checked against the availability iOS SDKs
/// declare.
enum VerifySDKCommand {
  static let spec = CommandSpec(
    name: "verify-sdk",
    abstract: "Check the API records against the availability iOS SDKs declare.",
    discussion: """
      Reads, without compiling anything, the @available attributes of SwiftUI's interface and \
      UIKit's Swift overlay, and the API_AVAILABLE-style macros of UIKit's headers, in each \
      SDK folder (an Xcode iPhoneOS.sdk or a public dump with its layout), and gives every \
      API record a verdict: agrees; disagrees (the field, the data's and the SDK's values, \
      the file and line); absent (the SDK predates the record); or not-found. With several \
      SDKs it also checks that each symbol first appears where the record says. Exit 1 when \
      any record disagrees or is not found. With --matrices, only the records of that folder \
      are checked.
      """,
    options: [SharedOptions.format([.text, .json]), SharedOptions.matrices, SharedOptions.color],
    positionals: [
      PositionalSpec(
        name: "sdk", help: "iOS SDK folders, such as iPhoneOS17.4.sdk.", isRepeating: true,
        completion: .directory)
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let folders = try SDKFolderArgument.folders(
      arguments.values("sdk"), argument: "<sdk>", context: context, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    let report: SDKVerificationReport
    do {
      report = try SDKVerifier(matrix: matrix, recordsIn: arguments.value("matrices")).verify(
        folders)
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    if SharedOptions.format(arguments) == .json {
      context.write(SDKVerificationJSON.document(report).rendered())
    } else {
      let style = SharedOptions.style(arguments, context: context)
      context.write(SDKVerificationText(report: report, style: style).render())
    }
    return report.hasFailures ? .failure : .success
  }
}
