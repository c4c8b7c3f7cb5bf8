"""Cut Liberation Sans down to the Latin ranges and rename it (OFL: no Reserved Font Name).

python templates/schriften/schnitt.py    # needs fontTools and Debian's fonts-liberation2
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

QUELLE = "/usr/share/fonts/truetype/liberation2/LiberationSans-{}.ttf"
ZIEL = str(Path(__file__).resolve().parent / "NoticesSans-{}.ttf")
UNICODES = (
    "U+0020-007E,U+00A0-00FF,U+0100-017F,U+0180-024F,U+0259,U+02BB-02BC,U+02C6-02DD,U+1E9E,"
    "U+2000-206F,U+20AC,U+2116,U+2122,U+2190-2193,U+2212,U+FFFD"
)
for name in ("Regular", "Bold", "Italic"):
    opts = subset.Options()
    opts.layout_features = ["kern", "liga", "mark", "mkmk", "ccmp", "locl"]
    opts.hinting = False
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.desubroutinize = True
    font = TTFont(QUELLE.format(name))
    s = subset.Subsetter(opts)
    s.populate(unicodes=subset.parse_unicodes(UNICODES))
    s.subset(font)
    ps = "NoticesSans-" + name
    neue_namen = {
        1: "Notices Sans",  # family
        2: name,  # subfamily
        3: f"notices: {ps} (aus Liberation Sans 2.1)",  # unique id
        4: "Notices Sans" + ("" if name == "Regular" else " " + name),  # full name
        6: ps,  # PostScript name
        16: "Notices Sans",  # typographic family
        17: name,  # typographic subfamily
    }
    for rec in font["name"].names:
        if rec.nameID in neue_namen:
            rec.string = neue_namen[rec.nameID]
    font.save(ZIEL.format(name))
    print(ZIEL.format(name), len(font.getGlyphOrder()))
