"""The agent's next step in another language is no outcome (issue 35): each language's
forward-step words in lexicon/extraction.toml (forward, forward_leads, forward_cjk,
forward_leads_cjk, forward_subjects, forward_inverted, forward_endings,
forward_endings_after_lead), each test red without the words it names, and the done
sentence beside it still a statement."""

from __future__ import annotations

import json

import pytest

from lc_memory.write.activity import activity
from lc_memory.write.extract import did_statement, forward, statement


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


LANGUAGES = {
    # language: (next steps, done sentences)
    "pt": (["Vou verificar o que o serializer retorna.", "Agora vou criar o script para SVM.",
            "Deixa eu analisar os arquivos relevantes.", "Em seguida, executarei o build para garantir que compila."],
           ["Criei o script de treinamento para SVM.", "O backend retorna starters e substitutes."]),
    "es": (["Voy a revisar el backend para verificar si todo funciona.", "Actualizaré el archivo CSS con los nuevos estilos.",
            "Primero, déjame revisar los modelos de clientes.", "¡Perfecto! Ahora voy a compilar el backend."],
           ["He actualizado el README con la descripción del problema.", "La compilación fue exitosa sin errores."]),
    "fr": (["Je vais corriger les erreurs de syntaxe dans app.ts.", "Laissez-moi d'abord mettre à jour le plan.",
            "Parfait ! Je vais maintenant finaliser les routes.", "Vérifions que le build passe toujours."],
           ["J'ai créé un nouveau composant pour les maquettes.", "Maintenant je comprends bien le code de la fonction."]),
    "de": (["Ich werde die Streamlit-Dateien entfernen.", "Lass mich zuerst die vorhandenen Dateien prüfen.",
            "Jetzt aktualisiere ich die Dokumentation der App.", "Als Nächstes lese ich die eigentliche Implementierung."],
           ["Ich habe die Anforderungen verstanden und umgesetzt.", "Jetzt habe ich die Station im Fahrplan gefunden."]),
    "ru": (["Давайте проверим созданный файл конфигурации.", "Теперь проверю полный тест UCI.",
            "Теперь я пересоберу пакет shared для клиента.", "Нужно добавить поддержку обоих форматов ключа.",
            "Приступаю к настройке nginx.", "Перехожу к обновлению документации."],
           ["Теперь код поддерживает оба формата ключа.", "Я успешно исправил проблему с пустыми чанками.",
            "Приступил к настройке и закончил её."]),
    "zh": (["让我先检查一下当前的构建配置。", "接下来我将更新测试。", "现在让我安装到手机上。", "好的，我来修改这个配置文件。"],
           ["很好！构建成功了。", "我现在已经有了全面的审计情况。"]),
    "ja": (["次に依存パッケージを追加します。", "念のためテストを実行して確認します。", "残りの参照を修正する。"],
           ["修正が完了しました。", "このフラグは確認プロンプトをスキップします。"]),
    "ko": (["이제 파일들을 수정하겠습니다.", "이제 MCP 서버를 작성합니다.", "백엔드 파일들을 만들겠습니다."],
           ["두 작업 모두 완료했습니다.", "이제 충분한 데이터를 확보했습니다.", "이 함수는 캐시를 지원합니다.",
            "Jest 는 테스트 파일을 병렬로 실행합니다.", "Poetry가 의존성을 잠금 파일에 기록합니다."]),
    "tr": (["Şimdi mevcut kaynak kodunu inceleyelim.", "İkisini de EpubManager içinde çözeceğim.",
            "Şimdi bir görsel mockup hazırlayayım.", "Şimdi kapsamlı bir analiz raporu hazırlıyorum."],
           ["Üç dosyayı da detaylıca inceledim.", "Tüm testler başarıyla tamamlandı."]),
}


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_next_step_is_no_statement_in_each_language(lang):
    nexts, dones = LANGUAGES[lang]
    for s in nexts:
        assert forward(s) and not statement(s), s
    for s in dones:
        assert not forward(s) and statement(s), s


def test_english_stays_as_it_was():
    assert forward("Great, now let me run the tests.") and forward("I'll update the README next.")
    for s in ("The tests pass on Python 3.11.", "On vacation the cron job is paused.", "Nun is a word here.",
              "Selim reviewed the change.", "Which would break the parser."):
        assert not forward(s), s


def test_a_session_that_closes_on_its_next_step_says_what_it_did_before():
    # A real shape (Portuguese, unseen round 5): the summary, then the next step as the very last words.
    messages = [typed("corrige o parser"), said("Corrigi o parser para aceitar datas ISO."),
                said("Vou começar pelos testes do módulo de datas.")]
    assert did_statement(activity({"cwd": "/w/app"}, messages), messages) == "Corrigi o parser para aceitar datas ISO."


def bash(command: str, output: str = "ok") -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "Bash", "content": json.dumps({"command": command}),
             "call": {"id": "t1", "tool": "shell", "command": command}},
            {"role": "tool", "kind": "tool_result", "content": output, "tool_use_id": "t1"}]


CLOSING = ("I added the `reset` target to the Makefile.\n\nTo reset your local database, run:\n\n"
           "```bash\nmake reset\n```\n\nThis will create a fresh database and apply every migration.")


def test_what_an_offered_command_will_do_is_no_outcome():
    # The command is given to the person, not run: "This will ..." says what running it would do.
    messages = [typed("add a way to reset the db"), said(CLOSING)]
    assert did_statement(activity({"cwd": "/w/app"}, messages), messages) == "I added the `reset` target to the Makefile."


def test_what_a_command_the_session_ran_does_stays():
    messages = [typed("add a way to reset the db"), *bash("make reset"), said(CLOSING)]
    assert "This will create a fresh database" in did_statement(activity({"cwd": "/w/app"}, messages), messages)


OFFERS = [  # extraction.offers (at the start, after the leads) and extraction.offers_anywhere
    "Se quiser, posso adicionar os testes do módulo de datas.", "Si necesitas otro ajuste, dímelo.",
    "Si vous souhaitez, je peux ajouter la pagination.", "Falls du möchtest, ergänze ich die Tests.",
    "Если нужно, могу вынести это в отдельный файл.", "İstersen testleri de ekleyebilirim.",
    "Por favor, avísame si necesitas alguna aclaración.", "Perfecto, me avise se precisar de algo mais.",
    "如果需要，我可以帮你补充单元测试。", "你后面如果需要，我可以继续优化。", "必要であれば、テストも追加できます。",
    "필요하시면 테스트도 추가해 드릴게요.",
]


@pytest.mark.parametrize("sentence", OFFERS)
def test_an_offer_in_another_language_is_no_statement(sentence):
    assert not statement(sentence), sentence


def test_a_condition_in_a_statement_is_not_an_offer():
    for s in ("O script recria o banco se precisar de migrações.", "El servidor reinicia si necesitas recargar la configuración."):
        assert statement(s), s


# helper-69's round (issue 35): languages with no list before, and the shapes left on the dev side.
MORE = {
    # extraction.forward / forward_leads: Italian, Polish, Vietnamese
    "it": ["Lasciami controllare la configurazione.", "Vado a verificare i test.", "Aggiornerò il file README."],
    "pl": ["Teraz sprawdzę konfigurację serwera.", "Najpierw sprawdzę testy.", "Pozwól, że przejrzę plik."],
    "vi": ["Bây giờ tôi sẽ kiểm tra tệp cấu hình.", "Để tôi kiểm tra cấu hình."],
    # extraction.forward_after_lead: an Italian present after a lead
    "it-led": ["Ora verifico il file di configurazione.", "Adesso controllo i test."],
    # extraction.forward_je_leads / forward_je_not: a French present after a time word
    "fr-je": ["Ensuite je vous fournis le code complet.", "Maintenant je l'ajoute au fichier."],
    # extraction.forward_clause_openers: a leading clause, then the next step
    "clause": ["Pour la section Workflow, je vais utiliser un layout timeline.",
               "Compris ! Puisque c'est une app mono-utilisateur, je vais configurer le webhook.",
               "在编写方案之前，让我先检查一下主题 `tokens` 和几个剩余的细节。",
               "Если после этого проблема не исчезнет, я попробую изменить способ подключения."],
    # a topic after a lead, a dash, then the next step
    "dash": ["Теперь dto-response spec — добавлю недостающие обязательные поля."],
}
DONE = [
    "Ho aggiornato il file README.", "Controllo dei tipi completato con successo.", "Sprawdziłem konfigurację serwera.",
    "Tôi đã sửa lỗi trong tệp cấu hình.", "Maintenant je comprends bien le code de la fonction.",
    "Maintenant je vous ai fourni le code complet.", "Maintenant je ne vois plus l'erreur.",
    "Pour la section Workflow, j'ai utilisé un layout timeline.", "Para isso, criei o script de migração.",
    "Теперь код — готов к ревью.",
]


@pytest.mark.parametrize("shape", sorted(MORE))
def test_more_next_steps_are_no_statement(shape):
    for s in MORE[shape]:
        assert forward(s) and not statement(s), s


@pytest.mark.parametrize("sentence", DONE)
def test_the_done_sentences_beside_them_stay(sentence):
    assert not forward(sentence) and statement(sentence), sentence


def test_a_next_step_after_a_stop_on_the_same_line_is_its_own_sentence():
    # extract._SENTENCE: a capital after "!" or "." in Cyrillic, accented Latin, or after "¡".
    for done, nxt in (("Исправил парсер дат в модуле импорта!", "Теперь проверю тесты модуля."),
                      ("Corregí el parser de fechas del importador.", "¡Ahora voy a compilar el backend!")):
        messages = [typed("fix the parser"), said(f"{done} {nxt}")]
        assert did_statement(activity({"cwd": "/w/app"}, messages), messages) == done


@pytest.mark.parametrize("sentence", ["Спасибо, что добавили файлы!", "Gracias por añadir los archivos!",
                                      "Merci pour le retour.", "Danke!"])
def test_thanks_in_another_language_is_filler(sentence):
    # extraction.thanks_other: now that "!" splits before a Cyrillic capital, the thanks stands alone.
    assert not statement(sentence), sentence
