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

typedef struct frpng_kernels {
    /* One row of pixels to straight RGB (3) or RGBA (4) bytes. */
    void (*convert)(const uint32_t *src, int width, uint8_t *dst);
    /* UP filter of one row into out; returns the row's cost estimate. */
    uint64_t (*filter_up)(const uint8_t *cur, const uint8_t *prev, size_t n, uint8_t *out);
    /* SUB, AVG and PAETH into the three buffers; cost[0..3] = NONE, SUB, AVG, PAETH.
     * cur[-bpp..-1] and prev[-bpp..-1] must be zero (the buffers carry a zero left pad). */
    void (*filter_rest)(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp,
                        uint8_t *sub, uint8_t *avg, uint8_t *paeth, uint64_t cost[4]);
    uint32_t (*adler32)(uint32_t adler, const uint8_t *p, size_t n);
    /* Every maximal run of zero bytes of length >= 3 in p[0..n), as (start, end) pairs
     * written to runs[] (at most n / 4 + 1 of them); returns the number of pairs. */
    size_t (*zero_runs)(const uint8_t *p, size_t n, uint32_t *runs);
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
