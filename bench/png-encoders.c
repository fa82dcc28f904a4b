/* PNG encoding candidates timed on the same pixels: an opaque RGB image (bench/png.sh passes
 * the 20-row sidebar Vellum rendered). Every candidate writes a whole PNG into memory; each
 * output is decoded once and compared with the input, so a wrong encoder cannot look fast.
 *
 *   png-encoders image.png [runs]
 *
 * Prints, per candidate: median wall and CPU milliseconds over `runs` (default 20; candidates
 * take turns, run by run) and the PNG size in KB. Times cover filtering, compressing, chunking
 * and CRCs; not reading the input or the check. CPU time is the process's (both threads for the
 * 2-thread candidates) and is the steadier figure when other work shares the machine.
 *
 * Build with -O3, so that gcc vectorizes the filter loops as Swift's optimizer does in
 * PNGEncoder.swift (at -O2 gcc 12 leaves the UP loop scalar, ~2 ms on the sidebar):
 *        gcc -O3 -pthread -o png-encoders png-encoders.c \
 *          $(pkg-config --cflags --libs cairo libpng zlib libisal) -ldeflate
 */
#include <cairo.h>
#include <libdeflate.h>
#include <png.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>
#include <isa-l/igzip_lib.h>

/* The input: width × height RGB, 3 bytes a pixel, no padding. */
static int W, H;
static uint8_t *RGB;
/* The same pixels as Cairo holds them (ARGB32, opaque), for the Cairo candidates. */
static uint32_t *ARGB;

/* ---- A growable byte buffer and PNG chunks ---- */

typedef struct {
    uint8_t *p;
    size_t n, cap;
} Buf;

static void put(Buf *b, const void *data, size_t n) {
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2;
        b->p = realloc(b->p, b->cap);
    }
    memcpy(b->p + b->n, data, n);
    b->n += n;
}

static void be32(uint8_t *p, uint32_t v) {
    p[0] = v >> 24, p[1] = v >> 16, p[2] = v >> 8, p[3] = v;
}

static int use_libdeflate_crc;

static void chunk(Buf *b, const char *type, const uint8_t *data, size_t n) {
    uint8_t head[8], tail[4];
    be32(head, (uint32_t)n);
    memcpy(head + 4, type, 4);
    put(b, head, 8);
    put(b, data, n);
    uint32_t crc;
    if (use_libdeflate_crc) {
        crc = libdeflate_crc32(libdeflate_crc32(0, type, 4), data, n);
    } else {
        crc = crc32(crc32(0, (const Bytef *)type, 4), data, (uInt)n);
    }
    be32(tail, crc);
    put(b, tail, 4);
}

/* Signature, IHDR (8-bit RGB) and sRGB, as PNGEncoder.swift writes them. */
static void png_head(Buf *b) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t ihdr[13] = {0};
    put(b, signature, 8);
    be32(ihdr, W);
    be32(ihdr + 4, H);
    ihdr[8] = 8, ihdr[9] = 2;
    chunk(b, "IHDR", ihdr, 13);
    uint8_t intent = 0;
    chunk(b, "sRGB", &intent, 1);
}

/* IDAT chunks of at most 64 KiB from one zlib stream, then IEND. */
static void png_tail(Buf *b, const uint8_t *z, size_t n) {
    for (size_t o = 0; o < n; o += 65536) chunk(b, "IDAT", z + o, n - o < 65536 ? n - o : 65536);
    chunk(b, "IEND", NULL, 0);
}

/* ---- Row filters ---- */

enum { NONE, SUB, UP, PAETH };

/* Writes the filter byte and the filtered row `cur` (previous row `up`, NULL for the first). */
static void filter_row(int filter, const uint8_t *cur, const uint8_t *up, uint8_t *out) {
    int n = W * 3;
    out[0] = filter;
    out++;
    switch (filter) {
    case NONE:
        memcpy(out, cur, n);
        break;
    case SUB:
        for (int i = 0; i < n; i++) out[i] = cur[i] - (i >= 3 ? cur[i - 3] : 0);
        break;
    case UP:
        if (!up) memcpy(out, cur, n);
        else for (int i = 0; i < n; i++) out[i] = cur[i] - up[i];
        break;
    case PAETH:
        for (int i = 0; i < n; i++) {
            int a = i >= 3 ? cur[i - 3] : 0, b = up ? up[i] : 0, c = (up && i >= 3) ? up[i - 3] : 0;
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            out[i] = cur[i] - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
        }
        break;
    }
}

/* Rows first..last-1 filtered into one buffer (1 + 3W bytes a row). */
static uint8_t *filter_rows(int filter, int first, int last) {
    size_t row = (size_t)W * 3;
    uint8_t *f = malloc((row + 1) * (last - first));
    for (int y = first; y < last; y++)
        filter_row(filter, RGB + y * row, y ? RGB + (y - 1) * row : NULL, f + (y - first) * (row + 1));
    return f;
}

/* ---- Candidates. Each returns a complete PNG. ---- */

static cairo_status_t cairo_sink(void *closure, const unsigned char *data, unsigned int n) {
    put(closure, data, n);
    return CAIRO_STATUS_SUCCESS;
}

/* cairo_surface_write_to_png: libpng with its defaults (zlib level 6, adaptive filters). */
static Buf enc_cairo(int unused) {
    (void)unused;
    Buf b = {0};
    cairo_surface_t *s =
        cairo_image_surface_create_for_data((unsigned char *)ARGB, CAIRO_FORMAT_RGB24, W, H, W * 4);
    cairo_surface_write_to_png_stream(s, cairo_sink, &b);
    cairo_surface_destroy(s);
    return b;
}

static void libpng_sink(png_structp png, png_bytep data, png_size_t n) { put(png_get_io_ptr(png), data, n); }
static void libpng_flush(png_structp png) { (void)png; }

static int level, strategy, from_argb; /* set per candidate */
/* libpng with `level`, filter mask `filters`, memLevel 9 and the default strategy. */
static Buf enc_libpng(int filters) {
    Buf b = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_set_write_fn(png, &b, libpng_sink, libpng_flush);
    png_set_compression_level(png, level);
    png_set_compression_mem_level(png, 9);
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, W, H, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (int y = 0; y < H; y++) png_write_row(png, RGB + (size_t)y * W * 3);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return b;
}

/* zlib row by row, as PNGEncoder.swift does: filter each row into a row buffer, deflate it
 * with Z_NO_FLUSH, emit an IDAT whenever the 64 KiB output buffer fills. With `from_argb`,
 * rows are first converted from Cairo's premultiplied ARGB32 as PNGEncoder.writeCairoRows does. */
static Buf enc_zlib_rows(int filter) {
    Buf b = {0};
    png_head(&b);
    size_t row = (size_t)W * 3;
    uint8_t *f = malloc(row + 1), *out = malloc(65536), *cur = malloc(row), *prev = malloc(row);
    z_stream z = {0};
    deflateInit2(&z, level, Z_DEFLATED, 15, 9, strategy);
    for (int y = 0; y < H; y++) {
        const uint8_t *rgb = RGB + y * row;
        if (from_argb) {
            /* PNGEncoder.writeCairoRows: premultiplied ARGB32 to straight RGB. */
            const uint32_t *src = ARGB + (size_t)y * W;
            for (int x = 0; x < W; x++) {
                uint32_t p = src[x], a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, bl = p & 255;
                if (a != 255 && a != 0) {
                    r = (r * 255 + a / 2) / a, g = (g * 255 + a / 2) / a, bl = (bl * 255 + a / 2) / a;
                }
                cur[3 * x] = r, cur[3 * x + 1] = g, cur[3 * x + 2] = bl;
            }
            rgb = cur;
        }
        filter_row(filter, rgb, y ? (from_argb ? prev : rgb - row) : NULL, f);
        if (from_argb) {
            uint8_t *t = prev;
            prev = cur, cur = t;
        }
        z.next_in = f;
        z.avail_in = row + 1;
        int flush = y == H - 1 ? Z_FINISH : Z_NO_FLUSH;
        do {
            z.next_out = out;
            z.avail_out = 65536;
            deflate(&z, flush);
            if (z.avail_out < 65536) chunk(&b, "IDAT", out, 65536 - z.avail_out);
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    chunk(&b, "IEND", NULL, 0);
    free(f), free(out), free(cur), free(prev);
    return b;
}

/* ISA-L's igzip in zlib mode, row by row (NO_FLUSH, end_of_stream on the last row), as
 * PNGEncoder.swift does with it: level 1 with its default level buffer. */
static Buf enc_isal_rows(int filter) {
    Buf b = {0};
    png_head(&b);
    size_t row = (size_t)W * 3;
    uint8_t *f = malloc(row + 1), *out = malloc(65536);
    uint8_t *lvl = malloc(ISAL_DEF_LVL1_DEFAULT);
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.gzip_flag = IGZIP_ZLIB;
    z.level = level;
    z.level_buf = lvl;
    z.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    z.flush = NO_FLUSH;
    for (int y = 0; y < H; y++) {
        filter_row(filter, RGB + y * row, y ? RGB + (y - 1) * row : NULL, f);
        z.next_in = f;
        z.avail_in = row + 1;
        z.end_of_stream = y == H - 1;
        do {
            z.next_out = out;
            z.avail_out = 65536;
            isal_deflate(&z);
            if (z.avail_out < 65536) chunk(&b, "IDAT", out, 65536 - z.avail_out);
        } while (z.avail_out == 0 || (z.end_of_stream && z.internal_state.state != ZSTATE_END));
    }
    chunk(&b, "IEND", NULL, 0);
    free(f), free(out), free(lvl);
    return b;
}

/* zlib on the whole filtered image in one call. */
static Buf enc_zlib_whole(int filter) {
    Buf b = {0};
    png_head(&b);
    size_t n = (size_t)(W * 3 + 1) * H;
    uint8_t *f = filter_rows(filter, 0, H);
    uLongf zn = compressBound(n);
    uint8_t *z = malloc(zn);
    compress2(z, &zn, f, n, level);
    png_tail(&b, z, zn);
    free(f), free(z);
    return b;
}

/* libdeflate: whole-buffer only, so the filtered image must be in memory at once. */
static Buf enc_libdeflate(int filter) {
    Buf b = {0};
    use_libdeflate_crc = 1;
    png_head(&b);
    size_t n = (size_t)(W * 3 + 1) * H;
    uint8_t *f = filter_rows(filter, 0, H);
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    size_t cap = libdeflate_zlib_compress_bound(c, n);
    uint8_t *z = malloc(cap);
    size_t zn = libdeflate_zlib_compress(c, f, n, z, cap);
    libdeflate_free_compressor(c);
    png_tail(&b, z, zn);
    use_libdeflate_crc = 0;
    free(f), free(z);
    return b;
}

/* Two threads, pigz-style: each deflates (raw, no zlib wrapper) the filtered rows of one half;
 * the first half ends with Z_SYNC_FLUSH (byte-aligned, not final), the second is primed with
 * the first half's last 32 KiB as dictionary and ends with Z_FINISH; the two are concatenated
 * behind one zlib header, and the Adler-32s are joined with adler32_combine. */
typedef struct {
    int first, last, final;
    uint8_t *out;
    size_t n;
    uLong adler;
    size_t in_n;
} Half;

static void *deflate_half(void *arg) {
    Half *h = arg;
    uint8_t *f = filter_rows(UP, h->first, h->last);
    size_t n = (size_t)(W * 3 + 1) * (h->last - h->first);
    z_stream z = {0};
    deflateInit2(&z, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY);
    if (h->first > 0) {
        /* The 32 KiB of filtered data just before this half (at most 10 rows back). */
        int back = 32768 / (W * 3 + 1) + 1, from = h->first - back < 0 ? 0 : h->first - back;
        uint8_t *d = filter_rows(UP, from, h->first);
        size_t dn = (size_t)(W * 3 + 1) * (h->first - from);
        if (dn > 32768) deflateSetDictionary(&z, d + dn - 32768, 32768);
        else deflateSetDictionary(&z, d, dn);
        free(d);
    }
    h->out = malloc(deflateBound(&z, n) + 16);
    z.next_in = f, z.avail_in = n;
    z.next_out = h->out, z.avail_out = deflateBound(&z, n) + 16;
    deflate(&z, h->final ? Z_FINISH : Z_SYNC_FLUSH);
    h->n = z.total_out;
    h->in_n = n;
    h->adler = adler32(adler32(0, NULL, 0), f, n);
    deflateEnd(&z);
    free(f);
    return NULL;
}

static Buf enc_zlib_2threads(int unused) {
    (void)unused;
    Buf b = {0};
    png_head(&b);
    Half halves[2] = {{0, H / 2, 0, NULL, 0, 0, 0}, {H / 2, H, 1, NULL, 0, 0, 0}};
    pthread_t t;
    pthread_create(&t, NULL, deflate_half, &halves[1]);
    deflate_half(&halves[0]);
    pthread_join(t, NULL);
    Buf z = {0};
    uint8_t header[2] = {0x78, 0x01}, trailer[4];
    put(&z, header, 2);
    put(&z, halves[0].out, halves[0].n);
    put(&z, halves[1].out, halves[1].n);
    be32(trailer, adler32_combine(halves[0].adler, halves[1].adler, halves[1].in_n));
    put(&z, trailer, 4);
    png_tail(&b, z.p, z.n);
    free(z.p), free(halves[0].out), free(halves[1].out);
    return b;
}

/* ---- Timing and checking ---- */

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Decodes `png` and compares it with the input pixels. */
static int round_trips(const Buf *png) {
    png_image im = {0};
    im.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&im, png->p, png->n)) return 0;
    im.format = PNG_FORMAT_RGB;
    uint8_t *px = malloc(PNG_IMAGE_SIZE(im));
    int ok = png_image_finish_read(&im, NULL, px, 0, NULL) && (int)im.width == W && (int)im.height == H &&
             memcmp(px, RGB, (size_t)W * H * 3) == 0;
    free(px);
    return ok;
}

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double median(double *v, int n) {
    qsort(v, n, sizeof(double), by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

typedef struct {
    char name[64];
    Buf (*encode)(int);
    int arg, level, strategy, from_argb;
    double *wall, *cpu;
    size_t size;
    int ok;
} Candidate;

static Candidate candidates[64];
static int count;

static void add(Buf (*encode)(int), int arg, int lvl, int strat, int argb, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static void add(Buf (*encode)(int), int arg, int lvl, int strat, int argb, const char *fmt, ...) {
    Candidate *c = &candidates[count++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->name, sizeof c->name, fmt, ap);
    va_end(ap);
    c->encode = encode, c->arg = arg, c->level = lvl, c->strategy = strat, c->from_argb = argb;
}

int main(int argc, char **argv) {
    int runs = 20;
    if (argc < 2) {
        fprintf(stderr, "usage: png-encoders image.png [runs]\n");
        return 64;
    }
    if (argc > 2) runs = atoi(argv[2]);
    png_image im = {0};
    im.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&im, argv[1])) {
        fprintf(stderr, "png-encoders: cannot read %s\n", argv[1]);
        return 66;
    }
    im.format = PNG_FORMAT_RGB;
    W = im.width, H = im.height;
    RGB = malloc(PNG_IMAGE_SIZE(im));
    png_image_finish_read(&im, NULL, RGB, 0, NULL);
    ARGB = malloc((size_t)W * H * 4);
    for (size_t i = 0; i < (size_t)W * H; i++)
        ARGB[i] = 0xFF000000u | RGB[3 * i] << 16 | RGB[3 * i + 1] << 8 | RGB[3 * i + 2];

    const int D = Z_DEFAULT_STRATEGY;
    add(enc_cairo, 0, 0, D, 0, "cairo_surface_write_to_png (RGB24)");
    static const struct {
        const char *name;
        int mask;
    } filters[] = {{"NONE", PNG_FILTER_NONE}, {"SUB", PNG_FILTER_SUB}, {"UP", PNG_FILTER_UP},
                   {"PAETH", PNG_FILTER_PAETH}, {"adaptive", PNG_ALL_FILTERS}};
    static const int levels[] = {1, 2, 6};
    for (int l = 0; l < 3; l++)
        for (int f = 0; f < 5; f++)
            add(enc_libpng, filters[f].mask, levels[l], D, 0, "libpng level %d, filter %s", levels[l], filters[f].name);
    add(enc_zlib_rows, UP, 1, D, 0, "zlib level 1, UP, row by row");
    add(enc_zlib_rows, UP, 2, D, 0, "zlib level 2, UP, row by row");
    add(enc_zlib_rows, NONE, 1, D, 0, "zlib level 1, NONE, row by row");
    add(enc_zlib_rows, UP, 1, D, 1, "zlib level 1, UP, row by row from ARGB32 (*)");
    add(enc_zlib_rows, NONE, 1, D, 1, "zlib level 1, NONE, row by row from ARGB32");
    add(enc_zlib_rows, UP, 1, Z_RLE, 0, "zlib Z_RLE, UP, row by row");
    add(enc_zlib_rows, NONE, 1, Z_RLE, 0, "zlib Z_RLE, NONE, row by row");
    add(enc_zlib_whole, UP, 1, D, 0, "zlib level 1, UP, whole image in one call");
    add(enc_isal_rows, NONE, 1, D, 0, "ISA-L igzip level 1, NONE, row by row");
    add(enc_isal_rows, UP, 1, D, 0, "ISA-L igzip level 1, UP, row by row");
    add(enc_isal_rows, NONE, 0, D, 0, "ISA-L igzip level 0, NONE, row by row");
    static const int deflate_levels[] = {1, 2, 4, 6};
    for (int f = UP; f >= NONE; f -= UP)
        for (int l = 0; l < 4; l++)
            add(enc_libdeflate, f, deflate_levels[l], D, 0, "libdeflate level %d, %s, whole image", deflate_levels[l],
                f == UP ? "UP" : "NONE");
    add(enc_zlib_2threads, 0, 1, D, 0, "zlib level 1, UP, 2 threads (pigz-style)");
    add(enc_zlib_2threads, 0, 2, D, 0, "zlib level 2, UP, 2 threads (pigz-style)");

    /* Round robin: run i of every candidate before run i + 1 of any, so that a burst of load
     * from elsewhere on the machine spreads over all candidates instead of hitting one. */
    for (int c = 0; c < count; c++) {
        candidates[c].wall = malloc(sizeof(double) * runs);
        candidates[c].cpu = malloc(sizeof(double) * runs);
    }
    for (int i = 0; i < runs; i++) {
        for (int c = 0; c < count; c++) {
            Candidate *k = &candidates[c];
            level = k->level, strategy = k->strategy, from_argb = k->from_argb;
            double t0 = now_ms(), c0 = cpu_ms();
            Buf b = k->encode(k->arg);
            k->cpu[i] = cpu_ms() - c0;
            k->wall[i] = now_ms() - t0;
            if (i == 0) k->ok = round_trips(&b);
            k->size = b.n;
            free(b.p);
        }
    }

    printf("%dx%d RGB (%.1f MB raw), median of %d runs, libdeflate %s, zlib %s\n\n", W, H, W * H * 3 / 1e6, runs,
           LIBDEFLATE_VERSION_STRING, zlibVersion());
    printf("%-44s %10s %10s %10s\n", "candidate", "wall ms", "cpu ms", "size KB");
    for (int c = 0; c < count; c++) {
        Candidate *k = &candidates[c];
        printf("%-44s %10.1f %10.1f %10.1f%s\n", k->name, median(k->wall, runs), median(k->cpu, runs),
               k->size / 1024.0, k->ok ? "" : "   WRONG OUTPUT");
    }
    printf("%-44s %s\n", "libdeflate, 2 threads",
           "not possible: each call ends in a final block at a bit offset, so two outputs cannot form one zlib stream");
    printf("\n(*) what PNGEncoder.swift does, in C: un-premultiply check, ARGB32 to RGB, UP, zlib level 1, memLevel 9\n");
    return 0;
}
