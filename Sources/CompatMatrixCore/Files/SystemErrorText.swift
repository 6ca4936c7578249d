import Foundation

/// The system's own short words for why a file operation failed: `Permission denied`, `No
/// space left on device`, for messages that say `cannot write 'FILE': REASON`.
package enum SystemErrorText {
  /// The reason for a Foundation error: the POSIX error beneath it when there is one, in the
  /// words of `strerror`; otherwise the error's own description.
  package static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return reason(errno: Int32(error.code)) }
    if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      posix.domain == NSPOSIXErrorDomain
    {
      return reason(errno: Int32(posix.code))
    }
    return error.localizedDescription
  }

  /// The words of `strerror` for an error number.
  package static func reason(errno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
