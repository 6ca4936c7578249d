import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

/// The arguments a command took a range request's inputs from, so that a failure names the
/// one at fault as the user typed it.
struct RangeArgumentNames {
  /// `<range>`, or the positional argument a range expression was among.
  var expression: ArgumentInfo?
  /// `--min`.
  var minimum: ArgumentInfo?
  /// `--max`.
  var maximum: ArgumentInfo?
  /// `--project`.
  var project: ArgumentInfo?
  /// `--from`.
  var currentMinimum: ArgumentInfo?
  /// `--to`.
  var proposedMinimum: ArgumentInfo?
  /// The configuration file a range came from.
  var configurationFile: String?

  /// The failure to report: a usage error naming the argument at fault, or bad data for a
  /// project or configuration file that cannot be used.
  func failure(_ error: RangeRequestError) -> any Error {
    switch error {
    case .expressionAndBounds:
      return UsageError(
        "Give the range either with \(name(minimum))/\(name(maximum)) or as an expression, not "
          + "both.")
    case .maximumWithoutMinimum:
      return UsageError("\(name(maximum)) needs \(name(minimum)): the minimum deployment target.")
    case .invalidValue(.configuration, let text, let reason):
      return CommandFailure.badData([
        "error: \(configurationFile ?? "configuration"): range '\(text)': \(reason)"
      ])
    case .invalidValue(let input, let text, let reason):
      return UsageError(.invalidValue(text, argument: synopsis(input), reason: reason))
    case .invalidRange(let error):
      return UsageError(error.description.capitalizedFirstLetter + ".")
    case .noRange(let reason):
      // A range for `resolve`, `lint` and `docs`; the current minimum for `upgrade`.
      let missing =
        minimum.map {
          "No deployment range: give \($0.name) (and \(name(maximum))) or a range expression "
            + "such as 15-18"
        } ?? "No current minimum: give \(name(currentMinimum))"
      var message =
        "\(missing), or run in a folder with a Package.swift or an .xcodeproj (or use "
        + "\(name(project)))."
      if let reason { message += " Here: \(reason)." }
      return UsageError(message)
    case .unreadableProject(let error):
      return CommandFailure.badData(["error: \(error)"])
    case .proposedMinimumNotAbove(let proposed, let current):
      return UsageError(
        "\(name(proposedMinimum)) \(proposed) must be above the current minimum \(current).")
    }
  }

  private func synopsis(_ input: RangeInput) -> String {
    let argument: ArgumentInfo? =
      switch input {
      case .expression: expression
      case .minimum: minimum
      case .maximum: maximum
      case .project, .configuration: project
      case .currentMinimum: currentMinimum
      case .proposedMinimum: proposedMinimum
      }
    // Each command names every input its request can fail on.
    return argument?.synopsis ?? "\(input)"
  }

  private func name(_ argument: ArgumentInfo?) -> String {
    argument?.name ?? "?"
  }
}

extension RangeArgumentNames {
  /// The names of the range arguments of `resolve` and `docs`: `[<range>]`, `--min`/`--max`
  /// and `--project`.
  init(_ range: RangeArgument, _ bounds: RangeBounds, _ project: ProjectOption) {
    self.init(
      expression: range.$range, minimum: bounds.$min, maximum: bounds.maximum.$max,
      project: project.$project)
  }
}

extension RangeRequest {
  /// The request of a command that takes a range as `[<range>]`, `--min`/`--max` or
  /// `--project`.
  init(
    _ range: RangeArgument, _ bounds: RangeBounds, _ project: ProjectOption,
    context: CommandContext
  ) {
    self.init(
      expression: range.range, minimum: bounds.min, maximum: bounds.maximum.max,
      project: project.project, directory: context.currentDirectory)
  }
}
