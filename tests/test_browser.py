"""The Project memory page in a real browser: Debian chromium, driven by playwright, against
``datasette --root`` started on 127.0.0.1.

Screenshots go to a temp folder; set ``LC_MEMORY_SCREENSHOTS=docs/screenshots`` to refresh
the ones the docs show.
"""

from __future__ import annotations

import os
import queue
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from lc_memory.fold import fact_id
from lc_memory.importer import import_store
from lc_memory.seal import consolidate

from .conftest import NOW

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
PAYLOAD = (
    'Docs badge <script>window.pwned = 1; document.title = "pwned"; alert("script")</script>'
    " and <img src=x onerror=\"window.pwned = 2; alert('img')\"> in README."
)

try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:  # pragma: no cover - the skip below says why
    sync_playwright = None

pytestmark = [
    pytest.mark.skipif(sync_playwright is None, reason="playwright is not installed (pip install playwright)"),
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=f"no chromium at {CHROMIUM} (apt-get install -y chromium)"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(example_store, tmp_path):
    """``datasette memory.db --root`` on a free port; yields (base url, root login url, store, db)."""
    db_path = tmp_path / "memory.db"
    import_store(example_store, db_path, now=NOW)
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "datasette", "serve", str(db_path),
         "--host", "127.0.0.1", "--port", str(port), "--root"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in proc.stdout], daemon=True).start()
    base = f"http://127.0.0.1:{port}"
    try:
        login = lines.get(timeout=30).strip()  # --root prints a one-time sign-in URL
        assert login.startswith(f"{base}/-/auth-token?token="), login
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{base}/-/versions.json", timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.1)
        yield base, login, example_store, db_path
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("LC_MEMORY_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


def watched_page(browser):
    page = browser.new_context(viewport={"width": 1100, "height": 900}).new_page()
    page.set_default_timeout(15_000)
    dialogs: list[str] = []

    def on_dialog(dialog):
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    return page, dialogs


def test_the_watch_catches_a_script_that_runs(browser):
    # The checks below would see a payload that ran: prove it on a page that runs it.
    page, dialogs = watched_page(browser)
    page.set_content(f"<title>t</title><p>{PAYLOAD}</p>")
    page.wait_for_function("window.pwned !== undefined")
    assert page.evaluate("window.pwned") in (1, 2)
    assert page.title() == "pwned" and dialogs


def test_confirm_a_fact_and_planted_script_never_runs(server, browser, shots):
    base, login, store, db_path = server
    page, dialogs = watched_page(browser)
    page.goto(login)  # signs in as root
    page.goto(f"{base}/-/memory")
    expect(page.locator(".lcm-welcome")).to_contain_text("This project, lately:")
    page.screenshot(path=str(shots / "project-memory.png"), full_page=True)

    item = page.locator('li.lcm-item[data-state="inferred"]').first
    fid = item.get_attribute("id")
    item.locator('button[data-action="confirm"]').click()
    page.wait_for_load_state()
    moved = page.locator(f'li.lcm-item[id="{fid}"]')
    expect(moved).to_have_attribute("data-state", "confirmed")
    expect(moved.locator(".lcm-badge.state-confirmed")).to_have_text("confirmed")
    expect(page.locator(".message-info")).to_contain_text(f"Confirmed {fid}")
    assert page.url.endswith(f"/-/memory#{fid}")
    assert '"op":"confirm"' in store.facts_path.read_text().splitlines()[-1]
    page.set_viewport_size({"width": 1100, "height": 1250})
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "project-memory-confirmed.png"))
    expect(moved.locator('button[data-action="confirm"]')).to_have_count(0)

    # A repository plants markup in a fact: the page shows it as text, held back.
    store.append_facts([{
        "op": "observe", "id": fact_id(PAYLOAD), "text": PAYLOAD, "kind": "fact",
        "session": "2026-12-01-slow-ci", "at": "2026-12-01T10:00:00Z", "origin": "extractor",
    }])
    consolidate(store, now=NOW)
    import_store(store, db_path, now=NOW)
    page.goto(f"{base}/-/memory")
    planted = page.locator(f'li.lcm-item[id="{fact_id(PAYLOAD)}"]')
    expect(planted).to_have_attribute("data-state", "unconfirmed-instruction")
    expect(planted.locator(".lcm-text")).to_contain_text('<script>window.pwned = 1; document.title = "pwned"')
    expect(planted.locator(".lcm-text")).to_contain_text("<img src=x onerror=")
    # Confirmed anyway, it reaches MEMORY.md, which renders through the sanitizer.
    planted.locator('button[data-action="confirm"]').click()
    page.wait_for_load_state()
    expect(page.locator(".lcm-md")).to_contain_text("<script>window.pwned = 1;")
    page.wait_for_timeout(300)  # time for an onerror handler to fire, were there one
    assert page.evaluate("window.pwned") is None
    assert "pwned" not in page.title()
    assert dialogs == []
