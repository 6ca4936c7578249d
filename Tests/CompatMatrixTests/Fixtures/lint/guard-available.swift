// Availability from `guard` and from `#unavailable`.
func guarded() {
  guard #available(iOS 16, *) else {
    inGuardElse()
    return
  }
  afterGuard()
  nested {
    inClosureAfterGuard()
  }
}

func guardedWithCondition() {
  notGuarded()
  guard #available(iOS 16, *), let value = optional else { return inGuardElseWithCondition() }
  afterGuardWithCondition()
}

func unavailable() {
  if #unavailable(iOS 15) {
    inUnavailable15()
  } else {
    inUnavailableElse()
  }
  guard #unavailable(iOS 17) else {
    inUnavailableGuardElse()
    return
  }
  afterUnavailableGuard()
}

topLevel()

func inSwitch(_ value: Int) {
  switch value {
  case 1:
    guard #available(iOS 16, *) else { return }
    afterGuardInCase()
    if case .some = optional { stillInCase() }
  case 2:
    inNextCase()
  default:
    inDefault()
  }
}
