// Pango 1.50 (Debian 12) starts two threads for every new font pattern, "[pango]
// FcFontSetMatch" and "[pango] FcFontSetSort", and the caller then waits for them: a one-shot
// `vellum render` of a 20-row sidebar starts about 30 threads that each live for one
// fontconfig call over Vellum's few private fonts. This definition of g_thread_new, linked into
// the `vellum` executable only (never into the libraries other programs link), is the one the
// dynamic linker binds libpangoft2's calls to: those two threads' functions run on the calling
// thread instead (same results, ~1–2 ms less a process, bench/README.md); every other thread,
// and every thread on any Pango but 1.50.x, is started by GLib's own g_thread_new. Pango's
// "[pango] FcInit" thread is left to GLib (its function waits on state the caller holds), but
// first fontconfig's current configuration becomes an empty one: FcInit then loads nothing,
// where it would load the machine's whole configuration (~5 ms of CPU and ~15 ms of waiting
// at every start) for a process whose font maps only use Vellum's private configuration
// (FontLibrary). The libraries never make a configuration current: the executable does, for
// its own process.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <string.h>

#include "pango_pattern_threads.h"

typedef struct _GThread GThread;
typedef void *(*GThreadFunc)(void *data);
extern GThread *g_thread_self(void);
extern GThread *g_thread_ref(GThread *thread);
extern int pango_version(void);
typedef struct _FcConfig FcConfig;
extern FcConfig *FcConfigCreate(void);
extern int FcConfigSetCurrent(FcConfig *config);
extern void FcConfigDestroy(FcConfig *config);

static atomic_long run_inline;

int vellum_pango_pattern_threads_apply(void) {
  // Read once: 1 or 0, then -1 until known.
  static atomic_int applies = -1;
  int known = atomic_load_explicit(&applies, memory_order_relaxed);
  if (known >= 0) return known;
  int version = pango_version();
  known = version >= 15000 && version < 15100;
  atomic_store_explicit(&applies, known, memory_order_relaxed);
  return known;
}

long vellum_pango_pattern_threads_run_inline(void) {
  return atomic_load_explicit(&run_inline, memory_order_relaxed);
}

GThread *g_thread_new(const char *name, GThreadFunc func, void *data) {
  if (name && (strcmp(name, "[pango] FcFontSetMatch") == 0 || strcmp(name, "[pango] FcFontSetSort") == 0)
      && vellum_pango_pattern_threads_apply()) {
    func(data);
    atomic_fetch_add_explicit(&run_inline, 1, memory_order_relaxed);
    // Pango unrefs the thread it is given and never joins it: hand it a reference to this one.
    return g_thread_ref(g_thread_self());
  }
  if (name && strcmp(name, "[pango] FcInit") == 0) {
    FcConfig *empty = FcConfigCreate();
    if (empty) {
      FcConfigSetCurrent(empty);  // takes a reference of its own
      FcConfigDestroy(empty);
    }
  }
  static _Atomic(GThread *(*)(const char *, GThreadFunc, void *)) next;
  GThread *(*real)(const char *, GThreadFunc, void *) = atomic_load_explicit(&next, memory_order_relaxed);
  if (!real) {
    real = (GThread * (*)(const char *, GThreadFunc, void *)) dlsym(RTLD_NEXT, "g_thread_new");
    atomic_store_explicit(&next, real, memory_order_relaxed);
  }
  return real(name, func, data);
}
