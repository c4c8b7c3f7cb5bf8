"""Typst documents equivalent to the notices forms, for the speed comparison (issue 8).

The HTML that notices renders (Anlage 17, Anlage 15) is translated element by element into Typst
markup with the same text, the same font (Notices Sans from ``templates/schriften``), A4 and the
house style's margins and sizes: headings, paragraphs, the two-column data and fill-in tables, lists,
the framed office box and the back page. Like the notices PDF it is PDF/A-3a with the data attached
as ``wahldaten.json``. It is an equivalent, not a pixel copy: what is measured is Typst's work for
the same content.

Benchmark-only: needs the optional extra ``bench`` (``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

SCHRIFTEN = Path(__file__).resolve().parent.parent / "templates" / "schriften"

_LEER = frozenset({"meta", "br", "input", "img", "link"})


class _Knoten:
    def __init__(self, tag: str, attrs: dict[str, str]) -> None:
        self.tag = tag
        self.attrs = attrs
        self.kinder: list[_Knoten | str] = []

    @property
    def klassen(self) -> set[str]:
        return set(self.attrs.get("class", "").split())


class _Leser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.wurzel = _Knoten("dokument", {})
        self.stapel = [self.wurzel]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        k = _Knoten(tag, {a: v or "" for a, v in attrs})
        self.stapel[-1].kinder.append(k)
        if tag not in _LEER:
            self.stapel.append(k)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stapel) - 1, 0, -1):
            if self.stapel[i].tag == tag:
                del self.stapel[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stapel[-1].kinder.append(data)


def _zeichenkette(text: str) -> str:
    """A Typst string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _text(knoten: _Knoten | str) -> str:
    if isinstance(knoten, str):
        return knoten
    return "".join(_text(k) for k in knoten.kinder)


def _inline(knoten: _Knoten) -> str:
    """The inline content of an element as Typst content (strings, bold, check boxes)."""
    teile = []
    for k in knoten.kinder:
        if isinstance(k, str):
            if k.strip():
                teile.append(f"#{_zeichenkette(' '.join(k.split()))}")
            elif k and teile:
                teile.append(" ")
        elif k.tag in ("b", "strong"):
            teile.append(f"#strong({_zeichenkette(' '.join(_text(k).split()))})")
        elif k.tag == "span" and "ankreuzen" in k.klassen:
            teile.append(f"#box(width: 3mm, height: 3mm, stroke: 0.6pt) #{_zeichenkette(_text(k).strip())}#h(6mm)")
        elif k.tag == "span":
            teile.append(f"#{_zeichenkette(' '.join(_text(k).split()))}")
        elif k.tag == "input":
            continue
        else:
            teile.append(_inline(k))
    return "".join(teile).strip()


def _tabelle(knoten: _Knoten) -> str:
    eintrag = "eintrag" in knoten.klassen
    zellen = []
    for tr in _alle(knoten, "tr"):
        hoch = "16mm" if "unterschrift" in tr.klassen else "9mm"
        for zelle in (k for k in tr.kinder if isinstance(k, _Knoten) and k.tag in ("th", "td")):
            inhalt = _inline(zelle)
            if zelle.tag == "th":
                zellen.append(f"text(size: 8.5pt)[{inhalt}]")
            elif eintrag:
                zellen.append(f"table.cell(stroke: (bottom: 0.6pt), inset: (bottom: 0.8mm))[#box(height: {hoch})]")
            else:
                zellen.append(f"strong[{inhalt}]")
    art = "columns: (38%, 1fr), stroke: none, inset: (x: 0pt, y: 0.8mm), column-gutter: 2mm"
    return f"#table({art}, {', '.join(zellen)})\n"


def _alle(knoten: _Knoten, tag: str) -> list[_Knoten]:
    gefunden = []
    for k in knoten.kinder:
        if isinstance(k, _Knoten):
            if k.tag == tag:
                gefunden.append(k)
            else:
                gefunden += _alle(k, tag)
    return gefunden


def _block(knoten: _Knoten, groesse: str = "10pt") -> str:
    """Block-level elements as Typst markup, in document order."""
    aus = []
    for k in knoten.kinder:
        if isinstance(k, str):
            if k.strip():
                aus.append(f"#{_zeichenkette(k.strip())}\n")
            continue
        klein = "klein" in k.klassen
        if k.tag in ("head", "script", "style") or (k.tag == "div" and "fuss" in k.klassen):
            continue
        if k.tag in ("h1", "h2", "h3"):
            aus.append(f"#heading(level: {k.tag[1]})[{_inline(k)}]\n")
        elif k.tag == "p":
            inhalt = _inline(k)
            if "anlage" in k.klassen:
                aus.append(f"#align(right, text(size: 8pt)[{inhalt}])\n")
            elif "zeilen" in k.klassen:
                aus.append(f"#block(width: 100%, height: 7mm, stroke: (bottom: 0.6pt))[#text(size: 8pt)[{inhalt}]]\n")
            else:
                schrift = "7.5pt" if klein else "11pt" if "unterzeile" in k.klassen else groesse
                dick = "bold" if "strafbar" in k.klassen else "regular"
                aus.append(f"#par[#text(size: {schrift}, weight: {_zeichenkette(dick)})[{inhalt}]]\n")
        elif k.tag == "table":
            aus.append(_tabelle(k))
        elif k.tag in ("ul", "ol"):
            punkte = ", ".join(f"[{_inline(li)}]" for li in _alle(k, "li"))
            funktion = "enum" if k.tag == "ol" else "list"
            aus.append(f"#text(size: {'7.5pt' if klein else '9.5pt'})[#{funktion}({punkte})]\n")
        elif k.tag == "section" and "amtlich" in k.klassen:
            aus.append(f"#block(width: 100%, stroke: 0.6pt, inset: 2.5mm, breakable: false)[\n{_block(k, '9.5pt')}]\n")
        elif k.tag == "section" and "rueckseite" in k.klassen:
            aus.append(f"#pagebreak()\n#text(size: 9pt)[\n{_block(k, '9pt')}]\n")
        elif k.tag == "footer":
            aus.append(
                "#block(width: 100%, stroke: (top: 0.4pt), inset: (top: 1mm))"
                f"[#text(size: 7pt)[\n{_block(k, '7pt')}]]\n"
            )
        else:
            aus.append(_block(k, groesse))
    return "".join(aus)


def dokument(html: str, *, titel: str, autor: str, daten_json: bytes, kopien: int = 1) -> str:
    """The Typst source of the document in ``html`` (``kopien`` times one after the other)."""
    leser = _Leser()
    leser.feed(html)
    body = _alle(leser.wurzel, "body")
    koerper = _block(body[0] if body else leser.wurzel)
    daten = _zeichenkette(daten_json.decode("utf-8"))
    kopf = f"""#set document(title: {_zeichenkette(titel)}, author: {_zeichenkette(autor)})
#set page(paper: "a4", margin: (top: 16mm, right: 16mm, bottom: 18mm, left: 22mm))
#set text(font: "Notices Sans", size: 9.5pt, lang: "de", region: "DE")
#set par(leading: 0.45em, spacing: 1.8mm)
#show heading.where(level: 1): set text(size: 14pt)
#show heading.where(level: 2): it => block(width: 100%, stroke: (bottom: 0.6pt), inset: (bottom: 0.5mm),
  above: 4mm, below: 1.5mm, text(size: 10.5pt, it.body))
#show heading.where(level: 3): set text(size: 9.5pt)
#pdf.attach("wahldaten.json", bytes({daten}), relationship: "source", mime-type: "application/json",
  description: "Die Wahldaten, aus denen dieses Dokument erzeugt wurde (JSON)")
"""
    seiten = [koerper] * kopien
    return kopf + "\n#pagebreak()\n".join(seiten)


def daten_json_von(daten: object) -> bytes:
    """The data as JSON (the same bytes notices attaches)."""
    from notices.render import daten_json

    return daten_json(daten)


class Uebersetzer:
    """One warm Typst compiler with the shipped font (fonts loaded once, like notices' FontConfiguration)."""

    def __init__(self) -> None:
        import typst

        self.typst = typst
        self.compiler = typst.Compiler(font_paths=[str(SCHRIFTEN)], ignore_system_fonts=True)

    def pdf(self, quelle: str) -> bytes:
        """The PDF/A-3a of a Typst source."""
        return self.compiler.compile(input=quelle.encode("utf-8"), format="pdf", pdf_standards="a-3a")


if __name__ == "__main__":  # pragma: no cover - look at the equivalent documents by hand
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from benchmarks.formulare import html as html_von
    from benchmarks.formulare import sicht as sicht_von
    from notices.dienste import lade as load

    daten = load(Path(__file__).resolve().parent.parent / "examples" / "musterhausen-2027.toml")
    sicht = sicht_von(daten, "versicherung", "weber")
    html = html_von(daten, sicht)
    quelle = dokument(html, titel=sicht.titel, autor=daten.wahl.gemeinde, daten_json=daten_json_von(daten))
    Path("anlage17.typ").write_text(quelle, "utf-8")
    Path("anlage17-typst.pdf").write_bytes(Uebersetzer().pdf(quelle))
    print(json.dumps({"typ": "anlage17.typ", "pdf": "anlage17-typst.pdf"}))
