#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <fribidi.h>

/// The length of the UTF-8 sequence a lead byte starts: GLib's g_utf8_skip table (which is
/// data, and `vellum` reaches these libraries only through functions: CVellumLazyBackend).
static inline int vellum_utf8_skip(unsigned char lead) {
  return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : lead < 0xFC ? 5 : lead < 0xFE ? 6 : 1;
}

/// The direction of the first strongly directional character of the NUL-terminated UTF-8
/// `text` (PANGO_DIRECTION_NEUTRAL when there is none): the rule of Pango's deprecated
/// pango_find_base_dir, over the same FriBidi character types Pango uses.
static inline PangoDirection vellum_strong_direction(const char *text) {
  for (const char *p = text; *p; p += vellum_utf8_skip((unsigned char)*p)) {
    FriBidiCharType type = fribidi_get_bidi_type(g_utf8_get_char(p));
    if (FRIBIDI_IS_STRONG(type)) return FRIBIDI_IS_RTL(type) ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR;
  }
  return PANGO_DIRECTION_NEUTRAL;
}
