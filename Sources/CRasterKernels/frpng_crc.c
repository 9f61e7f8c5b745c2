/*
 * frpng CRC-32 (PNG's chunk checksum): a table version for any CPU and a carry-less-multiply
 * version for x86-64 CPUs with PCLMULQDQ, chosen at run time. Both compute the one standard
 * CRC-32, so the choice never changes a byte. (feedrender's own code.)
 */
#include "frpng_internal.h"

/* ---- table version, slice-by-8 ---------------------------------------------------------- */

/* Table k maps a byte to the CRC register contribution of that byte followed by k zero
 * bytes. Each table is linear over GF(2) in its index, so entry n is the XOR of the entries
 * for n's set bits; the eight single-bit entries per table (computed offline with the
 * polynomial 0xEDB88320) let the preprocessor build all 2048 entries as constants. */
#define FRPNG_CRC_B0 0x77073096u, 0xee0e612cu, 0x076dc419u, 0x0edb8832u, 0x1db71064u, 0x3b6e20c8u, 0x76dc4190u, 0xedb88320u
#define FRPNG_CRC_B1 0x191b3141u, 0x32366282u, 0x646cc504u, 0xc8d98a08u, 0x4ac21251u, 0x958424a2u, 0xf0794f05u, 0x3b83984bu
#define FRPNG_CRC_B2 0x01c26a37u, 0x0384d46eu, 0x0709a8dcu, 0x0e1351b8u, 0x1c26a370u, 0x384d46e0u, 0x709a8dc0u, 0xe1351b80u
#define FRPNG_CRC_B3 0xb8bc6765u, 0xaa09c88bu, 0x8f629757u, 0xc5b428efu, 0x5019579fu, 0xa032af3eu, 0x9b14583du, 0xed59b63bu
#define FRPNG_CRC_B4 0x3d6029b0u, 0x7ac05360u, 0xf580a6c0u, 0x30704bc1u, 0x60e09782u, 0xc1c12f04u, 0x58f35849u, 0xb1e6b092u
#define FRPNG_CRC_B5 0xcb5cd3a5u, 0x4dc8a10bu, 0x9b914216u, 0xec53826du, 0x03d6029bu, 0x07ac0536u, 0x0f580a6cu, 0x1eb014d8u
#define FRPNG_CRC_B6 0xa6770bb4u, 0x979f1129u, 0xf44f2413u, 0x33ef4e67u, 0x67de9cceu, 0xcfbd399cu, 0x440b7579u, 0x8816eaf2u
#define FRPNG_CRC_B7 0xccaa009eu, 0x4225077du, 0x844a0efau, 0xd3e51bb5u, 0x7cbb312bu, 0xf9766256u, 0x299dc2edu, 0x533b85dau
#define CRC_BIT(n, i, b) ((((n) >> (i)) & 1u) ? (b) : 0u)
#define CRC_LIN(n, b0, b1, b2, b3, b4, b5, b6, b7)                                                  \
    (CRC_BIT(n, 0, b0) ^ CRC_BIT(n, 1, b1) ^ CRC_BIT(n, 2, b2) ^ CRC_BIT(n, 3, b3) ^              \
     CRC_BIT(n, 4, b4) ^ CRC_BIT(n, 5, b5) ^ CRC_BIT(n, 6, b6) ^ CRC_BIT(n, 7, b7))
#define CRC_E(n, ...) CRC_LIN((n), __VA_ARGS__)
#define CRC_R4(n, ...) CRC_E((n), __VA_ARGS__), CRC_E((n) + 1, __VA_ARGS__), \
                       CRC_E((n) + 2, __VA_ARGS__), CRC_E((n) + 3, __VA_ARGS__)
#define CRC_R16(n, ...) CRC_R4((n), __VA_ARGS__), CRC_R4((n) + 4, __VA_ARGS__), \
                        CRC_R4((n) + 8, __VA_ARGS__), CRC_R4((n) + 12, __VA_ARGS__)
#define CRC_R64(n, ...) CRC_R16((n), __VA_ARGS__), CRC_R16((n) + 16, __VA_ARGS__), \
                        CRC_R16((n) + 32, __VA_ARGS__), CRC_R16((n) + 48, __VA_ARGS__)
#define CRC_R256(...) CRC_R64(0u, __VA_ARGS__), CRC_R64(64u, __VA_ARGS__), \
                      CRC_R64(128u, __VA_ARGS__), CRC_R64(192u, __VA_ARGS__)

static const uint32_t crc_tab[8][256] = {
    {CRC_R256(FRPNG_CRC_B0)}, {CRC_R256(FRPNG_CRC_B1)}, {CRC_R256(FRPNG_CRC_B2)}, {CRC_R256(FRPNG_CRC_B3)},
    {CRC_R256(FRPNG_CRC_B4)}, {CRC_R256(FRPNG_CRC_B5)}, {CRC_R256(FRPNG_CRC_B6)}, {CRC_R256(FRPNG_CRC_B7)},
};

/* Standard CRC-32 (as used by PNG and zlib): pass 0 to start, feed the result back to go on. */
static uint32_t crc32_table(uint32_t crc, const void *data, size_t len) {
    const uint8_t *p = data;
    crc = ~crc;
    for (; len >= 8; len -= 8, p += 8) {
        uint32_t lo = crc ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
        uint32_t hi = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
        crc = crc_tab[7][lo & 255] ^ crc_tab[6][(lo >> 8) & 255] ^ crc_tab[5][(lo >> 16) & 255] ^
              crc_tab[4][lo >> 24] ^ crc_tab[3][hi & 255] ^ crc_tab[2][(hi >> 8) & 255] ^
              crc_tab[1][(hi >> 16) & 255] ^ crc_tab[0][hi >> 24];
    }
    for (; len; len--) crc = crc_tab[0][(crc ^ *p++) & 255] ^ (crc >> 8);
    return ~crc;
}

/* ---- carry-less multiply version ------------------------------------------------------- */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

/* Folding. CRC-32 is linear over GF(2): the register after a message depends only on the
 * message polynomial modulo P. A 128-bit accumulator X (in the bit-reflected order the CRC
 * uses, first byte lowest) followed by 16 more bytes Y is replaced by X * x^128 mod-equivalent
 * plus Y: the first 8 bytes of X are multiplied by x^(128+32) mod P and the last 8 by
 * x^(128-32) mod P (both reflected and shifted left one bit to suit the reflected carry-less
 * product). The constants were computed from P = 0x104C11DB7; any value congruent modulo P
 * would do, which is why the result is one 128-bit accumulator whose plain CRC equals the
 * CRC of everything folded into it. That last 16 bytes and the tail go through the table.
 * Long inputs keep four accumulators 64 bytes apart (constants x^(512+-32) mod P), so four
 * multiplications are in flight at once, and join them with the 16-byte fold at the end. */
/* Multiplies the two halves of x by the two halves of k and adds the products: one fold. */
__attribute__((target("pclmul,sse4.1"))) static inline __m128i fold(__m128i x, __m128i k) {
    return _mm_xor_si128(_mm_clmulepi64_si128(x, k, 0x00), _mm_clmulepi64_si128(x, k, 0x11));
}

__attribute__((target("pclmul,sse4.1"))) static uint32_t crc32_clmul(uint32_t crc, const uint8_t *p, size_t len) {
    /* x^(512+32), x^(512-32): folding across 64 bytes; x^(128+32), x^(128-32): across 16. */
    const __m128i k64 = _mm_set_epi64x(0x1c6e41596LL, 0x154442bd4LL);
    const __m128i k16 = _mm_set_epi64x(0x0ccaa009eLL, 0x1751997d0LL);
    __m128i x = _mm_loadu_si128((const __m128i *)p);
    x = _mm_xor_si128(x, _mm_cvtsi32_si128((int)~crc)); /* the initial register, inverted */
    p += 16; len -= 16;
    if (len >= 112) { /* four independent accumulators, 64 bytes per step, then joined */
        __m128i x1 = _mm_loadu_si128((const __m128i *)p), x2 = _mm_loadu_si128((const __m128i *)(p + 16)),
                x3 = _mm_loadu_si128((const __m128i *)(p + 32));
        p += 48; len -= 48;
        for (; len >= 64; p += 64, len -= 64) {
            x = _mm_xor_si128(fold(x, k64), _mm_loadu_si128((const __m128i *)p));
            x1 = _mm_xor_si128(fold(x1, k64), _mm_loadu_si128((const __m128i *)(p + 16)));
            x2 = _mm_xor_si128(fold(x2, k64), _mm_loadu_si128((const __m128i *)(p + 32)));
            x3 = _mm_xor_si128(fold(x3, k64), _mm_loadu_si128((const __m128i *)(p + 48)));
        }
        x = _mm_xor_si128(fold(x, k16), x1);
        x = _mm_xor_si128(fold(x, k16), x2);
        x = _mm_xor_si128(fold(x, k16), x3);
    }
    for (; len >= 16; p += 16, len -= 16) x = _mm_xor_si128(fold(x, k16), _mm_loadu_si128((const __m128i *)p));
    uint8_t acc[16];
    _mm_storeu_si128((__m128i *)acc, x);
    /* Register 0 over the accumulator (the inversion is already inside it), then the tail. */
    uint32_t r = ~crc32_table(~0u, acc, 16);
    return crc32_table(~r, p, len);
}

static int has_clmul(void) {
    return __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
}
#endif

uint32_t frpng_crc32(uint32_t crc, const void *data, size_t len) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (len >= 64 && has_clmul()) return crc32_clmul(crc, data, len);
#endif
    return crc32_table(crc, data, len);
}
