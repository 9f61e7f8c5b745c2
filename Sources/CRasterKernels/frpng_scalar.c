/*
 * frpng portable kernels (feedrender's own design).
 *
 * These are the reference definitions: the AVX2 file must compute exactly what these
 * compute. They are written as plain loops so that they stay obviously correct; speed comes
 * from the AVX2 versions, which this path is the fallback and the test oracle for.
 */
#include "frpng_internal.h"

/* ---- pixel conversion ------------------------------------------------------------------ */

/* Opaque pixels: drop alpha, reorder 0xAARRGGBB into R, G, B bytes; and report whether
 * every alpha was 255 (the AND of all pixels keeps the top byte 0xFF only then). */
static int convert_rgb(const uint32_t *src, int width, uint8_t *dst) {
    uint32_t all = 0xFFFFFFFFu;
    for (int x = 0; x < width; x++) {
        uint32_t p = src[x];
        all &= p;
        dst[0] = (uint8_t)(p >> 16);
        dst[1] = (uint8_t)(p >> 8);
        dst[2] = (uint8_t)p;
        dst += 3;
    }
    return (all >> 24) == 0xFF;
}

/* Any alpha: un-premultiply pixel by pixel. */
static int convert_rgba(const uint32_t *src, int width, uint8_t *dst) {
    for (int x = 0; x < width; x++) frpng_rgba_pixel(src[x], dst + 4 * x);
    return 1;
}

/* ---- filters --------------------------------------------------------------------------- */

#define C4(n) FRPNG_COST(n), FRPNG_COST((n) + 1), FRPNG_COST((n) + 2), FRPNG_COST((n) + 3)
#define C16(n) C4(n), C4((n) + 4), C4((n) + 8), C4((n) + 12)
#define C64(n) C16(n), C16((n) + 16), C16((n) + 32), C16((n) + 48)
static const uint8_t cost_tab[256] = {C64(0), C64(64), C64(128), C64(192)};

/* PNG's Paeth predictor, as in the specification (written so the compiler can use selects). */
static inline int paeth(int a, int b, int c) {
    int pa = b - c, pb = a - c, pc = pa + pb;
    pa = pa < 0 ? -pa : pa;
    pb = pb < 0 ? -pb : pb;
    pc = pc < 0 ? -pc : pc;
    int bc = pb <= pc ? b : c;
    return (pa <= pb && pa <= pc) ? a : bc;
}

/* The left neighbours cur[i - bpp] / prev[i - bpp] of the first pixel read the zero pad in
 * front of each row buffer, which is exactly PNG's "no left neighbour" rule for SUB and PAETH. */
static void filter(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *up,
                   uint8_t *sub, uint8_t *pae, uint64_t cost[4]) {
    uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    const uint8_t *left = cur - bpp, *upleft = prev - bpp;
    for (size_t i = 0; i < n; i++) {
        int x = cur[i], a = left[i], b = prev[i], c = upleft[i];
        uint8_t u = (uint8_t)(x - b), s = (uint8_t)(x - a), p = (uint8_t)(x - paeth(a, b, c));
        up[i] = u; sub[i] = s; pae[i] = p;
        c0 += cost_tab[x]; c1 += cost_tab[s]; c2 += cost_tab[p]; c3 += cost_tab[u];
    }
    cost[0] = c0; cost[1] = c1; cost[2] = c2; cost[3] = c3;
}

/* ---- Adler-32 -------------------------------------------------------------------------- */

/* 5552 is the largest count for which the sums cannot overflow 32 bits before reducing. */
static uint32_t adler32(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    while (n > 0) {
        size_t k = n < 5552 ? n : 5552;
        n -= k;
        for (; k >= 8; k -= 8, p += 8) {
            s1 += p[0]; s2 += s1; s1 += p[1]; s2 += s1; s1 += p[2]; s2 += s1;
            s1 += p[3]; s2 += s1; s1 += p[4]; s2 += s1; s1 += p[5]; s2 += s1;
            s1 += p[6]; s2 += s1; s1 += p[7]; s2 += s1;
        }
        for (; k > 0; k--) { s1 += *p++; s2 += s1; }
        s1 %= 65521; s2 %= 65521;
    }
    return (s2 << 16) | s1;
}

/* ---- zero runs ------------------------------------------------------------------------- */

/* Whole 8-byte words are skipped while the answer cannot change inside them (no zero when
 * outside a run, all zero inside one); otherwise bytes are looked at one by one. */
static size_t zero_runs(const uint8_t *p, size_t n, uint32_t *runs) {
    size_t count = 0, i = 0, start = 0;
    int in_run = 0;
    while (i < n) {
        if (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            int has_zero = ((w - 0x0101010101010101ull) & ~w & 0x8080808080808080ull) != 0;
            if ((!in_run && !has_zero) || (in_run && w == 0)) { i += 8; continue; }
        }
        if (p[i] == 0) {
            if (!in_run) { in_run = 1; start = i; }
        } else if (in_run) {
            in_run = 0;
            if (i - start >= FRPNG_MIN_RUN) { runs[2 * count] = (uint32_t)start; runs[2 * count + 1] = (uint32_t)i; count++; }
        }
        i++;
    }
    if (in_run && n - start >= FRPNG_MIN_RUN) {
        runs[2 * count] = (uint32_t)start; runs[2 * count + 1] = (uint32_t)n; count++;
    }
    return count;
}

/* ---- literal codes -------------------------------------------------------------------- */

static void prepare_literals(frpng_litcoder *lc, const uint16_t *code, const uint8_t *len, size_t count) {
    (void)count;
    for (int b = 0; b < 256; b++) lc->tab[b] = code[b] | (uint32_t)len[b] << 16;
    lc->use_pairs = 0;
}

static void emit_literals(frpng_bitw *w, const uint8_t *s, size_t n, const frpng_litcoder *lc) {
    frpng_emit_singles(w, s, n, lc->tab);
}

void frpng_kernels_scalar(frpng_kernels *k, int channels) {
    k->convert = channels == 3 ? convert_rgb : convert_rgba;
    k->filter = filter;
    k->adler32 = adler32;
    k->zero_runs = zero_runs;
    k->prepare_literals = prepare_literals;
    k->emit_literals = emit_literals;
}
