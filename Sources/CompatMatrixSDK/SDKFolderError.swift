import CompatMatrixCore

/// Why an SDK folder cannot be used; each message names the folder or file at fault.
package enum SDKFolderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(String)
  /// The path is not a folder; `kind` says what it is.
  case notADirectory(String, kind: String)
  /// The folder has neither SwiftUI's interface nor UIKit's headers.
  case notAnSDK(String)
  /// `SDKSettings.json` names another platform.
  case notIOS(String, platform: String)
  /// Neither the settings nor the folder's name give a version.
  case noVersion(String)
  /// A file of the SDK could not be read.
  case unreadable(String, reason: String)

  /// Whether the error is in the argument itself (a usage error) rather than in a file the
  /// folder holds (bad data).
  package var isArgumentError: Bool {
    switch self {
    case .notFound, .notADirectory, .notAnSDK, .notIOS, .noVersion: true
    case .unreadable: false
    }
  }

  /// The message for the user.
  package var description: String { MessageText.oneLine(text) }

  private var text: String {
    switch self {
    case .notFound(let path): "no SDK folder at '\(path)'"
    case .notADirectory(let path, let kind): "'\(path)' is \(kind); expected an SDK folder"
    case .notAnSDK(let path):
      "'\(path)' is not an iOS SDK: it has neither "
        + "\(SDKFolder.modulePaths[0].folders[0])/*.swiftinterface nor \(SDKFolder.headerFolder)"
    case .notIOS(let path, let platform):
      "'\(path)' is an SDK for '\(platform)', not iOS"
    case .noVersion(let path):
      "cannot tell the version of '\(path)': it has no SDKSettings.json or XML "
        + "SDKSettings.plist with a Version, and its name has none (such as iPhoneOS17.4.sdk)"
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    }
  }
}
