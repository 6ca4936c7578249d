import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK
@testable import CompatMatrixTypecheck

/// The runner with a stand-in compiler (a shell script that prints what swiftc printed), its
/// environments, batches and process runs; everywhere, without an SDK.
@Suite struct TypecheckRunnerTests {
  @Test func anEnvironmentFolderIsReadFromWhatTheSetupScriptWrites() throws {
    let (environment, folder) = try TypecheckTestSupport.fakeEnvironment(output: "")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(environment.command == [folder.appendingPathComponent("swiftc").path])
    #expect(
      environment.arguments == ["-sdk", folder.appendingPathComponent("iPhoneOS16.4.sdk").path])
    #expect(environment.sdkVersion == OSVersion(16, 4))
    #expect(environment.platform == .iOS)
    #expect(environment.minimumDeploymentTarget == OSVersion(11))
    #expect(
      environment.settings.deploymentTargets == [OSVersion(11), OSVersion(15), OSVersion(16, 4)])
    #expect(environment.serves(BuildPlatform(.iOS, isExtension: true)))
    #expect(!environment.serves(BuildPlatform(.macOS)))
    // The folder above it stands for every environment it holds.
    let all = try TypecheckEnvironment.locate(folder.path, base: "/")
    #expect(all.map(\.name) == [folder.path + "/iphoneos16.4"])
  }

  @Test func anSDKOnLinuxIsCheckedInTheEnvironmentTheScriptBuildsForItByDefault() throws {
    let (_, folder) = try TypecheckTestSupport.fakeEnvironment(output: "")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The script's default: $XDG_CACHE_HOME/compat-matrix/typecheck/<canonical name>.
    let cache = folder.appendingPathComponent("cache/compat-matrix/typecheck")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let sdk = "iPhoneOS16.4.sdk"
    #expect(throws: TypecheckEnvironmentError.self) {
      try TypecheckEnvironment.locate(
        sdk, base: folder.path, host: .linux,
        variables: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    }
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("iphoneos16.4"),
      to: cache.appendingPathComponent("iphoneos16.4"))
    let found = try TypecheckEnvironment.locate(
      sdk, base: folder.path, host: .linux,
      variables: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    #expect(found.map(\.sdkVersion) == [OSVersion(16, 4)])
    // On macOS the SDK is used through xcrun, with nothing to set up.
    let xcrun = try TypecheckEnvironment.locate(sdk, base: folder.path, host: .darwin)
    #expect(xcrun.first?.command == ["xcrun", "swiftc"])
    #expect(xcrun.first?.arguments == ["-sdk", folder.path + "/" + sdk])
  }

  @Test(arguments: [
    ("missing", "no type-check environment or SDK at 'missing'"),
    (
      "plain",
      "'plain' is not a type-check environment (a folder with swiftc-args and typecheck.env, written by scripts/typecheck-setup.sh), a folder of them, or an SDK"
    ),
    (
      "xcode",
      "'xcode' needs Xcode's command-line tools on macOS: this is not macOS; on Linux, name a folder scripts/typecheck-setup.sh wrote"
    ),
  ])
  func namesThatAreNoEnvironmentSaySo(name: String, message: String) throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("plain"), withIntermediateDirectories: true)
    #expect {
      try TypecheckEnvironment.locate(name, base: folder.path, host: .linux)
    } throws: { error in
      (error as? TypecheckEnvironmentError)?.description == message
    }
  }

  @Test func theCompilerGetsTheTargetTheEnvironmentAndTheFilesAndItsDiagnosticsComeBack()
    throws
  {
    let (environment, folder) = try TypecheckTestSupport.fakeEnvironment(
      output: """
        FILE:2:11: error: 'NavigationStack' is only available in iOS 16.0 or newer
        extension NavigationStack {}
                  ^
        FILE:2:1: note: add '@available' attribute to enclosing extension
        """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = TypecheckRunner(environment: environment, timeout: 60)
    let job = TypecheckJob(
      target: DeploymentTarget(BuildPlatform(.iOS, isExtension: true), OSVersion(15)),
      files: [.init(name: "Probe.swift", text: "import SwiftUI\nextension NavigationStack {}\n")])
    let outcome = runner.run(job)
    #expect(outcome.problem == nil)
    #expect(!outcome.compiles)
    #expect(
      outcome.diagnostics.map(\.description) == [
        "Probe.swift:2:11: error: 'NavigationStack' is only available in iOS 16.0 or newer"
      ])
    #expect(outcome.diagnostics.first?.notes.count == 1)
    let arguments = try String(
      contentsOf: folder.appendingPathComponent("arguments.txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    #expect(
      Array(arguments.prefix(7)) == [
        "-typecheck", "-diagnostic-style", "llvm", "-target", "arm64-apple-ios15.0",
        "-application-extension", "-parse-as-library",
      ])
    #expect(arguments.last?.hasSuffix("/Probe.swift") == true)
    // The job's folder is gone.
    #expect(!FileManager.default.fileExists(atPath: arguments.last ?? "/"))
  }

  @Test func aRunThatGivesNoVerdictSaysWhy() throws {
    let (crashing, folder) = try TypecheckTestSupport.fakeEnvironment(
      output: "Stack dump: swift-frontend crashed", status: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = TypecheckJob(
      target: DeploymentTarget(.iOS, OSVersion(15)), files: [.init(name: "A.swift", text: "")])
    #expect(
      TypecheckRunner(environment: crashing).run(job).problem
        == "the compiler exited with status 1: Stack dump: swift-frontend crashed")
    let (slow, slowFolder) = try TypecheckTestSupport.fakeEnvironment(
      output: "", status: 0, sleep: 30)
    defer { try? FileManager.default.removeItem(at: slowFolder) }
    let outcome = TypecheckRunner(environment: slow, timeout: 1).run(job)
    #expect(outcome.problem == "the compiler did not finish within 1 s and was stopped")
    var missing = crashing
    missing.command = [folder.appendingPathComponent("no-such-swiftc").path]
    #expect(
      TypecheckRunner(environment: missing).run(job).problem?.hasPrefix("cannot run '") == true)
  }

  @Test func manyJobsComeBackInTheirOrder() throws {
    let (environment, folder) = try TypecheckTestSupport.fakeEnvironment(
      output: "FILE:1:1: warning: seen", status: 0)
    defer { try? FileManager.default.removeItem(at: folder) }
    let jobs = (0..<6).map { index in
      TypecheckJob(
        target: DeploymentTarget(.iOS, OSVersion(13 + index)),
        files: [.init(name: "F\(index).swift", text: "")])
    }
    let outcomes = TypecheckRunner(environment: environment).run(jobs)
    #expect(outcomes.map(\.job) == jobs)
    #expect(outcomes.map { $0.diagnostics.first?.file } == (0..<6).map { "F\($0).swift" })
    #expect(outcomes.allSatisfy { $0.compiles })
  }

  @Test func aBatchTracesEachDiagnosticToItsPiece() {
    var batch = SourceBatch(name: "Probes.swift", header: ["import SwiftUI", "import UIKit"])
    let first = batch.add("extension NavigationStack {}", label: "navigation-stack")
    let second = batch.add("func probe() {\n  _ = 1\n}", label: "two lines")
    #expect(
      String(decoding: batch.file.text, as: UTF8.self) == """
        import SwiftUI
        import UIKit

        // navigation-stack
        extension NavigationStack {}

        // two lines
        func probe() {
          _ = 1
        }

        """)
    #expect(batch.ranges == [5...5, 8...10])
    #expect(
      (1...11).map { batch.piece(atLine: $0) } == [
        nil, nil, nil, nil, first, nil, nil, second, second, second, nil,
      ])
    let diagnostics =
      [5, 9, 1, 12].map { line in
        CompilerDiagnostic(file: "Probes.swift", line: line, severity: .error, message: "\(line)")
      } + [CompilerDiagnostic(file: "Other.swift", line: 5, severity: .error, message: "other")]
    let assigned = batch.assign(diagnostics)
    #expect(assigned.pieces.map { $0.map(\.message) } == [["5"], ["9"]])
    #expect(assigned.others.map(\.message) == ["1", "12", "other"])
  }

  @Test(arguments: [
    (BuildPlatform(.iOS), "arm64-apple-ios15.0"),
    (BuildPlatform(.macCatalyst), "arm64-apple-ios15.0-macabi"),
    (BuildPlatform(.macOS), "arm64-apple-macos15.0"),
    (BuildPlatform(.tvOS), "arm64-apple-tvos15.0"),
    (BuildPlatform(.watchOS), "arm64-apple-watchos15.0"),
    (BuildPlatform(.visionOS), "arm64-apple-xros15.0"),
  ])
  func targetsAreTheTriplesSwiftcTakes(build: BuildPlatform, triple: String) {
    #expect(DeploymentTarget(build, OSVersion(15)).triple(architecture: "arm64") == triple)
  }

  @Test func theSetupScriptsAssignmentsAreReadAsTheShellReadsThem() {
    let values = ShellAssignments.read(
      """
      # a comment
      A=/opt/swift/usr/bin/swiftc
      B='-sdk /x y/z'
      C='it'\\''s'
      not an assignment
      D=
      """)
    #expect(values == ["A": "/opt/swift/usr/bin/swiftc", "B": "-sdk /x y/z", "C": "it's", "D": ""])
  }

  @Test func aChildProcessGivesItsOutputItsStatusAndStopsAtItsTime() throws {
    let run = try ChildProcess.run(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"])
    #expect(run.termination == .exited(3))
    #expect(String(decoding: run.output, as: UTF8.self) == "out\n")
    #expect(String(decoding: run.errors, as: UTF8.self) == "err\n")
    // Much output on both streams never blocks the child.
    let large = try ChildProcess.run([
      "/bin/sh", "-c", "head -c 1000000 /dev/zero; head -c 1000000 /dev/zero >&2",
    ])
    #expect(large.output.count == 1_000_000 && large.errors.count == 1_000_000)
    // Past its time the child and what it started are killed.
    let slow = try ChildProcess.run(["/bin/sh", "-c", "sleep 30 & sleep 30; wait"], timeout: 0.5)
    #expect(slow.termination == .timedOut)
    #expect(slow.seconds < 30)
    #expect(throws: ChildProcess.Failure.self) {
      try ChildProcess.run(["/no/such/program"])
    }
    // A benchmark's run writes to /dev/null.
    let discarded = try ChildProcess.run(
      ["/bin/sh", "-c", "echo out; echo err >&2; exit 2"], discardingOutput: true)
    #expect(discarded.termination == .exited(2))
    #expect(discarded.output.isEmpty && discarded.errors.isEmpty)
  }

  @Test func sdkSettingsGiveTheDeploymentTargets() throws {
    let settings = try #require(
      SDKSettings(
        json: Array(
          #"{"Version": "26.2", "CanonicalName": "iphoneos26.2", "DefaultProperties": {"PLATFORM_NAME": "iphoneos"}, "SupportedTargets": {"iphoneos": {"MinimumDeploymentTarget": "12.0", "ValidDeploymentTargets": ["26.0", "12.0", "18.6"]}}}"#
            .utf8)))
    #expect(settings.version == OSVersion(26, 2))
    #expect(settings.canonicalName == "iphoneos26.2")
    #expect(settings.platformName == "iphoneos")
    #expect(settings.minimumDeploymentTarget == OSVersion(12))
    #expect(settings.deploymentTargets == [OSVersion(12), OSVersion(18, 6), OSVersion(26)])
    #expect(SDKSettings(json: Array("[]".utf8)) == nil)
  }
}
