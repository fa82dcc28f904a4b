#!/usr/bin/env python3
"""Writes bench/make-sidebar.py's sidebar as an HTML page, for a headless Chromium screenshot at
3x: the picture a user would otherwise make a mockup of with a browser. Same width (390 CSS px),
same geometry as `vellum tree` prints for the document, same colours, same font files.

usage: make-sidebar-html.py ROWS OUT.html

Fonts: the font files Vellum loads (Sources/VellumCairo/FontLibrary.swift), by file:// URL, so
Chromium never falls back to the machine's fonts; only the three faces the page draws are
declared (Latin text needs no fallback). Vellum's Inter substitution is written in CSS:
`size-adjust` is its size factor (Inter 0.92 below 20 pt, Inter Display 0.95 from 20 pt), the
ascent/descent overrides give SF Pro's line box (ascent 1950, descent 494 on 2048 units, so a
17 pt line is 20.287 px with its baseline 16.187 px down), and `letter-spacing` is its tracking
(-0.217 pt at 17 pt; none for Inter Display).

Symbols: the Lucide outlines Vellum strokes for these SF Symbol names (its SymbolCatalog:
tray → inbox, paperplane → send, …), inlined as SVG from the files scripts/dev.sh installs, at
Lucide's own 2-unit stroke (Vellum's regular weight), 22 px, centred in a 28x22 box.
"""
import re
import sys

SYMBOL_DIR = "/usr/local/share/vellum/symbols/lucide-1.1.4"
LUCIDE = ["inbox", "send", "flag", "archive", "folder", "file", "trash-2", "star"]  # tray … star
NAMES = ["Inbox", "Sent", "Flagged", "Archive", "Projects", "Documents", "Trash", "Favorites"]
PER_SECTION = 10

SF_ASCENT = 1950 / 2048
SF_DESCENT = 494 / 2048


def face(family, path, weight, size_adjust):
    # Overrides are fractions of the font size before size-adjust scales them.
    return (
        f'@font-face {{ font-family: "{family}"; src: url(file://{path}) format("opentype"); '
        f"font-weight: {weight}; font-display: block; size-adjust: {size_adjust * 100:g}%; "
        f"ascent-override: {SF_ASCENT / size_adjust * 100:.3f}%; "
        f"descent-override: {SF_DESCENT / size_adjust * 100:.3f}%; line-gap-override: 0%; }}"
    )


STYLE = "\n".join([
    face("Vellum Inter", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 400, 0.92),
    face("Vellum Inter Display", "/usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf", 600, 0.95),
    """
html, body { margin: 0; background: #F2F2F7; overflow: hidden; }
::-webkit-scrollbar { display: none; }
.list { width: 390px; padding: 8px 0; }
section + section { margin-top: 12px; }
/* SF Pro's 20 pt line (23.867 px) given explicitly: Blink rounds a "normal" line to whole px,
   which would move every row below by up to 1/3 px per section. */
h2 { margin: 0; padding: 11px 16px; color: #000; font: 600 20px/23.867px "Vellum Inter Display";
     white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.row { box-sizing: border-box; height: 44px; margin: 0 8px; padding: 0 8px; border-radius: 10px;
       display: flex; align-items: center; color: #000; }
.row.selected { background: #007AFF; color: #FFF; }
.symbol { flex: none; width: 28px; height: 22px; margin-right: 10px; display: flex;
          align-items: center; justify-content: center; color: #007AFF; }
.symbol svg { width: 22px; height: 22px; }
.row.selected .symbol { color: #FFF; }
/* Line box from the overrides (SF Pro's 17 pt line), centred in the 44 px row. */
.text { width: 320px; font: 17px "Vellum Inter"; letter-spacing: -0.217px;
        white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
""".strip(),
])


def symbol(name):
    """A Lucide file as inline SVG (so `currentColor` follows the row), without its XML noise."""
    with open(f"{SYMBOL_DIR}/{name}.svg") as f:
        return re.sub(r"\s+", " ", f.read().strip())


def page(rows):
    symbols = [symbol(name) for name in LUCIDE]
    out = ['<!DOCTYPE html>', '<html lang="en"><head><meta charset="utf-8">', "<title>Sidebar</title>",
           "<style>", STYLE, "</style></head>", '<body><div class="list">']
    for start in range(0, rows, PER_SECTION):
        out.append(f"<section><h2>Section {start // PER_SECTION + 1}</h2>")
        for i in range(start, min(rows, start + PER_SECTION)):
            selected = " selected" if i == 1 else ""
            out.append(f'<div class="row{selected}"><span class="symbol">{symbols[i % 8]}</span>'
                       f'<span class="text">{NAMES[i % 8]} {i + 1}</span></div>')
        out.append("</section>")
    out.append("</div></body></html>")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    rows, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        f.write(page(rows))
