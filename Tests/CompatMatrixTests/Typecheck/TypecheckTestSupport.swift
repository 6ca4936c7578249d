import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixTypecheck

/// Type-check environments for the tests that run the real compiler against an iOS SDK, and
/// fake compilers for those that do not.
enum TypecheckTestSupport {
  /// The environments on this machine: the folders `COMPAT_MATRIX_TYPECHECK` names
  /// (separated by `:`), else the setup script's default folder. Each may be an environment
  /// or a folder of them. Empty where there is none (CI): the tests that need one are skipped,
  /// saying so.
  static let environments: [TypecheckEnvironment] = {
    let variables = ProcessInfo.processInfo.environment
    let home = variables["XDG_CACHE_HOME"] ?? (variables["HOME"].map { $0 + "/.cache" } ?? "")
    let roots =
      variables["COMPAT_MATRIX_TYPECHECK"].map { $0.split(separator: ":").map(String.init) }
      ?? [home + "/compat-matrix/typecheck"]
    return roots.flatMap { root in
      (try? TypecheckEnvironment.locate(root, base: "/", variables: variables)) ?? []
    }.filter { $0.platform == .iOS }.sorted { $0.sdkVersion < $1.sdkVersion }
  }()

  /// The environment of the newest iOS SDK before 17 (whose 16.x SDKs every fixture of these
  /// tests was captured from), else the newest.
  static var environment: TypecheckEnvironment? {
    environments.last { $0.sdkVersion < OSVersion(17) } ?? environments.last
  }

  /// Whether a real environment is on this machine.
  static var hasEnvironment: Bool { environment != nil }

  /// The line the tests that need an environment are skipped with.
  static let skipReason: Comment =
    "no iOS type-check environment: set COMPAT_MATRIX_TYPECHECK to one scripts/typecheck-setup.sh wrote"

  /// The compiler output captured in `Fixtures/typecheck/NAME`, with its folder put back.
  static func capturedOutput(_ name: String, folder: String) throws -> String {
    let bytes = try TestSupport.fixtureBytes("typecheck/" + name)
    return String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: "FOLDER/", with: folder + "/")
  }

  /// An environment folder whose `swiftc` is a shell script that prints `output` (with
  /// `FILE` replaced by the last argument, the file checked) on standard error and exits with
  /// `status`; its arguments go to `arguments.txt` beside it.
  static func fakeEnvironment(output: String, status: Int32 = 1, sleep: Int = 0) throws -> (
    TypecheckEnvironment, URL
  ) {
    let folder = try TestSupport.temporaryDirectory()
    let script = folder.appendingPathComponent("swiftc")
    let escaped = output.replacingOccurrences(of: "'", with: "'\\''")
    try Data(
      """
      #!/bin/sh
      for last in "$@"; do :; done
      printf '%s\\n' "$@" > '\(folder.path)/arguments.txt'
      \(sleep > 0 ? "sleep \(sleep)" : "")
      printf '%s\\n' '\(escaped)' | sed "s#FILE#$last#g" >&2
      exit \(status)

      """.utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let sdk = folder.appendingPathComponent("iPhoneOS16.4.sdk")
    try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
    try Data(
      #"{"Version": "16.4", "CanonicalName": "iphoneos16.4", "DefaultProperties": {"PLATFORM_NAME": "iphoneos"}, "SupportedTargets": {"iphoneos": {"MinimumDeploymentTarget": "11.0", "ValidDeploymentTargets": ["11.0", "15.0", "16.4"]}}}"#
        .utf8
    ).write(to: sdk.appendingPathComponent("SDKSettings.json"))
    let environment = folder.appendingPathComponent("iphoneos16.4")
    try FileManager.default.createDirectory(at: environment, withIntermediateDirectories: true)
    try Data("-sdk\n\(sdk.path)\n".utf8).write(
      to: environment.appendingPathComponent("swiftc-args"))
    try Data(
      """
      # Written by scripts/typecheck-setup.sh
      COMPAT_TYPECHECK_SWIFTC='\(script.path)'
      COMPAT_TYPECHECK_ARCH=arm64
      COMPAT_TYPECHECK_SDK='\(sdk.path)'
      COMPAT_TYPECHECK_SDK_VERSION=16.4
      COMPAT_TYPECHECK_ARGS='-sdk \(sdk.path)'

      """.utf8
    ).write(to: environment.appendingPathComponent("typecheck.env"))
    let located = try TypecheckEnvironment.locate(environment.path, base: "/")
    return (try #require(located.first), folder)
  }
}
