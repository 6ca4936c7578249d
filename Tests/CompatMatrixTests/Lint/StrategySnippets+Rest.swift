extension StrategySnippets {
  /// Title display modes, toolbar placements, value-based navigation, zoom transitions.
  static let rest: [Entry] = [
    Entry(
      strategy: "title-navigation-bar-title-display-mode",
      is: ["List { }.navigationBarTitle(\"Inbox\", displayMode: .large)"],
      isNot: ["List { }.navigationBarTitle(\"Inbox\")"]),
    Entry(
      strategy: "title-navigation-title-display-mode",
      is: ["List { }.navigationBarTitleDisplayMode(.inline)"],
      isNot: ["List { }.navigationTitle(\"Inbox\")"]),
    Entry(
      strategy: "title-toolbar-title-display-mode",
      is: ["List { }.toolbarTitleDisplayMode(.inlineLarge)"],
      isNot: ["List { }.navigationBarTitleDisplayMode(.inline)"]),
    Entry(
      strategy: "title-uikit-large-titles",
      is: [
        "navigationController?.navigationBar.prefersLargeTitles = true",
        "navigationItem.largeTitleDisplayMode = .never",
      ],
      isNot: ["label.font = .preferredFont(forTextStyle: .largeTitle)"]),
    Entry(
      strategy: "placements-navigation-bar-items",
      is: ["List { }.navigationBarItems(trailing: EditButton())"],
      isNot: ["List { }.toolbar { EditButton() }"]),
    Entry(
      strategy: "placements-navigation-bar-leading-trailing",
      is: [
        "ToolbarItem(placement: .navigationBarLeading) { EditButton() }",
        "ToolbarItemGroup(placement: .navigationBarLeading) { EditButton() }",
        "ToolbarItem(placement: .navigationBarTrailing) { EditButton() }",
        "ToolbarItemGroup(placement: .navigationBarTrailing) { EditButton() }",
      ],
      isNot: ["ToolbarItem(placement: .topBarLeading) { EditButton() }"]),
    Entry(
      strategy: "placements-top-bar",
      is: [
        "ToolbarItem(placement: .topBarLeading) { EditButton() }",
        "ToolbarItem(placement: .topBarTrailing) { EditButton() }",
      ],
      isNot: ["ToolbarItem(placement: .navigationBarLeading) { EditButton() }"]),
    Entry(
      strategy: "placements-semantic",
      is: ["ToolbarItem(placement: .primaryAction) { Button(\"Add\") {} }"],
      isNot: ["ToolbarItem(placement: .bottomBar) { Button(\"Add\") {} }"]),
    Entry(
      strategy: "placements-top-bar-pinned-trailing",
      is: ["ToolbarItem(placement: .topBarPinnedTrailing) { Button(\"Add\") {} }"],
      isNot: ["ToolbarItem(placement: .topBarTrailing) { Button(\"Add\") {} }"]),
    Entry(
      strategy: "placements-uikit-bar-button-items",
      is: ["navigationItem.rightBarButtonItem = editButtonItem"],
      isNot: ["navigationItem.leftBarButtonItem = editButtonItem"]),
    Entry(
      strategy: "value-link-navigation-destination",
      is: [
        "NavigationLink(\"Open\", value: item)",
        "List { }.navigationDestination(for: Item.self) { Detail($0) }",
      ],
      isNot: ["NavigationLink(\"Open\") { Detail() }"]),
    Entry(
      strategy: "value-tag-selection-navigation-view",
      is: ["NavigationLink(destination: Detail(), tag: 1, selection: $selection) { Text(\"a\") }"],
      isNot: ["NavigationLink(destination: Detail(), isActive: $showing) { Text(\"a\") }"]),
    Entry(
      strategy: "value-backport-library",
      is: ["List { }.backport.navigationDestination(for: Item.self) { Detail($0) }"],
      isNot: ["List { }.navigationDestination(for: Item.self) { Detail($0) }"]),
    Entry(
      strategy: "zoom-swiftui-navigation-transition",
      is: [
        "Detail().navigationTransition(.zoom(sourceID: id, in: namespace))",
        "Cell().matchedTransitionSource(id: id, in: namespace)",
      ],
      isNot: [
        "Detail().navigationTransition(.automatic)",
        "Cell().matchedGeometryEffect(id: id, in: namespace)",
      ]),
    Entry(
      strategy: "zoom-uikit-preferred-transition",
      is: ["detail.preferredTransition = .zoom { _ in cell }"],
      isNot: ["detail.modalTransitionStyle = .crossDissolve"]),
    Entry(
      strategy: "zoom-uikit-custom-animator",
      is: [
        "final class Zoom: NSObject, UIViewControllerAnimatedTransitioning {}\nfunc navigationController(_ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from: UIViewController, to: UIViewController) -> UIViewControllerAnimatedTransitioning? { Zoom() }"
      ],
      isNot: ["final class Zoom: NSObject, UIViewControllerAnimatedTransitioning {}"]),
  ]
}
