import CVellumLazyBackend
import vellum

// The verbs (the `vellum` target) in a process of their own, which the C target linked here acts
// on as a whole: the rendering libraries load when it first draws (CVellumLazyBackend). The
// libraries other programs link hold none of this (ProductBoundaryTests).
runVellum(Array(CommandLine.arguments.dropFirst())) { vellum_backend_load_in_background() }
