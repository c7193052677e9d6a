"""Secrets on a corpus labelled by someone else: Samsung/CredData (issue 33, round 20).

CredData (https://github.com/Samsung/CredData, Apache-2.0) labels line ranges of files in
~300 public repositories: ``meta/<RepoName>.csv`` rows say T (a credential; ValueStart and
ValueEnd give its span on the line), F (looks like one, is not) or X (unknown: a test value, an
example, a placeholder), with a Category. Its ``snapshot.json`` maps each repository to a URL and
a commit (the key's first 40 hex digits; ``RepoName`` is the CRC32 of the whole key), and a
FileID is ``sha256(path in the repository)[:8]``.

This builds the cases from CredData's checkout and the source repositories' git directories (at
the snapshot's commits), with CredData's own obfuscation (``obfuscate_creds.py``, its seeds)
putting random values of the same shape where T values stood; the data stays outside the
repository (licences vary):

    python bench/secrets_creddata.py build CREDDATA_DIR MIRROR_ROOT OUT_DIR
    python bench/secrets_creddata.py engine OUT_DIR --split dev          # caught / changed, by category and type
    python bench/secrets_creddata.py scanners OUT_DIR --split dev        # CredSweeper, detect-secrets beside us

A case is one labelled line range of one file. Split: held when
``int(sha1(RepoName), 16) % 3 == 0`` (a repository's cases stay together).

What counts (decided before any rule, from CredData's README; ``NEUTRAL``): a T value is a
secret unless every category it carries names something that is not (a UUID, a nonce, a salt,
a bucket, a domain, an app id), it is a public key, or CredData marks it ``Info``; X rows and
neutral T rows count neither way. An F row is a near-miss when no T or X row touches its lines;
its value (or its whole text, when CredData marks the whole line) must come out unchanged.

Figures (2026-12-06, session 56; 315 of 332 repositories, 12 too large for the store, 5 commits
missing; dev 23,527 cases: 3,068 secrets, 20,676 near-misses; held 11,189: 2,098 and 9,326).
The engine alone, secrets caught and near-misses changed; CredSweeper 1.19.5 (its rules and ML
filter, which Samsung tunes on CredData itself: in-sample for it) and detect-secrets 1.5.0 on the
same cases (``scanners``):

    dev, blind (da82dfd)      lc-memory 1644/3068 (53.6%)  nm 568/20676 (2.7%)
    dev, after (8fa4d79)      lc-memory 2365/3068 (77.1%)  nm 238/20676 (1.2%)
    dev                       CredSweeper 2883/3068 (94.0%) nm 45 (0.2%); detect-secrets 1889 (61.6%) nm 1441 (7.0%)
    HELD, once, after         lc-memory 1453/2098 (69.3%)  nm 153/9326 (1.6%)   MISSED (97%, <= 1%)
    HELD, rules before        lc-memory 1176/2098 (56.1%)  nm 187/9326 (2.0%)
    HELD                      CredSweeper 1994/2098 (95.0%) nm 22 (0.2%); detect-secrets 1101 (52.5%) nm 1227 (13.2%)

Session 57 (round 21, a value's place; round 21b, joined words and signs at a password's name):

    dev, round 21 (04df039)   lc-memory 2711/3068 (88.4%)  nm 183/20676 (0.89%)
    HELD, once (04df039)      lc-memory 1551/2098 (73.9%)  nm 144/9326 (1.5%)    MISSED
    dev, round 21b (321786a)  lc-memory 2752/3068 (89.7%)  nm 184/20676 (0.89%)
    HELD, once (321786a)      lc-memory 1577/2098 (75.2%)  nm 145/9326 (1.6%)    MISSED

Session 58 (round 22, what a near-miss is: a sealed key, a URL pair's picture, a lookup's key...):

    dev, round 22 (78f14ea)   lc-memory 2772/3068 (90.4%)  nm 107/20676 (0.52%)
    HELD, once (78f14ea)      lc-memory 1581/2098 (75.4%)  nm 129/9326 (1.4%)    MISSED

Session 59 (round 23, what held misses that dev never showed: code in a page's HTML, the Basic scheme's
token anywhere, a key in pieces, a JWK member alone, glued compounds, long numbers, random letter groups,
libcurl's options, #define, Go's lists, comparisons and stubs at a secret's name, Ruby's let/fill_in):

    dev, blind (c9696c6)      lc-memory 2772/3068 (90.4%)  nm 106/20676 (0.51%)
    dev, round 23 (7a06a8d)   lc-memory 2790/3068 (90.9%)  nm 108/20676 (0.52%)
    HELD, once (7a06a8d)      lc-memory 1638/2098 (78.1%)  nm 129/9326 (1.4%)    MISSED
"""

from __future__ import annotations

import argparse
import binascii
import collections
import csv
import hashlib
import json
import re
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A T value is not a secret when all its categories are among these (decided before any rule).
NEUTRAL = frozenset({"UUID", "Nonce", "Salt", "AWS S3 Bucket", "Firebase Domain",
                     "Tencent WeChat API App ID", "Other"})
# The longest text a case keeps: a longer line is cut to a window around its values.
MAX_TEXT = 20_000
WINDOW = 2_000


def held(repo_name: str) -> bool:
    return int(hashlib.sha1(repo_name.encode()).hexdigest(), 16) % 3 == 0


def counts(row: dict) -> bool:
    """Whether a T row is a secret for us (NEUTRAL, public keys and CredData's Info aside)."""
    cats = set(row["Category"].split(":"))
    return (row["GroundTruth"] == "T" and not cats <= NEUTRAL
            and row.get("CryptographyKey", "") != "Public" and row.get("PredefinedPattern", "") != "Info")


def repo_id(key: str) -> str:
    return f"{binascii.crc32(binascii.unhexlify(key)):08x}"


def git_dir(mirror_root: Path, url: str) -> Path | None:
    slug = url.removeprefix("https://github.com/").removesuffix(".git").replace("/", "+")
    for cand in (mirror_root / slug / "repo" / ".git", mirror_root / slug / "repo"):
        if (cand / "HEAD").exists():
            return cand
    return None


def _obfuscator(creddata: Path):
    """CredData's obfuscate_creds module (a stand-in for pybase62's one function it uses)."""
    if "base62" not in sys.modules:
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

        def encodebytes(data: bytes) -> str:
            n, out = int.from_bytes(data, "big"), ""
            while n:
                n, r = divmod(n, 62)
                out = alphabet[r] + out
            return out or "0"
        sys.modules["base62"] = types.SimpleNamespace(encodebytes=encodebytes)
    sys.path.insert(0, str(creddata))
    import meta_row
    import obfuscate_creds
    return obfuscate_creds, meta_row.MetaRow


def _tree(gdir: Path, commit: str) -> dict[str, tuple[str, str]]:
    """FileID -> (path, blob) at the commit, as download_data.py names files."""
    out = subprocess.run(["git", f"--git-dir={gdir}", "ls-tree", "-r", "-z", "--full-tree", commit],
                         capture_output=True, check=True).stdout.decode("utf-8", "surrogateescape")
    files = {}
    for entry in out.split("\0"):
        if not entry:
            continue
        head, path = entry.split("\t", 1)
        mode, kind, sha = head.split()
        if kind != "blob" or mode == "120000" or path.endswith(".xml"):
            continue
        files[hashlib.sha256(path.encode("utf-8", "surrogateescape")).hexdigest()[:8]] = (path, sha)
    return files


def _blobs(gdir: Path, shas: list[str]) -> dict[str, bytes]:
    proc = subprocess.run(["git", f"--git-dir={gdir}", "cat-file", "--batch"],
                          input="".join(s + "\n" for s in shas).encode(), capture_output=True, check=True)
    data, out, pos = proc.stdout, {}, 0
    for sha in shas:
        nl = data.index(b"\n", pos)
        head = data[pos:nl].split()
        if len(head) < 3:  # "<sha> missing": the snapshot left its largest files out
            pos = nl + 1
            continue
        size = int(head[2])
        out[sha] = data[nl + 1: nl + 1 + size]
        pos = nl + 1 + size + 1
    return out


def _obfuscate(lines: list[str], rows: list[dict], ob, MetaRow) -> int:
    """CredData's own obfuscation of a file's T values (its order, its seeds); failures counted."""
    failed = 0
    metas = sorted((MetaRow(dict(r)) for r in rows), key=lambda x: (x.LineStart, x.LineEnd, x.ValueStart, x.ValueEnd))
    for m in metas:
        if m.GroundTruth != "T" or m.Category in ob.MULTI_PATTERN_RULES:
            continue
        try:
            if m.Category == ob.PRIVATE_KEY_CATEGORY and m.LineStart < m.LineEnd:
                ob.process_pem_key(m, lines, 0)
            elif m.LineStart == m.LineEnd and 0 <= m.ValueStart < m.ValueEnd:
                ob.process_single_value(m, lines, 0)
        except Exception:  # noqa: BLE001 - CredData's asserts on odd values; fall back to its generic one
            failed += 1
            if m.LineStart == m.LineEnd and 0 <= m.ValueStart < m.ValueEnd:
                line = lines[m.LineStart - 1]
                lines[m.LineStart - 1] = (line[:m.ValueStart] + ob.generate_value(line[m.ValueStart:m.ValueEnd])
                                          + line[m.ValueEnd:])
    return failed


def _span(lines: list[str], row: dict) -> tuple[int, int] | None:
    """A row's value as offsets in its range's text joined by newlines."""
    ls, le, vs, ve = (int(row[k]) if row[k] else -1 for k in ("LineStart", "LineEnd", "ValueStart", "ValueEnd"))
    if vs < 0:
        return None
    last = lines[ls - 1: le]
    end_base = sum(len(x) + 1 for x in last[:-1])
    end = end_base + (ve if ve >= 0 else len(last[-1]))
    return (vs, end) if end > vs else None


_DELIMITER = re.compile(r"[\s\"'`=:,;()<>\[\]{}]")


def _pieces(text: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """A multi-line pair (AWS Multi: an id on one line, its secret on another) as its two values:
    the first line's token from the span's start and the last line's token to its end."""
    start, end = span
    first_end = next((m.start() for m in _DELIMITER.finditer(text, start)), end)
    last_start = max((m.end() for m in _DELIMITER.finditer(text, 0, end)), default=start)
    pieces = [(start, min(first_end, end))]
    if last_start > pieces[0][1]:
        pieces.append((last_start, end))
    return [p for p in pieces if p[1] > p[0]]


def _cut(text: str, spans: list[tuple[int, int]]) -> tuple[str, int]:
    if len(text) <= MAX_TEXT:
        return text, 0
    lo = max(0, min(s for s, _ in spans) - WINDOW) if spans else 0
    hi = min(len(text), max(e for _, e in spans) + WINDOW) if spans else MAX_TEXT
    return text[lo:hi], lo


def cases_of_file(repo: str, file_id: str, rows: list[dict], lines: list[str]) -> list[dict]:
    groups: dict[tuple[int, int], list[dict]] = collections.defaultdict(list)
    for r in rows:
        groups[(int(r["LineStart"]), int(r["LineEnd"]))].append(r)
    marked = [(int(r["LineStart"]), int(r["LineEnd"])) for r in rows if r["GroundTruth"] in "TX"]
    ext = Path(rows[0]["FilePath"]).suffix.lower() or "(none)"
    out = []
    for (ls, le), grp in sorted(groups.items()):
        if le > len(lines):
            continue
        text = "\n".join(lines[ls - 1: le])
        secrets, neutral, unspanned, keep_spans, whole_keep = [], 0, 0, [], False
        if any(r["GroundTruth"] in "TX" for r in grp):
            for r in grp:
                if r["GroundTruth"] != "T":
                    continue
                if not counts(r):
                    neutral += 1
                    continue
                span = _span(lines, r)
                if span is None:
                    unspanned += 1
                elif ls < le and "PEM" not in r["Category"]:
                    secrets += [(piece, r["Category"]) for piece in _pieces(text, span)]
                else:
                    secrets.append((span, r["Category"]))
        elif not any(a <= le and ls <= b for a, b in marked):
            for r in grp:
                span = _span(lines, r)
                if span is None:
                    whole_keep = True
                else:
                    keep_spans.append((span, r["Category"]))
        else:
            continue
        spans = [s for s, _ in secrets] + [s for s, _ in keep_spans]
        cut, lo = _cut(text, spans)
        case = {"id": f"{repo}:{file_id}:{ls}-{le}", "repo": repo, "ext": ext, "text": cut,
                "secrets": [cut[s - lo:e - lo] for (s, e), _ in secrets],
                "secret_cats": [c for _, c in secrets],
                "keep": [cut[s - lo:e - lo] for (s, e), _ in keep_spans] + ([cut] if whole_keep else []),
                "keep_cats": [c for _, c in keep_spans] + ([grp[0]["Category"]] if whole_keep else []),
                "neutral": neutral, "unspanned": unspanned}
        case["keep"] = [k for k in case["keep"] if k.strip()]
        case["keep_cats"] = case["keep_cats"][:len(case["keep"])]
        if case["secrets"] or case["keep"]:
            out.append(case)
    return out


def build(creddata: Path, mirror_root: Path, out_dir: Path) -> dict:
    ob, MetaRow = _obfuscator(creddata)
    snapshot = json.loads((creddata / "snapshot.json").read_text())
    by_repo: dict[str, list[dict]] = collections.defaultdict(list)
    for f in sorted((creddata / "meta").glob("*.csv")):
        with f.open(newline="") as fh:
            for r in csv.DictReader(fh):
                by_repo[r["RepoName"]].append(r)
    stats = collections.Counter()
    repos_meta = []
    out = {"dev": [], "held": []}
    for key, url in sorted(snapshot.items(), key=lambda kv: kv[1]):
        name, commit = repo_id(key), key[:40]
        rows = by_repo.get(name, [])
        split = "held" if held(name) else "dev"
        gdir = git_dir(mirror_root, url)
        status = "ok"
        if not rows:
            status = "no rows"
        elif gdir is None:
            status = "not fetched"
        else:
            try:
                tree = _tree(gdir, commit)
            except subprocess.CalledProcessError:
                tree, status = None, "commit missing"
        if status == "ok":
            by_file = collections.defaultdict(list)
            for r in rows:
                by_file[r["FileID"]].append(r)
            found = {fid: tree[fid] for fid in by_file if fid in tree}
            stats["files missing"] += len(by_file) - len(found)
            blobs = _blobs(gdir, sorted({sha for _, sha in found.values()}))
            for fid, (path, sha) in sorted(found.items()):
                if sha not in blobs:
                    stats["files absent from the snapshot"] += 1
                    continue
                try:
                    text = blobs[sha].decode()
                except UnicodeDecodeError:
                    stats["files undecodable"] += 1
                    continue
                lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
                stats["obfuscation fallbacks"] += _obfuscate(lines, by_file[fid], ob, MetaRow)
                for case in cases_of_file(name, fid, by_file[fid], lines):
                    case["split"] = split
                    out[split].append(case)
        stats[f"repos {status}"] += 1
        repos_meta.append({"RepoName": name, "url": url, "commit": commit, "split": split, "status": status,
                           "rows": len(rows)})
    out_dir.mkdir(parents=True, exist_ok=True)
    for split, cases in out.items():
        with (out_dir / f"creddata-{split}.jsonl").open("w", encoding="utf-8") as fh:
            for c in cases:
                fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    with (out_dir / "repos.csv").open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(repos_meta[0]))
        w.writeheader()
        w.writerows(repos_meta)
    for split, cases in out.items():
        stats[f"{split} cases"] = len(cases)
        stats[f"{split} secrets"] = sum(len(c["secrets"]) for c in cases)
        stats[f"{split} near-misses"] = sum(len(c["keep"]) for c in cases)
    return dict(stats)


def load(out_dir: Path, split: str) -> list[dict]:
    path = out_dir / f"creddata-{split}.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").split("\n") if line.strip()]


def engine(cases: list[dict], show: int = 0) -> dict:
    """The engine alone: secrets caught and near-misses changed, by category and file type."""
    sys.path.insert(0, str(ROOT / "bench"))
    from secrets_configs import left_in

    from lc_memory.redact.engine import redact_secrets

    tally = collections.defaultdict(lambda: [0, 0, 0, 0])  # caught, secrets, changed, keeps
    misses, changed = [], []
    for case in cases:
        out = redact_secrets(case["text"])
        for value, cat in zip(case["secrets"], case["secret_cats"]):
            hit = not left_in(value, out, case["text"])
            for k in ("all", f"cat {cat}", f"ext {case['ext']}"):
                tally[k][0] += hit
                tally[k][1] += 1
            if not hit:
                misses.append((case["id"], cat, value, case["text"]))
        for value, cat in zip(case["keep"], case["keep_cats"]):
            lost = value not in out
            for k in ("all", f"cat {cat}", f"ext {case['ext']}"):
                tally[k][2] += lost
                tally[k][3] += 1
            if lost:
                changed.append((case["id"], cat, value, out))
    return {"tally": dict(tally), "misses": misses, "changed": changed}


def print_tally(tally: dict, min_n: int = 1) -> None:
    def line(k, v):
        c, s, ch, n = v
        print(f"  {k:48s} {c:5d}/{s:<5d} ({100 * c / max(1, s):5.1f}%)   nm changed {ch:4d}/{n:<5d} "
              f"({100 * ch / max(1, n):4.1f}%)")
    line("all", tally["all"])
    for prefix in ("cat ", "ext "):
        for k, v in sorted(((k, v) for k, v in tally.items() if k.startswith(prefix)), key=lambda kv: -kv[1][1] - kv[1][3]):
            if v[1] + v[3] >= min_n:
                line(k, v)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("creddata", type=Path)
    b.add_argument("mirror_root", type=Path)
    b.add_argument("out_dir", type=Path)
    for name in ("engine", "scanners"):
        p = sub.add_parser(name)
        p.add_argument("out_dir", type=Path)
        p.add_argument("--split", choices=["dev", "held"], default="dev")
        p.add_argument("--min", type=int, default=20, help="smallest category or type to print")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        print(json.dumps(build(args.creddata, args.mirror_root, args.out_dir), indent=1))
    elif args.cmd == "engine":
        res = engine(load(args.out_dir, args.split))
        print(f"CredData {args.split}, the engine alone (secrets caught; near-misses changed):")
        print_tally(res["tally"], args.min)
    else:
        sys.path.insert(0, str(ROOT / "bench"))
        import redact as bench_redact
        bench_redact.scanners({f"CredData {args.split}": load(args.out_dir, args.split)})


if __name__ == "__main__":
    main()
