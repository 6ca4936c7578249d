import CompatMatrixCore

/// Type-checks the files a rewrite changed, old text against new, for every build of the
/// targets that compile each, and refuses a file whose new text the compiler rejects where
/// it accepted the old one: what `upgrade --apply` and `lint --fix` do with `--typecheck`.
///
/// Each file is type-checked alone (the other files of its target, and the modules it
/// imports from the project, are not given), so a file that uses other files' declarations
/// has errors in both texts; only the errors the new text adds refuse it (compared by
/// message, as many times as each comes: a rewrite moves lines). A build whose platform has no
/// environment, or whose minimum is unknown, is not checked, and the notes say so.
package struct RewriteTypecheck: Sendable {
  /// A file a rewrite changed.
  package struct File: Sendable, Hashable {
    /// The file as displayed.
    package var display: String
    /// Its text before the rewrite.
    package var old: [UInt8]
    /// Its text after.
    package var new: [UInt8]
    /// The builds of the targets that compile it, with their minimums after the rewrite.
    package var builds: BuildMinimums

    /// Creates a file.
    package init(display: String, old: [UInt8], new: [UInt8], builds: BuildMinimums) {
      self.display = display
      self.old = old
      self.new = new
      self.builds = builds
    }
  }

  /// What the check decided.
  package struct Result: Sendable, Hashable {
    /// The reason each refused file keeps its old text, by displayed path.
    package var refusals: [String: String] = [:]
    /// What the user should know of the check.
    package var notes: [String] = []
  }

  /// The environments to type-check in.
  package let environments: [TypecheckEnvironment]
  /// How long one compiler run may take.
  package let timeout: Double

  /// Creates a check.
  package init(environments: [TypecheckEnvironment], timeout: Double) {
    self.environments = environments
    self.timeout = timeout
  }

  /// One compile of one text of one file.
  private struct Run: Sendable {
    let file: Int
    let environment: TypecheckEnvironment
    let target: DeploymentTarget
    let isNew: Bool
  }

  /// Checks the files.
  package func check(_ files: [File]) -> Result {
    var result = Result()
    var runs: [Run] = []
    // Why builds were not checked: their builds and files, by reason.
    var unchecked: [String: (builds: Set<BuildPlatform>, files: Set<String>)] = [:]
    func skip(_ build: BuildPlatform, of file: File, because reason: String) {
      unchecked[reason, default: ([], [])].builds.insert(build)
      unchecked[reason, default: ([], [])].files.insert(file.display)
    }
    for (index, file) in files.enumerated() {
      for build in file.builds.builds {
        let serving = environments.filter { $0.serves(build) }
        guard let minimum = file.builds.minimum(of: build) else {
          skip(build, of: file, because: "the minimum is unknown")
          continue
        }
        guard !serving.isEmpty else {
          skip(build, of: file, because: "no type-check environment was given for the platform")
          continue
        }
        for environment in serving {
          for isNew in [false, true] {
            runs.append(
              Run(
                file: index, environment: environment,
                target: DeploymentTarget(build, minimum), isNew: isNew))
          }
        }
      }
    }
    let outcomes = ParallelMap.map(runs) { run in
      let file = files[run.file]
      return TypecheckRunner(environment: run.environment, timeout: timeout).run(
        TypecheckJob(
          target: run.target,
          files: [
            .init(name: Self.name(of: file.display), text: run.isNew ? file.new : file.old)
          ]))
    }
    var alone = 0
    var noVerdict: [String] = []
    for pair in stride(from: 0, to: runs.count, by: 2) {
      let (old, new) = (outcomes[pair], outcomes[pair + 1])
      let run = runs[pair]
      let file = files[run.file]
      if let problem = old.problem ?? new.problem {
        noVerdict.append("\(file.display) (\(run.target), \(problem))")
        continue
      }
      if !old.errors.isEmpty { alone += 1 }
      guard result.refusals[file.display] == nil,
        let added = Self.added(old.errors, new.errors).first
      else { continue }
      let name = Self.name(of: file.display)
      let place = added.file == name ? "\(added.line):\(added.column): " : ""
      result.refusals[file.display] =
        "the compiler rejects the rewritten text for \(run.target) (\(run.environment.sdkVersion) "
        + "SDK), where the old text type-checks: \(place)\(added.message); it keeps its old text"
    }
    let checked = Set(runs.map(\.file)).count
    if checked > 0 {
      let refused = result.refusals.count
      result.notes.append(
        "type-checked \(checked) rewritten \(checked == 1 ? "file" : "files") with swiftc: "
          + "\(refused) refused"
          + (alone > 0
            ? "; \(alone) of the checks met errors in the old text too (a file is checked "
              + "alone, without the rest of its target): only errors the rewrite adds count"
            : ""))
    }
    for reason in unchecked.keys.sorted() {
      // The key was just read from the dictionary.
      let (builds, files) = unchecked[reason]!
      let names = files.sorted()
      result.notes.append(
        "not type-checked for \(builds.sorted().map(\.description).joined(separator: ", ")) "
          + "(\(reason)): \(names.prefix(3).joined(separator: ", "))"
          + (names.count > 3 ? " and \(names.count - 3) more" : ""))
    }
    for line in noVerdict.sorted() {
      result.notes.append("not type-checked, the compiler gave no verdict: \(line)")
    }
    return result
  }

  /// The errors of `new` that `old` does not have, by message, as many times as each comes
  /// more often; by line.
  static func added(_ old: [CompilerDiagnostic], _ new: [CompilerDiagnostic])
    -> [CompilerDiagnostic]
  {
    var counts: [String: Int] = [:]
    for error in old { counts[error.message, default: 0] += 1 }
    return new.filter { error in
      guard let count = counts[error.message], count > 0 else { return true }
      counts[error.message] = count - 1
      return false
    }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The file's name for the compiler: its last component.
  static func name(of display: String) -> String {
    String(display.split(separator: "/").last ?? Substring(display))
  }
}
