#!/usr/bin/python3
"""Inter's latin faces with the rupee sign added, one woff2 per weight the design uses.

@fontsource/inter (Google Fonts' subsets) has U+20B9 only in its latin-ext files, 36 to 37 kB each. A page that
shows a price fetched two or three of them for that one glyph, as soon as its text was laid out: at the browser's
highest priority, before the first paint, so Lighthouse counts them in the first paint of /membership-plans (2.39 s
simulated against 1.96 s on /, 2026-11-27). These files are @fontsource's latin files, unchanged, plus the rupee
glyph (its outline, advance and cmap entry) from the latin-ext file of the same weight. Latin text draws exactly as
before; the rupee sign too (it had no kerning with its neighbours, which came from the other file).

Run it again after updating @fontsource/inter (a test compares the sources' hashes with sources.json):
    apt-get install python3-fonttools python3-brotli
    /usr/bin/python3 packages/ui/src/theme/fonts/inter-latin-rupee.py
The output is committed, so neither `npm ci` nor the build needs Python.
"""

import hashlib
import json
from pathlib import Path

from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parents[4] / "node_modules" / "@fontsource" / "inter" / "files"
WEIGHTS = (400, 500, 600, 700)
RUPEE = 0x20B9


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def with_rupee(weight: int) -> dict:
    latin_file = SOURCES / f"inter-latin-{weight}-normal.woff2"
    ext_file = SOURCES / f"inter-latin-ext-{weight}-normal.woff2"
    latin = TTFont(latin_file)
    ext = TTFont(ext_file)
    name = ext.getBestCmap()[RUPEE]
    glyph = ext["glyf"][name]
    # A simple outline with no hinting instructions: nothing it refers to needs copying.
    assert not glyph.isComposite(), f"{name} is a composite glyph"
    if glyph.numberOfContours > 0:
        glyph.expand(ext["glyf"])
        assert glyph.program.getBytecode() == b"", f"{name} has hinting instructions"

    latin.setGlyphOrder(latin.getGlyphOrder() + [name])
    latin["glyf"][name] = glyph
    latin["hmtx"][name] = ext["hmtx"][name]
    for table in latin["cmap"].tables:
        if table.isUnicode():
            table.cmap[RUPEE] = name
    # OS/2 says which Unicode blocks the font covers: bit 33, Currency Symbols.
    latin["OS/2"].ulUnicodeRange2 |= 1 << (33 - 32)
    latin.flavor = "woff2"
    out = HERE / f"inter-latin-rupee-{weight}-normal.woff2"
    latin.save(out)
    return {
        "file": out.name,
        "latin": {"file": latin_file.name, "sha256": sha256(latin_file)},
        "latinExt": {"file": ext_file.name, "sha256": sha256(ext_file)},
    }


def main() -> None:
    package = json.loads((SOURCES.parent / "package.json").read_text())
    sources = {
        "$comment": "Written by inter-latin-rupee.py: the @fontsource/inter files each font was made from.",
        "fontsource": package["version"],
        "fonts": [with_rupee(weight) for weight in WEIGHTS],
    }
    (HERE / "sources.json").write_text(json.dumps(sources, indent=2) + "\n")


if __name__ == "__main__":
    main()
