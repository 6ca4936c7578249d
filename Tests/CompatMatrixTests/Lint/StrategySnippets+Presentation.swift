extension StrategySnippets {
  /// Modal presentation, popovers, sheet sizes, deep links, restoration, windows, hosted
  /// SwiftUI screens and bars hidden on scroll.
  static let presentation: [Entry] = [
    Entry(
      strategy: "modal-full-screen-cover",
      is: [
        "struct V: View {\n  var body: some View { Text(\"a\").fullScreenCover(isPresented: $playing) { Player() } }\n}",
        "struct V: View {\n  var body: some View { Text(\"a\").fullScreenCover(item: $item, content: Player.init) }\n}",
      ],
      isNot: [
        "struct V: View {\n  var body: some View { Text(\"a\").sheet(isPresented: $playing) { Player() } }\n}"
      ]),
    Entry(
      strategy: "modal-uikit-full-screen-style",
      is: ["func play() { player.modalPresentationStyle = .fullScreen }"],
      isNot: [
        "func play() { player.modalPresentationStyle = .overFullScreen }",
        "func play() { let isFull = player.modalPresentationStyle == .fullScreen }",
      ]),
    Entry(
      strategy: "popover-compact-adaptation",
      is: [
        "struct V: View {\n  var body: some View { Text(\"a\").popover(isPresented: $on) { Filters().presentationCompactAdaptation(.popover) } }\n}"
      ],
      isNot: [
        "struct V: View {\n  var body: some View { Text(\"a\").popover(isPresented: $on) { Filters() } }\n}"
      ]),
    Entry(
      strategy: "popover-uikit-adaptation-none",
      is: [
        "func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }"
      ],
      isNot: [
        "func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { reload() }"
      ]),
    Entry(
      strategy: "popover-uikit-adaptive-sheet",
      is: [
        "func show() { filters.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()] }"
      ],
      isNot: ["func show() { filters.sheetPresentationController?.detents = [.medium()] }"]),
    Entry(
      strategy: "sheet-size-presentation-sizing",
      is: [
        "struct V: View {\n  var body: some View { Text(\"a\").sheet(isPresented: $on) { Editor().presentationSizing(.page) } }\n}"
      ],
      isNot: [
        "struct V: View {\n  var body: some View { Text(\"a\").sheet(isPresented: $on) { Editor().presentationDetents([.large]) } }\n}"
      ]),
    Entry(
      strategy: "sheet-size-uikit-explicit-style",
      is: [
        "func edit() { editor.modalPresentationStyle = .pageSheet }",
        "func edit() { editor.modalPresentationStyle = .formSheet }",
      ],
      isNot: ["func edit() { editor.modalPresentationStyle = .automatic }"]),
    Entry(
      strategy: "sheet-size-uikit-prefers-page-sizing",
      is: ["func edit() { editor.sheetPresentationController?.prefersPageSizing = false }"],
      isNot: ["func edit() { editor.sheetPresentationController?.prefersGrabberVisible = true }"]),
    Entry(
      strategy: "sheet-guard-representable-delegate",
      is: [
        "struct Guard: UIViewControllerRepresentable {\n  func updateUIViewController(_ controller: UIViewController, context: Context) {\n    controller.parent?.presentationController?.delegate = context.coordinator\n  }\n}"
      ],
      isNot: [
        "final class Editor: UIViewController {\n  override func viewDidLoad() { presentationController?.delegate = self }\n}"
      ]),
    Entry(
      strategy: "sheet-detents-uikit-custom-detent",
      is: [
        "func show() { sheet.detents = [.custom(identifier: .init(\"a\")) { context in 200 }, .large()] }",
        "func show() { sheet.detents = [.custom(identifier: nil, resolver: resolve)] }",
      ],
      isNot: ["func show() { sheet.detents = [.medium(), .large()] }"]),
    Entry(
      strategy: "deeplink-tag-selection-on-open-url",
      is: [
        "NavigationView { NavigationLink(\"a\", tag: 1, selection: $selection) { Detail() } }\n  .onOpenURL { url in selection = 1 }",
        "NavigationView { NavigationLink(\"a\", tag: 1, selection: $selection) { Detail() } }\n  .onOpenURL(perform: open)",
      ],
      isNot: [
        "NavigationStack(path: $path) { Root() }\n  .onOpenURL { url in path.append(url) }",
        "NavigationView { NavigationLink(\"a\", tag: 1, selection: $selection) { Detail() } }",
      ]),
    Entry(
      strategy: "deeplink-uikit-scene-delegate",
      is: [
        "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { route(URLContexts) }"
      ],
      isNot: [
        "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { route(userActivity) }"
      ]),
    Entry(
      strategy: "restore-tag-selection-scene-storage",
      is: [
        "struct List: View {\n  @SceneStorage(\"selected\") var selection: Int?\n  var body: some View { NavigationView { NavigationLink(\"a\", tag: 1, selection: $selection) { Detail() } } }\n}"
      ],
      isNot: [
        "struct List: View {\n  @SceneStorage(\"tab\") var tab = 0\n  var body: some View { TabView(selection: $tab) { Home() } }\n}"
      ]),
    Entry(
      strategy: "window-open-window",
      is: [
        "struct V: View {\n  var body: some View { Button(\"Open\") { openWindow(value: item.id) } }\n}",
        "struct V: View {\n  var body: some View { Button(\"Open\") { openWindow(id: \"editor\") } }\n}",
      ],
      isNot: [
        "struct V: View {\n  var body: some View { Button(\"Open\") { openURL(item.url) } }\n}"
      ]),
    Entry(
      strategy: "window-activation-request",
      is: ["func open() { let request = UISceneSessionActivationRequest() }"],
      isNot: ["func open() { let options = UISceneActivationRequestOptions() }"]),
    Entry(
      strategy: "window-request-scene-session-activation",
      is: [
        "func open() { UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) }"
      ],
      isNot: [
        "func close(_ session: UISceneSession) { UIApplication.shared.requestSceneSessionDestruction(session, options: nil) }"
      ]),
    Entry(
      strategy: "hosted-size-sizing-options",
      is: ["func show() { host.sizingOptions = .preferredContentSize }"],
      isNot: ["func show() { host.preferredContentSize = CGSize(width: 320, height: 200) }"]),
    Entry(
      strategy: "hosted-size-manual-preferred-content-size",
      is: [
        "func show() {\n  host.preferredContentSize = host.sizeThatFits(in: CGSize(width: 320, height: 600))\n}"
      ],
      isNot: ["func show() { host.preferredContentSize = CGSize(width: 320, height: 200) }"]),
    Entry(
      strategy: "hosted-title-uikit-navigation-item",
      is: [
        "func open() {\n  let detail = UIHostingController(rootView: Detail())\n  detail.navigationItem.title = \"Detail\"\n}",
        "func open() {\n  let detail = UIHostingController(rootView: Detail())\n  detail.navigationItem.rightBarButtonItem = edit\n}",
      ],
      isNot: [
        "func open() {\n  let detail = DetailViewController()\n  detail.navigationItem.title = \"Detail\"\n}"
      ]),
    Entry(
      strategy: "hide-bars-uikit-hides-bars-on-swipe",
      is: ["func show() { navigationController?.hidesBarsOnSwipe = true }"],
      isNot: ["func show() { navigationController?.hidesBarsOnTap = true }"]),
    Entry(
      strategy: "hide-bars-swiftui-scroll-geometry",
      is: [
        "struct V: View {\n  var body: some View {\n    List { }.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { hide = $1 > $0 }\n      .toolbarVisibility(hide ? .hidden : .visible, for: .navigationBar)\n  }\n}"
      ],
      isNot: [
        "struct V: View {\n  var body: some View { List { }.onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { atTop = !$1 } }\n}"
      ]),
  ]
}
