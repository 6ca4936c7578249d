import CompatMatrixCore
import CompatMatrixRewrite
import CompatMatrixTypecheck

/// The compiler a workflow type-checks with (`--typecheck`): the environments the user named
/// and how long one compiler run may take.
package struct TypecheckRequest: Sendable, Hashable {
  /// The environments as the user named them: environment folders, folders of them, SDK
  /// folders, or `xcode` (see `TypecheckEnvironment.locate`).
  package var names: [String]
  /// How long one compiler run may take, in seconds.
  package var timeout: Double
  /// The environment variables that say where the setup script puts environments by default
  /// (`XDG_CACHE_HOME`, `HOME`).
  package var variables: [String: String]

  /// Creates a request.
  package init(
    names: [String], timeout: Double = TypecheckRunner.defaultTimeout,
    variables: [String: String] = [:]
  ) {
    self.names = names
    self.timeout = timeout
    self.variables = variables
  }

  /// A name that is no environment: the name, and why.
  package struct Failure: Error, Sendable, Hashable {
    /// The name as given.
    package let name: String
    /// Why it cannot be used.
    package let error: TypecheckEnvironmentError
  }

  /// The environments the names stand for, in order, relative paths in `directory`.
  package func environments(in directory: String) throws(Failure) -> [TypecheckEnvironment] {
    var found: [TypecheckEnvironment] = []
    for name in names {
      do {
        found += try TypecheckEnvironment.locate(name, base: directory, variables: variables)
      } catch {
        throw Failure(name: name, error: error)
      }
    }
    return found
  }
}

extension TypecheckRequest {
  /// The writer's check of the staged files: each type-checked, old text against new, in
  /// the environments, for the builds `builds` gives its path (a file it gives none is not
  /// checked); see `RewriteTypecheck`.
  func check(
    _ environments: [TypecheckEnvironment],
    builds: @escaping @Sendable (String) -> BuildMinimums?
  ) -> @Sendable ([RewriteWriter.StagedFile]) -> RewriteWriter.CheckResult {
    let typecheck = RewriteTypecheck(environments: environments, timeout: timeout)
    return { staged in
      let files = staged.compactMap { staged -> RewriteTypecheck.File? in
        guard let builds = builds(staged.file.path) else { return nil }
        return RewriteTypecheck.File(
          display: staged.file.display, old: staged.file.original, new: staged.file.edited,
          builds: builds)
      }
      let result = typecheck.check(files)
      return RewriteWriter.CheckResult(refusals: result.refusals, notes: result.notes)
    }
  }
}
