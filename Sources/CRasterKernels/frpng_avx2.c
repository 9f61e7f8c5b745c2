/*
 * frpng AVX2 kernels (feedrender's own design).
 *
 * Each function here computes bit-for-bit what its counterpart in frpng_scalar.c computes,
 * 32 bytes at a time; leftovers at the end of a row go through the same scalar formulas.
 * The functions are compiled for AVX2 with a target attribute and only installed when the
 * CPU reports AVX2 at run time, so the rest of the library stays plain x86-64 (or any CPU).
 */
#include "frpng_internal.h"
#include <stdlib.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define AVX2 __attribute__((target("avx2")))
#define AVX2_BMI2 __attribute__((target("avx2,bmi2")))

/* ---- pixel conversion ------------------------------------------------------------------ */

/* 8 pixels -> 24 bytes: an in-lane shuffle packs each lane's 4 pixels into 12 bytes, a dword
 * permute closes the gap between the lanes, and one 32-byte store writes them (the last 8
 * bytes are junk that the next store or the row buffer's slack absorbs). */
AVX2 static int convert_rgb(const uint32_t *src, int width, uint8_t *dst) {
    const __m256i shuf = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i perm = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    __m256i all = _mm256_set1_epi32(-1); /* AND of the pixels: alpha stays 0xFF only if opaque */
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(src + x));
        all = _mm256_and_si256(all, v);
        v = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(v, shuf), perm);
        _mm256_storeu_si256((__m256i *)(dst + 3 * x), v);
    }
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u);
    int opaque = _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(all, amask), amask)) == -1;
    for (; x < width; x++) {
        uint32_t p = src[x];
        opaque &= (p >> 24) == 0xFF;
        dst[3 * x] = (uint8_t)(p >> 16); dst[3 * x + 1] = (uint8_t)(p >> 8); dst[3 * x + 2] = (uint8_t)p;
    }
    return opaque;
}

/* 8 pixels at a time when all are opaque (just a byte shuffle) or all fully transparent
 * (zeros); mixed groups take the exact per-pixel division path. */
AVX2 static int convert_rgba(const uint32_t *src, int width, uint8_t *dst) {
    const __m256i shuf = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                          2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(src + x));
        __m256i a = _mm256_and_si256(v, amask);
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(a, amask)) == -1) {
            _mm256_storeu_si256((__m256i *)(dst + 4 * x), _mm256_shuffle_epi8(v, shuf));
        } else if (_mm256_testz_si256(a, a)) {
            _mm256_storeu_si256((__m256i *)(dst + 4 * x), _mm256_setzero_si256());
        } else {
            for (int j = 0; j < 8; j++) frpng_rgba_pixel(src[x + j], dst + 4 * (x + j));
        }
    }
    for (; x < width; x++) frpng_rgba_pixel(src[x], dst + 4 * x);
    return 1;
}

/* ---- filters and their cost ------------------------------------------------------------ */

/* FRPNG_COST of 32 bytes, summed into four 64-bit lanes. */
typedef struct { __m256i tab, fifteen; } costtab;

AVX2 static inline costtab cost_tables(void) {
    costtab t;
    t.tab = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)frpng_cost16));
    t.fifteen = _mm256_set1_epi8(15);
    return t;
}

AVX2 static inline __m256i cost32(const costtab *t, __m256i v, __m256i acc) {
    __m256i u = _mm256_min_epu8(_mm256_abs_epi8(v), t->fifteen); /* abs(-128) reads as 128 */
    return _mm256_add_epi64(acc, _mm256_sad_epu8(_mm256_shuffle_epi8(t->tab, u), _mm256_setzero_si256()));
}

AVX2 static inline uint64_t hsum64(__m256i v) {
    __m128i s = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    return (uint64_t)_mm_cvtsi128_si64(s) + (uint64_t)_mm_extract_epi64(s, 1);
}

/* Rows rarely are a multiple of 32 bytes. The last partial vector is redone as the final 32
 * bytes of the row (the stores just rewrite the same values); its cost only counts the bytes
 * not yet counted, by zeroing the others first (cost of 0 is 0). Rows under 32 bytes use the
 * scalar kernel. */
static const uint8_t skip_mask[64] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};

/* All-ones except the first `skip` (0..31) bytes. */
AVX2 static inline __m256i keep_after(size_t skip) {
    return _mm256_loadu_si256((const __m256i *)(skip_mask + 32 - skip));
}

/* Paeth entirely in unsigned bytes. With pa = |b - c| and pb = |a - c|, the third distance
 * pc = |(b - c) + (a - c)| is pa + pb when both differences have the same sign and |pa - pb|
 * otherwise. The sum may saturate at 255, which cannot change the comparisons: pa and pb
 * are at most 255, so "pa <= pc" is true both before and after saturation. */
AVX2 static inline __m256i paeth32(__m256i a, __m256i b, __m256i c) {
    __m256i pa = _mm256_or_si256(_mm256_subs_epu8(b, c), _mm256_subs_epu8(c, b));
    __m256i pb = _mm256_or_si256(_mm256_subs_epu8(a, c), _mm256_subs_epu8(c, a));
    __m256i b_ge_c = _mm256_cmpeq_epi8(_mm256_max_epu8(b, c), b);
    __m256i a_ge_c = _mm256_cmpeq_epi8(_mm256_max_epu8(a, c), a);
    __m256i sum = _mm256_adds_epu8(pa, pb);
    __m256i dif = _mm256_or_si256(_mm256_subs_epu8(pa, pb), _mm256_subs_epu8(pb, pa));
    __m256i pc = _mm256_blendv_epi8(sum, dif, _mm256_xor_si256(b_ge_c, a_ge_c));
    __m256i pa_le_pb = _mm256_cmpeq_epi8(_mm256_min_epu8(pa, pb), pa);
    __m256i pa_le_pc = _mm256_cmpeq_epi8(_mm256_min_epu8(pa, pc), pa);
    __m256i pb_le_pc = _mm256_cmpeq_epi8(_mm256_min_epu8(pb, pc), pb);
    __m256i pred = _mm256_blendv_epi8(c, b, pb_le_pc);
    return _mm256_blendv_epi8(pred, a, _mm256_and_si256(pa_le_pb, pa_le_pc));
}

/* UP, SUB and PAETH of the 32 bytes at offset i; costs of the bytes selected by `keep`. */
AVX2 static inline void filter32(const uint8_t *cur, const uint8_t *prev, size_t i, int bpp, uint8_t *up,
                                 uint8_t *sub, uint8_t *pae, const costtab *t, __m256i keep, __m256i acc[4]) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(cur + i));
    __m256i a = _mm256_loadu_si256((const __m256i *)(cur + i - bpp));
    __m256i b = _mm256_loadu_si256((const __m256i *)(prev + i));
    __m256i c = _mm256_loadu_si256((const __m256i *)(prev + i - bpp));
    __m256i vu = _mm256_sub_epi8(x, b), vs = _mm256_sub_epi8(x, a);
    __m256i vp = _mm256_sub_epi8(x, paeth32(a, b, c));
    _mm256_storeu_si256((__m256i *)(up + i), vu);
    _mm256_storeu_si256((__m256i *)(sub + i), vs);
    _mm256_storeu_si256((__m256i *)(pae + i), vp);
    acc[0] = cost32(t, _mm256_and_si256(x, keep), acc[0]);
    acc[1] = cost32(t, _mm256_and_si256(vs, keep), acc[1]);
    acc[2] = cost32(t, _mm256_and_si256(vp, keep), acc[2]);
    acc[3] = cost32(t, _mm256_and_si256(vu, keep), acc[3]);
}

AVX2 static void filter(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *up,
                        uint8_t *sub, uint8_t *pae, uint64_t cost[4]) {
    if (n < 32) {
        frpng_kernels sk;
        frpng_kernels_scalar(&sk, 3);
        sk.filter(cur, prev, n, bpp, up, sub, pae, cost);
        return;
    }
    costtab t = cost_tables();
    const __m256i all = _mm256_set1_epi8(-1), zero = _mm256_setzero_si256();
    __m256i acc[4] = {zero, zero, zero, zero};
    size_t i = 0;
    for (; i + 32 <= n; i += 32) filter32(cur, prev, i, bpp, up, sub, pae, &t, all, acc);
    if (i < n) filter32(cur, prev, n - 32, bpp, up, sub, pae, &t, keep_after(i - (n - 32)), acc);
    for (int k = 0; k < 4; k++) cost[k] = hsum64(acc[k]);
}

/* ---- Adler-32 -------------------------------------------------------------------------- */

/* For a stretch of k 32-byte chunks: s1 gains the byte sum; s2 gains 32*k*s1 (the old s1
 * counted once per byte), plus each byte times its distance from the end. Within a chunk
 * that distance is 32..1 (multiply-add against a weight vector); for whole chunks it is a
 * multiple of 32 times the running sum of the chunks before ("prefix" accumulator). 173
 * chunks keep every 32-bit lane clear of overflow; the combination is done in 64 bits. */
AVX2 static uint32_t adler32(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m256i w = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                       16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    const __m256i ones = _mm256_set1_epi16(1), zero = _mm256_setzero_si256();
    while (n >= 32) {
        size_t k = n / 32 < 173 ? n / 32 : 173;
        __m256i vs1 = zero, vpre = zero, vs2 = zero;
        for (size_t j = 0; j < k; j++, p += 32) {
            __m256i v = _mm256_loadu_si256((const __m256i *)p);
            vpre = _mm256_add_epi64(vpre, vs1);
            vs1 = _mm256_add_epi64(vs1, _mm256_sad_epu8(v, zero));
            vs2 = _mm256_add_epi32(vs2, _mm256_madd_epi16(_mm256_maddubs_epi16(v, w), ones));
        }
        uint32_t l[8];
        _mm256_storeu_si256((__m256i *)l, vs2);
        uint64_t wsum = (uint64_t)l[0] + l[1] + l[2] + l[3] + l[4] + l[5] + l[6] + l[7];
        uint64_t t2 = s2 + 32 * (uint64_t)k * s1 + 32 * hsum64(vpre) + wsum;
        s1 = (uint32_t)((s1 + hsum64(vs1)) % 65521);
        s2 = (uint32_t)(t2 % 65521);
        n -= 32 * k;
    }
    for (; n > 0; n--) { s1 += *p++; s2 += s1; }
    return ((s2 % 65521) << 16) | (s1 % 65521);
}

/* ---- zero runs ------------------------------------------------------------------------- */

/* Bit j of the result: byte i + j of p[0..n) is zero, for the 64 bytes at offset i (bytes at
 * or past n count as non-zero). */
AVX2 static inline uint64_t zero_mask(const uint8_t *p, size_t n, size_t i) {
    const __m256i zero = _mm256_setzero_si256();
    uint64_t m = 0;
    size_t j = 0;
    for (; j < 64 && i + j + 32 <= n; j += 32)
        m |= (uint64_t)(uint32_t)_mm256_movemask_epi8(
                 _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + i + j)), zero)) << j;
    for (; j < 64 && i + j < n; j++) m |= (uint64_t)(p[i + j] == 0) << j;
    return m;
}

/* With z the zero-byte mask and K = FRPNG_MIN_RUN, r = z & z>>1 & ... & z>>(K-1) marks bytes
 * that start K zeros in a row. Each maximal zero run [s, e) of length >= K is exactly a
 * maximal run of set bits [s, e-K+1) in r, so scanning r finds the same runs as the scalar
 * kernel while the many short zero runs of photos and text never cost a loop iteration. The
 * K-1 bits of lookahead come from the next 64 bytes' mask. */
AVX2 static size_t zero_runs(const uint8_t *p, size_t n, uint32_t *runs) {
    size_t count = 0, start = 0;
    int in_run = 0;
    uint64_t cur = zero_mask(p, n, 0);
    for (size_t i = 0; i < n; i += 64) {
        uint64_t next = i + 64 < n ? zero_mask(p, n, i + 64) : 0, r = cur;
        for (int k = 1; k < FRPNG_MIN_RUN; k++) r &= cur >> k | next << (64 - k);
        cur = next;
        if (in_run ? r == ~(uint64_t)0 : r == 0) continue;
        unsigned pos = 0;
        for (;;) {
            uint64_t look = (in_run ? ~r : r) >> pos;
            if (!look) break;
            pos += (unsigned)__builtin_ctzll(look);
            if (in_run) {
                runs[2 * count] = (uint32_t)start;
                runs[2 * count + 1] = (uint32_t)(i + pos + FRPNG_MIN_RUN - 1);
                count++;
                in_run = 0;
            } else {
                start = i + pos;
                in_run = 1;
            }
        }
    }
    return count; /* r is 0 at the last K-1 bytes, so no run is left open here */
}

/* ---- literal codes -------------------------------------------------------------------- */

/* Blocks with fewer literal bytes than this code them one at a time: building the pair
 * table (65,536 entries) only pays off when it is used for about as many pairs. */
#define PAIR_TABLE_MIN_LITERALS (96 * 1024)

/* The pair table is built row by row (fixed second byte b); within a row the first byte's
 * code length varies, which AVX2 shifts per lane (the loop vectorises). */
AVX2 static void prepare_literals(frpng_litcoder *lc, const uint16_t *code, const uint8_t *len, size_t count) {
    for (int b = 0; b < 256; b++) lc->tab[b] = code[b] | (uint32_t)len[b] << 16;
    lc->use_pairs = 0;
    if (count < PAIR_TABLE_MIN_LITERALS) return;
    if (!lc->pairs && !(lc->pairs = malloc(65536 * sizeof *lc->pairs))) return; /* singles still work */
    uint32_t c[256], l[256];
    for (int a = 0; a < 256; a++) { c[a] = code[a]; l[a] = len[a]; }
    for (int b = 0; b < 256; b++) {
        uint32_t cb = c[b], lb = l[b], *row = lc->pairs + (b << 8);
        for (int a = 0; a < 256; a++) row[a] = (c[a] | cb << l[a]) << 5 | (l[a] + lb);
    }
    lc->use_pairs = 1;
}

/* Four table lookups code eight bytes, with a flush after each two (at most 52 + 7 bits). */
AVX2_BMI2 static void emit_literals(frpng_bitw *w, const uint8_t *s, size_t n, const frpng_litcoder *lc) {
    if (!lc->use_pairs) { frpng_emit_singles(w, s, n, lc->tab); return; }
    const uint32_t *pairs = lc->pairs;
    uint64_t bb = w->bb;
    unsigned bc = w->bc;
    uint8_t *p = w->p;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint16_t x0, x1, x2, x3; /* little-endian: s[i] | s[i + 1] << 8 */
        memcpy(&x0, s + i, 2); memcpy(&x1, s + i + 2, 2); memcpy(&x2, s + i + 4, 2); memcpy(&x3, s + i + 6, 2);
        uint32_t e0 = pairs[x0], e1 = pairs[x1], e2 = pairs[x2], e3 = pairs[x3];
        bb |= (uint64_t)(e0 >> 5) << bc; bc += e0 & 31;
        bb |= (uint64_t)(e1 >> 5) << bc; bc += e1 & 31;
        frpng_store64le(p, bb); p += bc >> 3; bb >>= bc & 56; bc &= 7;
        bb |= (uint64_t)(e2 >> 5) << bc; bc += e2 & 31;
        bb |= (uint64_t)(e3 >> 5) << bc; bc += e3 & 31;
        frpng_store64le(p, bb); p += bc >> 3; bb >>= bc & 56; bc &= 7;
    }
    w->bb = bb; w->bc = bc; w->p = p;
    frpng_emit_singles(w, s + i, n - i, lc->tab);
}

/* AND of all pixel words, 32 pixels per step; the top byte stays 0xFF only if all are opaque. */
AVX2 static int opaque_rows(const uint8_t *pixels, size_t stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * stride);
        __m256i acc = _mm256_set1_epi32(-1);
        int x = 0;
        for (; x + 32 <= width; x += 32) {
            __m256i v0 = _mm256_loadu_si256((const __m256i *)(row + x));
            __m256i v1 = _mm256_loadu_si256((const __m256i *)(row + x + 8));
            __m256i v2 = _mm256_loadu_si256((const __m256i *)(row + x + 16));
            __m256i v3 = _mm256_loadu_si256((const __m256i *)(row + x + 24));
            acc = _mm256_and_si256(acc, _mm256_and_si256(_mm256_and_si256(v0, v1), _mm256_and_si256(v2, v3)));
        }
        uint32_t l[8], all = 0xFFFFFFFFu;
        _mm256_storeu_si256((__m256i *)l, acc);
        for (int j = 0; j < 8; j++) all &= l[j];
        for (; x < width; x++) all &= row[x];
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

int frpng_opaque_avx2(const uint8_t *pixels, size_t stride, int width, int height) {
    if (!__builtin_cpu_supports("avx2")) return -1;
    return opaque_rows(pixels, stride, width, height);
}

int frpng_kernels_avx2(frpng_kernels *k, int channels) {
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("bmi2")) return 0;
    k->convert = channels == 3 ? convert_rgb : convert_rgba;
    k->filter = filter;
    k->adler32 = adler32;
    k->zero_runs = zero_runs;
    k->prepare_literals = prepare_literals;
    k->emit_literals = emit_literals;
    return 1;
}

#else
int frpng_kernels_avx2(frpng_kernels *k, int channels) { (void)k; (void)channels; return 0; }
int frpng_opaque_avx2(const uint8_t *pixels, size_t stride, int width, int height) {
    (void)pixels; (void)stride; (void)width; (void)height;
    return -1;
}
#endif
