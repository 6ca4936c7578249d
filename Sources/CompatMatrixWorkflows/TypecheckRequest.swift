import CompatMatrixCore
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
