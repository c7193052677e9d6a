"""The model lane's own leaks (issue 33, round 29): a value the engine takes in the whole text, which a
model's reply repeats flattened, cut or split across fields, where the rule that took it no longer
reads it. The reply is read against the scrubbed prompt: a token standing where a marker stood,
framed by the marker's own words (``redact.echo``), is taken whatever its look; a field is read
after the one before it. What is logged to llm's logs.db and what the seal parses are both read so.

Texts here are written for these tests (shapes of round 29's dev misses, new words and values)."""

from __future__ import annotations

import json

import pytest

from lc_memory.redact.echo import echoed_spans, redact_echoes
from lc_memory.redact.engine import redact_secrets
from lc_memory.write.model_lane import _scrub_reply, without_echoes

MARK = "[REDACTED:secret-value]"


def flat(text: str) -> str:
    return " ".join(text.split())


# a note where the engine reads the password by its line, and the same note on one line
LINES = "Toujours refusé, même après la mise à jour.\nCompte : gerant\nMot de passe : vqorx\n"
# a markdown table of a lab's host, read by its rows
TABLE = "| **Hôte** | `lab.example.net` |\n| **Compte** | `eleve3` |\n| **Password** | `tkzq5wm` |\n"
@pytest.mark.parametrize("text, value", [(LINES, "vqorx"), (TABLE, "tkzq5wm")])
def test_the_engine_takes_the_value_in_its_layout_and_misses_it_flattened(text, value):
    """Why the reply needs reading against the prompt: its layout lost the rule's context."""
    assert value not in redact_secrets(text)
    assert value in redact_secrets(flat(text))


# the same note with a token's name: no password's, so only the marker's frame says it is a value
TOKENED = "Toujours refusé, même après la mise à jour.\nCompte : gerant\nJeton : vqorx\n"
TOKENED_MARKED = TOKENED.replace("vqorx", MARK)


def test_a_short_value_framed_by_the_markers_words_is_taken():
    """The marker's two tokens before and two after repeated around a token: that token is the
    value, though it is five letters (no random look)."""
    prompt = TOKENED_MARKED + "Puis le service redémarre seul.\n"
    reply = flat(TOKENED + "Puis le service redémarre seul.")
    assert "vqorx" in reply and "vqorx" not in redact_echoes(prompt, reply)


def test_a_value_at_the_end_of_the_replys_string_is_framed_by_its_left_alone():
    """A reply's string that ends on the value (a fact cut there, or closed by a full stop), or
    on the marker's next words cut short or closed: the two words before and the end frame it
    (the four before differ here: the reply put the label in a sentence of its own; a token's
    name, not a password's, so ``labelled_unseen_spans`` does not take it either)."""
    prompt = "Compte : gerant\nJeton : [REDACTED:secret-value]\n[agent] Fini"
    for reply in ("Their account: Jeton : vqorx", "Their account: Jeton : vqorx.",
                  "So Jeton : vqorx [agent] Fi", "So Jeton : vqorx [agent] Fini."):
        assert "vqorx" not in redact_echoes(prompt, reply), reply
    # (the next words not the marker's, and the string going on: no frame)
    assert "vqorx" in redact_echoes(prompt, "So Jeton : vqorx [agent] Merci")
    assert "vqorx" in redact_echoes(prompt, "So Jeton : vqorx [agent] Fi and more")


def test_a_table_cell_cut_after_its_bar_is_framed():
    table = TABLE.replace("Password", "Jeton")
    prompt = table.replace("tkzq5wm", MARK) + "\n[agent] C'est prêt."
    assert "tkzq5wm" not in redact_echoes(prompt, "Notes: " + flat(table) + ".")
    assert "tkzq5wm" not in redact_echoes(prompt, flat(table)[:-2])


def test_the_four_tokens_before_the_marker_frame_a_value_whatever_follows():
    """A reply that joins several passages (``a ; b``) puts another passage's words after the
    value: the four tokens before it, repeated, still say where the marker stood."""
    prompt = TOKENED_MARKED + "\n[tool call Bash] ls -la"
    reply = "Done: " + flat(TOKENED) + " ; the next host answers on port 8443"
    assert "vqorx" not in redact_echoes(prompt, reply)


def test_a_word_framed_by_the_markers_words_stays():
    """A word whose every letter pair is a common one (``common_pairs``) stays, framed or not:
    a sentence that goes on past the marker's place in other words is no value."""
    prompt = "We checked it twice: the shared password is [REDACTED:secret-value] and it works for now."
    reply = "We checked it twice: the shared password is rotated and it works for now."
    assert redact_echoes(prompt, reply) == reply
    assert echoed_spans(prompt, "the shared password is stale") == []


def test_two_tokens_before_alone_do_not_frame_a_short_value():
    """Only the two tokens before, and the reply goes on in other words: no frame, and a short
    value without a random look is left (the look the echo needed before)."""
    prompt = "Secret : [REDACTED:secret-value]\nThe backup runs nightly."
    reply = "Secret : ignored by the new build, as the release notes say."
    assert redact_echoes(prompt, reply) == reply


def test_a_value_split_from_its_words_into_the_next_field_is_read_with_that_field():
    """A reply that splits a passage across two decisions, the value first in the second: the
    words before it are in the first. Read together, the marker's frame is whole."""
    prompt = TOKENED_MARKED + "Puis le service redémarre seul.\n"
    first, second = flat(TOKENED)[:-len(" vqorx")], "vqorx Puis le service redémarre seul."
    assert "vqorx" in redact_secrets(second)
    assert "vqorx" in redact_echoes(prompt, second)  # alone, the field has no word before the value
    assert "vqorx" not in redact_echoes(prompt, second, before=first)
    reply = json.dumps({"outcome": "Configured.", "decisions": [first, second]})
    cleaned = json.loads(without_echoes(prompt, reply))
    assert cleaned["decisions"][0] == first
    assert cleaned["decisions"][1] == MARK + " Puis le service redémarre seul."


def test_what_is_logged_keeps_no_value_of_a_flattened_cut_or_split_reply():
    """``_scrub_reply`` is what llm's logs.db gets: each of the stand-in's three shapes."""
    prompt = redact_secrets(LINES + "\n" + TABLE)
    texts = [flat(LINES), flat(TABLE)]
    shapes = [
        {"outcome": "Set up: " + " ; ".join(texts), "facts": [{"text": f"The note has {t}."} for t in texts]},
        {"outcome": " ".join(t[:-3] for t in texts), "decisions": [t[:-3] for t in texts]},
        {"outcome": "Set up.", "decisions": [h for t in texts for h in (t[:t.rfind(" ", 0, len(t) // 2 + 1)],
                                                                         t[t.rfind(" ", 0, len(t) // 2 + 1) + 1:])]},
    ]
    for reply in shapes:
        logged = _scrub_reply(json.dumps(reply), prompt)
        for value in ("vqorx", "tkzq5wm"):
            assert value not in logged, (value, logged)


def test_a_value_a_passwords_name_labels_that_the_prompt_never_held_is_taken():
    """A reply holding a passage its prompt never had (a stand-in that echoes a session's lost
    summary line): no marker frames it, but a password's name labels it and the model did not
    read it. Read as the flattened line the rule would have read."""
    for reply in ("Noté : Compte : gerant Passwd : wonqz", "| **Hôte** | `lab` | | **Password** | `tkzq5wm` |",
                  "Entrer le mot de passe : `qvxodk` puis valider"):
        value = next(v for v in ("wonqz", "tkzq5wm", "qvxodk") if v in reply)
        assert value not in redact_echoes("Session: set up the lab.", reply), reply


@pytest.mark.parametrize("reply", [
    "Password: required for the admin console.",  # a word
    "set password: your-password in the env file",  # a placeholder
    "Passwd : wonqz as the note says",  # the prompt holds it: the model read it
    "the password qvxodk was not the issue",  # no colon, bar or equals sign between
    "Jeton : qvxodk",  # no password's name
])
def test_a_labelled_word_a_placeholder_or_a_value_the_prompt_held_stays(reply):
    assert redact_echoes("Session: the note mentions wonqz once.", reply) == reply


def test_a_tool_calls_input_shown_as_json_frames_its_value_decoded():
    """The prompt shows a call's input as its JSON, line breaks escaped ("...gerant\\nJeton :
    [R]\\n..."): a reply that repeats the command flattened or with its lines is framed by the
    decoded words."""
    call = json.dumps({"command": "cat <<'NOTE'\n" + TOKENED + "NOTE", "description": "Show the note"})
    prompt = "[tool call Bash] " + call.replace("vqorx", MARK) + "\n[agent] Lu."
    assert "gerant\\nJeton : " + MARK + "\\nNOTE" in prompt  # (words glued to it by escapes)
    for reply in (flat(TOKENED) + " NOTE", "Ran: cat <<'NOTE' " + flat(TOKENED)):
        assert "vqorx" not in redact_echoes(prompt, reply), reply


# --- the typed surface: a sentence after "the password:" is no value (both lanes) ----------------

def _typed(*texts: str) -> list[dict]:
    return [{"role": "user", "kind": "text", "content": t, "typed": True} for t in texts]


def test_a_sentence_after_a_person_announcing_a_password_is_kept():
    """``context.redact_messages`` takes the person's next message as the value they announced
    ("the password for the box is below"): one token. A sentence there tells what they did, and
    was stored as a marker whole (round 29's typed surface, two near-misses of 184)."""
    from lc_memory.redact.context import redact_messages

    said = "Après l'installation, j'ai changé le mot de passe root moi-même et relancé le service."
    short = "Done, I changed it myself."  # a sentence of a passphrase's length: its comma and stop say so
    for before in ("Here is the password for the staging box:", "The new password follows"):
        out = redact_messages(_typed(before, said))
        assert out[1]["content"] == said, before
        assert redact_messages(_typed(before, short))[1]["content"] == short, before
        # and the bare value the person announced is still taken
        out = redact_messages(_typed(before, "Zq8vLm2pRt"))
        assert "Zq8vLm2pRt" not in out[1]["content"]
        # a passphrase of a few words is a value too (no stop, no comma: no sentence)
        out = redact_messages(_typed(before, "gravel orbit tundra mosaic"))
        assert "tundra" not in out[1]["content"]
