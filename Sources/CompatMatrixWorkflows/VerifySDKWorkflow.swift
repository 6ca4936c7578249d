import CompatMatrixCore
import CompatMatrixSDK
import CompatMatrixTypecheck

/// `verify-sdk`: the API records checked against the availability iOS SDKs declare.
package enum VerifySDKWorkflow {
  /// The SDKs, and the records to check.
  package struct Request: Sendable {
    /// The data; with a team's folder, only the records of that folder are checked.
    package var data: DataRequest
    /// The SDK folders, as the user named them; relative to `data.directory`.
    package var sdks: [String]
    /// When set, the records are type-checked with the compiler in these environments
    /// instead (`--typecheck`), and `sdks` is empty.
    package var typecheck: TypecheckRequest?

    /// Creates a request.
    package init(data: DataRequest, sdks: [String], typecheck: TypecheckRequest? = nil) {
      self.data = data
      self.sdks = sdks
      self.typecheck = typecheck
    }
  }

  /// Why nothing was checked.
  package enum Failure: Error, Sendable {
    /// An SDK folder named cannot be used: the path as given, and why.
    case folder(String, SDKFolderError)
    /// The data could not be loaded.
    case data(DataLoadError)
    /// A file of an SDK could not be read.
    case unreadable(SDKFolderError)
    /// A name given for a type-check environment cannot be used.
    case environment(TypecheckRequest.Failure)
    /// The environments named build for no iOS SDK.
    case noIOSEnvironment([String])
  }

  /// Every record's verdict in each SDK.
  package static func run(_ request: Request) throws(Failure) -> SDKVerificationReport {
    if let typecheck = request.typecheck {
      return try compile(request, typecheck)
    }
    var folders: [SDKFolder] = []
    for path in request.sdks {
      do {
        folders.append(try SDKFolder(at: path, in: request.data.directory))
      } catch {
        throw .folder(path, error)
      }
    }
    let matrix = try request.data.load(orThrow: Failure.data)
    do {
      return try SDKVerifier(matrix: matrix, recordsIn: request.data.folder).verify(folders)
    } catch {
      throw .unreadable(error)
    }
  }

  /// Every record type-checked in each iOS environment.
  private static func compile(_ request: Request, _ typecheck: TypecheckRequest)
    throws(Failure) -> SDKVerificationReport
  {
    let environments: [TypecheckEnvironment]
    do {
      environments = try typecheck.environments(in: request.data.directory).filter {
        $0.platform == .iOS
      }
    } catch {
      throw .environment(error)
    }
    guard !environments.isEmpty else { throw .noIOSEnvironment(typecheck.names) }
    var folders: [SDKFolder] = []
    for environment in environments {
      do {
        folders.append(try SDKFolder(path: environment.sdkPath, displayName: environment.name))
      } catch {
        throw .folder(environment.name, error)
      }
    }
    let matrix = try request.data.load(orThrow: Failure.data)
    return CompilerVerifier(matrix: matrix, recordsIn: request.data.folder).verify(
      environments, sdks: folders, timeout: typecheck.timeout)
  }
}
