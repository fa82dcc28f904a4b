// CPU feature checks shared by the kernels (not part of the module's interface).
#ifndef VELLUM_CPU_FEATURES_H
#define VELLUM_CPU_FEATURES_H

#if defined(__x86_64__)
#include <cpuid.h>

/// Whether CPUID leaf 1 sets `bit` in ECX (bit_SSSE3, bit_PCLMUL, …), asked once and kept in
/// `*known` (-1 until asked; racing threads store the same answer).
static inline int vellum_cpu_leaf1_ecx(unsigned bit, int *known) {
  int k = __atomic_load_n(known, __ATOMIC_RELAXED);
  if (k < 0) {
    unsigned a, b, c, d;
    k = __get_cpuid(1, &a, &b, &c, &d) && (c & bit) ? 1 : 0;
    __atomic_store_n(known, k, __ATOMIC_RELAXED);
  }
  return k;
}
#endif

#endif
