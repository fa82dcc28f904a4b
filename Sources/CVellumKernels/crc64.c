// Multiplication modulo CRC-64/XZ's polynomial (ECMA-182, reflected), for joining CRCs
// (`PixelDigest.combine`): with the carry-less multiply instruction where the CPU has it, else a
// loop; the same value either way.
#include "vellum_kernels.h"

#include "cpu_features.h"

#include <pthread.h>

#if defined(__x86_64__)
#include <wmmintrin.h>
#endif

/// The reflected polynomial: bit 63 is x^0's coefficient, bit 0 x^63's.
static const uint64_t polynomial = 0xC96C5795D7870F42ull;

uint64_t vellum_crc64_multiply_portable(uint64_t a, uint64_t b) {
  uint64_t product = 0;
  for (int i = 63; i >= 0; i--) {
    product ^= b & (0 - (a >> i & 1));
    b = (b >> 1) ^ (polynomial & (0 - (b & 1)));
  }
  return product;
}

/// A byte times x^8 modulo the polynomial, for each byte (the CRC's byte table).
static uint64_t byte_table[256];
static pthread_once_t byte_table_made = PTHREAD_ONCE_INIT;

static void make_byte_table(void) {
  for (int n = 0; n < 256; n++) {
    uint64_t c = (uint64_t)n;
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (polynomial & (0 - (c & 1)));
    byte_table[n] = c;
  }
}

/// h times x^64, modulo the polynomial: eight bytes through the byte table, as a CRC takes
/// eight zero bytes.
static uint64_t times_x64(uint64_t h) {
  pthread_once(&byte_table_made, make_byte_table);
  for (int k = 0; k < 8; k++) h = byte_table[h & 0xFF] ^ (h >> 8);
  return h;
}

#if defined(__x86_64__)
static int has_pclmul(void) {
  static int known = -1;
  return vellum_cpu_leaf1_ecx(bit_PCLMUL, &known);
}

// The 127-bit carry-less product of two reflected values has x^(126 - m) at bit m; shifted left
// once, its high half is the product's x^0…x^63 part (reflected) and its low half the
// x^64…x^127 part, which times_x64 brings below x^64.
__attribute__((target("pclmul,sse2"))) static uint64_t multiply_pclmul(uint64_t a, uint64_t b) {
  __m128i p = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)a), _mm_cvtsi64_si128((long long)b), 0);
  uint64_t lo = (uint64_t)_mm_cvtsi128_si64(p);
  uint64_t hi = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p));
  return ((hi << 1) | (lo >> 63)) ^ times_x64(lo << 1);
}
#endif

int vellum_crc64_multiply_support(void) {
#if defined(__x86_64__)
  return has_pclmul();
#else
  return 0;
#endif
}

uint64_t vellum_crc64_multiply(uint64_t a, uint64_t b) {
#if defined(__x86_64__)
  if (has_pclmul()) return multiply_pclmul(a, b);
#endif
  return vellum_crc64_multiply_portable(a, b);
}
