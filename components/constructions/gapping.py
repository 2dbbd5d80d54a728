"""Gapping: 'Aiko bought 5 pens and Ben 3', 'Carlos has 9 stamps, Mina 4, and Dev 7'.

A name with a number of its own, coordinated with the verb's object or with the verb,
stands for a clause of the same verb whose verb and noun are left out. The clause with
the verb is read as without the gapped names (by the construction of holding or of
gain and loss); each gapped name then holds, gains or loses its own number as the
subject does. Only a clause with no other side named (no 'to', 'from' or dative: "gave
5 pens to Sam and Ben 3" may mean Ben got 3) and one stated amount of the subject.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import DocView, Tok
from ..ir import Attachment, Fact, HolderRef
from .base import Context
from .exchange import Exchange
from .possession import Possession

_READERS = (Possession(), Exchange())


class Gapping:
    """A clause of holding, gaining or losing with gapped names after its amount."""

    name = "gapping"
    attachments = frozenset({Attachment.THEME, Attachment.GAPPED})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return any(how is Attachment.GAPPED for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        themes = tuple(item for item in clause.items if item[1] is Attachment.THEME)
        gapped = [q for q, how in clause.items if how is Attachment.GAPPED]
        entry = clause.entry
        if len(themes) != 1 or entry is None or entry[1].cls not in ("possess", "gain", "lose"):
            raise Abstain(
                "ellipsis", f"{verb.text!r} is left out with no one amount to repeat", verb
            )
        if any(c.dep_ == "dative" for c in verb.children) or any(
            c.dep_ == "prep" and c.lower_ in entry[1].parties for c in verb.children
        ):
            raise Abstain(
                "ellipsis", f"{verb.text!r} is left out beside another side it names", verb
            )
        comparative = context.rules.words.comparative
        for q in gapped:  # "Keanu has 9 stamps and Rosa 4 fewer": a comparison, not 4
            after = q.head.doc[q.head.i + 1] if q.head.i + 1 < len(q.head.doc) else None
            if after is not None and (after.lower_ in comparative or after.lower_ == "than"):
                raise Abstain(
                    "comparative",
                    f"{q.head.head.text!r} is compared with {after.text!r}, its verb left out",
                    after,
                )
        plain = msgspec.structs.replace(clause, items=themes)
        reader = next(r for r in _READERS if r.claims(plain, context))
        (fact,) = reader.read(plain, context)
        facts = [fact]
        for q in gapped:
            name = HolderRef(q.head.head)  # the name the number is on
            facts.append(
                msgspec.structs.replace(fact, construction=self.name, subject=name, amount=q)
            )
        return facts


# what a 'do' that stands for an earlier event may carry besides its subject
_DO_MARKERS = frozenset({"so", "too", "also", "as"})
# the constructions whose facts a 'do' may repeat: a holding, a gain or a loss
_REPEATABLE = frozenset({"possession", "exchange"})


def repeated_events(facts: list[Fact], doc: DocView) -> list[Fact]:
    """RETURNS (list[Fact]): the events an earlier clause's facts say again of other
    subjects through a 'do' ("Mateo found 6 shells, and so did Ximena", "Sue did too",
    "So did Cal and Dee.", "as did Omar"): each fact of the verb the 'do' stands for,
    with the 'do''s subject, at the 'do'; its cue is the 'do' (so no check refuses it as
    an event unread). Only a verb of holding, gaining or losing with one subject, and a
    'do' with nothing of its own but its subject and its marker ("did the same on
    Tuesday" is not read here)."""
    found: list[Fact] = []
    for token in doc.tokens:
        if token.lemma_.lower() != "do" or token.pos_ != "VERB" or token.dep_ == "aux":
            continue
        subjects, marked, other = [], False, False
        for c in token.children:
            if c.dep_ == "nsubj" or (
                c.dep_ == "dobj" and c.pos_ == "PROPN" and c.i > token.i  # "so did Femi"
            ):
                subjects.append(c)
            elif c.lower_ in _DO_MARKERS and c.dep_ in ("advmod", "mark"):
                marked = True
            elif c.dep_ not in ("punct", "cc"):
                other = True
        if not subjects or not marked or other:
            continue
        subjects += [
            t for s in subjects for t in s.subtree if t.dep_ == "conj" and t.head in subjects
        ]
        verb = _repeated_verb(token, doc)
        if verb is None:
            continue
        own = [f for f in facts if f.verb == verb]
        if (
            not own
            or any(f.construction not in _REPEATABLE or f.at is not None for f in own)
            or len({f.subject.token for f in own}) != 1
        ):
            continue
        for subject in subjects:
            for fact in own:
                found.append(
                    msgspec.structs.replace(
                        fact,
                        construction="repeated",
                        subject=HolderRef(subject),
                        at=token.i,
                        cues=(token.i,),
                    )
                )
    return found


def _repeated_verb(do: Tok, doc: DocView) -> Tok | None:
    """RETURNS (Tok | None): the verb a 'do' stands for: the verb it is coordinated with
    or depends on ("found 6, and so did Ximena", "as did Omar"), or the main verb of the
    sentence before a 'do' that opens its own ("So did the second class.")."""
    if do.dep_ in ("conj", "advcl") and do.head.pos_ == "VERB":
        return do.head
    if do.dep_ != "ROOT" or do.sent.start == 0:
        return None
    before = doc[do.sent.start - 1].sent.root
    return before if before.pos_ == "VERB" else None


__all__ = ["Gapping", "repeated_events"]
