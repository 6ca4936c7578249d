import CompatMatrixCore

/// The view controllers of one storyboard and how its segues and relationships show them:
/// what a storyboard says about whether a screen is a stack's root, presented, or pushed.
///
/// A scene's controller is the element Interface Builder marks `sceneMemberID="viewController"`
/// (`viewController`, `tableViewController`, `navigationController`, `hostingController`, …);
/// its class is its `customClass`. A `<viewControllerPlaceholder>` stands for a controller of
/// another storyboard (or of this one, with no `storyboardName`): its `referencedIdentifier`,
/// or that storyboard's initial controller.
package struct StoryboardScenes: Sendable, Hashable {
  /// A scene's view controller.
  package struct Controller: Sendable, Hashable {
    /// The element (`viewController`, `navigationController`).
    package var element: String
    /// The app's class, when the scene names one.
    package var customClass: String?
    /// The identifier code instantiates it by.
    package var storyboardIdentifier: String?
  }

  /// A controller of another storyboard, by reference.
  package struct Reference: Sendable, Hashable {
    /// The storyboard's name without extension; `nil` for this storyboard.
    package var storyboardName: String?
    /// The controller's `storyboardIdentifier`; `nil` for the storyboard's initial controller.
    package var identifier: String?
  }

  /// A segue or a container's relationship to the controller it shows.
  package struct Segue: Sendable, Hashable {
    /// The id of the controller or reference shown.
    package var destination: String
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`, `relationship`,
    /// `unwind`, `custom`, and the older `push` and `modal`.
    package var kind: String
    /// For a relationship, which (`rootViewController`, `viewControllers`,
    /// `masterViewController`, …).
    package var relationship: String?
  }

  /// The scenes' controllers, by id.
  package var controllers: [String: Controller] = [:]
  /// References to controllers of other storyboards, by id.
  package var references: [String: Reference] = [:]
  /// Every segue and relationship, in the document's order.
  package var segues: [Segue] = []
  /// The id of the controller the storyboard starts with.
  package var initialController: String?
  /// Whether it is a macOS storyboard (`targetRuntime="MacOSX.Cocoa"`), whose scenes are
  /// AppKit's.
  package var isAppKit = false

  /// Reads a storyboard's bytes; throws where it is not well-formed XML.
  package init(bytes: [UInt8]) throws(XMLSyntaxError) {
    for tag in try XMLTagReader.tags(in: bytes) where tag.kind != .end { read(tag) }
  }

  private mutating func read(_ tag: XMLTag) {
    switch tag.name {
    case "document":
      initialController = tag["initialViewController"]
      isAppKit = tag["targetRuntime"]?.hasPrefix("MacOSX") ?? false
    case "segue":
      guard let destination = tag["destination"], let kind = tag["kind"] else { return }
      segues.append(Segue(destination: destination, kind: kind, relationship: tag["relationship"]))
    default:
      guard tag["sceneMemberID"] == "viewController", let id = tag["id"] else { return }
      if tag.name == "viewControllerPlaceholder" {
        references[id] = Reference(
          storyboardName: tag["storyboardName"], identifier: tag["referencedIdentifier"])
      } else {
        controllers[id] = Controller(
          element: tag.name, customClass: tag["customClass"],
          storyboardIdentifier: tag["storyboardIdentifier"])
      }
    }
  }
}
