import CompatMatrixCore
import Foundation

/// Which targets of a set of projects compile each Swift file: the index behind "which
/// platforms and minimums apply to this file", read once for a lint run or a rewrite.
///
/// Built from Xcode projects (each target's sources build phase and synchronized folders)
/// and Swift packages (each target's folder). A project that cannot be read is noted and left
/// out; its files are then of no known target, as are files no project lists.
package struct SourceTargets: Sendable {
  /// Every target read, in the order the projects were given.
  package let targets: [BuildTarget]
  /// One line per project that could not be read, saying why.
  package let notes: [String]
  /// The targets listing each file by itself, by standardized path.
  private let byFile: [String: [Int]]
  /// The (target, folder) pairs of each source folder, by standardized path.
  private let byFolder: [String: [(target: Int, folder: Int)]]
  /// The display name of each target: qualified with its project when names repeat.
  private let names: [String]

  /// Indexes targets.
  package init(targets: [BuildTarget], notes: [String] = []) {
    self.targets = targets
    self.notes = notes
    var byFile: [String: [Int]] = [:]
    var byFolder: [String: [(target: Int, folder: Int)]] = [:]
    for (offset, target) in targets.enumerated() {
      for file in target.files where byFile[file.path]?.last != offset {
        byFile[file.path, default: []].append(offset)
      }
      for (index, folder) in target.folders.enumerated() {
        byFolder[folder.url.path, default: []].append((offset, index))
      }
    }
    self.byFile = byFile
    self.byFolder = byFolder
    let counts = Dictionary(targets.map { ($0.name, 1) }, uniquingKeysWith: +)
    names = targets.map { counts[$0.name, default: 0] > 1 ? "\($0.name) (\($0.project))" : $0.name }
  }

  /// Reads the targets of projects: `.xcodeproj` folders and `Package.swift` files; `root` is
  /// the folder their names in notes and targets are relative to.
  package static func read(projects: [URL], root: URL) -> SourceTargets {
    let files = ProjectFiles(root: root)
    var targets: [BuildTarget] = []
    var notes: [String] = []
    for project in projects {
      do {
        if project.pathExtension == "xcodeproj" {
          let url = project.appendingPathComponent("project.pbxproj")
          let file = files.display(url)
          let plist: PropertyListValue
          do {
            plist = try PropertyListParser.parse(try files.read(url))
          } catch let error as PropertyListSyntaxError {
            throw ProjectDetectionError.malformedProjectFile(file: file, error)
          }
          let model = try XcodeProject(
            plist, file: file, projectDirectory: project.deletingLastPathComponent())
          targets += try model.buildTargets(file: file, files: files)
        } else {
          targets += try PackageManifestTargets.read(project, files: files)
        }
      } catch let error as ProjectDetectionError {
        notes.append("\(error)")
      } catch {
        notes.append("\(files.display(project)): \(error)")
      }
    }
    return SourceTargets(targets: targets, notes: notes)
  }

  /// The targets that compile the file at a standardized absolute path.
  package func targets(ofFile path: String) -> [Int] {
    var found = byFile[path] ?? []
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
      folder = folder[..<slash]
      guard let entries = byFolder[String(folder)] else { continue }
      let relative = path.dropFirst(folder.count + 1)
      for (target, index) in entries where !found.contains(target) {
        let source = targets[target].folders[index]
        func covers(_ prefix: String) -> Bool {
          relative == prefix || relative.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        }
        guard !source.excluded.contains(where: covers),
          source.only.isEmpty || source.only.contains(where: covers)
        else { continue }
        found.append(target)
      }
    }
    return found.sorted()
  }

  /// Which platforms and minimums apply to the file at a standardized absolute path.
  package func platforms(ofFile path: String) -> FilePlatforms {
    let found = targets(ofFile: path)
    guard !found.isEmpty else { return .unknown }
    return FilePlatforms(found.map { targets[$0] }, names: found.map { names[$0] })
  }
}
