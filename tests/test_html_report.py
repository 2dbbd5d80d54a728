"""``wordproblem eval --html``: a self-contained report (wordproblem.evals.html_report).

The structure is read back with the standard library's HTML parser. That the page
renders was checked by hand in headless Chromium (see the README).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner
from wordproblem.evals import cli
from wordproblem.evals.html_report import abstention_chart
from wordproblem.evals.scoring import AbstentionCount

SAM = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"
PRONOUN = (  # two men: 'he' has no single antecedent, even with names' genders known
    "Tom had 30 marbles and Liam had 18 marbles. Tom gave Liam 7 marbles, and then he "
    "lost 5. How many marbles does Liam have now?"
)


def graph(added: int) -> dict:
    return {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": {"value": 5, "unit": "apples"}}],
        "operations": [
            {"actor": "Sam", "kind": "add", "operand": {"value": added, "unit": "apples"}}
        ],
        "unknown": {"unit": "apples", "entity": "Sam"},
    }


@pytest.fixture(scope="module", autouse=True)
def cli_uses_the_session_pipeline(nlp) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        yield


class Page(HTMLParser):
    """Every start tag with its attributes, and the text inside each element id'd ``miss-*``."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.sections: dict[str, list[str]] = {}
        self._open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "section":
            self._open.append(dict(attrs).get("id") or "")
            self.sections[self._open[-1]] = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "section":
            self._open.pop()

    def handle_data(self, data: str) -> None:
        if self._open:
            self.sections[self._open[-1]].append(data)

    def find(self, tag: str, **attrs: str) -> list[dict[str, str | None]]:
        return [
            a
            for t, a in self.tags
            if t == tag and all((a.get(k) or "").split().count(v) for k, v in attrs.items())
        ]


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> tuple[str, Page]:
    folder = tmp_path_factory.mktemp("html")
    cases = folder / "cases.jsonl"
    rows = [
        {"id": "right", "problem": SAM, "ground_truth_graph": graph(3)},
        {"id": "off-by-one", "problem": SAM, "ground_truth_graph": graph(4)},
        {"id": "pronoun", "problem": PRONOUN, "ground_truth_graph": graph(3)},
        {"problem": "The weather is nice today.", "ground_truth_graph": graph(3)},
    ]
    cases.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    out = folder / "REPORT.html"
    result = CliRunner().invoke(cli.app, ["eval", str(cases), "-q", "--html", str(out)])
    assert result.exit_code == 0, result.stderr
    assert "exact 1/4" in result.stdout  # the text report is printed as before
    text = out.read_text(encoding="utf-8")
    page = Page()
    page.feed(text)
    return text, page


def test_the_report_is_one_complete_document(report):
    text, page = report
    assert text.startswith("<!DOCTYPE html>")
    assert page.find("meta", charset="utf-8")
    assert re.findall(r"<title>(.*?)</title>", text)[0].startswith("wordproblem eval: ")
    assert text.rstrip().endswith("</body></html>")
    assert "en_core_web_sm" in text  # the model that produced it


def test_the_summary_table_has_the_counts(report):
    text, _ = report
    summary = text.split('id="summary"', 1)[1].split("</table>", 1)[0]
    header = re.findall(r"<th>(.*?)</th>", summary)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", summary)
    assert dict(zip(header, cells, strict=True)) == {
        "cases": "4",
        "exact": "1",
        "abstained": "2",
        "wrong graph": "1",
        "unreadable rows": "0",
        "exact ratio": "25.0%",
    }


def test_the_histogram_is_an_svg_bar_per_code(report):
    _, page = report
    assert len(page.find("svg", **{"class": "histogram"})) == 1
    bars = page.find("g", **{"class": "bar"})
    assert len(bars) == 2  # unresolved-pronoun and the gate's no-question/no-quantity


def test_each_miss_has_its_diff_or_abstention_and_the_parse_view(report):
    _, page = report
    assert sorted(page.sections) == ["miss-line-4", "miss-off-by-one", "miss-pronoun"]
    wrong = "".join(page.sections["miss-off-by-one"])
    assert re.search(r'-\s+"value": 4,?\s*\+\s+"value": 3', wrong)  # expected → parsed
    assert "Answer: 8 apples" in wrong.replace("Answer:  8", "Answer: 8")  # the parse's view
    pronoun = "".join(page.sections["miss-pronoun"])
    assert "unresolved-pronoun" in pronoun and "in sentence 2" in pronoun


def test_the_parse_view_is_embedded_in_each_miss(report):
    text, _ = report
    sections = re.findall(r'<section class="miss" id="(.*?)">(.*?)</section>', text, re.S)
    assert [name for name, _ in sections] == ["miss-off-by-one", "miss-pronoun", "miss-line-4"]
    assert all('<div class="wordproblem"' in body for _, body in sections)


def test_nothing_is_fetched_from_the_network(report):
    text, page = report
    assert not page.find("script") and not page.find("link") and not page.find("img")
    for _, attrs in page.tags:
        for name in ("src", "href"):
            assert not (attrs.get(name) or "").startswith(("http:", "https:", "//"))
    assert "url(" not in text and "@import" not in text
    # the only URLs are the SVG namespace name, which is never fetched
    assert set(re.findall(r"https?://[^\s\"'<>]+", text)) <= {"http://www.w3.org/2000/svg"}


def test_an_html_report_path_that_cannot_be_written_is_one_line_exit_2(tmp_path):
    result = CliRunner().invoke(
        cli.app, ["eval", "--limit", "1", "-q", "--html", str(tmp_path / "no" / "r.html")]
    )
    assert result.exit_code == 2
    assert result.stderr.startswith("wordproblem: error: ") and "cannot write" in result.stderr


def test_the_chart_scales_bars_to_the_largest_count():
    svg = abstention_chart([AbstentionCount("rate", 10), AbstentionCount("comparative", 5)])
    widths = [float(w) for w in re.findall(r'<rect [^>]*width="([\d.]+)"', svg)]
    assert widths[0] == 2 * widths[1]
    assert abstention_chart([]) == '<p class="none">no abstentions</p>'


def test_answer_level_report_lists_wrong_answers(tmp_path):
    cases = tmp_path / "corpus.jsonl"
    rows = [{"id": "a", "question": SAM, "answer": 8}, {"id": "b", "question": SAM, "answer": 9}]
    cases.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    out = tmp_path / "r.html"
    result = CliRunner().invoke(cli.app, ["eval", str(cases), "-q", "--html", str(out)])
    assert result.exit_code == 0, result.stderr
    page = Page()
    page.feed(Path(out).read_text(encoding="utf-8"))
    assert sorted(page.sections) == ["miss-b"]
    assert "expected 9" in "".join(page.sections["miss-b"])


def test_abstained_problems_are_listed_by_code_collapsed(report):
    text, page = report
    details = page.find("details", **{"class": "code"})
    ids = [d["id"] for d in details]
    assert ids == ["code-no-question", "code-unresolved-pronoun"] or ids == [
        "code-unresolved-pronoun", "code-no-question"
    ]  # fmt: skip
    assert all("open" not in d for d in details)  # collapsed until clicked
    block = re.search(r'<details class="code" id="code-unresolved-pronoun">(.*?)</details>',
                      text, re.S).group(1)  # fmt: skip
    assert "<b>pronoun</b>" in block and "Tom gave Liam 7 marbles" in block
    assert "1 problem" in block and "(a pronoun has no single antecedent)" in block
    # the histogram's labels lead to the lists
    assert {a["href"] for a in page.find("a")} == {f"#{i}" for i in ids}


def test_an_answer_level_report_lists_its_abstained_problems_too(tmp_path):
    cases = tmp_path / "corpus.jsonl"
    rows = [
        {"id": "a", "question": SAM, "answer": 8},
        {"id": "chat", "question": "Thanks, see you soon.", "answer": 1},
        {"id": "juggle", "question": "Tom has 10 apples. He juggles 3 apples. How many apples "
                                      "does Tom have?", "answer": 7},
    ]  # fmt: skip
    cases.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    out = tmp_path / "r.html"
    result = CliRunner().invoke(cli.app, ["eval", str(cases), "-q", "--html", str(out)])
    assert result.exit_code == 0, result.stderr
    text = out.read_text(encoding="utf-8")
    lists = dict(re.findall(r'<details class="code" id="code-(.*?)">(.*?)</details>', text, re.S))
    assert sorted(lists) == ["no-question", "unsupported-verb"]
    assert "<b>juggle</b>" in lists["unsupported-verb"] and "<b>chat</b>" in lists["no-question"]
