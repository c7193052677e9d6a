"""Ingest speed per agent: messages and characters a second, beside Claude Code's, in one run.

Reads every agent's samples in ``../shared/data/agent-transcripts/<agent>/`` and Claude Code's
real transcripts (``../shared/data/real-transcripts/claude``), and Codex's (``real-transcripts/codex``, a row
of its own since session 69: no sample of it is in ``agent-transcripts``), through lc-memory's own ingest
(``read_paths``: detect, read, scrub), then writes them to a store in a temp folder
(``put_sessions``, as ``lc-memory ingest`` does). Each agent's time is the best of ``--repeat`` rounds, the rounds
interleaving the agents (the machine is shared); the load average is printed beside the table.
``read`` is ingest's own part; ``total`` adds the store's write (its own scrub and fsyncs), up
to the end of ``put_sessions``. The temp folder's making before and its removal after are no part
of an ingest and are not timed (the removal was before 4 Dec 2026: 2-3 ms a corpus, which weighed
on the per-message figures of the smallest, Copilot CLI's 8 messages and Amp's 18, and on no
other; the making, 0.02-0.03 ms of CPU a round, until 5 Dec). The store's own folders inside it are
made by ``put_sessions`` and timed, as a first ingest makes them. Nothing is
written outside the temp folder.

    python bench/agents_ingest.py [--repeat 5] [--agent cline] [--profile cline] [--clock cpu]

``--clock cpu`` times the process's CPU (``time.process_time``) in place of the wall clock: on a
machine shared with other work the wall clock's best of N still holds another process's turns
(a load of 5 on 2 cores tripled the figures and moved their ratios by 50%), where CPU time moves
little; it leaves out the store's fsync waits, which the wall clock counts.

``--extra LIST`` adds the transcripts a text file lists (one path a line: real sessions fetched
for a check and kept outside the repository, never committed) to the agent whose format each is
(``detect``); a file no format takes, or Claude Code's (the baseline stays the same), is left out. The shared samples hold 8 of Copilot CLI's
messages and 18 of Amp's, so their per-message figure weighs a file's and a write's fixed costs
64-144 times as heavily as Claude Code's 1,155 messages: a longer sample shows what a message costs.

``--part dev`` or ``--part held`` keeps one part of every other agent's samples (Claude Code's, the baseline,
stay whole, as with ``--extra``): a file is held when ``int(sha1(its path under shared/data), 16) % 3 == 0`` (the project's third set aside, measured
once at the end of a change; issue 35's held figures since session 69).

``--profile AGENT`` prints the costliest functions of one read and write of that agent's samples
after one unprofiled round (what is compiled or imported once a process is not an ingest's
cost, and the table's best-of-N rounds never pay it) (``--sort tottime``, ``--lines 40``).
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import pstats
import tempfile
import time
from pathlib import Path

from lc_memory.ingest.base import detect, expand, read_paths
from lc_memory.ingest.common import NotATranscript
from lc_memory.redact.engine import forget_scrubbed
from lc_memory.store.files import Store, StoreError

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
AGENTS = SHARED / "agent-transcripts"
CLAUDE = SHARED / "real-transcripts" / "claude"
CODEX = SHARED / "real-transcripts" / "codex"  # (Codex's real rollouts: its row beside the agents')


def files(folder: Path) -> list[Path]:
    """What ``lc-memory ingest FOLDER`` reads (``expand``), and the files one or two levels down
    that a format takes for a transcript (the samples are saved under their repository's name,
    not the agent's own file name, which ``expand`` looks for). A file a format reads beside its
    transcript (Copilot CLI's workspace.yaml, Crush's WAL, Aider's input history, Gemini CLI's
    projects.json) is no path a real ingest is given: until 5 Dec 2026 each was, and each cost
    every format's sniff (about 0.06 ms a file: 3% of Copilot CLI's whole ingest)."""
    try:
        found = set(expand([folder]))
    except StoreError:
        found = set()
    for p in [*folder.glob("*"), *folder.glob("*/*")]:
        if p.is_file() and p not in found:
            try:
                detect(p)
            except (NotATranscript, OSError):
                continue
            found.add(p)
    return sorted(found)


def corpora(only: str | None = None, extra: list[Path] = ()) -> dict[str, list[Path]]:
    out = {"claude-code": expand([CLAUDE])}
    if CODEX.is_dir() and only in (None, "codex"):
        out["codex"] = expand([CODEX])
    for folder in sorted(p for p in AGENTS.iterdir() if p.is_dir()):
        if only in (None, folder.name):
            out[folder.name] = files(folder)
    for path in extra:
        try:
            name = detect(path).name
        except (NotATranscript, OSError):
            continue
        if name != "claude-code" and only in (None, name):  # the baseline stays the shared sessions
            out.setdefault(name, [])
            if path not in out[name]:
                out[name].append(path)
    return out


def held(path: Path) -> bool:
    """Whether a sample is in the held third: ``int(sha1(its path under shared/data), 16) % 3 == 0``."""
    try:
        relative = str(Path(path).resolve().relative_to(SHARED.resolve()))
    except ValueError:  # (an --extra file outside the shared data: its own path)
        relative = str(Path(path).resolve())
    return int(hashlib.sha1(relative.encode()).hexdigest(), 16) % 3 == 0


def part_of(corpus: dict[str, list[Path]], part: str) -> dict[str, list[Path]]:
    """*corpus* with only its ``dev`` or ``held`` files (``all``: as it is); Claude Code's, the
    baseline, whole."""
    if part == "all":
        return corpus
    return {name: paths if name == "claude-code" else [p for p in paths if held(p) == (part == "held")]
            for name, paths in corpus.items()}


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]  # (--clock)


def measure_once(paths: list[Path]) -> tuple[float, float, list]:
    """One read (detect, read, scrub) and one write to a fresh store: (read s, total s, transcripts).
    The scrub's memos start empty, as in a fresh ``lc-memory ingest``."""
    with tempfile.TemporaryDirectory() as tmp:  # made and removed untimed: no part of an ingest
        forget_scrubbed()
        t0 = clock()
        reading = read_paths(paths, strict=False)
        t1 = clock()
        Store(Path(tmp) / "store", "bench").put_sessions((t.meta, t.messages) for _, t in reading.transcripts)
        t2 = clock()
    return t1 - t0, t2 - t0, reading.transcripts


def measure(corpus: dict[str, list[Path]], repeat: int) -> dict[str, dict]:
    """Each agent's best of ``repeat`` rounds; the rounds interleave the agents, so a load that
    comes and goes on a shared machine weighs on each of them alike."""
    best: dict[str, list[float]] = {name: [float("inf"), float("inf")] for name in corpus}
    transcripts: dict[str, list] = {}
    for _ in range(repeat):
        for name, paths in corpus.items():
            read, total, transcripts[name] = measure_once(paths)
            best[name] = [min(best[name][0], read), min(best[name][1], total)]
    rows = {}
    for name, paths in corpus.items():
        messages = [m for _, t in transcripts[name] for m in t.messages]
        rows[name] = {"sessions": len(transcripts[name]), "messages": len(messages),
                      "chars": sum(len(m.get("content") or "") for m in messages),
                      "read": best[name][0], "all": best[name][1]}
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--agent")
    ap.add_argument("--profile")
    ap.add_argument("--sort", default="cumulative")
    ap.add_argument("--lines", type=int, default=25)
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="wall")
    ap.add_argument("--extra", type=Path, help="a file listing more transcripts, one path a line")
    ap.add_argument("--part", choices=("all", "dev", "held"), default="all",
                    help="the samples' dev or held third (sha1 of the path under shared/data)")
    args = ap.parse_args()
    extra = [Path(line.strip()) for line in args.extra.read_text().splitlines() if line.strip()] if args.extra else []
    global clock
    clock = CLOCKS[args.clock]
    if args.profile:
        paths = part_of(corpora(args.profile, extra), args.part)[args.profile]
        measure_once(paths)  # warm: the rules' lazy compiles and imports are once a process, as the table's best-of-N
        prof = cProfile.Profile()
        prof.runcall(measure_once, paths)
        pstats.Stats(prof).sort_stats(args.sort).print_stats(args.lines)
        return
    print(f"clock: {args.clock}; load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    print("part:", args.part)
    rows = measure(part_of(corpora(args.agent, extra), args.part), args.repeat)
    print("load average after: ", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    cc = rows["claude-code"]
    print(f"{'agent':12} {'sess':>4} {'msgs':>6} {'chars':>9} {'read s':>7} {'total s':>7} {'msg/s':>7} "
          f"{'kchar/s':>8} {'x CC/msg':>8} {'x CC/char':>9} {'read x CC/msg':>13}")
    for name, r in rows.items():
        if not r["messages"]:
            print(f"{name:12} {r['sessions']:>4} {0:>6} (no messages)")
            continue
        per_msg, per_char = r["all"] / r["messages"], r["all"] / r["chars"]
        print(f"{name:12} {r['sessions']:>4} {r['messages']:>6} {r['chars']:>9} {r['read']:>7.3f} {r['all']:>7.3f} "
              f"{1 / per_msg:>7.0f} {1 / per_char / 1000:>8.0f} {per_msg / (cc['all'] / cc['messages']):>8.2f} "
              f"{per_char / (cc['all'] / cc['chars']):>9.2f} "
              f"{r['read'] / r['messages'] / (cc['read'] / cc['messages']):>13.2f}")


if __name__ == "__main__":
    main()
