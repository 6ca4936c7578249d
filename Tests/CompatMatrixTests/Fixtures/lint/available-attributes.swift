// Availability from `@available` on types, extensions, functions and properties.
@available(iOS 16.0, *)
struct NewScreen: View {
  var body: some View { inType16() }

  @available(iOS 17, *)
  func helper() { inMethod17() }

  @available(iOS, introduced: 15.0, obsoleted: 18.0)
  var legacy: some View { inProperty15To18() }
}

@available(iOS 16, *)
extension OldScreen {
  func extra() { inExtension16() }
}

@available(macOS 13, *)
struct MacOnlyAttribute { func mac() { inMacAttribute() } }

@available(iOS, unavailable)
struct NotOnIOS { func notHere() { inUnavailableType() } }

@available(*, unavailable)
func nowhere() { inUnavailableEverywhere() }

@MainActor @available(iOS 15, *) final class Model {
  func load() {
    if #available(iOS 16, *) { inNested16() }
  }
}

@available(iOS, deprecated: 16.0, message: "Use NewScreen")
struct Deprecated { func old() { inDeprecated() } }

plain()
