import ArgumentParsing
import CompatMatrix
import CompatMatrixWorkflows

// The library's choices, given on the command line by their raw values.

extension OutputFormat: ExpressibleByArgument {}

extension DocsFormat: ExpressibleByArgument {}

extension ColorMode: ExpressibleByArgument {}

extension FrameworkPreference: ExpressibleByArgument {}

/// A platform in any letter case (`ios`, `iOS`); a word that is none gets the closest
/// suggested. Help lists no values, completion scripts offer them.
extension Platform: ExpressibleByArgument {
  package init(argument: String) throws(InvalidArgumentValue) {
    do {
      self = try Platform.parse(argument)
    } catch {
      throw InvalidArgumentValue(reason: error.description)
    }
  }

  package static var allValueStrings: [String] { [] }

  package static var defaultCompletionKind: CompletionKind {
    .list(allCases.map(\.rawValue))
  }
}

/// A version such as `26` or `18.4`, for options that name a release or an SDK.
extension OSVersion: ExpressibleByArgument {
  package init(argument: String) throws(InvalidArgumentValue) {
    do {
      self = try OSVersion.parse(argument)
    } catch {
      throw InvalidArgumentValue(reason: error.description)
    }
  }
}
