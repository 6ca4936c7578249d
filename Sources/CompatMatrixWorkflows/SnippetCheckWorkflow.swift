import CompatMatrixCore
import CompatMatrixTypecheck

/// `validate --typecheck`: every strategy's snippet type-checked by the compiler
/// (`SnippetChecker`), in the iOS environments named.
package enum SnippetCheckWorkflow {
  /// What to check, and with what.
  package struct Request: Sendable {
    /// The data; with a team's folder, only the snippets of that folder are checked.
    package var data: DataRequest
    /// The environments.
    package var typecheck: TypecheckRequest

    /// Creates a request.
    package init(data: DataRequest, typecheck: TypecheckRequest) {
      self.data = data
      self.typecheck = typecheck
    }
  }

  /// Why nothing was checked.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// A name given for an environment cannot be used.
    case environment(TypecheckRequest.Failure)
    /// The environments named build for no iOS SDK.
    case noIOSEnvironment([String])
  }

  /// What the compiler said about every snippet.
  package static func run(_ request: Request) throws(Failure) -> SnippetCheckReport {
    let environments: [TypecheckEnvironment]
    do {
      environments = try request.typecheck.environments(in: request.data.directory).filter {
        $0.platform == .iOS
      }
    } catch {
      throw .environment(error)
    }
    guard !environments.isEmpty else { throw .noIOSEnvironment(request.typecheck.names) }
    let matrix = try request.data.load(orThrow: Failure.data)
    return SnippetChecker(matrix: matrix, strategiesIn: request.data.folder).check(
      in: environments, timeout: request.typecheck.timeout)
  }
}
