import CVellumLazyBackend
import vellum

// The verbs (the `vellum` target) in a process of their own, which the C targets linked here act
// on as a whole: the rendering libraries load when it first draws (CVellumLazyBackend), and
// Pango's threads and fontconfig's current configuration are the executable's
// (CPangoPatternThreads). The libraries other programs link hold none of this.
runVellum(Array(CommandLine.arguments.dropFirst())) { vellum_backend_load_in_background() }
