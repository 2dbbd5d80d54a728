"""Clause frames: which verb each quantity belongs to, who holds or acts, and how.

Argument roles come from ``DependencyMatcher`` patterns (``data/roles.jsonl``);
the verb's frame (possess, gain, lose, scale) comes from the verb lexicon.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from spacy.matcher import DependencyMatcher
from spacy.tokens import Doc, Span, Token

from .abstention import Abstain
from .mentions import PLURAL, Mentions, is_counted, is_proper
from .quantities import Found
from .rules import VerbLexicon

IMPLIED = "<implied>"
_VERBS = ("VERB", "AUX")
Roles = dict[str, list[tuple[Token, str]]]


@dataclass
class Event:
    """One clause read as a holding, a gain, a loss or a scaling.

    kind (str): possess, gain, lose or scale.
    verb (Token): the clause's verb.
    subject (str): the holder that has, gains, loses or scales.
    quantity (Found | None): the quantity (None for a scaling).
    party (str | None): the other side of an exchange, if the clause names one.
    frame (dict): the lexicon entry.
    """

    kind: str
    verb: Token
    subject: str
    quantity: Found | None
    party: str | None
    frame: dict[str, Any]
    scale_noun: Token | None = None
    generic: bool = False

    @property
    def position(self) -> int:
        return self.quantity.start if self.quantity is not None else self.verb.i


def build_matcher(vocab: Any, patterns: list[dict[str, Any]]) -> DependencyMatcher:
    """RETURNS (DependencyMatcher): one rule per pattern label (labels are unique)."""
    matcher = DependencyMatcher(vocab, validate=True)
    for entry in patterns:
        if entry["label"] in matcher:
            raise ValueError(f"roles.jsonl: label {entry['label']!r} is used twice")
        matcher.add(entry["label"], [entry["pattern"]])
    return matcher


def find_roles(
    doc: Doc, matcher: DependencyMatcher, patterns: list[dict[str, Any]]
) -> dict[int, Roles]:
    """RETURNS: for each verb index, its role label -> [(argument, preposition text)]."""
    shapes = {entry["label"]: entry for entry in patterns}
    roles: dict[int, Roles] = {}
    for match_id, token_ids in sorted(matcher(doc), key=lambda m: (m[1], m[0])):
        entry = shapes[doc.vocab.strings[match_id]]
        names = [node["RIGHT_ID"] for node in entry["pattern"]]
        label = entry["role"]
        named = dict(zip(names, token_ids, strict=True))
        preps = [doc[named[n]].lower_ for n in ("prep", "prep2") if n in named]
        if "prep" in named and doc[named["prep"]].dep_ == "dative" and "prep2" not in named:
            preps = [doc[named["prep"]].lower_]
        arg = doc[named["arg"]]
        found = roles.setdefault(named["verb"], {}).setdefault(label, [])
        item = (arg, " ".join(preps))
        if item not in found:
            found.append(item)
    return roles


def attach(q: Found) -> tuple[Token, str]:
    """RETURNS: (verb, how) for the clause a quantity is an argument of.

    how is "theme" (object, attribute or a conjunct of one), "with" (object of
    'with': "starts with 7 caps") or "subject" ("5 apples are in the basket").
    """
    head = q.head
    doc = head.doc
    while head.dep_ in ("conj", "appos") and head.head.pos_ not in _VERBS:
        if head.head.dep_ == "pobj" and head.head.head.dep_ == "prep":
            # a list conjoined to a place or a date: "3884 cars in North America and 2871
            # cars in Europe", "four on Monday and six on Tuesday"
            head = head.head.head.head
            if head.pos_ in _VERBS:
                return head, "theme"
            continue
        head = head.head
    dep, gov = head.dep_, head.head
    if dep in ("conj", "dobj", "attr", "oprd", "npadvmod") and gov.pos_ in _VERBS and gov != head:
        return gov, "theme"
    if dep == "nummod" and gov.pos_ in ("PROPN", "NOUN") and gov.dep_ in ("dative", "dobj"):
        # "gave Sam 4 of the marbles" with the number put on "Sam"
        return gov.head, "theme"
    if dep == "pobj" and gov.lower_ == "with" and gov.head.pos_ in _VERBS:
        return gov.head, "with"
    if dep == "nsubj" and gov.lemma_ == "be":
        return gov, "subject"
    if dep == "nsubj" and gov.pos_ in _VERBS:
        return gov, "mover"  # "8 more birds land on the fence": the frame decides
    before = doc[q.start - 1] if q.start > 0 else None
    if (
        dep == "nsubj"
        and before is not None
        and before.pos_ == "VERB"
        and not any(c.dep_ in ("dobj", "attr") for c in before.children)
    ):
        # "Eli loses 1 marble and Rhea buys 4": the object read as the next verb's subject
        return before, "theme"
    if dep == "nsubjpass":
        raise Abstain("passive", f"{q.span(q.head.doc).text!r} is the subject of a passive", head)
    raise Abstain(
        "unattached-quantity",
        f"{q.span(q.head.doc).text!r} is not an argument of a clause the rules know",
        head,
    )


class FrameReader:
    """Reads the statement sentences of a Doc into Events.

    lexicon (VerbLexicon): verb frames.
    words (dict): the ``words.json`` rules.
    """

    def __init__(self, lexicon: VerbLexicon, words: dict[str, Any]) -> None:
        self.lexicon = lexicon
        self.existential = set(words["existential_preps"])
        self.hypothetical_aux = {"would", "could", "should", "might", "may", "must"}
        self.quantifiers = set(words["quantifiers"])

    def read(
        self,
        sent: Span,
        quantities: list[Found],
        roles: dict[int, Roles],
        mentions: Mentions,
        condition: Token | None = None,
    ) -> list[Event]:
        """Read the events of one statement sentence (or of a question's if-clause).

        condition (Token | None): the verb of the if-clause being read, whose 'if' and
            whose governing question are then not a reason to abstain.
        RETURNS (list[Event]): the events, in text order.
        """
        by_verb: dict[int, list[tuple[Found, str]]] = {}
        for q in quantities:
            verb, how = attach(q)
            by_verb.setdefault(verb.i, []).append((q, how))
        counted = {q.noun.lemma_.lower() for q in quantities if q.noun is not None}
        for token in sent:
            if token.pos_ not in _VERBS or token.i in by_verb:
                continue
            found = self.lexicon.lookup(token.lemma_.lower(), [])
            if found is not None and found[1]["class"] == "scale":
                by_verb[token.i] = []
            elif found is not None and found[1]["class"] in ("gain", "lose"):
                self._check_unquantified(token, counted)
        events: list[Event] = []
        for verb_i in sorted(by_verb):
            verb = sent.doc[verb_i]
            self._check_mood(verb, condition)
            events.extend(self._clause(verb, by_verb[verb_i], roles, mentions))
        return sorted(events, key=lambda e: e.position)

    def _check_unquantified(self, verb: Token, counted: set[str]) -> None:
        """An event on "all of them", "some apples", "the rest" moves an amount the rules
        cannot read; skipping it would leave a wrong graph."""
        if verb.dep_ == "xcomp" or verb.dep_ == "amod":
            return  # "went to the mall to buy clothes": no event happened
        for obj in verb.children:
            if obj.dep_ not in ("dobj", "nsubjpass"):
                continue
            inner = [
                g for c in obj.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"
            ]
            for token in [obj, *inner]:
                if token.lower_ in self.quantifiers or token.lemma_.lower() in counted:
                    raise Abstain(
                        "unquantified-event",
                        f"{verb.text!r} moves {token.text!r}, an amount the text does not give",
                        verb,
                    )

    def _clause(
        self,
        verb: Token,
        items: list[tuple[Found, str]],
        roles: dict[int, Roles],
        mentions: Mentions,
    ) -> list[Event]:
        own = roles.get(verb.i, {})
        if "passive" in own:
            raise Abstain("passive", f"{verb.text!r} is passive", verb)
        particles = [arg.lower_ for arg, _ in own.get("particle", [])]
        if any(how == "with" for _, how in items):
            particles.append("with")
        if any(how == "mover" for _, how in items):
            return self._motion(verb, items, own, mentions, particles)
        existential = "expletive" in own or any(how == "subject" for _, how in items)
        if existential and verb.lemma_ == "be":
            frame: dict[str, Any] = {"class": "possess", "parties": []}
            events = []
            for q, _ in items:
                holder = mentions.name(self._existential_holder(verb, q, own))
                if holder == PLURAL:
                    raise Abstain("plural-holder", "the place is plural", verb)
                events.append(Event("possess", verb, holder, q, None, frame))
            return events
        else:
            found = self.lexicon.lookup(verb.lemma_.lower(), particles)
            if found is None:
                raise Abstain(
                    "unsupported-verb", f"the verb {verb.lemma_!r} is not in the lexicon", verb
                )
            _, frame = found
            subject_token = self._subject(verb, roles)
            if any(c.dep_ == "conj" for c in subject_token.children):
                raise Abstain("plural-holder", f"{verb.text!r} has a coordinated subject", verb)
            subject = mentions.name(subject_token)
            generic = subject_token.pos_ == "NOUN" and not is_proper(subject_token)
        if subject == PLURAL and frame["class"] not in ("gain", "lose"):
            raise Abstain("plural-holder", f"the subject of {verb.text!r} is plural", verb)
        if frame["class"] == "scale":
            return [self._scale(verb, subject, frame, items, own)]
        party = None
        for label in ("dative", "prep"):
            for arg, prep in own.get(label, []):
                key = "dative" if label == "dative" else prep
                if key in frame["parties"] and party is None:
                    party = mentions.name(arg, exclude=subject)
                    if party == PLURAL:
                        raise Abstain("plural-holder", f"{arg.text!r} is plural", arg)
        if party is None and "dative" in frame["parties"]:
            party = self._dative_read_as_possessive(items, mentions, subject)
        if party is None and "dative" in frame["parties"]:
            party = self._dative_read_as_object(own, items, mentions, subject)
        events = []
        for q, _ in items:
            owner = party
            if owner is None and frame["class"] == "gain" and q.owner is not None:
                owner = mentions.name(q.owner, exclude=subject)  # "bought 3 of Mike's cards"
                if owner in (PLURAL, subject):
                    owner = None
            if subject == PLURAL and owner is None:
                raise Abstain("plural-holder", f"the subject of {verb.text!r} is plural", verb)
            events.append(Event(frame["class"], verb, subject, q, owner, frame, generic=generic))
        return events

    def _dative_read_as_possessive(
        self, items: list[tuple[Found, str]], mentions: Mentions, subject: str
    ) -> str | None:
        """ "gave her 9 nickels" parsed with 'her' as the possessive of 'nickels': the tagger
        still tags it a personal pronoun (PRP, not PRP$), which only the object reading allows."""
        for q, _ in items:
            if q.noun is None:
                continue
            for child in q.noun.children:
                if child.dep_ == "poss" and child.tag_ == "PRP" and child.i < q.start:
                    party = mentions.name(child, exclude=subject)
                    return None if party == PLURAL else party
        return None

    def _dative_read_as_object(
        self, own: Roles, items: list[tuple[Found, str]], mentions: Mentions, subject: str
    ) -> str | None:
        """ "gives Mildred 2 more" parsed with two objects: a name or a personal pronoun
        before the amount is the recipient."""
        first = min(q.start for q, _ in items) if items else None
        for arg, _ in own.get("theme", []):
            if (
                first is not None
                and arg.i < first
                and (arg.pos_ == "PROPN" or arg.tag_ == "PRP")
                and not is_counted(arg)
            ):
                party = mentions.name(arg, exclude=subject)
                return None if party == PLURAL else party
        return None

    def _motion(
        self,
        verb: Token,
        items: list[tuple[Found, str]],
        own: Roles,
        mentions: Mentions,
        particles: list[str],
    ) -> list[Event]:
        """'8 birds land on the fence' / '3 birds fly away': the place gains or loses them."""
        found = self.lexicon.lookup(verb.lemma_.lower(), particles)
        if found is None or found[1]["class"] not in ("arrive", "depart") or len(items) != 1:
            q = items[0][0]
            raise Abstain(
                "unattached-quantity",
                f"{q.span(verb.doc).text!r} is the subject of {verb.lemma_!r}, "
                "which the rules do not read",
                verb,
            )
        frame = found[1]
        places = [
            arg
            for arg, prep in own.get("prep", [])
            if prep in frame["parties"] and arg.head.head == verb
        ]
        if len(places) > 1:
            raise Abstain("unresolved-holder", f"{verb.text!r} names {len(places)} places", verb)
        kind = "gain" if frame["class"] == "arrive" else "lose"
        place = mentions.name(places[0]) if places else IMPLIED
        if place == PLURAL:
            raise Abstain("plural-holder", f"the place of {verb.text!r} is plural", verb)
        return [Event(kind, verb, place, items[0][0], None, frame)]

    def _check_mood(self, verb: Token, condition: Token | None) -> None:
        """Abstain on negated or hypothetical clauses; ``condition`` is the if-clause being
        read as an event, whose 'if' and whose governing question are allowed."""
        for token in [verb, *verb.ancestors]:
            if condition is not None and token == condition.head:
                break  # the question the if-clause belongs to
            for child in token.children:
                if token == condition and child.dep_ == "mark":
                    continue
                if child.dep_ == "neg":
                    raise Abstain("negation", f"{token.text!r} is negated", token)
                if child.dep_ == "aux" and child.lower_ in self.hypothetical_aux:
                    raise Abstain("conditional", f"{token.text!r} is hypothetical", token)
                if child.dep_ == "mark" and child.lower_ in ("if", "unless"):
                    raise Abstain("conditional", f"{token.text!r} is under 'if'", token)
            if token.dep_ == "xcomp":
                raise Abstain(
                    "conditional", f"{token.text!r} is a complement of {token.head.text!r}", token
                )
            if token.dep_ not in ("conj", "ccomp", "advcl", "ROOT"):
                break

    def _subject(self, verb: Token, roles: dict[int, Roles]) -> Token:
        current = verb
        while True:
            own = roles.get(current.i, {})
            agents = [a for a, _ in own.get("agent", []) if not is_counted(a)]
            weak = [a for a, _ in own.get("agent_weak", []) if a.i < current.i]
            if agents or weak:
                return (agents or weak)[0]
            before = current.doc[current.i - 1] if current.i > 0 else None
            if before is not None and (before.pos_ in ("PROPN", "PRON") or is_proper(before)):
                return before  # "and his sister Tess has 11": the subject parsed elsewhere
            if current.dep_ in ("conj", "ccomp") and current.head.pos_ in _VERBS:
                current = current.head
                continue
            raise Abstain("unresolved-holder", f"{verb.text!r} has no subject", verb)

    def _places(self, noun: Token) -> list[Token]:
        return [
            grand
            for child in noun.children
            if child.dep_ == "prep" and child.lower_ in self.existential
            for grand in child.children
            if grand.dep_ == "pobj"
        ]

    def _existential_holder(self, verb: Token, q: Found, own: Roles) -> Token:
        """The place of 'there are N X in Y': the one on the quantity, else the verb's one."""
        places = self._places(q.head)
        if not places:  # "48 pencils and 40 scissors in the drawer": the place is on the list
            top = q.head
            while top.dep_ == "conj" and top.head != top:
                top = top.head
            group = [
                top,
                *(
                    t
                    for t in top.subtree
                    if t.dep_ == "conj" and t.head.i in {top.i} | {c.i for c in top.subtree}
                ),
            ]
            places = [p for t in group for p in self._places(t)]
        if not places:
            places = [
                arg
                for arg, prep in own.get("prep", [])
                if prep in self.existential and arg.head.head == verb
            ]
        if len(places) != 1:
            raise Abstain(
                "unresolved-holder",
                f"'there {verb.text}' names {len(places)} places, not one",
                verb,
            )
        return places[0]

    def _scale(
        self,
        verb: Token,
        subject: str,
        frame: dict[str, Any],
        items: list[tuple[Found, str]],
        own: Roles,
    ) -> Event:
        if items:
            raise Abstain("unattached-quantity", f"{verb.text!r} scales by a number", verb)
        objects = [arg for arg, _ in own.get("theme", [])]
        noun = objects[0] if objects else None
        if noun is not None and noun.lemma_.lower() in ("number", "amount", "count"):
            inner = [
                g for c in noun.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"
            ]
            noun = inner[0] if inner else None
        return Event("scale", verb, subject, None, None, frame, scale_noun=noun)
