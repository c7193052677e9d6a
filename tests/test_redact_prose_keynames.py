"""A key's or a token's name in another language before its value (issue 33, batch 89): ``**API
ключ**: `V```, ``APIキー: V``, ``Access Key：V``, ``秘钥：V``, ``la clé API est V``, ``Ключ API`` over
``V`` on the next line.

Every name of data/conversation.toml's [key_names] is tried alone on its line over a value (no
other rule reads that form, so each goes red when its word is dropped); the examples are the
file's [examples.key_names], the rest the shapes of batch 89's dev part with random values.
"""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9Kp"
_DATA = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "conversation.toml").read_text("utf-8"))
WORDS = _DATA["key_names"]["words"]
EXAMPLES = _DATA["examples"]["key_names"]


@pytest.mark.parametrize("word", WORDS)
def test_each_name_alone_over_its_value(word):
    assert SECRET not in redact_secrets(f"{word}\n{SECRET}")
    assert SECRET not in redact_secrets(f"**{word.title()}**\n\n`{SECRET}`")


# one name a language, written here (not read from the data): dropping a language's words goes red
BY_LANGUAGE = {
    "en": "Access Key", "ru": "API ключ", "uk": "Секретний ключ", "bg": "Таен ключ", "zh": "秘钥", "ja": "APIキー",
    "ko": "API 키", "de": "API-Schlüssel", "nl": "API-sleutel", "fr": "Clé API", "es": "Clave de API",
    "pt": "Chave de API", "it": "Chiave API", "tr": "API anahtarı", "vi": "Khóa API", "pl": "Klucz API",
    "id": "Kunci API", "ar": "مفتاح API", "fa": "کلید API", "hi": "API कुंजी", "th": "คีย์ API",
}


@pytest.mark.parametrize("name", BY_LANGUAGE.values(), ids=BY_LANGUAGE.keys())
def test_each_language_names_a_key(name):
    assert SECRET not in redact_secrets(f"{name}\n{SECRET}")
    assert SECRET not in redact_secrets(f"- {name}: `{SECRET}`")


@pytest.mark.parametrize("word", WORDS)
def test_each_name_over_a_word_or_a_placeholder_stays(word):
    for text in (f"{word}\nRequired", f"{word}\n<your-key>", f"{word}\n${{API_KEY}}", f"{word}\nxxxxxxxxxxxxxxxx"):
        assert redact_secrets(text) == text


@pytest.mark.parametrize("text", EXAMPLES["caught"])
def test_a_named_value_is_taken(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", EXAMPLES["kept"])
def test_the_same_names_without_a_value_stay(text):
    assert redact_secrets(text) == text


CAUGHT = [
    # a heading, a checklist's item, bold around the value in ticks
    f"### Наш API Ключ: `{SECRET}`",
    f"- [x] 获取真实AppSecret：`{SECRET}`",
    f"- Token de acceso: **`{SECRET}`**",
    # two names on one comment line: the first's value is an id (ключа: not the name), the second's taken
    f"    //Идентификатор ключа: ab12cd34 Ваш секретный ключ: {SECRET}",
    # a Korean list under a heading, a Japanese test report
    f"- 카카오 개발자 콘솔 설정\n  - REST API 키: `{SECRET}`\n  - Redirect URI: `https://example.com/kakao`",
    f"#### ✅ 正しい認証情報での接続\n- APIキー: `{SECRET}`\n- APIトークン: `{SECRET}`",
    # a glued copula, a quote of another script
    f"APIキーは「{SECRET}」です",
]

KEPT = [
    "- API ключ: `local.properties` → `ANTHROPIC_KEY=sk-ant-...`",
    "| `.env` | Klucz API: `OPENAI_API_KEY=sk-proj-...` |",
    "Chave API: `lm-studio`",
    "- مفتاح API: `CLOUDFLARE_AI_GATEWAY_API_KEY` (مفتاح API الخاص بالموفّر)",
    "print(f\"🤖 Токен бота: {masked_token}\")",
    "Ключ API: [скопируйте с страницы Endpoint]",
    "API密钥: 需要提供",
    "- アクセストークン: 15 分（短命）",
    "- 액세스 토큰: 15분 만료",
    "Access key：The Access Key\nSecret Key：The Secret Key",
    "// 密钥：npx wrangler secret put DEEPSEEK_API_KEY",
    "Секретный ключ Amazon для авторизации в корзине.",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_batch_shapes_are_taken(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_batch_near_misses_stay(text):
    assert redact_secrets(text) == text
