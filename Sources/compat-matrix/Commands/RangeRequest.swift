import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// The deployment range a command works on, read from `--min`/`--max`, a range expression,
/// or the project in the current folder, and checked against the data.
struct RangeRequest {
  let range: ResolvedRange
  let source: RangeSource
  let detail: String?

  static func read(
    _ arguments: ParsedArguments, platform: Platform, matrix: Matrix, context: CommandContext,
    commands: [CommandSpec]
  ) throws -> RangeRequest {
    let expression = arguments.value("range")
    let minimum = arguments.value("min")
    let maximum = arguments.value("max")
    func usage(_ message: UsageError.Message) -> CommandFailure {
      .usage(UsageError(message, commands: commands))
    }
    if expression != nil, minimum != nil || maximum != nil {
      throw usage(.other("Give the range either with --min/--max or as an expression, not both."))
    }
    if maximum != nil, minimum == nil {
      throw usage(.other("--max needs --min: the minimum deployment target."))
    }
    let requested: DeploymentRange
    let source: RangeSource
    var detail: String?
    var argument: (name: String, value: String)
    if let expression {
      argument = ("<range>", expression)
      source = .expression
      do {
        requested = try RangeExpression.parse(expression)
      } catch {
        throw usage(.invalidValue(expression, argument: "<range>", reason: error.description))
      }
    } else if let minimum {
      argument = ("--min <version>", minimum)
      source = .flag
      do {
        _ = try OSVersion.parse(minimum)
      } catch {
        throw usage(.invalidValue(minimum, argument: "--min <version>", reason: error.description))
      }
      if let maximum {
        do {
          _ = try OSVersion.parse(maximum)
        } catch {
          throw usage(
            .invalidValue(maximum, argument: "--max <version>", reason: error.description))
        }
      }
      do {
        requested = try DeploymentRange.parse(minimum: minimum, maximum: maximum)
      } catch {
        throw usage(.other(error.description.capitalizedFirstLetter + "."))
      }
    } else {
      let project = try ProjectRange.detect(
        arguments, platform: platform, context: context, commands: commands)
      requested = DeploymentRange(minimum: project.minimum)
      source = project.source
      detail = project.detail
      argument = ("--project <path>", project.minimum.description)
    }
    do {
      let range = try matrix.resolve(requested, on: platform)
      return RangeRequest(range: range, source: source, detail: detail)
    } catch {
      if case .aboveLatestRelease = error, let maximum, source == .flag {
        argument = ("--max <version>", maximum)
      }
      throw usage(.invalidValue(argument.value, argument: argument.name, reason: error.description))
    }
  }
}
