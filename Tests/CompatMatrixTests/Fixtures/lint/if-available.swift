// Availability from `if`, `else`, `else if`, `while` and `if` expressions.
func checks(flag: Bool) {
  beforeCheck()
  if #available(iOS 16, *) {
    inIf16()
  } else {
    inElse16()
  }
  afterIf()
  if #available(iOS 17.0, macOS 14, *), flag {
    inIf17WithFlag()
  } else {
    inElseWithFlag()
  }
  if #available(iOS 17, *) {
    inIf17()
  } else if #available(iOS 16.4, *) {
    inElseIf164()
  } else {
    inFinalElse()
  }
  if #available(macOS 13, *) {
    inMacOnlyCheck()
  }
  while #available(iOS 15, *) {
    inWhile15()
  }
  let value = if #available(iOS 18, *) { inIfExpression18() } else { inElseExpression18() }
  if #available(iOS 16.4.1, *) { inPatch() }
}
