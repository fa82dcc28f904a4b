// Liquid Glass's shape as a distance field (the smooth union of rounded rectangles that glass in
// a container merges into) and its refraction at the edge: per-pixel loops over a glass piece's
// pixels, in plain C arithmetic (the same bytes in every build).
#include "vellum_kernels.h"

#include <math.h>

static double rounded_rect_distance(const vellum_glass_shape *s, double x, double y) {
  double hw = s->width / 2, hh = s->height / 2;
  double r = fmin(s->radius, fmin(hw, hh));
  double qx = fabs(x - (s->x + hw)) - (hw - r);
  double qy = fabs(y - (s->y + hh)) - (hh - r);
  double ox = fmax(qx, 0), oy = fmax(qy, 0);
  return sqrt(ox * ox + oy * oy) + fmin(fmax(qx, qy), 0) - r;
}

double vellum_glass_distance(const vellum_glass_shape *shapes, size_t count, double blend, double x, double y) {
  // A smooth minimum over 2 × blend joins shapes up to `blend` apart.
  double k = 2 * blend;
  double d = INFINITY;
  for (size_t i = 0; i < count; i++) {
    double e = rounded_rect_distance(&shapes[i], x, y);
    if (k > 0 && isfinite(d)) {
      double h = fmax(k - fabs(d - e), 0) / k;
      d = fmin(d, e) - h * h * k / 4;
    } else {
      d = fmin(d, e);
    }
  }
  return d;
}

static double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

void vellum_glass_mask(uint8_t *mask, size_t width, size_t height, size_t stride, double origin_x, double origin_y,
                       const vellum_glass_shape *shapes, size_t count, double blend, double from, double to) {
  for (size_t j = 0; j < height; j++) {
    uint8_t *row = mask + j * stride;
    double y = origin_y + (double)j + 0.5;
    for (size_t i = 0; i < width; i++) {
      double depth = -vellum_glass_distance(shapes, count, blend, origin_x + (double)i + 0.5, y);
      double cover = clamp01(depth - from + 0.5) - (isfinite(to) ? clamp01(depth - to + 0.5) : 0);
      row[i] = (uint8_t)lround(clamp01(cover) * 255);
    }
  }
}

/// Channel `c` of `blurred` at device point (`x`, `y`), bilinearly, edges repeated.
static double sample(const uint8_t *blurred, size_t bw, size_t bh, size_t bstride, double u, double v, int c) {
  double fu = u - 0.5, fv = v - 0.5;
  double iu = floor(fu), iv = floor(fv);
  double tu = fu - iu, tv = fv - iv;
  long i0 = (long)iu, j0 = (long)iv;
  long i1 = i0 + 1, j1 = j0 + 1;
  long mw = (long)bw - 1, mh = (long)bh - 1;
  i0 = i0 < 0 ? 0 : i0 > mw ? mw : i0;
  i1 = i1 < 0 ? 0 : i1 > mw ? mw : i1;
  j0 = j0 < 0 ? 0 : j0 > mh ? mh : j0;
  j1 = j1 < 0 ? 0 : j1 > mh ? mh : j1;
  double a = blurred[(size_t)j0 * bstride + (size_t)i0 * 4 + c];
  double b = blurred[(size_t)j0 * bstride + (size_t)i1 * 4 + c];
  double d = blurred[(size_t)j1 * bstride + (size_t)i0 * 4 + c];
  double e = blurred[(size_t)j1 * bstride + (size_t)i1 * 4 + c];
  return (a * (1 - tu) + b * tu) * (1 - tv) + (d * (1 - tu) + e * tu) * tv;
}

void vellum_glass_refract(uint8_t *dst, size_t stride, long x0, long y0, long x1, long y1, const uint8_t *blurred,
                          size_t bw, size_t bh, size_t bstride, double bx, double by, double factor,
                          const vellum_glass_shape *shapes, size_t count, double blend, double band, double shift,
                          double lift) {
  if (band <= 0 || bw == 0 || bh == 0) return;
  for (long py = y0; py < y1; py++) {
    uint8_t *row = dst + (size_t)py * stride;
    double y = (double)py + 0.5;
    for (long px = x0; px < x1; px++) {
      double x = (double)px + 0.5;
      double depth = -vellum_glass_distance(shapes, count, blend, x, y);
      // The distance changes by at most a pixel a pixel: skip the pixels that cannot reach the
      // band (deep inside, or outside), most of a piece's.
      if (depth >= band || depth <= -0.5) {
        double skip = floor(depth >= band ? depth - band : -0.5 - depth);
        if (skip > 1) px += (long)skip - 1;
        continue;
      }
      // The inward normal: the distance's gradient, by central differences.
      double gx = vellum_glass_distance(shapes, count, blend, x - 0.5, y)
                  - vellum_glass_distance(shapes, count, blend, x + 0.5, y);
      double gy = vellum_glass_distance(shapes, count, blend, x, y - 0.5)
                  - vellum_glass_distance(shapes, count, blend, x, y + 0.5);
      double g = sqrt(gx * gx + gy * gy);
      if (g <= 0) continue;
      double t = clamp01(depth / band);
      double reach = shift * (1 - t);
      double sx = x + gx / g * reach, sy = y + gy / g * reach;
      double weight = (1 - lift * t * t * (3 - 2 * t)) * clamp01(depth + 0.5);
      double u = (x - bx) / factor, v = (y - by) / factor;
      double su = (sx - bx) / factor, sv = (sy - by) / factor;
      uint8_t *p = row + (size_t)px * 4;
      // Premultiplied B, G, R (native byte order), none past the pixel's alpha, which stays.
      double alpha = p[3];
      for (int c = 0; c < 3; c++) {
        double delta = sample(blurred, bw, bh, bstride, su, sv, c) - sample(blurred, bw, bh, bstride, u, v, c);
        double value = (double)p[c] + weight * delta;
        p[c] = (uint8_t)lround(value < 0 ? 0 : value > alpha ? alpha : value);
      }
    }
  }
}
