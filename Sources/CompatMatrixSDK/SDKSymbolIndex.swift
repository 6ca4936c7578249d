/// Every declaration of an SDK, by type and by member, with the availability each has once
/// the attributes of its type's declaration are added.
package struct SDKSymbolIndex: Sendable {
  /// Type declarations by Swift path: `NavigationStack`, `UIButton.Configuration`.
  private var types: [String: [SDKDeclaration]] = [:]
  /// Members by container path, then by key (see `MemberKey`).
  private var members: [String: [String: [SDKDeclaration]]] = [:]
  /// Members by key, whatever their container.
  private var membersByKey: [String: [SDKDeclaration]] = [:]
  /// Every declaration, in the order given.
  package let declarations: [SDKDeclaration]

  /// Indexes declarations; Objective-C containers are renamed with `swiftNames`
  /// (`UIViewControllerTransition` → `UIViewController.Transition`).
  package init(_ declarations: [SDKDeclaration], swiftNames: [String: String] = [:]) {
    var renamed: [SDKDeclaration] = []
    renamed.reserveCapacity(declarations.count)
    for declaration in declarations {
      renamed.append(Self.renaming(declaration, swiftNames))
    }
    self.declarations = renamed
    for declaration in renamed {
      if declaration.kind == .type {
        types[declaration.qualifiedName, default: []].append(declaration)
      } else {
        members[declaration.container, default: [:]][declaration.key, default: []].append(
          declaration)
        membersByKey[declaration.key, default: []].append(declaration)
      }
    }
  }

  private static func renaming(_ declaration: SDKDeclaration, _ swiftNames: [String: String])
    -> SDKDeclaration
  {
    guard !swiftNames.isEmpty else { return declaration }
    var container = swiftNames[declaration.container] ?? declaration.container
    var name = declaration.name
    var key = declaration.key
    if declaration.kind == .type, container.isEmpty, let swiftName = swiftNames[name],
      let parsed = SwiftName(swiftName)
    {
      container = parsed.path.joined(separator: ".")
      // `UITabBarControllerSidebar.Animating`: the outer class has a Swift name of its own.
      container = swiftNames[container] ?? container
      name = parsed.baseName
      key = MemberKey.name(name)
    }
    guard container != declaration.container || name != declaration.name else {
      return declaration
    }
    return SDKDeclaration(
      kind: declaration.kind, container: container, name: name, key: key,
      parameters: declaration.parameters, availability: declaration.availability,
      location: declaration.location, framework: declaration.framework)
  }

  /// The declarations of the type at a Swift path.
  package func types(at path: String) -> [SDKDeclaration] {
    types[path] ?? []
  }

  /// The members of a container with a key.
  package func members(of container: String, key: String) -> [SDKDeclaration] {
    members[container]?[key] ?? []
  }

  /// The members with a key in any container, top-level declarations included.
  package func members(anywhere key: String) -> [SDKDeclaration] {
    membersByKey[key] ?? []
  }

  /// Every member of a container, in no particular order.
  package func members(of container: String) -> [SDKDeclaration] {
    members[container].map { $0.values.flatMap { $0 } } ?? []
  }

  /// The availability of a declaration with what its type's declaration (and that type's
  /// container's, and so on) adds: a member of an extension without attributes has its type's.
  package func availability(of declaration: SDKDeclaration) -> DeclaredAvailability {
    declaration.availability.inheriting(availability(ofType: declaration.container, depth: 0))
  }

  private func availability(ofType path: String, depth: Int) -> DeclaredAvailability {
    guard !path.isEmpty, depth < 16, let type = types[path]?.first else {
      return DeclaredAvailability()
    }
    return type.availability.inheriting(availability(ofType: type.container, depth: depth + 1))
  }
}
