/// Where a declaration is in an SDK: a file, relative to the SDK folder, and a line.
package struct SDKLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file, relative to the SDK folder:
  /// `System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h`.
  package let file: String
  /// The line, from 1.
  package let line: Int

  /// Creates a location.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`.
  package var description: String { "\(file):\(line)" }

  /// The file's name without its folders, with the line: `UINavigationBar.h:58`.
  package var short: String {
    "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
  }

  /// Orders locations by file, then line.
  package static func < (lhs: SDKLocation, rhs: SDKLocation) -> Bool {
    (lhs.file, lhs.line) < (rhs.file, rhs.line)
  }
}

/// One declaration an SDK makes public: a type, or a member of one, with the iOS availability
/// its attributes give (its own, merged with those of the extensions and types around it).
package struct SDKDeclaration: Sendable, Hashable {
  /// What it declares.
  package enum Kind: String, Sendable, Hashable {
    /// A struct, class, enum, protocol or actor; an Objective-C class or protocol.
    case type
    /// A function, method, initializer or macro; an Objective-C method.
    case function
    /// A `var` or `let`; an Objective-C property.
    case property
    /// An enum case.
    case enumCase
    /// A type alias or associated type.
    case typeAlias
  }

  /// What it declares.
  package let kind: Kind
  /// The Swift name of the type it belongs to (`NavigationStack`, `UIButton.Configuration`),
  /// or empty at the top level.
  package let container: String
  /// Its name as written: `NavigationStack`, `init(path:root:)`, `topBarTrailing`, or an
  /// Objective-C selector, `pushViewController:animated:`.
  package let name: String
  /// The key members are looked up by; see `MemberKey`.
  package let key: String
  /// The parameter list as written, for telling overloads apart; empty when there is none.
  package let parameters: String
  /// The iOS availability its attributes and those of the scopes around it give.
  package let availability: DeclaredAvailability
  /// Where it is declared.
  package let location: SDKLocation
  /// The framework whose files declare it: `SwiftUI`, `SwiftUICore`, `UIKit`.
  package let framework: String

  /// Creates a declaration.
  package init(
    kind: Kind, container: String, name: String, key: String, parameters: String = "",
    availability: DeclaredAvailability, location: SDKLocation, framework: String
  ) {
    self.kind = kind
    self.container = container
    self.name = name
    self.key = key
    self.parameters = parameters
    self.availability = availability
    self.location = location
    self.framework = framework
  }

  /// The Swift path of a type declaration (`UIButton.Configuration`), or the name of a member
  /// with its container (`NavigationStack.init(path:root:)`).
  package var qualifiedName: String {
    container.isEmpty ? name : "\(container).\(name)"
  }
}
