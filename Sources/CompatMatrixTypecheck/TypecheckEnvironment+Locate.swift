import CompatMatrixCore
import CompatMatrixSDK

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a name given for a type-check environment cannot be used; each message names it.
package enum TypecheckEnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(String)
  /// The path is neither an environment folder, a folder of them, nor an SDK folder.
  case notAnEnvironment(String)
  /// A file of the environment is missing or wrong: the file, and why.
  case broken(String, reason: String)
  /// An SDK folder on Linux with no environment built for it where the setup script puts
  /// one by default: the SDK, and the folder looked in.
  case noEnvironment(sdk: String, looked: String)
  /// `xcode` where there is no Xcode: why.
  case noXcode(String)

  /// The message for the user.
  package var description: String { MessageText.oneLine(text) }

  private var text: String {
    switch self {
    case .notFound(let path): "no type-check environment or SDK at '\(path)'"
    case .notAnEnvironment(let path):
      "'\(path)' is not a type-check environment (a folder with swiftc-args and "
        + "typecheck.env, written by scripts/typecheck-setup.sh), a folder of them, or an SDK"
    case .broken(let file, let reason): "type-check environment file '\(file)': \(reason)"
    case .noEnvironment(let sdk, let looked):
      "no type-check environment for the SDK '\(sdk)' (looked in '\(looked)'): build one "
        + "with scripts/typecheck-setup.sh --sdk \(sdk) --apinotes DIR, or name its folder"
    case .noXcode(let reason):
      "'xcode' needs Xcode's command-line tools on macOS: \(reason)"
    }
  }
}

/// The host the compiler runs on, which decides what a name given for an environment means.
package enum TypecheckHost: Sendable, Hashable {
  /// Linux: environments are folders the setup script writes.
  case linux
  /// macOS: SDKs are used through `xcrun`.
  case darwin

  /// The host this code runs on.
  package static var current: TypecheckHost {
    #if os(macOS)
      .darwin
    #else
      .linux
    #endif
  }
}

extension TypecheckEnvironment {
  /// The word that stands for Xcode's SDKs on macOS.
  package static let xcodeWord = "xcode"

  /// The environments a name on the command line stands for, relative to `base`:
  /// - an environment folder (`swiftc-args`, `typecheck.env`): that one;
  /// - a folder whose subfolders are environment folders (the setup script's `--out`): each;
  /// - an SDK folder: on macOS, that SDK through `xcrun swiftc -sdk`; on Linux, the
  ///   environment the setup script builds for it by default
  ///   (`${XDG_CACHE_HOME:-~/.cache}/compat-matrix/typecheck/<canonical name>`);
  /// - `xcode`, on macOS: Xcode's SDK of each platform that has one.
  package static func locate(
    _ name: String, base: String, host: TypecheckHost = .current,
    variables: [String: String] = [:]
  ) throws(TypecheckEnvironmentError) -> [TypecheckEnvironment] {
    if name == xcodeWord { return try xcode(host: host) }
    let path = name.hasPrefix("/") ? name : base + "/" + name
    guard let kind = FileKind.at(path) else { throw .notFound(name) }
    guard kind == .directory else { throw .notAnEnvironment(name) }
    if FileKind.at(path + "/swiftc-args") != nil {
      return [try folder(path, name: name)]
    }
    if let settings = SDKSettings(folder: path) {
      return [try sdk(path, name: name, settings: settings, host: host, variables: variables)]
    }
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    let environments = children.filter { FileKind.at(path + "/" + $0 + "/swiftc-args") != nil }
    guard !environments.isEmpty else { throw .notAnEnvironment(name) }
    var found: [TypecheckEnvironment] = []
    for child in environments {
      let childName = name.hasSuffix("/") ? name + child : name + "/" + child
      found.append(try folder(path + "/" + child, name: childName))
    }
    return found
  }

  /// The environment folder the setup script wrote.
  static func folder(_ path: String, name: String) throws(TypecheckEnvironmentError)
    -> TypecheckEnvironment
  {
    let arguments = try lines(of: path + "/swiftc-args", shown: name + "/swiftc-args")
    let env = ShellAssignments.read(
      try lines(of: path + "/typecheck.env", shown: name + "/typecheck.env")
        .joined(separator: "\n"))
    func value(_ key: String) throws(TypecheckEnvironmentError) -> String {
      guard let value = env[key], !value.isEmpty else {
        throw .broken(name + "/typecheck.env", reason: "it does not set \(key)")
      }
      return value
    }
    let swiftc = try value("COMPAT_TYPECHECK_SWIFTC")
    let sdkPath = try value("COMPAT_TYPECHECK_SDK")
    let settings = SDKSettings(folder: sdkPath) ?? SDKSettings()
    guard let version = OSVersion(try value("COMPAT_TYPECHECK_SDK_VERSION")) ?? settings.version
    else {
      throw .broken(name + "/typecheck.env", reason: "COMPAT_TYPECHECK_SDK_VERSION is no version")
    }
    let platform = settings.platformName.flatMap(platform(named:)) ?? .iOS
    return TypecheckEnvironment(
      name: name, command: [swiftc], arguments: arguments,
      architecture: env["COMPAT_TYPECHECK_ARCH"] ?? "arm64", platform: platform,
      sdkPath: sdkPath, sdkVersion: version, settings: settings)
  }

  /// An SDK folder: through `xcrun` on macOS, its default environment folder on Linux.
  private static func sdk(
    _ path: String, name: String, settings: SDKSettings, host: TypecheckHost,
    variables: [String: String]
  ) throws(TypecheckEnvironmentError) -> TypecheckEnvironment {
    guard let version = settings.version,
      let platform = settings.platformName.flatMap(platform(named:))
    else { throw .broken(name + "/SDKSettings.json", reason: "it has no Version or platform") }
    if host == .darwin {
      return TypecheckEnvironment(
        name: name, command: ["xcrun", "swiftc"], arguments: ["-sdk", path], platform: platform,
        sdkPath: path, sdkVersion: version, settings: settings)
    }
    let root =
      variables["XDG_CACHE_HOME"].map { $0 + "/compat-matrix/typecheck" }
      ?? variables["HOME"].map { $0 + "/.cache/compat-matrix/typecheck" }
    let folder = root.map { $0 + "/" + (settings.canonicalName ?? "") }
    guard let folder, settings.canonicalName != nil, FileKind.at(folder + "/swiftc-args") != nil
    else {
      throw .noEnvironment(sdk: name, looked: folder ?? "$XDG_CACHE_HOME, $HOME unset")
    }
    return try self.folder(folder, name: folder)
  }

  /// Xcode's SDK of each platform, found with `xcrun --show-sdk-path`.
  private static func xcode(host: TypecheckHost) throws(TypecheckEnvironmentError)
    -> [TypecheckEnvironment]
  {
    guard host == .darwin else {
      throw .noXcode("this is not macOS; on Linux, name a folder scripts/typecheck-setup.sh wrote")
    }
    var found: [TypecheckEnvironment] = []
    for (sdk, platform) in xcodeSDKs {
      guard let run = try? ChildProcess.run(["xcrun", "--sdk", sdk, "--show-sdk-path"]),
        run.succeeded
      else { continue }
      let path = String(decoding: run.output, as: UTF8.self).trimming(" \n")
      guard let settings = SDKSettings(folder: String(path)), let version = settings.version
      else { continue }
      found.append(
        TypecheckEnvironment(
          name: "\(xcodeWord) (\(sdk))", command: ["xcrun", "--sdk", sdk, "swiftc"],
          platform: platform, sdkPath: String(path), sdkVersion: version, settings: settings))
    }
    guard !found.isEmpty else { throw .noXcode("xcrun found no SDK") }
    return found
  }

  /// The non-empty lines of a small text file.
  private static func lines(of path: String, shown: String) throws(TypecheckEnvironmentError)
    -> [String]
  {
    let bytes: [UInt8]
    do {
      bytes = try RegularFile.read(path, upTo: 1_048_576)
    } catch {
      throw .broken(shown, reason: error.description)
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
