"""The docstrings of a model's fields read from its source, as pydantic's ``use_attribute_docstrings`` reads
them (a string right after the annotated field): the JSON Schemas' descriptions, without pydantic reading
every model's source at import (issue 32)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from itertools import pairwise


def felddocstrings(klasse: ast.ClassDef) -> Iterator[tuple[str, str]]:
    """(field name, its docstring as written) for every field of ``klasse`` that has one, in order."""
    for vor, nach in pairwise(klasse.body):
        if (
            isinstance(vor, ast.AnnAssign)
            and isinstance(vor.target, ast.Name)
            and isinstance(nach, ast.Expr)
            and isinstance(nach.value, ast.Constant)
            and isinstance(nach.value.value, str)
        ):
            yield vor.target.id, nach.value.value
