extension StrategySnippets {
  /// Split views, customisable bars and the title menu, and the tabs of iOS 18 and 26.
  static let splitBarsTabs: [Entry] = [
    Entry(
      strategy: "three-columns-navigation-split-view",
      is: [
        "NavigationSplitView {\n  Folders()\n} content: {\n  Messages()\n} detail: {\n  Message()\n}",
        "NavigationSplitView(columnVisibility: $columns, sidebar: { Folders() }, content: { Messages() }, detail: { Message() })",
      ],
      isNot: ["NavigationSplitView {\n  Folders()\n} detail: {\n  Message()\n}"]),
    Entry(
      strategy: "three-columns-uikit-triple-column",
      is: ["let split = UISplitViewController(style: .tripleColumn)"],
      isNot: ["let split = UISplitViewController(style: .doubleColumn)"]),
    Entry(
      strategy: "three-columns-swiftui-nested-stack",
      is: ["NavigationLink(\"Inbox\", destination: Messages()).isDetailLink(false)"],
      isNot: ["NavigationLink(\"Inbox\", destination: Messages()).isDetailLink(true)"]),
    Entry(
      strategy: "inspector-swiftui-modifier",
      is: ["Editor().inspector(isPresented: $shows) { Inspector() }"],
      isNot: ["Editor().sheet(isPresented: $shows) { Inspector() }"]),
    Entry(
      strategy: "inspector-uikit-column",
      is: [
        "split.setViewController(InspectorViewController(), for: .inspector)",
        "split.show(.inspector)",
      ],
      isNot: [
        "split.setViewController(DetailViewController(), for: .secondary)", "split.show(.primary)",
      ]),
    Entry(
      strategy: "column-layout-swiftui-style-and-widths",
      is: [
        "NavigationSplitView { A() } detail: { B() }\n  .navigationSplitViewStyle(.balanced)",
        "Sidebar().navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 320)",
      ],
      isNot: ["NavigationView { A() }.navigationViewStyle(.columns)"]),
    Entry(
      strategy: "column-layout-uikit-split-behavior",
      is: ["split.preferredSplitBehavior = .tile", "split.preferredPrimaryColumnWidth = 280"],
      isNot: ["split.preferredPrimaryColumnWidthFraction = 0.3"]),
    Entry(
      strategy: "column-layout-uikit-classic",
      is: ["split.preferredPrimaryColumnWidthFraction = 0.3"],
      isNot: ["split.preferredPrimaryColumnWidth = 280"]),
    Entry(
      strategy: "sidebar-toggle-toolbar-removing",
      is: ["Sidebar().toolbar(removing: .sidebarToggle)"],
      isNot: [
        "Sidebar().toolbar(removing: .title)", "Sidebar().toolbar(.hidden, for: .navigationBar)",
      ]),
    Entry(
      strategy: "sidebar-toggle-uikit-button-visibility",
      is: ["split.displayModeButtonVisibility = .never"],
      isNot: ["split.presentsWithGesture = false"]),
    Entry(
      strategy: "sidebar-toggle-uikit-presents-with-gesture",
      is: ["split.presentsWithGesture = false"],
      isNot: ["split.presentsWithGesture = true"]),
    Entry(
      strategy: "sidebar-toggle-uikit-classic-button-item",
      is: ["detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem"],
      isNot: ["detail.navigationItem.leftBarButtonItem = editButtonItem"]),
    Entry(
      strategy: "bar-custom-uikit-item-groups",
      is: [
        "navigationItem.centerItemGroups = [bold.creatingFixedGroup()]",
        "navigationItem.customizationIdentifier = \"editor\"",
      ],
      isNot: [
        "navigationItem.trailingItemGroups = [share.creatingFixedGroup()]",
        "tabBarController.customizationIdentifier = \"tabs\"",
      ]),
    Entry(
      strategy: "bar-custom-swiftui-toolbar-id",
      is: ["Editor().toolbar(id: \"editor\") {\n  ToolbarItem(id: \"bold\") { Bold() }\n}"],
      isNot: ["Editor().toolbar {\n  ToolbarItem { Bold() }\n}"]),
    Entry(
      strategy: "nav-title-menu-uikit-provider",
      is: ["navigationItem.titleMenuProvider = { suggested in UIMenu(children: suggested) }"],
      isNot: ["navigationItem.titleView = titleButton"]),
    Entry(
      strategy: "nav-title-menu-swiftui-toolbar-title-menu",
      is: ["Editor().toolbarTitleMenu { RenameButton() }"],
      isNot: [
        "Editor().toolbar {\n  ToolbarItem(placement: .principal) { Menu(\"Draft\") { Button(\"Rename\") { } } }\n}"
      ]),
    Entry(
      strategy: "nav-title-menu-uikit-title-button",
      is: [
        "func setUp() {\n  button.showsMenuAsPrimaryAction = true\n  navigationItem.titleView = button\n}"
      ],
      isNot: [
        "func setUp() {\n  button.showsMenuAsPrimaryAction = true\n  view.addSubview(button)\n}"
      ]),
    Entry(
      strategy: "nav-title-menu-swiftui-principal-menu",
      is: [
        "Text(\"a\").toolbar {\n  ToolbarItem(placement: .principal) {\n    Menu(\"Draft\") { Button(\"Rename\") { } }\n  }\n}"
      ],
      isNot: [
        "Text(\"a\").toolbar {\n  ToolbarItem(placement: .topBarTrailing) {\n    Menu(\"More\") { Button(\"Rename\") { } }\n  }\n}"
      ]),
    Entry(
      strategy: "tab-custom-swiftui-customization",
      is: [
        "TabView {\n  Tab(\"A\", systemImage: \"a\") { A() }\n}\n.tabViewCustomization($customization)"
      ],
      isNot: ["TabView { A() }.tabViewStyle(.sidebarAdaptable)"]),
    Entry(
      strategy: "tab-custom-uikit-customization-identifier",
      is: [
        "tabBarController.customizationIdentifier = \"tabs\"", "archiveTab.allowsHiding = true",
      ],
      isNot: [
        "navigationItem.customizationIdentifier = \"editor\"", "archiveTab.allowsHiding = false",
      ]),
    Entry(
      strategy: "tab-custom-uikit-more-tab",
      is: ["tabBarController.customizableViewControllers = tabBarController.viewControllers"],
      isNot: ["tabBarController.viewControllers = [home, library]"]),
    Entry(
      strategy: "tab-search-swiftui-role",
      is: [
        "TabView {\n  Tab(value: .search, role: .search) { SearchView() }\n}",
        "TabView {\n  Tab(\"Search\", systemImage: \"magnifyingglass\", value: 1, role: .search) { SearchView() }\n}",
      ],
      isNot: ["TabView {\n  Tab(\"Library\", systemImage: \"books.vertical\") { Library() }\n}"]),
    Entry(
      strategy: "tab-search-uikit-search-tab",
      is: [
        "let search = UISearchTab { _ in SearchViewController() }",
        "let search = UISearchTab(viewControllerProvider: { _ in SearchViewController() })",
      ],
      isNot: [
        "let tab = UITab(title: \"Search\", image: nil, identifier: \"search\") { _ in SearchViewController() }"
      ]),
    Entry(
      strategy: "tab-bar-hidden-uikit-set-hidden",
      is: [
        "tabBarController?.setTabBarHidden(true, animated: true)",
        "tabBarController?.isTabBarHidden = true",
        "override func viewDidLoad() {\n  super.viewDidLoad()\n  setTabBarHidden(true, animated: false)\n}",
      ],
      isNot: ["tabBarController?.tabBar.isHidden = true"]),
    Entry(
      strategy: "tab-bar-hidden-uikit-hides-bottom-bar",
      is: [
        "player.hidesBottomBarWhenPushed = true",
        "init() {\n  super.init(nibName: nil, bundle: nil)\n  hidesBottomBarWhenPushed = true\n}",
      ],
      isNot: ["player.hidesBottomBarWhenPushed = false"]),
    Entry(
      strategy: "tab-bar-hidden-swiftui-toolbar-visibility",
      is: ["Player().toolbarVisibility(.hidden, for: .tabBar)"],
      isNot: ["Player().toolbarVisibility(.hidden, for: .navigationBar)"]),
    Entry(
      strategy: "tab-bar-hidden-swiftui-toolbar-for",
      is: ["Player().toolbar(.hidden, for: .tabBar)"],
      isNot: ["Player().toolbar(.hidden, for: .navigationBar)"]),
    Entry(
      strategy: "ipad-tabs-uikit-compact-trait",
      is: [
        "override func viewDidLoad() {\n  super.viewDidLoad()\n  if #available(iOS 18.0, *) { traitOverrides.horizontalSizeClass = .compact }\n}"
      ],
      isNot: [
        "override func viewDidLoad() {\n  super.viewDidLoad()\n  traitOverrides.horizontalSizeClass = .regular\n}"
      ]),
    Entry(
      strategy: "ipad-tabs-swiftui-compact-environment",
      is: ["TabView { A() }.environment(\\.horizontalSizeClass, .compact)"],
      isNot: ["TabView { A() }.environment(\\.horizontalSizeClass, .regular)"]),
    Entry(
      strategy: "sidebar-content-swiftui-modifiers",
      is: [
        "TabView { A() }.tabViewSidebarHeader { Logo() }",
        "TabView { A() }.tabViewSidebarFooter { Version() }",
        "TabView { A() }.tabViewSidebarBottomBar { Account() }",
      ],
      isNot: ["TabView { A() }.tabViewBottomAccessory { Player() }"]),
    Entry(
      strategy: "sidebar-content-uikit-sidebar",
      is: [
        "tabBarController.sidebar.headerContentConfiguration = header",
        "tabBarController.sidebar.footerContentConfiguration = footer",
        "tabBarController.sidebar.bottomBarView = account",
      ],
      isNot: ["cell.contentConfiguration = header"]),
    Entry(
      strategy: "glass-uikit-tab-bar-minimize",
      is: ["tabBarController.tabBarMinimizeBehavior = .onScrollDown"],
      isNot: ["TabView { A() }.tabBarMinimizeBehavior(.onScrollDown)"]),
  ]
}
