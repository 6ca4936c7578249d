/// The status a process ends with, as swift-argument-parser's `ExitCode`.
///
/// Commands return one from `run(_:)`; a command line the parser cannot accept ends with
/// `validationFailure`, the `EX_USAGE` of `sysexits.h`.
package struct ExitCode: RawRepresentable, Hashable, Sendable {
  /// The status as the process reports it.
  package var rawValue: Int32

  /// Creates an exit code from a status.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Creates an exit code from a status.
  package init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The command did what it was asked: 0.
  package static let success = ExitCode(0)
  /// The command ran and reports a failure, such as findings: 1.
  package static let failure = ExitCode(1)
  /// The command line cannot be accepted: 64.
  package static let validationFailure = ExitCode(64)

  /// Whether this is `success`.
  package var isSuccess: Bool { self == .success }
}
