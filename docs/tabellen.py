"""Write the tables of docs/ that restate the law from the Länder's declarations:

    python docs/tabellen.py

Each table sits between ``<!-- tabelle:NAME -->`` and ``<!-- /tabelle -->`` (names in
:func:`notices.recht.uebersicht.bloecke`); a Land whose tables are not in docs/fristen.md yet gets a section
of its own at the end. It also writes the editor schemas of the declaration files
(``docs/schemas/erklaerung/land.schema.json``, ``texte.schema.json``) and the JSON Schemas of the outputs
(``docs/schemas/NAME.schema.json``, from the output models of :mod:`notices.ausgaben`). ``tests/test_doku.py``
fails while a table or schema differs from the models.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
MARKE = re.compile(r"(<!-- tabelle:(?P<name>[\w:]+) -->\n)(?:(?!<!-- )[^\n]*\n)*?(<!-- /tabelle -->)")


def neu(datei: Path, bloecke: dict[str, str]) -> str:
    """The text of ``datei`` with every marked table made again (and missing Länder added to fristen.md)."""
    from notices import recht

    text = datei.read_text("utf-8")
    text = MARKE.sub(lambda m: m.group(1) + bloecke[m.group("name")] + "\n" + m.group(3), text)
    if datei.name == "fristen.md":
        for land in recht.laender():
            if f"<!-- tabelle:fristen:{land.code} -->" not in text:
                teile = [
                    f"<!-- tabelle:{art}:{land.code} -->\n{bloecke[f'{art}:{land.code}']}\n<!-- /tabelle -->\n"
                    for art in ("versionen", "fristen")
                ]
                text = text.rstrip("\n") + f"\n\n## {land.name}\n\n" + "\n".join(teile)
    return text


def main() -> int:
    sys.path.insert(0, str(DOCS.parent))
    from notices.ausgaben import schemata
    from notices.recht.erklaerung import dateischemata
    from notices.recht.uebersicht import bloecke

    dateien = {DOCS / "schemas" / "erklaerung" / f"{n}.schema.json": s for n, s in dateischemata().items()}
    dateien |= {DOCS / "schemas" / f"{n}.schema.json": s for n, s in schemata().items()}
    for datei, schema in dateien.items():
        text = json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
        if not datei.is_file() or datei.read_text("utf-8") != text:
            datei.parent.mkdir(parents=True, exist_ok=True)
            datei.write_text(text, "utf-8")
            print(f"neu geschrieben: {datei.relative_to(DOCS.parent)}")
    b = bloecke()
    for datei in sorted(DOCS.glob("*.md")):
        text = neu(datei, b)
        if text != datei.read_text("utf-8"):
            datei.write_text(text, "utf-8")
            print(f"neu geschrieben: {datei.relative_to(DOCS.parent)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
