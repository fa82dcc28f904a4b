#!/usr/bin/env python3
"""Writes Samples/symbols/everyday-light.json from docs/symbols-everyday.txt: each group's
heading, then its names six to a row, each symbol over its name (as `vellum symbols --sheet`
draws them). The sample is in `vellum fmt`'s canonical form; SymbolMappingTests checks it holds the
list's names in the list's order."""
import json, os

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
groups = []
for line in open(os.path.join(root, "docs/symbols-everyday.txt")):
    line = line.strip()
    if not line:
        continue
    if line.startswith("# "):
        if groups and groups[-1][1] == [] and not groups[-1][0]:
            groups.pop()
        groups.append([line[2:], []])
    elif not line.startswith("#"):
        groups[-1][1].append(line)
groups = [g for g in groups if g[1]]

def cell(name):
    label = ".\u200b".join(name.split("."))
    return {"stack": {"spacing": 4, "alignment": "center", "children": [
        {"image": {"systemName": name, "width": 56, "height": 34, "pointSize": 26}},
        {"text": {"string": label, "font": {"textStyle": "caption2"}, "numberOfLines": 0,
                  "lineBreakMode": "byWordWrapping", "alignment": "center", "accessibilityLabel": name}}]}}

children = []
for heading, names in groups:
    children.append({"text": {"string": heading, "font": "headline"}})
    for i in range(0, len(names), 6):
        cells = [cell(n) for n in names[i:i + 6]]
        cells += [{"spacer": {}}] * (6 - len(cells))
        children.append({"stack": {"axis": "horizontal", "spacing": 4, "alignment": "top",
                                   "distribution": "fillEqually", "children": cells}})
doc = {"vellum": 1, "canvas": {"width": 390}, "root": {"stack": {"spacing": 14, "padding": 16, "children": children}}}
with open(os.path.join(root, "Samples/symbols/everyday-light.json"), "w") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")
