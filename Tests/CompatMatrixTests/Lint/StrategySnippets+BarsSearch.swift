extension StrategySnippets {
  /// The iOS 26 bars and search, routers and search, and iOS 27's bars and transitions.
  static let barsAndSearch: [Entry] = [
    Entry(
      strategy: "search-toolbar-default-toolbar-item",
      is: [
        "List { }\n  .searchable(text: $query)\n  .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }"
      ],
      isNot: ["List { }.toolbar { DefaultToolbarItem(kind: .sidebarToggle) }"]),
    Entry(
      strategy: "search-toolbar-uikit-placement-item",
      is: ["toolbarItems = [filterItem, navigationItem.searchBarPlacementBarButtonItem]"],
      isNot: ["navigationItem.searchController = searchController"]),
    Entry(
      strategy: "search-toolbar-uikit-keep-in-navigation-bar",
      is: ["navigationItem.searchBarPlacementAllowsToolbarIntegration = false"],
      isNot: ["navigationItem.searchBarPlacementAllowsToolbarIntegration = true"]),
    Entry(
      strategy: "search-toolbar-uikit-integrated-button",
      is: ["navigationItem.preferredSearchBarPlacement = .integratedButton"],
      isNot: ["navigationItem.preferredSearchBarPlacement = .integrated"]),
    Entry(
      strategy: "search-uikit-integrated-placement",
      is: ["navigationItem.preferredSearchBarPlacement = .integrated"],
      isNot: [
        "navigationItem.preferredSearchBarPlacement = .integratedButton",
        "navigationItem.preferredSearchBarPlacement = .stacked",
      ]),
    Entry(
      strategy: "scroll-edge-uikit-edge-effect",
      is: [
        "tableView.topEdgeEffect.style = .hard", "collectionView.bottomEdgeEffect.style = .soft",
      ],
      isNot: [
        "let style = tableView.topEdgeEffect.style", "tableView.topEdgeEffect.isHidden = true",
      ]),
    Entry(
      strategy: "scroll-edge-uikit-edge-effect-hidden",
      is: [
        "tableView.topEdgeEffect.isHidden = true", "scrollView.bottomEdgeEffect.isHidden = true",
      ],
      isNot: [
        "let hidden = tableView.topEdgeEffect.isHidden", "tableView.topEdgeEffect.style = .hard",
      ]),
    Entry(
      strategy: "scroll-edge-uikit-element-container",
      is: [
        "let interaction = UIScrollEdgeElementContainerInteraction()\nbar.addInteraction(interaction)"
      ],
      isNot: ["var interaction: UIScrollEdgeElementContainerInteraction?"]),
    Entry(
      strategy: "scroll-edge-swiftui-style",
      is: ["List { }.scrollEdgeEffectStyle(.hard, for: .top)"],
      isNot: ["List { }.scrollEdgeEffectHidden(true, for: .top)"]),
    Entry(
      strategy: "scroll-edge-swiftui-safe-area-bar",
      is: [
        "ScrollView { }\n  .safeAreaBar(edge: .bottom) { Button(\"Share\") { }.buttonStyle(.glass) }"
      ],
      isNot: ["ScrollView { }\n  .safeAreaInset(edge: .bottom) { Bar() }"]),
    Entry(
      strategy: "scroll-edge-swiftui-hidden",
      is: ["MapView().scrollEdgeEffectHidden(true, for: .top)"],
      isNot: ["MapView().scrollEdgeEffectStyle(.soft, for: .top)"]),
    Entry(
      strategy: "prominent-swiftui-glass-prominent",
      is: [
        "List { }.toolbar {\n  ToolbarItem(placement: .confirmationAction) {\n    Button(\"Save\") { }.buttonStyle(.glassProminent)\n  }\n}"
      ],
      isNot: ["VStack { Button(\"Save\") { }.buttonStyle(.glassProminent) }"]),
    Entry(
      strategy: "prominent-swiftui-bordered-prominent",
      is: [
        "List { }.toolbar {\n  ToolbarItem(placement: .confirmationAction) {\n    Button(\"Save\") { }.buttonStyle(.borderedProminent)\n  }\n}"
      ],
      isNot: ["VStack { Button(\"Save\") { }.buttonStyle(.borderedProminent) }"]),
    Entry(
      strategy: "prominent-swiftui-confirmation-action",
      is: [
        "List { }.toolbar { ToolbarItem(placement: .confirmationAction) { Button(\"Save\") { } } }"
      ],
      isNot: [
        "List { }.toolbar { ToolbarItem(placement: .cancellationAction) { Button(\"Cancel\") { } } }"
      ]),
    Entry(
      strategy: "router-observable-path",
      is: ["@Observable final class Router {\n  var path = NavigationPath()\n}"],
      isNot: [
        "@Observable final class Store {\n  var items: [Item] = []\n}",
        "struct Root: View {\n  @State private var path = NavigationPath()\n  var body: some View { NavigationStack(path: $path) { Home() } }\n}",
      ]),
    Entry(
      strategy: "router-observable-object-path",
      is: ["final class Router: ObservableObject {\n  @Published var path = NavigationPath()\n}"],
      isNot: [
        "final class Store: ObservableObject {\n  @Published var items = [Item]()\n}",
        "struct Root: View {\n  @State private var path = NavigationPath()\n  var body: some View { NavigationStack(path: $path) { Home() } }\n}",
      ]),
    Entry(
      strategy: "search-activation-search-focused",
      is: ["List { }\n  .searchable(text: $query)\n  .searchFocused($searchFocused)"],
      isNot: ["TextField(\"Name\", text: $name).focused($nameFocused)"]),
    Entry(
      strategy: "search-activation-is-presented",
      is: ["List { }.searchable(text: $query, isPresented: $isSearching)"],
      isNot: ["List { }.searchable(text: $query)"]),
    Entry(
      strategy: "search-activation-uikit-is-active",
      is: [
        "func startSearch() { navigationItem.searchController?.isActive = true }",
        "func startSearch() { self.searchController.isActive = true }",
      ],
      isNot: [
        "func stopSearch() { navigationItem.searchController?.isActive = false }",
        "func start() { animator.isActive = true }",
      ]),
    Entry(
      strategy: "search-activation-dismiss-only",
      is: [
        "struct R: View {\n  @Environment(\\.dismissSearch) private var dismissSearch\n  var body: some View { Text(\"a\") }\n}"
      ],
      isNot: [
        "struct R: View {\n  @Environment(\\.dismiss) private var dismiss\n  var body: some View { Text(\"a\") }\n}"
      ]),
    Entry(
      strategy: "search-scopes-swiftui-activation",
      is: [
        "List { }\n  .searchable(text: $query)\n  .searchScopes($scope, activation: .onSearchPresentation) { Text(\"All\").tag(0) }"
      ],
      isNot: [
        "List { }\n  .searchable(text: $query)\n  .searchScopes($scope) { Text(\"All\").tag(0) }"
      ]),
    Entry(
      strategy: "search-scopes-swiftui",
      is: [
        "List { }\n  .searchable(text: $query)\n  .searchScopes($scope) { Text(\"All\").tag(0) }"
      ],
      isNot: [
        "List { }\n  .searchable(text: $query)\n  .searchScopes($scope, activation: .onTextEntry) { Text(\"All\").tag(0) }"
      ]),
    Entry(
      strategy: "search-scopes-uikit-scope-bar-activation",
      is: ["searchController.scopeBarActivation = .onSearchActivation"],
      isNot: ["searchController.automaticallyShowsScopeBar = true"]),
    Entry(
      strategy: "search-scopes-uikit-scope-button-titles",
      is: ["searchController.searchBar.scopeButtonTitles = [\"All\", \"Unread\"]"],
      isNot: ["searchController.searchBar.showsScopeBar = true"]),
    Entry(
      strategy: "overflow-swiftui-visibility-priority",
      is: [
        "List { }.toolbar {\n  ToolbarItem { ShareButton() }\n    .visibilityPriority(.high)\n}"
      ],
      isNot: ["HStack { Text(\"a\").layoutPriority(1) }"]),
    Entry(
      strategy: "overflow-uikit-visibility-priority",
      is: ["shareItem.visibilityPriority = .high"],
      isNot: ["shareItem.isHidden = true"]),
    Entry(
      strategy: "overflow-swiftui-overflow-menu",
      is: ["List { }.toolbar {\n  ToolbarOverflowMenu { Button(\"Archive\") { } }\n}"],
      isNot: ["List { }.toolbar {\n  ToolbarItem { Menu(\"More\") { Button(\"Archive\") { } } }\n}"]
    ),
    Entry(
      strategy: "status-bar-toolbar-visibility",
      is: ["PhotoView().toolbarVisibility(.hidden, for: .statusBar)"],
      isNot: ["PhotoView().toolbarVisibility(.hidden, for: .navigationBar)"]),
    Entry(
      strategy: "status-bar-uikit-prefers-hidden",
      is: [
        "final class PhotoViewController: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n}"
      ],
      isNot: [
        "func hidden(_ controller: UIViewController) -> Bool { controller.prefersStatusBarHidden }"
      ]),
    Entry(
      strategy: "cross-fade-swiftui-navigation-transition",
      is: ["ReaderView().navigationTransition(.crossFade)"],
      isNot: ["ReaderView().navigationTransition(.zoom(sourceID: id, in: zoom))"]),
    Entry(
      strategy: "glass-uikit-shares-background",
      is: ["profileItem.sharesBackground = false"],
      isNot: ["profileItem.hidesSharedBackground = true", "profileItem.sharesBackground = true"]),
    Entry(
      strategy: "glass-uikit-fixed-space",
      is: ["navigationItem.rightBarButtonItems = [moreItem, .fixedSpace(), shareItem]"],
      isNot: [
        "navigationItem.rightBarButtonItems = [moreItem, .fixedSpace(12), shareItem]",
        "toolbarItems = [.flexibleSpace(), shareItem]",
      ]),
    Entry(
      strategy: "glass-uikit-navigation-bar-minimization",
      is: ["navigationItem.navigationBarMinimization.minimizationBehavior = .onScrollDown"],
      isNot: ["List { }.toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)"]),
    Entry(
      strategy: "subtitle-uikit-large-subtitle",
      is: [
        "navigationItem.largeSubtitle = \"3 unread\"",
        "navigationItem.largeTitle = \"All Inboxes\"",
      ],
      isNot: [
        "navigationItem.largeTitleDisplayMode = .always",
        "label.font = .preferredFont(forTextStyle: .largeTitle)",
      ]),
    Entry(
      strategy: "title-placement-uikit-subtitle-views",
      is: [
        "navigationItem.subtitleView = statusView",
        "navigationItem.largeSubtitleView = summaryView",
      ],
      isNot: ["navigationItem.titleView = headerView"]),
    Entry(
      strategy: "zoom-swiftui-toolbar-source",
      is: [
        "List { }.toolbar {\n  ToolbarItem(placement: .topBarTrailing) { SettingsLink() }\n    .matchedTransitionSource(id: \"settings\", in: zoom)\n}"
      ],
      isNot: ["Thumbnail(photo: photo).matchedTransitionSource(id: photo.id, in: zoom)"]),
    Entry(
      strategy: "zoom-uikit-bar-button-source",
      is: [
        "settings.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in self.settingsItem })"
      ],
      isNot: ["detail.preferredTransition = .zoom(sourceViewProvider: { _ in self.cell })"]),
  ]
}
