"""The command reader's searches that skip to a literal first must find what the plain search
finds: ``_twice_anchors`` (echo/printf) and ``_echo_option_matches`` (a quote before echo)."""
import pytest

from lc_memory.redact import commands

TEXTS = [
    "(echo s3cretPass; echo s3cretPass) | passwd bob",
    "printf 'Zq8vLm2pR4\\nZq8vLm2pR4\\n' | smbpasswd -a -s bob\nmore\n(printf x)",
    "echo\necho echo printf(printf",
    "x=$(echo 'abc') && printf \"%s\" y | vault login -\n  echo done",
    "run --password \"$(echo Zq8vLm2pR4)\" and --pass 'echo V'",
    "cmd -p \"echo hunter2Xq\"\nother -k 'printf Zq8vLm2pR4'\n\"echo",
    "ftp --password='echo Zq8vLm2pR4' host\nsetup -k \"printf -n Zq8vLm2pR4\" x; y --token 'echo abcd1234'",
    "no command here at all, only words about echoes and printers",
]


@pytest.mark.parametrize("text", TEXTS)
def test_twice_anchors_are_the_anchors_search(text: str) -> None:
    assert [m.span() for m in commands._twice_anchors(text)] == [m.span() for m in commands._TWICE_ANCHOR.finditer(text)]


@pytest.mark.parametrize("text", TEXTS)
def test_echo_option_matches_are_the_search(text: str) -> None:
    assert ([m.span() for m in commands._echo_option_matches(text)]
            == [m.span() for m in commands._ECHO_OPTION.finditer(text)])


def test_the_texts_hold_matches() -> None:
    assert sum(len(list(commands._ECHO_OPTION.finditer(t))) for t in TEXTS) >= 4
