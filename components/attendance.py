"""Events one person missed: "Benny's high school played 39 baseball games this year. He
attended 14 games. How many baseball games did Benny miss?" (schema v2 ``total``,
decision 0006 rule 6).

'Miss' is the complement of 'attend' (or 'go to') over the events that took place: the
games played are the whole, the ones the person attended and the ones missed its two
parts. Read only in exactly that shape: one sentence stating the events that took place
(a verb of ``held``), one stating how many of them one person went to (``attend``,
``attend_to`` + 'to'), and the question asking with a verb of ``missed``, every amount
of one noun. Anything else beside it (a third category such as "played at night", an
event, another attender) leaves the problem to the other readings.
"""

from __future__ import annotations

from wordproblem.models import Has, MathProblemGraph, Quantity, Total, Unknown, to_number

from .constructions.attendance import AttendanceData
from .docview import DocView, Tok
from .ir import Amount, Query

_PRONOUNS = {"he": "male", "she": "female"}
# dependents a season's verb may have besides its subject and object ("this year"), and
# an attendance's (a time of its own might not be the season's: "last year")
_SEASON = frozenset({"npadvmod", "punct"})
_ATTEND = frozenset({"punct"})


def find_missed(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    data: AttendanceData,
    first_names: dict[str, str] | None = None,
) -> tuple[MathProblemGraph, tuple[Amount, ...], tuple[Tok, ...]] | None:
    """Find a problem that asks how many of the events that took place one person missed.

    doc (DocView): the parsed problem.
    query (Query): the question.
    amounts (tuple[Amount, ...]): the stated quantities.
    data (AttendanceData): the ``attendance`` construction's data.
    first_names (dict | None): lowercase first name -> sex (``first_names.json``), which a
        'he'/'she' attender must agree with.
    RETURNS (tuple | None): the graph (the events held as a ``total`` of the attended and
        the missed ones of the attender, the attended ones a ``has``), the two amounts and
        the two verbs; None for any other problem.
    """
    asked = _question(query, data)
    if asked is None:
        return None
    name, noun = asked
    sents = [s for s in doc.sents if s.start != query.sent.start]
    if len(sents) != 2 or sents[1].end > query.sent.start or len(amounts) != 2:
        return None
    held, attended = amounts
    if not (sents[0].start <= held.start < sents[0].end <= attended.start < sents[1].end):
        return None
    compounds = _compounds(noun)
    for q in (held, attended):
        if q.noun is None or q.money or q.adjectives or q.owner is not None:
            return None
        if q.noun.lemma_.lower() != noun.lemma_.lower() or q.noun.tag_ != "NNS":
            return None
        if any(c.dep_ not in ("nummod", "compound") for c in q.noun.children):
            return None
    if _compounds(held.noun) != compounds or _compounds(attended.noun) not in ((), compounds):
        return None
    season = _verb_of(held, data.held, [], _SEASON)
    went = _verb_of(attended, data.attend, data.attend_to, _ATTEND)
    if season is None or went is None or season.head != season or went.head != went:
        return None
    if not _attender(went, name, doc, first_names):
        return None
    unit = " ".join((*compounds, noun.lower_))
    there, away = f"attended {unit}", f"missed {unit}"
    graph = MathProblemGraph(
        entities=(name,),
        initial_state=(),
        operations=(),
        unknown=Unknown(away, name),
        facts=(
            Total(
                holders=(name,),
                parts=(there, away),
                whole=Quantity(to_number(held.value), unit),
            ),
            Has(name, Quantity(to_number(attended.value), there)),
        ),
    )
    return graph, (held, attended), (season, went)


def _question(query: Query, data: AttendanceData) -> tuple[str, Tok] | None:
    """RETURNS: the asked person's name and the counted noun of 'How many (compound) N
    did NAME miss?', every word of the question accounted for; None otherwise."""
    verb, noun = query.verb, query.noun
    if noun is None or query.conditions or query.money or verb.lemma_.lower() not in data.missed:
        return None
    doc = query.sent.doc
    if doc[query.wh.i + 1].lower_ != "many" or noun.tag_ != "NNS":
        return None
    names = [
        t
        for t in query.sent
        if t.pos_ == "PROPN" and t.head == verb and t.dep_ in ("nsubj", "compound")
    ]
    auxes = [t for t in query.sent if t.dep_ == "aux" and t.head == verb and t.lower_ == "did"]
    if len(names) != 1 or len(auxes) != 1:
        return None
    known = {query.wh.i, query.wh.i + 1, noun.i, names[0].i, auxes[0].i, verb.i}
    known |= {c.i for c in noun.children if c.dep_ == "compound"}
    if any(t.i not in known and not t.is_punct for t in query.sent):
        return None
    return names[0].text, noun


def _compounds(noun: Tok) -> tuple[str, ...]:
    return tuple(c.lower_ for c in noun.lefts if c.dep_ == "compound")


def _verb_of(q: Amount, verbs: list[str], going: list[str], adjuncts: frozenset[str]) -> Tok | None:
    """RETURNS: the verb whose object is ``q``'s noun ("attended 14 games"), or whose
    'to' names it for a verb of ``going`` ("went to 14 games"), when it is a plain
    affirmative statement with a subject and no dependents but ``adjuncts``; None
    otherwise."""
    noun = q.noun
    assert noun is not None
    head = noun.head
    if noun.dep_ == "dobj" and head.lemma_.lower() in verbs:
        verb, own = head, noun
    elif (
        noun.dep_ == "pobj"
        and head.lower_ == "to"
        and head.dep_ == "prep"
        and head.head.lemma_.lower() in going
    ):
        verb, own = head.head, head
    else:
        return None
    if verb.pos_ != "VERB" or verb.tag_ != "VBD":
        return None
    if any(c != own and c.dep_ not in adjuncts and c.dep_ != "nsubj" for c in verb.children):
        return None
    if sum(c.dep_ == "nsubj" for c in verb.children) != 1:
        return None
    times = [c for c in verb.children if c.dep_ == "npadvmod"]
    if any(g.dep_ == "nummod" for c in times for g in c.children):
        return None  # "played 39 games 3 weeks ago": a time that counts
    return verb


def _attender(
    verb: Tok, name: str, doc: DocView, first_names: dict[str, str] | None = None
) -> bool:
    """RETURNS (bool): the subject of ``verb`` is the asked person: the name itself, or
    'he'/'she' when no other name occurs in the text and the name's sex (``first_names``)
    agrees with the pronoun; an unlisted or ambiguous name never agrees."""
    (subject,) = [c for c in verb.children if c.dep_ == "nsubj"]
    if subject.text == name and not list(subject.children):
        return True
    if subject.lower_ not in _PRONOUNS:
        return False
    sex = (first_names or {}).get(name.lower())
    if sex != _PRONOUNS[subject.lower_]:
        return False  # "Benny's school played 39 games. She attended 14.": who is she?
    return all(t.text == name for t in doc if t.pos_ == "PROPN")


__all__ = ["find_missed"]
