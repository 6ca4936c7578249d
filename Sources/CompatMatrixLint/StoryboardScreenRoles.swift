import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// How a run's storyboards show the app's screens: a relationship (a navigation controller's
/// root, a tab, a split view's column) makes its controller's class a root, a presentation
/// segue makes it modal, a `show`, `showDetail` or `push` segue pushes it. A segue to a
/// storyboard reference reaches the controller of the storyboard it names.
///
/// A storyboard's initial controller is not taken for a root: code may instantiate it and
/// push it. A `custom`, `embed` or `unwind` segue says nothing. A macOS storyboard's scenes
/// are AppKit's and are skipped.
struct StoryboardScreenRoles: Sendable {
  /// The roles each class has in the storyboards.
  let roles: [String: Set<ScreenRole>]
  /// The storyboards that could not be read, and why.
  let skipped: [SkippedFile]

  /// Reads every storyboard of the run (a segue may reach one of `screens` through a
  /// reference to another storyboard) and gives those screens' roles.
  init(screens: Set<String>, storyboards: [SourceWalker.File]) {
    var read: [(name: String, scenes: StoryboardScenes)] = []
    var skipped: [SkippedFile] = []
    let loaded = ParallelMap.map(count: storyboards.count) {
      index -> Result<StoryboardScenes, SkipReason> in
      switch SourceReader.read(storyboards[index].path) {
      case .failure(let reason): return .failure(reason)
      case .success(let bytes):
        do throws(XMLSyntaxError) {
          return .success(try StoryboardScenes(bytes: bytes))
        } catch {
          return .failure(.notWellFormed(at: error.location, problem: "\(error)"))
        }
      }
    }
    for (file, result) in zip(storyboards, loaded) {
      switch result {
      case .success(let scenes) where !scenes.isAppKit:
        let name = file.path.split(separator: "/").last.map {
          String($0.dropLast(".storyboard".count))
        }
        read.append((name ?? "", scenes))
      case .success: break
      case .failure(let reason): skipped.append(SkippedFile(file: file.display, reason: reason))
      }
    }
    self.skipped = skipped
    roles = Self.roles(of: screens, in: read)
  }

  /// The roles of `screens` given by storyboards already read, named by file name without
  /// `.storyboard`.
  static func roles(
    of screens: Set<String>, in storyboards: [(name: String, scenes: StoryboardScenes)]
  ) -> [String: Set<ScreenRole>] {
    var roles: [String: Set<ScreenRole>] = [:]
    for (_, scenes) in storyboards {
      for segue in scenes.segues {
        guard let role = role(of: segue) else { continue }
        for controller in destinations(of: segue.destination, in: scenes, among: storyboards) {
          guard let name = controller.customClass, screens.contains(name) else { continue }
          roles[name, default: []].insert(role)
        }
      }
    }
    return roles
  }

  /// The role a segue gives the controller it shows.
  static func role(of segue: StoryboardScenes.Segue) -> ScreenRole? {
    switch segue.kind {
    case "relationship": .root
    case "presentation", "popoverPresentation", "modal", "popover": .modal
    // `show` presents when the source is in no stack, and `showDetail` pushes when a split
    // view is collapsed: pushed is what can cost a back button.
    case "show", "showDetail", "push": .pushed
    default: nil
    }
  }

  /// The controllers an id stands for: a scene's own, or through a reference, the one of the
  /// storyboards named so (every storyboard of that name the run holds).
  private static func destinations(
    of id: String, in scenes: StoryboardScenes,
    among storyboards: [(name: String, scenes: StoryboardScenes)]
  ) -> [StoryboardScenes.Controller] {
    if let controller = scenes.controllers[id] { return [controller] }
    guard let reference = scenes.references[id] else { return [] }
    let targets =
      reference.storyboardName.map { name in
        storyboards.filter { $0.name == name }.map(\.scenes)
      } ?? [scenes]
    return targets.compactMap { target in
      if let identifier = reference.identifier {
        return target.controllers.values.first { $0.storyboardIdentifier == identifier }
      }
      return target.initialController.flatMap { target.controllers[$0] }
    }
  }
}
