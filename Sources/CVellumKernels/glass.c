// Liquid Glass's shape as a distance field (the smooth union of rounded rectangles, their corners
// circular or continuous, that glass in a container merges into) and its refraction at the edge:
// per-pixel loops over a glass piece's pixels, in plain C arithmetic (the same bytes in every build).
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

static double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

void vellum_glass_shape_set_continuous(vellum_glass_shape *shape, double extent, double a, double b, double c,
                                       double d, double arc_start) {
  shape->extent = extent;
  shape->arc_x = sin(arc_start);
  shape->arc_y = -cos(arc_start);
  double x0 = -extent, x1 = x0 + a, x2 = x1 + b, x3 = x2 + c;
  for (int i = 0; i < VELLUM_GLASS_EASE_POINTS; i++) {
    double t = (double)i / (VELLUM_GLASS_EASE_POINTS - 1), s = 1 - t;
    shape->ease[2 * i] = s * s * s * x0 + 3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t * x3;
    shape->ease[2 * i + 1] = t * t * t * d;
  }
  for (int i = 0; i + 1 < VELLUM_GLASS_EASE_POINTS; i++) {
    double ex = shape->ease[2 * i + 2] - shape->ease[2 * i], ey = shape->ease[2 * i + 3] - shape->ease[2 * i + 1];
    double length = ex * ex + ey * ey;
    shape->ease_step[3 * i] = ex;
    shape->ease_step[3 * i + 1] = ey;
    shape->ease_step[3 * i + 2] = length > 0 ? 1 / length : 0;
  }
}

/// The signed distance to a rectangle with continuous corners: beside the corners the
/// rectangle's own; in a corner's square, the nearest of the edge, the flattened ease and the
/// arc, folded over the corner's diagonal (the corner is symmetric about it).
static double continuous_rect_distance(const vellum_glass_shape *s, double x, double y) {
  double hw = s->width / 2, hh = s->height / 2;
  double qx = fabs(x - (s->x + hw)), qy = fabs(y - (s->y + hh));
  double p = s->extent;
  if (qx <= hw - p || qy <= hh - p) {
    double dx = qx - hw, dy = qy - hh;
    double ox = fmax(dx, 0), oy = fmax(dy, 0);
    return sqrt(ox * ox + oy * oy) + fmin(fmax(dx, dy), 0);
  }
  // The corner's frame: u along the top edge towards the corner, v inwards (down) from it.
  double u = qx - hw, v = hh - qy;
  if (u + v > 0) {
    double t = u;
    u = -v;
    v = -t;
  }
  // The shape is convex: outside it, the part of the outline whose outward normals a point lies
  // along is the nearest. The arc, from the ease's end to the diagonal (beside which the fold
  // keeps every point):
  double best = INFINITY;
  int outside = 0;
  double r = fmin(s->radius, fmin(hw, hh));
  double cx = u + r, cy = v - r;
  if (s->arc_x * cy - s->arc_y * cx >= 0) {
    double length = sqrt(cx * cx + cy * cy);
    if (length >= r) return length - r;
    best = r - length;
  }
  // The edge before the corner:
  if (u <= -p) {
    if (v <= 0) return -v;
    best = fmin(best, v);
  }
  // The ease, unless its bounds lie farther than the nearest yet.
  const double *e = s->ease;
  const int last = VELLUM_GLASS_EASE_POINTS - 1;
  double bx = fmax(fmax(e[0] - u, u - e[2 * last]), 0), by = fmax(fmax(-v, v - e[2 * last + 1]), 0);
  double nearest = best * best;
  if (bx * bx + by * by < nearest) {
    const double *step = s->ease_step;
    for (int i = 0; i < last; i++) {
      double ex = step[3 * i], ey = step[3 * i + 1];
      double wx = u - e[2 * i], wy = v - e[2 * i + 1];
      double t = clamp01((wx * ex + wy * ey) * step[3 * i + 2]);
      double dx = wx - t * ex, dy = wy - t * ey;
      double d = dx * dx + dy * dy;
      if (d < nearest) {
        nearest = d;
        // Inside is to the right of the way the ease runs (towards the corner, then inwards).
        outside = ex * wy - ey * wx < 0;
      }
    }
  }
  best = sqrt(nearest);
  return outside ? best : -best;
}

double vellum_glass_distance(const vellum_glass_shape *shapes, size_t count, double blend, double x, double y) {
  // A smooth minimum over 2 × blend joins shapes up to `blend` apart.
  double k = 2 * blend;
  double d = INFINITY;
  for (size_t i = 0; i < count; i++) {
    const vellum_glass_shape *s = &shapes[i];
    double e = s->extent > 0 ? continuous_rect_distance(s, x, y) : rounded_rect_distance(s, x, y);
    if (k > 0 && isfinite(d)) {
      double h = fmax(k - fabs(d - e), 0) / k;
      d = fmin(d, e) - h * h * k / 4;
    } else {
      d = fmin(d, e);
    }
  }
  return d;
}

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
