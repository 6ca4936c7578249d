import CompatMatrixCore
import CompatMatrixSDK

/// A use of an API record's symbol in Swift, which the compiler type-checks to tell where
/// the API is available: made from the record's symbol and kind, or the record's own `probe`
/// expression where the symbol alone cannot be used.
///
/// | kind | the use |
/// |---|---|
/// | a type (`struct`, `class`, `protocol`, `enum`, `type-alias`) | `extension NavigationStack {}` |
/// | `initializer`, `method`, `function` | `_ = UIBarButtonItem.init(customView:)`, unapplied |
/// | `modifier` | `_ = view.navigationBarHidden(_:)`, on a view of a generic type |
/// | `property` | `_ = { (value: UINavigationBar) in value.tintColor }` |
/// | `enum-case` (a static member used like a case) | `_ = ToolbarItemPlacement.principal` |
/// | `probe` given | `_ = PROBE`, in a function where `view` is a view when the probe names it |
///
/// An unapplied reference names one declaration by its labels, so a generic member (whose
/// generic parameters it cannot infer) or an overloaded one (`toolbarBackground(_:for:)
/// (Visibility)`) needs a `probe`; the compiler says so, and the verdict says to give one.
package struct RecordProbe: Sendable, Hashable {
  /// The declaration at the top level of a file that holds the use.
  package let code: String
  /// Whether the record gave the use (`probe`) rather than the symbol and kind.
  package let isExplicit: Bool
  /// The name the compiler quotes in its diagnostics about the symbol (`navigationBarHidden`,
  /// `init`, `NavigationStack`): its base name.
  package let baseName: String

  /// Why a record has no use.
  package struct NotCheckable: Error, Sendable, Hashable {
    /// Why, in words.
    package let reason: String
  }

  /// The use of a record, numbered `index` in its file (functions need names of their own).
  package static func make(for record: APIRecord, index: Int) -> Result<RecordProbe, NotCheckable> {
    let symbol = RecordSymbol(record)
    let baseName = symbol?.baseName ?? record.symbol
    let name = "probe\(index)"
    if let probe = record.probe {
      return .success(
        RecordProbe(code: function(name, body: probe), isExplicit: true, baseName: baseName))
    }
    guard let symbol else {
      return .failure(
        NotCheckable(reason: "its symbol is not a Swift name; give the record a `probe`"))
    }
    // An empty label list would be a call, not a reference: `configure()` is referred to
    // as `configure`.
    let labels = symbol.labels.flatMap { $0.isEmpty ? nil : $0 }
    let member = symbol.baseName + (labels.map { "(\($0.map { $0 + ":" }.joined()))" } ?? "")
    let container = symbol.container
    let code: String
    switch record.kind {
    case .struct, .class, .protocol, .enum, .typeAlias:
      code = "extension \(container.isEmpty ? "" : container + ".")\(symbol.baseName) {}"
    case .modifier:
      code =
        "func \(name)<ProbeValue: \(container)>(_ view: ProbeValue) { _ = view.\(member) }"
    case .property:
      guard !container.isEmpty else { return .failure(noType(record)) }
      code = function(name, body: "{ (value: \(container)) in value.\(member) }")
    case .enumCase:
      guard !container.isEmpty else { return .failure(noType(record)) }
      code = function(name, body: "\(container).\(member)")
    case .initializer where symbol.labels == []:
      guard !container.isEmpty else { return .failure(noType(record)) }
      code = function(name, body: "\(container)()")
    case .initializer, .method:
      guard !container.isEmpty else { return .failure(noType(record)) }
      code = function(name, body: "\(container).\(member)")
    case .function:
      code = function(name, body: container.isEmpty ? member : "\(container).\(member)")
    case .macro:
      return .failure(NotCheckable(reason: "a macro; give the record a `probe`"))
    }
    return .success(RecordProbe(code: code, isExplicit: false, baseName: symbol.baseName))
  }

  /// `func probe3() { _ = BODY }`, or a function generic over a SwiftUI view named `view`
  /// when the body uses `view`.
  private static func function(_ name: String, body: String) -> String {
    let bytes = Array(body.utf8)
    let usesView = SwiftTokenizer.tokenize(bytes).contains { token in
      token.kind == .identifier && token.name(in: bytes) == "view"
    }
    let parameters = usesView ? "<ProbeView: View>(_ view: ProbeView)" : "()"
    return "func \(name)\(parameters) { _ = \(body) }"
  }

  private static func noType(_ record: APIRecord) -> NotCheckable {
    NotCheckable(
      reason:
        "its symbol names no type (write it `Type.\(record.symbol)`), or give the record a "
        + "`probe`")
  }
}
