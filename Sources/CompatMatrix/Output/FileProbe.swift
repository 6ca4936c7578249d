import Foundation

/// Reads what the plan needs to know about a file.
enum FileProbe {
  /// How many bytes `head` reads: enough for the marker line.
  static let headLength = 256

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The whole file.
  static func read(_ path: String, shown: String) throws(OutputError) -> [UInt8] {
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .unreadable(shown, reason: reason(error))
    }
  }

  /// The first bytes of the file.
  static func head(_ path: String, shown: String) throws(OutputError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(shown, reason: "permission denied")
    }
    defer { try? handle.close() }
    do {
      return [UInt8](try handle.read(upToCount: headLength) ?? Data())
    } catch {
      throw .unreadable(shown, reason: reason(error))
    }
  }

  /// A short reason for a Foundation error.
  static func reason(_ error: any Error) -> String {
    if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      posix.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(posix.code)))
    }
    return error.localizedDescription
  }
}
