"""Cut Liberation Sans down to the Latin ranges and rename it (OFL: no Reserved Font Name)."""
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

QUELLE = "/usr/share/fonts/truetype/liberation2/LiberationSans-{}.ttf"
ZIEL = "/work/main/templates/schriften/NoticesSans-{}.ttf"
UNICODES = "U+0020-007E,U+00A0-00FF,U+0100-017F,U+0180-024F,U+0259,U+02BB-02BC,U+02C6-02DD,U+1E9E,U+2000-206F,U+20AC,U+2116,U+2122,U+2190-2193,U+2212,U+FFFD"
for stil, name in (("Regular", "Regular"), ("Bold", "Bold"), ("Italic", "Italic")):
    opts = subset.Options()
    opts.layout_features = ["kern", "liga", "mark", "mkmk", "ccmp", "locl"]
    opts.hinting = False
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.desubroutinize = True
    font = TTFont(QUELLE.format(stil))
    s = subset.Subsetter(opts)
    s.populate(unicodes=subset.parse_unicodes(UNICODES))
    s.subset(font)
    names = font["name"]
    voll = "Notices Sans" + ("" if name == "Regular" else " " + name)
    ps = "NoticesSans-" + name
    for rec in names.names:
        if rec.nameID == 1: rec.string = "Notices Sans"
        elif rec.nameID == 2: rec.string = name
        elif rec.nameID == 3: rec.string = f"notices: {ps} (aus Liberation Sans 2.1)"
        elif rec.nameID == 4: rec.string = voll
        elif rec.nameID == 6: rec.string = ps
        elif rec.nameID in (16,): rec.string = "Notices Sans"
        elif rec.nameID in (17,): rec.string = name
    font.save(ZIEL.format(name))
    print(ZIEL.format(name), len(font.getGlyphOrder()))
