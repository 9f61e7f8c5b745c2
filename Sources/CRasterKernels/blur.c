#include "crasterkernels.h"
#include <string.h>

// Blurs `n` samples spaced `step` apart with a running sum over a window of 2r+1.
static void blur_line(uint8_t *line, size_t step, int n, int r, uint8_t *copy) {
    for (int i = 0; i < n; i++) copy[i] = line[(size_t)i * step];
    uint32_t window = (uint32_t)(2 * r + 1);
    uint32_t sum = 0;
    for (int i = 0; i <= r && i < n; i++) sum += copy[i];
    for (int i = 0; i < n; i++) {
        line[(size_t)i * step] = (uint8_t)((sum + window / 2) / window);
        int enter = i + r + 1, leave = i - r;
        if (enter < n) sum += copy[enter];
        if (leave >= 0) sum -= copy[leave];
    }
}

void craster_box_blur_a8(uint8_t *mask, int width, int height, size_t stride, int radius, uint8_t *scratch) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    for (int y = 0; y < height; y++) blur_line(mask + (size_t)y * stride, 1, width, radius, scratch);
    for (int x = 0; x < width; x++) blur_line(mask + x, stride, height, radius, scratch);
}
