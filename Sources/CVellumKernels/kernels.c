// Pixel loops that Swift cannot vectorize well on baseline x86-64 (SSE2 has no byte shuffle):
// chosen at run time by CPUID, with a portable loop giving the same bytes everywhere else.
#define _GNU_SOURCE
#include "vellum_kernels.h"

#include "cpu_features.h"

#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
  return vellum_cpu_leaf1_ecx(bit_SSSE3, &known);
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

/// The first line of the file at `path` (at most `size` - 1 bytes), or 0 when it cannot be read.
static int read_line(const char *path, char *buffer, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, buffer, size - 1);
  close(fd);
  if (n <= 0) return 0;
  buffer[n] = 0;
  return 1;
}

int vellum_active_processors(void) {
  int n = 0;
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) n = CPU_COUNT(&set);
  if (n <= 0) {
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    n = online > 0 ? (int)online : 1;
  }
  long quota = -1, period = 0;
  char line[64];
  if (read_line("/sys/fs/cgroup/cpu.max", line, sizeof line)) {
    // "max 100000" (no quota) or "150000 100000".
    if (strncmp(line, "max", 3) != 0) {
      char *end;
      quota = strtol(line, &end, 10);
      period = strtol(end, NULL, 10);
    }
  } else if (read_line("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", line, sizeof line)) {
    quota = strtol(line, NULL, 10);
    if (read_line("/sys/fs/cgroup/cpu/cpu.cfs_period_us", line, sizeof line)) period = strtol(line, NULL, 10);
  }
  if (quota > 0 && period > 0) {
    long cap = (quota + period - 1) / period;
    if (cap < n) n = (int)cap;
  }
  return n < 1 ? 1 : n;
}

// The box passes: each byte becomes the rounded mean of its channel's `2 * radius + 1` bytes
// around it, the edge pixels repeated, in integer arithmetic only, so every build gives the same
// bytes. The mean divides by multiplying: with m = floor(2^40 / window) + 1, (x * m) >> 40 is
// x / window rounded down for every x < 2^40 / window, and x here is below 256 * window, so it
// holds for every window below 2^16 (radius at most 32,767).

// Along each row, from a copy of the row in `line`.
static void box_rows(uint8_t *data, size_t width, size_t height, size_t stride, long channels, long radius,
                     uint8_t *line) {
  const long window = 2 * radius + 1, half = window / 2, last = (long)width - 1;
  const uint64_t m = ((uint64_t)1 << 40) / (uint64_t)window + 1;
  for (size_t y = 0; y < height; y++) {
    uint8_t *row = data + y * stride;
    memcpy(line, row, width * (size_t)channels);
    for (long k = 0; k < channels; k++) {
      long sum = 0;
      for (long i = -radius; i <= radius; i++) sum += line[(i < 0 ? 0 : (i > last ? last : i)) * channels + k];
      const uint8_t *first = line + k, *end = line + last * channels + k;
      uint8_t *out = row + k;
      for (long i = 0; i <= last; i++) {
        *out = (uint8_t)(((uint64_t)(sum + half) * m) >> 40);
        out += channels;
        long add = i + radius + 1, drop = i - radius;
        sum += (add > last ? *end : first[add * channels]) - (drop < 0 ? *first : first[drop * channels]);
      }
    }
  }
}

// The same down each column, a row at a time: `copy` holds the rows before the pass, `sums`
// each column's running sum.
static void box_columns(uint8_t *data, size_t width, size_t height, size_t stride, long channels, long radius,
                        uint8_t *copy, long *sums) {
  const long window = 2 * radius + 1, half = window / 2, last = (long)height - 1;
  const uint64_t m = ((uint64_t)1 << 40) / (uint64_t)window + 1;
  const size_t n = width * (size_t)channels;
  for (size_t y = 0; y < height; y++) memcpy(copy + y * n, data + y * stride, n);
  memset(sums, 0, n * sizeof(long));
  for (long i = -radius; i <= radius; i++) {
    const uint8_t *r = copy + (size_t)(i < 0 ? 0 : (i > last ? last : i)) * n;
    for (size_t x = 0; x < n; x++) sums[x] += r[x];
  }
  for (long y = 0; y <= last; y++) {
    uint8_t *out = data + (size_t)y * stride;
    long add = y + radius + 1, drop = y - radius;
    const uint8_t *a = copy + (size_t)(add > last ? last : add) * n, *d = copy + (size_t)(drop < 0 ? 0 : drop) * n;
    for (size_t x = 0; x < n; x++) {
      out[x] = (uint8_t)(((uint64_t)(sums[x] + half) * m) >> 40);
      sums[x] += a[x] - d[x];
    }
  }
}

int vellum_box_blur(uint8_t *data, size_t width, size_t height, size_t stride, size_t channels, long radius) {
  if (radius <= 0 || width == 0 || height == 0 || channels == 0 || channels > 4) return 0;
  if (radius > 32767) radius = 32767;
  size_t n = width * channels;
  uint8_t *copy = malloc(n * height);
  long *sums = malloc(sizeof(long) * n);
  if (!copy || !sums) { free(copy); free(sums); return -1; }
  for (int k = 0; k < 3; k++) {
    box_rows(data, width, height, stride, (long)channels, radius, copy);
    box_columns(data, width, height, stride, (long)channels, radius, copy, sums);
  }
  free(copy);
  free(sums);
  return 0;
}

void vellum_rgba_to_rgb(const uint8_t *src, uint8_t *dst, size_t width) {
  for (size_t i = 0; i < width; i++) {
    dst[3 * i] = src[4 * i];
    dst[3 * i + 1] = src[4 * i + 1];
    dst[3 * i + 2] = src[4 * i + 2];
  }
}
