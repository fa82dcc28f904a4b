#ifndef VELLUM_KERNELS_H
#define VELLUM_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Converts `width` opaque Cairo ARGB32 pixels (native-endian 32-bit words) to R, G, B bytes.
/// Exact byte moves: every code path gives the same bytes.
void vellum_argb32_to_rgb(const uint32_t *src, uint8_t *dst, size_t width);

/// 1 when vellum_argb32_to_rgb uses SSSE3 on this machine (for tests and benchmarks).
int vellum_kernels_vectorized(void);

/// The portable loop, for tests that compare it with the vector one.
void vellum_argb32_to_rgb_scalar(const uint32_t *src, uint8_t *dst, size_t width);

/// Names the calling thread (at most 15 bytes are kept), as `top -H` and debuggers show it.
void vellum_name_current_thread(const char *name);

#endif
