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

/// The system's own short words for why a file operation failed: `Permission denied`, `No
/// space left on device`, for messages that say `cannot write 'FILE': REASON`.
package enum SystemErrorText {
  /// The reason for a Foundation error: the POSIX error beneath it when there is one, in the
  /// words of `strerror`; otherwise a short description of the error's code.
  package static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return reason(errno: posix.code.rawValue) }
    guard let cocoa = error as? CocoaError else { return String(describing: error) }
    if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
      return reason(errno: posix.code.rawValue)
    }
    switch cocoa.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return reason(errno: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: return reason(errno: EACCES)
    case .fileWriteOutOfSpace: return reason(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: return reason(errno: EROFS)
    case .fileWriteFileExists: return reason(errno: EEXIST)
    default: return "file operation failed (Foundation error \(cocoa.code.rawValue))"
    }
  }

  /// The words of `strerror` for an error number.
  package static func reason(errno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
