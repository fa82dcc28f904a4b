#include "vellum_png_check.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Where libpng's message goes.
struct outcome {
  char *message;
  size_t capacity;
};

static void keep_message(png_structp png, png_const_charp text) {
  struct outcome *o = png_get_error_ptr(png);
  if (o->capacity == 0) return;
  strncpy(o->message, text ? text : "", o->capacity - 1);
  o->message[o->capacity - 1] = 0;
}

/// An error: kept, then back to the setjmp.
static void on_error(png_structp png, png_const_charp text) {
  keep_message(png, text);
  png_longjmp(png, 1);
}

/// A warning: Cairo draws the image anyway, and so does the check.
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

/// Cairo's read: a short read is an error.
static void read_bytes(png_structp png, png_bytep data, size_t size) {
  FILE *file = png_get_io_ptr(png);
  if (fread(data, 1, size, file) != size) png_error(png, "the file ends early");
}

int vellum_png_read_through(FILE *file, char *message, size_t capacity) {
  struct outcome o = {message, capacity};
  if (capacity > 0) message[0] = 0;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &o, on_error, on_warning);
  if (png == NULL) return 0;
  png_infop info = png_create_info_struct(png);
  png_bytep volatile row = NULL;
  int volatile ok = 0;
  if (info != NULL && setjmp(png_jmpbuf(png)) == 0) {
    png_set_read_fn(png, file, read_bytes);
    png_read_info(png, info);
    png_uint_32 width, height;
    int depth, colour, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &colour, &interlace, NULL, NULL);
    // The transforms Cairo 1.16 asks for (its premultiplying transform aside: it cannot fail).
    if (colour == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colour == PNG_COLOR_TYPE_GRAY) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (depth < 8) png_set_packing(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    int passes = interlace != PNG_INTERLACE_NONE ? png_set_interlace_handling(png) : 1;
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    row = malloc(png_get_rowbytes(png, info));
    if (row == NULL) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++) {
      for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    png_read_end(png, info);
    ok = 1;
  }
  free(row);
  png_destroy_read_struct(&png, info != NULL ? &info : NULL, NULL);
  return ok;
}
