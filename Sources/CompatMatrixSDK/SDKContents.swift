/// What one SDK declares: every declaration of SwiftUI's (and SwiftUICore's) interface,
/// UIKit's Swift overlay and UIKit's headers, indexed.
package struct SDKContents: Sendable {
  /// The folder read.
  package let folder: SDKFolder
  /// The declarations, indexed.
  package let index: SDKSymbolIndex
  /// Whether SwiftUI's declarations are all there: its interface, and SwiftUICore's when
  /// SwiftUI's imports it (from iOS 18).
  package let hasCompleteSwiftUI: Bool

  /// Reads every file of the folder; a file that cannot be read is an error.
  package init(reading folder: SDKFolder) throws(SDKFolderError) {
    self.folder = folder
    var declarations: [SDKDeclaration] = []
    var imports: Set<String> = []
    for file in folder.interfaces {
      let contents = InterfaceReader.read(
        try folder.read(file.path), file: file.path, framework: file.framework)
      declarations += contents.declarations
      if file.framework == "SwiftUI" { imports = contents.imports }
    }
    var swiftNames: [String: String] = [:]
    for header in folder.headers {
      let contents = HeaderReader.read(try folder.read(header), file: header)
      declarations += contents.declarations
      swiftNames.merge(contents.swiftNames) { first, _ in first }
    }
    index = SDKSymbolIndex(declarations, swiftNames: swiftNames)
    hasCompleteSwiftUI =
      folder.hasInterface("SwiftUI")
      && (!imports.contains("SwiftUICore") || folder.hasInterface("SwiftUICore"))
  }

  /// Whether the SDK holds any file that declares symbols of `framework`.
  package func hasFiles(for framework: String) -> Bool {
    switch framework {
    case "SwiftUI": folder.hasInterface("SwiftUI")
    case "UIKit": !folder.headers.isEmpty || folder.hasInterface("UIKit")
    default: false
    }
  }

  /// Whether the SDK holds every file a record of `framework` can be declared in, so that not
  /// finding the record means the SDK does not declare it. A UIKit symbol the headers do not
  /// declare may be in the Swift overlay, so UIKit needs both.
  package func covers(_ framework: String) -> Bool {
    switch framework {
    case "SwiftUI": hasCompleteSwiftUI
    case "UIKit": !folder.headers.isEmpty && folder.hasInterface("UIKit")
    default: false
    }
  }
}
