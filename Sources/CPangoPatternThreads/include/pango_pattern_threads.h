#ifndef VELLUM_PANGO_PATTERN_THREADS_H
#define VELLUM_PANGO_PATTERN_THREADS_H

/// How many of Pango's per-pattern font-matching threads this process ran on the calling
/// thread instead (see pango_pattern_threads.c). Zero when the Pango in use is not 1.50.
long vellum_pango_pattern_threads_run_inline(void);

/// Whether the loaded Pango is one whose pattern threads are run inline (1.50.x).
int vellum_pango_pattern_threads_apply(void);

#endif
