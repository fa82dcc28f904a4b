/* What Vellum's font set-up costs, file by file: FcConfigAppFontAddFile on each of
 * FontLibrary.files (it reads every face of a file and its full character set), against
 * reading only face 0 (FcFreeTypeQuery) of the files that hold several faces.
 * Median of RUNS fresh configurations.
 *
 * Then the same patterns without reading the files: parsed back from FcNameUnparse text
 * (Vellum's cache until FontSetCache), and taken from fontconfig's binary cache of a folder
 * of links to the files, as FontSetCache does (load, copy each face, set its real path).
 *
 *   fonts [runs]
 *
 * Build: gcc -O2 -o fonts fonts.c $(pkg-config --cflags --libs fontconfig freetype2)
 */
#define _XOPEN_SOURCE 700
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof(double), by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st; (void)flag; (void)ftw;
    return remove(path);
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 9;
    static const char *weights[] = {"Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"};
    char *files[32];
    int n = 0;
    for (int i = 0; i < 9; i++) {
        files[n] = malloc(128);
        snprintf(files[n++], 128, "/usr/share/fonts/opentype/inter/Inter-%s.otf", weights[i]);
        files[n] = malloc(128);
        snprintf(files[n++], 128, "/usr/share/fonts/opentype/inter/InterDisplay-%s.otf", weights[i]);
    }
    static const char *others[] = {
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    };
    for (size_t i = 0; i < sizeof others / sizeof *others; i++) files[n++] = (char *)others[i];

    double all[32][64], first[32][64], total[64], total_first[64];
    int faces[32];
    for (int r = 0; r < runs; r++) {
        FcConfig *config = FcConfigCreate();
        total[r] = total_first[r] = 0;
        for (int f = 0; f < n; f++) {
            double t0 = now_ms();
            FcConfigAppFontAddFile(config, (const FcChar8 *)files[f]);
            all[f][r] = now_ms() - t0;
            t0 = now_ms();
            FcPattern *p = FcFreeTypeQuery((const FcChar8 *)files[f], 0, NULL, &faces[f]);
            first[f][r] = now_ms() - t0;
            FcPatternDestroy(p);
            total[r] += all[f][r];
            total_first[r] += faces[f] > 1 ? first[f][r] : all[f][r];
        }
        FcConfigDestroy(config);
    }
    printf("%-66s %6s %12s %12s\n", "font file", "faces", "all faces ms", "face 0 ms");
    for (int f = 0; f < n; f++) {
        double a = median(all[f], runs), z = median(first[f], runs);
        if (a >= 0.5 || faces[f] > 1) printf("%-66s %6d %12.2f %12.2f\n", files[f], faces[f], a, z);
    }
    printf("%-66s %6s %12.2f %12.2f\n", "all files (smaller ones not listed)", "", median(total, runs), median(total_first, runs));
    printf("  (last column: face 0 only of the files holding several faces, every face of the others)\n");

    /* The patterns Vellum uses, queried once: the reference for both caches. */
    FcPattern *queried[64];
    int nq = 0;
    for (int f = 0; f < n; f++) {
        if (faces[f] > 1) {
            int count;
            queried[nq++] = FcFreeTypeQuery((const FcChar8 *)files[f], 0, NULL, &count);
        } else {
            FcFontSet *set = FcFontSetCreate();
            int count;
            FcFreeTypeQueryAll((const FcChar8 *)files[f], -1, NULL, &count, set);
            for (int i = 0; i < set->nfont; i++) {
                FcPatternReference(set->fonts[i]);
                queried[nq++] = set->fonts[i];
            }
            FcFontSetDestroy(set);
        }
    }

    /* Text: FcNameUnparse once, FcNameParse every run. */
    FcChar8 *text[64];
    for (int i = 0; i < nq; i++) text[i] = FcNameUnparse(queried[i]);
    double parse[64];
    for (int r = 0; r < runs; r++) {
        double t0 = now_ms();
        for (int i = 0; i < nq; i++) FcPatternDestroy(FcNameParse(text[i]));
        parse[r] = now_ms() - t0;
    }
    for (int i = 0; i < nq; i++) free(text[i]);

    /* Binary: a folder of links NN-name -> file and a private <cachedir> beside it. */
    char root[] = "/tmp/vellum-fonts-bench-XXXXXX", links[128], cachedir[128], xml[512];
    if (!mkdtemp(root)) return 1;
    snprintf(links, sizeof links, "%s/files", root);
    snprintf(cachedir, sizeof cachedir, "%s/fontconfig", root);
    mkdir(links, 0755);
    for (int f = 0; f < n; f++) {
        char link[256];
        snprintf(link, sizeof link, "%s/%02d-%s", links, f, strrchr(files[f], '/') + 1);
        if (symlink(files[f], link) != 0) return 1;
    }
    snprintf(xml, sizeof xml, "<?xml version=\"1.0\"?><fontconfig><cachedir>%s</cachedir></fontconfig>", cachedir);
    double scan = 0, load[64];
    int equal = 0, got = 0;
    for (int r = -1; r < runs; r++) {
        double t0 = now_ms();
        FcConfig *config = FcConfigCreate();
        FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcTrue);
        FcCache *cache = r < 0 ? FcDirCacheRead((const FcChar8 *)links, FcTrue, config)
                               : FcDirCacheLoad((const FcChar8 *)links, config, NULL);
        if (!cache) return 1;
        FcFontSet *set = FcCacheCopySet(cache), *out = FcFontSetCreate();
        for (int f = 0; f < n; f++) {  /* in file order; face 0 only of collections */
            for (int i = 0; i < set->nfont; i++) {
                FcChar8 *file;
                int index;
                FcPatternGetString(set->fonts[i], FC_FILE, 0, &file);
                FcPatternGetInteger(set->fonts[i], FC_INDEX, 0, &index);
                if (atoi(strrchr((char *)file, '/') + 1) != f || (faces[f] > 1 && index != 0)) continue;
                FcPattern *copy = FcPatternDuplicate(set->fonts[i]);
                FcPatternDel(copy, FC_FILE);
                FcPatternAddString(copy, FC_FILE, (const FcChar8 *)files[f]);
                FcFontSetAdd(out, copy);
            }
        }
        FcFontSetDestroy(set);
        FcDirCacheUnload(cache);
        FcConfigDestroy(config);
        if (r < 0) {
            scan = now_ms() - t0;
            got = out->nfont;
            for (int i = 0; i < nq && i < out->nfont; i++) equal += FcPatternEqual(queried[i], out->fonts[i]);
        } else {
            load[r] = now_ms() - t0;
        }
        FcFontSetDestroy(out);
    }
    nftw(root, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    for (int i = 0; i < nq; i++) FcPatternDestroy(queried[i]);

    printf("\nThe same %d patterns without reading the font files\n", nq);
    printf("%-66s %12.2f\n", "FcNameParse of FcNameUnparse text (Vellum's cache before FontSetCache)", median(parse, runs));
    printf("%-66s %12.2f\n", "fontconfig binary cache of a folder of links: first start (scan)", scan);
    printf("%-66s %12.2f\n", "  then every start (load, copy each face, set its real path)", median(load, runs));
    printf("  %d of %d patterns from the cache equal the queried ones (FcPatternEqual), in order\n", equal, got);
    return 0;
}
