import CompatMatrixSDK

extension SDKFolder {
  /// The SDK folder a user named, found relative to the working folder.
  init(at path: String, in directory: String) throws(SDKFolderError) {
    try self.init(path: FilePaths.absolute(path, in: directory), displayName: path)
  }
}
