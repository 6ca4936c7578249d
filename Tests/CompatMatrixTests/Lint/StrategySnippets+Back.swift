extension StrategySnippets {
  /// Dismissing, hiding the bar, intercepting back, leading items, Liquid Glass, mixed
  /// stacks.
  static let backAndBars: [Entry] = [
    Entry(
      strategy: "dismiss-presentation-mode",
      is: [
        "@Environment(\\.presentationMode) var presentationMode",
        "Button(\"Close\") { presentationMode.wrappedValue.dismiss() }",
      ],
      isNot: ["@Environment(\\.dismiss) var dismiss"]),
    Entry(
      strategy: "dismiss-environment-dismiss", is: ["@Environment(\\.dismiss) private var dismiss"],
      isNot: ["@Environment(\\.dismissSearch) var dismissSearch", "func dismiss() {}"]),
    Entry(
      strategy: "dismiss-uikit-pop",
      is: ["navigationController?.popViewController(animated: true)"],
      isNot: ["navigationController?.popToRootViewController(animated: true)"]),
    Entry(
      strategy: "hide-bar-toolbar-hidden",
      is: [
        "Text(\"a\").toolbar(.hidden, for: .navigationBar)",
        "Text(\"a\").toolbar(.hidden, for: .tabBar, .navigationBar)",
        "Text(\"a\").toolbar(.hidden)",
      ],
      isNot: [
        // Hiding the tab bar keeps the navigation bar, and swipe-back with it.
        "Text(\"a\").toolbar(.hidden, for: .tabBar)",
        "Text(\"a\").toolbar(.visible, for: .navigationBar)",
      ]),
    Entry(
      strategy: "hide-bar-ios13-workaround",
      is: [
        "Text(\"a\").navigationBarTitle(\"\", displayMode: .inline)\n  .navigationBarHidden(true)"
      ],
      isNot: ["Text(\"a\").navigationBarTitle(\"Inbox\", displayMode: .inline)"]),
    Entry(
      strategy: "hide-bar-navigation-bar-hidden", is: ["Text(\"a\").navigationBarHidden(true)"],
      isNot: [
        "Text(\"a\").navigationBarHidden(false)",
        "nav.setNavigationBarHidden(true, animated: false)",
      ]),
    Entry(
      strategy: "hide-bar-toolbar-visibility",
      is: [
        "Text(\"a\").toolbarVisibility(.hidden, for: .navigationBar)",
        "Text(\"a\").toolbarVisibility(.hidden)",
      ],
      isNot: [
        "Text(\"a\").toolbarVisibility(.hidden, for: .tabBar)",
        "Text(\"a\").toolbarVisibility(.visible, for: .navigationBar)",
      ]),
    Entry(
      strategy: "hide-bar-uikit",
      is: ["navigationController?.setNavigationBarHidden(true, animated: animated)"],
      isNot: [
        "navigationController?.setNavigationBarHidden(false, animated: animated)",
        "func show() { navigationController?.setNavigationBarHidden(true, animated: true) }\nfunc close() { dismiss(animated: true) }",
      ]),
    Entry(
      strategy: "intercept-back-action",
      is: [
        "navigationItem.backAction = UIAction { _ in self.confirm() }",
        "item.backAction = UIAction(handler: { _ in })",
      ],
      isNot: [
        // A coordinator's or view model's own closure named so.
        "self.backAction = { [weak self] in self?.pop() }", "viewModel.backAction = onBack",
      ]),
    Entry(
      strategy: "intercept-back-pop-gesture-gate",
      is: [
        "func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { !hasChanges }\nfunc setUp() { navigationItem.backAction = UIAction { _ in } }",
        "func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }\nfunc setUp() { item.backAction = UIAction { _ in } }",
      ],
      isNot: [
        "func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }\nfunc setUp() { self.backAction = { } }"
      ]),
    Entry(
      strategy: "intercept-back-left-bar-button",
      is: [
        "navigationItem.hidesBackButton = true\nnavigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Cancel\", style: .plain, target: self, action: #selector(ask))"
      ],
      isNot: ["navigationItem.leftBarButtonItem = editButtonItem"]),
    Entry(
      strategy: "intercept-back-swiftui-toolbar",
      is: [
        "Form { }.navigationBarBackButtonHidden(true)\n  .confirmationDialog(\"Discard?\", isPresented: $asking) { }"
      ],
      isNot: ["Form { }.navigationBarBackButtonHidden(true)"]),
    Entry(
      strategy: "intercept-back-bar-button-item",
      is: [
        "navigationItem.backBarButtonItem = UIBarButtonItem(title: \"Back\", style: .plain, target: self, action: #selector(back))",
        "navigationItem.backBarButtonItem = UIBarButtonItem(title: \"Back\", style: .plain, target: self, action: nil)",
        "navigationItem.backBarButtonItem = UIBarButtonItem(title: \"Back\", primaryAction: UIAction { _ in })",
        "func setUp() {\n  let item = UIBarButtonItem(title: \"Back\", style: .plain, target: nil, action: #selector(back))\n  navigationItem.backBarButtonItem = item\n}",
        "func setUp() {\n  let item = UIBarButtonItem(title: \"Back\", style: .plain, target: self, action: nil)\n  navigationItem.backBarButtonItem = item\n}",
        "func setUp() {\n  let item = UIBarButtonItem(primaryAction: UIAction { _ in })\n  navigationItem.backBarButtonItem = item\n}",
        "func setUp() {\n  let item = UIBarButtonItem()\n  item.action = #selector(back)\n  navigationItem.backBarButtonItem = item\n}",
      ],
      isNot: [
        // Apple's documented use: the title (or image) of the back button, no action.
        "navigationItem.backBarButtonItem = UIBarButtonItem(title: \"List\", style: .plain, target: nil, action: nil)",
        "func setUp() {\n  let item = UIBarButtonItem(title: \"\", style: .plain, target: nil, action: nil)\n  item.tintColor = .white\n  navigationItem.backBarButtonItem = item\n}",
        "func setBackButton() {\n  let back = UIBarButtonItem()\n  back.title = \"Back\"\n  navigationItem.backBarButtonItem = back\n}",
        "navigationItem.backBarButtonItem = nil",
        // An item with an action elsewhere in the file is not the one assigned.
        "func a() { let item = UIBarButtonItem(title: \"x\", style: .plain, target: self, action: #selector(f)) }\nfunc b() {\n  let item = UIBarButtonItem(title: \"\", style: .plain, target: nil, action: nil)\n  navigationItem.backBarButtonItem = item\n}",
      ]),
    Entry(
      strategy: "leading-offset-toolbar-item",
      is: ["ToolbarItem(placement: .navigationBarLeading) { Button(\"x\") {}.offset(x: -10) }"],
      isNot: [
        "ToolbarItem(placement: .navigationBarTrailing) { Button(\"x\") {}.offset(x: -10) }",
        "Button(\"x\") {}.offset(x: -10)",
      ]),
    Entry(
      strategy: "leading-offset-navigation-bar-items",
      is: ["Text(\"a\").navigationBarItems(leading: Button(\"x\") {}.offset(x: -10))"],
      isNot: ["Text(\"a\").navigationBarItems(trailing: Button(\"x\") {}.offset(x: 10))"]),
    Entry(
      strategy: "leading-offset-top-bar-leading",
      is: ["ToolbarItem(placement: .topBarLeading) { Button(\"x\") {}.offset(x: -10) }"],
      isNot: ["ToolbarItem(placement: .topBarTrailing) { Button(\"x\") {}.offset(x: -10) }"]),
    Entry(
      strategy: "leading-offset-uikit-image-insets",
      is: ["item.imageInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)"],
      isNot: ["button.imageEdgeInsets = .zero"]),
    Entry(
      strategy: "leading-offset-uikit-button-configuration",
      is: [
        "config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)\nlet item = UIBarButtonItem(customView: button)"
      ],
      isNot: [
        "config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)"
      ]),
    Entry(
      strategy: "leading-offset-uikit-content-edge-insets",
      is: [
        "button.contentEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 0)\nlet item = UIBarButtonItem(customView: button)"
      ],
      isNot: [
        // A button in the screen's content: no bar item holds it.
        "button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)"
      ]),
    Entry(
      strategy: "glass-shared-background-hidden",
      is: ["ToolbarItem { Button(\"a\") {} }.sharedBackgroundVisibility(.hidden)"],
      isNot: ["Text(\"a\").background(.clear)"]),
    Entry(
      strategy: "glass-toolbar-spacer-groups", is: ["ToolbarSpacer(.fixed)"],
      isNot: ["Spacer()", "let spacer = UIBarButtonItem.fixedSpace(8)"]),
    Entry(
      strategy: "glass-uikit-hides-shared-background", is: ["item.hidesSharedBackground = true"],
      isNot: ["item.hidesSharedBackground = false"]),
    Entry(
      strategy: "glass-tab-bar-minimize", is: ["TabView { }.tabBarMinimizeBehavior(.onScrollDown)"],
      isNot: ["TabView { }.tabViewStyle(.sidebarAdaptable)"]),
    Entry(
      strategy: "glass-navigation-bar-minimization",
      is: ["List { }.toolbarMinimizationBehavior(.onScrollDown)"],
      isNot: ["List { }.toolbarTitleDisplayMode(.inline)"]),
    Entry(
      strategy: "mixed-align-button-configuration-inset",
      is: [
        "config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)\nlet item = UIBarButtonItem(customView: button)",
        "config.contentInsets.leading = -4\nlet item = UIBarButtonItem(customView: button)",
      ],
      isNot: [
        "config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)\nlet item = UIBarButtonItem(customView: button)"
      ]),
    Entry(
      strategy: "mixed-align-swiftui-negative-padding",
      is: [
        "ToolbarItem(placement: .navigationBarLeading) { Button(\"x\") {}.padding(.leading, -8) }"
      ],
      isNot: [
        "ToolbarItem(placement: .navigationBarLeading) { Button(\"x\") {}.padding(.leading, 8) }",
        "Button(\"x\") {}.padding(.leading, -8)",
      ]),
    Entry(
      strategy: "mixed-align-keep-uikit-bar",
      is: [
        "let host = UIHostingController(rootView: Detail())\nnavigationController?.pushViewController(host, animated: true)"
      ],
      isNot: [
        "let host = UIHostingController(rootView: Detail())\npresent(host, animated: true)"
      ]),
    Entry(
      strategy: "mixed-align-hide-swiftui-bar-custom-bar",
      is: ["Text(\"a\").toolbar(.hidden, for: .navigationBar)"],
      isNot: ["Text(\"a\").toolbar(.hidden, for: .tabBar)"]),
  ]
}
