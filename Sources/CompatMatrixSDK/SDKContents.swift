/// What one SDK declares: every declaration of SwiftUI's (and SwiftUICore's) interface,
/// UIKit's Swift overlay and UIKit's headers, indexed, and the files that could not be read.
package struct SDKContents: Sendable {
  /// The folder read.
  package let folder: SDKFolder
  /// The declarations, indexed.
  package let index: SDKSymbolIndex
  /// Whether SwiftUI's declarations are all there: its interface, and SwiftUICore's when
  /// SwiftUI's imports it (from iOS 18).
  package let hasCompleteSwiftUI: Bool
  /// The files that cannot be read as what they should be, in the order found: a Git LFS
  /// pointer, a file cut short, a file the SDK should have and does not.
  package let problems: [SDKFileProblem]

  /// Reads every file of the folder. A file that cannot be read at all (a permission, an I/O
  /// error) is an error; one whose bytes are not what they should be is a `problem`, and
  /// what it declares before it breaks off is kept.
  package init(reading folder: SDKFolder) throws(SDKFolderError) {
    self.folder = folder
    var declarations: [SDKDeclaration] = []
    var imports: Set<String> = []
    var problems = folder.missingInterfaces
    for file in folder.interfaces {
      let bytes = try folder.read(file.path)
      if let reason = SDKFileProblem.content(bytes, isInterface: true) {
        problems.append(SDKFileProblem(file: file.path, framework: file.framework, reason: reason))
        continue
      }
      let contents = InterfaceReader.read(bytes, file: file.path, framework: file.framework)
      declarations += contents.declarations
      if file.framework == "SwiftUI" { imports = contents.imports }
      if let truncation = contents.truncation {
        problems.append(
          SDKFileProblem(file: file.path, framework: file.framework, reason: .truncated(truncation))
        )
      }
    }
    if imports.contains("SwiftUICore"), !folder.hasInterface("SwiftUICore"),
      !problems.contains(where: { $0.framework == "SwiftUICore" })
    {
      problems.append(
        SDKFileProblem(
          file: SDKFolder.modulePaths[1].folders[0] + "/*.swiftinterface", framework: "SwiftUICore",
          reason: .missing("SwiftUI's interface imports SwiftUICore")))
    }
    var swiftNames: [String: String] = [:]
    for header in folder.headers {
      let bytes = try folder.read(header)
      if let reason = SDKFileProblem.content(bytes, isInterface: false) {
        problems.append(SDKFileProblem(file: header, framework: "UIKit", reason: reason))
        continue
      }
      let contents = HeaderReader.read(bytes, file: header)
      declarations += contents.declarations
      swiftNames.merge(contents.swiftNames) { first, _ in first }
      if let truncation = contents.truncation {
        problems.append(
          SDKFileProblem(file: header, framework: "UIKit", reason: .truncated(truncation)))
      }
    }
    if let notes = folder.apiNotes, !folder.headers.isEmpty {
      // A header's own NS_SWIFT_NAME wins over the notes.
      swiftNames.merge(APINotesReader.typeNames(try folder.read(notes))) { header, _ in header }
    }
    problems += try Self.missingHeaders(folder, known: problems)
    index = SDKSymbolIndex(declarations, swiftNames: swiftNames)
    hasCompleteSwiftUI =
      folder.hasInterface("SwiftUI")
      && (!imports.contains("SwiftUICore") || folder.hasInterface("SwiftUICore"))
    self.problems = problems
  }

  /// The headers UIKit's umbrella headers import that the folder does not hold; the umbrella
  /// itself when a folder of headers has none.
  private static func missingHeaders(_ folder: SDKFolder, known: [SDKFileProblem])
    throws(SDKFolderError) -> [SDKFileProblem]
  {
    guard !folder.headers.isEmpty else { return [] }
    let prefix = SDKFolder.headerFolder + "/"
    let present = Set(folder.headers.map { String($0.dropFirst(prefix.count)) })
    guard present.contains(UmbrellaHeaders.root) else {
      return [
        SDKFileProblem(
          file: prefix + UmbrellaHeaders.root, framework: "UIKit",
          reason: .missing("every UIKit header folder has it, so other headers may be missing too"))
      ]
    }
    let unreadable = Set(known.map(\.file))
    var missing: [String] = []
    var umbrellas = [UmbrellaHeaders.root]
    var seen: Set<String> = []
    // The root, then the umbrellas it imports: one level, where UIKit lists its headers.
    for depth in 0..<2 {
      var next: [String] = []
      for umbrella in umbrellas where seen.insert(umbrella).inserted {
        guard !unreadable.contains(prefix + umbrella) else { continue }
        let imported = UmbrellaHeaders.imports(try folder.read(prefix + umbrella)).required
        for name in imported {
          if present.contains(name) {
            if depth == 0 { next.append(name) }
          } else if !missing.contains(name) {
            missing.append(name)
          }
        }
      }
      umbrellas = next
    }
    return missing.map { name in
      SDKFileProblem(
        file: prefix + name, framework: "UIKit",
        reason: .missing("UIKit's umbrella headers import it"))
    }
  }

  /// Whether the SDK holds any file that declares symbols of `framework`, or should hold one
  /// and a problem says it does not.
  package func hasFiles(for framework: String) -> Bool {
    switch framework {
    case "SwiftUI": folder.hasInterface("SwiftUI") || !problems(for: framework).isEmpty
    case "UIKit":
      !folder.headers.isEmpty || folder.hasInterface("UIKit") || !problems(for: framework).isEmpty
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

  /// The files that cannot be read among those a record of `framework` can be declared in.
  package func problems(for framework: String) -> [SDKFileProblem] {
    let modules: Set<String> = framework == "SwiftUI" ? ["SwiftUI", "SwiftUICore"] : [framework]
    return problems.filter { modules.contains($0.framework) }
  }
}
