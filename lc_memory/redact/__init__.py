"""Secret redaction. A leaf below every layer: the store scrubs with it as its last step of every
write, so every layer may use it and it imports none.

One way down: ``checks`` (what a secret's value and name look like) <- ``rules`` (``Rule``; our
provider, structure and context rules) <- ``gitleaks`` (gitleaks' rule file, adapted) <- ``engine``
(finding and replacing: ``redact_secrets``, ``redact_value``, ``redact_record``...) <- ``view``
(what ``lc-memory redact --explain`` shows) and ``context`` (the pass over a session's messages);
``normalise`` (the text as matching reads it) under ``engine``. The tables are ``data/*.toml``,
read through ``tables.data_table``."""
