// Adler-32 (RFC 1950) with AVX-512BW or AVX2 where the CPU and OS have them, a portable loop
// elsewhere: the same value on every path. ISA-L's adler32_avx2_4, which this replaces, ran at
// about half this speed on the image rows a render checksums (bench/README.md).
#include "vellum_kernels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif

#define ADLER_BASE 65521u
// The most bytes the portable loop sums before reducing: 255 n (n + 1) / 2 + (n + 1)(BASE - 1)
// stays under 2^32 (zlib's NMAX).
#define ADLER_NMAX 5552

static uint32_t adler32_portable(uint32_t adler, const uint8_t *p, size_t n) {
  uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
  while (n > 0) {
    size_t k = n < ADLER_NMAX ? n : ADLER_NMAX;
    n -= k;
    while (k--) {
      s1 += *p++;
      s2 += s1;
    }
    s1 %= ADLER_BASE;
    s2 %= ADLER_BASE;
  }
  return s2 << 16 | s1;
}

#if defined(__x86_64__)
// Both vector loops take `width` bytes a step. For a run of k steps starting from sums s1, s2:
// s1 gains every byte; s2 gains k·width·s1, plus width × (for each step, the sum of the bytes of
// the steps before it: `prefix`), plus each byte weighted by width minus its place in its step
// (`weighted`: maddubs by width…1, then pairs added). Lanes stay under 2^32 for 512 (AVX-512)
// or 1024 (AVX2) steps: a lane of `prefix` holds at most 2040 k (k - 1) / 2.

/// Adds a run of `steps` vector steps of `width` bytes to the sums `s1`, `s2` (reduced), from
/// the run's per-lane byte sums, weighted sums and prefix sums, `lanes` of each.
static void fold(uint64_t *s1, uint64_t *s2, const uint32_t *sums, const uint32_t *weighted, const uint32_t *prefix,
                 int lanes, size_t width, size_t steps) {
  uint64_t byteSum = 0, weightedSum = 0, prefixSum = 0;
  for (int i = 0; i < lanes; i++) {
    byteSum += sums[i];
    weightedSum += weighted[i];
    prefixSum += prefix[i];
  }
  *s2 = (*s2 + *s1 * (steps * width) + width * prefixSum + weightedSum) % ADLER_BASE;
  *s1 = (*s1 + byteSum) % ADLER_BASE;
}

__attribute__((target("avx2"))) static uint32_t adler32_avx2(uint32_t adler, const uint8_t *p, size_t n) {
  uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
  const __m256i weights = _mm256_setr_epi8(
    32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
  const __m256i ones = _mm256_set1_epi16(1), zero = _mm256_setzero_si256();
  while (n >= 32) {
    size_t steps = n / 32 < 1024 ? n / 32 : 1024;
    __m256i sums = zero, weighted = zero, prefix = zero;
    for (size_t i = 0; i < steps; i++) {
      __m256i bytes = _mm256_loadu_si256((const __m256i *)(p + 32 * i));
      prefix = _mm256_add_epi32(prefix, sums);
      sums = _mm256_add_epi32(sums, _mm256_sad_epu8(bytes, zero));
      weighted = _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(bytes, weights), ones));
    }
    uint32_t lanes[3][8];
    _mm256_storeu_si256((__m256i *)lanes[0], sums);
    _mm256_storeu_si256((__m256i *)lanes[1], weighted);
    _mm256_storeu_si256((__m256i *)lanes[2], prefix);
    fold(&s1, &s2, lanes[0], lanes[1], lanes[2], 8, 32, steps);
    p += steps * 32;
    n -= steps * 32;
  }
  return adler32_portable((uint32_t)(s2 << 16 | s1), p, n);
}

__attribute__((target("avx512f,avx512bw"))) static uint32_t adler32_avx512(uint32_t adler, const uint8_t *p, size_t n) {
  uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
  const __m512i weights = _mm512_set_epi8(
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
    33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61,
    62, 63, 64);
  const __m512i ones = _mm512_set1_epi16(1), zero = _mm512_setzero_si512();
  while (n >= 64) {
    size_t steps = n / 64 < 512 ? n / 64 : 512;
    __m512i sums = zero, weighted = zero, prefix = zero;
    for (size_t i = 0; i < steps; i++) {
      __m512i bytes = _mm512_loadu_si512((const void *)(p + 64 * i));
      prefix = _mm512_add_epi32(prefix, sums);
      sums = _mm512_add_epi32(sums, _mm512_sad_epu8(bytes, zero));
      weighted = _mm512_add_epi32(weighted, _mm512_madd_epi16(_mm512_maddubs_epi16(bytes, weights), ones));
    }
    uint32_t lanes[3][16];
    _mm512_storeu_si512((void *)lanes[0], sums);
    _mm512_storeu_si512((void *)lanes[1], weighted);
    _mm512_storeu_si512((void *)lanes[2], prefix);
    fold(&s1, &s2, lanes[0], lanes[1], lanes[2], 16, 64, steps);
    p += steps * 64;
    n -= steps * 64;
  }
  uint32_t value = (uint32_t)(s2 << 16 | s1);
  return n >= 32 ? adler32_avx2(value, p, n) : adler32_portable(value, p, n);
}

/// 2 with AVX-512BW (and the OS saving its registers), 1 with AVX2, else 0.
static int adler32_support(void) {
  static int known = -1;
  int k = __atomic_load_n(&known, __ATOMIC_RELAXED);
  if (k >= 0) return k;
  k = 0;
  unsigned a, b, c, d;
  if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX)) {
    unsigned lo, hi;
    __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    int ymm = (lo & 0x6) == 0x6, zmm = (lo & 0xE6) == 0xE6;
    if (ymm && __get_cpuid_count(7, 0, &a, &b, &c, &d)) {
      if (b & bit_AVX2) k = 1;
      if (k == 1 && zmm && (b & bit_AVX512F) && (b & bit_AVX512BW)) k = 2;
    }
  }
  __atomic_store_n(&known, k, __ATOMIC_RELAXED);
  return k;
}
#endif

int vellum_adler32_support(void) {
#if defined(__x86_64__)
  return adler32_support();
#else
  return 0;
#endif
}

uint32_t vellum_adler32_using(int path, uint32_t adler, const uint8_t *bytes, size_t count) {
#if defined(__x86_64__)
  int best = adler32_support();
  if (path > best) path = best;
  if (path == 2) return adler32_avx512(adler, bytes, count);
  if (path == 1) return adler32_avx2(adler, bytes, count);
#else
  (void)path;
#endif
  return adler32_portable(adler, bytes, count);
}

uint32_t vellum_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
  return vellum_adler32_using(2, adler, bytes, count);
}
