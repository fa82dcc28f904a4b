import FoundationEssentials
import Glibc
import VellumCairo
import VellumModel

let usage = """
  vellum — render iOS-style screens described in JSON to PNG

  usage: vellum <verb> [options]

  verbs:
    render   render documents to PNG           (vellum render doc.json -o out.png)
    tree     print a document's render tree     (vellum tree doc.json)
    schema   print the document JSON Schema     (vellum schema)
    compare  compare two PNG images             (vellum compare a.png b.png --diff d.png)
    check    check documents against goldens    (vellum check Samples --snapshots Snapshots)
    accept   make failed renders the goldens    (vellum accept cells/states | --all-failed)
    prune    list goldens no document produces  (vellum prune --snapshots Snapshots --samples Samples)
    gallery  a static site of rendered documents (vellum gallery Samples -o site/)
    fmt      rewrite documents in canonical form  (vellum fmt Samples | --check)
    merge-reports  one report from sharded checks (vellum merge-reports shard-*/results.json --report out/)

  vellum <verb> --help shows a verb's options; vellum --version prints the version.

  exit codes: 0 success, 64 usage error, 65 invalid document, 66 missing input file,
  70 internal error, 73 output not writable. compare and check document their own codes
  (compare: 0 same, 66 differ, 65 size mismatch; check: 0 all passed, 1 any failed).
  """

Timings.begin()
// Before any thread starts: an interrupted run removes the files it was writing.
TemporaryFiles.cleanUpOnSignals()
var words = Array(CommandLine.arguments.dropFirst())
let verb = words.isEmpty ? "--help" : words.removeFirst()
var code: Int32
do {
  switch verb {
  case "render": code = try RenderCommand.run(words)
  case "tree": code = try TreeCommand.run(words)
  case "schema": code = try SchemaCommand.run(words)
  case "compare": code = try CompareCommand.run(words)
  case "check": code = try CheckCommand.run(words)
  case "accept": code = try AcceptCommand.run(words)
  case "prune": code = try PruneCommand.run(words)
  case "gallery": code = try GalleryCommand.run(words)
  case "fmt": code = try FormatCommand.run(words)
  case "merge-reports": code = try MergeReportsCommand.run(words)
  case "--version", "version":
    print("vellum \(vellumVersion)")
    code = 0
  case "--help", "-h", "help":
    print(usage)
    code = 0
  default:
    var m = "unknown verb \"\(verb)\""
    if let near = nearestName(
      to: verb,
      in: ["render", "tree", "schema", "compare", "check", "accept", "prune", "gallery", "fmt", "merge-reports"])
    {
      m += "; did you mean \"\(near)\"?"
    }
    throw CLIError.usage(m + "\n\n" + usage)
  }
} catch let e as CLIError {
  printError("vellum: \(e.message)")
  code = e.code
} catch {
  printError("vellum: internal error: \(error)")
  code = ExitCode.software
}
// Output that could not be written is a failure, whatever the verb (`vellum tree > /dev/full`).
errno = 0
let flushed = fflush(nil) == 0
if code == 0, !flushed || StandardIO.outputError != nil {
  let error = StandardIO.outputError ?? (errno == 0 ? ENOSPC : errno)
  printError("vellum: cannot write standard output: \(String(cString: strerror(error)))")
  code = ExitCode.cantCreate
}
// Leave without running exit handlers and C++/Swift static destructors (nothing of ours needs
// them: files are committed, threads idle): ~0.2 ms per process. Buffered stdout goes first.
fflush(nil)
_exit(code)
