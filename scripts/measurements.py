"""Measure the parser on the dev sets and the public corpora, and write the pages that show it.

    python scripts/measurements.py            # run `wordproblem eval --json` on every set,
                                              # then write the pages below
    python scripts/measurements.py --render   # write the pages from the committed JSON only
    python scripts/measurements.py --check    # exit 1 if a page differs from its rendering

It writes ``docs/measurements.json`` (the summaries, trimmed), ``docs/measurements.md``
(one table per level, the abstention codes of each set, the wrong answers), the headline
table of ``README.md`` (between its ``measurements`` markers) and
``docs/abstention-codes.md`` (every code with its meaning, from the package). The sets
are the dev sets under ``evals/`` (``*/cases.jsonl``) and ``../shared/data/*.jsonl``;
``../shared/data/errata.json`` names stored answers that are wrong. Standard library
only, plus the installed ``wordproblem`` command.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
JSON_PAGE = ROOT / "docs" / "measurements.json"
PAGE = ROOT / "docs" / "measurements.md"
CODES_PAGE = ROOT / "docs" / "abstention-codes.md"
README = ROOT / "README.md"
START, END = "<!-- measurements:start -->", "<!-- measurements:end -->"
TOP_CODES = 3  # abstention codes named per set in the tables

NAMES = {  # file stem -> how the pages name the set
    "gsm8k_parser_dev": "dev set (schema v1)",
    "mwp_v2_dev": "dev set (schema v2)",
    "mwp_v3_dev": "dev set (schema v3)",
    "addsub": "AddSub",
    "singleop": "SingleOp",
    "multiarith": "MultiArith",
    "singleeq": "SingleEq",
    "gsm8k_train": "GSM8K train",
}


def sets() -> list[tuple[str, Path]]:
    """RETURNS (list): (name, path) of every set measured, dev sets first."""
    found = [(path.parent.name, path) for path in sorted((ROOT / "evals").glob("*/cases.jsonl"))]
    order = list(NAMES)
    corpora = [(path.stem, path) for path in SHARED.glob("*.jsonl")]
    corpora.sort(key=lambda item: (order.index(item[0]) if item[0] in order else 99, item[0]))
    return found + corpora


def measure() -> dict[str, Any]:
    """Run ``wordproblem eval --json`` on every set.

    RETURNS (dict): ``{"sets": [...], "errata": [...]}``, each set's summary trimmed.
    """
    measured = []
    for name, path in sets():
        done = subprocess.run(
            ["wordproblem", "eval", str(path), "--json", "-q"],
            capture_output=True,
            text=True,
            check=True,
        )
        summary = json.loads(done.stdout)
        measured.append({"name": name, "path": _shown_path(path), **trim(summary)})
        print(f"{name}: {summary['counts']}", file=sys.stderr)
    errata_path = SHARED / "errata.json"
    errata = json.loads(errata_path.read_text("utf-8")) if errata_path.exists() else []
    return {"sets": measured, "errata": errata}


def _shown_path(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return f"../{path.relative_to(ROOT.parent)}"


def trim(summary: dict[str, Any]) -> dict[str, Any]:
    """RETURNS (dict): what the pages show of an eval summary: the kind, the counts and
    ratios, every abstention code's count, the ids of the wrong answers or graphs, and
    the ids scored against an erratum's corrected answer."""
    kept = {key: summary[key] for key in ("kind", "counts", "ratios", "abstentions")}
    if summary["kind"] == "answer":
        kept["wrong"] = [
            {"id": w["id"], "answer": w["answer"]["value"], "expected": w["expected"]}
            for w in summary["wrong"]
        ]
        kept["corrected"] = summary.get("corrected", [])
    else:
        kept["wrong"] = [m["id"] for m in summary["misses"] if m["status"] == "wrong"]
    return kept


# ---------------------------------------------------------------------------
# Rendering (pure: the test renders the committed JSON and compares)


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _codes(item: dict[str, Any], top: int | None = TOP_CODES) -> str:
    codes = item["abstentions"][:top] if top else item["abstentions"]
    return ", ".join(f"`{c['code']}` {c['count']:,}" for c in codes) or "none"


def _name(item: dict[str, Any]) -> str:
    return NAMES.get(item["name"], item["name"])


def _id(wrong: Any) -> Any:
    return wrong["id"] if isinstance(wrong, dict) else wrong


def _errata_ids(data: dict[str, Any]) -> dict[str, Any]:
    return {str(row["id"]): row for row in data.get("errata", [])}


def _precision(item: dict[str, Any], errata: dict[str, Any]) -> str:
    counts = item["counts"]
    text = f"{_pct(item['ratios']['precision'])} ({counts['correct']:,}/{counts['answered']:,})"
    return text + _mark(item, errata)


def _mark(item: dict[str, Any], errata: dict[str, Any]) -> str:
    """RETURNS (str): a footnote mark when the set was scored against an erratum."""
    corrected = item.get("corrected") or []
    wrong = any(str(_id(w)) in errata for w in item["wrong"])
    return "\\*" if corrected or wrong else ""


def render_headline(data: dict[str, Any]) -> str:
    """RETURNS (str): the README's headline table (Markdown), between its markers."""
    errata = _errata_ids(data)
    rows = [
        "| set | problems | answered | right | wrong |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for item in data["sets"]:
        counts = item["counts"]
        if item["kind"] == "graph":  # answered: a graph; right: the exact graph
            answered, right = counts["exact"] + counts["wrong"], counts["exact"]
        else:
            answered, right = counts["answered"], counts["correct"]
        share = _pct(answered / counts["cases"] if counts["cases"] else None)
        mark = _mark(item, errata)
        rows.append(
            f"| {_name(item)} | {counts['cases']:,} | {answered:,} ({share}) | {right:,} "
            f"| {counts['wrong']:,}{mark} |"
        )
    notes = _errata_notes(data)
    return "\n".join([START, *rows, *(["", *notes] if notes else []), END])


def _errata_notes(data: dict[str, Any]) -> list[str]:
    errata = _errata_ids(data)
    notes = []
    for item in data["sets"]:
        for rid in item.get("corrected") or []:
            row = errata.get(str(rid))
            if row is not None:
                notes.append(
                    f"\\* {rid} is scored against {row['answer']:g}, the corrected answer of "
                    f"`errata.json`, not its stored answer {row['stored_answer']} ({row['why']})."
                )
        for wrong in item["wrong"]:
            row = errata.get(str(wrong["id"])) if isinstance(wrong, dict) else None
            if row is not None:
                notes.append(
                    f"\\* {wrong['id']} is scored wrong against its stored answer "
                    f"{row['stored_answer']}; the parser answers {wrong['answer']:g}, the "
                    f"corrected answer of `errata.json` ({row['why']})."
                )
    return notes


def render_page(data: dict[str, Any]) -> str:
    """RETURNS (str): ``docs/measurements.md``."""
    errata = _errata_ids(data)
    graph = [item for item in data["sets"] if item["kind"] == "graph"]
    answer = [item for item in data["sets"] if item["kind"] == "answer"]
    out = [
        "# Measured",
        "",
        "Generated by `python scripts/measurements.py` from `wordproblem eval --json` on each",
        "set (`docs/measurements.json` holds the summaries): do not edit by hand. Reproduce a",
        "row with `wordproblem eval PATH`. How the suites written for the parser fare, and",
        "what changed when, is in [history.md](history.md).",
        "",
        "## Dev sets: graphs",
        "",
        "Each case is scored on its whole graph: exact when its canonical bytes equal the",
        "hand-written graph's.",
        "",
        "| set | path | cases | exact | abstained | wrong graph | top abstention codes |",
        "| --- | --- | ---: | ---: | ---: | ---: | --- |",
    ]
    for item in graph:
        c = item["counts"]
        out.append(
            f"| {_name(item)} | `{item['path']}` | {c['cases']:,} | {c['exact']:,} "
            f"({_pct(item['ratios']['exact'])}) | {c['abstained']:,} | {c['wrong']:,} "
            f"| {_codes(item)} |"
        )
    out += [
        "",
        "## Public corpora: answers",
        "",
        "Answered: a graph was produced. Precision: right answers / answered; coverage:",
        "answered / problems; accuracy: right answers / problems.",
        "",
        "| corpus | problems | coverage | precision | accuracy | top abstention codes |",
        "| --- | ---: | ---: | ---: | ---: | --- |",
    ]
    for item in answer:
        c, r = item["counts"], item["ratios"]
        out.append(
            f"| {_name(item)} | {c['cases']:,} | {_pct(r['coverage'])} "
            f"| {_precision(item, errata)} | {_pct(r['accuracy'])} | {_codes(item)} |"
        )
    notes = _errata_notes(data)
    if notes:
        out += ["", *notes]
    out += ["", "## Wrong answers and graphs", ""]
    wrongs = [item for item in data["sets"] if item["wrong"]]
    if not wrongs:
        out.append("None.")
    for item in wrongs:
        if item["kind"] == "graph":
            out.append(f"- {_name(item)}: {', '.join(str(w) for w in item['wrong'])}")
        else:
            shown = [
                f"{w['id']} (answered {w['answer']:g}, expected {w['expected']:g})"
                for w in item["wrong"]
            ]
            out.append(f"- {_name(item)}: {', '.join(shown)}")
    out += ["", "## Every abstention code, per set", ""]
    for item in data["sets"]:
        out.append(
            f"- **{_name(item)}** ({item['counts']['abstained']:,} abstained): {_codes(item, None)}"
        )
    return "\n".join(out) + "\n"


def render_codes(codes: dict[str, str]) -> str:
    """RETURNS (str): ``docs/abstention-codes.md``, every code of the package with its meaning."""
    out = [
        "# Abstention codes",
        "",
        "When the rules cannot justify a graph the parser abstains: `graph` and `answer` are",
        "null and `abstention` is `{code, message, sentence}`. These are all the codes, from",
        "`wordproblem.components.ABSTENTION_CODES` (generated by `python",
        "scripts/measurements.py`; a test compares them). How often each one fires on each",
        "corpus: [measurements.md](measurements.md).",
        "",
        "| code | meaning |",
        "| --- | --- |",
    ]
    out += [f"| `{code}` | {meaning.replace('|', '/')} |" for code, meaning in codes.items()]
    return "\n".join(out) + "\n"


def with_headline(readme: str, data: dict[str, Any]) -> str:
    """RETURNS (str): ``readme`` with the text between its markers replaced by the table."""
    head, rest = readme.split(START, 1)
    _, tail = rest.split(END, 1)
    return head + render_headline(data) + tail


def package_codes() -> dict[str, str]:
    """RETURNS (dict): code -> meaning, as the installed package has them."""
    from wordproblem.components import ABSTENTION_CODES

    return dict(ABSTENTION_CODES)


def pages(data: dict[str, Any]) -> dict[Path, str]:
    """RETURNS (dict): path -> the text each generated page should have."""
    return {
        PAGE: render_page(data),
        CODES_PAGE: render_codes(package_codes()),
        README: with_headline(README.read_text("utf-8"), data),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python scripts/measurements.py")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--render", action="store_true", help="render from docs/measurements.json")
    mode.add_argument("--check", action="store_true", help="compare the pages, write nothing")
    args = parser.parse_args(argv)
    if args.render or args.check:
        data = json.loads(JSON_PAGE.read_text("utf-8"))
    else:
        data = measure()
        JSON_PAGE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    stale = []
    for path, text in pages(data).items():
        current = path.read_text("utf-8") if path.exists() else None
        if current != text:
            stale.append(path)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'differs' if args.check else 'wrote'}: {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
