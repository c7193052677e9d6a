"""The Project memory page in a real browser: Debian chromium, driven by playwright, against
``datasette --root`` (or ``allow_localhost``) started on 127.0.0.1.

The attacks of issue 14 run here as a browser would run them: a page served from another
port of the same host (a hostile repository's dev server) reads what cookies it can and
POSTs ``confirm`` for its planted instruction, frames the page, and a ``next`` with a TAB,
a newline or a backslash tries to send the browser to another site.

Screenshots go to a temp folder; set ``LC_MEMORY_SCREENSHOTS=docs/screenshots`` to refresh
the ones the docs show.
"""

from __future__ import annotations

import http.server
import json
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
import sqlite_utils

from lc_memory.db.importer import import_store
from lc_memory.memory import Memory
from lc_memory.state.fold import fact_id

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


def serve(db_path: Path, *args: str):
    """``datasette serve db_path *args`` on a free port of 127.0.0.1; yields (base url, the
    --root sign-in URL or None)."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "datasette", "serve", str(db_path),
         "--host", "127.0.0.1", "--port", str(port), *args],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in proc.stdout], daemon=True).start()
    base = f"http://127.0.0.1:{port}"
    try:
        login = None
        if "--root" in args:
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
        yield base, login
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def server(example_store, tmp_path):
    """``datasette memory.db --root`` on a free port; yields (base url, root login url, store, db)."""
    db_path = tmp_path / "memory.db"
    import_store(example_store, db_path, now=NOW)
    for base, login in serve(db_path, "--root"):
        yield base, login, example_store, db_path


@pytest.fixture
def three_servers(tmp_path):
    """``datasette memory.db --root`` over a store of three projects (tests/test_multiproject_db.py)."""
    from lc_memory.db.importer import import_root

    from .conftest import make_store

    root = make_store(tmp_path / "store")
    db_path = root / "memory.db"
    import_root(root, db_path, now=NOW)
    for base, login in serve(db_path, "--root"):
        yield base, login, root


@pytest.fixture(params=["root", "allow_localhost"])
def victim(request, example_store, tmp_path, browser):
    """The person's browser, signed in as root (``--root``) or on an ``allow_localhost``
    server, after it opened the Project memory page once (so it holds the page's cookies).
    Yields (base url, browser page, store, db path)."""
    db_path = tmp_path / "memory.db"
    import_store(example_store, db_path, now=NOW)
    if request.param == "root":
        args = ("--root",)
    else:
        metadata = tmp_path / "local.json"
        metadata.write_text(json.dumps({"plugins": {"lc_memory": {"allow_localhost": True}}}))
        args = ("-m", str(metadata))
    for base, login in serve(db_path, *args):
        page, _ = watched_page(browser)
        if login:
            page.goto(login)
        page.goto(f"{base}/-/memory/payments-api")
        expect(page.locator('button[data-action="confirm"]').first).to_be_visible()
        yield base, page, example_store, db_path


class Attacker:
    """Another HTTP server on another port of the same host, serving the pages it is given
    and noting every path it is asked for."""

    def __init__(self):
        self.pages: dict[str, str] = {}
        self.asked: list[str] = []
        attacker = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                attacker.asked.append(self.path)
                body = attacker.pages.get(self.path.split("?", 1)[0], "<p>nothing here</p>").encode()
                self.send_response(200)
                self.send_header("content-type", "text/html; charset=utf-8")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def attacker():
    a = Attacker()
    try:
        yield a
    finally:
        a.close()


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
    page.goto(f"{base}/-/memory/payments-api")
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
    assert page.url.endswith(f"/-/memory/payments-api#{fid}")
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
    Memory.at(store, NOW).consolidate()
    import_store(store, db_path, now=NOW)
    page.goto(f"{base}/-/memory/payments-api")
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


def test_the_page_lists_three_projects_and_acts_on_each(three_servers, browser, shots):
    from lc_memory.store.files import Store

    from .conftest import PROJECTS

    base, login, root = three_servers
    page, dialogs = watched_page(browser)
    page.goto(login)
    page.goto(f"{base}/-/memory")
    rows = page.locator("table.lcm-projects tbody tr")
    expect(rows).to_have_count(3)
    assert sorted(rows.evaluate_all("rs => rs.map(r => r.dataset.project)")) == sorted(PROJECTS)
    page.screenshot(path=str(shots / "project-memory-projects.png"), full_page=True)
    for project in PROJECTS:
        page.goto(f"{base}/-/memory")
        page.locator(f'tr[data-project="{project}"] a').click()
        expect(page.locator(".page-header h1")).to_have_text(f"Project memory: {project}")
        item = page.locator('li.lcm-item[data-state="inferred"]').first
        fid = item.get_attribute("id")
        item.locator('button[data-action="confirm"]').click()
        page.wait_for_load_state()
        expect(page.locator(f'li.lcm-item[id="{fid}"]')).to_have_attribute("data-state", "confirmed")
        assert page.url.endswith(f"/memory/-/memory/{project}#{fid}")
        last = Store(root, project).facts_path.read_text().splitlines()[-1]
        assert '"op":"confirm"' in last and fid in last
    assert dialogs == []


# The hostile repository's page: it reads every cookie it can see, tries to read the memory
# page, then POSTs confirm for its planted instruction with whatever tokens it found.
ATTACK_PAGE = """<!doctype html><title>dev server</title>
<form id="f" method="post" action="{target}/memory/-/memory/payments-api/confirm">
  <input name="csrftoken" id="ds"><input name="lcm_token" id="lcm">
  <input name="id" value="{planted}"><input name="next" value="/memory/-/memory/payments-api">
</form>
<script>
const cookie = (name) => (document.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)")) || [])[1] || "";
window.attack = (async () => {{
  const seen = document.cookie;
  const ds = cookie("ds_csrftoken"), lcm = cookie("lcm_csrf");
  document.getElementById("ds").value = ds;
  document.getElementById("lcm").value = lcm;
  let read;
  try {{
    const r = await fetch("{target}/memory/-/memory/payments-api", {{credentials: "include"}});
    read = (await r.text()).includes("lcm_token") ? "read the page" : "read nothing useful";
  }} catch (e) {{ read = "blocked"; }}
  const body = new URLSearchParams({{csrftoken: ds, lcm_token: lcm, id: "{planted}"}});
  await fetch("{target}/memory/-/memory/payments-api/confirm", {{
    method: "POST", mode: "no-cors", credentials: "include", body,
    headers: {{"content-type": "application/x-www-form-urlencoded"}},
  }}).catch(() => null);
  return {{seen, read}};
}})();
</script>"""

FRAME_PAGE = """<!doctype html><title>dev server</title>
<iframe id="x" src="{target}/memory/-/memory/payments-api" width="800" height="600"></iframe>"""


def planted_instruction(db_path: Path) -> dict:
    [row] = sqlite_utils.Database(db_path).query(
        "select id, text, state from facts where state = 'unconfirmed-instruction' limit 1")
    return row


def test_another_port_cannot_confirm_a_planted_instruction(victim, attacker):
    """Issue 14: a page on another port of the same host shares the host's cookies. It can
    read Datasette's ds_csrftoken, but not the plugin's session secret, and its POSTs are
    refused as cross-origin: the planted instruction stays unconfirmed."""
    base, page, store, db_path = victim
    planted = planted_instruction(db_path)
    assert fact_id(planted["text"]) == planted["id"]  # the attacker can compute the id
    facts_before = store.facts_path.read_bytes()
    posts: list[tuple[str, int]] = []
    page.on("response", lambda r: r.request.method == "POST" and posts.append((r.url, r.status)))
    attacker.pages["/attack.html"] = ATTACK_PAGE.format(target=base, planted=planted["id"])

    page.goto(f"{attacker.base}/attack.html")
    result = page.evaluate("window.attack")
    assert "ds_csrftoken=" in result["seen"]  # what the finding used: cookies ignore ports
    assert "lcm_csrf" not in result["seen"]  # the secret is HttpOnly
    assert result["read"] == "blocked"  # no CORS: the page itself is out of reach
    with page.expect_navigation():
        page.evaluate("document.getElementById('f').submit()")  # a top-level form POST too
    assert "Refused a cross-origin action" in page.content()

    assert [status for url, status in posts if url.endswith("/confirm")] == [403, 403]
    assert store.facts_path.read_bytes() == facts_before
    [row] = sqlite_utils.Database(db_path).query("select state from facts where id = ?", [planted["id"]])
    assert row["state"] == "unconfirmed-instruction"
    # The person's own click on the page still works.
    page.goto(f"{base}/-/memory/payments-api")
    page.locator(f'li.lcm-item[id="{planted["id"]}"] button[data-action="confirm"]').click()
    page.wait_for_load_state()
    expect(page.locator(f'li.lcm-item[id="{planted["id"]}"]')).to_have_attribute("data-state", "confirmed")


def test_another_port_cannot_frame_the_page(victim, attacker):
    """Framed, the page would take the person's click as a same-origin POST: it refuses to be framed."""
    base, page, _, _ = victim
    attacker.pages["/frame.html"] = FRAME_PAGE.format(target=base)
    page.goto(f"{attacker.base}/frame.html")
    page.wait_for_timeout(500)
    frame = page.frames[1]
    assert "Project memory:" not in frame.content()
    assert frame.locator('button[data-action="confirm"]').count() == 0


NEXT_VARIANTS = [
    "/\t/evil.example/landed", "/\n/evil.example/landed", "/\r\n/evil.example/landed",
    "\t//evil.example/landed", " //evil.example/landed", "/\\evil.example/landed",
    "/\\\t\\evil.example/landed",
]


def test_next_cannot_send_the_browser_elsewhere(server, browser):
    """Issue 14: a `next` with a TAB redirected to another site. Every variant ends on the page."""
    base, login, store, db_path = server
    page, _ = watched_page(browser)
    landed: list[str] = []

    def evil(route):
        landed.append(route.request.url)
        route.fulfill(status=200, content_type="text/html", body="<title>evil</title>landed")

    page.context.route("**://evil.example/**", evil)
    page.goto(login)
    page.goto(f"{base}/-/memory/payments-api")
    fid = page.locator('li.lcm-item[data-state="inferred"]').first.get_attribute("id")
    for value in NEXT_VARIANTS:
        button = page.locator(
            f'li.lcm-item[id="{fid}"] button[data-action="pin"], li.lcm-item[id="{fid}"] button[data-action="unpin"]')
        button.evaluate("(b, v) => b.closest('form').querySelector('input[name=next]').value = v", value)
        with page.expect_navigation():
            button.click()
        page.wait_for_load_state()
        assert page.url.startswith(f"{base}/memory/-/memory/payments-api#"), (value, page.url)
        assert page.title() != "evil"
    assert landed == []
    assert [r["op"] for r in store.fact_records() if r.get("id") == fid][-len(NEXT_VARIANTS):] == (
        ["pin", "unpin"] * len(NEXT_VARIANTS))[: len(NEXT_VARIANTS)]


TEAM_ATTACK_PAGE = """<!doctype html><title>dev server</title>
<script>
const cookie = (name) => (document.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)")) || [])[1] || "";
window.attack = (async () => {{
  const body = new URLSearchParams({{csrftoken: cookie("ds_csrftoken"), lcm_token: cookie("lcm_csrf"),
                                     id: "", author: "Bob Builder"}});
  await fetch("{target}/memory/-/memory/payments-api/team-accept", {{
    method: "POST", mode: "no-cors", credentials: "include", body,
    headers: {{"content-type": "application/x-www-form-urlencoded"}},
  }}).catch(() => null);
  return "sent";
}})();
</script>"""


@pytest.fixture
def team_server(example_store, tmp_path):
    """``datasette memory.db --root`` over the example project linked to a repository where a
    teammate (Bob Builder) committed journal lines and a fact; yields (base, login, store, db)."""
    from .teammates import teammate_shares

    teammate_shares(example_store, tmp_path / "repo")
    db_path = tmp_path / "memory.db"
    import_store(example_store, db_path, now=NOW)
    for base, login in serve(db_path, "--root"):
        yield base, login, example_store, db_path


def test_accept_a_teammates_words_on_the_page(team_server, browser, attacker, shots):
    from .teammates import FACT, ORDER

    base, login, store, db_path = team_server
    page, dialogs = watched_page(browser)
    page.goto(login)
    page.goto(f"{base}/-/memory/payments-api")
    waiting = page.locator("section#teammates")
    expect(waiting.locator(".lcm-team h3")).to_contain_text("Bob Builder")
    expect(waiting.locator("li.lcm-item")).to_have_count(3)
    expect(waiting).to_contain_text("cut even if accepted: reads as an order")
    expect(page.locator(".lcm-md")).not_to_contain_text("Cached the pip downloads")
    page.screenshot(path=str(shots / "project-memory-teammates.png"), full_page=True)

    # Another port of the same host posts an accept: refused, nothing written.
    facts_before = store.facts_path.read_bytes()
    attacker.pages["/team.html"] = TEAM_ATTACK_PAGE.format(target=base)
    page.goto(f"{attacker.base}/team.html")
    assert page.evaluate("window.attack") == "sent"
    assert store.facts_path.read_bytes() == facts_before

    # The person's own clicks: one line, then all of Bob's.
    page.goto(f"{base}/-/memory/payments-api")
    line = waiting.locator("li.lcm-item", has_text="Cached the pip downloads in CI.")
    line.locator('button[data-action="team-accept"]').click()
    page.wait_for_load_state()
    expect(page.locator(".message-info")).to_contain_text("Accepted 1 of the teammates' lines and facts")
    expect(page.locator(".lcm-md")).to_contain_text("Cached the pip downloads in CI.")
    expect(page.locator(".lcm-md")).to_contain_text("teammate Bob Builder")
    expect(waiting.locator("li.lcm-item")).to_have_count(2)
    waiting.locator('button[data-action="team-accept-author"]').click()
    page.wait_for_load_state()
    expect(waiting.locator("li.lcm-item")).to_have_count(0)
    expect(page.locator(".lcm-md")).to_contain_text("Moved the idempotency keys to Postgres.")
    expect(page.locator(".lcm-md")).to_contain_text(FACT)
    expect(page.locator(".lcm-md")).not_to_contain_text(ORDER)
    assert store.facts_path.read_text().count('"op":"accept"') == 3
    assert dialogs == []
