"""A sed substitution on a config file (issue 33): the value it writes is a secret, its pattern
and its delimiter are not.

* the key reader's value stops at the substitution's delimiter (``api_key: REDACTED/`` is the
  placeholder, kept; ``password=V/`` loses V, not the ``/``);
* a value that opens with a regex's wildcard (``.*/password=V/``) is no value of its own;
* ``cli-sed-fill``: a placeholder that names a secret, filled by sed (``s/__DB_PASSWORD__/V/``).
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

from .conftest import random_secret

_value = random_secret


@pytest.mark.parametrize("text", [
    "sed -i 's/api_key: .*/api_key: REDACTED/' config.yml",
    "sed -i \"s/DB_PASSWORD=.*/DB_PASSWORD=changeme/\" .env",
    "sed -i 's/__DB_HOST__/db.internal/g' config.php",
    "sed -i 's/__DB_PASSWORD__/${DB_PASSWORD}/g' config.php",
])
def test_a_pattern_a_placeholder_or_a_reference_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("form", [
    "sed -i 's/^password=.*/password={v}/' app.ini",
    "sed -i \"s/DB_PASSWORD=.*/DB_PASSWORD={v}/\" .env",
    "RUN sed -i 's/__DB_PASSWORD__/{v}/g' /var/www/config.php",
])
def test_only_the_value_written_goes(form):
    v = _value()
    assert redact_secrets(form.format(v=v)) == form.format(v="[REDACTED:secret-value]")
