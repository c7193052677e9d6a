"""Rules written for what the dev part of secrets-configs batch 6 (and batch 7) missed (issue 33).

Each text is the shape of a real file or command of the batch (random values, so no real
secret); without its rule the value stays in the scrubbed text. The near-miss texts beside
them are the same shapes with a reference or a name where the value stood: they stay whole.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"

CAUGHT = [
    # .NET's Secret Manager: the value is a secret whatever its key says
    f'dotnet user-secrets set "Movies:ServiceApiKey" "{SECRET}"',
    f'dotnet user-secrets set "Db" {SECRET} --project src/Api',
    # oathtool's KEY is the shared TOTP/HOTP secret
    f"oathtool --totp -b {SECRET}",
    # a database connection's third argument (batch 7: JDBC, Sequelize; PHP and Python alike)
    f'Connection conn = DriverManager.getConnection(url, "root",\n        "{SECRET}");',
    f"const sequelize = new Sequelize('database', 'username', '{SECRET}', {{",
    f"module.exports = new Sequelize(\n    'database',\n    'username',\n    '{SECRET}',\n    {{",
    f"$db = new PDO($dsn, 'app', '{SECRET}');",
    f"conn = pymysql.connect('localhost', 'root', '{SECRET}', 'shop')",
    # Redis's own commands at its prompt or alone on a line (batch 7: a cluster session)
    f"192.168.31.166:7000> AUTH {SECRET}",
    f"127.0.0.1:6379> auth {SECRET}",
    f"AUTH redis {SECRET}",
    f'192.168.31.166:7000> CONFIG SET requirepass "{SECRET}"',
    # Windows' net use / net user and an expect script's answer to a password prompt (batch 8)
    f"net use Z: \\\\server\\share /user:username {SECRET}",
    f"::  net use l: \\\\Jaguar\\jsoper /user:MYGROUP\\jsoper {SECRET} /persistent:no",
    f"* net use \\\\[targetIP]\\[sharename] {SECRET} /u:[UserName]",
    f"net user /add [user] {SECRET}",
    f"net user backup {SECRET} /add",
    f'expect "assword:"\nsend "{SECRET}\\r"',
    f'expect {{\n    "password:" {{\n        send "{SECRET}\\n"\n    }}\n}}',
    # Go's MySQL driver DSN with the host left out (batch 9)
    f'db, err := sql.Open("mysql", "user:{SECRET}@/dbname")',
    # a clone URL whose user is a placeholder to fill and whose token is real (batch 10)
    f"git clone https://<username>:{SECRET}@gitlab.example.com/tanuki/awesome_project.git",
    f'curl --header "Authorization: Token token={SECRET}9f86d0"',
    # Cisco IOS configuration, written or typed at its prompt (batch 12)
    f"! Configure enable secret as well as local user accounts\nenable secret {SECRET}",
    f"username admin privilege 15 password 0 {SECRET}",
    f"R1(config)#**enable secret {SECRET}**",
    f"R1(config-line)#password {SECRET}",
    # Vercel's secret store (batch 13)
    f"  vercel secrets add ggtech-db-user {SECRET}",
    # a random password with a "." in it is no dotted code name (batch 11's signing config)
    "            keyPassword 'CmNp9u4f.UGwbDS'",
    "storePassword 'CmNp9u4f%2eUGwbDS'",
    # syntaxes the key reader had not read (found writing the dev keys in other languages' forms):
    # R's assignment, a C# auto-property's initializer (batch 9's R and C# files)
    f'db_password <- "{SECRET}"',
    f'public string Password {{ get; set; }} = "{SECRET}";',
    # a YAML anchor on the value (password: &db_pass V, reused as *db_pass)
    f"DB_PASSWD: &pw {SECRET}",
    # a command as an array of strings (an exec form): Dockerfile, Compose, Kubernetes, code
    f'CMD ["redis-server", "--requirepass", "{SECRET}"]',
    f'command: ["mysql", "-u", "root", "-p{SECRET}"]',
    f'subprocess.run(["rabbitmqctl", "add_user", "orders", "{SECRET}"])',
    f'res, err = execCommand(logger, "ipmitool", "-I", "lanplus", "-H", ip, "-U", "admin", "-P", "{SECRET}")',
    # an SSM SecureString printed decrypted (aws ssm get-parameter --with-decryption)
    f'{{"Parameter": {{"Name": "/prod/db/master", "Type": "SecureString", "Value": "{SECRET}", "Version": 3}}}}',
    # macOS launchctl setenv NAME VALUE (found writing the dev keys as environment setters)
    f"launchctl setenv SECRET {SECRET}",
    # said in prose with the key's own spelling (api_key -> V, the secret_key is V)
    f"api_key -> {SECRET}",
    f"the secret_key is {SECRET}",
]

# values of the shapes a random generator gives that the value gates read as something else
# (found re-filling the dev cases with fresh random values): base64 with a "/" is no path, a
# Cisco secret may hold "*"
SHAPES = [
    ("vercel --token kjZ2dE/30f1Vfv2v deploy", "kjZ2dE/30f1Vfv2v"),
    ('token: "j1Qs/ssPXsy3R7SJNWYQJqqN"', "j1Qs/ssPXsy3R7SJNWYQJqqN"),
    ("enable secret PT*^Es@6nz5E", "PT*^Es@6nz5E"),
    # a password that holds "=" is still the argument a command takes it in
    ("rabbitmqctl add_user admin Ydf=3G-7A1%8trX!Qyx95", "Ydf=3G-7A1%8trX!Qyx95"),
]
KEPT_PATHS = ["secret_path: prod/shop/db-AbC123", "token_path: kv/data/app", "password_file: secrets/db/password.txt"]

KEPT = [
    'dotnet user-secrets set "ConnectionStrings:Db" "$DB_CONNECTION"',
    "dotnet user-secrets list --project src/Api",
    "oathtool --totp -b $TOTP_SECRET",
    "Connection connection = DriverManager.getConnection(url, user, password);",
    "new Sequelize('database', 'username', process.env.DB_PASS, {",
    "AUTH $REDIS_PASSWORD",
    "(error) ERR Client sent AUTH, but no password is set",
    "        auth = get_netrc_auth(url)",
    'CONFIG SET requirepass "${REDIS_PASSWORD}"',
    "net use h: \\\\Leopard\\Public /user:WORKGROUP\\%unix1% %unix2% /persistent:no",
    "net use X: \\\\server\\share /USER:domainname\\username /PERSISTENT:YES",
    "net use * \\\\target\\c$ /u:admin *",
    "the net user count rose by a third",
    'expect "Password:"\nsend "$passwd\\r";',
    'expect -re $prompt_regex { send "$password\\r" }',
    'db, err := sql.Open("mysql", "root:@/users")',
    'dsn := "root:${DB_PASSWORD}@/app"',
    # a header's parameter given a reference (batch 10: a Rails API's script)
    'curl "${API}${URL_PATH}" --include --request GET --header "Authorization: Token token=$TOKEN"',
    "git clone https://<username>:<token>@gitlab.example.com/tanuki/awesome_project.git",
    "enable secret 5 $1$DkGh$XSdDk6LdoqM0eO67V0lJ71",
    "Please enable password authentication in sshd_config",
    "the username should be unique and the password too",
    "enable secret <PASSWORD>",
    "  vercel secrets add [secret-name] [secret-value]",
    "vercel secrets add db $DB_PASS",
    "    storePassword keys.releaseStorePassword",
    "password: settings.SECRET_KEY",
    "password <- getLine",
    'token <- Sys.getenv("TOKEN")',
    "public string Password { get; set; }",
    'fields = ["password", "username", "email"]',
    'command: ["mysql", "-u", "root", "-p$MYSQL_PWD"]',
    'res, err = execCommand(logger, "ipmitool", "-H", ip, "-U", username, "-P", password, "chassis", "power", "on")',
    '{"Parameter": {"Name": "/prod/db/host", "Type": "String", "Value": "db.internal.example.com"}}',
    "launchctl setenv JAVA_HOME /Library/Java/JavaVirtualMachines/jdk-17.jdk/Contents/Home",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_the_batch_shapes_lose_their_value(text):
    out = redact_secrets(text)
    assert SECRET not in out and "CmNp9u4f" not in out


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_with_a_reference_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "value"), SHAPES)
def test_random_shapes_are_values(text, value):
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT_PATHS)
def test_a_store_path_stays(text):
    assert redact_secrets(text) == text


def test_an_array_of_strings_is_read_as_its_command_line_and_spans_map_back():
    from lc_memory.redact.fields import in_string_arrays

    text = f'CMD ["redis-server", "--requirepass", "{SECRET}"]'
    seen = []

    def finder(line):
        seen.append(line)
        at = line.find(SECRET)
        return [(at, at + len(SECRET), "x")] if at >= 0 else []

    spans = list(in_string_arrays(text, finder))
    assert seen == [f"redis-server --requirepass {SECRET}"]
    assert [text[s:e] for s, e, _ in spans] == [SECRET]
