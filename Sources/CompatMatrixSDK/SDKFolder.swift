import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An iOS SDK folder (`Xcode.app/…/iPhoneOS.sdk`, or a public dump with the same layout): its
/// version and the files that declare the availability of SwiftUI and UIKit.
///
/// The version is the SDK's own (`Version` in `SDKSettings.json`, else in an XML
/// `SDKSettings.plist`), and the folder's name (`iPhoneOS17.4.sdk`) only when neither says;
/// dumps are sometimes named after another release than the one inside.
package struct SDKFolder: Sendable, Hashable {
  /// Where the version was read.
  package enum VersionSource: String, Sendable, Hashable {
    /// `Version` in `SDKSettings.json`.
    case settingsJSON = "SDKSettings.json"
    /// `Version` in an XML `SDKSettings.plist`.
    case settingsPlist = "SDKSettings.plist"
    /// The folder's name.
    case folderName = "the folder name"
  }

  /// The folder as the user gave it.
  package let path: String
  /// The folder as an absolute path.
  package let absolutePath: String
  /// The SDK's version.
  package let version: OSVersion
  /// Where the version was read.
  package let versionSource: VersionSource
  /// The `.swiftinterface` files read, one per module (SwiftUI, SwiftUICore, UIKit's overlay).
  package let interfaces: [SDKFile]
  /// UIKit's headers, relative to the folder, sorted.
  package let headers: [String]
  /// UIKit's API notes beside its headers, relative to the folder, when the SDK has them:
  /// they give Swift names to types the headers leave without one.
  package let apiNotes: String?
  /// The module folders that hold no `.swiftinterface` (a dump that lost its largest file
  /// keeps the `.swiftdoc` beside it).
  package let missingInterfaces: [SDKFileProblem]

  /// The largest file read: far above any real interface or header (SwiftUI's interface is
  /// under 2 MiB), so a runaway file is refused rather than read.
  package static let fileSizeLimit = 64 * 1_048_576

  /// Where each module's interfaces are, relative to the SDK folder.
  static let modulePaths: [(module: String, folders: [String])] = [
    ("SwiftUI", ["System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"]),
    (
      "SwiftUICore",
      ["System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule"]
    ),
    (
      "UIKit",
      [
        "System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule",
        "usr/lib/swift/UIKit.swiftmodule",
      ]
    ),
  ]

  /// UIKit's header folder, relative to the SDK folder.
  package static let headerFolder = "System/Library/Frameworks/UIKit.framework/Headers"
  /// The name of UIKit's API notes in its header folder.
  static let apiNotesName = "UIKit.apinotes"

  /// Interface files preferred when a module has several architectures; all declare the same.
  private static let preferredInterfaces = [
    "arm64-apple-ios.swiftinterface", "arm64e-apple-ios.swiftinterface",
    "arm64-apple-ios-simulator.swiftinterface", "x86_64-apple-ios-simulator.swiftinterface",
    "arm64.swiftinterface",
  ]

  /// Finds the SDK's version and files; `path` is absolute, `displayName` as the user wrote it.
  package init(path: String, displayName: String) throws(SDKFolderError) {
    guard let kind = FileKind.at(path) else { throw .notFound(displayName) }
    guard kind == .directory else {
      throw .notADirectory(displayName, kind: kind.description)
    }
    self.path = displayName
    absolutePath = path
    var interfaces: [SDKFile] = []
    var missing: [SDKFileProblem] = []
    for (module, folders) in Self.modulePaths {
      let found = folders.map { Self.interface(in: $0, of: path) }
      if let file = found.lazy.compactMap({ $0 ?? nil }).first {
        interfaces.append(SDKFile(framework: module, path: file))
      } else if let empty = found.firstIndex(where: { $0 != nil }) {
        missing.append(
          SDKFileProblem(
            file: folders[empty] + "/*.swiftinterface", framework: module,
            reason: .missing("its module folder holds no .swiftinterface")))
      }
    }
    self.interfaces = interfaces
    missingInterfaces = missing
    let headerNames =
      (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + Self.headerFolder)) ?? []
    headers = headerNames.filter { $0.hasSuffix(".h") }.sorted().map {
      Self.headerFolder + "/" + $0
    }
    apiNotes =
      headerNames.contains(Self.apiNotesName) ? Self.headerFolder + "/" + Self.apiNotesName : nil
    guard !interfaces.isEmpty || !headers.isEmpty else { throw .notAnSDK(displayName) }
    (version, versionSource) = try Self.version(of: path, displayName: displayName)
  }

  /// The folder's last component: `iPhoneOS17.4.sdk`.
  package var name: String {
    URL(fileURLWithPath: absolutePath).standardizedFileURL.lastPathComponent
  }

  /// Whether the SDK has a `.swiftinterface` for a module.
  package func hasInterface(_ module: String) -> Bool {
    interfaces.contains { $0.framework == module }
  }

  /// The interface of a module folder: `nil` when there is no such folder, `.some(nil)` when
  /// it holds none.
  private static func interface(in folder: String, of root: String) -> String?? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
    else { return nil }
    let candidates = names.filter {
      $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
        && !$0.hasSuffix(".package.swiftinterface")
    }.sorted()
    let chosen = preferredInterfaces.first(where: candidates.contains) ?? candidates.first
    return .some(chosen.map { folder + "/" + $0 })
  }

  private static func version(of path: String, displayName: String) throws(SDKFolderError)
    -> (OSVersion, VersionSource)
  {
    let jsonPath = path + "/SDKSettings.json"
    if FileKind.at(jsonPath) != nil {
      let bytes = try read(jsonPath, shown: "SDKSettings.json", in: displayName)
      if let settings = SDKSettings(json: bytes) {
        if let platformName = settings.platformName, platformName != "iphoneos",
          platformName != "iphonesimulator"
        {
          throw .notIOS(displayName, platform: platformName)
        }
        if let version = settings.version { return (version, .settingsJSON) }
      }
    }
    let plistPath = path + "/SDKSettings.plist"
    if FileKind.at(plistPath) != nil {
      let bytes = try read(plistPath, shown: "SDKSettings.plist", in: displayName)
      if let version = xmlPlistVersion(bytes) { return (version, .settingsPlist) }
    }
    if let version = folderNameVersion(
      URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent)
    {
      return (version, .folderName)
    }
    throw .noVersion(displayName)
  }

  /// The string after `<key>Version</key>` in an XML property list; a binary one has none.
  static func xmlPlistVersion(_ bytes: [UInt8]) -> OSVersion? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = text.firstRange(ofText: "<key>Version</key>") else { return nil }
    let rest = text[key.upperBound...]
    guard let open = rest.firstRange(ofText: "<string>"),
      let close = rest.firstRange(ofText: "</string>"),
      open.upperBound <= close.lowerBound,
      rest[rest.startIndex..<open.lowerBound].allSatisfy(\.isWhitespace)
    else { return nil }
    return OSVersion(String(rest[open.upperBound..<close.lowerBound]))
  }

  /// The version at the end of a folder name: `17.4` of `iPhoneOS17.4.sdk`.
  static func folderNameVersion(_ name: String) -> OSVersion? {
    var stem = Substring(name)
    if stem.hasSuffix(".sdk") { stem = stem.dropLast(4) }
    let digits = stem.reversed().prefix { $0.isNumber || $0 == "." }
    return OSVersion(String(digits.reversed()))
  }

  /// Reads a file of the SDK, at most `fileSizeLimit` bytes.
  package func read(_ relative: String) throws(SDKFolderError) -> [UInt8] {
    try Self.read(absolutePath + "/" + relative, shown: relative, in: path)
  }

  private static func read(_ path: String, shown: String, in folder: String)
    throws(SDKFolderError) -> [UInt8]
  {
    let bytes: [UInt8]
    do {
      bytes = try RegularFile.read(path, upTo: fileSizeLimit + 1)
    } catch {
      throw .unreadable(folder + "/" + shown, reason: error.description)
    }
    guard bytes.count <= fileSizeLimit else {
      throw .unreadable(folder + "/" + shown, reason: "it is larger than 64 MiB")
    }
    return bytes
  }
}

/// One file an SDK declares a framework's API in.
package struct SDKFile: Sendable, Hashable {
  /// The module it declares: `SwiftUI`, `SwiftUICore`, `UIKit`.
  package let framework: String
  /// Its path, relative to the SDK folder.
  package let path: String
}
