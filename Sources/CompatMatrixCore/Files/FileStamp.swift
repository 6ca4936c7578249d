#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file's status says about its contents: its size and when it was last modified, to
/// tell whether the file changed between two moments without reading it.
///
/// A writer that replaces a file it read earlier compares the stamp taken when it read the
/// file with the file's stamp just before it replaces it (and the bytes too: an edit within
/// the clock's resolution, or one that puts the time back, keeps the stamp).
package struct FileStamp: Sendable, Hashable {
  /// The size in bytes.
  package let size: Int64
  /// The modification time, in whole seconds.
  package let modified: Int64
  /// The nanoseconds of the modification time past `modified`.
  package let modifiedNanoseconds: Int64

  /// The stamp of a `stat` result.
  package init(_ status: stat) {
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = Int64(status.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
    #else
      modified = Int64(status.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    #endif
  }
}
