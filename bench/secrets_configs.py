"""Secrets by what a key means and what a command takes, on configs nobody here wrote (issue 33).

The corpus is bench/corpora/secrets-configs/ (bench/secrets_configs_build.py builds it from
real configuration files and command examples in public repositories, with random values
where credentials stood; SOURCES.md names every file). A case is held when
``int(sha1(id), 16) % 3 == 0`` (cases-held.jsonl); rules are tuned on cases-dev.jsonl only.

Every case is pushed through lc-memory the way tests/test_secrets_e2e.py does, on one
surface at a time, through both lanes:

* surfaces: ``tool_input`` (a Bash/shell call's command), ``tool_result`` (its output),
  ``typed`` (the person's message), ``agent`` (the agent's words), ``title`` (a Claude Code
  ``summary`` record; a Codex rollout's first typed message), ``remember`` (a note the person
  asks for), ``model_reply`` (only the stand-in model says it);
* record shapes: real Claude Code project transcripts and Codex rollouts (cases alternate);
* lanes: ``offline`` (the offline extractor) and ``model`` (a stand-in model registered
  through llm's plugin hook, tests/llm_stub.py, that echoes every case flattened, cut or
  split across fields, as tests/test_secrets_e2e.py's does; llm logs the call to logs.db);
* outputs searched: every file of the store (sessions, journal, facts, MEMORY.md ...),
  memory.db (``lc-memory import``: tables and raw bytes), the exports, and llm's logs.db.

A secret leaks when its value (or its first n-3 characters, or a 12-character middle of a
long one, or a JSON-escaped form) appears in any output. A near-miss is changed when the
value is no longer in the stored session (the note or the facts, for ``remember`` and
``model_reply``).

Also: ../shared/data/corpora/secrets.jsonl through the same pipeline, and the false
redactions on ../shared/data/real-transcripts (every redaction marker in the stored sessions,
listed).

    python bench/secrets_configs.py                     # held and dev, every surface, both lanes
    python bench/secrets_configs.py --split held --surfaces typed agent
    python bench/secrets_configs.py --engine            # the engine alone, no pipeline (seconds)

Figures
-------

Corpus: 934 cases (324 held, 610 dev); 708 secret values in 551 cases (245 values held, 463
dev), 29 syntaxes, 200 command-line tools; 564 near-miss values (191 held, 373 dev).

BEFORE issue 33's rules (lc_memory as at commit be20f07, ``LC_MEMORY_SRC`` pointing at a copy;
2026-12-04 09:30 UTC). Leaks / secrets (share caught) and near-miss values changed, by surface
and lane; the outputs that carried a leak were the store, memory.db and the exports alike, and
llm's logs.db in the model lane:

    surface      lane     HELD third                  dev
    tool_input   offline  103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    tool_input   model    103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    tool_result  offline  103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    tool_result  model    103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    typed        offline  103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    typed        model    103/245 (58.0%) nm 1/191    217/463 (53.1%) nm 5/373
    agent        offline  103/245 (58.0%) nm 1/191    218/463 (52.9%) nm 5/373
    agent        model    103/245 (58.0%) nm 1/191    218/463 (52.9%) nm 5/373
    title        offline   40/196 (79.6%)              71/359 (80.2%)
    title        model     82/196 (58.2%)             148/359 (58.8%)   (logs.db: the model echoes the whole case)
    remember     offline  103/245 (58.0%) nm 1/191    218/463 (52.9%) nm 5/373
    remember     model    106/245 (56.7%) nm 1/191    220/463 (52.5%) nm 5/373
    model_reply  model    106/245 (56.7%)             219/463 (52.7%)   (the store keeps 1-2: logs.db the rest)
    all                  1261/3087 (59.2%)           2614/5811 (55.0%)

    near-misses changed: held ``--password path/to/password_file`` (vboxmanage); dev the same
    shape three times and composer's ``"password": "api-token"``. The engine alone: the same.
    ../shared/data/corpora/secrets.jsonl: 4 of 66 leak on each transcript surface (3 rows the
    engine finds nothing in: an AWS secret under an ``aws_access_key`` name, the AWS docs'
    EXAMPLE key id, a PEM header without a body), 8 of 72 keep rows changed (gitleaks' own
    false-positive examples: short and wrong-suffix sk-ant keys, a T4 sk-proj, task_test_, a
    low-entropy AIza, a bare 40-hex value).
    Real transcripts: 0 redaction markers in the stored sessions.
    CredSweeper 1.19.5 and detect-secrets 1.5.0 on the same cases (bench/redact.py
    --scanners-only): held 145/245 (59.2%) and 79/245 (32.2%, flagging 55/191 near-misses);
    dev 236/463 (51.0%) and 162/463 (35.0%, flagging 78/373).

AFTER the rules of issue 33 so far (lc_memory as at commit 03a0f5a, 2026-12-04 09:38 UTC; the
engine alone at 47116f3 and ea891c8, 10:04 UTC, the same: held 31/245 left, dev 22/463, no near-miss
changed):

    surface      lane     HELD third                  dev
    tool_input   offline   38/245 (84.5%) nm 0/191     35/463 (92.4%) nm 0/373
    tool_input   model     50/245 (79.6%) nm 0/191     53/463 (88.6%) nm 0/373
    tool_result  offline   31/245 (87.3%) nm 0/191     22/463 (95.2%) nm 0/373
    tool_result  model     50/245 (79.6%) nm 0/191     54/463 (88.3%) nm 0/373
    typed        offline   31/245 (87.3%) nm 0/191     22/463 (95.2%) nm 0/373
    typed        model     50/245 (79.6%) nm 0/191     54/463 (88.3%) nm 0/373
    agent        offline   31/245 (87.3%) nm 0/191     22/463 (95.2%) nm 0/373
    agent        model     50/245 (79.6%) nm 0/191     54/463 (88.3%) nm 0/373
    title        offline   17/196 (91.3%)              19/359 (94.7%)
    title        model     34/196 (82.7%)              40/359 (88.9%)
    remember     offline   49/245 (80.0%) nm 0/191     51/463 (89.0%) nm 0/373
    remember     model     56/245 (77.1%) nm 0/191     61/463 (86.8%) nm 0/373
    model_reply  model     56/245 (77.1%)              60/463 (87.0%)
    all                   543/3087 (82.4%)            547/5811 (90.6%)

    The target (97% of the held third on every surface, both lanes) is not met. Where the
    pipeline leaks more than the engine alone on the same text: the model lane (the stand-in
    model's reply flattens a case, cuts it, or splits its key and value across two fields;
    llm's logs.db keeps the reply); a tool input (held: 7 values beyond the engine's 31, a
    Kubernetes Secret's stringData and ``htpasswd -nbm`` / ``printf 'user:pass' | chpasswd``
    inside the call); a note (held: 10 beyond, the Secret's stringData and iSCSI CHAP
    ``password_in`` values when the note is stored).
    ../shared/data/corpora/secrets.jsonl and the real transcripts: as before (4 of 66 leak, 8 of
    72 keep rows changed; 0 redaction markers).
    CredSweeper and detect-secrets: as above; lc-memory's engine alone on the same cases
    (bench/redact.py --scanners-only): held 214/245 (87.3%), dev 441/463 (95.2%), flagging no
    near-miss.

SECOND PUSH (lc_memory as at commit 1c04cad, 2026-12-04 13:07-13:16 UTC, load average 1-3 on
2 cores shared). New dev material first: batch2-dev.jsonl, 67 cases (73 values, 51 near-miss
values) from 52 files of 52 public repositories, added to the DEV cases only
(``secrets_configs_build.py --dev-batch``; an id that would hash into the held third carries
``~dev``; cases-held.jsonl is byte for byte the file it was). The held third was measured once,
after the rules were frozen (the bench's leak list then printed held ids; nothing was tuned on
them):

    surface      lane     HELD third                  dev (with batch 2)
    tool_input   offline   38/245 (84.5%) nm 0/191     33/536 (93.8%) nm 0/424
    tool_input   model     38/245 (84.5%) nm 0/191     36/536 (93.3%) nm 0/424
    tool_result  offline   31/245 (87.3%) nm 0/191     20/536 (96.3%) nm 0/424
    tool_result  model     42/245 (82.9%) nm 0/191     38/536 (92.9%) nm 0/424
    typed        offline   31/245 (87.3%) nm 0/191     20/536 (96.3%) nm 0/424
    typed        model     42/245 (82.9%) nm 0/191     38/536 (92.9%) nm 0/424
    agent        offline   31/245 (87.3%) nm 0/191     20/536 (96.3%) nm 0/424
    agent        model     42/245 (82.9%) nm 0/191     38/536 (92.9%) nm 0/424
    title        offline   16/196 (91.8%)              18/410 (95.6%)
    title        model     28/196 (85.7%)              33/410 (92.0%)
    remember     offline   41/245 (83.3%) nm 0/191     36/536 (93.3%) nm 0/424
    remember     model     46/245 (81.2%) nm 0/191     50/536 (90.7%) nm 0/424
    model_reply  model     45/245 (81.6%)              49/536 (90.9%)
    all                   471/3087 (84.7%)            429/6716 (93.6%)

    The engine alone: held 214/245 (87.3%, unchanged: what batch 2 taught did not reach the held
    misses), dev 516/536 (96.3%; 441/463 on the first dev cases), no near-miss changed.
    CredSweeper / detect-secrets on the same cases: held 145 (59.2%) / 79 (32.2%, flagging 55 of
    191 near-misses); dev 289/536 (53.9%) / 186 (34.7%).
    ../shared/data/corpora/secrets.jsonl, the engine alone: 3 of 66 left (deliberate keeps, each
    the same shape as a keep row of the corpus or of tests/corpora/secrets-near-misses.jsonl: the
    AWS docs' EXAMPLE id in the '=' form, the docs' EXAMPLEKEY secret, a PEM header over prose),
    1 of 72 keep rows changed (hex_secret = <40 hex>, AMBIGUOUS in its note: a GitHub OAuth
    client secret has that shape). On the transcript surfaces 6 of 66: the same 3, and 3 whose
    first n-3 characters or 12-character middle stand in a keep row the store holds beside them
    (foo_wWPw..., sk-ant-...BB: the near-miss is the secret with its ending changed).
    Real transcripts: 0 redaction markers.
    Re-measured at 0ac9ebe (13:24-13:33 UTC), after rules found by probing shapes outside the
    corpus (sudo -S, wandb login, keyring set, setx, setters, recovery words, passwords named in
    other languages): every figure above the same.

THIRD PUSH (rules frozen at ba3ba79, 2026-12-04 15:59-16:12 UTC, load average 3-5 on 2 cores
shared). First the plumbing, on dev cases only: every case the engine catches but a surface
leaked had one of two causes. (1) A tool's input is stored as JSON text, and the engine reads
it with its escapes decoded: a value's first line starts after ``"command": "`` and its last
ends before ``", "`` (a Kubernetes Secret's ``stringData:``, ``htpasswd -b f user V``,
``chpasswd``, ``passwd``): the readers now also read a JSON document with each value's
delimiting quotes made line breaks (lc_memory/redact/fields.py). (2) A note is flattened
before it is scrubbed (write/notes.py ``save_note`` collapses its whitespace before
``redact_secrets``; not this push's file, see the report) and the stand-in model echoes cases
on one line: the readers now read what lines say when they are run together (``k: v`` inside
a line, JAAS, debconf, relay lines, prompts, dotted password properties) and a block header
after a label (``remember this config: stringData:``). New dev material next:
batch3-dev.jsonl, 52 cases (62 values, 7 near-miss values) from 41 files of 41 public
repositories, kinds the corpus was thin on (tomcat-users and JNDI Resource XML, Maven
settings, gradle signing properties, Kafka/ZooKeeper JAAS, NuGet ClearTextPassword, muttrc,
Ansible inventories, Zabbix PHP, OpenStack clouds.yaml, Alertmanager, cloud-init chpasswd,
Debian preseed, kickstart, Postfix sasl_passwd, wpa_supplicant, HAProxy, supervisord,
.pypirc, psycopg2 / JDBC / PDO code, Vagrant, Terraform provider, unattend.xml, Grafana);
the engine missed 15 of its 62 values before any rule was written for it (JAAS user_NAME,
debconf password answers, relay lines, ``<Password><Value>``, ``stats auth``, ``rootpw``, a
base64 value starting with ``/``), 0 after. The held third, measured once at the end:

    surface      lane     HELD third                  dev (with batches 2 and 3)
    tool_input   offline   31/245 (87.3%) nm 0/191     20/598 (96.7%) nm 0/431
    tool_input   model     31/245 (87.3%) nm 0/191     20/598 (96.7%) nm 0/431
    tool_result  offline   31/245 (87.3%) nm 0/191     20/598 (96.7%) nm 0/431
    tool_result  model     31/245 (87.3%) nm 0/191     22/598 (96.3%) nm 0/431
    typed        offline   31/245 (87.3%) nm 0/191     20/598 (96.7%) nm 0/431
    typed        model     31/245 (87.3%) nm 0/191     22/598 (96.3%) nm 0/431
    agent        offline   31/245 (87.3%) nm 0/191     20/598 (96.7%) nm 0/431
    agent        model     31/245 (87.3%) nm 0/191     22/598 (96.3%) nm 0/431
    title        offline   17/196 (91.3%)              20/461 (95.7%)
    title        model     29/196 (85.2%)              27/461 (94.1%)
    remember     offline   31/245 (87.3%) nm 0/191     23/598 (96.2%) nm 0/431
    remember     model     39/245 (84.1%) nm 0/191     35/598 (94.1%) nm 0/431
    model_reply  model     39/245 (84.1%)              32/598 (94.6%)
    all                   403/3087 (86.9%)            303/7500 (96.0%)

    The engine alone: held 214/245 (87.3%, unchanged a third time: the families batch 3
    taught are not the held misses), dev 578/598 (96.7%), no near-miss changed. Every
    transcript surface now equals the engine on the held third in both lanes (81.2-87.3%
    before); what is left beyond it is the model lane's flattened echo in llm's logs.db
    (remember, model_reply: 8 values) and the title (one line of the case, cut: the context
    is not in it). The target (97% on every surface) is not met.
    CredSweeper / detect-secrets on the same cases: held 145 (59.2%) / 79 (32.2%, flagging 55 of
    191 near-misses); dev 327/598 (54.7%) / 214 (35.8%).
    ../shared/data/corpora/secrets.jsonl: 2 of 66 left (the AWS docs' EXAMPLE id and secret in
    a quoted assignment), 1 of 72 keep rows changed (hex_secret = <40 hex>); the PEM header over
    text is taken now (a header alone on its line, no END line: the cut key's body). On the
    transcript surfaces 2-3 of 66: a clip that stands inside a keep row stored beside the secret
    no longer counts as a leak.
    Real transcripts: 0 redaction markers.

FOURTH PUSH (lc_memory as at commit 41a507e, 2026-12-04 18:11 UTC, load 5-6). A fourth
batch of real files (batch4-dev.jsonl, three cheat-sheet collections and eight single files
not used before) measured with the rules as they stood, before any rule was written for it:
46/59 (78.0%), 0/5 near-misses changed: the unseen figure. After the rules its misses taught:
59/59. A fifth batch (batch5-dev.jsonl), taken after those rules: 19/21 (90.5%), the same as
the rules before the push; 21/21 after two more. The bench now gives each model-lane run an
llm logs.db of its own: one shared by the whole run charged every model-lane surface with the
leaks every earlier surface had logged, so the model reply (run last) carried the title's and
the note's (its 84.1% on the held third was that). The held third, measured once, at the end:

    surface      lane     HELD third                  dev (before the logs.db fix: model lanes)
    tool_input   offline   27/245 (89.0%) nm 0/191     19/678 (97.2%) nm 0/436
    tool_input   model     27/245 (89.0%) nm 0/191     19/678 (97.2%) nm 0/436
    tool_result  offline   27/245 (89.0%) nm 0/191     19/678 (97.2%) nm 0/436
    tool_result  model     27/245 (89.0%) nm 0/191     21/678 (96.9%) nm 0/436
    typed        offline   27/245 (89.0%) nm 0/191     19/678 (97.2%) nm 0/436
    typed        model     27/245 (89.0%) nm 0/191     21/678 (96.9%) nm 0/436
    agent        offline   27/245 (89.0%) nm 0/191     19/678 (97.2%) nm 0/436
    agent        model     27/245 (89.0%) nm 0/191     21/678 (96.9%) nm 0/436
    title        offline   12/196 (93.9%)              18/527 (96.6%)
    title        model     12/196 (93.9%)              24/527 (95.4%)
    remember     offline   27/245 (89.0%) nm 0/191     20/678 (97.1%) nm 0/436
    remember     model     27/245 (89.0%) nm 0/191     33/678 (95.1%) nm 0/436  after it: 20 (97.1%)
    model_reply  model      0/245 (100%)               30/678 (95.6%)  after it:  4 (99.4%)
    all                   294/3087 (90.5%)            283/8512 (96.7%)

    The engine alone: held 218/245 (89.0%; 214 for three pushes), dev 659/678 (97.2%), no
    near-miss changed. Every held surface equals the engine or is above it, in both lanes; the
    model reply leaks none (the stand-in's echo is scrubbed whole before it is parsed or logged,
    and a reply of configs stores little), so it measures little. Target (97% on every
    surface): missed, by 8 points on the held third. CredSweeper / detect-secrets on the same
    held cases (unchanged): 145 (59.2%) / 79 (32.2%). secrets.jsonl: 2 of 66 left, 1 of 72 keep
    rows changed (no principled rule: the rows conflict with keep rows, see docs/secrets.md).
    Real transcripts: 0 redaction markers.

SIXTH PUSH: new outside material, each batch measured blind (the engine alone, ``--batch``,
the rules as they stood before any rule was written for it), then split by the id test:
its held third kept apart (``batchN-held.jsonl``, measured by its total only), the rest added
to the dev cases (``--dev-batch``). Batches 6-14: 227 cases from 163 files of 162 public
repositories not used before (SOURCES.md); the rules were written from the dev parts only.

    batch  kinds                                                  blind (before its rules)
    6      PHP arrays, wp-config, netrc, pgpass, JAAS, CI, Helm    63/68 (92.6%), nm 0/34
    7      connections in code (JDBC, Sequelize), Redis sessions   11/18 (61.1%), nm 0/6
    8      net use/user, xfreerdp, cifs, expect, helm --set        11/16 (68.8%), nm 0/7
    9      Perl DBI, Go DSNs, R, C# builders, CodeIgniter          9/10 (90.0%), nm 0/9
    10     Ansible READMEs, docker run -e, curl headers, clones    11/13 (84.6%), nm 1/10
    11     express-session, passport, Flask, Gradle signing        9/9, nm 0/9
    12     Cisco IOS, ipmitool, swanctl, nmcli, ldapsearch          11/14 (78.6%), nm 0/8
    13     helm repo/push, kubectl --token, Vercel, restic          7/10 (70.0%), nm 0/8
    14     sshpass, lftp, Java constants, MQTT (held whole)        7/8 (87.5%), nm 0/8
    all blind                                                      139/166 (83.7%)

    (the blind figures with the --batch seed of their day; a file's random values now come
    from its name, and a changed seed moves a batch's figure by a value or two.)

Rules (each proven by tests/test_redact_batch6.py): dotnet user-secrets set, oathtool's KEY,
a database connection's third argument (getConnection, Sequelize, mysqli, PDO, PyMySQL ...),
Redis AUTH / CONFIG SET requirepass at its prompt, net use / net user, expect's answer to a
password prompt, Go's user:V@/db, an Authorization value whose parameters are all references
(a near-miss batch 10 changed), a URL's <username> placeholder, Cisco IOS secrets, vercel
secrets add; four value gates found re-filling every dev case with fresh random values of
the same shapes (8 seeds): a random password with a "." is no dotted code name, base64 with a
"/" is no path, a Cisco secret may hold "*", a positional credential may hold "="; and three
readings found writing the dev cases' keys, values and commands in other forms (30 key
syntaxes, 22 value forms, 18 command wrappers): R's <- and a C# auto-property's initializer, a
YAML anchor before a value, and a command written as an array of strings (an exec form:
CMD [...], command:/args: [...], subprocess.run([...]), exec.Command(...)): 137 of the 206 dev
command cases so written were missed, 8 after; an SSM SecureString printed decrypted, launchctl
setenv, a password in nine more languages, and 'said' prose with a key's own spelling
(api_key -> V). The probes: bench/secrets_probes.py (dev cases only).

Measured at the end (rules at 98171f3, the engine alone unless said):

    set                                  before the push     after
    old HELD third (cases-held.jsonl)    217/245 (88.6%)     217/245 (88.6%), nm 0/191
      every surface, both lanes          306/3087 leak       306/3087 leak (90.1% caught)
    batch held thirds 6-13               50/59 (84.7%)       54/59 (91.5%), nm 0/39
    batch 14 (held whole, gathered last) 7/8 (87.5%)         7/8 (87.5%), nm 0/8
    dev (with batches 6-13's dev parts)  --                  757/777 (97.4%), nm 0/488

    Target (97% of the held third on every surface): MISSED, unchanged at 88.6%: what the new
    batches taught did not reach the old held misses. secrets.jsonl: 2 of 66 left, 1 of 72
    keep rows changed (as before). Real transcripts: 0 redaction markers; the agents' samples:
    20 redactions (unchanged); site-packages code slices 0/3000/6000 and the ripgrep, zod and
    hono mirrors: findings identical to the push's start. Speed (bench/redact.py --speed-only
    --messages 100000 --rounds 2 --old-rev 5fbfbc2): 1.14x plain, 1.06x salted beside the rules
    at the push's start (the speed helper's engine merged meanwhile); on the agents' JSON-heavy
    texts the key reader still costs about a quarter more than at 5fbfbc2 (see 98171f3).

SEVENTH PUSH (third round of outside batches): file kinds and ecosystems the dev cases were
thin on, each batch measured blind with the rules as they stood, split by the id test, rules
written from its dev part only (in the existing mechanisms: call rules and the assignment's
value syntax in data/context_rules.toml, rows of data/commands.toml). 123 cases from 112 files
of 110 public repositories not used before (SOURCES.md, batches 16-22); live-looking values
are stored as same-shape surrogates.

    batch  kinds                                                  blind (before its rules)
    16     msmtprc, HA secrets.yaml, Elixir, WireGuard, rclone,    31/32 (96.9%), nm 0/31
           Ansible, CIFS, grafana.ini, Quarkus, Terraform, Nomad
    17     calls in code: Arduino, paho-mqtt, Go net/smtp, JWT     8/21 (38.1%), nm 0/9
    18     PHP ftp/ldap/ssh2, ftplib, tweepy, Flask/Go JWT keys    15/17 (88.2%), nm 0/16
    19     MicroPython, Rust lettre, MailKit, Jedis                5/11 (45.5%), nm 0/4
    20     compose of self-hosted apps, Symfony, Jenkinsfile, C#   8/9 (88.9%), nm 0/8
    21     mysql_real_connect, ldap3, psycopg2, libpq DSNs         5/7 (71.4%), nm 0/6
    22     admin credentials in zh/ru/fr/de READMEs                11/12 (91.7%), nm 0/1
    23     Java mail sessions, Swift, Dart, Node ssh2 (after the   10/12 (83.3%), nm 0/4
           held measurement below)
    all blind                                                      93/121 (76.9%)

Rules: (user, PASSWORD) calls (username_pw_set, SetBasicAuth, Credentials.basic,
Credentials::new, Authenticate(Async), the Go SDKs' static credentials), jwt.verify/decode and
an object-literal payload, smtp.PlainAuth, (connection or host, user, PASSWORD) calls
(ftp_login, ssh2_auth_password, ldap_bind, ftplib.FTP, a helper named connect/login),
mysql_real_connect, Wi-Fi joins (WiFi.begin, sta_if.connect), a bytes literal at a secret's
name ([]byte("V"), b"V"), a URL's optional [user:PASSWORD@] in brackets; consul kv put /
etcdctl put under a key that names a secret, qpdf --encrypt, transmission-remote -n; after
the held measurement, from batch 23's dev part: a header set by a call (setRequestProperty /
Header.Set / addHeader("Authorization", "Bearer V"), Swift's set/addValue(V,
forHTTPHeaderField: NAME), AuthenticationHeaderValue(scheme, V)), not measured on any held set.

Measured once at the end (rules at 3548080; `--engine`, `--batch`, `--split held`):

    set                                  before the push     after
    old HELD third (cases-held.jsonl)    217/245 (88.6%)     217/245 (88.6%), nm 0/191
      every surface, both lanes          306/3087 leak       306/3087 leak (90.1% caught)
    batch held thirds 6-14               61/67 (91.0%)       61/67 (91.0%), nm 0/47
    batch held thirds 16-22 (new)        --                  33/39 (84.6%), nm 0/26
    dev (with batches 16-22's dev parts) 772/793 (97.4%)     842/863 (97.6%), nm 0/537
    (dev with batch 23's part, at 4e8df23: 848/870 (97.5%), nm 0/540)

    Target (97% of the held third on every surface): MISSED, the old held third unchanged
    again; the new batches' held thirds (84.6%) show the same pattern as batches 6-14: rules
    written from a batch's dev part reach its held part only in part (batch 17 held 4/7,
    batch 18 held 1/3). secrets.jsonl: 0 of 66 left, 2 of 72 keep rows changed (as before;
    a cut title leaks 1 of 50 on the title surface). Real transcripts: 0 redaction markers;
    agents' samples: 20 redactions (unchanged); site-packages slice (bench/redact_real.py
    --code, offset 0): 30 -> 31 (pydantic's docstring password=b'password1', the bytes twin
    of the str form already taken). Speed (bench/redact.py --speed-only --messages 100000
    --old-rev feec104), salted: 183k messages/s, 1.56x the rules at feec104.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import os
import re
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if os.environ.get("LC_MEMORY_SRC"):  # measure another copy of lc_memory (the rules before, say)
    sys.path.insert(0, os.environ["LC_MEMORY_SRC"])
CORPUS = ROOT / "bench" / "corpora" / "secrets-configs"
SHARED = ROOT.parent / "shared" / "data"
SURFACES = ("tool_input", "tool_result", "typed", "agent", "title", "remember", "model_reply")
LANES = ("offline", "model")
PER_SESSION = 100
TITLE_CHUNK = 50
MARKER = re.compile(r"\[REDACTED(?::[\w.-]+)?\]")


def split_of(case_id: str) -> str:
    """The held third: decided by the id alone, before any rule."""
    return "held" if int(hashlib.sha1(case_id.encode()).hexdigest(), 16) % 3 == 0 else "dev"


def load(split: str | None = None) -> list[dict]:
    """The cases of one split ('dev', 'held') or both."""
    parts = [split] if split else ["dev", "held"]
    rows = []
    for part in parts:
        path = CORPUS / f"cases-{part}.jsonl"
        rows += [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    return rows


def batch_rows(paths: Iterable[Path]) -> list[dict]:
    """Batches in the hand-picked format (``⟦S:…⟧`` where a secret stood), built as the
    builder builds them: a random value of the same shape at every ``⟦S:…⟧``."""
    import random
    import zlib

    sys.path.insert(0, str(ROOT / "bench"))
    import secrets_configs_build as build

    rows = []
    for path in paths:
        # one seed a file, from its name: a file gets the same values alone or beside others
        filler = build.Filler(random.Random(zlib.crc32(Path(path).name.encode())))
        rows += [c.row() for c in build.extra_cases(Path(path), filler)]
    return rows


def shared_rows() -> list[dict]:
    """../shared/data/corpora/secrets.jsonl as cases: a redact row's secret is what the
    engine finds in it (none found: the whole text, so a miss counts as a leak)."""
    from lc_memory.redact.engine import find_secrets

    path = SHARED / "corpora" / "secrets.jsonl"
    if not path.exists():
        return []
    out = []
    for n, line in enumerate(path.read_text("utf-8").splitlines()):
        if not line.strip():
            continue
        r = json.loads(line)
        if r["expect"] == "redact":
            found = [r["text"][s:e] for _, s, e in find_secrets(r["text"])] or [r["text"]]
            out.append({"id": f"shared:{n}", "text": r["text"], "secrets": found, "keep": [], "syntax": r["provider"]})
        elif examples := [v for v in DOCUMENTED_EXAMPLES if v in r["text"]]:
            # (AWS's documented example keys are taken, as its redact rows say: as_documented)
            out.append({"id": f"shared:{n}", "text": r["text"], "secrets": examples, "keep": [],
                        "syntax": r["provider"]})
        else:
            out.append({"id": f"shared:{n}", "text": r["text"], "secrets": [], "keep": [r["text"]],
                        "syntax": r["provider"]})
    return out


# --- what counts as a leak ----------------------------------------------------------------

def fingerprints(value: str) -> list[str]:
    """The value, its first n-3 characters (a clip), a 12-character middle of a long one,
    and their JSON-escaped forms."""
    parts = {value}
    if len(value) >= 12:
        parts.add(value[:-3])
    if len(value) >= 24:
        mid = len(value) // 2
        parts.add(value[mid - 6: mid + 6])
    parts |= {json.dumps(p)[1:-1] for p in parts} | {p.replace("/", "\\/") for p in parts}
    return [p for p in parts if len(p) >= 6] or [value]


SHORT = 6  # a value shorter than this has no fingerprint but itself: it is looked for where it stood


def beside(value: str, text: str) -> list[tuple[str, str]]:
    """The characters on either side of each place *value* stands in *text*: up to three, within
    its line (a title or a flattened reply keeps a line's neighbours, not the next line's)."""
    places, start = [], 0
    while (i := text.find(value, start)) >= 0:
        left = text[max(0, i - 3):i].rsplit("\n", 1)[-1]
        right = text[i + len(value):i + len(value) + 3].split("\n", 1)[0]
        places.append((left, right))
        start = i + 1
    return places


def _escaped(s: str) -> set[str]:
    return {s, json.dumps(s)[1:-1], s.replace("/", "\\/")}


def left_in(value: str, out: str, case_text: str | None = None) -> bool:
    """Is the value left in *out*? A value of 6 characters or more is left when any of its
    fingerprints is. A shorter one (``123``, ``ibex``) is left only where it stood: beside a
    neighbour it had in the case (``-p123``, ``=ibex ``), or alone on a line as it stood alone:
    three digits found anywhere in a store of sessions said nothing (session 68: round 32's
    figures counted a 4-character password wherever those 4 characters appeared)."""
    if len(value) >= SHORT or case_text is None:
        return any(fp in out for fp in fingerprints(value))
    for left, right in beside(value, case_text):
        needles = ({lf + v for lf in _escaped(left) for v in _escaped(value)} if left else set()) | (
            {v + r for r in _escaped(right) for v in _escaped(value)} if right else set())
        if needles and any(n in out for n in needles):
            return True
        if not needles and re.search(rf"(?m)^[ \t]*{re.escape(value)}[ \t]*$", out):
            return True
    return False


def leaked(value: str, texts: dict[str, str], kept: Iterable[str] = (), case_text: str | None = None) -> list[str]:
    """The outputs that carry the value. A clip or a middle that stands inside a near-miss
    stored beside it (*kept*: ``foo_wWPw...`` and a keep row that is the secret with its end
    changed) says nothing: only the value's other fingerprints count then. A value shorter
    than ``SHORT`` counts only where it stood in *case_text* (``left_in``)."""
    if len(value) < SHORT and case_text is not None:
        return [name for name, text in texts.items() if left_in(value, text, case_text)]
    fps = [fp for fp in fingerprints(value) if fp == value or not any(fp in k for k in kept)]
    return [name for name, text in texts.items() if any(fp in text for fp in fps)]


def _strings(obj: Any) -> Iterable[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def decoded(text: str) -> str:
    """Every string value of a JSON-lines file, joined (so escapes do not hide a value)."""
    out = []
    for line in text.splitlines():
        try:
            out += list(_strings(json.loads(line)))
        except ValueError:
            out.append(line)
    return "\n".join(out)


def kept(value: str, text: str) -> bool:
    flat = " ".join(value.split())
    return value in text or flat in " ".join(text.split())


def kept_in_case(case: dict, value: str, run: Run) -> bool:
    """The near-miss is still in the stored message that carries this case (found by a line
    of the case with no secret in it), not merely somewhere in the store: ``false`` and ``1``
    stand in many cases."""
    lines = case["text"].splitlines()
    own = [line.split(value)[0].strip() for line in lines if value in line]  # what stands before it
    anchors = [a for a in own if len(a) >= 8 and not any(v in a for v in case["secrets"])]
    anchors += sorted((line.strip() for line in lines
                       if len(line.strip()) >= 8 and value not in line
                       and not any(v in line for v in case["secrets"])), key=len, reverse=True)
    for anchor in anchors[:3]:
        homes = [m for m in run.messages if anchor in m]
        if homes:
            return any(kept(value, m) for m in homes)
    return kept(value, run.stored)


# --- the record shapes ---------------------------------------------------------------------

def _sid(*parts: str) -> str:
    return str(uuid.UUID(hashlib.md5("/".join(parts).encode()).hexdigest()))


def _title_text(case: dict) -> str:
    """The line that carries the case's first secret (a title is one line, cut at 120)."""
    text = case["text"]
    target = (case["secrets"] or case["keep"] or [text])[0]
    for line in text.splitlines():
        if target in line:
            line = " ".join(line.split())
            i = line.find(" ".join(target.split()))
            start = max(0, min(i - 30, len(line) - 110))
            return line[start:start + 110]
    return " ".join(text.split())[:110]


def claude_code_session(sid: str, cases: list[dict], surface: str, cwd: str) -> tuple[str, list[dict]]:
    """A Claude Code project transcript carrying every case on ``surface``."""
    records: list[dict] = []
    n = 0

    def rec(kind: str, content: Any, **extra: Any) -> None:
        nonlocal n
        n += 1
        records.append({"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": cwd,
                        "sessionId": sid, "version": "2.0.31", "gitBranch": "main", "type": kind,
                        "uuid": _sid(sid, str(n)), "timestamp": f"2026-12-03T09:{n // 60 % 60:02d}:{n % 60:02d}.000Z",
                        "message": {"role": kind, "content": content} if kind == "user" else
                        {"id": f"msg_{n}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                         "content": content}, **extra})

    if surface == "title":
        records.append({"type": "summary", "summary": _title_text(cases[0]), "leafUuid": _sid(sid, "leaf")})
        rec("user", "Set up the deploy configuration.")
        rec("assistant", [{"type": "text", "text": "Done: the configuration is in place."}])
        return sid, records
    rec("user", "Set up the deploy configuration for these services.")
    for i, case in enumerate(cases):
        text = case["text"]
        call = f"toolu_{hashlib.md5((sid + str(i)).encode()).hexdigest()[:20]}"
        if surface == "tool_input":
            rec("assistant", [{"type": "tool_use", "id": call, "name": "Bash",
                               "input": {"command": text, "description": "Configure the service"}}])
            rec("user", [{"type": "tool_result", "tool_use_id": call, "content": "ok"}])
        elif surface == "tool_result":
            rec("assistant", [{"type": "tool_use", "id": call, "name": "Bash",
                               "input": {"command": f"cat config/{i}.conf", "description": "Read the config"}}])
            rec("user", [{"type": "tool_result", "tool_use_id": call, "content": text}])
        elif surface == "typed":
            rec("user", text)
        elif surface == "agent":
            rec("assistant", [{"type": "text", "text": f"Here is the configuration:\n{text}"}])
        else:  # remember, model_reply: the transcript only mentions the work
            rec("assistant", [{"type": "text", "text": f"Configured service {i}."}])
    rec("assistant", [{"type": "text", "text": "The configuration is in place."}])
    return sid, records


def codex_session(sid: str, cases: list[dict], surface: str, cwd: str) -> tuple[str, list[dict]]:
    """A Codex rollout carrying every case on ``surface``."""
    records: list[dict] = [{"timestamp": "2026-12-03T09:00:00.000Z", "type": "session_meta",
                            "payload": {"id": sid, "timestamp": "2026-12-03T09:00:00.000Z", "cwd": cwd,
                                        "originator": "codex_cli_rs", "cli_version": "0.58.0", "instructions": None,
                                        "source": "cli", "model_provider": "openai"}}]
    n = 0

    def item(kind: str, payload: dict) -> None:
        nonlocal n
        n += 1
        records.append({"timestamp": f"2026-12-03T09:{n // 60 % 60:02d}:{n % 60:02d}.000Z", "type": kind,
                        "payload": payload})

    def typed(text: str) -> None:
        item("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]})
        item("event_msg", {"type": "user_message", "message": text, "images": []})

    def said(text: str) -> None:
        item("event_msg", {"type": "agent_message", "message": text})
        item("response_item", {"type": "message", "role": "assistant",
                               "content": [{"type": "output_text", "text": text}]})

    if surface == "title":
        typed(_title_text(cases[0]))
        said("Done: the configuration is in place.")
        return sid, records
    typed("Set up the deploy configuration for these services.")
    for i, case in enumerate(cases):
        text = case["text"]
        call = f"call_{hashlib.md5((sid + str(i)).encode()).hexdigest()[:12]}"
        if surface in ("tool_input", "tool_result"):
            command = text if surface == "tool_input" else f"cat config/{i}.conf"
            output = "ok" if surface == "tool_input" else text
            item("response_item", {"type": "function_call", "name": "shell", "call_id": call,
                                   "arguments": json.dumps({"command": ["bash", "-lc", command], "workdir": cwd})})
            item("response_item", {"type": "function_call_output", "call_id": call,
                                   "output": json.dumps({"output": output, "metadata": {"exit_code": 0}})})
        elif surface == "typed":
            typed(text)
        elif surface == "agent":
            said(f"Here is the configuration:\n{text}")
        else:
            said(f"Configured service {i}.")
    said("The configuration is in place.")
    return sid, records


def write_sessions(folder: Path, cases: list[dict], surface: str) -> list[tuple[str, list[dict]]]:
    """Claude Code and Codex files, alternately; a title session carries one case."""
    cwd = "/home/dev/payments-api"
    size = 1 if surface == "title" else PER_SESSION
    batches = [cases[i:i + size] for i in range(0, len(cases), size)]
    out = []
    for b, batch in enumerate(batches):
        sid = _sid(surface, str(b), batch[0]["id"])
        if b % 2 == 0:
            sid, records = claude_code_session(sid, batch, surface, cwd)
            path = folder / "claude" / "-home-dev-payments-api" / f"{sid}.jsonl"
        else:
            sid, records = codex_session(sid, batch, surface, cwd)
            path = folder / "codex" / "2026" / "12" / "03" / f"rollout-2026-12-03T09-00-00-{sid}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(r) + "\n" for r in records), "utf-8")
        out.append((path, batch))
    return out


# --- the pipeline --------------------------------------------------------------------------

def db_texts(db: Path) -> str:
    """Every value of every table, as the end-to-end secrets test reads a database."""
    sys.path.insert(0, str(ROOT))
    from tests.test_secrets_e2e import db_texts as read

    return read(db)


@dataclass
class Run:
    """What one surface through one lane wrote: every output, grouped."""
    outputs: dict[str, str] = field(default_factory=dict)  # group -> text
    stored: str = ""  # what near-misses are checked against
    messages: list[str] = field(default_factory=list)  # the same, one stored string each
    seconds: float = 0.0


def run_pipeline(work: Path, cases: list[dict], surface: str, lane: str, stub: Any) -> Run:
    from lc_memory.db.importer import import_store
    from lc_memory.ingest.base import ingest
    from lc_memory.memory import Memory
    from lc_memory.store.files import Store
    from lc_memory.surfaces.export import export_memory, export_session_markdown
    from lc_memory.write.model_lane import model_extractor

    # echo the e2e's stand-in model: flattened, cut, split across fields
    sys.path.insert(0, str(ROOT))
    import datetime as dt

    from tests.test_secrets_e2e import _reply

    now = dt.datetime(2026, 12, 4, 12, 0, tzinfo=dt.UTC)
    start = time.perf_counter()
    run = Run()
    folder = work / f"{surface}-{lane}"
    files = write_sessions(folder / "sessions", cases, surface)
    s = Store(folder / "store", "configs")
    s.path.mkdir(parents=True)
    ids = [sid for sid, _ in ingest(s, [p for p, _ in files])]
    by_file = {p: batch for p, batch in files}
    extractor = model_extractor("lc-stub", s.config, log=True) if lane == "model" else None
    for k, (sid, (path, batch)) in enumerate(zip(ids, files)):
        if extractor is not None:
            rows = batch
            # (a reply the seal did not ask for would answer the next session's seal: an echo
            # of text its prompt never held, which no model could write)
            stub.replies.clear()
            stub.enqueue(*[{**_reply(rows, k % 3), "verdicts": []}] * 2)
        try:
            Memory.at(s, now).seal(sid, extractor=extractor)
        except Exception as e:  # noqa: BLE001  a seal that refuses is not a leak; say so
            print(f"  (seal {surface}/{lane} {sid}: {type(e).__name__}: {e})")
    if surface == "remember":
        for case in cases:
            said = f"remember this config: {case['text']}"
            try:
                Memory.at(s, now).remember(case["text"], said=said, typed=[said])
            except Exception:  # noqa: BLE001, S110  a note the guard refuses is not a leak
                pass
    try:
        Memory.at(s, now).consolidate()
    except Exception as e:  # noqa: BLE001  reported, and the outputs are still searched
        print(f"  (consolidate {surface}/{lane}: {type(e).__name__}: {e})")
    db = folder / "memory.db"
    import_store(s, db, now=now)
    store_text, sessions_text, facts_text = [], [], []
    for path in sorted(s.path.rglob("*")):
        if path.is_file():
            text = path.read_bytes().decode("utf-8", "replace")
            store_text.append(text)
            rel = str(path.relative_to(s.path))
            if rel.startswith("sessions"):
                sessions_text.append(decoded(text))
            elif path.suffix in (".jsonl", ".md"):
                facts_text.append(decoded(text) if path.suffix == ".jsonl" else text)
            if path.suffix == ".jsonl" and (rel.startswith("sessions") == (surface not in ("remember", "model_reply"))):
                for line in text.splitlines():
                    try:
                        run.messages += list(_strings(json.loads(line)))
                    except ValueError:
                        continue
    run.outputs["store"] = "\n".join(store_text)
    run.outputs["memory.db"] = db_texts(db) + "\n" + b"".join(
        p.read_bytes() for p in folder.glob("memory.db*")).decode("latin-1")
    exports = [export_memory(s, now)]
    for sid in ids:
        try:
            exports.append(export_session_markdown(s, sid, now))
        except Exception:  # noqa: BLE001, S110  a session with nothing to export
            pass
    run.outputs["exports"] = "\n".join(exports)
    run.stored = "\n".join(facts_text if surface in ("remember", "model_reply") else sessions_text)
    del by_file
    run.seconds = time.perf_counter() - start
    return run


def logs_text() -> str:
    import llm

    logs = llm.user_dir() / "logs.db"
    if not logs.exists():
        return ""
    return db_texts(logs) + "\n" + b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("latin-1")


@dataclass
class Tally:
    secrets: int = 0
    leaks: int = 0
    keeps: int = 0
    changed: int = 0
    where: collections.Counter = field(default_factory=collections.Counter)
    leaked: list = field(default_factory=list)
    changed_list: list = field(default_factory=list)


def measure(cases: list[dict], surfaces: Iterable[str], lanes: Iterable[str],
            split: Callable[[dict], str]) -> dict[tuple[str, str, str], Tally]:
    """(surface, lane, split) -> Tally, every case on every surface through every lane."""
    import llm

    cases = [as_documented(case) for case in cases]

    from tests.llm_stub import Stubs, _load_plugins

    _load_plugins()
    stubs = Stubs()
    llm.pm.register(stubs, name="lc-memory-bench-stubs")
    out: dict[tuple[str, str, str], Tally] = collections.defaultdict(Tally)
    seconds = 0.0
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            for surface in surfaces:
                for lane in lanes:
                    if surface == "model_reply" and lane == "offline":
                        continue  # only a model says it
                    # a store of many sessions seals slower and slower: titles (a session each) go 50 a store
                    size = TITLE_CHUNK if surface == "title" else len(cases)
                    for c0 in range(0, len(cases), size):
                        chunk = cases[c0:c0 + size]
                        # llm's logs.db of this run alone: one shared by every run charged each
                        # model-lane surface with every earlier surface's logged leaks (the model
                        # reply, run last, carried them all)
                        os.environ["LLM_USER_PATH"] = str(work / f"llm-{surface}-{lane}-{c0}")
                        run = run_pipeline(work / f"{c0}", chunk, surface, lane, stubs.schema)
                        texts = dict(run.outputs)
                        if lane == "model":
                            texts["logs.db"] = logs_text()
                        _tally_run(out, chunk, surface, lane, split, run, texts)
                        seconds += run.seconds
                    print(f"  {surface:12s} {lane:8s} {seconds:6.1f} s", flush=True)
                    seconds = 0.0
    finally:
        llm.pm.unregister(name="lc-memory-bench-stubs")
    return out


def _tally_run(out: dict, cases: list[dict], surface: str, lane: str, split: Callable[[dict], str], run: Run,
               texts: dict[str, str]) -> None:
    kept_values = [k for case in cases for k in case["keep"]]
    for case in cases:
        t = out[(surface, lane, split(case))]
        for value in case["secrets"]:
            if surface == "title" and value not in _title_text(case):
                continue  # a title is one line: this value is not in it
            t.secrets += 1
            where = leaked(value, texts, kept_values, case["text"])
            if where:
                t.leaks += 1
                t.where.update(where)
                t.leaked.append((case["id"], value, where))
        if surface in ("title", "model_reply"):
            continue  # near-misses: checked where the text is kept whole
        for value in case["keep"]:
            t.keeps += 1
            if not kept_in_case(case, value, run):
                t.changed += 1
                t.changed_list.append((case["id"], value))


# AWS's documented example credentials (its guides' access key id and secret access key): one
# meaning in every round's set and in secrets.jsonl's redact rows, they are taken (redacting them is
# harmless; a scanner that keeps them keeps a real key's shape). A case that marked them as
# near-misses counts them as secrets (issue 33, round 34: round 33's dev had them as near-misses)
DOCUMENTED_EXAMPLES = frozenset({"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"})


def as_documented(case: dict) -> dict:
    """*case* with AWS's documented example keys among its secrets, none among its near-misses."""
    moved = [v for v in case["keep"] if v in DOCUMENTED_EXAMPLES]
    if not moved:
        return case
    return {**case, "keep": [v for v in case["keep"] if v not in DOCUMENTED_EXAMPLES],
            "secrets": [*case["secrets"], *moved]}


def engine_only(cases: list[dict]) -> tuple[int, int, int, int]:
    """The engine alone (``redact_secrets`` on the case text): secrets left / total, near-misses
    changed / total. Seconds, not minutes: for tuning and for the test."""
    from lc_memory.redact.engine import redact_secrets

    secrets = leaks = keeps = changed = 0
    for case in map(as_documented, cases):
        out = redact_secrets(case["text"])
        for value in case["secrets"]:
            secrets += 1
            leaks += left_in(value, out, case["text"])
        for value in case["keep"]:
            keeps += 1
            changed += value not in out
    return leaks, secrets, changed, keeps


# --- the real transcripts ------------------------------------------------------------------

def real_false_redactions(folder: Path = SHARED / "real-transcripts") -> list[tuple[str, str]]:
    """Every redaction marker the stored sessions of the real transcripts carry, with context."""
    from lc_memory.ingest.base import ingest
    from lc_memory.store.files import Store

    found = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(folder.rglob("*.jsonl")):
            s = Store(Path(tmp) / path.stem, "real")
            s.path.mkdir(parents=True)
            try:
                ingest(s, [path], strict=False)
            except Exception:  # noqa: BLE001, S112  a file no reader takes has nothing stored
                continue
            for f in sorted(s.path.rglob("*.jsonl")):
                text = decoded(f.read_text("utf-8", "replace"))
                for m in MARKER.finditer(text):
                    found.append((path.name, text[max(0, m.start() - 80): m.end() + 40].replace("\n", " ")))
    return found


# --- report --------------------------------------------------------------------------------

def report(results: dict[tuple[str, str, str], Tally], splits: Iterable[str]) -> None:
    for sp in splits:
        print(f"\n{sp}: leaks / secrets, near-misses changed / near-misses (surface x lane)")
        tot = Tally()
        for surface in SURFACES:
            for lane in LANES:
                t = results.get((surface, lane, sp))
                if t is None or (t.secrets == 0 and t.keeps == 0):
                    continue
                tot.secrets += t.secrets
                tot.leaks += t.leaks
                tot.keeps += t.keeps
                tot.changed += t.changed
                caught = 100 * (1 - t.leaks / t.secrets) if t.secrets else 100.0
                print(f"  {surface:12s} {lane:8s} leaks {t.leaks:4d} / {t.secrets:4d} (caught {caught:5.1f}%)  "
                      f"near-misses changed {t.changed:3d} / {t.keeps:4d}   outputs: "
                      f"{dict(t.where.most_common())}")
        if tot.secrets:
            print(f"  {'all':12s} {'':8s} leaks {tot.leaks:4d} / {tot.secrets:4d} "
                  f"(caught {100 * (1 - tot.leaks / tot.secrets):5.1f}%)  near-misses changed {tot.changed} / {tot.keeps}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=["dev", "held"], help="one split only (default: both, reported apart)")
    parser.add_argument("--surfaces", nargs="*", default=list(SURFACES), choices=SURFACES)
    parser.add_argument("--lanes", nargs="*", default=list(LANES), choices=LANES)
    parser.add_argument("--engine", action="store_true", help="the engine alone, no pipeline")
    parser.add_argument("--no-shared", action="store_true", help="skip ../shared/data/corpora/secrets.jsonl")
    parser.add_argument("--no-real", action="store_true", help="skip the real transcripts")
    parser.add_argument("--list", type=int, default=15, help="list this many leaks and changes per split")
    parser.add_argument("--show-held", action="store_true",
                        help="list the held third's cases too (by default only its totals: it is never tuned on)")
    parser.add_argument("--batch", type=Path, nargs="*", default=[],
                        help="the engine alone on these batches in the hand-picked format (batch6-held.jsonl: "
                             "totals only), built in memory with their random values")
    args = parser.parse_args(argv)
    if args.batch:
        rows = batch_rows(args.batch)
        leaks, secrets, changed, keeps = engine_only(rows)
        print(f"engine alone, {' + '.join(p.name for p in args.batch)}: {len(rows)} cases, {leaks} / {secrets} "
              f"secrets left ({100 * (1 - leaks / secrets):.1f}% caught), {changed} / {keeps} near-miss values changed")
        return

    tmp_env = tempfile.mkdtemp()
    os.environ["LLM_USER_PATH"] = str(Path(tmp_env) / "llm")
    os.environ["LC_MEMORY_STORE"] = str(Path(tmp_env) / "store")
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "LLM_MODEL"):
        os.environ.pop(key, None)

    cases = load(args.split)
    splits = [args.split] if args.split else ["held", "dev"]
    by_split = collections.Counter(c["split"] for c in cases)
    print(f"corpus: {len(cases)} cases ({dict(by_split)}), "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['keep']) for c in cases)} near-miss values, "
          f"{len({c['syntax'] for c in cases if c['secrets']})} syntaxes, "
          f"{len({c['tool'] for c in cases if c['secrets'] and c['syntax'] == 'command'})} command-line tools")
    for sp in splits:
        part = [c for c in cases if c["split"] == sp]
        leaks, secrets, changed, keeps = engine_only(part)
        print(f"engine alone, {sp}: {leaks} / {secrets} secrets left ({100 * (1 - leaks / secrets):.1f}% caught), "
              f"{changed} / {keeps} near-miss values changed")
    shared = [] if args.no_shared else shared_rows()
    if shared:
        leaks, secrets, changed, keeps = engine_only(shared)
        print(f"engine alone, shared secrets.jsonl: {leaks} / {secrets} left, {changed} / {keeps} keep rows changed")
    if args.engine:
        return
    results = measure(cases + shared, args.surfaces, args.lanes,
                      lambda c: c.get("split", "shared"))
    report(results, splits + (["shared"] if shared else []))
    for sp in splits:
        if sp == "held" and not args.show_held:
            continue  # totals only: a listed held case is a held case read
        leaks = [x for (s, lane, p), t in results.items() if p == sp for x in [(s, lane, *y) for y in t.leaked]]
        changed = [x for (s, lane, p), t in results.items() if p == sp for x in [(s, lane, *y) for y in t.changed_list]]
        by_case = collections.Counter(x[2] for x in leaks)
        print(f"\n{sp}: {len(by_case)} cases leak somewhere; the most: ")
        for cid, n in by_case.most_common(args.list):
            print(f"  {n:3d}  {cid}")
        print(f"{sp}: near-misses changed, by case:")
        for cid, n in collections.Counter((x[2], x[3][:60]) for x in changed).most_common(args.list):
            print(f"  {n:3d}  {cid}")
    if not args.no_real:
        found = real_false_redactions()
        print(f"\nreal transcripts: {len(found)} redaction markers in the stored sessions")
        for name, context in found[:40]:
            print(f"  {name}: …{context}…")


if __name__ == "__main__":
    main()
