/* What Vellum's font set-up costs, file by file: FcConfigAppFontAddFile on each of
 * FontLibrary.files (it reads every face of a file and its full character set), against
 * reading only face 0 (FcFreeTypeQuery) of the files that hold several faces.
 * Median of RUNS fresh configurations.
 *
 *   fonts [runs]
 *
 * Build: gcc -O2 -o fonts fonts.c $(pkg-config --cflags --libs fontconfig freetype2)
 */
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
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
    return 0;
}
