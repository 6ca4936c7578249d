import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LintConfiguration {
  /// The largest configuration file read, in bytes: 1 MiB. Larger files are reported, not
  /// read.
  package static let fileSizeLimit = 1024 * 1024

  /// Reads the configuration file named, or `.compat-matrix.json` in `directory` when none is
  /// named; no default file means the empty configuration.
  ///
  /// The file is read as a regular file with a size limit, so a FIFO or a device in its place
  /// is refused rather than waited on. Relative names are resolved against `directory`;
  /// messages show the name as given.
  public static func load(_ named: String?, in directory: String) throws(LintConfigurationError)
    -> LintConfiguration
  {
    let name = named ?? fileName
    let path =
      name.hasPrefix("/") ? name : URL(fileURLWithPath: directory).appendingPathComponent(name).path
    do {
      return try load(name, at: path)
    } catch .notFound where named == nil {
      return LintConfiguration()
    }
  }

  /// Reads the configuration file at an absolute path; `name` is how messages name it.
  package static func load(_ name: String, at path: String) throws(LintConfigurationError)
    -> LintConfiguration
  {
    let bytes: [UInt8]
    do {
      // One byte more than the limit, to tell a file at the limit from one above it.
      bytes = try RegularFile.read(path, upTo: fileSizeLimit + 1)
    } catch .notFound {
      throw .notFound(name)
    } catch {
      throw .unreadable(name, reason: error.description)
    }
    guard bytes.count <= fileSizeLimit else {
      throw .tooLarge(name, limit: fileSizeLimit)
    }
    do {
      return try parse(bytes, file: name)
    } catch {
      throw .invalid(error)
    }
  }
}

/// A configuration file that cannot be used.
public enum LintConfigurationError: Error, Sendable, CustomStringConvertible {
  /// The file named does not exist.
  case notFound(String)
  /// The file cannot be read: a folder, a FIFO, a device, permissions.
  case unreadable(String, reason: String)
  /// The file is larger than `LintConfiguration.fileSizeLimit`.
  case tooLarge(String, limit: Int)
  /// The file is read but is not a valid configuration: one diagnostic per problem.
  case invalid(MatrixLoadError)

  /// One line per problem.
  public var description: String {
    switch self {
    case .notFound(let file):
      MessageText.oneLine("cannot read '\(file)': the file does not exist")
    case .unreadable(let file, let reason):
      MessageText.oneLine("cannot read '\(file)': \(reason)")
    case .tooLarge(let file, let limit):
      MessageText.oneLine(
        "'\(file)' is larger than the limit of \(limit / 1_048_576) MiB for a configuration file")
    case .invalid(let error):
      error.description
    }
  }
}
