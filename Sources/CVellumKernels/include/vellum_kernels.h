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

/// Three horizontal and three vertical box passes of `radius` over every channel of an image of
/// `channels` (1 to 4) interleaved bytes a pixel, rows `stride` bytes apart. Each byte becomes the
/// rounded mean of its channel's window, edges repeated (integer arithmetic: the same bytes in
/// every build); a radius above 32,767 is taken as 32,767. Returns -1 when its buffers (a copy
/// of the image) cannot be allocated, else 0.
int vellum_box_blur(uint8_t *data, size_t width, size_t height, size_t stride, size_t channels, long radius);

/// Adler-32 (RFC 1950) of `count` bytes after `adler` (1 for no bytes), as zlib's `adler32`
/// computes it: with AVX-512BW or AVX2 where the CPU and OS have them.
uint32_t vellum_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/// a × b modulo CRC-64/XZ's polynomial, both reflected (bit 63 is x^0's coefficient): how two
/// CRCs are joined (`PixelDigest`). With the carry-less multiply instruction where the CPU has
/// it (`vellum_crc64_multiply_support` 1), else the portable loop; the same value either way.
uint64_t vellum_crc64_multiply(uint64_t a, uint64_t b);

/// The portable loop, for tests that compare it with the carry-less multiply.
uint64_t vellum_crc64_multiply_portable(uint64_t a, uint64_t b);

/// 1 when vellum_crc64_multiply uses the carry-less multiply instruction on this machine.
int vellum_crc64_multiply_support(void);

/// What `vellum_adler32` uses on this machine: 2 AVX-512BW, 1 AVX2, 0 the portable loop.
int vellum_adler32_support(void);

/// `vellum_adler32` on the path given (at most the machine's), for tests that hold each path to
/// the others.
uint32_t vellum_adler32_using(int path, uint32_t adler, const uint8_t *bytes, size_t count);

/// How many points flatten a continuous corner's ease from its edge into its arc.
#define VELLUM_GLASS_EASE_POINTS 17

/// A rounded rectangle in device pixels, one piece of a glass shape: circular corners of
/// `radius`, or continuous ones (`vellum_glass_shape_set_continuous`). All fields zero but the
/// first five: circular corners.
typedef struct {
  double x, y, width, height, radius;
  /// Continuous corners: how far along each edge from the corner they begin; 0 for circular.
  double extent;
  /// Where a continuous corner's arc (of `radius`) begins: its direction from the arc's centre,
  /// in the corner's frame (below).
  double arc_x, arc_y;
  /// A continuous corner's ease from its edge into its arc, flattened, as (x, y) pairs in the
  /// corner's frame: x along the edge towards the corner (0 at the corner), y inwards from it.
  double ease[2 * VELLUM_GLASS_EASE_POINTS];
  /// Each of the ease's segments: its (x, y) step and the inverse of its squared length.
  double ease_step[3 * (VELLUM_GLASS_EASE_POINTS - 1)];
} vellum_glass_shape;

/// Gives `shape` continuous corners (as `ContinuousCorner` describes them, in device pixels):
/// each takes `extent` along both edges, eased from the edge by the cubic Bézier through (−extent,
/// 0), (−extent + a, 0), (−extent + a + b, 0), (−extent + a + b + c, d) into an arc of the shape's
/// `radius` centred at (−radius, radius) that begins `arc_start` radians past the edge's
/// direction, and is symmetric about its diagonal. `radius` must be the corner's (at most half
/// the shorter side).
void vellum_glass_shape_set_continuous(vellum_glass_shape *shape, double extent, double a, double b, double c,
                                       double d, double arc_start);

/// The signed distance in device pixels from (`x`, `y`) to the smooth union of `count` shapes
/// (negative inside): each shape's distance (continuous corners' to within their flattening),
/// joined by a polynomial smooth minimum of 2 × `blend` pixels (0: the plain union), so that
/// shapes less than `blend` apart grow a neck.
double vellum_glass_distance(const vellum_glass_shape *shapes, size_t count, double blend, double x, double y);

/// Writes into the A8 `mask` (`width` × `height`, rows `stride` apart, its first pixel at device
/// (`origin_x`, `origin_y`)) the coverage of the band of the shapes' smooth union between `from`
/// and `to` pixels inside its edge (0 and INFINITY: the whole shape), antialiased over a pixel.
void vellum_glass_mask(uint8_t *mask, size_t width, size_t height, size_t stride, double origin_x, double origin_y,
                       const vellum_glass_shape *shapes, size_t count, double blend, double from, double to);

/// Liquid Glass's refraction at its edge, on the premultiplied ARGB32 `dst` (`width` × `height`,
/// rows `stride` apart, its first pixel at device (0, 0)) where the lifted glass is painted:
/// within `band` pixels of the edge of the shapes' smooth union, adds to each pixel the
/// difference between the blurred backdrop `shift` × (1 − depth / band) pixels further in (along
/// the inward normal) and the blurred backdrop at the pixel, weighed 1 − `lift` × smoothstep(depth
/// / band): the lift falls off towards the edge, so content under it shows bent and magnified.
/// The blurred backdrop is the premultiplied ARGB32 `blurred` (`bw` × `bh`, rows `bstride` apart)
/// whose pixel (i, j) covers device pixels from (`bx` + i × `factor`, `by` + j × `factor`),
/// sampled bilinearly, its edges repeated; alpha is left as it is. Over a flat backdrop the difference is 0: nothing
/// changes. Only the device pixels in [`x0`, `x1`) × [`y0`, `y1`) are visited.
void vellum_glass_refract(uint8_t *dst, size_t stride, long x0, long y0, long x1, long y1, const uint8_t *blurred,
                          size_t bw, size_t bh, size_t bstride, double bx, double by, double factor,
                          const vellum_glass_shape *shapes, size_t count, double blend, double band, double shift,
                          double lift);

#endif
