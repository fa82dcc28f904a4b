#!/usr/bin/env python3
"""Writes Sources/CVellumLazyBackend/symbols.def: every function of the rendering libraries
(Pango, Cairo, fontconfig, FreeType, HarfBuzz, FriBidi, GLib) that Vellum's own code calls,
each with the library that defines it. `vellum` calls them through the stubs that file makes,
so it starts without those libraries and loads them when it first draws (CVellumLazyBackend).

    scripts/make-lazy-backend.py            (after `swift build`: reads .build/debug's objects)

Run it after calling a new function of these libraries: CLITests' LazyBackendTests fails until
the list names it (the executable would load that library at every start again)."""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Loaded in this order; each dlopen brings the libraries it needs. Keep in step with the
# CPango module map's links.
LIBRARIES = [
    "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libpango-1.0.so.0", "libcairo.so.2",
    "libharfbuzz.so.0", "libfribidi.so.0", "libfontconfig.so.1", "libfreetype.so.6",
    "libgobject-2.0.so.0", "libglib-2.0.so.0",
]
# Targets whose objects are not in the `vellum` executable.
NOT_SHIPPED = re.compile(r"Tests$|^VellumTestDeflaters$|^CVellumLazyBackend$|^VellumSnapshotTesting$")


def library_path(soname):
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        name, _, rest = line.strip().partition(" ")
        if name == soname and "x86-64" in rest:
            return rest.rsplit("=> ", 1)[1]
    sys.exit(f"make-lazy-backend: {soname} not found (ldconfig -p)")


def main():
    build = ROOT / ".build" / "debug"
    objects = [
        str(o) for d in sorted(build.glob("*.build")) if not NOT_SHIPPED.search(d.name[: -len(".build")])
        for o in sorted(d.rglob("*.o"))
    ]
    if not objects:
        sys.exit("make-lazy-backend: no objects in .build/debug (run `swift build` first)")
    undefined = set()
    for chunk in range(0, len(objects), 200):
        out = subprocess.run(["nm", "-u", "-P", *objects[chunk : chunk + 200]], capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[1] == "U":
                undefined.add(parts[0])
    owner = {}
    for index, soname in enumerate(LIBRARIES):
        out = subprocess.run(["nm", "-D", "--defined-only", "-P", library_path(soname)],
                             capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            name, kind = line.split()[:2]
            name = name.split("@")[0]
            if name in undefined and name not in owner:
                owner[name] = (index, kind)
    data = sorted(n for n, (_, k) in owner.items() if k not in "TWi")
    if data:
        sys.exit("make-lazy-backend: these are data, not functions (no stub can stand for them): " + ", ".join(data))
    lines = [
        "// Written by scripts/make-lazy-backend.py: do not edit. The rendering libraries `vellum` loads",
        "// when it first draws, and the functions of theirs it calls (CVellumLazyBackend).",
    ]
    lines += [f"VELLUM_LAZY_LIBRARY({i}, \"{s}\")" for i, s in enumerate(LIBRARIES)]
    lines += [f"VELLUM_LAZY({i}, {name}, {owner[name][0]})" for i, name in enumerate(sorted(owner))]
    path = ROOT / "Sources" / "CVellumLazyBackend" / "symbols.def"
    path.write_text("\n".join(lines) + "\n")
    print(f"{path.relative_to(ROOT)}: {len(owner)} functions of {len(LIBRARIES)} libraries")


main()
