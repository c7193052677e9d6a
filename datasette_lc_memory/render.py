"""MEMORY.md as HTML for the page: Markdown, then bleach's sanitizer, then links.

datasette-render-markdown's ``render_markdown`` with two changes for untrusted memory text:
images keep their alt text but lose ``src`` (the viewer's browser would fetch a remote
image), and only URLs written with their scheme become links, so a file name like
``README.md`` or ``notes.md`` stays text instead of linking to ``http://README.md``.
"""

from __future__ import annotations

from functools import partial

import markdown
from bleach.callbacks import nofollow
from bleach.linkifier import LinkifyFilter
from bleach.sanitizer import Cleaner
from datasette_render_markdown import ImageMaxWidthFilter
from markupsafe import Markup

TAGS = [
    "a", "abbr", "acronym", "b", "blockquote", "code", "em", "i", "li", "ol", "strong", "ul",
    "pre", "p", "h1", "h2", "h3", "h4", "h5", "h6", "img",
]
ATTRIBUTES = {"a": ["href"], "img": ["alt"]}
LINK_SCHEMES = ("http://", "https://", "mailto:")


def only_written_urls(attrs: dict, new: bool = False) -> dict | None:
    """A bleach linkify callback: keep a found link only when its text carries a scheme."""
    if new and not str(attrs.get("_text", "")).lower().startswith(LINK_SCHEMES):
        return None  # leave it as the text it was
    return attrs


def render_memory_markdown(text: str | None) -> Markup:
    cleaner = Cleaner(
        tags=TAGS,
        attributes=ATTRIBUTES,
        filters=[
            ImageMaxWidthFilter,
            partial(LinkifyFilter, callbacks=[only_written_urls, nofollow], skip_tags={"pre"}, parse_email=False),
        ],
    )
    html = cleaner.clean(markdown.markdown(text or "", output_format="html5"))
    return Markup(f'<div style="white-space: normal">{html}</div>')
