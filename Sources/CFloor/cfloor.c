#include "cfloor.h"
#include <string.h>

_Static_assert(sizeof(cfloor_cell) == 12, "a cell is compared as twelve bytes");

size_t cfloor_bound(int width, int height) {
    // Per cell: a cursor move (12), an SGR (at most 48), 8 bytes of text; and the clear.
    return (size_t)width * (size_t)height * 68 + 64;
}

static uint8_t *number(uint8_t *p, int n) {
    char digits[12];
    int k = 0;
    do { digits[k++] = (char)('0' + n % 10); n /= 10; } while (n > 0);
    while (k > 0) *p++ = (uint8_t)digits[--k];
    return p;
}

static int blank(const cfloor_cell *c) { return c->style == 0 && c->length == 1 && c->text[0] == ' '; }

/// Two cells are the same when their twelve bytes are (unused text bytes are zero): two loads each.
static int same(const cfloor_cell *a, const cfloor_cell *b) {
    uint64_t a8, b8;
    uint32_t a4, b4;
    memcpy(&a8, a, 8); memcpy(&b8, b, 8);
    memcpy(&a4, (const uint8_t *)a + 8, 4); memcpy(&b4, (const uint8_t *)b + 8, 4);
    return a8 == b8 && a4 == b4;
}

size_t cfloor_frame(const cfloor_cell *frame, const cfloor_cell *previous, cfloor_cell *grid, int width, int height,
                    const uint8_t *sgr, const uint32_t *sgr_offsets, uint8_t *out) {
    size_t n = (size_t)width * (size_t)height;
    memcpy(grid, frame, n * sizeof(cfloor_cell));
    uint8_t *p = out;
    int style = -1;
    if (!previous) {
        memcpy(p, "\x1b[0m\x1b[H\x1b[2J", 11);
        p += 11;
        style = 0;
    }
    for (int y = 0; y < height; y++) {
        int cursor = -1;  // the column the cursor is at on this row, or -1
        for (int x = 0; x < width; x++) {
            const cfloor_cell *c = &grid[(size_t)y * width + x];
            if (c->width == 0) continue;
            if (previous ? same(c, &previous[(size_t)y * width + x]) : blank(c)) continue;
            if (cursor != x) {
                *p++ = 0x1b; *p++ = '[';
                p = number(p, y + 1); *p++ = ';'; p = number(p, x + 1); *p++ = 'H';
            }
            if (c->style != style) {
                uint32_t from = sgr_offsets[c->style], to = sgr_offsets[c->style + 1];
                memcpy(p, sgr + from, to - from);
                p += to - from;
                style = c->style;
            }
            memcpy(p, c->text, c->length);
            p += c->length;
            cursor = x + (c->width > 1 ? c->width : 1);
        }
    }
    return (size_t)(p - out);
}
