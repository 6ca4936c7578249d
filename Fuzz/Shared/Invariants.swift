// What every fuzz target checks; `scripts/fuzz.sh` compiles the files of Fuzz/Shared/ into
// every target's module.

/// Traps, naming the invariant broken, when `condition` is false: libFuzzer then saves the
/// input that broke it.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// Traps unless a text shown to the user is one line without control characters.
func checkLine(_ line: String) {
  check(
    !line.contains(where: \.isNewline) && !line.unicodeScalars.contains { $0.value < 0x20 },
    "not one line: \(line.debugDescription)")
}

/// Traps unless a whole output (a report, a page, a document) has no raw control character
/// but its line feeds and tabs: no escape sequence, carriage return, C1 control, line or
/// paragraph separator or bidirectional override of the data reaches a terminal.
func checkOutput(_ text: String, _ what: @autoclosure () -> String) {
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x0A, 0x09: continue
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
      check(
        false,
        "\(what()): raw U+\(String(scalar.value, radix: 16, uppercase: true)) in "
          + String(text.debugDescription.prefix(400)))
    default: continue
    }
  }
}
