/// One Swift file `compat-matrix scaffold` may write: code a team drops into its app and owns,
/// with a slot for each concern whose plan it carries out.
///
/// The file's `code` is a template (`CodeTemplate`): a slot `{{pop-to-root}}` takes the code
/// of the strategies the plan chooses for that concern, each strategy's `ScaffoldFragment`
/// for this file, behind the plan's `#available` checks; a slot `{{pop-to-root.members}}`
/// takes the fragments of that part (declarations the code needs), of every strategy the plan
/// uses, unbranched. The engine knows no file by name: the data declares them.
package struct ScaffoldFile: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The slug: `swiftui-navigation-stack`.
  package var id: String
  /// The file name the scaffold writes: `AppNavigationStack.swift`.
  package var name: String
  /// What the file is, in a line: `The app's navigation stack and its router`.
  package var title: String
  /// Why a team wants it and how to use it, for the file's header.
  package var summary: String
  /// The navigation profiles whose scaffold holds it.
  package var profiles: [NavigationProfile]
  /// The file's text, with its slots.
  package var code: String
  /// Where the code's approach is described.
  package var sources: [String]
  /// The code a slot of the concern's own code takes, by slot name, on a stretch of versions
  /// where the plan's strategy has none for this file, no strategy serves, or the concern
  /// does not arise: what keeps a slot that must be an expression one (`content` for a
  /// modifier's view), so that a file written for its other concerns still means what it
  /// says. A slot without one is left empty there.
  package var fallbacks: [String: String]
  /// Where the declaration starts.
  package var declaredAt: SourceReference

  /// Creates a file.
  package init(
    id: String, name: String, title: String, summary: String, profiles: [NavigationProfile],
    code: String, sources: [String], fallbacks: [String: String] = [:],
    declaredAt: SourceReference
  ) {
    self.id = id
    self.name = name
    self.title = title
    self.summary = summary
    self.profiles = profiles
    self.code = code
    self.sources = sources
    self.fallbacks = fallbacks
    self.declaredAt = declaredAt
  }

  /// The template of the code.
  package var template: CodeTemplate { CodeTemplate(code) }

  /// The concerns whose slots the code holds, in the order they first appear.
  package var concerns: [String] {
    var seen = Set<String>()
    return template.slotNames.map { ScaffoldSlot($0).concern }.filter { seen.insert($0).inserted }
  }
}

extension ScaffoldFile: Declared {}

/// A slot of a scaffold file: a concern, and the part of its strategies' code it takes.
package struct ScaffoldSlot: Sendable, Hashable {
  /// The concern's id.
  package var concern: String
  /// The part: `nil` for the branched code itself, or a name such as `members`.
  package var part: String?

  /// Reads a slot's name: `pop-to-root`, `pop-to-root.members`.
  package init(_ name: String) {
    if let dot = name.firstIndex(of: ".") {
      concern = String(name[..<dot])
      part = String(name[name.index(after: dot)...])
    } else {
      concern = name
      part = nil
    }
  }

  /// Creates a slot.
  package init(concern: String, part: String?) {
    self.concern = concern
    self.part = part
  }

  /// The slot's name as templates write it.
  package var name: String { part.map { "\(concern).\($0)" } ?? concern }
}

/// A strategy's code for one scaffold file: the code its branch holds (no `part`), or a part
/// the file's other slots take (`part`: declarations, members).
package struct ScaffoldFragment: Sendable, Hashable {
  /// The scaffold file's id.
  package var file: String
  /// The part, or `nil` for the code of the strategy's branch.
  package var part: String?
  /// The Swift code.
  package var code: String

  /// Creates a fragment.
  package init(file: String, part: String? = nil, code: String) {
    self.file = file
    self.part = part
    self.code = code
  }
}
