#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of thing a path names, as messages describe it: `a file`, `a folder`, `a FIFO`.
package enum FileKind: Sendable, Hashable, CustomStringConvertible {
  /// A regular file.
  case regular
  /// A folder.
  case directory
  /// A FIFO (named pipe): reading one waits for a writer.
  case fifo
  /// A character device, such as `/dev/null` or `/dev/zero`.
  case characterDevice
  /// A block device.
  case blockDevice
  /// A socket.
  case socket
  /// Anything else the system may report.
  case other

  /// The kind of what `path` names, following symbolic links; nil when nothing is there
  /// (or a link leads nowhere or in a loop).
  package static func at(_ path: String) -> FileKind? {
    var info = stat()
    guard SystemPath.withPath(path, { stat($0, &info) }) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// The kind a `stat` mode describes.
  package init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind with its article, to follow "is": `a file`, `a FIFO`.
  package var description: String {
    switch self {
    case .regular: "a file"
    case .directory: "a folder"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}
