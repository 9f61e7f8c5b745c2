#ifndef CRASTERKERNELS_H
#define CRASTERKERNELS_H
// Per-pixel loops of the Raster module. They live in C because they touch every pixel of
// a full frame and must stay fast in debug builds too (tests encode and blur real frames).
#include <stddef.h>
#include <stdint.h>

/// PNG row filter choice for craster_png_rows.
typedef enum {
    CRASTER_FILTER_NONE = 0,
    CRASTER_FILTER_SUB = 1,
    CRASTER_FILTER_UP = 2,
    /// Per row, the filter (of the five) whose output has the smallest sum of absolute values.
    CRASTER_FILTER_ADAPTIVE = 5,
} craster_png_filter;

/// Converts premultiplied ARGB32 (native-endian, Cairo's layout) into PNG scanlines:
/// each row is one filter-type byte followed by RGB (channels = 3) or straight-alpha RGBA
/// (channels = 4) samples, filtered with `filter`. `out` must hold height * (1 + width * channels)
/// bytes; `scratch` must hold 2 * width * channels bytes. Returns 0, or -1 on bad arguments.
int craster_png_rows(const uint8_t *pixels, size_t stride, int width, int height, int channels,
                     craster_png_filter filter, uint8_t *out, uint8_t *scratch);

/// craster_png_rows with channels = 3 for an image expected to be opaque, checking alpha in the
/// same pass: returns 1 when every pixel was opaque (`out` then holds all rows), 0 as soon as
/// one is not (`out` is then incomplete: encode as RGBA instead), -1 on bad arguments.
/// `scratch` must hold 2 * width * 3 bytes.
int craster_png_rows_if_opaque(const uint8_t *pixels, size_t stride, int width, int height,
                               craster_png_filter filter, uint8_t *out, uint8_t *scratch);

/// One horizontal then one vertical box blur of an 8-bit mask, window 2 * radius + 1,
/// rounding to nearest; pixels outside the mask count as 0. `scratch` must hold
/// max(width, height) bytes. Running three passes approximates a Gaussian.
void craster_box_blur_a8(uint8_t *mask, int width, int height, size_t stride, int radius, uint8_t *scratch);

#endif
