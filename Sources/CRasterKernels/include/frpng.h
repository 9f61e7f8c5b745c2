/*
 * frpng — feedrender's own fast PNG encoder for rendered UI frames.
 *
 * The design is feedrender's own: rows are converted from Cairo's premultiplied ARGB32,
 * filtered with a cheap per-row filter choice, and compressed by a deflate coder that only
 * knows two things — runs of zero bytes (the common case after filtering flat UI) and a
 * per-block Huffman code computed from a fixed sample of that block's bytes. There is no
 * match search, which is what makes it several times faster than a general zlib compressor.
 *
 * Streaming: the encoder holds O(width) row state plus a bounded block buffer, so huge
 * images can be fed in bands. Output is identical for any band split, with or without
 * SIMD, on any machine and thread. No global mutable state: every encoder is independent.
 */
#ifndef FRPNG_H
#define FRPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Flags for frpng_encoder_create. */
#define FRPNG_NO_SIMD 1u /* force the portable scalar path (output bytes are identical) */
/* With channels 3: check, while converting, that every pixel is opaque; add_rows fails with
 * FRPNG_ERR_NOT_OPAQUE at the first row that is not. Saves callers that hold the whole
 * image a separate frpng_is_opaque pass: they encode as RGB and start over as RGBA only
 * when this error comes back. Does not change the bytes of an opaque image. */
#define FRPNG_REQUIRE_OPAQUE 2u

/* Return codes (0 = success). */
#define FRPNG_OK 0
#define FRPNG_ERR_ARG (-1)   /* bad argument or call out of order */
#define FRPNG_ERR_NOMEM (-2) /* allocation failed */
#define FRPNG_ERR_SINK (-3)  /* the sink returned non-zero; the encoder is now dead */
#define FRPNG_ERR_NOT_OPAQUE (-4) /* FRPNG_REQUIRE_OPAQUE and a pixel is not; the encoder is dead */

/* Receives the PNG byte stream in order. Return non-zero to abort encoding. */
typedef int (*frpng_sink)(void *ctx, const uint8_t *data, size_t len);

typedef struct frpng_encoder frpng_encoder;

/* channels: 3 (RGB; caller guarantees every pixel is opaque, alpha is ignored) or
 * 4 (RGBA, straight alpha). Returns NULL on bad arguments or out of memory. Nothing is
 * written to the sink until the first add_chunk/add_rows/finish call. */
frpng_encoder *frpng_encoder_create(int width, int height, int channels, unsigned flags,
                                    frpng_sink sink, void *ctx);

/* Adds an ancillary chunk (e.g. "tEXt") right after IHDR. Only before the first rows. */
int frpng_encoder_add_chunk(frpng_encoder *e, const char type[4], const uint8_t *data, size_t len);

/* Appends `rows` rows of premultiplied ARGB32 (native-endian 0xAARRGGBB words), `stride`
 * bytes apart; pixels and stride must be 4-byte aligned (as Cairo guarantees). The total over
 * all calls must equal the height given at create time; any band sizes give the same bytes.
 * For alpha 1..254 each channel becomes min(255, (c * 255 + a / 2) / a); alpha 0 -> 0,0,0,0. */
int frpng_encoder_add_rows(frpng_encoder *e, const uint8_t *pixels, size_t stride, int rows);

/* Ends the deflate stream, writes the Adler-32, the last IDAT and IEND. */
int frpng_encoder_finish(frpng_encoder *e);

void frpng_encoder_destroy(frpng_encoder *e);

/* 1 if every pixel has alpha 255. */
int frpng_is_opaque(const uint8_t *pixels, size_t stride, int width, int height);


#ifdef __cplusplus
}
#endif
#endif
