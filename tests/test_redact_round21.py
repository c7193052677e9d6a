"""Issue 33, round 21: CredData's dev misses read by a value's place (dev third; values are
CredData's own obfuscation), each family red without its rule."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

# a word handed as a literal to a password's own name: any word, a common one too
LITERAL = [
    ('    password: "rttepsrul"', "rttepsrul"),
    ("                'Password': 'rmohep',", "rmohep"),
    ('\t\tPassword:      "ysjw",', "ysjw"),
    ("        git = Git(tmp, username=\"peter\", password=\"yswhr\", verify_ssl=False, runner=runner,", "yswhr"),
    ('    User("CFNUser", LoginProfile=LoginProfile(Password="Xgfymytx"))', "Xgfymytx"),
    ("  process.env['PGPASSWORD'] = 'hmnn'", "hmnn"),
    ("    mysql_db = MySQLDatabase('my_app', user='app', password='fgagvioj',", "fgagvioj"),
    ("CLICKHOUSE_PASSWORD=XERQ", "XERQ"),
    ("      - MYSQL_ROOT_PASSWORD=awrx", "awrx"),
    ("          POSTGRES_PASSWORD: pazl", "pazl"),
    ("docker run --name mysql1 -p 3316:3306 -e MYSQL_ROOT_PASSWORD=vqed -d daocloud.io/library/mysql:5.7.13", "vqed"),
    ("key.store.password=oaceelp", "oaceelp"),
    ("bind_pw                  = uouhc", "uouhc"),
    ("canal.instance.tsdb.dbPassword = uirix", "uirix"),
    ("dspassword=EzqnIbdlvu", "EzqnIbdlvu"),
    ('      - "DB_TSAM_PASSWD=eeow"', "eeow"),
    ('    -e "ELASTIC_PASSWORD=nfrxoglp" \\', "nfrxoglp"),
    ("weave_password: VbsmoJqoccberKsoa", "VbsmoJqoccberKsoa"),
    ("        password : ldntr", "ldntr"),
    ('db_config = {"user": "app", "password": "pelican"}', "pelican"),
]
# what a password's name holds that is still no password: a variable, a word for it in a
# language, a verdict, a kind, a list's next item, a ternary's branch, a country's code
LITERAL_KEPT = [
    "            self.password = passwd",
    "        normalized_password = normalize(raw)",
    '    "password": "Passwort",',
    '  "password": "Wachtwoord",',
    '    password: "contrasenya"',
    "      assert {:error, changeset} = Accounts.create_user(%{password: \"short\"})",
    "    'password' => 'required',",
    "              password: hash",
    "    var properties = ['protocol', 'username', 'password', 'hostname', 'port'];",
    "\t\t\t\tli.className = assertion.result ? \"pass\" : \"fail\";",
    '{"PT":"Portugal","PW":"Palau","PY":"Paraguay"}',
    "      POSTGRES_PASSWORD: postgres",
    'ArduinoOTA.setPassword("admin"); db = {"password": "raspberry"}',
    "      sentinel_password: sentinel_specific_pass",
    "      client.login({ username: clientName, password: 'abcdefgh' })",
    "    it { should have_requested(:post, paths[:sign]).with(body: { passphrase: 'phrase' }) }",
    "#SMTP_PASSWORT=bitte-aendern",
    "    password = long-random-string",
    "    dbSchemaPassword = currentPassword",
    "        self.password = Hunter",
    "    login(password=userPass)",
    "    internal sealed class AuthUserPass : AuthMethod",
    '    x = "password=" + pw',
    '            const string testPassword = "basicPass";',
    '    "password": "passwordtwo"',
]


@pytest.mark.parametrize(("text", "secret"), LITERAL)
def test_a_word_at_a_passwords_name_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", LITERAL_KEPT)
def test_what_a_passwords_name_holds_that_is_no_password_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a literal a password's name is compared with; SQL's clauses, a place only a password holds;
# a quoted literal that switches case
COMPARED = [
    ('            return user == "user" and password == "fcvcxh"', "fcvcxh"),
    ("        assert cfg['password'] == 'lgltgn'", "lgltgn"),
    ('                assert config.sudo.password == "jygchyh"', "jygchyh"),
    ("  return onwards(username === 'Tina' && password === 'Mkkwbze');", "Mkkwbze"),
    ('\t\t\tif c.User() == "testuser" && string(pass) == "vpmlr" {', "vpmlr"),
    ("CREATE USER 'ctfduser'@'localhost' IDENTIFIED BY 'kqlc';", "kqlc"),
    ("\tSQL> alter user sys identified by GXMEQocgci container=all;", "GXMEQocgci"),
    ("CREATE ROLE app_admin WITH LOGIN PASSWORD iplqy_lusn;", "iplqy_lusn"),
    ("  password: 'qczqgTzpmw',", "qczqgTzpmw"),
    ('            MasterUserPassword="NetxOtjntgih",', "NetxOtjntgih"),
]
COMPARED_KEPT = [
    "    if (typeof this.password === 'function') {",
    "      if (cmd.oldPassword !== 'reset') {",
    '    if password == "":',
    "    if (user.password === undefined) {",
    "    if mode == 'password':",
    "CREATE USER 'rental'@'localhost' IDENTIFIED BY 'THAY_BANG_MAT_KHAU_RIENG';",
    "CREATE ROLE drilling_costing WITH LOGIN PASSWORD 'choose-a-local-password';",
    "CREATE USER 'app'@'%' IDENTIFIED BY 'password';",
]


@pytest.mark.parametrize(("text", "secret"), COMPARED)
def test_a_compared_literal_and_sqls_clause_are_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", COMPARED_KEPT)
def test_a_type_a_verdict_or_a_name_for_the_password_stays(text: str) -> None:
    assert redact_secrets(text) == text


# sixteen letters or more at another secret's name; a NATS NKEY seed where the text says so
LONG_LETTERS = [
    ('\t\t\t\tEnvClientSecret: "xitnwuihawkrefsbvrqldbqgpjojntrnxspwvhuzeedz",', "xitnwuihawkrefsbvrqldbqgpjojntrnxspwvhuzeedz"),
    ("RIMUHOSTING_API_KEY=doszxeyqboniurgnqrfjekfqweydyblnldvknn \\\n", "doszxeyqboniurgnqrfjekfqweydyblnldvknn"),
    ("-----BEGIN USER NKEY SEED-----\nSUMAP5GV3Y2WXW3BLVLVDBWGVBTHHUOSJNRG64LR6SNOS3T2PXPM2TRJ6O\n------END USER NKEY SEED------",
     "SUMAP5GV3Y2WXW3BLVLVDBWGVBTHHUOSJNRG64LR6SNOS3T2PXPM2TRJ6O"),
]
LONG_LETTERS_KEPT = [
    '        "//registry.npmjs.org/:_authToken": "deadbeef",',
    "            work_on_element(dirpath, dirname, token=\"directory\")",
    '  "refresh_token": "eyJrefresh",',
    "    token: DEADBEEF",
    '  api_key: "apikeyvaluehere"',
    "    nkey: UDXU4RCSJNZOIQHZNWXHXORDPRTGNJAHAHFRGZNEEJCPQTT2M7NLCNF4",
]


@pytest.mark.parametrize(("text", "secret"), LONG_LETTERS)
def test_long_letters_at_a_secrets_name_and_a_seed_are_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", LONG_LETTERS_KEPT)
def test_a_word_at_a_secrets_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


# code's own name for a secret where a bare value stands at its name (CredData's F lines)
CODE_KEPT = [
    "      certs.sslPass = config.mongoSSLPassword;",
    "\t\t\tconfig.SecretAPIKey = test.secretAPIKey",
    "    consumerKey: config.twitter.clientID,",
    "    clientSecret: process.env.IdentityServer4_CLIENT_SECRET",
    "\tsuite.configuration.LDAP.Password = testLDAPPassword",
    "    connection_data['password'] = 'pass_sha256'",
    '                    key=color+"Input"',
    '\t\t\tcache.Set("key:"+index, "value:"+index)',
    '    var key = "resource-history|" + url + "|" + loaderId + "|" + timestamp;',
]
CODE_TAKEN = [
    ('        String keyPassword = "Zq8Lm2Rt5Vx9";', "Zq8Lm2Rt5Vx9"),
    ("    password = Secret.Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    ('OPENAI_API_KEY=Zk9mQ2rT5vX8bN1cF4+', "Zk9mQ2rT5vX8bN1cF4"),
]


@pytest.mark.parametrize("text", CODE_KEPT)
def test_codes_own_name_for_a_secret_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), CODE_TAKEN)
def test_a_value_beside_codes_names_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a locale's label at a password's name, a sentence in a language's own letters (Redmine's
# config/locales, an outside check where nothing is a secret)
LABELS_KEPT = [
    "  field_password: Pasahitza",
    "  field_password_confirmation: Potvrda",
    "  setting_lost_password: ¿Olvidaste la contraseña?",
    "  mail_body_lost_password_validity: '請注意您只能使用此鏈接更改密碼一次。'",
]


@pytest.mark.parametrize("text", LABELS_KEPT)
def test_a_label_about_the_password_stays(text: str) -> None:
    assert redact_secrets(text) == text
