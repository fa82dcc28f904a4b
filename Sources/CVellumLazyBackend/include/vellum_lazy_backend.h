#ifndef VELLUM_LAZY_BACKEND_H
#define VELLUM_LAZY_BACKEND_H

/// Loads the rendering libraries (Pango, Cairo, fontconfig, FreeType, HarfBuzz, FriBidi, GLib)
/// if they are not loaded yet, and returns once every function Vellum calls of theirs is bound.
/// The `vellum` executable starts without them (its verbs that draw nothing never load them);
/// the first call of any of their functions loads them too, on whichever thread makes it, so
/// calling this is only a way to load them sooner, on a thread that has nothing else to do.
/// Safe from any thread, any number of times. Without the stubs (not x86-64) it does nothing.
void vellum_backend_load(void);

/// Starts loading the rendering libraries on a thread of its own and returns at once: a verb
/// that will draw calls it first, so the libraries load while it reads its arguments and
/// documents. Does nothing when they are loaded or loading, or without the stubs.
void vellum_backend_load_in_background(void);

#endif
