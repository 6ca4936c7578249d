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
