// Swift cannot import ncurses' function-like macros (attributes, pairs, getmaxyx),
// so this header exposes the few we need as static inline functions.
#ifndef SCENERY_CNCURSES_SHIM_H
#define SCENERY_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncurses.h>
#include <term.h>

static inline attr_t scenery_a_normal(void) { return A_NORMAL; }
static inline attr_t scenery_a_bold(void) { return A_BOLD; }
static inline attr_t scenery_a_dim(void) { return A_DIM; }
static inline attr_t scenery_a_reverse(void) { return A_REVERSE; }
static inline attr_t scenery_a_underline(void) { return A_UNDERLINE; }
static inline attr_t scenery_a_italic(void) { return A_ITALIC; }

static inline int scenery_lines(void) { return LINES; }
static inline int scenery_cols(void) { return COLS; }
static inline int scenery_colors(void) { return COLORS; }
static inline int scenery_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *scenery_stdscr(void) { return stdscr; }
/* Whether the terminal can move the cursor anywhere (terminfo cup): TERM=dumb cannot. */
static inline int scenery_has_cursor_addressing(void) {
    char *s = tigetstr("cup");
    return s != NULL && s != (char *)-1 && *s != 0;
}
/* Whether the terminal has an alternate screen (terminfo smcup): TERM=linux and vt100 do not. */
static inline int scenery_has_alternate_screen(void) {
    char *s = tigetstr("smcup");
    return s != NULL && s != (char *)-1 && *s != 0;
}
/* A terminfo string capability of the current terminal, or NULL when it has none. */
static inline const char *scenery_terminfo_string(const char *name) {
    char *s = tigetstr(name);
    return (s == NULL || s == (char *)-1 || *s == 0) ? NULL : s;
}
/* Whether the current terminal has a terminfo boolean capability. */
static inline int scenery_terminfo_flag(const char *name) { return tigetflag(name) > 0; }
static inline WINDOW *scenery_curscr(void) { return curscr; }
static inline WINDOW *scenery_newscr(void) { return newscr; }

/// Builds a cchar_t from a NUL-terminated wide string, attributes and an extended pair.
static inline int scenery_setcchar(cchar_t *out, const wchar_t *wch, attr_t attrs, int pair) {
    return setcchar(out, wch, attrs, 0, &pair);
}

/// A copy of `style` (attributes and colour pair, made once by setcchar) holding one
/// character: the painter's per-cell path, without setcchar's checks for every cell.
static inline cchar_t scenery_cchar_with(const cchar_t *style, wchar_t wc) {
    cchar_t c = *style;
    c.chars[0] = wc;
    c.chars[1] = 0;
    return c;
}

#endif
