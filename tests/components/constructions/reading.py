"""Shared helpers of the construction tests: read a Doc into clauses, contexts and facts."""

from __future__ import annotations

from wordproblem.components.clauses.clauses import Clause, attach, build_matcher, find_roles
from wordproblem.components.constructions import CONSTRUCTIONS, Context
from wordproblem.components.docview import DocView, view
from wordproblem.components.ir import Attachment, Reading
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader, construction_data

from ..handmade import QUESTION, RULES, VOCAB, Row, make_doc
from ..handmade import with_question as _with_question


def _facts(rows: list[Row], constructions=CONSTRUCTIONS) -> tuple[DocView, Reading]:
    """RETURNS: (the view, the reading) of ``rows`` + ``QUESTION`` by ``constructions``."""
    doc = view(make_doc(_with_question(rows)))  # the stages read one view of the Doc
    reader = ProblemReader(VOCAB, RULES, constructions)
    query = find_question(doc, RULES.words)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, build_matcher(VOCAB, RULES.roles), RULES.roles)
    return doc, reader.construe(doc, query, amounts, roles)


class Recorder:
    """A construction asked before all others: it claims every clause, keeps it and its
    context, and reads no fact, so every clause of the Doc reaches it."""

    name = "recorder"
    attachments = frozenset(Attachment)
    data_type = None

    def __init__(self) -> None:
        self.seen: list[tuple[Clause, Context]] = []

    def claims(self, clause: Clause, context: Context) -> bool:
        self.seen.append((clause, context))
        return True

    def read(self, clause: Clause, context: Context) -> list:
        return []


def clauses_of(doc: DocView, lexicon: bool = True) -> tuple[list[Clause], Context]:
    """The clauses the reader offers its constructions, and their context.

    doc (DocView): the problem, with its question.
    lexicon (bool): give the question finder the verb lexicon, as the reader does.
    RETURNS (tuple[list[Clause], Context]): the clauses in reading order and the context.
    RAISES AssertionError: a check before the constructions failed (the reading's failures).
    """
    recorder = Recorder()
    reader = ProblemReader(VOCAB, RULES, (recorder, *CONSTRUCTIONS))
    query = find_question(doc, RULES.words, RULES.lexicon if lexicon else None)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, reader.matcher, RULES.roles)
    reading = reader.construe(doc, query, amounts, roles)
    assert not reading.failures, reading.failures
    return [c for c, _ in recorder.seen], recorder.seen[0][1]


def hand_clauses(
    rows: list[Row], question: list[Row] | None = QUESTION
) -> tuple[DocView, list[Clause], Context]:
    """RETURNS: (the view, its clauses, their context) of the hand-built ``rows`` followed
    by ``question`` (its heads counted from its own first word; None: ``rows`` has one)."""
    if question is not None:
        rows = rows + [(w, h + len(rows), d, p, t, lem) for (w, h, d, p, t, lem) in question]
    doc = make_doc(rows)
    found, context = clauses_of(doc, lexicon=False)
    return doc, found, context


def parse(nlp, text: str) -> DocView:
    """RETURNS (DocView): ``text`` parsed by the pipeline's pipes before ``wordproblem``."""
    doc = nlp.make_doc(text)
    for name, proc in nlp.pipeline:
        if name == "wordproblem":
            break
        doc = proc(doc)
    return view(doc)


def parsed_clauses(nlp, text: str) -> tuple[DocView, list[Clause], Context]:
    """RETURNS: (the view, its clauses, their context) of ``text`` parsed by the model."""
    doc = parse(nlp, text)
    found, context = clauses_of(doc)
    return doc, found, context


def clause_of(found: list[Clause], verb: str) -> Clause:
    """RETURNS (Clause): the one clause of ``found`` whose verb is written ``verb``."""
    (clause,) = [c for c in found if c.verb.text == verb]
    return clause


def hand_clause(
    rows: list[Row], verb: str, question: list[Row] | None = QUESTION
) -> tuple[DocView, Clause, Context]:
    """RETURNS: (the view, the clause of the verb written ``verb``, its context) of the
    hand-built ``rows`` followed by ``question`` (see ``hand_clauses``)."""
    doc, found, context = hand_clauses(rows, question)
    return doc, clause_of(found, verb), context


def bare_clause(rows: list[Row], verb: str) -> tuple[DocView, Clause, Context]:
    """The clause of the verb written ``verb`` in the hand-built ``rows`` (with
    ``QUESTION``), made as the reader makes it but without the reader's checks before the
    constructions (mood, attitude, ...): for an abstention a construction raises itself
    on a clause those checks would stop first.

    RETURNS: (the view, the clause, its context).
    """
    doc = make_doc(_with_question(rows))
    (token,) = [t for t in doc if t.text == verb]
    amounts = find_quantities(doc, RULES.numbers, RULES.words.money_symbols)
    items = tuple(
        (q, how) for q in amounts for at, how in [attach(q, RULES.words.money_nouns)] if at is token
    )
    roles = find_roles(doc, build_matcher(VOCAB, RULES.roles), RULES.roles)
    own = roles.get(token.i, {})
    particles = [arg.lower_ for arg, _ in own.get("particle", [])]
    if any(how is Attachment.WITH for _, how in items):
        particles.append("with")
    entry = RULES.lexicon.lookup(token.lemma_.lower(), particles)
    clause = Clause(token, items, own, 0, tuple(particles), entry)
    query = find_question(doc, RULES.words)
    return doc, clause, Context(RULES, roles, construction_data(RULES, CONSTRUCTIONS), query)
