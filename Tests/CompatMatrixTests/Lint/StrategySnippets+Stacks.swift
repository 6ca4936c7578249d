extension StrategySnippets {
  /// Subtitles, containers, destinations, sheets, state restoration, title placements.
  static let stacks: [Entry] = [
    Entry(
      strategy: "subtitle-navigation-subtitle", is: ["List { }.navigationSubtitle(\"3 unread\")"],
      isNot: ["List { }.navigationTitle(\"Inbox\")"]),
    Entry(
      strategy: "subtitle-uikit-subtitle", is: ["navigationItem.subtitle = \"3 unread\""],
      isNot: ["navigationItem.title = \"Inbox\"", "cell.subtitle = \"3 unread\""]),
    Entry(
      strategy: "subtitle-principal-custom-title",
      is: ["ToolbarItem(placement: .principal) { VStack { Text(\"a\") } }"],
      isNot: ["ToolbarItem(placement: .primaryAction) { Button(\"a\") {} }"]),
    Entry(
      strategy: "subtitle-uikit-title-view", is: ["navigationItem.titleView = stack"],
      isNot: ["navigationItem.title = \"Inbox\""]),
    Entry(
      strategy: "container-navigation-view", is: ["NavigationView { List { } }"],
      isNot: ["let style = NavigationViewStyle.self", "// NavigationView { }"]),
    Entry(
      strategy: "container-navigation-stack",
      is: ["NavigationStack { Root() }", "SwiftUI.NavigationStack { Root() }"],
      isNot: [
        // The backport's own type, and a longer name.
        "NavigationStackBackport.NavigationStack { Root() }", "NBNavigationStack { Root() }",
      ]),
    Entry(
      strategy: "container-uikit-navigation-controller",
      is: ["let nav = UINavigationController(rootViewController: list)"],
      isNot: [
        "extension UINavigationController {}",
        "let nav = controller.navigationController as? UINavigationController",
      ]),
    Entry(
      strategy: "container-uikit-hosting-controllers",
      is: [
        "let host = UIHostingController(rootView: Detail())\nnavigationController?.pushViewController(host, animated: true)"
      ],
      isNot: [
        "let host = UIHostingController(rootView: Detail())\naddChild(host)\nview.addSubview(host.view)"
      ]),
    Entry(
      strategy: "container-navigation-stack-backport",
      is: [
        "NavigationStackBackport.NavigationStack { Root() }",
        "List { }.backport.navigationDestination(for: Item.self) { Detail($0) }",
      ],
      isNot: ["NavigationStack { Root() }"]),
    Entry(
      strategy: "destinations-once-at-root",
      is: [
        "NavigationStack(path: $path) {\n  List { }.navigationDestination(for: Item.self) { Detail($0) }\n}",
        "NavigationStack {\n  List { }.navigationDestination(for: Item.self) { Detail($0) }\n}",
      ],
      isNot: ["List { }.navigationDestination(for: Item.self) { Detail($0) }"]),
    Entry(
      strategy: "sheet-navigation-stack",
      is: ["List { }.sheet(isPresented: $editing) { NavigationStack { Editor() } }"],
      isNot: ["NavigationStack { Editor() }"]),
    Entry(
      strategy: "sheet-navigation-view",
      is: ["List { }.sheet(item: $item) { NavigationView { Editor($0) } }"],
      isNot: ["NavigationView { Editor() }"]),
    Entry(
      strategy: "sheet-uikit-navigation-controller",
      is: ["present(UINavigationController(rootViewController: editor), animated: true)"],
      isNot: ["present(editor, animated: true)"]),
    Entry(
      strategy: "restore-codable-navigation-path",
      is: [
        "let saved = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)"
      ],
      isNot: ["let path = NavigationPath()"]),
    Entry(
      strategy: "deeplink-on-open-url-path",
      is: [
        "NavigationStack(path: $path) { Root() }\n  .onOpenURL { url in path.append(url) }",
        "NavigationStack(path: $path) { Root() }\n  .onOpenURL(perform: open)",
      ],
      isNot: ["WindowGroup { Root() }.onOpenURL { url in open(url) }"]),
    Entry(
      strategy: "restore-uikit-set-view-controllers",
      is: [
        "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }"
      ],
      isNot: ["navigationController.setViewControllers([list, detail], animated: false)"]),
    Entry(
      strategy: "restore-backport-codable-path",
      is: ["let path = NavigationStackBackport.NavigationPath(saved)"],
      isNot: ["let path = NavigationPath()"]),
    Entry(
      strategy: "title-placement-principal",
      is: ["ToolbarItem(placement: .principal) { Text(\"Inbox\") }"],
      isNot: ["ToolbarItem(placement: .primaryAction) { Button(\"a\") {} }"]),
    Entry(
      strategy: "title-placement-title", is: ["ToolbarItem(placement: .title) { Text(\"Inbox\") }"],
      isNot: ["ToolbarItem(placement: .principal) { Text(\"Inbox\") }"]),
    Entry(
      strategy: "title-placement-ios26-subtitle-areas",
      is: [
        "ToolbarItem(placement: .subtitle) { Text(\"a\") }",
        "ToolbarItem(placement: .largeSubtitle) { Text(\"a\") }",
        "ToolbarItem(placement: .largeTitle) { Text(\"a\") }",
      ],
      isNot: ["List { }.navigationSubtitle(\"a\")"]),
    Entry(
      strategy: "title-placement-uikit-title-view", is: ["navigationItem.titleView = label"],
      isNot: ["navigationItem.title = \"Inbox\""]),
  ]
}
