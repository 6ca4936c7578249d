import CompatMatrixCore
import CompatMatrixSDK

/// `verify-sdk`: the API records checked against the availability iOS SDKs declare.
package enum VerifySDKWorkflow {
  /// The SDKs, and the records to check.
  package struct Request: Sendable {
    /// The data; with a team's folder, only the records of that folder are checked.
    package var data: DataRequest
    /// The SDK folders, as the user named them; relative to `data.directory`.
    package var sdks: [String]

    /// Creates a request.
    package init(data: DataRequest, sdks: [String]) {
      self.data = data
      self.sdks = sdks
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
  }

  /// Every record's verdict in each SDK.
  package static func run(_ request: Request) throws(Failure) -> SDKVerificationReport {
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
}
