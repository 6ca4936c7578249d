#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The tool is a thin shell: parse the command line, run the command, exit with its code.
signal(SIGPIPE, SIG_IGN)
exit(CompatMatrixCLI.run(CommandContext.arguments(), context: .process()))
