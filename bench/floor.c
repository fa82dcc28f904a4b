/* The floor: the cheapest way to put bench/make-sidebar.py's rows into a PNG with the
 * same libraries, fonts and settings as Vellum, to tell Vellum's own overhead apart from
 * what Cairo, Pango and zlib cost anyway.
 *
 *   floor ROWS out.png
 *   floor --version      (start-up only)
 *   FLOOR_FILTER=up floor ROWS out.png     (filter UP instead of NONE, to see what it changes)
 *   FLOOR_FONTCONFIG=system floor ROWS out.png     (the "system" floor: fonts from a fontconfig
 *       configuration file and its cache, as any fontconfig program finds them; see below)
 *
 * Same as Vellum: a private fontconfig configuration holding only Vellum's font files
 * (FontLibrary.files) and its rules (FontLibrary.rules: each Inter cut drawn at its calibrated
 * size factor), a Pango-Cairo FreeType font map on it, grey antialiasing, no hinting,
 * unhinted metrics, unrounded glyph positions; text in SF Pro's line box with Inter's tracking,
 * moved down so its baseline sits at SF Pro's ascent (SubstituteFont, PangoText); scale 3;
 * strips of 256 rows (as Vellum paints such trees; 7 % faster than 1024) painted into one
 * reused ARGB32 surface; PNG through libpng with zlib level 1, memLevel 9, default strategy, filter NONE (Vellum's default, chosen by
 * bench/png.sh), RGB, an sRGB chunk.
 *
 * The two floors differ only in how the fonts are found. The default (private) floor builds a
 * configuration of its own and adds each font file with FcConfigAppFontAddFile, so FreeType
 * reads every file at every start. FLOOR_FONTCONFIG=system calls FcInitLoadConfigAndFonts(): the
 * configuration file fontconfig finds ($FONTCONFIG_FILE, else /etc/fonts/fonts.conf) and the
 * caches of its <dir>s, mapped in place, as fc-cache left them; the same rules are then parsed
 * on top, and the configuration is made current (so Pango's FcInit thread has nothing to load).
 * bench/run.sh points $FONTCONFIG_FILE at a configuration whose one <dir> holds links to the
 * same font files, cached once by fc-cache before anything is timed (bench/README.md).
 *
 * What the floor leaves out: parsing JSON, layout and text measuring (the geometry below is
 * the render tree `vellum tree` prints for these documents, written down as constants),
 * per-node work (one PangoLayout per text style, reused, instead of one per node), and the clip
 * Painter puts around each text (one line that fits: the ink stays inside the frame, so the
 * pixels are the same without it).
 *
 * Build: gcc -O2 -o floor floor.c $(pkg-config --cflags --libs pangocairo pangoft2 libpng) -lm
 */
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#define WIDTH_PT 390.0
#define SCALE 3
#define STRIP 256
#define PER_SECTION 10
/* SF Pro's line box (SubstituteFont): ascent 1950 and ascent + descent 2444 on 2048 units. A
 * line's height goes to Pango in whole Pango units, as PangoText.makeLayout rounds it. */
#define SF_ASCENT (1950.0 / 2048)
#define SF_LINE (2444.0 / 2048)
static double line_height(double size) { return round(SF_LINE * size * PANGO_SCALE) / PANGO_SCALE; }
/* Inter's tracking at 17 pt, SubstituteFont's rule (-0.0223 + 0.185 e^(-0.1745 size)) em rounded
 * to 1/1000 pt; Inter Display (the 20 pt headers) gets none. */
#define BODY_TRACKING (-0.217)
/* From `vellum tree`: a section starts 8 pt (first) or 12 pt below the previous one; its
 * header text (one 20 pt line, 23.867 pt) sits 11 pt down, 11 pt above the rows; rows are 44 pt
 * with their one 17 pt line (20.287 pt) centred in the 22 pt between 11 pt margins, and a 28x22
 * symbol box 11 pt down. Every one of these is a multiple of 1/1024 pt, so the sums are exact and
 * come out as Vellum's whatever their order. Positions are laid out unrounded and snapped to
 * the pixel grid when painted, as Vellum does. */
#define HEADER_TEXT_HEIGHT line_height(20)
#define HEADER_HEIGHT (11 + HEADER_TEXT_HEIGHT + 11)
#define ROW_HEIGHT 44.0
#define TEXT_HEIGHT line_height(17)

static double snap(double v) { return round(v * SCALE) / SCALE; }

static const char *const row_names[8] = {"Inbox", "Sent", "Flagged", "Archive", "Projects", "Documents", "Trash", "Favorites"};
/* Material Icons code points Vellum's SymbolCatalog maps tray, paperplane, flag, archivebox,
 * folder, doc, trash and star to. */
static const unsigned symbol_codepoints[8] = {0xE156, 0xE163, 0xE16E, 0xE149, 0xE2C8, 0xE24D, 0xE92E, 0xE83A};

/* FontLibrary.rules: Inter drawn at 0.92 of the requested size, Inter Display at 0.95 (and
 * bitmap fonts scaled to the requested size, as fontconfig's 10-scale-bitmap-fonts.conf). */
static const char rules[] =
    "<?xml version=\"1.0\"?>\n"
    "<fontconfig>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"family\" compare=\"eq\"><string>Inter</string></test>\n"
    "    <edit name=\"matrix\" mode=\"assign\">\n"
    "      <times><name>matrix</name>\n"
    "        <matrix><double>0.92</double><double>0</double><double>0</double><double>0.92</double></matrix>\n"
    "      </times>\n"
    "    </edit>\n"
    "  </match>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"family\" compare=\"eq\"><string>Inter Display</string></test>\n"
    "    <edit name=\"matrix\" mode=\"assign\">\n"
    "      <times><name>matrix</name>\n"
    "        <matrix><double>0.95</double><double>0</double><double>0</double><double>0.95</double></matrix>\n"
    "      </times>\n"
    "    </edit>\n"
    "  </match>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <edit name=\"pixelsizefixupfactor\" mode=\"assign\">\n"
    "      <divide><name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide>\n"
    "    </edit>\n"
    "  </match>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>\n"
    "    <edit name=\"matrix\" mode=\"assign\">\n"
    "      <times><name>matrix</name>\n"
    "        <matrix><name>pixelsizefixupfactor</name><double>0</double>\n"
    "                <double>0</double><name>pixelsizefixupfactor</name></matrix>\n"
    "      </times>\n"
    "    </edit>\n"
    "    <edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>\n"
    "  </match>\n"
    "</fontconfig>\n";

static void font_files(FcConfig *config) {
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)rules, FcTrue)) {
        fprintf(stderr, "floor: fontconfig rejected the rules\n");
        exit(1);
    }
    static const char *weights[] = {"Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"};
    char path[256];
    for (int i = 0; i < 9; i++) {
        snprintf(path, sizeof path, "/usr/share/fonts/opentype/inter/Inter-%s.otf", weights[i]);
        FcConfigAppFontAddFile(config, (const FcChar8 *)path);
        snprintf(path, sizeof path, "/usr/share/fonts/opentype/inter/InterDisplay-%s.otf", weights[i]);
        FcConfigAppFontAddFile(config, (const FcChar8 *)path);
    }
    static const char *others[] = {
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    };
    for (size_t i = 0; i < sizeof others / sizeof *others; i++) {
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)others[i])) {
            fprintf(stderr, "floor: cannot load %s\n", others[i]);
            exit(1);
        }
    }
    /* Like Vellum: only face 0 (Noto Sans CJK JP) of the CJK collections. */
    static const char *collections[] = {
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    };
    for (size_t i = 0; i < sizeof collections / sizeof *collections; i++) {
        int count = 0;
        FcPattern *face = FcFreeTypeQuery((const FcChar8 *)collections[i], 0, NULL, &count);
        if (!face || !FcFontSetAdd(FcConfigGetFonts(config, FcSetApplication), face)) {
            fprintf(stderr, "floor: cannot load %s\n", collections[i]);
            exit(1);
        }
    }
}

/* A text style's layout, as PangoText.makeLayout builds it; text styles (not symbols) get SF
 * Pro's line height and, when nonzero, the tracking, over the whole text (all of it Latin). */
static PangoLayout *make_layout(PangoContext *ctx, const char *family, int weight, double size, double width,
                                int text, double tracking) {
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *d = pango_font_description_new();
    pango_font_description_set_family(d, family);
    pango_font_description_set_weight(d, weight);
    pango_font_description_set_absolute_size(d, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, d);
    pango_font_description_free(d);
    if (text) {
        PangoAttrList *attributes = pango_attr_list_new();
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute((int)lround(line_height(size) * PANGO_SCALE)));
        if (tracking != 0) pango_attr_list_insert(attributes, pango_attr_letter_spacing_new((int)lround(tracking * PANGO_SCALE)));
        pango_layout_set_attributes(layout, attributes);
        pango_attr_list_unref(attributes);
    }
    pango_layout_set_auto_dir(layout, FALSE);
    if (width > 0) {
        pango_layout_set_width(layout, (int)floor(width * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    }
    return layout;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        /* Process start-up alone, for comparison with `vellum --version`. */
        printf("floor (pango %s, cairo %s)\n", pango_version_string(), cairo_version_string());
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: floor ROWS out.png\n");
        return 64;
    }
    int rows = atoi(argv[1]);
    int sections = (rows + PER_SECTION - 1) / PER_SECTION;
    /* 8 pt above the first section and below the last, 12 pt between sections. */
    double height_pt = 8 + 12.0 * (sections - 1) + sections * HEADER_HEIGHT + rows * ROW_HEIGHT + 8;
    int width = (int)(WIDTH_PT * SCALE), height = (int)round(height_pt * SCALE);

    const char *fontconfig = getenv("FLOOR_FONTCONFIG");
    FcConfig *config;
    if (fontconfig && strcmp(fontconfig, "system") == 0) {
        config = FcInitLoadConfigAndFonts();
        if (!config || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)rules, FcTrue)) {
            fprintf(stderr, "floor: no fontconfig configuration, or it rejected the rules\n");
            return 70;
        }
        FcConfigSetCurrent(config);
    } else {
        config = FcConfigCreate();
        font_files(config);
    }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *ctx = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(ctx, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    pango_context_set_language(ctx, pango_language_from_string("en"));

    /* Headers: 20 pt semibold (Inter Display from 20 pt); rows: 17 pt Inter, one line,
     * ellipsized; symbols: Material Icons 24 pt, as Vellum drew them when this floor was
     * measured (Vellum now strokes Lucide outlines and no longer installs Material Icons: the
     * family falls back to Inter, whose missing-glyph boxes stand in for the symbols). */
    PangoLayout *header = make_layout(ctx, "Inter Display", 600, 20, 358, 1, 0);
    PangoLayout *body = make_layout(ctx, "Inter", 400, 17, 320, 1, BODY_TRACKING);
    pango_layout_set_ellipsize(body, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(body, -1);
    PangoLayout *symbol = make_layout(ctx, "Material Icons", 400, 24, 0, 0, 0);
    /* Pango centres Inter's ascent + descent in the line box; Vellum moves each text down so its
     * baseline sits at SF Pro's ascent (PangoText.baselineShift), measured once per style on "Hg"
     * in an unscaled context, which this one still is. */
    pango_layout_set_text(header, "Hg", -1);
    double header_shift = SF_ASCENT * 20 - (double)pango_layout_get_baseline(header) / PANGO_SCALE;
    pango_layout_set_text(body, "Hg", -1);
    double body_shift = SF_ASCENT * 17 - (double)pango_layout_get_baseline(body) / PANGO_SCALE;

    FILE *file = fopen(argv[2], "wb");
    if (!file) {
        perror(argv[2]);
        return 73;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        fprintf(stderr, "floor: libpng failed\n");
        return 70;
    }
    png_init_io(png, file);
    png_set_compression_level(png, 1);
    png_set_compression_mem_level(png, 9);
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
    const char *filter = getenv("FLOOR_FILTER");
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter && strcmp(filter, "up") == 0 ? PNG_FILTER_UP : PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);

    int strip = height < STRIP ? height : STRIP;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, strip);
    unsigned char *rgb = malloc((size_t)width * 3);
    char text[64], glyph[8];

    for (int top = 0; top < height; top += strip) {
        int n = height - top < strip ? height - top : strip;
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_scale(cr, SCALE, SCALE);
        cairo_translate(cr, 0, -(double)top / SCALE);
        pango_cairo_update_context(cr, ctx);
        double visible_top = (double)top / SCALE - 24, visible_bottom = (double)(top + n) / SCALE + 24;

        cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0);
        cairo_rectangle(cr, 0, 0, WIDTH_PT, snap(height_pt));
        cairo_fill(cr);

        double y = 0;
        for (int s = 0; s < sections; s++) {
            y += s == 0 ? 8 : 12;
            if (y + HEADER_HEIGHT >= visible_top && y <= visible_bottom) {
                snprintf(text, sizeof text, "Section %d", s + 1);
                pango_layout_set_text(header, text, -1);
                cairo_set_source_rgb(cr, 0, 0, 0);
                cairo_move_to(cr, 16, snap(y + 11) + header_shift);
                pango_cairo_show_layout(cr, header);
            }
            y += HEADER_HEIGHT;
            for (int i = s * PER_SECTION; i < rows && i < (s + 1) * PER_SECTION; i++, y += ROW_HEIGHT) {
                if (y + ROW_HEIGHT < visible_top || y > visible_bottom) continue;
                int selected = i == 1;
                if (selected) {
                    cairo_set_source_rgb(cr, 0, 0x7A / 255.0, 1);
                    rounded_rect(cr, 8, snap(y), WIDTH_PT - 16, snap(y + ROW_HEIGHT) - snap(y), 10);
                    cairo_fill(cr);
                }
                snprintf(text, sizeof text, "%s %d", row_names[i % 8], i + 1);
                pango_layout_set_text(body, text, -1);
                if (selected) cairo_set_source_rgb(cr, 1, 1, 1);
                else cairo_set_source_rgb(cr, 0, 0, 0);
                cairo_move_to(cr, 54, snap(y + (11 + (22 - TEXT_HEIGHT) / 2)) + body_shift);
                pango_cairo_show_layout(cr, body);

                glyph[g_unichar_to_utf8(symbol_codepoints[i % 8], glyph)] = 0;
                pango_layout_set_text(symbol, glyph, -1);
                double baseline = (double)pango_layout_get_baseline(symbol) / PANGO_SCALE;
                if (!selected) cairo_set_source_rgb(cr, 0, 0x7A / 255.0, 1);
                cairo_move_to(cr, 30 - 12, snap(y + 11) + 11 + 12 - baseline);
                pango_cairo_show_layout(cr, symbol);
            }
        }
        cairo_destroy(cr);
        cairo_surface_flush(surface);

        /* Opaque canvas: alpha is 255 everywhere, so no un-premultiplying. */
        const unsigned char *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        for (int r = 0; r < n; r++) {
            const uint32_t *src = (const uint32_t *)(data + (size_t)r * stride);
            for (int x = 0; x < width; x++) {
                rgb[3 * x] = src[x] >> 16;
                rgb[3 * x + 1] = src[x] >> 8;
                rgb[3 * x + 2] = src[x];
            }
            png_write_row(png, rgb);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    free(rgb);
    cairo_surface_destroy(surface);
    g_object_unref(header);
    g_object_unref(body);
    g_object_unref(symbol);
    g_object_unref(ctx);
    g_object_unref(map);
    FcConfigDestroy(config);
    return 0;
}
