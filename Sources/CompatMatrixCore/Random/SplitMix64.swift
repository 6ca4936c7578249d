/// SplitMix64: a small, fast generator whose sequence is fixed by its seed, for inputs that
/// must be the same on every run: the benchmarks' generated corpora and matrices, and the
/// tests' random inputs, so that a failure repeats exactly.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The state: the seed, advanced by every number drawn.
  package var state: UInt64

  /// A generator that starts from `state`.
  package init(state: UInt64) {
    self.state = state
  }

  /// The next number in the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
