#include "crasterkernels.h"
#include <stdlib.h>
#include <string.h>

// Straight-alpha channel from a premultiplied one, rounded to nearest.
static inline uint8_t unpremultiply(uint32_t c, uint32_t a) {
    return (uint8_t)((c * 255 + a / 2) / a);
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define CRASTER_HAVE_SSSE3_PATH 1

// 16 pixels at a time with byte shuffles (SSSE3: every x86-64 CPU of the last 15 years, checked
// at run time). Stops 16+ pixels before the end so the overlapping 16-byte stores stay inside
// the row; the caller finishes the tail. Returns the number of pixels done and ANDs into `all`.
__attribute__((target("ssse3")))
static int convert_rgb_ssse3(const uint32_t *src, int width, uint8_t *dst, uint32_t *all) {
    const __m128i bgra_to_rgb = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i and_all = _mm_set1_epi32(-1);
    int x = 0;
    for (; x + 32 <= width; x += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(src + x));
        __m128i b = _mm_loadu_si128((const __m128i *)(src + x + 4));
        __m128i c = _mm_loadu_si128((const __m128i *)(src + x + 8));
        __m128i d = _mm_loadu_si128((const __m128i *)(src + x + 12));
        and_all = _mm_and_si128(and_all, _mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d)));
        uint8_t *o = dst + 3 * x;
        _mm_storeu_si128((__m128i *)o, _mm_shuffle_epi8(a, bgra_to_rgb));
        _mm_storeu_si128((__m128i *)(o + 12), _mm_shuffle_epi8(b, bgra_to_rgb));
        _mm_storeu_si128((__m128i *)(o + 24), _mm_shuffle_epi8(c, bgra_to_rgb));
        _mm_storeu_si128((__m128i *)(o + 36), _mm_shuffle_epi8(d, bgra_to_rgb));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, and_all);
    *all &= lanes[0] & lanes[1] & lanes[2] & lanes[3];
    return x;
}
#endif

// One row of opaque Cairo pixels as RGB bytes; returns the AND of the source words, so the
// caller learns whether the row really was opaque without a second pass.
static uint32_t convert_row_rgb(const uint32_t *src, int width, uint8_t *dst) {
    uint32_t all = 0xFFFFFFFFu;
    int x = 0;
#ifdef CRASTER_HAVE_SSSE3_PATH
    if (__builtin_cpu_supports("ssse3")) x = convert_rgb_ssse3(src, width, dst, &all);
#endif
    for (; x < width; x++) {
        uint32_t p = src[x];
        all &= p;
        dst[3 * x] = (uint8_t)(p >> 16); dst[3 * x + 1] = (uint8_t)(p >> 8); dst[3 * x + 2] = (uint8_t)p;
    }
    return all;
}

// One row of Cairo pixels as straight RGB or RGBA bytes.
static void convert_row(const uint32_t *src, int width, int channels, uint8_t *dst) {
    if (channels == 3) {
        for (int x = 0; x < width; x++) {
            uint32_t p = src[x];
            dst[0] = (uint8_t)(p >> 16); dst[1] = (uint8_t)(p >> 8); dst[2] = (uint8_t)p;
            dst += 3;
        }
        return;
    }
    for (int x = 0; x < width; x++) {
        uint32_t p = src[x];
        uint32_t a = p >> 24;
        if (a == 0xFF) {
            dst[0] = (uint8_t)(p >> 16); dst[1] = (uint8_t)(p >> 8); dst[2] = (uint8_t)p; dst[3] = 0xFF;
        } else if (a == 0) {
            dst[0] = dst[1] = dst[2] = dst[3] = 0;
        } else {
            dst[0] = unpremultiply((p >> 16) & 0xFF, a);
            dst[1] = unpremultiply((p >> 8) & 0xFF, a);
            dst[2] = unpremultiply(p & 0xFF, a);
            dst[3] = (uint8_t)a;
        }
        dst += 4;
    }
}

// The filters, each as a straight loop (no per-byte branches) so the compiler can vectorise
// them. `prev` is the previous row, all zeros for the first row; the first `bpp` bytes have no
// left neighbour.
static void filter_sub(const uint8_t *cur, size_t n, int bpp, uint8_t *out) {
    for (size_t i = 0; i < (size_t)bpp; i++) out[i] = cur[i];
    for (size_t i = bpp; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
}

static void filter_up(const uint8_t *cur, const uint8_t *prev, size_t n, uint8_t *out) {
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
}

static void filter_average(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    for (size_t i = 0; i < (size_t)bpp; i++) out[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
    for (size_t i = bpp; i < n; i++) out[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
}

static void filter_paeth(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    // With no left neighbour, Paeth predicts from above.
    for (size_t i = 0; i < (size_t)bpp; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
    for (size_t i = bpp; i < n; i++) {
        int a = cur[i - bpp], b = prev[i], c = prev[i - bpp];
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        int predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        out[i] = (uint8_t)(cur[i] - predicted);
    }
}

static void filter_row(int type, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    switch (type) {
    case 0: memcpy(out, cur, n); break;
    case 1: filter_sub(cur, n, bpp, out); break;
    case 2: filter_up(cur, prev, n, out); break;
    case 3: filter_average(cur, prev, n, bpp, out); break;
    default: filter_paeth(cur, prev, n, bpp, out); break;
    }
}

// Sum of the filtered bytes read as signed magnitudes: the usual "smallest wins" heuristic.
static size_t row_cost(const uint8_t *row, size_t n) {
    uint32_t sum = 0;  // at most 128 per byte: fits for rows up to 33 million bytes
    for (size_t i = 0; i < n; i++) {
        int v = (int8_t)row[i];
        sum += (uint32_t)(v < 0 ? -v : v);
    }
    return sum;
}

// Converts and filters every row; with `require_opaque` (channels 3), stops and returns 0 at
// the first row holding a pixel that is not opaque. Returns 1 when all rows were written.
static int png_rows(const uint8_t *pixels, size_t stride, int width, int height, int channels,
                    craster_png_filter filter, uint8_t *out, uint8_t *scratch, int require_opaque) {
    size_t n = (size_t)width * (size_t)channels;
    uint8_t *cur = scratch, *prev = scratch + n;
    memset(prev, 0, n);  // the row above the first one
    uint8_t *trial = NULL;
    if (filter == CRASTER_FILTER_ADAPTIVE) {
        trial = malloc(n);
        if (!trial) return -1;
    }
    int complete = 1;
    for (int y = 0; y < height; y++) {
        const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * stride);
        if (require_opaque) {
            if ((convert_row_rgb(src, width, cur) >> 24) != 0xFF) { complete = 0; break; }
        } else {
            convert_row(src, width, channels, cur);
        }
        uint8_t *dst = out + (size_t)y * (n + 1);
        if (filter != CRASTER_FILTER_ADAPTIVE) {
            dst[0] = (uint8_t)filter;
            filter_row(filter, cur, prev, n, channels, dst + 1);
        } else {
            // UP first: on flat UI rows it costs 0 and nothing can beat it, so the rest is skipped.
            static const int order[5] = {2, 1, 0, 3, 4};
            dst[0] = 2;
            filter_row(2, cur, prev, n, channels, dst + 1);
            size_t best_cost = row_cost(dst + 1, n);
            for (int k = 1; k < 5 && best_cost > 0; k++) {
                int type = order[k];
                filter_row(type, cur, prev, n, channels, trial);
                size_t cost = row_cost(trial, n);
                if (cost < best_cost) {
                    best_cost = cost;
                    dst[0] = (uint8_t)type;
                    memcpy(dst + 1, trial, n);
                }
            }
        }
        uint8_t *t = prev; prev = cur; cur = t;
    }
    free(trial);
    return complete;
}

static int valid_filter(craster_png_filter filter) {
    return filter == CRASTER_FILTER_NONE || filter == CRASTER_FILTER_SUB || filter == CRASTER_FILTER_UP
        || filter == CRASTER_FILTER_ADAPTIVE;
}

int craster_png_rows(const uint8_t *pixels, size_t stride, int width, int height, int channels,
                     craster_png_filter filter, uint8_t *out, uint8_t *scratch) {
    if (width <= 0 || height <= 0 || (channels != 3 && channels != 4) || !valid_filter(filter)) return -1;
    return png_rows(pixels, stride, width, height, channels, filter, out, scratch, 0) < 0 ? -1 : 0;
}

int craster_png_rows_if_opaque(const uint8_t *pixels, size_t stride, int width, int height,
                               craster_png_filter filter, uint8_t *out, uint8_t *scratch) {
    if (width <= 0 || height <= 0 || !valid_filter(filter)) return -1;
    return png_rows(pixels, stride, width, height, 3, filter, out, scratch, 1);
}
