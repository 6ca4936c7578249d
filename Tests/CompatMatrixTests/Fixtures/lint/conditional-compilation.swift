// `#if` branches for other platforms are not compiled for iOS.
#if os(iOS)
  inIOSBranch()
#elseif os(macOS)
  inMacBranch()
#else
  inOtherBranch()
#endif

#if !os(iOS)
  inNotIOS()
#else
  inNotIOSElse()
#endif

#if os(watchOS) || os(macOS)
  inWatchOrMac()
#endif

#if canImport(UIKit)
  inCanImport()
#else
  inCanImportElse()
#endif

#if DEBUG
  inDebug()
#elseif os(tvOS)
  inElseIfTV()
#else
  inDebugElse()
#endif

#if os(iOS) && targetEnvironment(simulator)
  inSimulator()
#endif

#if false
  inFalse()
#elseif os(iOS)
  inAfterFalse()
#endif

#if os(macOS)
  #if DEBUG
    inNestedMac()
  #endif
#endif
afterAll()
