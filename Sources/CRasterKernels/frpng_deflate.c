/*
 * frpng deflate coder (feedrender's own design).
 *
 * A general deflate compressor spends most of its time searching for matches. Filtered
 * screenshots do not need that: after PNG filtering, flat areas turn into long runs of zero
 * bytes and everything else (text edges, photos) is small values with a skewed histogram.
 * So this coder only
 *   1. codes runs of zero bytes (found by the row pipeline) as distance-1 matches ("repeat
 *      the byte before"), which turns a flat 1000-pixel row into a handful of symbols, and
 *   2. codes every other byte as a literal with a Huffman code built from the block's own
 *      (sampled) histogram (a dynamic-Huffman deflate block), so photo and text regions
 *      still get entropy coding close to their byte statistics. Literal runs are written
 *      by the kernels (frpng_kernels.emit_literals): AVX2 CPUs code two bytes per lookup.
 * Each block is one group of rows; the caller sizes blocks by row index only, so block
 * boundaries (and so the output) never depend on how the caller split the rows into bands.
 * If the coded block would be larger than the raw bytes (noise), stored blocks are used.
 */
#include "frpng_internal.h"
#include <stdlib.h>

#define NLIT 286 /* literal/length alphabet: 256 literals, end of block, 29 lengths */
#define NCL 19   /* code-length alphabet */

static const uint16_t len_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t len_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/* The order in which code-length code lengths are sent (RFC 1951 3.2.7). */
static const uint8_t cl_order[NCL] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Length-code index (0..28) of a match length 3..258. The codes group v = len - 3 by its
 * highest set bit: four codes per power of two from v = 8 on, each with (bit - 2) extra bits. */
static inline unsigned len_index(unsigned len) {
    unsigned v = len - 3;
    if (v < 8) return v;
    if (v == 255) return 28;
    unsigned lg = 31 - (unsigned)__builtin_clz(v);
    return 4 * (lg - 1) + ((v >> (lg - 2)) & 3);
}

/* A run of M >= 3 matched bytes is sent as pieces of at most 258. Never leave a remainder of
 * 1 or 2 (too short for a match): 259 and 260 become 256+3 and 257+3. Returns the next piece. */
static inline unsigned next_piece(unsigned *m) {
    unsigned piece = (*m >= 261 || *m == 258) ? 258 : (*m > 258 ? *m - 3 : *m);
    *m -= piece;
    return piece;
}

/* ---- Huffman code construction --------------------------------------------------------- */

/* Sorts (frequency << 16 | symbol) keys that arrive in symbol order: a stable LSD radix sort
 * on the frequency bytes, skipping bytes where every key agrees (usually only two or three
 * passes run). No data-dependent branches, so it is fast and plainly deterministic. */
static void sort_keys(uint64_t *k, int n) {
    uint64_t tmp[NLIT], *src = k, *dst = tmp, any = 0, all = ~(uint64_t)0;
    for (int i = 0; i < n; i++) { any |= k[i]; all &= k[i]; }
    for (int shift = 16; shift < 64; shift += 8) {
        if ((((any ^ all) >> shift) & 255) == 0) continue; /* this byte is the same everywhere */
        unsigned count[257] = {0};
        for (int i = 0; i < n; i++) count[((src[i] >> shift) & 255) + 1]++;
        for (int d = 0; d < 256; d++) count[d + 1] += count[d];
        for (int i = 0; i < n; i++) dst[count[(src[i] >> shift) & 255]++] = src[i];
        uint64_t *t = src; src = dst; dst = t;
    }
    if (src != k) memcpy(k, src, (size_t)n * sizeof *k);
}

/* Huffman code lengths of at most maxbits, deterministic: the two-queue method over symbols
 * sorted by (frequency, symbol) gives each leaf's depth; the depths are counted per length,
 * with anything deeper than maxbits clamped to maxbits. Clamping over-fills the code space,
 * so codes are moved one level deeper, always from the longest length below maxbits (the
 * cheapest move), until the lengths fit; then, if space is left, the longest codes are
 * moved one level up until the code is exactly complete (inflaters reject incomplete codes).
 * Finally the lengths are handed out again in frequency order, the rarest symbol getting
 * the longest code. One pass, no rebuilds. */
static void huff_lengths(const uint32_t *freq, int n, unsigned maxbits, uint8_t *len) {
    uint64_t leaf[NLIT];
    uint32_t w[2 * NLIT];
    uint16_t parent[2 * NLIT], depth[2 * NLIT];
    int k = 0;
    memset(len, 0, (size_t)n);
    for (int i = 0; i < n; i++)
        if (freq[i]) leaf[k++] = (uint64_t)freq[i] << 16 | (uint64_t)i;
    if (k == 0) return;
    if (k == 1) { /* one symbol: give it and a neighbour 1-bit codes so the code is complete */
        unsigned s = (unsigned)(leaf[0] & 0xFFFF);
        len[s] = 1;
        len[s == 0 ? 1 : 0] = 1;
        return;
    }
    sort_keys(leaf, k);
    for (int j = 0; j < k; j++) w[j] = (uint32_t)(leaf[j] >> 16);
    int li = 0, ii = k, next = k;
    for (int m = 0; m < k - 1; m++) {
        int pick[2];
        for (int t = 0; t < 2; t++) /* the smaller head of the two queues; leaves win ties */
            pick[t] = (li < k && (ii >= next || w[li] <= w[ii])) ? li++ : ii++;
        w[next] = w[pick[0]] + w[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)next;
        next++;
    }
    depth[next - 1] = 0;
    for (int id = next - 2; id >= 0; id--) depth[id] = (uint16_t)(depth[parent[id]] + 1);

    /* Code space in units of 2^-maxbits: a code of length l takes 2^(maxbits - l). */
    unsigned count[16] = {0};
    uint32_t space = 0, full = 1u << maxbits;
    for (int j = 0; j < k; j++) {
        unsigned d = depth[j] > maxbits ? maxbits : depth[j];
        count[d]++;
        space += 1u << (maxbits - d);
    }
    while (space > full) { /* too full: deepen one code of the longest length below maxbits */
        unsigned l = maxbits - 1;
        while (!count[l]) l--;
        count[l]--; count[l + 1]++;
        space -= 1u << (maxbits - l - 1);
    }
    while (space < full) { /* room left: lift one code of the longest length that still fits */
        unsigned l = maxbits;
        while (!count[l] || space + (1u << (maxbits - l)) > full) l--;
        count[l]--; count[l - 1]++;
        space += 1u << (maxbits - l);
    }
    int j = 0;
    for (unsigned l = maxbits; l >= 1; l--)
        for (unsigned c = 0; c < count[l]; c++) len[leaf[j++] & 0xFFFF] = (uint8_t)l;
}

/* Canonical codes (RFC 1951 3.2.2), bit-reversed because deflate sends codes MSB first into
 * an LSB-first bit stream. */
static void huff_codes(const uint8_t *len, int n, uint16_t *code) {
    unsigned count[16] = {0}, next[16] = {0}, c = 0;
    for (int i = 0; i < n; i++) count[len[i]]++;
    count[0] = 0;
    for (int b = 1; b < 16; b++) { c = (c + count[b - 1]) << 1; next[b] = c; }
    for (int i = 0; i < n; i++) {
        if (!len[i]) { code[i] = 0; continue; }
        unsigned v = next[len[i]]++; /* reverse 16 bits, keep the top len[i] */
        v = ((v & 0x5555) << 1) | ((v >> 1) & 0x5555);
        v = ((v & 0x3333) << 2) | ((v >> 2) & 0x3333);
        v = ((v & 0x0F0F) << 4) | ((v >> 4) & 0x0F0F);
        v = ((v & 0x00FF) << 8) | ((v >> 8) & 0x00FF);
        code[i] = (uint16_t)(v >> (16 - len[i]));
    }
}

/* ---- literal histogram and emission ---------------------------------------------------- */

/* Literal statistics are estimated from a sample: only bytes whose block offset falls in
 * the first HIST_WINDOW of every HIST_PERIOD bytes are counted (a fixed pattern, so the
 * estimate depends on the data alone). Filtered image bytes are statistically smooth along
 * a block, so an eighth of them predicts the code nearly as well as all of them, for an
 * eighth of the counting work (on the feed-100 frames: 0.1 % more bytes than with 1/4). Counts are scaled back up by HIST_PERIOD / HIST_WINDOW so
 * they stay comparable with the exactly counted match symbols. */
#define HIST_WINDOW 64
#define HIST_PERIOD 512

/* Four interleaved histograms so consecutive equal bytes do not serialise on one counter. */
static void hist_bytes(uint32_t h[4][256], const uint8_t *p, size_t n) {
    size_t i = 0;
    for (; i + 4 <= n; i += 4) { h[0][p[i]]++; h[1][p[i + 1]]++; h[2][p[i + 2]]++; h[3][p[i + 3]]++; }
    for (; i < n; i++) h[0][p[i]]++;
}

/* The sampled part of the block bytes [from, to): their intersection with the windows. */
static void hist_sampled(uint32_t h[4][256], const uint8_t *data, size_t from, size_t to) {
    size_t w = from & ~(size_t)(HIST_PERIOD - 1);
    for (; w < to; w += HIST_PERIOD) {
        size_t a = w > from ? w : from, b = w + HIST_WINDOW < to ? w + HIST_WINDOW : to;
        if (a < b) hist_bytes(h, data + a, b - a);
    }
}

/* ---- blocks ---------------------------------------------------------------------------- */

static int reserve(frpng_deflate *d, size_t extra) {
    if (d->out_cap - d->out_len >= extra) return 0;
    size_t cap = d->out_len + extra + (d->out_len + extra) / 2;
    uint8_t *o = realloc(d->out, cap);
    if (!o) return FRPNG_ERR_NOMEM;
    d->out = o; d->out_cap = cap;
    return 0;
}

static void emit_stored(frpng_bitw *w, const uint8_t *data, size_t len, int last) {
    size_t off = 0;
    do {
        size_t piece = len - off < 65535 ? len - off : 65535;
        put(w, (last && off + piece == len) ? 1 : 0, 1);
        put(w, 0, 2);          /* BTYPE 00 */
        w->bc = (w->bc + 7) & ~7u; /* pad to a byte boundary (the pad bits are zero) */
        flush(w);
        w->p[0] = (uint8_t)piece; w->p[1] = (uint8_t)(piece >> 8);
        w->p[2] = (uint8_t)~piece; w->p[3] = (uint8_t)(~piece >> 8);
        memcpy(w->p + 4, data + off, piece);
        w->p += 4 + piece;
        off += piece;
    } while (off < len);
}

int frpng_deflate_block(frpng_deflate *d, const uint8_t *data, size_t len, uint32_t *runs,
                        size_t nruns, int last) {
    if (reserve(d, 2 * len + 1024)) return FRPNG_ERR_NOMEM;

    /* Runs -> matches, in place as (start, length). A match copies the byte before it, so a
     * run normally keeps its first zero as a literal; a run at the very start of the block
     * can be matched whole when the previous block ended in a zero. */
    uint32_t *m = runs;
    size_t nm = 0;
    for (size_t r = 0; r < nruns; r++) {
        uint32_t s = m[2 * r], e = m[2 * r + 1];
        if (!(s == 0 && d->prev_zero)) s++;
        if (e - s >= FRPNG_MIN_MATCH) { m[2 * nm] = s; m[2 * nm + 1] = e - s; nm++; }
    }

    /* Symbol statistics: literals between matches, and the length codes of match pieces. */
    uint32_t h4[4][256], freq[NLIT] = {0};
    uint64_t pieces = 0;
    memset(h4, 0, sizeof h4);
    size_t cur = 0;
    for (size_t j = 0; j < nm; j++) {
        hist_sampled(h4, data, cur, m[2 * j]);
        unsigned left = m[2 * j + 1];
        while (left) { freq[257 + len_index(next_piece(&left))]++; pieces++; }
        cur = (size_t)m[2 * j] + m[2 * j + 1];
    }
    hist_sampled(h4, data, cur, len);
    /* Every byte value gets a code (count + 1): the sample may miss some that occur. */
    for (int b = 0; b < 256; b++)
        freq[b] = (h4[0][b] + h4[1][b] + h4[2][b] + h4[3][b]) * (HIST_PERIOD / HIST_WINDOW) + 1;
    freq[256] = 1;

    uint8_t litlen[NLIT];
    uint16_t litcode[NLIT];
    huff_lengths(freq, NLIT, FRPNG_MAX_LITLEN, litlen);
    huff_codes(litlen, NLIT, litcode);

    /* Code lengths of the literal/length code followed by the distance code (two 1-bit
     * codes; only code 0 = distance 1 is used, the second keeps the code complete), run-length
     * coded with symbols 16 (repeat previous), 17 and 18 (runs of zeros). */
    unsigned hlit = NLIT;
    while (hlit > 257 && litlen[hlit - 1] == 0) hlit--;
    uint8_t all[NLIT + 2], rs[NLIT + 2], rx[NLIT + 2];
    memcpy(all, litlen, hlit);
    all[hlit] = 1; all[hlit + 1] = 1;
    unsigned total = hlit + 2, nrs = 0;
    uint32_t clfreq[NCL] = {0};
    for (unsigned i = 0; i < total;) {
        unsigned v = all[i], run = 1;
        while (i + run < total && all[i + run] == v) run++;
        unsigned r = run;
        if (v == 0) {
            while (r >= 11) { unsigned t = r < 138 ? r : 138; rs[nrs] = 18; rx[nrs++] = (uint8_t)(t - 11); r -= t; }
            if (r >= 3) { rs[nrs] = 17; rx[nrs++] = (uint8_t)(r - 3); r = 0; }
        } else {
            rs[nrs] = (uint8_t)v; rx[nrs++] = 0; r--;
            while (r >= 3) { unsigned t = r < 6 ? r : 6; rs[nrs] = 16; rx[nrs++] = (uint8_t)(t - 3); r -= t; }
        }
        while (r) { rs[nrs] = (uint8_t)v; rx[nrs++] = 0; r--; }
        i += run;
    }
    for (unsigned i = 0; i < nrs; i++) clfreq[rs[i]]++;
    uint8_t cllen[NCL];
    uint16_t clcode[NCL];
    huff_lengths(clfreq, NCL, 7, cllen);
    huff_codes(cllen, NCL, clcode);
    unsigned hclen = NCL;
    while (hclen > 4 && cllen[cl_order[hclen - 1]] == 0) hclen--;

    /* Exact size of the dynamic block versus a conservative size of stored blocks. */
    static const uint8_t cl_extra[NCL] = {[16] = 2, [17] = 3, [18] = 7};
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen + pieces; /* + 1 distance bit each */
    for (unsigned i = 0; i < nrs; i++) bits += cllen[rs[i]] + cl_extra[rs[i]];
    for (int s = 0; s < NLIT; s++)
        bits += (uint64_t)freq[s] * (litlen[s] + (s > 256 ? len_extra[s - 257] : 0));
    uint64_t nstored = len / 65535 + 1, stored_bits = nstored * (3 + 7 + 32) + 8 * (uint64_t)len;

    frpng_bitw w = {d->out + d->out_len, d->bitbuf, d->bitcount};
    if (stored_bits < bits) {
        emit_stored(&w, data, len, last);
    } else {
        put(&w, last ? 1 : 0, 1);
        put(&w, 2, 2); /* BTYPE 10: dynamic Huffman */
        put(&w, hlit - 257, 5);
        put(&w, 2 - 1, 5);
        put(&w, hclen - 4, 4);
        flush(&w);
        for (unsigned i = 0; i < hclen; i++) { put(&w, cllen[cl_order[i]], 3); flush(&w); }
        for (unsigned i = 0; i < nrs; i++) {
            put(&w, clcode[rs[i]], cllen[rs[i]]);
            put(&w, rx[i], cl_extra[rs[i]]);
            flush(&w);
        }
        size_t literal_count = len;
        for (size_t j = 0; j < nm; j++) literal_count -= m[2 * j + 1];
        d->k->prepare_literals(&d->lc, litcode, litlen, literal_count);
        cur = 0;
        for (size_t j = 0; j < nm; j++) {
            d->k->emit_literals(&w, data + cur, m[2 * j] - cur, &d->lc);
            unsigned left = m[2 * j + 1];
            while (left) {
                unsigned piece = next_piece(&left), li = len_index(piece);
                put(&w, litcode[257 + li], litlen[257 + li]);
                put(&w, piece - len_base[li], len_extra[li]);
                put(&w, 0, 1); /* distance code 0: distance 1 */
                flush(&w);
            }
            cur = (size_t)m[2 * j] + m[2 * j + 1];
        }
        d->k->emit_literals(&w, data + cur, len - cur, &d->lc);
        put(&w, litcode[256], litlen[256]);
        flush(&w);
    }
    d->out_len = (size_t)(w.p - d->out);
    d->bitbuf = w.bb;
    d->bitcount = w.bc;
    d->prev_zero = data[len - 1] == 0;
    return 0;
}

void frpng_deflate_align(frpng_deflate *d) {
    if (d->bitcount) d->out[d->out_len++] = (uint8_t)d->bitbuf;
    d->bitbuf = 0;
    d->bitcount = 0;
}
