import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `swiftc -typecheck` in an environment and reads what it says.
///
/// ```swift
/// let runner = TypecheckRunner(environment: environment)
/// let outcome = runner.run(TypecheckJob(
///   target: DeploymentTarget(.iOS, OSVersion(15)),
///   files: [.init(name: "Probe.swift", text: "import SwiftUI\nextension NavigationStack {}\n")]))
/// outcome.diagnostics.first?.fact   // .introduced("NavigationStack", "iOS", 16.0)
/// ```
///
/// Each job's files are written to a folder of their own under the system's temporary folder,
/// which is removed afterwards; the compiler gets them with the environment's arguments,
/// `-diagnostic-style llvm` (one line per diagnostic), unless a file is `main.swift`
/// `-parse-as-library`, and for several files `-whole-module-optimization`, so that one
/// compiler process checks them all. Many jobs run in parallel, one compiler per core (`ParallelMap`).
package struct TypecheckRunner: Sendable {
  /// Where the compiler runs.
  package let environment: TypecheckEnvironment
  /// How long one compiler run may take, in seconds, before it is killed: the first run of
  /// an SDK at a target builds its modules, which takes minutes.
  package let timeout: Double

  /// The default time limit of one run: 20 minutes, enough to build SwiftUI's module from its
  /// interface on a busy machine.
  package static let defaultTimeout: Double = 1200

  /// Creates a runner.
  package init(environment: TypecheckEnvironment, timeout: Double = defaultTimeout) {
    self.environment = environment
    self.timeout = timeout
  }

  /// The outcome of each job, in order, the jobs run in parallel.
  package func run(_ jobs: [TypecheckJob]) -> [TypecheckOutcome] {
    ParallelMap.map(jobs) { run($0) }
  }

  /// Type-checks one job.
  package func run(_ job: TypecheckJob) -> TypecheckOutcome {
    let folder: String
    switch Self.makeFolder() {
    case .success(let made): folder = made
    case .failure(let problem):
      return TypecheckOutcome(job: job, diagnostics: [], problem: problem.description)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var names: [String: String] = [:]
    for file in job.files {
      let path = folder + "/" + file.name
      guard FileManager.default.createFile(atPath: path, contents: Data(file.text)) else {
        return TypecheckOutcome(
          job: job, diagnostics: [], problem: "cannot write '\(path)' for the compiler")
      }
      names[path] = file.name
    }
    let arguments = self.arguments(for: job, paths: job.files.map { folder + "/" + $0.name })
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(arguments, timeout: timeout)
    } catch {
      return TypecheckOutcome(job: job, diagnostics: [], problem: error.description)
    }
    let printed =
      String(decoding: result.errors, as: UTF8.self) + "\n"
      + String(decoding: result.output, as: UTF8.self)
    let diagnostics = DiagnosticsReader(names: names).read(printed)
    return TypecheckOutcome(
      job: job, diagnostics: diagnostics,
      problem: Self.problem(result, diagnostics: diagnostics, timeout: timeout),
      seconds: result.seconds)
  }

  /// The compiler's command line for a job whose files are at `paths`.
  package func arguments(for job: TypecheckJob, paths: [String]) -> [String] {
    let isLibrary = !job.files.contains { $0.name == "main.swift" }
    // One frontend for the whole module: without it the driver starts one per file, each
    // loading the SDK's modules again (120 small files: 35 s, against 1.3 s).
    let wholeModule = job.files.count > 1 ? ["-whole-module-optimization"] : []
    return environment.command + ["-typecheck", "-diagnostic-style", "llvm"]
      + job.target.arguments(architecture: environment.architecture)
      + (isLibrary ? ["-parse-as-library"] : []) + wholeModule + environment.arguments + paths
  }

  /// Why a run gave no verdict, or `nil` when it gave one.
  static func problem(
    _ result: ChildProcess.Result, diagnostics: [CompilerDiagnostic], timeout: Double
  ) -> String? {
    switch result.termination {
    case .exited(0): return nil
    case .timedOut:
      return "the compiler did not finish within \(Int(timeout)) s and was stopped"
    case .signalled(let signal): return "the compiler stopped on signal \(signal) (a crash)"
    case .exited(let status):
      if diagnostics.contains(where: { $0.severity == .error }) { return nil }
      let first =
        String(decoding: result.errors, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? "no output"
      return MessageText.oneLine("the compiler exited with status \(status): \(first)")
    }
  }

  /// A folder the compiler's files could not be written to.
  struct FolderProblem: Error, CustomStringConvertible {
    let description: String
  }

  /// A new, empty folder of this process's own under the temporary folder.
  private static func makeFolder() -> Result<String, FolderProblem> {
    let root = String((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp").trimmingSuffix("/"))
    var template = Array((root + "/compat-matrix-typecheck.XXXXXX").utf8CString)
    // A non-empty array has storage.
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else {
      return .failure(
        FolderProblem(
          description:
            "cannot make a folder for the compiler in \(root): "
            + SystemErrorText.reason(errno: errno)))
    }
    return .success(String(cString: made))
  }
}
