"""Issue 33, round 9 (batches 65-67, dev part): the rules written for what the blind batches left."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9Kd3F"


@pytest.mark.parametrize("text", [
    f"192.168.0.103:5432:*:casaos:{SECRET}",  # a .pgpass line whose host is an IPv4 address
    f'echo "echo \\"10.2.10.56:5432:*:contrib:{SECRET}\\" >> ~/.pgpass"',  # ... in an escaped string
])
def test_a_pgpass_line_with_an_address_for_its_host_loses_its_password(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", ["10.0.0.1:5432:*:app:*", "at 12:30:45:10:20 the job ran"])
def test_a_pgpass_line_without_a_password_and_a_time_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'.password(Some("{SECRET}".to_string()))',  # Rust's builders (mongodb's Credential, diesel)
    f'    |> pog.password(Some("{SECRET}"))',  # Gleam's pog
    f'password: Some("{SECRET}"),',  # a record's field
    f'config.setPassword(Optional.of("{SECRET}"));',
])
def test_a_secret_name_given_its_value_in_an_option_loses_it(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    '.username(Some("root".to_string()))', ".password(Some(password))", "password: Some(String::new()),",
    '.password(Some("${DB_PASSWORD}".into()))', f'let k = Some("{SECRET}")',
])
def test_an_option_that_holds_no_secret_or_names_none_stays(text):
    assert redact_secrets(text) == text


def test_a_key_given_with_its_parameter_name_is_no_spec_of_pairs():
    """Swift's ``static let apiKey = "APPID=<32 hex>"`` (OpenWeather's key and its query name)."""
    text = 'static let apiKey = "APPID=4a9493da6562fd1e041583bb8b207d8e"'
    assert "4a9493da6562fd1e041583bb8b207d8e" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "secret: id=npmrc,src=.npmrc", 'SECRET_KEY = "id=npmrc"', 'token = "MODE=max"',
    'api_key = "sha256=4a9493da6562fd1e041583bb8b207d8e"',  # a hash's name: data
])
def test_a_spec_of_pairs_and_a_named_hash_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("value", ["MyGitHubToken", "MyApiKey", "MeinPasswort", "MyAPIKey"])
def test_my_and_the_secret_it_names_is_a_placeholder(value):
    """NuGet's docs: <add key="cleartextpassword" value="MyGitHubToken" /> (batch 65)."""
    for text in (f'<add key="cleartextpassword" value="{value}" />', f"password: {value}", f"api_token={value}"):
        assert redact_secrets(text) == text, text


@pytest.mark.parametrize("value", ["MaQwErTyKey9", "MyS3cretToken", "Zq8Lm2Rt5Vx9"])
def test_a_random_value_that_starts_like_my_is_taken(value):
    assert value not in redact_secrets(f'<add key="cleartextpassword" value="{value}" />')


@pytest.mark.parametrize("text", [
    f': PSK "{SECRET}"', f'10.0.0.1 %any : PSK "{SECRET}"', f'alice : EAP "{SECRET}"',  # strongSwan's ipsec.secrets
    f"<auth-user-pass>\nvpnuser\n{SECRET}\n</auth-user-pass>",  # OpenVPN's inline credentials
    f'client.get(url).basic_auth("admin", Some("{SECRET}")).send()',  # reqwest, the password an Option
    f"fastlane match --git_basic_authorization {SECRET}", f'basicAuthorization = "{SECRET}"',
])
def test_credential_files_and_calls_probed_from_the_code_index_lose_the_secret(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    ": RSA server.key", ': PSK "your-pre-shared-key"', 'alice : EAP "${EAP_PASSWORD}"', 'note: PSK "mode" is used',
    "<auth-user-pass>\nusername\npassword\n</auth-user-pass>", "auth-user-pass /etc/openvpn/login.txt",
    '.basic_auth("admin", Some(password))', 'git_basic_authorization: ENV["MATCH_GIT_BASIC_AUTHORIZATION"]',
    "basic_authorization: true",
])
def test_their_near_misses_stay(text):
    assert redact_secrets(text) == text


def _token(n: int, seed: int) -> str:
    import random
    import string
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


@pytest.mark.parametrize("text,secret", [
    (f"https://discord.com/api/webhooks/123456789012345678/{_token(68, 1)}", _token(68, 1)),
    (f"https://api.telegram.org/bot1234567890:AA{_token(33, 2)}/sendMessage", _token(33, 2)),
    (f'client.run("MT{_token(24, 3)}.{_token(6, 4)}.{_token(38, 5)}")', _token(38, 5)),
    ('client = Client("ACd51d5673438e61beab700f1581072516", "6e97fbac26569dfb0f03daa2d6ffef58")',
     "6e97fbac26569dfb0f03daa2d6ffef58"),
])
def test_provider_shapes_without_a_secret_name_are_taken(text, secret):
    """A Discord webhook's URL, a Telegram bot's token in the Bot API's URL, a Discord bot's token
    given to client.run, Twilio's auth token after its account SID."""
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "https://discord.com/api/webhooks/123456789012345678/YOUR_WEBHOOK_TOKEN", 'app.run("MTIzNDU2Nzg5MDEyMzQ1Njc4.abc.def")',
    "version: Node.js.v18.16.0", 'client = Client("AC0123456789abcdef0123456789abcdef", auth_token)',
])
def test_provider_near_misses_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    'curl -H "Authorization: Bearer YOUR_API_KEY" https://api.example.com/v1',  # docs' curl lines
    "Authorization: Bearer YOUR_ACCESS_TOKEN_HERE", "Authorization: Bearer ACCESS_TOKEN", "Authorization: Bearer sk-xxxxxxxx",
    '--env-vars "DB_PASSWORD=secretref:db-password"',  # Azure Container Apps' reference to its secret
    "password: keyvaultref:https://kv.vault.azure.net/secrets/db,identityref:/subscriptions/x",
])
def test_a_samples_words_in_a_header_and_a_secret_reference_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("token", ["9f86d081884c7d659a2feaa0c55ad015", SECRET, "ABCDEF_GHIJKL_9"])
def test_a_token_in_a_header_is_still_taken(token):
    assert token not in redact_secrets(f"Authorization: Bearer {token}")


@pytest.mark.parametrize("text", [
    f'Driver={{ODBC Driver 17}};Server=db;UID=sa;PWD={{{SECRET}}};',  # ODBC's braces
    f'url = "jdbc:oracle:thin:app/{SECRET}@//db:1521/ORCL"',  # Oracle's thin URL
    f'es = Elasticsearch("https://h:9200", basic_auth=("elastic", "{SECRET}"))',
    f'Elasticsearch(hosts, http_auth=("elastic", "{SECRET}"))',
])
def test_connection_strings_and_auth_pairs_lose_the_password(text):
    assert SECRET not in redact_secrets(text)


KEY_HEX = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"


@pytest.mark.parametrize("text", [
    f'const wallet = new ethers.Wallet("0x{KEY_HEX}");', f'acct = Account.from_key("{KEY_HEX}")',
    f'const account = privateKeyToAccount("0x{KEY_HEX}")',
])
def test_a_private_key_given_to_the_call_that_opens_an_account_is_taken(text):
    assert KEY_HEX not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    f'tx = w3.eth.get_transaction("0x{KEY_HEX}")', "const wallet = new ethers.Wallet(process.env.PRIVATE_KEY);",
    'Wallet("0x' + "0" * 64 + '")', "jdbc:oracle:thin:@//db:1521/ORCL", "Password={password};",
])
def test_a_hash_a_reference_and_an_empty_key_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'ThingSpeak.writeFields(myChannelNumber, "{SECRET}");', f'Firebase.begin("x.firebaseio.com", "{SECRET}");',
    f'Blynk.begin("{SECRET}", ssid, pass);', f'Blynk.begin(auth, "HomeNet", "{SECRET}");',  # the token; the Wi-Fi password
    f'network.WLAN(network.STA_IF).connect("HomeNet", "{SECRET}")',  # MicroPython, the interface made inline
    f'auto secret = std::string("{SECRET}");', f'let token = String::from("{SECRET}");',  # a string's constructor
    f'buildConfigField("String", "API_KEY", "\\"{SECRET}\\"")', f"buildConfigField 'String', 'API_KEY', '\"{SECRET}\"'",
])
def test_embedded_and_mobile_forms_lose_the_secret(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "Blynk.begin(auth, ssid, pass);", "Firebase.begin(FIREBASE_HOST, FIREBASE_AUTH);", 'Blynk.begin("YourAuthToken", ssid, pass);',
    'let name = String::from("hello world");', f'let s = String::from("{SECRET}");', 'auto host = std::string("db.example.com");',
    'buildConfigField("String", "BASE_URL", "\\"https://api.example.com\\"")', 'buildConfigField("String", "API_KEY", apiKey)',
])
def test_embedded_and_mobile_near_misses_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"la contraseña es {SECRET}", f"das Passwort lautet {SECRET}", f"le mot de passe est {SECRET}", f"a senha é {SECRET}",
    f"初始密码是 {SECRET}", f"パスワードは{SECRET}です", f"비밀번호는 {SECRET}", f"密碼為{SECRET}。",
])
def test_the_password_is_v_in_other_languages_loses_v(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "das Passwort ist falsch", "la contraseña es incorrecta", "le mot de passe est trop court", "a senha é obrigatória",
    "密码是必填项", "パスワードはadminです", "la contraseña es ${DB_PASSWORD}", "la clave es la siguiente",
])
def test_what_a_password_is_said_to_be_that_is_no_value_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"api_keys:\n  openai: {SECRET}\n", f'"apiKeys": {{"openai": "{SECRET}"}}', f"API_KEYS={SECRET}",
])
def test_a_plural_keys_name_names_a_map_of_keys(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "api_keys: []", "api_keys: ${API_KEYS}", "api_keys:\n  - name: openai\n    env: OPENAI_API_KEY\n", "api_keys_enabled: true",
    "num_api_keys: 3", "secret_keys: 2", "api_keys_url: https://x/keys",
])
def test_what_a_plural_keys_name_holds_that_is_no_key_stays(text):
    assert redact_secrets(text) == text
