#ifndef VELLUM_PNG_CHECK_H
#define VELLUM_PNG_CHECK_H

#include <stddef.h>
#include <stdio.h>

/// Reads the PNG in `file` through as Cairo's loader (`cairo_image_surface_create_from_png`)
/// does: libpng with the same transforms, every row decoded, then the chunks after the image
/// data up to IEND. One row is held at a time, never the image. Returns 1 when it reads through;
/// 0 when libpng (or the file's end) stops it, with libpng's message in `message`.
int vellum_png_read_through(FILE *file, char *message, size_t capacity);

#endif
