#!/usr/bin/env python3
"""Writes the adversarial documents bench/limits.sh runs into the folder given: each is either
refused at once or rendered within Vellum's limits (DocumentDecoder's maximums)."""
import json, os, sys

out = sys.argv[1]
row = {"content": {"style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "image": {"systemName": "wifi"}},
       "accessories": [{"badge": {"text": "12"}}, {"disclosureIndicator": {}}]}

def doc(name, canvas, root):
    # UTF-8 as it is (no \u escapes): a text's bytes are the bytes the decoder sees.
    with open(os.path.join(out, name + ".json"), "w", encoding="utf-8") as f:
        json.dump({"vellum": 1, "canvas": canvas, "root": root}, f, ensure_ascii=False)

def rows(n):
    return {"list": {"appearance": "plain", "sections": [{"items": [row] * n}]}}

# Accepted at the limits.
doc("rows-29999-1x", {"width": 390, "scale": 1, "height": 844}, rows(29_999))
doc("rows-20000-1x-tall", {"width": 390, "scale": 1}, rows(20_000))
fat = {"content": {"style": "subtitleCell", "text": "W" * 450, "secondaryText": "H" * 450, "image": {"systemName": "wifi"}},
       "accessories": [{"badge": {"text": "12"}}, {"disclosureIndicator": {}}]}
doc("rows-29000-30MB", {"width": 390, "scale": 3, "height": 844},
    {"list": {"appearance": "plain", "sections": [{"items": [fat] * 29_000}]}})
doc("text-5000-lines", {"width": 540, "scale": 3}, {"text": {"string": "\n".join(["a"] * 5000)}})
doc("text-bidi", {"width": 390, "scale": 3}, {"text": {"string": "\u202e\u0627" * 5_000}})
doc("text-emoji-zwj", {"width": 390, "scale": 3}, {"text": {"string": "\U0001F468\u200d\U0001F469\u200d\U0001F467" * 1_200}})
doc("blur-half-gigapixel", {"width": 1365, "scale": 3},
    {"cell": {"content": {"text": "\n".join(["line"] * 2000)}, "background": {"visualEffect": "systemMaterial"}}})
# Text at the per-string limits (DocumentDecoder.maximumTextScalars, maximumClusterScalars): Zalgo-ish
# marks 31 to a letter, family emoji with skin tones, Devanagari conjuncts.
doc("text-zalgo-40000-scalars", {"width": 390, "scale": 3}, {"text": {"string": ("a" + "\u0301\u0316\u0353" * 10) * 1_290}})
doc("text-family-skin-tones", {"width": 390, "scale": 3},
    {"text": {"string": "\U0001F469\U0001F3FD\u200d\U0001F469\U0001F3FD\u200d\U0001F467\U0001F3FD\u200d\U0001F466\U0001F3FD" * 3_600}})
# No break opportunity in a 20 pt column: ~5,000 lines of two letters each; one string, then two.
unbreakable = "W" * 10_000
doc("text-unbreakable-narrow", {"width": 20, "scale": 1}, {"text": {"string": unbreakable}})
doc("text-unbreakable-narrow-x2", {"width": 20, "scale": 1},
    {"stack": {"children": [{"text": {"string": unbreakable}}, {"text": {"string": "M" * 10_000}}]}})
# 100 open menus of 290 items each (0.9 MB).
menu = {"children": [{"action": {"title": "Item %d" % i}} for i in range(290)]}
doc("menus-100-open-x290", {"width": 390, "scale": 1, "height": 844},
    {"stack": {"children": [{"button": {"title": "Menu", "menu": menu, "isMenuPresented": True}}] * 100}})
# A popover whose sourceRect lies far off the canvas: kept on screen, with a warning.
doc("popover-off-canvas", {"device": "iPad 11-inch", "scale": 1},
    {"popover": {"presenting": {"text": {"string": "Screen"}}, "content": {"text": {"string": "Popover"}},
                 "sourceRect": {"x": 9000, "y": 9000, "width": 10, "height": 10}}})
# Refused.
doc("refused-rows-200000", {"width": 390, "scale": 1}, rows(200_000))
doc("refused-rows-40000", {"width": 390, "scale": 1}, rows(40_000))
doc("refused-gigapixels", {"width": 4096, "height": 200_000, "scale": 3},
    {"stack": {"children": [{"text": {"string": "\u0915\u094d\u0937\u093f " * 2_000}}] * 50}})
# Grapheme-cluster bombs: "a" and 15 million combining marks (30 MB); one ZWJ sequence of 600,000
# people (4.2 MB); a cluster of 33 scalars; 40,001 scalars in 10,000 clusters.
doc("refused-combining-bomb", {"width": 390, "scale": 3}, {"text": {"string": "a" + "\u0301" * 15_000_000}})
doc("refused-zwj-bomb", {"width": 390, "scale": 3}, {"text": {"string": "\u200d".join(["\U0001F468"] * 600_000)}})
doc("refused-cluster-33-scalars", {"width": 390, "scale": 3}, {"text": {"string": "a" + "\u0301" * 32}})
doc("refused-40001-scalars", {"width": 390, "scale": 3}, {"text": {"string": "a\u0301\u0301\u0301" * 10_000 + "\u0301"}})
# Nested stacks lay out in time linear in their components (LayoutSlot): 32 levels (the most a
# document nests) of rows aligned on baselines, with frames, proportional, and columns between
# rows; a row of 29,990 texts alone and inside two rows aligned on baselines.
def nest(levels, wrap):
    c = {"text": {"string": "Hello world this is text", "numberOfLines": 0}}
    for i in range(levels - 1):
        c = {"stack": wrap(c, i)}
    return c
nests = {
    "firstbaseline": lambda c, i: {"axis": "horizontal", "alignment": "firstBaseline", "children": [c, {"text": {"string": "d"}}]},
    "lastbaseline": lambda c, i: {"axis": "horizontal", "alignment": "lastBaseline", "children": [{"text": {"string": "d"}}, c]},
    "firstbaseline-frames": lambda c, i: {"axis": "horizontal", "alignment": "firstBaseline", "children": [c, {"text": {"string": "c"}}],
                                          "frame": {"maxWidth": "infinity", "alignment": "leading"}},
    "fillproportionally": lambda c, i: {"axis": "horizontal", "distribution": "fillProportionally",
                                        "children": [c, {"text": {"string": "d" * (1 + i * 7 % 11)}}]},
    "columns-and-rows": lambda c, i: {"axis": "vertical" if i % 2 == 0 else "horizontal", "alignment": "lastBaseline",
                                      "children": [{"text": {"string": "d"}}, c]},
}
for name, wrap in nests.items():
    doc("stacks-32-levels-" + name, {"width": 390, "scale": 3}, nest(32, wrap))
texts = {"stack": {"axis": "horizontal", "children": [{"text": {"string": "a"}}] * 29_990}}
doc("row-29990-texts", {"width": 390, "scale": 3}, texts)
for _ in range(2):
    texts = {"stack": {"axis": "horizontal", "alignment": "firstBaseline", "children": [texts, {"text": {"string": "d"}}]}}
doc("row-29990-texts-in-baseline-rows", {"width": 390, "scale": 3}, texts)

# Painting tall unbreakable text: 10,000 letters in each 20 pt column (~200,000 rows, a line a
# letter). 8 and 24 columns side by side (80 and 240 KB: more texts than the painter keeps by
# count); one column in 8 variants (appearance x 4 text sizes: 8 files, name.light.extraSmall.png
# and so on).
for n in (8, 24):
    columns = [{"text": {"string": chr(ord("a") + i) * 10_000, "numberOfLines": 0}} for i in range(n)]
    doc("text-unbreakable-%d-columns" % n, {"width": 20 * n, "scale": 1},
        {"stack": {"axis": "horizontal", "distribution": "fillEqually", "children": columns}})
with open(os.path.join(out, "text-unbreakable-8-variants.json"), "w", encoding="utf-8") as f:
    json.dump({"vellum": 1, "canvas": {"width": 20, "scale": 1},
               "variants": {"appearance": ["light", "dark"],
                            "contentSizeCategory": ["extraSmall", "small", "medium", "large"]},
               "root": {"text": {"string": "x" * 10_000, "numberOfLines": 0}}}, f)


# Images (N04, N05): PNGs and an image set in subfolders of `out`, so only the documents are rendered.
# An 8000 x 8000 1-bit PNG is 7.8 KB and 64 megapixels (256 MB decoded): one is drawn; eight or
# sixteen copies (distinct files) pass the document's 64-megapixel budget and are refused at the
# second, before any is decoded. One image set whose Contents.json lists one PNG 16,000 times
# (864 KB), named by 1,000 spellings of its folder (./sets/big.imageset, .//sets/big.imageset ...):
# read once.
import shutil, struct, zlib

def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(path, width, height, bit_depth, rows):
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, 0, 0, 0, 0))
                + png_chunk(b"IDAT", zlib.compress(rows, 9)) + png_chunk(b"IEND", b""))

os.makedirs(os.path.join(out, "images"), exist_ok=True)
png(os.path.join(out, "images", "big0.png"), 8000, 8000, 1, (b"\x00" * 1001) * 8000)
for i in range(1, 16):
    shutil.copy(os.path.join(out, "images", "big0.png"), os.path.join(out, "images", "big%d.png" % i))

def big_pngs(n):
    return {"stack": {"children": [{"image": {"file": "images/big%d.png" % i, "width": 20, "height": 20}} for i in range(n)]}}

doc("png-64-megapixels-drawn-small", {"width": 200, "scale": 1}, big_pngs(1))
doc("refused-png-8-x-64-megapixels", {"width": 200, "scale": 1}, big_pngs(8))
doc("refused-png-16-x-64-megapixels", {"width": 200, "scale": 1}, big_pngs(16))

os.makedirs(os.path.join(out, "sets", "big.imageset"), exist_ok=True)
png(os.path.join(out, "sets", "big.imageset", "a.png"), 1, 1, 8, b"\x00\x00")
with open(os.path.join(out, "sets", "big.imageset", "Contents.json"), "w") as f:
    json.dump({"images": [{"filename": "a.png", "idiom": "universal", "scale": "1x"}] * 16_000}, f, separators=(",", ":"))

def spelling(k):
    s = ""
    while True:
        s += "./" if k % 2 == 0 else ".//"
        k //= 2
        if k == 0:
            return s + "sets/big.imageset"

doc("imageset-1000-spellings", {"width": 400, "scale": 1},
    {"stack": {"children": [{"image": {"file": spelling(k), "width": 1, "height": 1}} for k in range(1000)]}})
# The same Contents.json in 100 folders (hard links): distinct sets, past the 1 MB of Contents.json a
# document reads in all at the second.
for k in range(100):
    folder = os.path.join(out, "sets", "linked%d.imageset" % k)
    os.makedirs(folder, exist_ok=True)
    for name in ("a.png", "Contents.json"):
        os.link(os.path.join(out, "sets", "big.imageset", name), os.path.join(folder, name))
doc("refused-imageset-100-folders", {"width": 400, "scale": 1},
    {"stack": {"children": [{"image": {"file": "sets/linked%d.imageset" % k, "width": 1, "height": 1}} for k in range(100)]}})


# Custom symbols' SVGs and markdown: numbers, nesting and path segments bounded; markers read in
# linear time. The SVGs are written beside the documents.
import random

def svg(name, body, view_box="0 0 24 24"):
    with open(os.path.join(out, name), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="%s">%s</svg>' % (view_box, body))

def symbol(name, file, point_size=40, scale=1):
    doc(name, {"width": 400, "scale": scale}, {"image": {"symbolFile": file, "pointSize": point_size}})

def scribble(n, seed):
    rng = random.Random(seed)
    return "M0 0 " + " ".join("L%d %d" % (rng.randint(0, 24), rng.randint(0, 24)) for _ in range(n))

# Arcs whose numbers overflow a Double (refused with the SVG's line), whose radii are far too small
# to reach (scaled up, as SVG says: a half circle) or whose ends are 2e308 apart (drawn).
svg("arc-overflow.svg", '<path d="M0 0 A1e400 1 0 0 1 10 10" stroke="black"/>')
symbol("refused-svg-arc-overflow", "arc-overflow.svg")
svg("arc-tiny.svg", '<path d="M10 10 A1e-300 1e-300 0 1 1 20 20" stroke="black"/>')
symbol("svg-arc-tiny-radius", "arc-tiny.svg")
svg("arc-far.svg", '<path d="M1e308 0 A1 1 0 0 1 -1e308 10" stroke="black"/>')
symbol("svg-arc-ends-2e308-apart", "arc-far.svg")
# 20,000 unclosed groups with ids (200 KB): past the 1,000 levels an SVG may nest.
svg("nested-20000.svg", '<g id="a">' * 20_000 + '<path d="M0 0 L10 10" stroke="black"/>')
symbol("refused-svg-nested-20000", "nested-20000.svg")
# 999 levels of groups with ids around 4,000 paths (each path's ids one chain, not a copy).
svg("nested-999.svg", '<g id="a">' * 998 + '<g id="Regular-M">' + '<path d="M2 2 L22 22" stroke="black"/>' * 4_000)
symbol("svg-nested-999-ids-4000-paths", "nested-999.svg")
# Path segments: 300,000 in a file (50,000 is the most), 30,000 in one drawing (10,000), a
# 9,000-segment scribble at 40 sizes (50,000 in a document), and the most accepted: 5 drawings
# of a 10,000-segment scribble at 40 points and at 24 points @3x.
svg("scribble-300k.svg", '<path stroke="black" fill="none" d="%s"/>' % scribble(300_000, 1))
symbol("refused-svg-300k-segments", "scribble-300k.svg")
svg("scribble-30k.svg", '<path stroke="black" fill="none" d="%s"/>' % scribble(30_000, 2))
symbol("refused-svg-30k-segments", "scribble-30k.svg")
svg("scribble-9k.svg", '<path stroke="black" fill="none" d="%s"/>' % scribble(8_999, 3))
doc("refused-svg-9k-segments-40-sizes", {"width": 400, "scale": 1},
    {"stack": {"children": [{"image": {"symbolFile": "scribble-9k.svg", "pointSize": 10 + i}} for i in range(40)]}})
svg("scribble-10k.svg", '<path stroke="black" fill="none" d="%s"/>' % scribble(9_999, 4))
doc("svg-10k-segments-5-sizes", {"width": 400, "scale": 1},
    {"stack": {"children": [{"image": {"symbolFile": "scribble-10k.svg", "pointSize": 40 + i}} for i in range(5)]}})
doc("svg-10k-segments-5-sizes-3x", {"width": 400, "scale": 3},
    {"stack": {"children": [{"image": {"symbolFile": "scribble-10k.svg", "pointSize": 24 + i}} for i in range(5)]}})
# A template of 9 variants of 5,000 segments each (45,000 in the file), drawn at its three scales.
variants = ["%s-%s" % (w, s) for w in ("Ultralight", "Regular", "Black") for s in "SML"]
svg("template-45k.svg", "".join('<g id="%s"><path stroke="black" fill="none" d="%s"/></g>' % (v, scribble(4_999, 5 + i))
                                for i, v in enumerate(variants)), "0 0 100 100")
doc("svg-template-45k-segments", {"width": 400, "scale": 1},
    {"stack": {"children": [{"image": {"symbolFile": "template-45k.svg", "pointSize": 40, "scale": s}}
                            for s in ("small", "medium", "large")]}})
# Markdown at the 10,000-character limit, 50 texts each: every [ without its ], links nested to
# the depth read, closers without openers, and every marker mixed.
def markdown(name, text, count=50):
    doc(name, {"width": 390, "scale": 1}, {"stack": {"children": [{"text": {"markdown": text}}] * count}})
markdown("markdown-brackets-50", "[" * 10_000)
markdown("markdown-nested-links-50", "[" * 1_999 + "a" + "](u)" * 2_000)
markdown("markdown-open-urls-50", "[a](" * 2_500)
markdown("markdown-closers-50", "a* " * 3_333)
markdown("markdown-markers-50", "*_~[`a" * 1_666)
