#!/usr/bin/env python3
"""Writes the adversarial documents bench/limits.sh runs into the folder given: each is either
refused at once or rendered within Vellum's limits (DocumentDecoder's maximums)."""
import json, os, sys

out = sys.argv[1]
row = {"content": {"style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "image": {"systemName": "wifi"}},
       "accessories": [{"badge": {"text": "12"}}, {"disclosureIndicator": {}}]}

def doc(name, canvas, root):
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump({"vellum": 1, "canvas": canvas, "root": root}, f)

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
doc("text-combining", {"width": 390, "scale": 3}, {"text": {"string": "a" + "\u0301" * 9_999}})
doc("text-bidi", {"width": 390, "scale": 3}, {"text": {"string": "\u202e\u0627" * 5_000}})
doc("text-emoji-zwj", {"width": 390, "scale": 3}, {"text": {"string": "\U0001F468\u200d\U0001F469\u200d\U0001F467" * 1_200}})
doc("blur-half-gigapixel", {"width": 1365, "scale": 3},
    {"cell": {"content": {"text": "\n".join(["line"] * 2000)}, "background": {"visualEffect": "systemMaterial"}}})
# Refused.
doc("refused-rows-200000", {"width": 390, "scale": 1}, rows(200_000))
doc("refused-rows-40000", {"width": 390, "scale": 1}, rows(40_000))
doc("refused-gigapixels", {"width": 4096, "height": 200_000, "scale": 3},
    {"stack": {"children": [{"text": {"string": "\u0915\u094d\u0937\u093f " * 2_000}}] * 50}})
