// Pixel loops that Swift cannot vectorize well on baseline x86-64 (SSE2 has no byte shuffle):
// chosen at run time by CPUID, with a portable loop giving the same bytes everywhere else.
#define _GNU_SOURCE
#include "vellum_kernels.h"

#include <pthread.h>
#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>
#endif

void vellum_argb32_to_rgb_scalar(const uint32_t *src, uint8_t *dst, size_t width) {
  for (size_t i = 0; i < width; i++) {
    uint32_t p = src[i];
    dst[3 * i] = (uint8_t)(p >> 16);
    dst[3 * i + 1] = (uint8_t)(p >> 8);
    dst[3 * i + 2] = (uint8_t)p;
  }
}

#if defined(__x86_64__)
// Four pixels (B, G, R, A in memory) become twelve bytes R, G, B; the last four of each
// 16-byte store are overwritten by the next group, so the loop stops while a full store fits.
__attribute__((target("ssse3"))) static void argb32_to_rgb_ssse3(const uint32_t *src, uint8_t *dst, size_t width) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  size_t i = 0;
  for (; i + 22 <= width; i += 16) {
    __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(src + i + 4));
    __m128i c = _mm_loadu_si128((const __m128i *)(src + i + 8));
    __m128i d = _mm_loadu_si128((const __m128i *)(src + i + 12));
    _mm_storeu_si128((__m128i *)(dst + 3 * i), _mm_shuffle_epi8(a, order));
    _mm_storeu_si128((__m128i *)(dst + 3 * i + 12), _mm_shuffle_epi8(b, order));
    _mm_storeu_si128((__m128i *)(dst + 3 * i + 24), _mm_shuffle_epi8(c, order));
    _mm_storeu_si128((__m128i *)(dst + 3 * i + 36), _mm_shuffle_epi8(d, order));
  }
  for (; i + 6 <= width; i += 4) {
    __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
    _mm_storeu_si128((__m128i *)(dst + 3 * i), _mm_shuffle_epi8(a, order));
  }
  vellum_argb32_to_rgb_scalar(src + i, dst + 3 * i, width - i);
}

static int has_ssse3(void) {
  static int known = -1;
  int k = __atomic_load_n(&known, __ATOMIC_RELAXED);
  if (k < 0) {
    unsigned a, b, c, d;
    k = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
    __atomic_store_n(&known, k, __ATOMIC_RELAXED);
  }
  return k;
}
#endif

int vellum_kernels_vectorized(void) {
#if defined(__x86_64__)
  return has_ssse3();
#else
  return 0;
#endif
}

void vellum_argb32_to_rgb(const uint32_t *src, uint8_t *dst, size_t width) {
#if defined(__x86_64__)
  if (has_ssse3()) {
    argb32_to_rgb_ssse3(src, dst, width);
    return;
  }
#endif
  vellum_argb32_to_rgb_scalar(src, dst, width);
}

void vellum_name_current_thread(const char *name) {
  char short_name[16];
  strncpy(short_name, name, sizeof short_name - 1);
  short_name[sizeof short_name - 1] = 0;
  pthread_setname_np(pthread_self(), short_name);
}
