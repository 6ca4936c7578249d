import CompatMatrixCore

/// The navigation-related declarations introduced, deprecated or removed between two SDKs,
/// by family: the starting list when a new iOS release ships.
///
/// What counts as navigation-related, and the families, come from the data: see
/// `SDKDiffTracking`. Declarations unavailable on iOS are left out. Only the kinds of files
/// both SDKs hold are compared (a header-only dump has no SwiftUI), and none that cannot be
/// read; when one SDK lacks some of UIKit's headers, only the headers both hold are.
package struct SDKDiff: Sendable {
  /// A change to one declaration.
  package struct Change: Sendable, Hashable {
    /// What changed.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
      /// Declared by the new SDK, not the old one.
      case introduced
      /// Deprecated in the new SDK, not (or differently) in the old one.
      case deprecated
      /// Declared by the old SDK, not the new one.
      case removed
    }

    /// What changed.
    package let kind: Kind
    /// The declaration: the new SDK's, or the old one's when removed.
    package let declaration: SDKDeclaration
    /// Its availability there, with its type's.
    package let availability: DeclaredAvailability
    /// The family it is listed under: `tab`, `navigation`, `presentation`.
    package let family: String
  }

  /// The older SDK.
  package let old: SDKFolder
  /// The newer SDK.
  package let new: SDKFolder
  /// The changes, by family, then by kind, name and location.
  package let changes: [Change]
  /// The kinds of files not compared (`SwiftUI's interface`), and why: only one of the SDKs
  /// holds them, or one cannot read them; a header-only dump would otherwise lose every
  /// SwiftUI declaration.
  package let uncompared: [String]
  /// The files of either SDK that cannot be read: the old SDK's, then the new one's.
  package let problems: [(sdk: SDKFolder, problem: SDKFileProblem)]

  /// The families of the changes, in order.
  package var families: [String] {
    var seen: Set<String> = []
    return changes.compactMap { seen.insert($0.family).inserted ? $0.family : nil }
  }

  /// Compares two SDKs, keeping what the matrix's records make navigation-related.
  package init(old: SDKContents, new: SDKContents, matrix: Matrix) {
    self.old = old.folder
    self.new = new.folder
    let tracking = SDKDiffTracking(matrix)
    var sources: [SourceKind] = []
    var uncompared: [String] = []
    for kind in SourceKind.allCases {
      let held = (kind.isHeld(by: old.folder), kind.isHeld(by: new.folder))
      if held.0 != held.1 {
        uncompared.append("\(kind), which only one of the SDKs holds")
      } else if held.0, let problem = kind.wholeProblem(old) ?? kind.wholeProblem(new) {
        uncompared.append("\(kind): \(problem)")
      } else if held.0 {
        sources.append(kind)
      }
    }
    self.uncompared = uncompared
    problems = old.problems.map { (old.folder, $0) } + new.problems.map { (new.folder, $0) }
    let headers = Self.comparedHeaders(old, new)
    let before = Self.declarations(old.index, tracking, sources, headers)
    let after = Self.declarations(new.index, tracking, sources, headers)
    var changes: [Change] = []
    for (identity, found) in after {
      guard let previous = before[identity] else {
        changes.append(Change(kind: .introduced, found))
        continue
      }
      if let deprecated = found.availability.deprecated,
        previous.availability.deprecated != deprecated
      {
        changes.append(Change(kind: .deprecated, found))
      }
    }
    for (identity, found) in before where after[identity] == nil {
      changes.append(Change(kind: .removed, found))
    }
    let order = Dictionary(uniqueKeysWithValues: Change.Kind.allCases.enumerated().map { ($1, $0) })
    self.changes = changes.sorted {
      ($0.family, order[$0.kind] ?? 0, $0.declaration.qualifiedName, $0.declaration.location)
        < ($1.family, order[$1.kind] ?? 0, $1.declaration.qualifiedName, $1.declaration.location)
    }
  }

  /// The headers both SDKs hold, when one lacks some that UIKit's umbrella headers name (a
  /// partial dump): a header only one holds would otherwise make its declarations seem new or
  /// removed. `nil` when both hold all of theirs.
  private static func comparedHeaders(_ old: SDKContents, _ new: SDKContents) -> Set<String>? {
    let incomplete = (old.problems + new.problems).contains { problem in
      problem.framework == "UIKit" && problem.file.hasSuffix(".h")
    }
    guard incomplete else { return nil }
    return Set(old.folder.headers).intersection(new.folder.headers)
  }

  /// The tracked declarations of an index that iOS has, by identity (container, key and
  /// parameters without module names, so that a type moving from SwiftUI to SwiftUICore is
  /// not a change); the first of duplicates is kept.
  private static func declarations(
    _ index: SDKSymbolIndex, _ tracking: SDKDiffTracking, _ sources: [SourceKind],
    _ headers: Set<String>?
  ) -> [String: TrackedDeclaration] {
    var result: [String: TrackedDeclaration] = [:]
    let named = Set(tracking.symbols.flatMap { $0.declarations(in: index) })
    for declaration in index.declarations {
      let source = SourceKind(declaration)
      guard sources.contains(source),
        let family = tracking.family(of: declaration, named: named.contains(declaration))
      else {
        continue
      }
      if source == .uiKitHeaders, let headers, !headers.contains(declaration.location.file) {
        continue
      }
      let availability = index.availability(of: declaration)
      guard !availability.isUnavailable else { continue }
      let identity =
        "\(declaration.kind.rawValue) \(declaration.container) \(declaration.key) "
        + Self.normalized(declaration.parameters)
      if result[identity] == nil {
        result[identity] = TrackedDeclaration(
          declaration: declaration, availability: availability, family: family)
      }
    }
    return result
  }

  /// A tracked declaration with its availability and family.
  struct TrackedDeclaration {
    let declaration: SDKDeclaration
    let availability: DeclaredAvailability
    let family: String
  }

  /// The kinds of files an SDK declares symbols in.
  private enum SourceKind: CaseIterable, CustomStringConvertible {
    case swiftUIInterface, uiKitHeaders, uiKitInterface

    init(_ declaration: SDKDeclaration) {
      if declaration.framework != "UIKit" {
        self = .swiftUIInterface
      } else {
        self = declaration.location.file.hasSuffix(".h") ? .uiKitHeaders : .uiKitInterface
      }
    }

    /// Why the SDK's files of this kind cannot be compared at all, or `nil`: an interface
    /// that cannot be read (headers are compared one by one).
    func wholeProblem(_ contents: SDKContents) -> String? {
      let modules: Set<String> =
        switch self {
        case .swiftUIInterface: ["SwiftUI", "SwiftUICore"]
        case .uiKitHeaders: []
        case .uiKitInterface: ["UIKit"]
        }
      let problem = contents.problems.first { problem in
        modules.contains(problem.framework) && !problem.file.hasSuffix(".h")
      }
      return problem.map { "\(contents.folder.path)/\($0)" }
    }

    func isHeld(by folder: SDKFolder) -> Bool {
      switch self {
      case .swiftUIInterface: folder.hasInterface("SwiftUI")
      case .uiKitHeaders: !folder.headers.isEmpty
      case .uiKitInterface: folder.hasInterface("UIKit")
      }
    }

    var description: String {
      switch self {
      case .swiftUIInterface: "SwiftUI's interface"
      case .uiKitHeaders: "UIKit's headers"
      case .uiKitInterface: "UIKit's Swift overlay"
      }
    }
  }

  /// Parameters without spaces, attributes and module names.
  static func normalized(_ parameters: String) -> String {
    var text = parameters
    for module in ["SwiftUICore.", "SwiftUI.", "UIKit.", "Swift.", "Foundation.", "_Concurrency."] {
      text = text.replacingAll(module, with: "")
    }
    var result = ""
    var skippingAttribute = false
    for character in text {
      if character == "@" {
        skippingAttribute = true
        continue
      }
      if skippingAttribute {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          continue
        }
        skippingAttribute = false
      }
      if !character.isWhitespace { result.append(character) }
    }
    return result
  }
}

extension SDKDiff.Change {
  fileprivate init(kind: Kind, _ found: SDKDiff.TrackedDeclaration) {
    self.init(
      kind: kind, declaration: found.declaration, availability: found.availability,
      family: found.family)
  }
}
