/*
 * frpng internals (feedrender's own design): the kernel table that lets the scalar and AVX2
 * paths be swapped per encoder, and the pieces shared between the source files.
 *
 * Every kernel has one precise specification (written next to the scalar version in
 * frpng_scalar.c); the AVX2 versions compute exactly the same numbers, only faster. That is
 * what makes the two paths produce identical bytes.
 */
#ifndef FRPNG_INTERNAL_H
#define FRPNG_INTERNAL_H

#include "frpng.h"
#include <string.h>

/* Minimum match length we bother to emit for a zero run (deflate allows 3). A dist-1 match
 * costs a length code, maybe extra bits and a distance bit; below this a few literal zeros
 * (which get very short codes in filtered images) are as cheap. */
#define FRPNG_MIN_MATCH 4

/* Shortest zero run the row scan reports. Photo rows are full of short zero runs; each one
 * found costs a scan step and becomes a match that breaks the literal loop, while coding a
 * run of 3-5 zeros as literals is about as small (measured on feed frames: runs >= 6 gave
 * the smallest files, and far fewer matches). */
#define FRPNG_MIN_RUN 6

/* ---- bit writer (shared by the deflate coder and the literal kernels) ------------------ */

static inline void frpng_store64le(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

/* Deflate packs bits LSB first. Up to 56 bits may be put between flushes; a flush writes 8
 * bytes unconditionally (the buffer always has slack) and keeps the <8 leftover bits. */
typedef struct { uint8_t *p; uint64_t bb; unsigned bc; } frpng_bitw;

static inline void put(frpng_bitw *w, uint64_t bits, unsigned n) { w->bb |= bits << w->bc; w->bc += n; }
static inline void flush(frpng_bitw *w) {
    frpng_store64le(w->p, w->bb);
    w->p += w->bc >> 3;
    w->bb >>= w->bc & 56;
    w->bc &= 7;
}

/* Longest literal/length code. Two literal codes then fit in 26 bits, so a pair of bytes can
 * be coded by one lookup in a 65,536-entry table of 32-bit entries (26 bits of code above 5
 * of length), and four codes (52 bits) fit between flushes. */
#define FRPNG_MAX_LITLEN 13

/* The literal code of one block, in the forms the literal kernels read. */
typedef struct frpng_litcoder {
    uint32_t tab[256]; /* byte b -> bit-reversed code | length << 16 */
    uint32_t *pairs;   /* NULL, or bytes (a, b) at index a | b << 8 -> (code(a) | code(b) << len(a))
                        * << 5 | (len(a) + len(b)); kept allocated across blocks */
    int use_pairs;     /* pairs holds this block's code */
} frpng_litcoder;

/* Four single codes per flush (7 pending + 4 * 13 bits). Each pair of codes is joined on its
 * own first, so the dependency chain through the bit count is two additions per four bytes.
 * Shared by the scalar kernel and the AVX2 kernel's small blocks. */
static inline void frpng_emit_singles(frpng_bitw *w, const uint8_t *s, size_t n, const uint32_t *tab) {
    uint64_t bb = w->bb;
    unsigned bc = w->bc;
    uint8_t *p = w->p;
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        uint32_t e0 = tab[s[i]], e1 = tab[s[i + 1]], e2 = tab[s[i + 2]], e3 = tab[s[i + 3]];
        uint64_t c01 = (e0 & 0xFFFF) | (uint64_t)(e1 & 0xFFFF) << (e0 >> 16);
        uint64_t c23 = (e2 & 0xFFFF) | (uint64_t)(e3 & 0xFFFF) << (e2 >> 16);
        bb |= c01 << bc; bc += (e0 >> 16) + (e1 >> 16);
        bb |= c23 << bc; bc += (e2 >> 16) + (e3 >> 16);
        frpng_store64le(p, bb); p += bc >> 3; bb >>= bc & 56; bc &= 7;
    }
    for (; i < n; i++) {
        uint32_t e = tab[s[i]];
        bb |= (uint64_t)(e & 0xFFFF) << bc; bc += e >> 16;
    }
    w->bb = bb; w->bc = bc; w->p = p;
    flush(w);
}

typedef struct frpng_kernels {
    /* One row of pixels to straight RGB (3) or RGBA (4) bytes. The RGB version returns 1 if
     * every pixel of the row had alpha 255, else 0; the RGBA version always returns 1. */
    int (*convert)(const uint32_t *src, int width, uint8_t *dst);
    /* UP, SUB and PAETH of one row into the three buffers in one pass; cost[0..3] = the cost
     * estimates of NONE, SUB, PAETH and UP. (AVG is not tried: on feed frames it almost never
     * beat these, and dropping it changed the bytes by 0.0%.) cur[-bpp..-1] and
     * prev[-bpp..-1] must be zero (the buffers carry a zero left pad). */
    void (*filter)(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *up,
                   uint8_t *sub, uint8_t *paeth, uint64_t cost[4]);
    uint32_t (*adler32)(uint32_t adler, const uint8_t *p, size_t n);
    /* Every maximal run of zero bytes of length >= FRPNG_MIN_RUN in p[0..n), as (start, end)
     * pairs written to runs[] (at most n / 4 + 1 of them); returns the number of pairs. */
    size_t (*zero_runs)(const uint8_t *p, size_t n, uint32_t *runs);
    /* Takes a block's literal code (lengths at most FRPNG_MAX_LITLEN) into lc, given how many
     * literal bytes the block will code, and may build faster tables for big blocks. */
    void (*prepare_literals)(frpng_litcoder *lc, const uint16_t *code, const uint8_t *len, size_t count);
    /* Writes the codes of the literals s[0..n) to w and flushes. Every kernel writes the
     * same bits; only the speed differs. */
    void (*emit_literals)(frpng_bitw *w, const uint8_t *s, size_t n, const frpng_litcoder *lc);
} frpng_kernels;

/* Per-byte cost estimate of a filtered byte v, read as signed with magnitude u = |v| (0..128):
 * 0 for zero, 2 + bit length of u for small u, and a flat 8 from u = 15 on — roughly the bits
 * a Huffman code for filtered image data spends on it (large residuals are all "expensive";
 * telling them apart did not pick better filters on our frames). The scalar kernels use a
 * 256-entry table built from this formula at compile time; SIMD uses one 16-entry byte
 * shuffle on min(u, 15). */
#define FRPNG_MAG(v) ((v) < 128 ? (v) : 256 - (v))
#define FRPNG_BITLEN(u) ((u) >= 8 ? 4 : (u) >= 4 ? 3 : (u) >= 2 ? 2 : (u) >= 1 ? 1 : 0)
#define FRPNG_COST(v) (FRPNG_MAG(v) >= 15 ? 8 : FRPNG_MAG(v) == 0 ? 0 : 2 + FRPNG_BITLEN(FRPNG_MAG(v)))
static const uint8_t frpng_cost16[16] = {0, 3, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 8};

/* Straight-alpha channel from premultiplied c with alpha a in 1..254: round to nearest, clamp. */
static inline uint8_t frpng_unpremul(uint32_t c, uint32_t a) {
    uint32_t v = (c * 255 + a / 2) / a;
    return (uint8_t)(v > 255 ? 255 : v);
}

/* One pixel to straight RGBA: alpha 255 copies, alpha 0 gives transparent black. */
static inline void frpng_rgba_pixel(uint32_t p, uint8_t *dst) {
    uint32_t a = p >> 24;
    if (a == 255) {
        dst[0] = (uint8_t)(p >> 16); dst[1] = (uint8_t)(p >> 8); dst[2] = (uint8_t)p; dst[3] = 255;
    } else if (a == 0) {
        dst[0] = dst[1] = dst[2] = dst[3] = 0;
    } else {
        dst[0] = frpng_unpremul((p >> 16) & 255, a);
        dst[1] = frpng_unpremul((p >> 8) & 255, a);
        dst[2] = frpng_unpremul(p & 255, a);
        dst[3] = (uint8_t)a;
    }
}

/* Standard CRC-32 (as used by PNG and zlib): pass 0 to start, feed the result back to go on.
 * Uses carry-less multiplication when the CPU has it; the result is the same either way. */
uint32_t frpng_crc32(uint32_t crc, const void *data, size_t len);

void frpng_kernels_scalar(frpng_kernels *k, int channels);
int frpng_kernels_avx2(frpng_kernels *k, int channels); /* 0 if AVX2 is unavailable */
int frpng_opaque_avx2(const uint8_t *pixels, size_t stride, int width, int height); /* -1: no AVX2 */

/* The deflate side (frpng_deflate.c). Bits are written LSB-first into out[] at out_len. */
typedef struct frpng_deflate {
    uint8_t *out;      /* compressed bytes not yet handed to IDAT */
    size_t out_len, out_cap;
    uint64_t bitbuf;   /* pending bits (fewer than 8 between calls) */
    unsigned bitcount;
    int prev_zero;     /* last byte of the previous block was 0 (a run may continue) */
    const frpng_kernels *k;
    frpng_litcoder lc;
} frpng_deflate;

/* Compresses one block of filtered data as one (or, if stored, several) deflate blocks.
 * runs[0..2*nruns) are the block's zero runs as (start, end) pairs, ascending and
 * non-overlapping; the array is overwritten. Ensures out has room itself.
 * Returns 0 or FRPNG_ERR_NOMEM. */
int frpng_deflate_block(frpng_deflate *d, const uint8_t *data, size_t len, uint32_t *runs,
                        size_t nruns, int last);
/* Pads the bit stream to a byte boundary. */
void frpng_deflate_align(frpng_deflate *d);

#endif
