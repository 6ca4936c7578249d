import CompatMatrixCore
import CompatMatrixSource

/// Builds the one-line explanations of detected deployment targets.
enum ExplanationText {
  /// `SETTING = value`, followed by `(from $(VAR))` when the value was written in another
  /// setting that this one refers to.
  static func assignment(setting: String, value: String, origin: BuildSettingStack.Origin)
    -> String
  {
    let from = origin.assignment.name == setting ? "" : " (from $(\(origin.assignment.name)))"
    return "\(setting) = \(value)\(from)"
  }

  /// The configuration file that holds an assignment: `Config/Base.xcconfig`, or
  /// `Config/Common.xcconfig, included by Config/Base.xcconfig` when the base configuration
  /// file includes the one that holds it.
  static func configurationFile(_ origin: BuildSettingStack.Origin) -> String {
    origin.assignment.file == origin.levelFile
      ? origin.levelFile : "\(origin.assignment.file), included by \(origin.levelFile)"
  }

  /// The parts joined with `; ` into one line: line breaks in names become spaces, and other
  /// control characters escapes.
  package static func line(_ parts: [String]) -> String {
    MessageText.oneLine(String(parts.joined(separator: "; ").map { $0.isNewline ? " " : $0 }))
  }
}
