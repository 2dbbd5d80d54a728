"""Stated totals of several holders (schema v2 ``total``, decision 0006 rule 6).

"Ana and Ben have 40 cards together. Ana has 23 cards. How many cards does Ben have?"
states a whole over a closed set of holders: the coordinated subject of a holding verb
names every holder the sum runs over, so the parts are exactly the named holders'
holdings. The reader reads such a problem only when its first reading abstained, with the
total's sentence set aside for ``build_facts.build_total_graph``; every other sentence is
read as usual (a second stated total still abstains).
"""

from __future__ import annotations

import msgspec
from spacy.tokens import Doc, Span, Token

from .abstention import Abstain
from .clauses import attach
from .ir import Amount, Attachment, Fact, FactKind, Query
from .rules import RuleSet

# the holder words of a coordinated subject: names, nouns and pronouns
_HOLDERS = ("PROPN", "NOUN", "PRON")
# nouns of a whole that carry the amount after 'of': "a total of 58 points"
_WHOLES = frozenset({"total", "sum"})
# words that join holders other than the subject's to the sum
_OTHERS = frozenset({"with", "including", "besides", "plus", "except"})


class HoldersTotal(msgspec.Struct, frozen=True):
    """A whole stated over the holders of a coordinated subject.

    sent (Span): the sentence that states it.
    verb (Token): its holding verb.
    amount (Amount): the whole.
    holders (tuple[Token, ...]): the coordinated holders, in text order.
    """

    sent: Span
    verb: Token
    amount: Amount
    holders: tuple[Token, ...]


def find_holders_total(
    doc: Doc, query: Query, amounts: tuple[Amount, ...], rules: RuleSet
) -> HoldersTotal | None:
    """Find the one statement that gives a total over coordinated holders ("Tom and Sam
    have 20 cards in all", "He and his cousin together have a total of 58 points").

    doc (Doc): the parsed problem.
    query (Query): the question (its sentence is not searched).
    amounts (tuple[Amount, ...]): the stated quantities.
    rules (RuleSet): the rules (``total_markers``, the lexicon's holding verbs).
    RETURNS (HoldersTotal | None): the total, or None when no sentence, or more than one,
        states a total, or its sentence is not exactly that shape.
    """
    words = rules.words
    found: list[HoldersTotal] = []
    for sent in doc.sents:
        if sent.start == query.sent.start or not _has_marker(sent, words.total_markers):
            continue
        inside = [q for q in amounts if sent.start <= q.start < sent.end]
        total = _total_in(sent, inside, rules)
        if total is None:
            return None  # a sum the rules cannot read: the first reading's abstention
        found.append(total)
    return found[0] if len(found) == 1 else None


def _total_in(sent: Span, inside: list[Amount], rules: RuleSet) -> HoldersTotal | None:
    if len(inside) != 1 or inside[0].unstated:
        return None
    amount = inside[0]
    head = amount.head
    if head.dep_ == "pobj" and head.head.lower_ == "of" and head.head.head.lower_ in _WHOLES:
        whole = head.head.head  # "have a total of 58 points": the total is the object
        verb = whole.head
        if whole.dep_ not in ("dobj", "attr") or verb.pos_ not in ("VERB", "AUX"):
            return None
    else:
        try:
            verb, how = attach(amount, rules.words.money_nouns)
        except Abstain:
            return None
        if how is not Attachment.THEME:
            return None
    if not sent.start <= verb.i < sent.end:
        return None
    found = rules.lexicon.lookup(verb.lemma_.lower(), [])
    if found is None or found[1].cls != "possess":
        return None
    if any(c.dep_ in ("neg", "aux", "auxpass") and c.lemma_.lower() != "do" for c in verb.children):
        return None  # "do not have", "will have": not a holding stated as it is
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1:
        return None
    holders = (subjects[0], *subjects[0].conjuncts)
    if len(holders) < 2 or any(t.pos_ not in _HOLDERS for t in holders):
        return None
    if any(t.dep_ == "preconj" or t.lower_ in ("or", "nor") for h in holders for t in h.children):
        return None  # "either Tom or Sam"
    if any(t.lower_ in _OTHERS for t in sent):
        return None  # "together with Sam", "including Sam's": more holders than the subject
    return HoldersTotal(sent, verb, amount, tuple(sorted(holders, key=lambda t: t.i)))


def check_total_tense(total: HoldersTotal, facts: tuple[Fact, ...], unit: str) -> None:
    """Abstain when a holder of the total is said to hold the unit in another tense ("Ana
    and Ben had 40 cards together. Ana has 23 cards."): the holdings may be of two times.

    total (HoldersTotal): the total.
    facts (tuple[Fact, ...]): the resolved facts.
    unit (str): the total's unit.
    RAISES Abstain: ``stated-total``.
    """
    past = _past(total.verb)
    for fact in facts:
        if (
            fact.kind is FactKind.POSSESS
            and fact.amount is not None
            and fact.amount.unit == unit
            and _past(fact.verb) != past
        ):
            raise Abstain(
                "stated-total", "a holding is stated in another tense than the total", fact.verb
            )


def _past(verb: Token) -> bool:
    return verb.tag_ == "VBD" or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children
    )


def _has_marker(sent: Span, markers: tuple[str, ...]) -> bool:
    lowered = [t.lower_ for t in sent]
    for marker in markers:
        parts = marker.split()
        for start in range(len(lowered) - len(parts) + 1):
            if lowered[start : start + len(parts)] == parts:
                return True
    return False


__all__ = ["HoldersTotal", "check_total_tense", "find_holders_total"]
