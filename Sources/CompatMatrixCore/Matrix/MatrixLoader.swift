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
/// The shipped files come first; a team's files add platforms, APIs and concerns, or replace
/// shipped ones with the same id. Within one set of files an id may be declared only once.
public enum MatrixLoader {
  /// The largest matrix file accepted, in bytes.
  public static let fileSizeLimit = 4 * 1024 * 1024

  /// Loads the shipped files and a team's files, or throws every problem found.
  public static func load(shipped: [MatrixFile], team: [MatrixFile] = []) throws(MatrixLoadError)
    -> Matrix
  {
    var diagnostics: [MatrixDiagnostic] = []
    let base = decodeLayer(shipped, into: &diagnostics)
    let overrides = decodeLayer(team, into: &diagnostics)
    let concerns = merge(base.concerns, overrides.concerns, id: \.id)
    diagnostics += duplicateStrategies(in: concerns)
    let matrix = Matrix(
      platforms: merge(base.platforms, overrides.platforms, id: \.platform.rawValue),
      apis: merge(base.apis, overrides.apis, id: \.id),
      concerns: concerns,
      citations: merge(base.citations, overrides.citations, id: \.id))
    diagnostics += MatrixValidator.validate(matrix)
    guard diagnostics.isEmpty else { throw MatrixLoadError(diagnostics: diagnostics) }
    return matrix
  }

  private static func decodeLayer(_ files: [MatrixFile], into diagnostics: inout [MatrixDiagnostic])
    -> MatrixFileContents
  {
    var layer = MatrixFileContents()
    var platformsSeen: [String: SourceReference] = [:]
    var apisSeen: [String: SourceReference] = [:]
    var concernsSeen: [String: SourceReference] = [:]
    var citationsSeen: [String: SourceReference] = [:]
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
      for platform in contents.platforms {
        if let first = platformsSeen[platform.platform.rawValue] {
          diagnostics.append(
            MatrixDiagnostic(
              at: platform.declaredAt,
              .duplicateID(.platform, platform.platform.rawValue, first: first)))
        } else {
          platformsSeen[platform.platform.rawValue] = platform.declaredAt
          layer.platforms.append(platform)
        }
      }
      for api in contents.apis {
        if let first = apisSeen[api.id] {
          diagnostics.append(
            MatrixDiagnostic(at: api.reference(to: "id"), .duplicateID(.api, api.id, first: first)))
        } else {
          apisSeen[api.id] = api.reference(to: "id")
          layer.apis.append(api)
        }
      }
      for concern in contents.concerns {
        if let first = concernsSeen[concern.id] {
          diagnostics.append(
            MatrixDiagnostic(
              at: concern.reference(to: "id"), .duplicateID(.concern, concern.id, first: first)))
        } else {
          concernsSeen[concern.id] = concern.reference(to: "id")
          layer.concerns.append(concern)
        }
      }
      for citation in contents.citations {
        if let first = citationsSeen[citation.id] {
          diagnostics.append(
            MatrixDiagnostic(
              at: citation.reference(to: "id"),
              .duplicateID(.citation, citation.id, first: first)))
        } else {
          citationsSeen[citation.id] = citation.reference(to: "id")
          layer.citations.append(citation)
        }
      }
    }
    return layer
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
