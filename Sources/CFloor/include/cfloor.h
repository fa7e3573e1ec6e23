#ifndef CFLOOR_H
#define CFLOOR_H
#include <stddef.h>
#include <stdint.h>

/// A cell as the floor sees it: its text as UTF-8 (a cluster longer than 8 bytes is cut: the
/// floor measures writing, not text), its width (0: the second half of a wide glyph), and the
/// index of its style's SGR sequence (0: the terminal's plain default).
typedef struct {
    uint8_t text[8];
    uint8_t length;
    uint8_t width;
    uint16_t style;
} cfloor_cell;

/// The most bytes `cfloor_frame` writes for a frame of `width` × `height`.
size_t cfloor_bound(int width, int height);

/// "Draws" a frame as the cheapest honest program would: its cells copied into `grid`, then
/// the bytes a terminal needs written into `out`. Without `previous`, a repaint after a resize:
/// clear, then only the cells that are not blank; with it (the frame before, the same size), only
/// the cells that differ. The cursor moves only where a written cell does not follow the last
/// one; a style's SGR (`sgr` + `sgr_offsets[i]` to `sgr_offsets[i + 1]`) only where it changes.
/// Returns the bytes written.
size_t cfloor_frame(const cfloor_cell *frame, const cfloor_cell *previous, cfloor_cell *grid, int width, int height,
                    const uint8_t *sgr, const uint32_t *sgr_offsets, uint8_t *out);

#endif
