extension ParsableCommand {
  /// Parses a command line (without the program's name) for this root command: the command
  /// it names, ready to run, or what to print instead.
  package static func parseAsRoot(_ arguments: [String]) throws(CommandLineExit)
    -> CommandInvocation<Context>
  {
    let root = CommandNode(Self.self, isRoot: true)
    switch try CommandLineParser(root: root).parse(arguments) {
    case .help(let path):
      throw CommandLineExit.help(path)
    case .version(let version):
      throw CommandLineExit(text: version + "\n", exitCode: .success)
    case .completionScript(let shell):
      throw CommandLineExit(
        text: CompletionScript(root: root, shell: shell).render(), exitCode: .success)
    case .run(let path, let command):
      return CommandInvocation(command: command, path: path)
    }
  }

  /// The full help of the command at a path of subcommand names below this root, as
  /// `help NAME…` prints it; `nil` for a path that names no command.
  package static func helpText(for names: [String] = []) -> String? {
    var path = [CommandNode(Self.self, isRoot: true)]
    for name in names {
      guard let child = path[path.count - 1].subcommand(named: name) else { return nil }
      path.append(child)
    }
    return HelpText(commands: path).render()
  }

  /// The paths of subcommand names of every command in the tree below this root, the root's
  /// own (empty) path first, in help order.
  package static func commandPaths() -> [[String]] {
    func paths(_ node: CommandNode, prefix: [String]) -> [[String]] {
      [prefix] + node.subcommands.flatMap { paths($0, prefix: prefix + [$0.name]) }
    }
    return paths(CommandNode(Self.self, isRoot: true), prefix: [])
  }

  /// Mistakes in the declarations of the tree below this root, one line each: commands or
  /// arguments with the same name, a positional array before another positional, commands
  /// that run in another context than the root's, stored properties without a wrapper, and
  /// argument lists that differ from what their types store. Empty for a sound tree.
  ///
  /// With `requiringArgumentLists`, a command or option group that declares wrappers without
  /// an `argumentList` is one too: a tool whose start-up matters requires them.
  package static func declarationProblems(requiringArgumentLists: Bool = false) -> [String] {
    var problems: [String] = []
    func check(_ node: CommandNode, path: String) {
      if !(node.type is any ParsableCommand<Context>.Type) {
        problems.append("\(path): runs in another context than \(Context.self)")
      }
      for problem in node.declarationProblems(requiringLists: requiringArgumentLists) {
        problems.append("\(path): \(problem)")
      }
      let arguments = node.options + node.positionals
      for (name, list) in Dictionary(grouping: arguments.map(\.key), by: { $0 })
      where list.count > 1 {
        problems.append("\(path): two properties named '\(name)'")
      }
      let longs = node.options.map(\.long) + ["help"] + (node.isRoot ? ["version"] : [])
      for (name, list) in Dictionary(grouping: longs, by: { $0 }) where list.count > 1 {
        problems.append("\(path): --\(name) is declared \(list.count) times")
      }
      let shorts = node.options.compactMap(\.short) + ["h"]
      for (letter, list) in Dictionary(grouping: shorts, by: { $0 }) where list.count > 1 {
        problems.append("\(path): -\(letter) is declared \(list.count) times")
      }
      if node.positionals.dropLast().contains(where: \.isRepeating) {
        problems.append("\(path): a positional array takes every word, so it must come last")
      }
      if node.hasSubcommands, !node.positionals.isEmpty {
        problems.append("\(path): a command with subcommands takes no positional arguments")
      }
      let names = node.subcommands.map(\.name) + ["help"]
      for (name, list) in Dictionary(grouping: names, by: { $0 }) where list.count > 1 {
        problems.append("\(path): two subcommands named '\(name)'")
      }
      for child in node.subcommands { check(child, path: path + " " + child.name) }
    }
    let root = CommandNode(Self.self, isRoot: true)
    check(root, path: root.name)
    return problems.sorted()
  }
}
