"""Tests for issue 33's command table (lc_memory/redact/commands.py, data/commands.toml).

Every entry of the table has an example; each must lose a value to the command reader itself
(only the command rule is asked, so an older context rule cannot hide a missing entry), and
the table's ``[keep]`` texts stay. Remove an entry, a field's reading or the generic rules and
one of these goes red. Secret-shaped values are built at run time.
"""

from __future__ import annotations

import random
import string
import tomllib
from importlib import resources

import pytest

from lc_memory.redact.commands import COMMAND_RULES, COMMANDS, MAX_ARGUMENTS, arguments, tokens
from lc_memory.redact.engine import findings, redact_secrets

DATA = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "commands.toml").read_text("utf-8"))
ENTRIES = DATA["commands"]


def _password(seed: int = 7) -> str:
    """A value that looks random, the same each run (an unseeded one made a test that failed one
    run in many: 'Xx8SQA38Mz4Yxxx7Q' holds a placeholder's 'xxx')."""
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(14)) + "!7q"


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["example"].split(" |")[0][:50] for e in ENTRIES])
def test_each_entry_takes_the_credential_of_its_example(entry):
    text = entry["example"]
    found = findings(text, COMMAND_RULES)
    assert found and all(f.rule.startswith("command:") for f in found), found
    # the value the example holds is the one taken, and it is gone from the scrubbed text
    taken = [text[f.start:f.end] for f in found]
    # (an NTLM hash where an entry takes only one: pass-the-hash)
    assert any(v in ("Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx8", "Zk9mQ2rT5vX8bN1cF4Hw", "c4b1e39f07a2d85e6f31b90a7d2e48c5")
               for v in taken), taken
    for value in taken:
        assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [x for e in ENTRIES for x in e.get("examples", [])])
def test_each_entry_takes_the_credential_of_its_other_forms(text):
    # an entry's other forms (sqlcmd's new password -Z, smbclient's -U glued to its value)
    found = findings(text, COMMAND_RULES)
    assert "Zq8Lm2Rt5Vx9" in [text[f.start:f.end] for f in found], found


@pytest.mark.parametrize("example", [DATA["generic"][k] for k in (
    "user_pass_example", "echo_example", "userinfo_example", "credential_flag_example", "lone_password_example",
    "glued_password_example", "piped_example", "here_string_example", "word_argument_example",
    "login_example", "account_example", "slash_password_example", "setting_example", "user_using_example",
    "secret_word_example", "bare_flag_here_string_example", "prompting_here_string_example", "echo_option_example")])
def test_generic_rules(example):
    found = findings(example, COMMAND_RULES)
    assert [example[f.start:f.end] for f in found] == ["Zq8Lm2Rt5Vx9"], found


@pytest.mark.parametrize("text", DATA["keep"]["texts"])
def test_a_reference_a_prompt_or_a_name_is_kept(text):
    assert redact_secrets(text) == text, [(f.rule, text[f.start:f.end]) for f in findings(text)]


def test_the_table_covers_forty_widely_used_clis():
    programs = {e["tools"][0] for e in ENTRIES}
    assert len(programs) >= 40
    assert {"aws", "gcloud", "az", "doctl", "heroku", "mysql", "psql" if "psql" in COMMANDS else "pg_dump", "sqlplus",
            "mongo", "redis-cli", "clickhouse-client", "sqlcmd", "rabbitmqctl", "mc", "s3cmd", "rclone", "vault",
            "kubectl", "docker", "gh", "op", "pass", "doppler", "npm", "pip", "twine", "git", "security", "gpg",
            "curl", "wget", "htpasswd", "ssh-keygen", "openssl", "sshpass"} <= set(COMMANDS)


def test_explain_names_the_command_and_flag():
    pw = _password()
    text = f"mysql -u app -p{pw} shop"
    assert [(f.rule, text[f.start:f.end]) for f in findings(text, COMMAND_RULES)] == [("command:mysql -p", pw)]


def test_a_command_in_a_sentence_or_a_code_span():
    # a reply says the command in backticks or ends a sentence with it
    pw = _password()
    for text in (f"Ran `echo '{pw}' | passwd`", f"It was: echo {pw} | passwd.", f"echo {pw} | passwd, then exit",
                 f"the command \"echo {pw} | passwd\""):
        assert pw not in redact_secrets(text), text


def test_piped_and_heredoc_values_into_a_secret_store():
    pw = _password()
    assert pw not in redact_secrets(f"echo -n '{pw}' | docker secret create db_password -")
    assert pw not in redact_secrets(f"printf '%s' \"{pw}\" | vault kv put secret/app password=-")
    text = f"pass insert -m prod/db <<EOF\n{pw}\nEOF"
    assert pw not in redact_secrets(text)
    assert pw not in redact_secrets(f"gh secret set TOKEN <<< {pw}")


def test_user_password_forms():
    pw = _password()
    for text in (f"sqlplus scott/{pw}@orcl", f"psexec.py acme/admin:{pw}@host", f"smbclient -U ops%{pw} //fs/share",
                 f"lftp -u ops,{pw} sftp://files"):
        assert pw not in redact_secrets(text), text


def test_tokens_read_quotes_pipes_and_json_seams():
    toks, _, _ = tokens('a --password="x y" b | c', 0)
    assert [t.text for t in toks] == ["a", '--password="x y"', "b"]
    toks, _, _ = tokens('-storepass abc", "openssl pkcs12', 0)
    assert [t.text for t in toks][:2] == ["-storepass", "abc"]


def test_a_tool_name_in_prose_takes_nothing():
    text = "I will pass the test and net user counts later"
    assert findings(text, COMMAND_RULES) == []
    assert list(arguments("no tool here")) == []


def test_a_command_reads_at_most_max_arguments_of_its_line():
    """A line that repeats a command with no operator between (``curl -u a:b curl -u a:b ...``)
    would have each mention read the rest of the line: a square of its length. Each reads its
    first ``MAX_ARGUMENTS`` arguments, and the credential of each mention is still taken."""
    value = "Zq8Lm2Rt5xQ"
    line = f"reg add HK /v DefaultPassword /d {value} " * 40
    toks, end, _ = tokens(line, len("reg"))
    assert len(toks) == MAX_ARGUMENTS and end < len(line)
    assert value not in redact_secrets(line)


@pytest.mark.parametrize("form", [
    # shapes of outside batches 30 and 31's dev parts and their families (the table's rows, read
    # apart from the rows' own examples: a row removed turns one of these red)
    "swaks -tls -a LOGIN -au box@example.org -ap {pw} -t x@example.org -s mx.internal",
    "swaks --auth-user ops --auth-password {pw} --server smtp.internal",
    "net-snmp-create-v3-user -ro -A {pw} -X {pw} -a SHA-256 -x AES snmpuser",
    "p=`echo \"{pw}\" | htpasswd -b -B -i -n  username`",
    "codecov -t {pw} -f coverage.xml",
    "pm2 link {pw} {pw}",
    "smbclient //fs.internal/share {pw} -U ops",
    "radtest bob {pw} 127.0.0.1 0 {pw}",
    "radclient -x localhost:1812 auth {pw}",
    "ovftool --powerOn vm.ova vi://administrator@vsphere.local:{pw}@vcenter.example.org/dc/host/c1",
    "psql \"postgresql://pgadmin@pg-prod:{pw}@pg-prod.postgres.database.azure.com:5432/shop\"",
    "- <code>drush user:password someuser \"{pw}\"</code>. Set the password",
    "drupal user:password:reset jmolivas {pw}",
    "db2 connect to TESTDB user db2inst1 using {pw}",
    "acme account create ops {pw}",
    "acme users:create ops {pw}",
    "python manage.py createsuperuser ops {pw}",
    "acme credentials add ops {pw}",
    "acme auth-token {pw}",
    "acme apikey set {pw}",
    "EXEC SQL CONNECT TO sample USER ops USING {pw};",
    "$ sendemail -f from@example.org \\\n  -s smtp.gmail.com:2587    \\\n  -o tls=yes -xu user -xp {pw}\n</pre>",
    "sendemail -f a@example.org -t b@example.org -s mail.example.org:26 -xu usuario -xp {pw}",
    # the loose families: an account's word and its two arguments, a Windows-style password
    # flag, a setting verb with a key that names a secret
    "pure-ftpd-admin adduser ops {pw}",
    "acme-ftp auth ops {pw}",
    "acmectl users create ops {pw}",
    "Sync.exe /src:C:\\data /pass:{pw}",
    "acme config set api.token {pw}",
    "acme env add API_KEY {pw}",
    # an account's word and a key pair (qshell, Backblaze's b2), ab's -A user:password (batch 43's
    # families)
    "qshell account ELUs327kxVPJrGCXqWae9yioc0xYZyrIpb {pw} myname",
    "b2 authorize-account 0012ab34cd56ef70000000001 {pw}",
    "ab -A admin:{pw} -n 100 http://localhost/",
    # an account's word as a script's name, with its path and extension (batch 45: WildFly's
    # add-user.sh in Dockerfiles)
    "RUN /opt/jboss/wildfly/bin/add-user.sh admin {pw} --silent",
    "/opt/jboss/wildfly/bin/add-user.sh admin {pw} --silent",
    "%JBOSS_HOME%\\bin\\add-user.bat admin {pw} --silent",
    "./create-user.sh ops {pw}",
])
def test_outside_batch_families(form):
    pw = _password().rstrip("!7q") + "x7Q"
    text = form.format(pw=pw)
    assert pw not in redact_secrets(text), [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("unit", ["acme config set api.token {v} ", "x auth ops {v} ", "x /pass:{v} ",
                                  "x token add {v} ", "db2 connect to d user x using {v} "])
def test_a_word_led_family_reads_a_long_repeated_line_in_linear_time(unit):
    """Each word-led family finds its words by substring search and reads from each once: a line
    that repeats one 2,000 times is read in about a second, each value taken."""
    import time

    value = "Zq8Lm2Rt5xQ"
    line = unit.format(v=value) * 2000
    started = time.process_time()  # the CPU's: at a load of 10 the wall clock read 14.5 s for 1.3 s of CPU
    out = redact_secrets(line)
    assert time.process_time() - started < 10
    assert value not in out


def test_token_start_is_the_backward_search_it_replaces():
    """_token_start gives what ``[^\\s"'`(|;&=]*$`` searched in the 64 characters before a
    position gave, a newline just before it included (``$`` matches before a final newline)."""
    import re

    from lc_memory.redact.commands import _token_start

    searched = re.compile(r"[^\s\"'`(|;&=]*$")
    rnd = random.Random(7)
    for alphabet in ("ab \n\t\"'`(|;&=x\u2028\u00a0\r-", "a" * 40 + " \n"):
        for _ in range(20000):
            text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 150)))
            at = rnd.randint(0, len(text))
            assert _token_start(text, at) == at - len(searched.search(text, max(0, at - 64), at).group()), (text, at)
    assert _token_start("run foo\ntoken x", 8) == 5  # the run before the newline, as the search took it


def test_user_using_read_at_its_anchors_is_its_finditer():
    """USER u USING V tried only where 'user' stands (any case, 'ſ' too) finds what its
    finditer over the whole text finds."""
    from lc_memory.redact.commands import _USER_ANCHOR, _USER_USING, _at_anchors_exactly

    rnd = random.Random(3)
    pieces = ["user ", "USER ", "uſer ", "xuser ", "-user ", "ops ", "using ", "Zq8Lm2Rt5xQ ", "'Zq8Lm2R7' ", "\n", "useruser "]
    for _ in range(5000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 14)))
        assert ([m.span() for m in _at_anchors_exactly(_USER_USING, _USER_ANCHOR, text)]
                == [m.span() for m in _USER_USING.finditer(text)]), text


@pytest.mark.parametrize("form", [
    'echo -e "{pw}\\n{pw}" | passwd bob',
    'RUN echo -e "{pw}\\n{pw}" | passwd root',
    "printf '{pw}\\n{pw}\\n' | vncpasswd -f > ~/.vnc/passwd",
    "(echo {pw}; echo {pw}) | smbpasswd -s -a alice",
    '(echo "{pw}"; echo "{pw}") | sudo pdbedit -a -u bob --password-from-stdin',
])
def test_a_password_and_its_confirmation_piped(form):
    # the same value twice into a command whose words say it takes a credential: both copies go,
    # a word a password's gate lets through too (no random look needed)
    for pw in ("s3cr3tPw", _password()):
        text = form.format(pw=pw)
        out = redact_secrets(text)
        assert pw not in out, [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("form", [
    "vncviewer -passwd <(echo {pw}) vnc.internal:1",
    "openvpn --config client.ovpn --auth-user-pass <(printf 'ops\\n{pw}\\n')",
    "wg set wg0 private-key <(echo {pw})",
    "restic -r /backup --password-file=<(echo {pw}) snapshots",
])
def test_a_value_given_as_a_process_substitution(form):
    # <(echo V) given to an argument whose name says it takes a credential (batch 45's openvpn
    # near-miss and the probes' shapes); a user's line before a password's is the user's
    text = form.format(pw=_password())
    out = redact_secrets(text)
    assert _password() not in out, [(f.rule, text[f.start:f.end]) for f in findings(text)]
    assert "ops" in out or "ops" not in text


@pytest.mark.parametrize("form", [
    "python -c \"import crypt; print(crypt.crypt('{pw}', crypt.mksalt(crypt.METHOD_SHA512)))\"",
    "python3 -c 'import bcrypt; print(bcrypt.hashpw(b\"{pw}\", bcrypt.gensalt()))'",
    "node -e \"console.log(require('bcrypt').hashSync('{pw}', 10))\"",
    "php -r \"echo password_hash('{pw}', PASSWORD_DEFAULT);\"",
    "python -c \"from werkzeug.security import generate_password_hash; print(generate_password_hash('{pw}'))\"",
    "perl -e 'print crypt(\"{pw}\", \"salt\"),\"\\n\"'",
])
def test_a_password_hashing_call_given_a_literal(form):
    # the one-liners that make a password's hash for a shadow file, an htpasswd or a seed user
    text = form.format(pw=_password())
    assert _password() not in redact_secrets(text), [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("form", [
    'VNCPW="{pw}"\nmkdir -p /root/.vnc\nprintf "$VNCPW\\n$VNCPW\\n" | vncpasswd -f > /root/.vnc/passwd',
    "BMC={pw}\nipmitool -I lanplus -H 10.0.0.9 -U admin -P $BMC chassis power status",
    "export DBX='{pw}'\nmysql -uroot -p${{DBX}} -e 'show databases'",
])
def test_a_variable_given_a_literal_then_used_as_a_credential(form):
    # batch 46's VNCPW="V": the variable's name says nothing the key model reads, its use does
    text = form.format(pw=_password())
    assert _password() not in redact_secrets(text), [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("text", [
    "HOST=db.internal\nUSER=admin\npsql -h $HOST -U $USER",
    "TAG=Zq8Lm2Rt5Vx9\ndocker push registry.example.com/app:$TAG",
    "NAME=Zq8Lm2Rt5Vx9\ndocker run --name $NAME nginx",
    "ID=Zq8Lm2Rt5Vx9\necho $ID",
])
def test_a_variable_used_elsewhere_keeps_its_value(text):
    assert redact_secrets(text) == text, [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("form", [
    "infisical secrets set STRIPE_KEY={pw} DB_URL=postgres://db.internal/app",
    "render secrets set SESSION={pw}",
    "ftp -n ftp.example.com <<EOF\nuser bob {pw}\nbinary\nput site.tar.gz\nbye\nEOF",
    "ftp -inv $HOST <<END_SCRIPT\nquote USER bob\nquote PASS {pw}\nput f\nquit\nEND_SCRIPT",
    'echo "open ftp.example.com\\nuser bob {pw}\\nbin\\nput f\\nbye" | ftp -n',
])
def test_a_secret_stores_set_and_an_ftp_scripts_login(form):
    # the probes' shapes of a secret store's `secrets set K=V` on a CLI outside the table, and an
    # FTP script's `user NAME PASSWORD` / `quote PASS V`
    text = form.format(pw=_password())
    assert _password() not in redact_secrets(text), [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("form", [
    # a program the table knows, its password flag without a value: the prompt reads the here-string
    "kubectl exec -it pg-0 -- psql -U bob --password <<< '{pw}'",
    "docker exec -i db mysql -u root -p shop <<< {pw}",
    # a program that prompts for a passphrase
    'ssh-add - <<< "{pw}"',
    # a password and its confirmation as one here-string
    "smbpasswd -a bob <<< $'{pw}\\n{pw}'",
    'passwd bob <<< "{pw}\n{pw}"',
    # an option that runs a command echoing a literal (msmtprc's passwordeval, a --password-command)
    'passwordeval "echo {pw}"',
    'acme-mail --password-command="printf {pw}" send',
    # HTTPie's request items (and xh's, its clone's)
    "http :8080/api/items api_key=={pw} page==2",
    "xh PUT :8080/users/1 secret:='{pw}'",
])
def test_here_strings_echoed_options_and_request_items(form):
    # the last helper's probes (issue 33, sixth round): each family, not a row per tool
    text = form.format(pw=_password())
    assert _password() not in redact_secrets(text), [(f.rule, text[f.start:f.end]) for f in findings(text)]


@pytest.mark.parametrize("text", [
    "sops --set '[\"db\"][\"host\"] \"db7.internal.example\"' secrets.enc.yaml",
    "sops --set '[\"password\"] \"$DB_PASSWORD\"' secrets.enc.yaml",
    "sops --set '[\"replicas\"] 3' values.enc.yaml",
    "sops --set '[\"db\"][\"name\"] \"Zq8Lm2Rt5Vx9\"' secrets.enc.yaml",
    "hcloud context create prod",
    "hcloud context use prod",
])
def test_a_path_flag_or_a_stdin_command_keeps_what_is_no_credential(text):
    """sops --set takes the value only where the path's last key names a secret; hcloud
    context create only what stdin gives it (issue 33)."""
    assert redact_secrets(text) == text, [(f.rule, text[f.start:f.end]) for f in findings(text)]
