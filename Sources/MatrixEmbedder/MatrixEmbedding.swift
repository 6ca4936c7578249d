import CompatMatrixCore
import Foundation

/// Why nothing was generated: the lines to print.
struct EmbedderFailure: Error {
  let lines: [String]
}

/// The generated sources for a set of matrix files, after checking them with the loader.
struct MatrixEmbedding {
  /// Each output file and its source: one per matrix file, then the index.
  let outputs: [(URL, String)]

  /// Reads and validates `files` (each matrix file below `root` and its output), or fails
  /// with every problem, each naming the file by its absolute path so editors can open it.
  init(root: URL, index: URL, files: [(input: URL, output: URL)]) throws(EmbedderFailure) {
    guard
      SwiftLiteral.checkCaseNames(of: Platform.self)
        && SwiftLiteral.checkCaseNames(of: APIKind.self)
        && SwiftLiteral.checkCaseNames(of: Confidence.self)
        && SwiftLiteral.checkCaseNames(of: StrategyOrigin.self)
        && SwiftLiteral.checkCaseNames(of: StrategyStatus.self)
        && SwiftLiteral.checkCaseNames(of: SideEffectScope.self)
        && SwiftLiteral.checkCaseNames(of: LintScope.self)
        && SwiftLiteral.checkCaseNames(of: ArchitectureRole.self)
        && SwiftLiteral.checkCaseNames(of: ConcernLayer.self)
        && SwiftLiteral.checkCaseNames(of: NavigationProfile.self)
        && SwiftLiteral.checkCaseNames(of: DeviceFamily.self)
        && SwiftLiteral.checkCaseNames(of: AdoptionPopulation.self)
        && SwiftLiteral.checkCaseNames(of: Impact.self)
        && SwiftLiteral.checkCaseNames(of: StrategyKind.self)
    else {
      throw EmbedderFailure(lines: [
        "MatrixEmbedder: an enumeration of the matrix model no longer prints its case names"
      ])
    }
    var matrixFiles: [MatrixFile] = []
    var texts: [String: String] = [:]
    var absolute: [String: String] = [:]
    var typeNames: [String: String] = [:]
    for (input, output) in files.sorted(by: { $0.input.path < $1.input.path }) {
      let display = Self.displayPath(of: input, root: root)
      guard let data = FileManager.default.contents(atPath: input.path) else {
        throw EmbedderFailure(lines: ["\(input.path): error: cannot read the file"])
      }
      let bytes = [UInt8](data)
      let text = String(decoding: bytes, as: UTF8.self)
      guard Array(text.utf8) == bytes else {
        throw EmbedderFailure(lines: ["\(input.path): error: the file is not UTF-8"])
      }
      matrixFiles.append(MatrixFile(path: display, bytes: bytes))
      texts[display] = text
      absolute[display] = input.path
      typeNames[display] = output.deletingPathExtension().lastPathComponent
    }
    let layer: MatrixFileContents
    do {
      layer = try MatrixLoader.validatedDeclarations(matrixFiles)
    } catch {
      throw EmbedderFailure(
        lines: error.diagnostics.map { diagnostic in
          MatrixDiagnostic(
            file: absolute[diagnostic.file] ?? diagnostic.file, location: diagnostic.location,
            path: diagnostic.path, message: diagnostic.message
          ).description
        })
    }
    var byFile: [String: MatrixFileContents] = [:]
    for platform in layer.platforms {
      byFile[platform.declaredAt.file, default: MatrixFileContents()].platforms.append(platform)
    }
    for api in layer.apis {
      byFile[api.declaredAt.file, default: MatrixFileContents()].apis.append(api)
    }
    for concern in layer.concerns {
      byFile[concern.declaredAt.file, default: MatrixFileContents()].concerns.append(concern)
    }
    for device in layer.devices {
      byFile[device.declaredAt.file, default: MatrixFileContents()].devices.append(device)
    }
    for edition in layer.adoption {
      byFile[edition.declaredAt.file, default: MatrixFileContents()].adoption.append(edition)
    }
    for citation in layer.citations {
      byFile[citation.declaredAt.file, default: MatrixFileContents()].citations.append(citation)
    }
    for surface in layer.surfaces {
      byFile[surface.declaredAt.file, default: MatrixFileContents()].surfaces.append(surface)
    }
    for profile in layer.profiles {
      byFile[profile.declaredAt.file, default: MatrixFileContents()].profiles.append(profile)
    }
    for harness in layer.harnesses {
      byFile[harness.declaredAt.file, default: MatrixFileContents()].harnesses.append(harness)
    }
    for file in layer.scaffolds {
      byFile[file.declaredAt.file, default: MatrixFileContents()].scaffolds.append(file)
    }
    var outputs: [(URL, String)] = []
    var platforms: [(key: String, call: String)] = []
    var apis: [(key: String, call: String)] = []
    var concerns: [(key: String, call: String)] = []
    var devices: [String] = []
    var adoption: [(key: String, call: String)] = []
    var citations: [(key: String, call: String)] = []
    var surfaces: [(key: String, call: String)] = []
    var profiles: [(key: String, call: String)] = []
    var harnesses: [(key: String, call: String)] = []
    var scaffolds: [(key: String, call: String)] = []
    for ((_, output), file) in zip(files.sorted(by: { $0.input.path < $1.input.path }), matrixFiles)
    {
      let typeName = typeNames[file.path] ?? ""
      let declared = byFile[file.path] ?? MatrixFileContents()
      var writer = FileSourceWriter(
        path: file.path, typeName: typeName, text: texts[file.path] ?? "", declarations: declared)
      outputs.append((output, writer.source()))
      platforms += declared.platforms.enumerated().map {
        ($1.platform.rawValue, "\(typeName).platform\($0)()")
      }
      apis += declared.apis.enumerated().map { ($1.id, "\(typeName).api\($0)()") }
      concerns += declared.concerns.enumerated().map { ($1.id, "\(typeName).concern\($0)()") }
      devices += declared.devices.indices.map { "\(typeName).device\($0)()" }
      adoption += declared.adoption.enumerated().map { ($1.id, "\(typeName).adoption\($0)()") }
      citations += declared.citations.enumerated().map {
        ($1.id, "\(typeName).citation\($0)()")
      }
      surfaces += declared.surfaces.enumerated().map { ($1.id, "\(typeName).surface\($0)()") }
      profiles += declared.profiles.enumerated().map { ($1.id, "\(typeName).profile\($0)()") }
      harnesses += declared.harnesses.enumerated().map { ($1.id, "\(typeName).harness\($0)()") }
      scaffolds += declared.scaffolds.enumerated().map { ($1.id, "\(typeName).scaffold\($0)()") }
    }
    let indexText = Self.indexSource(
      files: matrixFiles.compactMap { typeNames[$0.path] },
      platforms: platforms.sorted { $0.key < $1.key }.map(\.call),
      apis: apis.sorted { $0.key < $1.key }.map(\.call),
      concerns: concerns.sorted { $0.key < $1.key }.map(\.call), devices: devices,
      adoption: adoption.sorted { $0.key < $1.key }.map(\.call),
      citations: citations.sorted { $0.key < $1.key }.map(\.call),
      surfaces: surfaces.sorted { $0.key < $1.key }.map(\.call),
      profiles: profiles.sorted { $0.key < $1.key }.map(\.call),
      harnesses: harnesses.sorted { $0.key < $1.key }.map(\.call),
      scaffolds: scaffolds.sorted { $0.key < $1.key }.map(\.call))
    outputs.append((index, indexText))
    self.outputs = outputs
  }

  /// The file's path from `root`'s parent: `matrices/concerns/pop-to-root.json`.
  static func displayPath(of file: URL, root: URL) -> String {
    let relative = String(file.path.dropFirst(root.path.count).drop { $0 == "/" })
    return "\(root.lastPathComponent)/\(relative)"
  }

  /// The enumeration that lists every embedded file and builds every declaration in the order
  /// `Matrix` keeps (each kind sorted by id; devices in declaration order), so that building
  /// it sorts nothing.
  static func indexSource(
    files: [String], platforms: [String], apis: [String], concerns: [String],
    devices: [String] = [], adoption: [String] = [], citations: [String] = [],
    surfaces: [String] = [], profiles: [String] = [], harnesses: [String] = [],
    scaffolds: [String] = []
  ) -> String {
    var lines = [
      "// Generated by MatrixEmbedder from the package's matrices/ folder. Do not edit.",
      "import CompatMatrixCore",
      "",
      "/// The shipped matrix files, embedded and validated when the package was built.",
      "enum EmbeddedMatrices {",
      "  /// Each file's display path and text, sorted by path.",
      "  static var files: [(path: String, text: String)] {",
      "    [",
    ]
    lines += files.map { "      (\($0).path, \($0).text)," }
    lines += [
      "    ]",
      "  }",
      "",
      "  /// The platforms' releases alone, sorted by platform: what `versions` needs, built",
      "  /// without the rest of the data.",
      "  static func platformReleases() -> [PlatformReleases] {",
      "    [",
    ]
    lines += platforms.map { "      \($0)," }
    lines += [
      "    ]",
      "  }",
      "",
      "  /// What the files declare, each kind sorted by id.",
      "  static func declarations() -> MatrixFileContents {",
      "    var layer = MatrixFileContents()",
      "    layer.platforms = platformReleases()",
    ]
    let kinds = [
      ("apis", apis), ("concerns", concerns), ("devices", devices),
      ("adoption", adoption), ("citations", citations), ("surfaces", surfaces),
      ("profiles", profiles), ("harnesses", harnesses), ("scaffolds", scaffolds),
    ]
    for (kind, calls) in kinds {
      lines += ["    layer.\(kind) = ["] + calls.map { "      \($0)," } + ["    ]"]
    }
    lines += ["    return layer", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }
}

/// Writes generated files.
enum EmbedderOutput {
  /// Writes `source` to `url` unless the file already holds exactly that text.
  static func writeIfChanged(_ source: String, to url: URL) throws(EmbedderFailure) {
    let data = Data(source.utf8)
    guard FileManager.default.contents(atPath: url.path) != data else { return }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw EmbedderFailure(lines: ["MatrixEmbedder: cannot write \(url.path): \(error)"])
    }
  }
}
