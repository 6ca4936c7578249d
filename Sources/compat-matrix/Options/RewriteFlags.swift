import ArgumentParsing

/// The rule the rewriting commands share: the flag that writes the files (`upgrade --apply`,
/// `lint --fix`) and `--check`, which only says whether they would change, are not given
/// together.
enum RewriteFlags {
  /// Throws the usage error when both flags are given.
  static func validate(writes: Bool, _ write: ArgumentInfo, checks: Bool, _ check: ArgumentInfo)
    throws(UsageError)
  {
    guard writes && checks else { return }
    throw UsageError("\(write.name) writes the files and \(check.name) only checks: give one.")
  }
}
