extension StrategySnippets {
  /// Pop to root, pushes, search, split views, swipe-back, tabs.
  static let routing: [Entry] = [
    Entry(
      strategy: "pop-root-isactive-chain",
      is: [
        "struct First: View {\n  @State var active = false\n  var body: some View {\n    NavigationView { NavigationLink(destination: Second(root: $active), isActive: $active) { Text(\"b\") } }\n  }\n}"
      ],
      isNot: [
        "struct First: View {\n  var body: some View {\n    NavigationStack { NavigationLink(destination: Second(), isActive: $on) { Text(\"b\") } }\n  }\n}"
      ]),
    Entry(
      strategy: "pop-root-isactive-chain-in-stack",
      is: [
        "struct First: View {\n  @State var active = false\n  var body: some View {\n    NavigationStack { NavigationLink(destination: Second(root: $active), isActive: $active) { Text(\"b\") } }\n  }\n}"
      ],
      isNot: [
        "struct First: View {\n  var body: some View {\n    NavigationView { NavigationLink(destination: Second(), isActive: $on) { Text(\"b\") } }\n  }\n}"
      ]),
    Entry(
      strategy: "pop-root-stack-path-reset", is: ["NavigationStack(path: $path) { Root() }"],
      isNot: ["NavigationStack { Root() }"]),
    Entry(
      strategy: "pop-root-uikit",
      is: ["navigationController?.popToRootViewController(animated: true)"],
      isNot: ["navigationController?.popViewController(animated: true)"]),
    Entry(
      strategy: "push-isactive-link",
      is: ["NavigationLink(destination: Detail(), isActive: $showing) { EmptyView() }"],
      isNot: ["NavigationLink(destination: Detail()) { Text(\"Open\") }"]),
    Entry(
      strategy: "push-path-append",
      is: [
        "struct A: View {\n  @State var path: [Int] = []\n  var body: some View { NavigationStack(path: $path) { Button(\"Next\") { path.append(1) } } }\n}"
      ],
      isNot: [
        "struct A: View {\n  var body: some View { NavigationStack(path: $path) { Button(\"Root\") { path.removeAll() } } }\n}"
      ]),
    Entry(
      strategy: "push-destination-is-presented",
      is: ["List { }.navigationDestination(isPresented: $showing) { Detail() }"],
      isNot: ["List { }.sheet(isPresented: $showing) { Detail() }"]),
    Entry(
      strategy: "push-destination-item",
      is: ["List { }.navigationDestination(item: $selected) { Detail($0) }"],
      isNot: ["List { }.navigationDestination(for: Item.self) { Detail($0) }"]),
    Entry(
      strategy: "push-uikit",
      is: [
        "navigationController?.pushViewController(UIHostingController(rootView: Detail()), animated: true)"
      ],
      isNot: ["navigationController?.pushViewController(DetailViewController(), animated: true)"]),
    Entry(
      strategy: "search-uikit-search-controller", is: ["navigationItem.searchController = search"],
      isNot: ["let searchController = UISearchController(searchResultsController: nil)"]),
    Entry(
      strategy: "search-searchable", is: ["List { }.searchable(text: $query)"],
      isNot: ["TextField(\"Search\", text: $query)"]),
    Entry(
      strategy: "search-searchable-minimized", is: ["List { }.searchToolbarBehavior(.minimize)"],
      isNot: ["List { }.searchable(text: $query)"]),
    Entry(
      strategy: "split-preferred-compact-column",
      is: [
        "NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }"
      ],
      isNot: ["NavigationSplitView { Sidebar() } detail: { Detail() }"]),
    Entry(
      strategy: "split-uikit-top-column-for-collapsing",
      is: [
        "func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column) -> UISplitViewController.Column { .primary }"
      ],
      isNot: [
        "func splitViewController(_ svc: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool { true }"
      ]),
    Entry(
      strategy: "split-uikit-collapse-secondary",
      is: [
        "func splitViewController(_ svc: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool { true }"
      ],
      isNot: [
        "func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column) -> UISplitViewController.Column { .primary }",
        "let collapseSecondaryLater = true",
      ]),
    Entry(
      strategy: "split-navigation-split-view",
      is: ["NavigationSplitView { Sidebar() } detail: { Detail() }"],
      isNot: ["HStack { Sidebar(); Detail() }"]),
    Entry(
      strategy: "split-navigation-view-columns",
      is: [
        "NavigationView { Sidebar() }.navigationViewStyle(.columns)",
        "NavigationView { Sidebar() }.navigationViewStyle(DoubleColumnNavigationViewStyle())",
      ],
      isNot: ["NavigationView { Sidebar() }.navigationViewStyle(.stack)"]),
    Entry(
      strategy: "split-uikit-column-style",
      is: ["let split = UISplitViewController(style: .doubleColumn)"],
      isNot: ["let split = UISplitViewController()"]),
    Entry(
      strategy: "split-uikit-classic", is: ["let split = UISplitViewController()"],
      isNot: ["let split = UISplitViewController(style: .tripleColumn)"]),
    Entry(
      strategy: "swipe-back-gesture-delegate-enabler",
      is: [
        "struct Enabler: UIViewControllerRepresentable {\n  func attach(_ nav: UINavigationController) { nav.interactivePopGestureRecognizer?.delegate = coordinator }\n}"
      ],
      isNot: [
        "final class Screen: UIViewController {\n  override func viewDidAppear(_ animated: Bool) { navigationController?.interactivePopGestureRecognizer?.isEnabled = true }\n}"
      ]),
    Entry(
      strategy: "swipe-back-uikit-screen-delegate",
      is: [
        "final class Screen: UIViewController, UIGestureRecognizerDelegate {\n  override func viewDidLoad() { navigationController?.interactivePopGestureRecognizer?.delegate = self }\n  func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }\n}"
      ],
      isNot: ["navigationController?.interactivePopGestureRecognizer?.isEnabled = false"]),
    Entry(
      strategy: "swipe-back-global-extension",
      is: [
        "extension UINavigationController: UIGestureRecognizerDelegate {}",
        "extension UINavigationController {\n  func enable() { interactivePopGestureRecognizer?.delegate = self }\n}",
        "final class Navigation: UINavigationController {\n  override func viewDidLoad() { interactivePopGestureRecognizer?.delegate = self }\n}",
        "final class Navigation: UINavigationController {\n  override func viewDidLoad() { interactivePopGestureRecognizer.delegate = self }\n}",
        "final class Navigation: UINavigationController {\n  func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { viewControllers.count > 1 }\n}",
      ],
      isNot: [
        // One screen's delegate, not every navigation controller's.
        "final class Screen: UIViewController {\n  override func viewDidLoad() { navigationController?.interactivePopGestureRecognizer?.delegate = self }\n}"
      ]),
    Entry(
      strategy: "swipe-back-appearance-proxy",
      is: ["UINavigationController.appearance().interactivePopGestureRecognizer?.isEnabled = true"],
      isNot: ["navigationController?.interactivePopGestureRecognizer?.isEnabled = true"]),
    Entry(
      strategy: "swipe-back-drag-gesture-dismiss",
      is: [
        "struct S: View {\n  @Environment(\\.dismiss) var dismiss\n  var body: some View { Color.clear.gesture(DragGesture().onEnded { _ in dismiss() }) }\n}"
      ],
      isNot: [
        "struct Card: View {\n  var body: some View { Color.clear.gesture(DragGesture().onChanged { offset = $0.translation }) }\n}"
      ]),
    Entry(
      strategy: "tabs-tabitem-navigation-view",
      is: [
        "TabView { NavigationView { Home() }.tabItem { Label(\"Home\", systemImage: \"house\") } }",
        "TabView { NavigationView { Home() }.tabItem(label) }",
      ],
      isNot: ["TabView { Home().tabItem { Label(\"Home\", systemImage: \"house\") } }"]),
    Entry(
      strategy: "tabs-tabitem-navigation-stack",
      is: [
        "TabView { NavigationStack { Home() }.tabItem { Label(\"Home\", systemImage: \"house\") } }",
        "TabView { NavigationStack { Home() }.tabItem(label) }",
      ],
      isNot: ["TabView { Home().tabItem { Label(\"Home\", systemImage: \"house\") } }"]),
    Entry(
      strategy: "tabs-tab-navigation-stack",
      is: ["TabView { Tab(\"Home\", systemImage: \"house\") { NavigationStack { Home() } } }"],
      isNot: [
        // An app's own `Tab` type, outside a TabView.
        "let tab = Tab(title: \"Home\", systemImage: \"house\")\nlet stack = NavigationStack { Home() }"
      ]),
    Entry(
      strategy: "tabs-uikit-tab-bar-controller",
      is: [
        "tabs.viewControllers = [home, settings]\nhome.tabBarItem = UITabBarItem(title: \"Home\", image: nil, tag: 0)"
      ],
      isNot: ["navigationController.viewControllers.append(detail)"]),
  ]
}
