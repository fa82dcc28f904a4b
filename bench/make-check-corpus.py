#!/usr/bin/env python3
"""Writes issue 31's `vellum check` corpus: COUNT inset-grouped documents, each a header and 12
value cells with an SF symbol and a disclosure chevron, 390 pt wide at scale 3 (1170 px). The
texts (header, titles, values) and the symbols' order differ from document to document, so no
two documents (and no two goldens) are the same.

usage: make-check-corpus.py COUNT OUT_DIR      (writes OUT_DIR/settings-0001.json …)
"""
import json
import os
import sys

SYMBOLS = ["wifi", "bell", "gear", "person", "star", "folder", "calendar", "cart", "house", "envelope",
           "lock", "heart", "bolt", "globe", "map", "clock"]
TITLES = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen Time", "General", "Display",
          "Wallpaper", "Battery", "Privacy", "Passwords", "Mail", "Contacts", "Calendar", "Maps",
          "Photos", "Camera", "Music", "Storage"]
VALUES = ["On", "Off", "Home", "Never", "5 min", "Automatic", "English", "12 GB", "Daily", "None",
          "Always", "42 %", "Light", "iCloud", "Weekly", "Default"]
HEADERS = ["Settings", "Account", "Connections", "Preferences", "Device", "Apps", "Privacy", "Display"]


def document(n):
    items = []
    for i in range(12):
        k = n * 7 + i * 3
        items.append({
            "content": {
                "style": "valueCell",
                "text": f"{TITLES[k % len(TITLES)]} {n % 97 + i}",
                "secondaryText": VALUES[(n + i * 5) % len(VALUES)],
                "image": {"systemName": SYMBOLS[(n + i) % len(SYMBOLS)]},
            },
            "accessories": [{"disclosureIndicator": {}}],
        })
    return {
        "vellum": 1,
        "canvas": {"width": 390, "scale": 3, "appearance": "light", "systemVersion": "18"},
        "root": {"list": {"appearance": "insetGrouped", "sections": [
            {"header": {"text": f"{HEADERS[n % len(HEADERS)]} {n}"}, "items": items}]}},
    }


if __name__ == "__main__":
    count, out = int(sys.argv[1]), sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for n in range(1, count + 1):
        with open(os.path.join(out, f"settings-{n:04d}.json"), "w") as f:
            json.dump(document(n), f, indent=1)
            f.write("\n")
