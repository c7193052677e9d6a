"""lemminflect's English lemma and inflection lookups, with its two tables read on demand.

lemminflect parses every line of its lemma and inflection tables (110,000 lines) the first
time a process asks it anything: about 0.6 s of CPU, paid again by every fresh process that
seals a session (an agent's hook, each CLI call). Here the same files are decompressed and
their lines grouped by word once (one split per line), and a word's lines are parsed by
lemminflect's own codecs when the word is first asked for, in the file's order, merged as its
loaders merge them. The answers are lemminflect's own: its ``getAllLemmas``,
``getAllInflections`` and ``getLemma`` run unchanged over the tables put in place here.
"""

from __future__ import annotations

import gzip
from typing import Any, Callable


class _OnDemand(dict):
    """A lemminflect table that parses a word's lines on its first lookup (``get``, all the
    library asks of it). ``parse(lines)`` is the entry the library's loader would make."""

    def __init__(self, path: str, parse: Callable[[list[str]], Any]) -> None:
        super().__init__()
        with gzip.open(path, "rb") as f:
            text = f.read().decode()
        lines: dict[str, list[str]] = {}
        for line in text.split("\n"):
            if line.strip():  # the loader's lines, by the word its codec reads first
                lines.setdefault(line.strip().partition(",")[0], []).append(line)
        self._lines = lines
        self._parse = parse

    def get(self, word: Any, default: Any = None) -> Any:  # type: ignore[override]
        if not dict.__contains__(self, word):
            lines = self._lines.get(word)
            if lines is None:
                return default
            self[word] = self._parse(lines)
        return dict.__getitem__(self, word)

    def __contains__(self, word: object) -> bool:
        return dict.__contains__(self, word) or word in self._lines

    def __getitem__(self, word: Any) -> Any:
        value = self.get(word, _MISSING)
        if value is _MISSING:
            raise KeyError(word)
        return value


_MISSING = object()


def _lemma_entry(lines: list[str]) -> dict:
    from lemminflect.codecs.LemmaLUCodec import LemmaLUCodec
    from lemminflect.core.LexicalUtils import categoryToUPos

    entry: dict = {}
    for line in lines:  # as LemmaLUCodec.load: a later line of the same category wins
        _, category, forms = LemmaLUCodec.fromString(line)
        entry.update({categoryToUPos(category): forms})
    return entry


def _inflection_entry(lines: list[str]) -> dict:
    from lemminflect.codecs.InflectionLUCodec import InflectionLUCodec

    entry: dict = {}
    for line in lines:  # as InflectionLUCodec.load
        entry.update(InflectionLUCodec.fromString(line)[2])
    return entry


_installed = False


def _install() -> None:
    """Put the on-demand tables in lemminflect's singletons, unless it loaded its own already.
    The modal and auxiliary verbs its inflection loader writes over the file's are written
    over these the same way."""
    global _installed
    if _installed:
        return
    _installed = True
    try:
        from lemminflect.codecs.InflectionLUCodec import InflectionLUCodec
        from lemminflect.core.Inflections import Inflections
        from lemminflect.core.Lemmatizer import Lemmatizer

        lemmatizer, inflections = Lemmatizer(), Inflections()
        if not hasattr(lemmatizer, "lemma_dict"):
            lemmatizer.lemma_dict = _OnDemand(lemmatizer.lemma_lu_fn, _lemma_entry)
        if not hasattr(inflections, "infl_dict"):
            table = _OnDemand(inflections.infl_lu_fn, _inflection_entry)
            fixed: dict = InflectionLUCodec.updateForAuxMod({})
            for word, forms in fixed.items():
                dict.__setitem__(table, word, forms)
            inflections.infl_dict = table
    except (ImportError, AttributeError, OSError):  # another lemminflect inside: it loads its own tables, slower
        pass


def getAllLemmas(word: str, upos: str | None = None) -> dict:  # noqa: N802 (lemminflect's name)
    """lemminflect's ``getAllLemmas``."""
    _install()
    import lemminflect

    return lemminflect.getAllLemmas(word, upos)


def getAllInflections(lemma: str, upos: str | None = None) -> dict:  # noqa: N802
    """lemminflect's ``getAllInflections``."""
    _install()
    import lemminflect

    return lemminflect.getAllInflections(lemma, upos)


def getLemma(word: str, upos: str, lemmatize_oov: bool = True) -> tuple:  # noqa: N802
    """lemminflect's ``getLemma``."""
    _install()
    import lemminflect

    return lemminflect.getLemma(word, upos, lemmatize_oov)
