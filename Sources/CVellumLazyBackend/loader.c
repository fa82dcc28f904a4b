// The rendering libraries, loaded when `vellum` first draws. Every function of theirs that
// Vellum's code calls is defined by this target as a stub (stubs.S) that jumps through
// `vellum_lazy_table`; the executable is linked with --as-needed, so with every reference
// satisfied here the linker records none of those libraries, and `vellum compare`, `fmt`,
// `schema` and `--version` start without mapping 34 of the 41 shared libraries a render maps.
// The first stub called, or vellum_backend_load, opens them (RTLD_GLOBAL), makes an empty
// configuration fontconfig's current one (use_an_empty_fontconfig) and fills the table.
// symbols.def (scripts/make-lazy-backend.py) names the functions and their libraries.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "vellum_lazy_backend.h"

#if defined(__x86_64__) && defined(__ELF__)

static const char *const libraries[] = {
#define VELLUM_LAZY_LIBRARY(index, soname) [index] = soname,
#define VELLUM_LAZY(index, name, library)
#include "symbols.def"
#undef VELLUM_LAZY_LIBRARY
#undef VELLUM_LAZY
};

static const struct {
  const char *name;
  unsigned char library;
} functions[] = {
#define VELLUM_LAZY_LIBRARY(index, soname)
#define VELLUM_LAZY(index, name, library) [index] = {#name, library},
#include "symbols.def"
#undef VELLUM_LAZY_LIBRARY
#undef VELLUM_LAZY
};

enum { library_count = sizeof libraries / sizeof *libraries, function_count = sizeof functions / sizeof *functions };

/// Where each stub jumps; 0 until the libraries are loaded (the stub then calls
/// vellum_lazy_bind). Written once, before `loaded` is released.
__attribute__((visibility("hidden"))) void *vellum_lazy_table[function_count];

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

/// A library that cannot be opened is a broken installation, reported as the loader would
/// have at start-up, with the same exit code as other internal failures (70).
__attribute__((noreturn)) static void fail(const char *what, const char *detail) {
  fprintf(stderr, "vellum: cannot load the rendering libraries: %s%s%s\n", what, detail ? ": " : "",
          detail ? detail : "");
  fflush(stderr);
  _exit(70);
}

/// Makes an empty configuration fontconfig's current one. Pango's font map runs FcInit (on its
/// "[pango] FcInit" thread), which would otherwise load the machine's whole configuration
/// (README.md) for a process whose font maps use only Vellum's private configuration
/// (FontLibrary). The executable's choice for its own process: the libraries never make a
/// configuration current (ProcessWideStateTests).
static void use_an_empty_fontconfig(void *fontconfig) {
  void *(*create)(void) = (void *(*)(void))dlsym(fontconfig, "FcConfigCreate");
  int (*set_current)(void *) = (int (*)(void *))dlsym(fontconfig, "FcConfigSetCurrent");
  void (*destroy)(void *) = (void (*)(void *))dlsym(fontconfig, "FcConfigDestroy");
  if (!create || !set_current || !destroy) fail("libfontconfig.so.1", dlerror());
  void *empty = create();
  if (!empty) return;
  set_current(empty);  // takes a reference of its own
  destroy(empty);
}

static void load(void) {
  void *handles[library_count];
  for (int i = 0; i < library_count; i++) {
    handles[i] = dlopen(libraries[i], RTLD_LAZY | RTLD_GLOBAL);
    if (!handles[i]) fail(libraries[i], dlerror());
  }
  // Before any stub can reach the libraries (a filled entry is jumped through at once).
  for (int i = 0; i < library_count; i++) {
    if (strcmp(libraries[i], "libfontconfig.so.1") == 0) use_an_empty_fontconfig(handles[i]);
  }
  for (int i = 0; i < function_count; i++) {
    void *address = dlsym(handles[functions[i].library], functions[i].name);
    if (!address) fail(functions[i].name, dlerror());
    __atomic_store_n(&vellum_lazy_table[i], address, __ATOMIC_RELEASE);
  }
}

/// Called by a stub whose table entry is still 0, with that entry's index: loads the libraries
/// (or waits for the thread loading them) and returns where the stub goes.
__attribute__((visibility("hidden"))) void *vellum_lazy_bind(unsigned index) {
  pthread_once(&loaded, load);
  return vellum_lazy_table[index];
}

void vellum_backend_load(void) { pthread_once(&loaded, load); }

static void *load_thread(void *unused) {
  (void)unused;
  pthread_setname_np(pthread_self(), "vellum load");
  pthread_once(&loaded, load);
  return NULL;
}

void vellum_backend_load_in_background(void) {
  static int started;
  if (__atomic_exchange_n(&started, 1, __ATOMIC_ACQ_REL)) return;
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  // Without a thread, the first function called loads them instead.
  if (pthread_create(&thread, &attributes, load_thread, NULL) != 0) __atomic_store_n(&started, 0, __ATOMIC_RELEASE);
  pthread_attr_destroy(&attributes);
}

#else

void vellum_backend_load(void) {}
void vellum_backend_load_in_background(void) {}

#endif
