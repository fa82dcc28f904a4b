import FoundationEssentials
import Glibc
import VellumCairo
import VellumModel

/// The `vellum` command: runs the verb `arguments` name and leaves the process with its exit code.
/// `startLoading` begins loading the rendering libraries for the verbs that draw (the executable's
/// lazy loader: the verbs that draw nothing never load them).
package func runVellum(_ arguments: [String], startLoading: () -> Void) -> Never {
  Timings.begin()
  // Before any thread starts: an interrupted run removes the files it was writing.
  TemporaryFiles.cleanUpOnSignals()
  var words = arguments
  let verb = words.isEmpty ? "--help" : words.removeFirst()
  var code: Int32
  do {
    switch verb {
    case "--version", "version":
      print("vellum \(vellumVersion)")
      code = 0
    case "--help", "-h", "help":
      print(VerbTable.usage)
      code = 0
    default:
      guard let known = VerbTable.verb(named: verb) else { throw VerbTable.unknownVerb(verb) }
      // The rendering libraries load while the arguments and documents are read.
      if known.draws { startLoading() }
      code = try known.run(words)
    }
  } catch let e as CLIError {
    printError("vellum: \(e.message)")
    code = e.code
  } catch {
    printError("vellum: internal error: \(error)")
    code = ExitCode.software
  }
  // Output that could not be written is a failure, whatever the verb (`vellum tree > /dev/full`):
  // always reported, and exit 73 instead of a verb's result (0, or 1: "failures found", "orphans
  // kept"); an error exit (64 and up) already reported stays.
  errno = 0
  let flushed = fflush(nil) == 0
  if !flushed || StandardIO.outputError != nil {
    let error = StandardIO.outputError ?? (errno == 0 ? ENOSPC : errno)
    printError("vellum: cannot write standard output: \(String(cString: strerror(error)))")
    if code < ExitCode.usage { code = ExitCode.cantCreate }
  }
  // Leave without running exit handlers and C++/Swift static destructors (nothing of ours needs
  // them: files are committed, threads idle; README.md). Buffered stdout goes first.
  fflush(nil)
  _exit(code)
}
