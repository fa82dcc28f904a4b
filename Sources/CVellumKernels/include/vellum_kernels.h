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

/// Drops the alpha byte of `width` R, G, B, A pixels: R, G, B bytes.
void vellum_rgba_to_rgb(const uint8_t *src, uint8_t *dst, size_t width);

/// Names the calling thread (at most 15 bytes are kept), as `top -H` and debuggers show it.
void vellum_name_current_thread(const char *name);

/// The cores this process may run on: those its affinity mask allows (all online ones when it
/// cannot be read), fewer when a cgroup CPU quota (v2 cpu.max, v1 cpu.cfs_quota_us over
/// cpu.cfs_period_us) caps it, rounded up; at least 1. A few system calls, no allocation.
int vellum_active_processors(void);

/// Three horizontal and three vertical box passes of `radius` over one channel: `data` points at
/// that channel's byte in the first pixel, samples `bytes_per_pixel` apart, rows `stride` apart.
/// Each sample becomes the rounded mean of its window, edges repeated (integer arithmetic: the
/// same bytes in every build). Returns -1 when the line buffer cannot be allocated, else 0.
int vellum_box_blur(uint8_t *data, size_t width, size_t height, size_t stride, size_t bytes_per_pixel, long radius);

#endif
