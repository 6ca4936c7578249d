/// Where a strategy's snippet lives in an app: the code around it that makes it a whole Swift
/// file the compiler can check (`validate --typecheck`).
///
/// The set is closed: each kind is one place iOS code is written, and `matrices/harnesses.json`
/// gives the code around it (`HarnessTemplate`).
package enum HarnessKind: String, Sendable, Hashable, CaseIterable {
  /// Declarations at the top of a file: types, extensions, functions.
  case file
  /// The content of a SwiftUI view's `body`: a view, with its modifiers.
  case viewBody = "view-body"
  /// Modifiers applied to a view, each line starting with `.`.
  case viewModifiers = "view-modifiers"
  /// Members of a SwiftUI view: its properties and its `body`.
  case viewMembers = "view-members"
  /// The content of a `.toolbar { … }`: toolbar items.
  case toolbarContent = "toolbar-content"
  /// The content of a SwiftUI app's `body`: its scenes.
  case appScenes = "app-scenes"
  /// Members of a `UIViewController` subclass: overrides, properties, methods.
  case viewControllerMembers = "view-controller-members"
  /// Statements in a `UIViewController` subclass, in `viewDidLoad()`.
  case viewControllerCode = "view-controller-code"
  /// Statements in a `UINavigationController` subclass, in `viewDidLoad()`.
  case navigationControllerCode = "navigation-controller-code"
  /// Statements in a `UITabBarController` subclass, in `viewDidLoad()`.
  case tabBarControllerCode = "tab-bar-controller-code"
  /// Statements in the app delegate's `application(_:didFinishLaunchingWithOptions:)`.
  case appDelegateCode = "app-delegate-code"
  /// Statements in a window scene delegate's `scene(_:willConnectTo:options:)`, with the new
  /// scene's `window`.
  case sceneDelegateCode = "scene-delegate-code"
  /// Statements in a method of an object of the app's own (a coordinator, a router), outside
  /// any view or controller.
  case objectCode = "object-code"
}

/// How a strategy's snippet is checked: in a harness, with the declarations it assumes
/// (`given`), or not at all, for a stated reason (an Info.plist key is no Swift; a library
/// the check does not have).
package enum SnippetHarness: Sendable, Hashable {
  /// The snippet is checked in the harness of `kind`, after the declarations `given` holds
  /// (stand-ins for the app's own types and state the snippet names; never shown to users).
  case checked(HarnessKind, given: String?)
  /// The snippet cannot be checked by the compiler, for this reason.
  case unchecked(reason: String)

  /// The harness, when the snippet is checked.
  package var kind: HarnessKind? {
    if case .checked(let kind, _) = self { return kind }
    return nil
  }
}

/// The code around a snippet of one harness kind: a whole Swift file with the slots
/// `{{given}}` (the declarations the snippet assumes) and `{{snippet}}`.
package struct HarnessTemplate: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The kind it wraps.
  package var kind: HarnessKind
  /// What a snippet of this kind is, as the report says it: `the content of a SwiftUI view's
  /// body`.
  package var title: String
  /// The file's text, with its slots.
  package var code: String
  /// Where the declaration starts.
  package var declaredAt: SourceReference

  /// Creates a template.
  package init(kind: HarnessKind, title: String, code: String, declaredAt: SourceReference) {
    self.kind = kind
    self.title = title
    self.code = code
    self.declaredAt = declaredAt
  }

  /// The id merges and messages use: the kind's raw value.
  package var id: String { kind.rawValue }

  /// The slot the snippet goes in.
  package static let snippetSlot = "snippet"
  /// The slot the declarations the snippet assumes go in.
  package static let givenSlot = "given"
}

extension HarnessTemplate: Declared {}
