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

  /// Whether a real environment of each of these SDKs is on this machine.
  static func hasEnvironments(_ versions: OSVersion...) -> Bool {
    versions.allSatisfy { version in environments.contains { $0.sdkVersion == version } }
  }

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
  /// `status`, or runs `script` (with `$last`, the file checked); its arguments go to
  /// `arguments.txt` beside it.
  static func fakeEnvironment(
    output: String, status: Int32 = 1, sleep: Int = 0, script body: String? = nil
  ) throws -> (TypecheckEnvironment, URL) {
    let folder = try TestSupport.temporaryDirectory()
    let script = folder.appendingPathComponent("swiftc")
    let escaped = output.replacingOccurrences(of: "'", with: "'\\''")
    try Data(
      """
      #!/bin/sh
      for last in "$@"; do :; done
      printf '%s\\n' "$@" > '\(folder.path)/arguments.txt'
      \(sleep > 0 ? "sleep \(sleep)" : "")
      \(body ?? "printf '%s\\n' '\(escaped)' | sed \"s#FILE#$last#g\" >&2\nexit \(status)")

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

  /// The folder of the captured compiler output a replay gives, per target triple.
  static let replayFolder = TestSupport.fixtures.appendingPathComponent("typecheck/replay")

  /// The stand-in iOS 16.4 SDK of the replays: the real one's settings, stub interfaces.
  static let replaySDK = TestSupport.fixtures.appendingPathComponent(
    "typecheck/iPhoneOS16.4.sdk")

  /// An environment folder whose `swiftc` replays what the real compiler printed for each
  /// target (`Fixtures/typecheck/replay/NAME/<triple>.txt`, its folder written `FOLDER/`),
  /// against the stand-in SDK: the verifier's whole path, everywhere, without an SDK.
  static func replayEnvironment(_ name: String) throws -> URL {
    let captured = replayFolder.appendingPathComponent(name).path
    return try scriptEnvironment(
      sdk: replaySDK.path,
      script: """
        file='\(captured)'/"$target".txt
        if [ ! -f "$file" ]; then echo "error: no captured output for $target" >&2; exit 1; fi
        sed "s#FOLDER/#$folder/#g" "$file" >&2
        if grep -q ': error: ' "$file"; then exit 1; fi
        exit 0
        """)
  }

  /// An environment folder whose `swiftc` runs the real environment's and writes what it
  /// prints to `Fixtures/typecheck/replay/NAME/<triple>.txt` too: how the replays are made
  /// (`UPDATE_TYPECHECK_FIXTURES=1`, below).
  static func recordingEnvironment(_ name: String, real: TypecheckEnvironment) throws -> URL {
    let captured = replayFolder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: captured, withIntermediateDirectories: true)
    let command = real.command.map { "'\($0)'" }.joined(separator: " ")
    let folder = try scriptEnvironment(
      sdk: real.sdkPath,
      script: """
        \(command) "$@" 2> "$folder/.stderr"
        status=$?
        sed "s#$folder/#FOLDER/#g" "$folder/.stderr" > '\(captured.path)'/"$target".txt
        cat "$folder/.stderr" >&2
        exit $status
        """)
    try Data(real.arguments.joined(separator: "\n").utf8).write(
      to: folder.appendingPathComponent("swiftc-args"))
    return folder
  }

  /// Whether the replays are to be made again from the real compiler.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["UPDATE_TYPECHECK_FIXTURES"] == "1"
  }

  /// An environment folder (in a temporary folder, removed with it by the caller's
  /// `removeItem` of its parent) whose `swiftc` is a shell script: `script` runs with
  /// `$folder` (the job's folder) and `$target` (the target triple) set.
  static func scriptEnvironment(sdk: String, script: String) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    let environment = root.appendingPathComponent("iphoneos16.4")
    try FileManager.default.createDirectory(at: environment, withIntermediateDirectories: true)
    let swiftc = root.appendingPathComponent("swiftc")
    try Data(
      """
      #!/bin/sh
      for last in "$@"; do :; done
      folder=$(dirname "$last")
      target=""
      previous=""
      for argument in "$@"; do
        if [ "$previous" = "-target" ]; then target=$argument; fi
        previous=$argument
      done
      \(script)

      """.utf8
    ).write(to: swiftc)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
    try Data("-sdk\n\(sdk)\n".utf8).write(to: environment.appendingPathComponent("swiftc-args"))
    try Data(
      """
      COMPAT_TYPECHECK_SWIFTC='\(swiftc.path)'
      COMPAT_TYPECHECK_ARCH=arm64
      COMPAT_TYPECHECK_SDK='\(sdk)'
      COMPAT_TYPECHECK_SDK_VERSION=16.4

      """.utf8
    ).write(to: environment.appendingPathComponent("typecheck.env"))
    return environment
  }
}
