#!/usr/bin/env python3
"""Writes a sidebar document with ROWS rows: 390 pt wide at scale 3 (1170 px), sections of
10 rows under a header, symbols cycling through eight names, row 1 selected.

usage: make-sidebar.py ROWS OUT.json
"""
import json
import sys

SYMBOLS = ["tray", "paperplane", "flag", "archivebox", "folder", "doc", "trash", "star"]
NAMES = ["Inbox", "Sent", "Flagged", "Archive", "Projects", "Documents", "Trash", "Favorites"]
PER_SECTION = 10


def document(rows):
    sections = []
    for start in range(0, rows, PER_SECTION):
        items = []
        for i in range(start, min(rows, start + PER_SECTION)):
            item = {"content": {"text": f"{NAMES[i % 8]} {i + 1}", "image": {"systemName": SYMBOLS[i % 8]}}}
            if i == 1:
                item["state"] = {"isSelected": True}
            items.append(item)
        sections.append({"header": {"text": f"Section {start // PER_SECTION + 1}"}, "items": items})
    return {
        "vellum": 1,
        "canvas": {"width": 390, "scale": 3, "appearance": "light", "systemVersion": "18"},
        "root": {"list": {"appearance": "sidebar", "sections": sections}},
    }


if __name__ == "__main__":
    rows, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        json.dump(document(rows), f, indent=1)
        f.write("\n")
