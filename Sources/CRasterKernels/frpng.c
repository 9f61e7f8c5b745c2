/*
 * frpng — PNG framing and the streaming row pipeline (feedrender's own design).
 *
 * Pipeline per row:
 *   convert   premultiplied ARGB32 -> straight RGB/RGBA bytes (row buffer `cur`)
 *   filter    a row identical to the one above is UP-filtered to zeros at once (the common
 *             case in flat UI). Otherwise UP, SUB and PAETH are computed in one pass
 *             together with a cost estimate for each and for NONE (a rough "Huffman bits"
 *             per byte, see frpng_internal.h), and the cheapest wins.
 *   runs      the zero runs of the filtered row are found (SIMD mask scan) and joined onto
 *             the block's run list; an all-zero row is one known run and is not scanned.
 *             The Adler-32 is advanced per row too (in O(1) for an all-zero row).
 *   block     filtered rows (with their filter-type byte) collect in a block buffer of a
 *             fixed number of rows, derived from the width only. A full block is
 *             deflate-coded (frpng_deflate.c) into the output buffer.
 *   IDAT      whenever 256 KiB of compressed bytes are pending, exactly 256 KiB go out as
 *             one IDAT chunk. Together with row-count blocks this makes the byte stream a
 *             function of the pixels alone, whatever bands the caller feeds.
 * Memory: four row buffers, one block (about 256 KiB, or one row if wider), the output buffer
 * (< 256 KiB plus two blocks) and a 256 KiB literal pair table — O(width), never O(image).
 */
#include "frpng_internal.h"
#include <stdlib.h>

#define IDAT_CHUNK (256 * 1024) /* bytes per IDAT chunk (the last one may be shorter) */
#define BLOCK_BYTES (256 * 1024) /* target filtered bytes per deflate block */
#define ROW_PAD 32               /* zero bytes before each row: the "left of pixel 0" */
#define ROW_SLACK 64             /* bytes after each row for full-vector stores */

struct frpng_encoder {
    int width, height, channels, y;
    unsigned flags;
    int status;     /* 0, or the first error (sticky) */
    int started;    /* signature + IHDR written */
    int finished;
    frpng_sink sink;
    void *ctx;
    size_t n;       /* bytes per row, without the filter-type byte */
    frpng_kernels k;
    uint8_t *rowmem, *prev, *cur, *tsub, *tpae;
    uint8_t *blk;   /* filtered rows of the current block */
    size_t blk_len;
    uint32_t *runs; /* zero runs of the current block, (start, end) pairs */
    size_t nruns;
    int blk_rows, rows_per_block;
    uint32_t adler;
    frpng_deflate d;
};

/* ---- PNG chunks ------------------------------------------------------------------------ */

static void put32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

static int emit(frpng_encoder *e, const uint8_t *data, size_t len) {
    if (e->status) return e->status;
    if (len && e->sink(e->ctx, data, len)) e->status = FRPNG_ERR_SINK;
    return e->status;
}

static int write_chunk(frpng_encoder *e, const char *type, const uint8_t *data, size_t len) {
    uint8_t head[8], tail[4];
    put32be(head, (uint32_t)len);
    memcpy(head + 4, type, 4);
    put32be(tail, frpng_crc32(frpng_crc32(0, head + 4, 4), data, len));
    emit(e, head, 8);
    emit(e, data, len);
    return emit(e, tail, 4);
}

static int start(frpng_encoder *e) {
    if (e->started || e->status) return e->status;
    static const uint8_t sig[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    uint8_t ihdr[13];
    put32be(ihdr, (uint32_t)e->width);
    put32be(ihdr + 4, (uint32_t)e->height);
    ihdr[8] = 8;                          /* bit depth */
    ihdr[9] = e->channels == 3 ? 2 : 6;   /* colour type: RGB or RGBA */
    ihdr[10] = ihdr[11] = ihdr[12] = 0;   /* deflate, adaptive filtering, no interlace */
    e->started = 1;
    emit(e, sig, 8);
    return write_chunk(e, "IHDR", ihdr, 13);
}

/* Sends every whole IDAT_CHUNK of pending output (all of it when `all`). */
static int flush_idat(frpng_encoder *e, int all) {
    size_t off = 0;
    while (!e->status && (e->d.out_len - off >= IDAT_CHUNK || (all && off < e->d.out_len))) {
        size_t len = e->d.out_len - off < IDAT_CHUNK ? e->d.out_len - off : IDAT_CHUNK;
        write_chunk(e, "IDAT", e->d.out + off, len);
        off += len;
    }
    memmove(e->d.out, e->d.out + off, e->d.out_len - off);
    e->d.out_len -= off;
    return e->status;
}

/* ---- encoder --------------------------------------------------------------------------- */

frpng_encoder *frpng_encoder_create(int width, int height, int channels, unsigned flags,
                                    frpng_sink sink, void *ctx) {
    if (width <= 0 || height <= 0 || (channels != 3 && channels != 4) || !sink) return NULL;
    if ((uint64_t)width * (uint64_t)channels > (1u << 30)) return NULL; /* keeps offsets in 32 bits */
    frpng_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->width = width; e->height = height; e->channels = channels; e->flags = flags;
    e->sink = sink; e->ctx = ctx;
    e->n = (size_t)width * (size_t)channels;
    /* FEEDRENDER_PNG_SCALAR (any value) forces the portable kernels in every encoder of the
       process, as PIXMAN_DISABLE does for pixman: a diagnostic for cross-machine checks
       (tests render with both and compare bytes). It changes speed, never bytes. */
    if (getenv("FEEDRENDER_PNG_SCALAR")) flags |= FRPNG_NO_SIMD;
    if ((flags & FRPNG_NO_SIMD) || !frpng_kernels_avx2(&e->k, channels))
        frpng_kernels_scalar(&e->k, channels);
    e->d.k = &e->k;
    size_t row = ROW_PAD + e->n + ROW_SLACK;
    size_t per_block = BLOCK_BYTES / (e->n + 1);
    e->rows_per_block = per_block < 1 ? 1 : (per_block > (size_t)height ? height : (int)per_block);
    e->rowmem = calloc(4, row);
    e->blk = malloc((size_t)e->rows_per_block * (e->n + 1) + ROW_SLACK);
    e->runs = malloc((size_t)e->rows_per_block * ((e->n + 1) / 4 + 2) * 2 * sizeof(uint32_t));
    e->d.out_cap = 4096;
    e->d.out = malloc(e->d.out_cap);
    if (!e->rowmem || !e->blk || !e->runs || !e->d.out) { frpng_encoder_destroy(e); return NULL; }
    e->prev = e->rowmem + ROW_PAD;       /* all zero: the row above the first row */
    e->cur = e->prev + row;
    e->tsub = e->cur + row; e->tpae = e->tsub + row;
    e->adler = 1;
    e->d.out[0] = 0x78; e->d.out[1] = 0x01; /* zlib: deflate, 32K window, "fastest" level */
    e->d.out_len = 2;
    return e;
}

void frpng_encoder_destroy(frpng_encoder *e) {
    if (!e) return;
    free(e->rowmem); free(e->blk); free(e->d.out); free(e->runs); free(e->d.lc.pairs);
    free(e);
}

int frpng_encoder_add_chunk(frpng_encoder *e, const char type[4], const uint8_t *data, size_t len) {
    if (!e || !type || (len && !data) || len > 0x7FFFFFFFu) return FRPNG_ERR_ARG;
    if (e->status) return e->status;
    if (e->y > 0 || e->finished) return FRPNG_ERR_ARG;
    for (int i = 0; i < 4; i++) {
        char c = type[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return FRPNG_ERR_ARG;
    }
    start(e);
    return write_chunk(e, type, data, len);
}

static int finish_block(frpng_encoder *e) {
    int r = frpng_deflate_block(&e->d, e->blk, e->blk_len, e->runs, e->nruns, e->y == e->height);
    if (r) return e->status = r;
    e->blk_len = 0;
    e->nruns = 0;
    e->blk_rows = 0;
    return flush_idat(e, 0);
}

/* Filters the row in e->cur against e->prev into dst (filter byte + n bytes). Returns 1 when
 * the filtered row is all zero (UP of a row equal to the one above: no filtering needed). */
static int filter_row(frpng_encoder *e, uint8_t *dst) {
    size_t n = e->n;
    dst[0] = 2;
    if (memcmp(e->cur, e->prev, n) == 0) { memset(dst + 1, 0, n); return 1; }
    uint64_t c[4];
    e->k.filter(e->cur, e->prev, n, e->channels, dst + 1, e->tsub, e->tpae, c);
    /* Ties keep the earlier candidate: UP, SUB, PAETH, NONE. */
    const uint8_t *win = NULL;
    uint64_t best = c[3];
    int type = 2;
    if (c[1] < best) { best = c[1]; type = 1; win = e->tsub; }
    if (c[2] < best) { best = c[2]; type = 4; win = e->tpae; }
    if (c[0] < best) { best = c[0]; type = 0; win = e->cur; }
    if (win) { dst[0] = (uint8_t)type; memcpy(dst + 1, win, n); }
    return 0;
}

/* Adds a zero run [s, e) of the block, joining it to the previous one when they touch (only
 * possible across a row boundary whose filter byte is 0). */
static void add_run(frpng_encoder *e, uint32_t s, uint32_t end) {
    if (e->nruns && e->runs[2 * e->nruns - 1] == s) { e->runs[2 * e->nruns - 1] = end; return; }
    e->runs[2 * e->nruns] = s;
    e->runs[2 * e->nruns + 1] = end;
    e->nruns++;
}

/* Adler-32 of a filtered all-zero row: the filter byte 2, then n zeros (s1 stays, s2 grows
 * by n * s1) — no need to read the bytes. */
static uint32_t adler_zero_row(uint32_t adler, size_t n) {
    uint64_t s1 = ((adler & 0xFFFF) + 2) % 65521, s2 = ((adler >> 16) + s1) % 65521;
    s2 = (s2 + (uint64_t)(n % 65521) * s1) % 65521;
    return (uint32_t)(s2 << 16 | s1);
}

/* One converted row (in e->cur): filter it into the block, find its zero runs (a zero row is
 * one known run), and keep the Adler-32 going. Runs are found per row, then joined, so the
 * result is the same whatever the row grouping. */
static void add_row(frpng_encoder *e) {
    size_t start = e->blk_len, n = e->n;
    uint8_t *dst = e->blk + start;
    if (filter_row(e, dst)) {
        if (n >= FRPNG_MIN_RUN) add_run(e, (uint32_t)(start + 1), (uint32_t)(start + 1 + n));
        e->adler = adler_zero_row(e->adler, n);
    } else {
        uint32_t *tmp = e->runs + 2 * e->nruns; /* room for this row's runs */
        size_t cnt = e->k.zero_runs(dst, n + 1, tmp);
        if (cnt && e->nruns && e->runs[2 * e->nruns - 1] == start + tmp[0]) {
            /* touches the previous run: join, then shift the rest down one pair */
            e->runs[2 * e->nruns - 1] = (uint32_t)(start + tmp[1]);
            memmove(tmp, tmp + 2, (cnt - 1) * 2 * sizeof *tmp);
            cnt--;
        }
        for (size_t i = 0; i < 2 * cnt; i++) tmp[i] += (uint32_t)start;
        e->nruns += cnt;
        e->adler = e->k.adler32(e->adler, dst, n + 1);
    }
    e->blk_len += n + 1;
}

int frpng_encoder_add_rows(frpng_encoder *e, const uint8_t *pixels, size_t stride, int rows) {
    if (!e) return FRPNG_ERR_ARG;
    if (e->status) return e->status;
    if (rows < 0 || rows > e->height - e->y || e->finished || (rows && !pixels)) return FRPNG_ERR_ARG;
    if (start(e)) return e->status;
    for (int r = 0; r < rows; r++) {
        if (!e->k.convert((const uint32_t *)(const void *)(pixels + (size_t)r * stride), e->width, e->cur) &&
            (e->flags & FRPNG_REQUIRE_OPAQUE))
            return e->status = FRPNG_ERR_NOT_OPAQUE;
        add_row(e);
        uint8_t *t = e->prev; e->prev = e->cur; e->cur = t;
        e->y++;
        if (++e->blk_rows == e->rows_per_block || e->y == e->height)
            if (finish_block(e)) return e->status;
    }
    return 0;
}

int frpng_encoder_finish(frpng_encoder *e) {
    if (!e) return FRPNG_ERR_ARG;
    if (e->status) return e->status;
    if (e->finished || e->y != e->height) return FRPNG_ERR_ARG;
    frpng_deflate_align(&e->d); /* the block coder always leaves >= 16 bytes of room */
    put32be(e->d.out + e->d.out_len, e->adler);
    e->d.out_len += 4;
    if (flush_idat(e, 1)) return e->status;
    write_chunk(e, "IEND", NULL, 0);
    e->finished = 1;
    return e->status;
}

/* ---- helpers --------------------------------------------------------------------------- */

static int opaque_scalar(const uint8_t *pixels, size_t stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * stride);
        uint32_t all = 0xFFFFFFFFu;
        for (int x = 0; x < width; x++) all &= row[x]; /* no early exit: vectorises */
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

int frpng_is_opaque(const uint8_t *pixels, size_t stride, int width, int height) {
    int r = frpng_opaque_avx2(pixels, stride, width, height);
    return r >= 0 ? r : opaque_scalar(pixels, stride, width, height);
}
