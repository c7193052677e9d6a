"""Issue 33, round 32: the surface gap (a secret the engine takes on the text a session carries, which a
surface leaks because of how it encodes, joins or cuts that text) and configuration files and command
lines as sessions carry them. Every line here is written for this file (no line of the outside
material); each test goes red without the rule it names."""

from __future__ import annotations

import json
import time

from lc_memory.redact.engine import redact_secrets


def _taken(text: str, value: str) -> bool:
    return value not in redact_secrets(text)


# --- a map's opening is looked for in linear time -------------------------------------------------

def test_a_string_map_search_does_not_try_every_split_of_a_word_run():
    """keyvalue._STRING_MAP_BEFORE: a word is read whole. A shell default (${VAR:-a_long_default})
    before a quoted name that ends in a password's word, then another quoted string, made the search
    for a map's "{" try every split of the default's letters: 8 s for a line of 120 characters, a
    model's reply quoting two such lines never finished."""
    line = ('{"run": "export TEAM=\\"${TEAM:-orange_and_teal_and_mo}\\" ; '
            'podman run -e PW=\\"$app_db_password\\" \\"$app_db_box\\" img"}')
    start = time.process_time()
    redact_secrets(line)
    assert time.process_time() - start < 1.0


def test_a_string_keyed_map_still_gives_its_password():
    assert _taken('(def settings {"login" "svc" "password" "Wq7zLm2Rk"})', "Wq7zLm2Rk")


# --- the surface gap: a tool's input is JSON text, a JSON string inside it escaped twice -------------

def _tool_input(command: str) -> str:
    """A tool's input as a reader stores it: its arguments as JSON text (Claude Code's Bash)."""
    return json.dumps({"command": command, "description": "Show the stored secret"}, ensure_ascii=False,
                      sort_keys=True)


def test_a_short_password_in_json_inside_json_inside_a_tool_input_is_taken():
    """fields.unnested: a secret store's SecretString is a JSON document in a JSON string; a tool input
    holding that output escapes it twice. The value (six characters: the session-wide look for a value
    taken elsewhere seeks eight or more) stayed in the stored input though the text alone gives it."""
    printed = ('{\n    "Name": "stage/cache",\n'
               '    "SecretString": "{\\"user\\":\\"svc\\",\\"password\\":\\"h4Tq9z\\"}"\n}')
    assert _taken(printed, "h4Tq9z")  # the text as the tool printed it
    assert _taken(_tool_input(printed), "h4Tq9z")  # ... and as the tool input holds it
    assert _taken(json.dumps({"output": _tool_input(printed)}), "h4Tq9z")  # once more inside


def test_json_inside_json_keeps_what_is_no_secret():
    printed = '{"SecretString": "{\\"user\\":\\"svc\\",\\"host\\":\\"cache.internal\\",\\"port\\":6379}"}'
    out = redact_secrets(_tool_input(printed))
    assert "cache.internal" in out and "svc" in out and "6379" in out


# --- round 32's rules, from its dev third (configs and commands of public repositories) --------------

def test_a_random_token_whose_runs_hold_a_vowel_is_no_code_name():
    """checks.name_of_words: a run of six letters or more that the letter triples read as no word is a
    random token's; a code name's runs are words or short acronyms."""
    assert _taken("MEDIA_API_SECRET=qba37vkowzdeh2mRTPLWQKZ8x4", "qba37vkowzdeh2mRTPLWQKZ8x4")
    assert not _taken("secret_name: ReportSchedulerTaskToken", "ReportSchedulerTaskToken")


def test_digits_at_a_secret_keys_name_are_a_chosen_secret():
    """checks.numeric_chosen_secret: an object store's secret key (MinIO's is its root password) of
    digits, as a secret's are."""
    assert _taken('-e "STORE_SECRET_KEY=583920174"', "583920174")
    assert not _taken("secret_key_ttl: 86400", "86400")


def test_made_up_pieces_joined_at_a_strong_secret_name():
    """checks.made_up_joined: pieces of letters the triples read as no word (and digits) joined by
    dashes or underscores, at a JWT secret's, an API key's or a passphrase's name."""
    assert _taken('SESSION_JWT_SECRET="vuqoej-731"', "vuqoej-731")
    assert _taken("BILLING_API_KEY=rx_pwkd_ozmqtafe", "rx_pwkd_ozmqtafe")
    assert _taken("vault_passphrase = 'Zhqorvu-lamp--ytsexwo-fkbd'", "Zhqorvu-lamp--ytsexwo-fkbd")
    # (a reply cut the value's end: two made-up pieces beside a chance word)
    assert _taken("vault_passphrase = 'Zhqorvu-lamp--ytsexwo-f", "Zhqorvu-lamp--ytsexwo-f")
    for name in ("api_key: billing-prod-2", "secret: kube-system", "JWT_SECRET=your-jwt-secret",
                 "secret_name: payments-service-rotated", '"token1": "xoxq-1234567890"'):
        assert redact_secrets(name) == name


def test_redis_monitor_prints_auth_with_its_argument():
    """keyvalue._REDIS_MONITOR_AUTH: MONITOR quotes each argument after [db address]; AUTH's last one
    is the password (with a user before it, the second), on the next line when the output wraps."""
    assert _taken('1712000000.104233 [0 10.8.0.3:51344] "AUTH" \n     "Rq7ZkT2mWx9pLs4v"', "Rq7ZkT2mWx9pLs4v")
    assert _taken('1712000001.000002 [0 10.8.0.3:51345] "AUTH" "worker" "Hw4nQz8Tp"', "Hw4nQz8Tp")
    assert not _taken('1712000001.000003 [0 10.8.0.3:51345] "GET" "AUTH"', "GET")
    # a reply that cut the line's end took the closing quote: what is left of the value is still it
    assert _taken('1712000000.104233 [0 10.8.0.3:51344] "AUTH" "Rq7ZkT2mWx9pLs', "Rq7ZkT2mWx9pLs")


def test_a_pgpass_line_gives_its_last_field():
    """data/context_rules.toml's pgpass, checked by place_password: host:port:database:user:PASSWORD,
    the last field's place says a password whatever its look (made-up words joined); a placeholder,
    a reference or the user repeated is no value."""
    assert _taken("replica-db:5432:*:streamer:heni_sawtnork", "heni_sawtnork")
    assert _taken('echo "10.4.4.9:6432:ledger:ledger_ro:Tz9pQm3vKx" >> ~/.pgpass', "Tz9pQm3vKx")
    for keep in ("HOST:PORT:DATABASE:USER:PASSWORD", "127.0.0.1:5432:shop:shop:shop", "db:5432:*:svc:${PGPASSWORD}"):
        assert redact_secrets(keep) == keep


def test_a_secret_described_in_words_is_a_placeholder():
    """checks.described_secret: words that end in a secret's name fill a value's place in a manifest
    or a README (a Kubernetes Secret's stringData, a URL's password); a value beside them is taken."""
    manifest = ("kind: Secret\ntype: Opaque\nstringData:\n  ZONE_ID: \"swap-me\"\n  API_TOKEN: \"replace-me\"\n"
                "  HMAC_SECRET: \"hex-encoded-secret\"\n  DB_PASS: \"Vw3qTz8mRk\"\n")
    out = redact_secrets(manifest)
    assert "replace-me" in out and "hex-encoded-secret" in out and "Vw3qTz8mRk" not in out
    assert redact_secrets("git clone https://builder:access_token@git.corp/ops/tools") == (
        "git clone https://builder:access_token@git.corp/ops/tools")


# --- the surface gap: a model's reply repeats a value of several tokens where one marker stood --------

def test_a_reply_repeating_an_app_password_of_four_groups_is_scrubbed_by_its_prompt():
    """echo._spread_spans: the prompt's marker stands for a value of blanks (Google's app password as
    shown); the stand-in model's reply flattens the passage, so the value's line end is gone and the
    rules no longer read it; the marker's words before and after frame all its groups."""
    from lc_memory.redact.echo import redact_echoes

    passage = ("mail.smtp.host=smtp.example.org\nmail.smtp.user=ops.alerts@example.org\n"
               "mail.smtp.password=qmvz trlk xwbf pyjd\nmail.smtp.starttls=true")
    prompt = redact_secrets(passage)
    assert "qmvz" not in prompt
    flat = " ".join(passage.split())
    for reply in (flat, flat[:-3], flat[:flat.index("pyjd") + 4]):
        assert "qmvz trlk" not in redact_echoes(prompt, redact_secrets(reply))
    said = "The password is [REDACTED:secret-value] and it works."
    assert redact_echoes(said, "The password is rotated every week and it works.").endswith("rotated every week and it works.")


# --- the surface gap: a reply that flattened a compose list or a .env into one line ------------------

def test_a_bare_password_before_the_next_assignment_or_list_item_ends_as_at_a_line_end():
    """keyvalue._NEXT_FLAG: the stand-in model's reply joins a compose list's items (and a .env's
    lines) into one line; a made-up word at a password's name was read only where its line ended, so
    the reply kept it though the file's own lines gave it."""
    compose = "    environment:\n      - APP_DB_USER=ledger\n      - APP_DB_PASS=lurkemsi\n      - APP_DB_NAME=books\n"
    assert _taken(compose, "lurkemsi")
    flat = " ".join(compose.split())
    assert _taken(flat, "lurkemsi") and _taken(flat[:-3], "lurkemsi")
    assert _taken("REDIS_PASSWORD=obnetlar REDIS_PORT=6380 node worker.js", "obnetlar")
    for keep in ("DB_PASSWORD=secret - see the docs", "ADMIN_PASSWORD=required PORT=80"):
        assert redact_secrets(keep) == keep


# --- the surface gap: a model's fact quotes a command and ends the sentence after it -----------------

def test_a_made_up_password_at_a_commands_place_keeps_its_sentence_stop():
    """checks.made_up_letters: the stand-in model's fact ("The config has <the command>.") puts a full stop
    after the command's last argument; the made-up letters at -passout pass: were read with it and were
    no letters then (title, model lane: round 31's set)."""
    fact = ("The config has openssl pkcs12 -export -in edge-chain.crt -inkey edge.key \\ -out edge.p12 "
            "-name gateway -passout pass:blorktwemu.")
    assert _taken(fact, "blorktwemu")
    assert _taken("Set up the cache: redis-cli -h cache.internal -a blorktwemu.", "blorktwemu")
    assert redact_secrets("redis-cli -a raspberry.") == "redis-cli -a raspberry."


def test_openssls_pass_source_on_a_continuation_line_alone():
    """keyvalue._OPENSSL_PASS_SOURCE: a title holds one line, here a command's continuation
    line (-out x.p12 -passout pass:V) without the openssl that the command rules read first; OpenSSL's
    "pass:" source after a -pass flag says a password stands there."""
    assert _taken("-out gateway.p12 -name edge -passout pass:blorktwemu", "blorktwemu")
    assert _taken("  -in key.pem -passin pass:Wz7qTm3xRk", "Wz7qTm3xRk")
    for keep in ("-passout pass:changeit", "-passin pass:$P12_PASS -in key.pem"):
        assert redact_secrets(keep) == keep
