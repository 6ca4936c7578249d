import Foundation

/// A small Xcode project written for a test: targets whose files are folders synchronized
/// with the file system (Xcode 16's buildable folders), each with its build settings, under
/// a project whose own settings every target inherits. Each configuration (`Debug`,
/// `Release`) gets the same settings unless a target gives it its own.
struct XcodeProjectFixture {
  struct Target {
    var name: String
    var productType = "com.apple.product-type.application"
    /// Folders, relative to the project's folder, whose Swift files it compiles.
    var folders: [String]
    /// Its build settings, in every configuration.
    var settings: [String: String]
    /// Settings of one configuration only, by configuration name.
    var perConfiguration: [String: [String: String]] = [:]
  }

  var name: String
  /// The project's own build settings.
  var settings: [String: String]
  var targets: [Target]

  static let configurations = ["Debug", "Release"]

  /// The text of `project.pbxproj`.
  var pbxproj: String {
    var objects: [String] = []
    var counter = 0
    func id() -> String {
      counter += 1
      return String(format: "F1%022d", counter)
    }
    func configurations(_ settings: [String: String], _ extra: [String: [String: String]])
      -> String
    {
      let list = id()
      var ids: [String] = []
      for name in Self.configurations {
        let configuration = id()
        ids.append(configuration)
        let merged = settings.merging(extra[name] ?? [:]) { _, own in own }
        let lines = merged.keys.sorted().map { "\t\t\t\t\(quoted($0)) = \(quoted(merged[$0]!));" }
        objects.append(
          """
          \t\t\(configuration) = {
          \t\t\tisa = XCBuildConfiguration;
          \t\t\tbuildSettings = {
          \(lines.joined(separator: "\n"))
          \t\t\t};
          \t\t\tname = \(name);
          \t\t};
          """)
      }
      objects.append(
        """
        \t\t\(list) = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (\(ids.map { $0 + ", " }.joined()));
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        """)
      return list
    }
    var folderIDs: [String: String] = [:]
    for folder in Set(targets.flatMap(\.folders)).sorted() {
      let group = id()
      folderIDs[folder] = group
      objects.append(
        "\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(folder)); "
          + "sourceTree = \"<group>\"; };")
    }
    let mainGroup = id()
    objects.append(
      """
      \t\t\(mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (\(folderIDs.keys.sorted().map { folderIDs[$0]! + ", " }.joined()));
      \t\t\tsourceTree = "<group>";
      \t\t};
      """)
    var targetIDs: [String] = []
    for target in targets {
      let targetID = id()
      targetIDs.append(targetID)
      let list = configurations(target.settings, target.perConfiguration)
      let groups = target.folders.map { folderIDs[$0]! + ", " }.joined()
      objects.append(
        """
        \t\t\(targetID) = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(list);
        \t\t\tbuildPhases = ();
        \t\t\tfileSystemSynchronizedGroups = (\(groups));
        \t\t\tname = \(quoted(target.name));
        \t\t\tproductType = "\(target.productType)";
        \t\t};
        """)
    }
    let projectList = configurations(settings, [:])
    let root = id()
    objects.append(
      """
      \t\t\(root) = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = \(projectList);
      \t\t\tmainGroup = \(mainGroup);
      \t\t\tprojectDirPath = "";
      \t\t\tprojectRoot = "";
      \t\t\ttargets = (\(targetIDs.map { $0 + ", " }.joined()));
      \t\t};
      """)
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 77;
      \tobjects = {
      \(objects.joined(separator: "\n"))
      \t};
      \trootObject = \(root);
      }

      """
  }

  /// Writes `NAME.xcodeproj/project.pbxproj` in `folder`.
  func write(in folder: URL) throws {
    let project = folder.appendingPathComponent("\(name).xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(pbxproj.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
  }

  /// A value as the property list needs it: quoted unless it is a plain word.
  private func quoted(_ value: String) -> String {
    let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) }
    return plain && !value.isEmpty ? value : "\"\(value)\""
  }
}
