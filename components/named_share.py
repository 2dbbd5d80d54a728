"""Equal sharing among named people (decision 0006 rule 4): the groups are the people the
text names with certainty, not a stated number.

"Nancy goes fishing with Joan. They catch 18 trout. If they equally split up the trout,
how many will each one get?", "Fred, Benny, and Jason have 24 crayons all together. If the
crayons are equally divided, how many will each person get?": one ``share`` fact whose
groups are the names of the statements (a coordinated subject and the people 'with' it),
whose total is the one stated amount, and whose 'each' is the question's "each one" /
"each person". Read only when the ordinary reading abstains, and only when all of it is
certain: every person is a first name (no "his friends", "the class"), nobody else is
named or counted, the split is 'equally' or 'evenly' and names no groups of its own, the
question asks one person's part and no remainder, and the part comes out whole.
Anything else returns None (the ordinary abstention stands).
"""

from __future__ import annotations

from collections.abc import Sequence

from wordproblem.models import MathProblemGraph, Quantity

from .build import share_graph
from .constructions.share import ShareData
from .docview import DocView, Tok, TokSpan
from .ir import Amount, Query

# the subjects of a statement that leave the group as the names give it
_GROUP_PRONOUNS = frozenset({"they", "we", "he", "she"})
# the dependencies of what a clause holds or moves
_OBJECTS = frozenset({"dobj", "nsubjpass", "dative", "attr", "oprd"})


def read_named_share(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    first_names: dict[str, str],
    data: ShareData,
) -> MathProblemGraph | None:
    """Read an equal split among the people the text names.

    doc (DocView): the parsed problem.
    query (Query): its question.
    amounts (tuple[Amount, ...]): every quantity of the text.
    first_names (dict[str, str]): lowercase first name -> sex (``first_names.json``).
    data (ShareData): the share construction's data.
    RETURNS (MathProblemGraph | None): the ``share`` graph, or None when not certain.
    """
    sent = query.sent
    stated = [q for q in amounts if q.start < sent.start]
    if len(stated) != 1 or any(not _each_one(q, data) for q in amounts if q not in stated):
        return None  # "each one" is the only number the question may hold
    amount = stated[0]
    noun = amount.noun
    if noun is None or amount.owner is not None or amount.adjectives:
        return None
    if any(c.dep_ in ("prep", "compound", "amod") for c in noun.children):
        return None  # "344 pieces of candy", "18 rainbow trout": not a plain unit
    if amount.value.denominator != 1:
        return None
    split = _split(sent, query, data)
    if split is None:
        return None
    whole = _split_object(split)
    if whole is None or not _is_total(whole, amount, data):
        return None
    if not _asks_each(sent, query, data, data.people):
        return None
    if not _only_the_total(doc, query, noun, whole, data):
        return None
    names = _names(doc[: sent.start], whole, first_names)
    if names is None or len(names) < 2:
        return None
    if any(_is_name(t, first_names) for t in sent):
        return None  # a person named in the question may or may not be one of them
    unit = amount.money or noun.lower_
    money = amount.money is not None or noun.lemma_.lower() in data.money
    if money != query.money or (
        query.noun is not None and query.noun.lemma_.lower() != noun.lemma_.lower()
    ):
        return None
    part = amount.value / len(names)
    if part.denominator != 1:
        return None  # a remainder the question does not ask about
    return share_graph(int(amount.value), unit, Quantity(len(names), "people"), "person")


def _each_one(amount: Amount, data: ShareData) -> bool:
    """RETURNS (bool): the quantity is the 'one' of "each one"."""
    one = amount.head
    return one.lower_ == "one" and any(c.lower_ in data.each for c in one.children)


def _split(sent: TokSpan, query: Query, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the one splitting verb of the question sentence, said
    'equally' or 'evenly', before the 'how' and with no groups of its own."""
    found = [
        t
        for t in sent
        if t.i < query.wh.i
        and t.pos_ in ("VERB", "ADJ")
        and t.lower_ != "put"
        and any(form in data.verbs for form in (t.lemma_.lower(), t.lower_[:-1], t.lower_[:-2]))
    ]
    if len(found) != 1:
        return None
    split = found[0]
    if not any(c.lower_ in data.equally for c in split.children):
        return None
    if any(c.dep_ in ("prep", "dative", "agent") for c in split.children):
        return None  # "among 4 friends", "with his sister": groups the names do not give
    return split


def _split_object(split: Tok) -> Tok | None:
    """RETURNS (Tok | None): what is split: the object, the passive subject, or the
    subject of 'are equally divided'."""
    for c in split.children:
        if c.dep_ in ("dobj", "nsubjpass"):
            return c
    if split.dep_ == "acomp":
        return next((c for c in split.head.children if c.dep_ == "nsubj"), None)
    return None


def _is_total(whole: Tok, amount: Amount, data: ShareData) -> bool:
    """RETURNS (bool): the split thing is the stated amount ("the trout" after "18
    trout", "the bill" after "The bill came to 15 dollars", "them")."""
    if whole.lower_ in data.pronouns:
        return True
    lemma = whole.lemma_.lower()
    assert amount.noun is not None
    if lemma == amount.noun.lemma_.lower():
        return True
    verb = amount.head.head
    while verb.dep_ in ("prep", "pobj"):
        verb = verb.head
    return any(c.dep_ == "nsubj" and c.lemma_.lower() == lemma for c in verb.children)


def _asks_each(sent: TokSpan, query: Query, data: ShareData, people: Sequence[str]) -> bool:
    """RETURNS (bool): the question asks one person's part: "each one" / "each person"
    is the subject of a verb of getting or paying, and nothing asks a remainder."""
    if any(t.lower_ in data.remainder for t in sent):
        return False
    for t in sent:
        if t.lower_ not in data.each or t.dep_ != "det":
            continue
        person = t.head
        if person.lemma_.lower() not in people or person.dep_ != "nsubj":
            return False
        verb = person.head
        lemmas = {verb.lemma_.lower()} | {
            c.lemma_.lower() for c in verb.children if c.dep_ == "xcomp"
        }
        return verb.lemma_.lower() in data.get or (
            verb.lemma_.lower() == "have" and bool(lemmas & set(data.get))
        )
    return False


def _only_the_total(doc: DocView, query: Query, noun: Tok, whole: Tok, data: ShareData) -> bool:
    """RETURNS (bool): nothing else is held, moved or negated: no object but the total's
    ("They lose some", "after eating a few"), no 'each' before the question ("have 24
    crayons each"), no negation."""
    allowed = {noun.i, whole.i} | ({query.noun.i} if query.noun is not None else set())
    sent = query.sent
    for t in doc:
        if t.dep_ == "neg" or (t.i < sent.start and t.lower_ in data.each):
            return False
        if t.dep_ in _OBJECTS and t.i not in allowed and t.lower_ not in ("many", "much"):
            return False
    return True


def _is_name(token: Tok, first_names: dict[str, str]) -> bool:
    return token.text[:1].isupper() and token.lower_ in first_names


def _names(statements: TokSpan, whole: Tok, first_names: dict[str, str]) -> set[str] | None:
    """RETURNS (set[str] | None): the people the statements name: coordinated subjects
    and the people 'with' them, every one a first name; None when anyone else may be
    one of them ("with his friends", "Joan and her brother", "The class"), or the names
    are in more than one sentence."""
    names: set[str] = set()
    group: set[int] = set()  # the one sentence that names them ("Tom is happy." may not)
    for t in statements:
        if _is_name(t, first_names):
            group.add(t.sent.start)
            if not _in_group(t, first_names) or len(group) > 1:
                return None
            names.add(t.lower_)
            continue
        if t.dep_ == "pobj" and t.head.lower_ == "with":
            return None  # "with his friends"
        if (
            t.dep_ in ("nsubj", "nsubjpass")
            and t.lower_ not in _GROUP_PRONOUNS
            and t.lemma_.lower() != whole.lemma_.lower()
        ):
            return None  # "Her brother catches 18 trout": who shares is not certain
        if t.dep_ == "conj" and _is_name(t.head, first_names):
            return None  # "Joan and her brother"
    return names


def _in_group(name: Tok, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): a name is a subject, a companion ('with Joan') or coordinated with
    one."""
    while name.dep_ == "conj":
        name = name.head
        if not _is_name(name, first_names):
            return False
    if name.dep_ == "nsubj":
        return True
    return name.dep_ == "pobj" and name.head.lower_ == "with"


def read_counted_share(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], data: ShareData
) -> MathProblemGraph | None:
    """Read an equal split among groups the text counts apart from the split: "A teacher
    has 344 pieces of candy. If there are 43 students, and the candy is divided evenly,
    how many pieces will each student get?".

    doc (DocView): the parsed problem.
    query (Query): its question.
    amounts (tuple[Amount, ...]): every quantity of the text.
    data (ShareData): the share construction's data.
    RETURNS (MathProblemGraph | None): the ``share`` graph, or None when not certain.
    """
    sent = query.sent
    if len(amounts) != 2 or len(list(doc[: sent.start].sents)) != 1:
        return None
    total, groups = amounts
    thing, group = total.noun, groups.noun
    if total.start >= sent.start or thing is None or group is None:
        return None
    if total.owner or groups.owner or total.adjectives or groups.adjectives or groups.money:
        return None
    if total.value.denominator != 1 or groups.value.denominator != 1 or groups.value < 2:
        return None
    if any(c.dep_ in ("compound", "amod", "prep") for c in group.children):
        return None
    exists = group.head
    if group.dep_ != "attr" or not any(c.dep_ == "expl" for c in exists.children):
        return None  # "there are 43 students": the groups exist, and nothing else is said
    split = _split(sent, query, data)
    whole = _split_object(split) if split is not None else None
    if whole is None:
        return None
    kinds = {thing.lemma_.lower()} | {
        g.lemma_.lower()
        for c in thing.children
        if c.dep_ == "prep" and c.lower_ == "of"
        for g in c.children
        if g.dep_ == "pobj"
    }  # "344 pieces of candy" ... "the candy is divided"
    if whole.lower_ not in data.pronouns and whole.lemma_.lower() not in kinds:
        return None
    if not _asks_each(sent, query, data, (group.lemma_.lower(),)):
        return None
    if query.noun is not None and query.noun.lemma_.lower() != thing.lemma_.lower():
        return None
    if query.money != (total.money is not None or thing.lemma_.lower() in data.money):
        return None
    allowed = {thing.i, group.i, whole.i} | ({query.noun.i} if query.noun is not None else set())
    for t in doc:
        if t.dep_ == "neg" or (t.i < sent.start and t.lower_ in data.each):
            return None
        if t.dep_ in _OBJECTS and t.i not in allowed and t.lower_ not in ("many", "much"):
            return None
    if (total.value / groups.value).denominator != 1:
        return None
    unit = total.money or thing.lower_
    groups_of = Quantity(int(groups.value), group.lower_)
    return share_graph(int(total.value), unit, groups_of, group.lemma_.lower())
