import CompatMatrixCore
import CompatMatrixSDK

/// `sdk-diff`: the navigation-related declarations that changed between two iOS SDKs.
package enum SDKDiffWorkflow {
  /// The two SDKs.
  package struct Request: Sendable {
    /// The data, whose records and modifiers say which declarations are navigation-related.
    package var data: DataRequest
    /// The older SDK folder, as the user named it; relative to `data.directory`.
    package var oldSDK: String
    /// The newer SDK folder, as the user named it.
    package var newSDK: String

    /// Creates a request.
    package init(data: DataRequest, oldSDK: String, newSDK: String) {
      self.data = data
      self.oldSDK = oldSDK
      self.newSDK = newSDK
    }
  }

  /// Why nothing was compared.
  package enum Failure: Error, Sendable {
    /// The older SDK folder cannot be used.
    case oldFolder(SDKFolderError)
    /// The newer SDK folder cannot be used.
    case newFolder(SDKFolderError)
    /// The data could not be loaded.
    case data(DataLoadError)
    /// A file of an SDK could not be read.
    case unreadable(SDKFolderError)
  }

  /// The declarations introduced, deprecated or removed in the newer SDK that the data
  /// tracks.
  package static func run(_ request: Request) throws(Failure) -> SDKDiff {
    let directory = request.data.directory
    let old: SDKFolder
    let new: SDKFolder
    do {
      old = try SDKFolder(at: request.oldSDK, in: directory)
    } catch {
      throw .oldFolder(error)
    }
    do {
      new = try SDKFolder(at: request.newSDK, in: directory)
    } catch {
      throw .newFolder(error)
    }
    let matrix = try request.data.load(orThrow: Failure.data)
    do {
      return SDKDiff(
        old: try SDKContents(reading: old), new: try SDKContents(reading: new), matrix: matrix)
    } catch {
      throw .unreadable(error)
    }
  }
}
