/// A matrix file's name as messages show it, and its bytes.
public struct MatrixFile: Sendable, Hashable {
  /// The name messages show: `matrices/concerns/pop-to-root.json`.
  public let path: String
  /// The file's contents.
  public let bytes: [UInt8]

  /// Creates a file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Decodes, merges and validates matrix files into one `Matrix`.
///
/// The shipped files come first; a team's files add platforms, APIs, concerns, devices and
/// adoption editions, surfaces, profiles, harnesses and scaffold files, or replace shipped ones with the same id. Within one set of files an id may be declared only once.
public enum MatrixLoader {
  /// The largest matrix file accepted, in bytes.
  package static let fileSizeLimit = 4 * 1024 * 1024

  /// Loads the shipped files and a team's files, or throws every problem found.
  public static func load(shipped: [MatrixFile], team: [MatrixFile] = []) throws(MatrixLoadError)
    -> Matrix
  {
    var diagnostics: [MatrixDiagnostic] = []
    let base = decodeLayer(shipped, into: &diagnostics)
    return try merge(base, team: team, diagnostics: diagnostics)
  }

  /// What valid files declare, in load order (by path, then as declared), or every problem
  /// found in them: the form the build embeds after checking the shipped files.
  package static func validatedDeclarations(_ files: [MatrixFile]) throws(MatrixLoadError)
    -> MatrixFileContents
  {
    var diagnostics: [MatrixDiagnostic] = []
    let layer = decodeLayer(files, into: &diagnostics)
    _ = try merge(layer, team: [], diagnostics: diagnostics)
    return layer
  }

  /// Loads declarations that `validatedDeclarations(_:)` returned when the tool was built,
  /// plus a team's files.
  ///
  /// Without team files nothing is checked again; with them, the team's files and the merge
  /// are checked exactly as `load(shipped:team:)` checks them.
  package static func load(validated shipped: MatrixFileContents, team: [MatrixFile])
    throws(MatrixLoadError) -> Matrix
  {
    guard !team.isEmpty else {
      return Matrix(
        platforms: shipped.platforms, apis: shipped.apis, concerns: shipped.concerns,
        devices: shipped.devices, adoption: shipped.adoption, citations: shipped.citations,
        surfaces: shipped.surfaces, profileReach: shipped.profiles,
        harnesses: shipped.harnesses, scaffolds: shipped.scaffolds)
    }
    return try merge(shipped, team: team, diagnostics: [])
  }

  /// Decodes the team's files over `base`, merges them and validates the result.
  private static func merge(
    _ base: MatrixFileContents, team: [MatrixFile], diagnostics: [MatrixDiagnostic]
  ) throws(MatrixLoadError) -> Matrix {
    var diagnostics = diagnostics
    let overrides = decodeLayer(team, into: &diagnostics)
    let concerns = merge(base.concerns, overrides.concerns, id: \.id)
    diagnostics += duplicateStrategies(in: concerns)
    let matrix = Matrix(
      platforms: merge(base.platforms, overrides.platforms, id: \.platform.rawValue),
      apis: merge(base.apis, overrides.apis, id: \.id),
      concerns: concerns, devices: merge(base.devices, overrides.devices, id: \.id),
      adoption: merge(base.adoption, overrides.adoption, id: \.id),
      citations: merge(base.citations, overrides.citations, id: \.id),
      surfaces: merge(base.surfaces, overrides.surfaces, id: \.id),
      profileReach: merge(base.profiles, overrides.profiles, id: \.id),
      harnesses: merge(base.harnesses, overrides.harnesses, id: \.id),
      scaffolds: merge(base.scaffolds, overrides.scaffolds, id: \.id))
    diagnostics += MatrixValidator.validate(matrix)
    guard diagnostics.isEmpty else { throw MatrixLoadError(diagnostics: diagnostics) }
    return matrix
  }

  private static func decodeLayer(_ files: [MatrixFile], into diagnostics: inout [MatrixDiagnostic])
    -> MatrixFileContents
  {
    var layer = MatrixFileContents()
    var seen: [MatrixEntity: [String: SourceReference]] = [:]
    for file in files.sorted(by: { $0.path < $1.path }) {
      if file.bytes.count > fileSizeLimit {
        diagnostics.append(
          MatrixDiagnostic(
            file: file.path, location: nil, path: "",
            message: .fileTooLarge(limit: fileSizeLimit)))
        continue
      }
      let (contents, problems) = MatrixFileDecoder.decode(file.bytes, file: file.path)
      diagnostics += problems
      layer.platforms += keepFirst(
        contents.platforms, .platform, id: \.platform.rawValue, at: \.declaredAt,
        seen: &seen, diagnostics: &diagnostics)
      layer.apis += keepFirst(
        contents.apis, .api, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.concerns += keepFirst(
        contents.concerns, .concern, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.devices += keepFirst(
        contents.devices, .device, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.adoption += keepFirst(
        contents.adoption, .adoption, id: \.id, at: { $0.reference(to: "measuredOn") },
        seen: &seen, diagnostics: &diagnostics)
      layer.citations += keepFirst(
        contents.citations, .citation, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.surfaces += keepFirst(
        contents.surfaces, .surface, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.profiles += keepFirst(
        contents.profiles, .profile, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.harnesses += keepFirst(
        contents.harnesses, .harness, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
      layer.scaffolds += keepFirst(
        contents.scaffolds, .scaffold, id: \.id, at: { $0.reference(to: "id") }, seen: &seen,
        diagnostics: &diagnostics)
    }
    return layer
  }

  /// The items whose id was not declared before in the layer; each repeated one is reported
  /// at `at`, with where the id was first declared.
  private static func keepFirst<Item>(
    _ items: [Item], _ entity: MatrixEntity, id: (Item) -> String,
    at place: (Item) -> SourceReference, seen: inout [MatrixEntity: [String: SourceReference]],
    diagnostics: inout [MatrixDiagnostic]
  ) -> [Item] {
    items.filter { item in
      if let first = seen[entity, default: [:]][id(item)] {
        diagnostics.append(
          MatrixDiagnostic(at: place(item), .duplicateID(entity, id(item), first: first)))
        return false
      }
      seen[entity, default: [:]][id(item)] = place(item)
      return true
    }
  }

  /// Strategy ids must be unique across every concern; the later declaration in load order
  /// (shipped files, then a team's, each by path) is the one reported.
  private static func duplicateStrategies(in concerns: [Concern]) -> [MatrixDiagnostic] {
    var seen: [String: SourceReference] = [:]
    var problems: [MatrixDiagnostic] = []
    for strategy in concerns.flatMap(\.strategies) {
      if let first = seen[strategy.id] {
        problems.append(
          MatrixDiagnostic(
            at: strategy.reference(to: "id"), .duplicateID(.strategy, strategy.id, first: first)))
      } else {
        seen[strategy.id] = strategy.reference(to: "id")
      }
    }
    return problems
  }

  private static func merge<Item>(_ base: [Item], _ overrides: [Item], id: (Item) -> String)
    -> [Item]
  {
    let replaced = Set(overrides.map(id))
    return base.filter { !replaced.contains(id($0)) } + overrides
  }
}
