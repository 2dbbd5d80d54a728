"""Run the parser on the metamorphic cases and tally the outcomes.

``python -m tests.metamorphic.run`` prints the table; ``--write-known-wrong`` rewrites
``known_wrong.json`` from today's run (the test then holds the list to exactly that).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

from wordproblem.models import graph_from_dict

from .transforms import TRANSFORMS, Generated, Transformed, generate

HERE = Path(__file__).parent
KNOWN_WRONG = HERE / "known_wrong.json"
OUTCOMES = ("same", "abstained", "wrong")


def dev_cases() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the dev set's rows."""
    text = (
        files("wordproblem.evals")
        .joinpath("gsm8k_parser_dev")
        .joinpath("cases.jsonl")
        .read_text(encoding="utf-8")
    )
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@dataclass(frozen=True)
class Outcome:
    """What the parser did with one transformed case.

    case (Transformed): the case.
    kind (str): ``same``, ``abstained`` or ``wrong``.
    got (bytes | None): the parser's canonical bytes, None when it abstained.
    """

    case: Transformed
    kind: str
    got: bytes | None


def run(generated: Generated, nlp: Any = None) -> list[Outcome]:
    """Parse every transformed case in one batch and compare canonical bytes.

    generated (Generated): the generator's output.
    nlp (Language | None): the pipeline; the default one when None.
    RETURNS (list[Outcome]): one per case, in order.
    """
    from wordproblem.pipeline import parse_many

    results = parse_many([case.text for case in generated.cases], nlp, batch_size=128)
    outcomes = []
    for case, result in zip(generated.cases, results, strict=True):
        if result.graph is None:
            outcomes.append(Outcome(case, "abstained", None))
            continue
        got = result.graph.canonical_bytes()
        if case.graph is None:  # a change asked: its one answer, or any graph is wrong
            answered = result.answer is not None and result.answer.value == case.answer
            outcomes.append(Outcome(case, "same" if answered else "wrong", got))
            continue
        expected = graph_from_dict(case.graph).canonical_bytes()
        outcomes.append(Outcome(case, "same" if got == expected else "wrong", got))
    return outcomes


def table(generated: Generated, outcomes: list[Outcome]) -> str:
    """RETURNS (str): per transform: cases checked, skipped sources, outcome counts/rates."""
    counts: Counter[tuple[str, str]] = Counter((o.case.transform, o.kind) for o in outcomes)
    skipped: Counter[str] = Counter()
    for (name, _), n in generated.skipped.items():
        skipped[name] += n
    lines = [
        "| transform | checked | skipped cases | same | abstained | wrong |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name in [*TRANSFORMS, "all"]:
        if name == "all":
            total = len(outcomes)
            row = [sum(counts[t, kind] for t in TRANSFORMS) for kind in OUTCOMES]
            skip = sum(skipped.values())
        else:
            row = [counts[name, kind] for kind in OUTCOMES]
            total, skip = sum(row), skipped[name]
        cells = [f"{n} ({100 * n / total:.1f}%)" if total else "0" for n in row]
        lines.append(f"| {name} | {total} | {skip} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def load_known_wrong() -> list[str]:
    """RETURNS (list[str]): the committed known-wrong ids."""
    return json.loads(KNOWN_WRONG.read_text(encoding="utf-8"))["ids"]


def main() -> None:
    """Print the outcome table and the wrong graphs; optionally rewrite known_wrong.json."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write-known-wrong", action="store_true")
    args = parser.parse_args()
    generated = generate(dev_cases())
    outcomes = run(generated)
    print(table(generated, outcomes))
    for (name, reason), n in sorted(generated.skipped.items()):
        print(f"skipped {name}: {reason}: {n}")
    wrong = [o for o in outcomes if o.kind == "wrong"]
    for o in wrong:
        expected = (
            "an abstention"
            if o.case.graph is None
            else graph_from_dict(o.case.graph).canonical_bytes().decode()
        )
        print(f"\nWRONG {o.case.id}\n  {o.case.text}\n  expected {expected}")
        print(f"  got      {(o.got or b'').decode()}")
    if args.write_known_wrong:
        ids = sorted(o.case.id for o in wrong)
        note = (
            "Transformed cases the parser gets wrong today (python -m tests.metamorphic.run "
            "--write-known-wrong). Strict: an id that is no longer wrong fails the test, "
            "so this list only shrinks."
        )
        KNOWN_WRONG.write_text(
            json.dumps({"note": note, "ids": ids}, indent=1) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
