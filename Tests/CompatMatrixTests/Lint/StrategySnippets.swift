/// For every strategy of the shipped data with lint patterns: code that is the strategy (each
/// pattern must match one of these) and code that uses the same API, or nearly the same
/// code, for something else (no pattern may match these). `StrategyPatternTableTests` holds
/// the data to it, so a new pattern comes with its snippets.
enum StrategySnippets {
  /// A strategy's snippets: `is` the strategy, `isNot` something else.
  struct Entry {
    let strategy: String
    let `is`: [String]
    let isNot: [String]
  }

  /// Every entry, by strategy id.
  static let all: [String: Entry] = Dictionary(
    uniqueKeysWithValues: (bars + backAndBars + stacks + routing + rest + presentation
      + barsAndSearch + splitBarsTabs).map {
        ($0.strategy, $0)
      })

  /// Bar tint, bottom bars, content swipe-back, custom back buttons and bars.
  static let bars: [Entry] = [
    Entry(
      strategy: "tint-appearance-proxy",
      is: [
        "import SwiftUI\nstruct V: View {\n  init() { UINavigationBar.appearance().tintColor = .red }\n  var body: some View { Text(\"a\") }\n}",
        "import SwiftUI\n@main struct A: App {\n  init() { UINavigationBar.appearance().tintColor = .red }\n  var body: some Scene { WindowGroup { Text(\"a\") } }\n}",
        "import SwiftUI\nimport UIKit\nfunc launch() { UINavigationBar.appearance().tintColor = .red }",
      ],
      isNot: [
        "import UIKit\nfunc launch() { UINavigationBar.appearance().tintColor = .red }",
        "import SwiftUI\nstruct V: View {\n  init() { UINavigationBar.appearance().barTintColor = .red }\n  var body: some View { Text(\"a\") }\n}",
      ]),
    Entry(
      strategy: "tint-modifier", is: ["NavigationStack { Root() }\n  .tint(.green)"],
      isNot: ["navigationBar.tintColor = .green", "let tint = Color.green"]),
    Entry(
      strategy: "tint-accent-color",
      is: [
        "NavigationStack(path: $path) { Root() }\n  .accentColor(.red)",
        "NavigationView { Root() }.accentColor(.red)",
      ],
      isNot: [
        "Button(\"a\") { }.accentColor(.red)", "NavigationStack { Root().accentColor(.red) }",
      ]),
    Entry(
      strategy: "tint-uikit-navigation-bar",
      is: ["navigationController?.navigationBar.tintColor = .red"],
      isNot: ["tabBarController?.tabBar.tintColor = .red", "view.tintColor = .red"]),
    Entry(
      strategy: "bottom-bar-standard-appearance-only",
      is: [
        "func style() { tabBar.standardAppearance = appearance }",
        "func style() { UIToolbar.appearance().standardAppearance = appearance }",
        "func style() { UITabBar.appearance().standardAppearance = appearance }",
        "func style() { navigationController?.toolbar.standardAppearance = appearance }",
      ],
      isNot: [
        "func style() {\n  tabBar.standardAppearance = appearance\n  tabBar.scrollEdgeAppearance = appearance\n}",
        "func style() { navigationBar.standardAppearance = appearance }",
      ]),
    Entry(
      strategy: "bottom-bar-both-appearance-slots",
      is: [
        "tabBarController.tabBar.scrollEdgeAppearance = appearance",
        "UITabBar.appearance().scrollEdgeAppearance = appearance",
        "func style() {\n  let tabs = UITabBarAppearance()\n  bar.scrollEdgeAppearance = tabs\n}",
        "navigationController?.toolbar.scrollEdgeAppearance = appearance",
        "UIToolbar.appearance().scrollEdgeAppearance = appearance",
        "func style() {\n  let bottom = UIToolbarAppearance()\n  bar.scrollEdgeAppearance = bottom\n}",
      ],
      isNot: [
        // A navigation bar's slot (iOS 13) set beside a tab bar appearance.
        "func style() {\n  let tabs = UITabBarAppearance()\n  let nav = UINavigationBarAppearance()\n  UINavigationBar.appearance().scrollEdgeAppearance = nav\n}",
        "navigationController?.navigationBar.scrollEdgeAppearance = appearance",
      ]),
    Entry(
      strategy: "content-pop-failure-requirements",
      is: ["pan.require(toFail: nav.interactiveContentPopGestureRecognizer!)"],
      isNot: [
        "pan.require(toFail: nav.interactivePopGestureRecognizer!)",
        "let gesture = nav.interactiveContentPopGestureRecognizer",
      ]),
    Entry(
      strategy: "content-pop-disable-per-screen",
      is: ["nav.interactiveContentPopGestureRecognizer?.isEnabled = false"],
      isNot: [
        "struct Probe: UIViewControllerRepresentable {}\nfunc f() { nav.interactiveContentPopGestureRecognizer?.isEnabled = false }",
        "nav.interactivePopGestureRecognizer?.isEnabled = false",
      ]),
    Entry(
      strategy: "content-pop-disable-swiftui-probe",
      is: [
        "struct Probe: UIViewControllerRepresentable {\n  func f(_ nav: UINavigationController) { _ = nav.interactiveContentPopGestureRecognizer }\n}",
        "nav.interactiveContentPopGestureRecognizer?.isEnabled = false",
      ],
      isNot: ["let gesture = nav.interactiveContentPopGestureRecognizer"]),
    Entry(
      strategy: "custom-back-toolbar-navigation-bar-leading",
      is: [
        "struct S: View {\n  var body: some View {\n    Text(\"a\").navigationBarBackButtonHidden(true)\n      .toolbar { ToolbarItem(placement: .navigationBarLeading) { Button(\"Back\") {} } }\n  }\n}"
      ],
      isNot: [
        "struct S: View {\n  var body: some View {\n    Text(\"a\").toolbar { ToolbarItem(placement: .navigationBarLeading) { EditButton() } }\n  }\n}"
      ]),
    Entry(
      strategy: "custom-back-toolbar-top-bar-leading",
      is: [
        "struct S: View {\n  var body: some View {\n    Text(\"a\").navigationBarBackButtonHidden(true)\n      .toolbar { ToolbarItem(placement: .topBarLeading) { Button(\"Back\") {} } }\n  }\n}"
      ],
      isNot: [
        "struct S: View {\n  var body: some View {\n    Text(\"a\").toolbar { ToolbarItem(placement: .topBarLeading) { EditButton() } }\n  }\n}"
      ]),
    Entry(
      strategy: "custom-back-navigation-bar-items",
      is: [
        "struct S: View {\n  var body: some View {\n    Text(\"a\").navigationBarBackButtonHidden(true).navigationBarItems(leading: Button(\"Back\") {})\n  }\n}"
      ],
      isNot: [
        "struct S: View {\n  var body: some View { Text(\"a\").navigationBarItems(leading: EditButton()) }\n}"
      ]),
    Entry(
      strategy: "custom-back-uikit-left-bar-button-item",
      is: [
        "navigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Back\", style: .plain, target: self, action: #selector(back))",
        "navigationItem.leftBarButtonItems = [back, spacer]",
      ],
      isNot: [
        "navigationItem.leftBarButtonItem = nil",
        // A modal's close button: the screen is presented, it has no back button to lose.
        "navigationItem.leftBarButtonItem = close\n@objc func closeTapped() { dismiss(animated: true) }",
      ]),
    Entry(
      strategy: "custom-back-empty-back-title", is: ["navigationItem.backButtonTitle = \"\""],
      isNot: ["navigationItem.title = \"\"", "let backButtonTitle = \"\""]),
    Entry(
      strategy: "custom-back-display-mode-minimal",
      is: ["navigationItem.backButtonDisplayMode = .minimal"],
      isNot: ["navigationItem.backButtonDisplayMode = .generic"]),
    Entry(
      strategy: "custom-bar-swiftui-overlay",
      is: [
        "ScrollView { }.coordinateSpace(name: \"scroll\")\n  .toolbar(.hidden, for: .navigationBar)"
      ],
      isNot: ["ScrollView { }.coordinateSpace(name: \"scroll\")"]),
    Entry(
      strategy: "custom-bar-uikit-wrapper",
      is: [
        "let nav = UINavigationController(rootViewController: UIHostingController(rootView: Root()))",
        "nav.navigationBar.barTintColor = .red", "UINavigationBar.appearance().barTintColor = .red",
      ],
      isNot: [
        "let nav = UINavigationController(rootViewController: ListViewController())",
        "tabBarController.tabBar.barTintColor = .red", "searchBar.barTintColor = .red",
      ]),
    Entry(
      strategy: "custom-bar-appearance-standard-only",
      is: [
        "navigationController?.navigationBar.standardAppearance = appearance",
        "UINavigationBar.appearance().standardAppearance = appearance",
        "navigationItem.standardAppearance = appearance",
        "func style() {\n  let bar = UINavigationBarAppearance()\n  nav.standardAppearance = bar\n}",
      ],
      isNot: [
        "tabBarController.tabBar.standardAppearance = appearance",
        "func style() {\n  let tabs = UITabBarAppearance()\n  bar.standardAppearance = tabs\n}",
      ]),
    Entry(
      strategy: "custom-bar-appearance-all-slots",
      is: [
        "navigationController?.navigationBar.scrollEdgeAppearance = appearance",
        "UINavigationBar.appearance().scrollEdgeAppearance = appearance",
        "navigationItem.scrollEdgeAppearance = appearance",
        "func style() {\n  let bar = UINavigationBarAppearance()\n  nav.scrollEdgeAppearance = bar\n}",
      ],
      isNot: [
        "UITabBar.appearance().scrollEdgeAppearance = appearance",
        "func style() {\n  let tabs = UITabBarAppearance()\n  bar.scrollEdgeAppearance = tabs\n}",
      ]),
    Entry(
      strategy: "custom-bar-swiftui-toolbar-background",
      is: [
        "List { }.toolbarBackground(.visible, for: .navigationBar)",
        "List { }.toolbarBackground(.hidden, for: .navigationBar)",
        "List { }.toolbarBackground(.automatic, for: .navigationBar)",
        "List { }.toolbarColorScheme(.dark, for: .navigationBar)",
      ],
      isNot: ["List { }.toolbar(.visible, for: .navigationBar)", "List { }.background(.red)"]),
    Entry(
      strategy: "custom-bar-swiftui-toolbar-background-visibility",
      is: ["List { }.toolbarBackgroundVisibility(.visible, for: .navigationBar)"],
      isNot: ["List { }.toolbarVisibility(.visible, for: .navigationBar)"]),
  ]
}
