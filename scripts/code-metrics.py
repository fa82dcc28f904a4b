#!/usr/bin/env python3
"""The size of the code at a commit, for before/after tables (issue 66's closing note):
files and lines per module under Sources/, lines declaring something public or open, and the
functions longer than 80 lines (found by brace matching from each func/init/computed property).

usage: scripts/code-metrics.py [commit]      (default HEAD; reads `git archive`, not the tree)
"""
import io
import re
import subprocess
import sys
import tarfile

commit = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
archive = subprocess.run(["git", "archive", commit, "Sources"], check=True, capture_output=True).stdout
declaration = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+"
    r"(?:(?:static|final|override|mutating|nonmutating|indirect|convenience|required|class)\s+)*"
    r"(?:func|var|let|init|subscript|struct|enum|class|protocol|typealias|case|actor|extension)\b")
function = re.compile(
    r"^\s*(?:@[\w()\"., :]+\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|final|override|"
    r"mutating|nonmutating|class|@inline\(__always\)|@discardableResult)\s+)*"
    r"(?:func\s+\S|init[?!]?\s*[(<]|(?:var|subscript)\b.*\{\s*$)")
modules = {}
long_functions = []
with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
    for member in tar.getmembers():
        if not member.isfile() or not member.name.endswith((".swift", ".c", ".h")):
            continue
        module = member.name.split("/")[1]
        lines = tar.extractfile(member).read().decode("utf-8", "replace").split("\n")
        counts = modules.setdefault(module, [0, 0, 0])
        counts[0] += 1
        counts[1] += len(lines)
        if not member.name.endswith(".swift"):
            continue
        counts[2] += sum(1 for line in lines if declaration.match(line))
        i = 0
        while i < len(lines):
            if function.match(lines[i]) and "{" in "".join(lines[i:i + 6]):
                depth, started, j = 0, False, i
                while j < len(lines):
                    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[j].split("//")[0])
                    depth += code.count("{") - code.count("}")
                    started = started or "{" in code
                    if started and depth <= 0:
                        break
                    j += 1
                if j - i + 1 > 80:
                    long_functions.append((j - i + 1, member.name, i + 1, lines[i].strip()[:70]))
                i = j + 1 if j > i else i + 1
            else:
                i += 1
print(f"Sources at {commit}")
print("| module | files | lines | public declarations |")
print("|---|---:|---:|---:|")
total = [0, 0, 0]
for module in sorted(modules):
    files, lines, public = modules[module]
    total = [total[0] + files, total[1] + lines, total[2] + public]
    print(f"| {module} | {files} | {lines:,} | {public:,} |")
print(f"| all | {total[0]} | {total[1]:,} | {total[2]:,} |")
print(f"\nfunctions over 80 lines: {len(long_functions)}")
for n, path, line, text in sorted(long_functions, reverse=True):
    print(f"  {n:4} {path}:{line}  {text}")
