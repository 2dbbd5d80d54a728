"""Clauses: which verb each quantity belongs to, the verb's argument roles, its mood.

Argument roles come from the patterns of ``data/roles.jsonl``, compiled by ``RoleMatcher``. A
``Clause`` is what a construction reads: a verb, the quantities that are its arguments
and its roles. The helpers here are shared by the constructions.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from operator import attrgetter
from typing import Any

import msgspec
from spacy.strings import get_string_id
from wordproblem.models import TIME_PER

from ..abstention import Abstain
from ..docview import DocView, Tok, TokSpan
from ..ir import Amount, Attachment
from ..quantities.quantities import counts_money, is_total_needed
from ..resolve.mentions import is_counted, is_proper
from ..rules import Frame, RolePattern, derived

VERB_POS = ("VERB", "AUX")
# The token attributes a role pattern may test (by the names spaCy's Matcher gives them),
# as the ``Tok`` attributes that hold their strings.
ROLE_ATTRS = {
    "POS": "pos_",
    "TAG": "tag_",
    "DEP": "dep_",
    "LOWER": "lower_",
    "LEMMA": "lemma_",
    "ORTH": "text",
}
HYPOTHETICAL_AUX = frozenset({"would", "could", "should", "might", "may", "must"})
Roles = dict[str, list[tuple[Tok, str]]]


class _once:
    """A property computed on first read and kept in the instance's ``__dict__`` (as
    ``functools.cached_property``, without its lock, which costs more than the value)."""

    def __init__(self, func: Any) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


class Clause(msgspec.Struct, frozen=True, dict=True):  # dict: room for ``amounts``
    """A verb and what the rules found around it.

    verb (Tok): the clause's verb.
    items (tuple[tuple[Amount, Attachment], ...]): its quantities and how each attaches.
    roles (dict): role label -> [(argument, preposition text)], from ``roles.jsonl``.
    order (int): the order in which the reader reads it.
    particles (tuple[str, ...]): particles that select a lexicon key ("give away").
    entry (tuple[str, Frame] | None): the verb's lexicon key and frame, with the first
        fitting particle; None when the lexicon does not list the verb.
    """

    verb: Tok
    items: tuple[tuple[Amount, Attachment], ...]
    roles: Roles
    order: int
    particles: tuple[str, ...] = ()
    entry: tuple[str, Frame] | None = None

    @_once
    def amounts(self) -> tuple[Amount, ...]:
        """RETURNS (tuple[Amount, ...]): the quantities of ``items`` (made once)."""
        return tuple([q for q, _ in self.items])


class RoleMatcher:
    """Finds the argument roles of ``roles.jsonl`` by walking the dependency tree.

    Every role pattern is a small tree of head -> child relations (``REL_OP`` ``>``, the
    only operator ``rules.py`` accepts) whose nodes test token attributes as spaCy's
    ``Matcher`` does. Per Doc, one pass over the view's tokens finds the tokens that pass
    each node's test (through an index on one value the test requires, e.g. ``DEP`` =
    "nsubj"); a pattern then matches from the tokens passing its second node whose head
    passes its root node, the next nodes taken among the passing tokens whose head is
    their parent node's token. The tests compare the tokens' strings (``Tok.dep_``, ...),
    which name the same values as the attribute ids ``Matcher`` compares.
    The matches are those a ``DependencyMatcher`` finds with the same patterns.

    patterns (tuple[RolePattern, ...] | list): the patterns, validated by ``rules.py``.
    """

    def __init__(self, patterns: tuple[RolePattern, ...] | list[Any]) -> None:
        self.columns: list[str] = []  # the ``Tok`` attributes read, in a row's order
        tests: dict[tuple[_Check, ...], int] = {}  # a node's checks -> its test number
        self.patterns: list[_CompiledPattern] = []
        for entry in patterns:
            label, pattern = _label_pattern(entry)
            role = entry["role"] if isinstance(entry, dict) else entry.role
            names = tuple(node["RIGHT_ID"] for node in pattern)
            nodes = []
            for node in pattern:
                checks = tuple(self._check(a, v) for a, v in node["RIGHT_ATTRS"].items())
                parent = names.index(node["LEFT_ID"]) if "LEFT_ID" in node else -1
                nodes.append((parent, tests.setdefault(checks, len(tests))))
            self.patterns.append(_CompiledPattern(get_string_id(label), role, names, tuple(nodes)))
        self.shapes = {c.label_id: (c.role, c.names) for c in self.patterns}
        # label id -> (role, node count, the places of the verb, the argument, the
        # prepositions) among a match's tokens, as ``find_roles`` reads them
        self.places: dict[int, tuple[str, int, int, int, tuple[int, ...]]] = {}
        for label_id, (role, names) in self.shapes.items():
            place = {name: n for n, name in enumerate(names)}
            preps = tuple(place[n] for n in ("prep", "prep2") if n in place)
            verb, arg = place.get("verb", -1), place.get("arg", -1)  # rules.py requires both
            self.places[label_id] = (role, len(names), verb, arg, preps)
        self.n_tests = len(tests)
        # second node's test -> (label id, root test, later nodes) of the patterns it starts
        self._by_first: dict[int, list[tuple[int, int, tuple[tuple[int, int], ...]]]] = {}
        for c in self.patterns:
            self._by_first.setdefault(c.nodes[1][1], []).append(
                (c.label_id, c.nodes[0][1], c.nodes[2:])
            )
        # every pattern's root is its verb: a verb's roles can be matched from it alone
        self.by_verb = all(verb == 0 and arg > 0 for _, _, verb, arg, _ in self.places.values())
        # per pattern: label id, root test, second node's test (its parent is the root),
        # and (parent position, test) of each later node
        self._walks = [
            (c.label_id, c.nodes[0][1], c.nodes[1][1], c.nodes[2:]) for c in self.patterns
        ]
        # column -> value -> (test, its other checks): a token meets only the tests its
        # attribute values can pass; a test that requires no value is tried on every token
        self.index: dict[int, dict[str, list[tuple[int, tuple[_Check, ...]]]]] = {}
        self.unindexed: list[tuple[int, tuple[_Check, ...]]] = []
        for checks, test in tests.items():
            key = next((c for c in checks if c[2]), None)
            rest = tuple(c for c in checks if c is not key)
            if key is None:
                self.unindexed.append((test, rest))
                continue
            table = self.index.setdefault(key[0], {})
            for value in sorted(key[1]):
                table.setdefault(value, []).append((test, rest))
        self._row = attrgetter(*self.columns) if self.columns else None
        # a row of attribute strings -> the tests it passes (the same in every Doc)
        self._known: dict[tuple[str, ...], tuple[int, ...]] = {}

    def _check(self, attr: str, value: Any) -> _Check:
        """RETURNS: (column, values, True for IN / False for NOT_IN) of one attribute test."""
        if ROLE_ATTRS[attr] not in self.columns:
            self.columns.append(ROLE_ATTRS[attr])
        column = self.columns.index(ROLE_ATTRS[attr])
        if isinstance(value, str):
            return column, frozenset({value}), True
        ((op, values),) = value.items()
        return column, frozenset(values), op == "IN"

    def _tests(self, row: tuple[str, ...]) -> tuple[int, ...]:
        """RETURNS (tuple[int, ...]): the tests a token whose attribute strings are ``row``
        passes."""
        found = []
        for column, table in self.index.items():
            for test, rest in table.get(row[column], ()):
                if not rest or _passes(row, rest):
                    found.append(test)
        found.extend(test for test, rest in self.unindexed if _passes(row, rest))
        return tuple(found)

    def _row_of(self, token: Tok) -> tuple[str, ...]:
        """RETURNS (tuple[str, ...]): the attribute strings of ``token`` the tests read."""
        if self._row is None:
            return ()
        if len(self.columns) == 1:
            return (self._row(token),)
        return self._row(token)  # type: ignore[no-any-return]

    def _token_tests(self, token: Tok) -> tuple[int, ...]:
        """RETURNS (tuple[int, ...]): the tests ``token`` passes (kept by its row)."""
        row = self._row_of(token)
        tests = self._known.get(row)
        return self._remember(row) if tests is None else tests

    def _remember(self, row: tuple[str, ...]) -> tuple[int, ...]:
        """RETURNS (tuple[int, ...]): the tests of ``row``, kept for the next Docs."""
        tests = self._tests(row)
        if len(self._known) >= _KNOWN_MAX:
            self._known.clear()
        self._known[row] = tests
        return tests

    def verb_matches(
        self, doc: DocView, verb: int, seen: dict[int, list[tuple[int, tuple[int, ...]]]]
    ) -> list[tuple[list[int], int]]:
        """RETURNS (list[tuple[list[int], int]]): the matches ``matches`` finds whose root
        is token ``verb``, walking down from it (for ``by_verb`` patterns).

        seen (dict): token index -> (index, tests passed) of its children, filled as read.
        """

        def below(i: int) -> list[tuple[int, tuple[int, ...]]]:  # children passing tests
            found = seen.get(i)
            if found is None:
                found = seen[i] = []
                for child in tokens[i].children:
                    row = row_of(child) if multi else self._row_of(child)
                    passed = known.get(row)
                    if passed is None:
                        passed = self._remember(row)
                    if passed:
                        found.append((child.i, passed))
            return found

        known, row_of, multi = self._known, self._row, len(self.columns) > 1

        tokens = doc.tokens
        own = self._token_tests(tokens[verb])
        matches: list[tuple[list[int], int]] = []
        for i, passed in below(verb):  # a child passing a pattern's second node starts it
            for test in passed:
                for label_id, root, later in self._by_first.get(test, ()):
                    if root not in own:
                        continue
                    partial = [[verb, i]]
                    for parent, node_test in later:
                        partial = [
                            [*p, j] for p in partial for j, t in below(p[parent]) if node_test in t
                        ]
                        if not partial:
                            break
                    matches += [(found, label_id) for found in partial]
        return matches

    def __call__(self, doc: DocView) -> list[tuple[int, list[int]]]:
        """RETURNS (list[tuple[int, list[int]]]): (label id, token index per node) for each
        match, as ``DependencyMatcher.__call__`` returns them (in another order)."""
        return [(label_id, found) for found, label_id in self.matches(doc)]

    def matches(self, doc: DocView) -> list[tuple[list[int], int]]:
        """RETURNS (list[tuple[list[int], int]]): (token index per node, label id) for each
        match, in no particular order."""
        toks = doc.tokens
        if not toks:
            return []
        if self._row is None:  # no node tests an attribute
            rows: list[tuple[str, ...]] = [()] * len(toks)
        elif len(self.columns) == 1:
            rows = [(value,) for value in map(self._row, toks)]
        else:
            rows = list(map(self._row, toks))
        heads = [t.head.i for t in toks]
        passing: list[list[int]] = [[] for _ in range(self.n_tests)]
        known = self._known
        for i, tests in enumerate(map(known.get, rows)):
            if tests is None:
                row = rows[i]
                tests = self._tests(row)
                if len(known) >= _KNOWN_MAX:
                    known.clear()
                known[row] = tests
            for test in tests:
                passing[test].append(i)
        as_set: dict[int, set[int]] = {}  # test -> its passing tokens
        under: dict[int, dict[int, list[int]]] = {}  # test -> head -> passing children
        matches: list[tuple[list[int], int]] = []
        for label_id, root, first, later in self._walks:
            if not passing[first]:
                continue
            roots = as_set.get(root)
            if roots is None:
                roots = as_set[root] = set(passing[root])
            partial = [[heads[i], i] for i in passing[first] if heads[i] != i and heads[i] in roots]
            if not partial:
                continue
            for parent, test in later:
                if not partial:
                    break
                if test not in under:
                    under[test] = {}
                    for i in passing[test]:
                        if heads[i] != i:
                            under[test].setdefault(heads[i], []).append(i)
                below = under[test]
                partial = [[*p, i] for p in partial for i in below.get(p[parent], ())]
            matches += [(found, label_id) for found in partial]
        return matches


_Check = tuple[int, frozenset[str], bool]
_KNOWN_MAX = 20_000  # rows whose tests a RoleMatcher keeps


def _passes(row: tuple[str, ...], checks: tuple[_Check, ...]) -> bool:
    """RETURNS (bool): the token whose attribute strings are ``row`` passes every check."""
    return all((row[column] in values) is wanted for column, values, wanted in checks)


class _CompiledPattern(msgspec.Struct, frozen=True):
    """One role pattern: its label's id, its role, its node names and, per node, the
    position of its parent node (-1 for the root) and the number of its test."""

    label_id: int
    role: str
    names: tuple[str, ...]
    nodes: tuple[tuple[int, int], ...]


def build_matcher(vocab: Any, patterns: tuple[RolePattern, ...] | list[Any]) -> RoleMatcher:
    """RETURNS (RoleMatcher): the role patterns compiled (``vocab`` is not needed; kept for
    callers of the DependencyMatcher version)."""
    return RoleMatcher(patterns)


def _label_pattern(entry: Any) -> tuple[str, list[dict[str, Any]]]:
    if isinstance(entry, dict):
        return entry["label"], entry["pattern"]
    return entry.label, entry.pattern


def find_roles(
    doc: DocView, matcher: RoleMatcher, patterns: tuple[RolePattern, ...] | list[Any] = ()
) -> Mapping[int, Roles]:
    """RETURNS: for each verb index, its role label -> [(argument, preposition text)].

    When every pattern's root is its verb (the package's patterns), the answer is a
    ``RoleIndex`` that matches a verb's patterns when the verb is first asked about; else
    a dict of every verb's roles.

    doc (DocView): a parsed Doc.
    matcher (RoleMatcher): the compiled role patterns.
    patterns: not read (the matcher holds them); kept for older callers.
    """
    if matcher.by_verb:
        return RoleIndex(doc, matcher)
    return _all_roles(doc, matcher)


def _all_roles(doc: DocView, matcher: RoleMatcher) -> dict[int, Roles]:
    """RETURNS: every verb's roles, from the matches over the whole Doc."""
    return _roles_of_matches(doc, matcher, matcher.matches(doc))


def _roles_of_matches(
    doc: DocView, matcher: RoleMatcher, matches: list[tuple[list[int], int]]
) -> dict[int, Roles]:
    """RETURNS: verb index -> its roles, made from ``matches`` (in the order of their
    tokens, then label)."""
    roles: dict[int, Roles] = {}
    tokens = doc.tokens
    places = matcher.places
    for token_ids, match_id in sorted(matches):  # by tokens, then label
        label, size, verb, arg, preps = places[match_id]
        if len(token_ids) != size or verb < 0 or arg < 0:
            raise ValueError(f"a match of {label!r} does not fit its pattern's 'verb' and 'arg'")
        by_label = roles.get(token_ids[verb])
        if by_label is None:
            by_label = roles[token_ids[verb]] = {}
        found = by_label.get(label)
        if found is None:
            found = by_label[label] = []
        text = " ".join([tokens[token_ids[p]].lower_ for p in preps]) if preps else ""
        item = (tokens[token_ids[arg]], text)
        if item not in found:
            found.append(item)
    return roles


class RoleIndex(Mapping[int, Roles]):
    """Verb index -> role label -> [(argument, preposition text)], as ``find_roles``
    finds them, each verb's roles matched when it is first asked about (a reading asks
    about two or three verbs of a Doc); iterating or counting the index matches them
    all, in the order a dict of them all would have.

    doc (DocView): the Doc.
    matcher (RoleMatcher): patterns whose root is their verb (``RoleMatcher.by_verb``).
    """

    __slots__ = ("_asked", "_doc", "_found", "_matcher", "_tests", "_whole")

    def __init__(self, doc: DocView, matcher: RoleMatcher) -> None:
        self._doc, self._matcher = doc, matcher
        self._found: dict[int, Roles] = {}  # the verbs asked about that have roles
        self._asked: set[Any] = set()
        # token index -> (index, tests passed) of each of its children
        self._tests: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
        self._whole = False

    def _ask(self, key: Any) -> None:
        self._asked.add(key)
        if key.__class__ is int and 0 <= key < len(self._doc.tokens):
            found = self._matcher.verb_matches(self._doc, key, self._tests)
            if found:
                self._found[key] = _roles_of_matches(self._doc, self._matcher, found)[key]

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self._asked and not self._whole:
            self._ask(key)
        return self._found.get(key, default)

    def __getitem__(self, key: int) -> Roles:
        if key not in self._asked and not self._whole:
            self._ask(key)
        return self._found[key]

    def __contains__(self, key: object) -> bool:
        if key not in self._asked and not self._whole:
            self._ask(key)
        return key in self._found

    def _all(self) -> dict[int, Roles]:
        if not self._whole:  # the roles already handed out are kept (the same contents)
            every = _all_roles(self._doc, self._matcher)
            self._found = {i: self._found.get(i, roles) for i, roles in every.items()}
            self._whole = True
        return self._found

    def __iter__(self) -> Iterator[int]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return f"RoleIndex({self._all()!r})"


class GroupWords(msgspec.Struct, frozen=True):
    """The words of a share's groups ("among 4 friends", "equally into 4 jars"), from the
    share construction's data (``constructions.json`` ``share``).

    preps (frozenset[str]): prepositions of the groups.
    equally (frozenset[str]): words of equally.
    equally_preps (frozenset[str]): the prepositions that name groups only beside one of
        ``equally`` ("into").
    pack_preps (frozenset[str]): the prepositions of groups of a stated size ("in boxes
        of 6").
    makers (frozenset[str]): verbs whose object is groups of a stated size ("makes
        bunches of 4 flowers").
    """

    preps: frozenset[str] = frozenset()
    equally: frozenset[str] = frozenset()
    equally_preps: frozenset[str] = frozenset()
    pack_preps: frozenset[str] = frozenset()
    makers: frozenset[str] = frozenset()


# words on a group noun that make the groups' parts equal ("into 5 equal loads")
_EQUAL = frozenset({"equal", "same"})


def equal_groups(verb: Tok, groups: Tok, words: GroupWords) -> bool:
    """RETURNS (bool): the parts put into ``groups`` are said to be equal: 'equally' on
    the verb ("puts them equally into 4 jars") or 'equal' on the groups ("into 5 equal
    loads"). A question that asks one group's part ("How many are in each box?") does not
    make them so: "puts 20 stickers into 4 boxes" does not say how many go in each."""
    prep = groups.head  # "equally into 3 loads", the adverb parsed on 'into'
    return (
        any(c.lower_ in words.equally for c in verb.children)
        or (prep.head == verb and any(c.lower_ in words.equally for c in prep.children))
        or any(c.lower_ in _EQUAL for c in groups.children)
        or any(_of_equal_size(c) for c in groups.children)
        or any(same_in_each(c, groups) for t in (verb, groups) for c in t.children)
        or bool(each_has_same(groups))
    )


# nouns of a group's size said equal ("8 teams of equal size", "rows of the same length")
_SIZES = frozenset({"size", "length", "number"})


def _of_equal_size(prep: Tok) -> bool:
    """RETURNS (bool): ``prep`` is "of equal size" or "of the same length" on the groups."""
    return (
        prep.dep_ == "prep"
        and prep.lower_ == "of"
        and any(
            n.dep_ == "pobj"
            and n.lemma_.lower() in _SIZES
            and any(c.lower_ in _EQUAL for c in n.children)
            for n in prep.children
        )
    )


# nouns of "the same number of pictures in each album"
_SAME_NOUNS = frozenset({"number", "amount", "quantity"})


def same_in_each(prep: Tok, groups: Tok) -> bool:
    """RETURNS (bool): ``prep`` is "with the same number of <things> in each <group>" of
    ``groups`` ("into 5 albums with the same number of pictures in each album"), or the
    phrase set beside them ("into 4 boxes, the same number in each"): the groups' parts
    are said to be equal."""
    if prep.dep_ == "appos" and prep.head == groups:  # "into 4 boxes, the same number in
        same = [prep]  # each": the phrase set beside the groups
    elif prep.dep_ != "prep" or prep.lower_ != "with":
        return False
    else:
        same = [n for n in prep.children if n.dep_ == "pobj"]
    same = [
        n
        for n in same
        if n.lemma_.lower() in _SAME_NOUNS and any(c.lower_ == "same" for c in n.children)
    ]
    lemma = groups.lemma_.lower()
    return len(same) == 1 and any(
        t.lower_ in EACH
        and (
            (t.dep_ == "det" and t.head.lemma_.lower() == lemma)
            or (t.dep_ == "pobj" and t.head.head == same[0])  # "the same number in each"
        )
        for t in same[0].subtree
    )


# verbs of "each box has the same number of cards"
_HAVING = frozenset({"have", "hold", "contain", "get"})


def each_has_same(groups: Tok) -> tuple[int, ...]:
    """RETURNS: the 'each', the verb and "the same number" of a clause that says each of
    ``groups``' noun has the same number of things (``same_number_of_each``: "If each page has the
    same number of problems on it", "so there are the same number of candy bars in each
    bag"): the groups' parts are equal; () if there is none."""
    lemma = groups.lemma_.lower()
    for t in groups.doc.tokens:
        if t.lower_ not in EACH or t.dep_ != "det" or t.head.lemma_.lower() != lemma:
            continue
        verb = t.head.head
        for _ in range(3):  # the group's verb: "in each bag" on 'number' or on the verb
            if verb.pos_ in VERB_POS:
                break
            verb = verb.head
        same = same_number_of_each(verb)
        if same is not None and same[0] == t.head:
            number = same[1]
            return (t.i, verb.i, number.i, *(c.i for c in number.children if c.dep_ == "amod"))
    return ()


def same_number_of_each(verb: Tok) -> tuple[Tok, Tok] | None:
    """RETURNS: the group and "the same number" of a clause of ``verb`` (not negated)
    that says each group has the same number of things: "each <group> has the same number
    (of <things>)" ('have', 'hold', 'contain', 'get'), or "(there) are / go the same
    number (of <things>) in each <group>"; the things, when named, the question's (asked
    'how many'); else None."""
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    lemma = verb.lemma_.lower()
    same = [
        n
        for n in verb.children
        if n.dep_ in ("dobj", "attr", "nsubj")
        and n.lemma_.lower() in _SAME_NOUNS
        and any(c.lower_ in _EQUAL for c in n.children)
    ]
    if len(same) != 1:
        return None
    if same[0].dep_ == "dobj":
        if lemma not in _HAVING:
            return None
        groups = [
            c
            for c in verb.children
            if c.dep_ == "nsubj" and any(d.dep_ == "det" and d.lower_ in EACH for d in c.children)
        ]
    else:  # "so there are the same number of candy bars in each bag"
        groups = [
            g
            for owner in (verb, same[0])
            for p in owner.children
            if p.dep_ == "prep" and p.lower_ in _IN_EACH
            for g in p.children
            if g.dep_ == "pobj" and any(d.dep_ == "det" and d.lower_ in EACH for d in g.children)
        ]
    if len(groups) != 1:
        return None
    for thing in of_objects(same[0]):  # "the same number of cards": the cards asked
        named = thing.lemma_.lower()
        if not any(t.lemma_.lower() == named and _asked(t) for t in verb.doc.tokens):
            return None
    return groups[0], same[0]


# prepositions of "the same number in each bag"
_IN_EACH = frozenset({"in", "on", "into", "onto"})


def _asked(noun: Tok) -> bool:
    """RETURNS (bool): ``noun`` is counted by 'how many' ("How many cards ...")."""
    return any(
        c.lower_ == "many" and any(w.lower_ == "how" for w in c.children) for c in noun.children
    )


_NO_GROUPS = GroupWords()


_MANY = ("many", "much")
_MORE = ("more", "fewer")


def _compared_after(q: Amount, head: Tok) -> Tok | None:
    """RETURNS (Tok | None): the 'be' of a comparison told after the amount it compares
    ("which is 4 times as many as Carl has", "which is 4 more than Carl has", "That is 5
    more than Ann has": ``constructions/relative_comparison.py``) whose number ``q`` is,
    however the parse hung it (on 'many', on 'be' beside 'many', with 'more' on it or
    standing where 'more' stands); None for any other amount."""
    if q.noun is not None:
        return None
    dep, gov = head.dep_, head.head
    on_many = dep == "nummod" and gov.lower_ in _MANY and gov.dep_ in ("attr", "acomp")
    be = gov.head if on_many else gov
    told = be.dep_ == "relcl" or (
        be.dep_ == "ROOT" and any(c.lower_ in ("that", "this") for c in be.lefts)
    )
    if be.lemma_ != "be" or not told:
        return None
    if on_many or (dep in ("attr", "acomp") and head.lower_ in _MORE):
        return be
    if dep == "attr" and (
        any(c.lower_ in _MANY and c.dep_ == "attr" for c in be.children)
        or any(c.lower_ in _MANY + _MORE for c in head.children)
    ):
        return be
    return None


def attach(
    q: Amount,
    money_nouns: Collection[str] = (),
    groups: GroupWords = _NO_GROUPS,
    containers: Collection[str] = (),
) -> tuple[Tok, Attachment]:
    """RETURNS: (verb, how) for the clause a quantity is an argument of.

    money_nouns (frozenset[str]): lemmas of nouns that name money ("dollar").
    groups (GroupWords): the words of a share's groups (none: no quantity is a share's).
    containers (Collection[str]): lemmas of containers whose one unnumbered object is
        what a verb moves ("bought a bag of 48 candies": the candies; ``words.json``
        ``container_nouns``).

    RAISES Abstain: ``passive`` or ``unattached-quantity`` when there is none.
    """
    head = q.head
    doc = head.doc
    after_each = head.head
    if (
        head.dep_ == "conj"
        and after_each.lower_ in EACH
        and after_each.dep_ in ("dep", "npadvmod", "advmod")
        and after_each.head.pos_ in VERB_POS
    ):  # "bought 3 pens for $2 each and 2 books": conjoined to the price's 'each'
        return after_each.head, Attachment.THEME
    if (
        q.noun is None
        and head.dep_ == "appos"
        and head.head.dep_ == "conj"
        and head.head.pos_ in ("NOUN", "PROPN")
        and any(c.dep_ == "poss" for c in head.head.children)
    ):  # "read 20 pages on Monday and his sister 15 on Tuesday": the sister's, gapped
        owner_of = head.head.head
        verb = _gapped_verb(head.head) if owner_of.pos_ in VERB_POS else None
        if verb is not None and not any(c.dep_ == "prep" for c in head.head.children):
            return verb, Attachment.GAPPED  # "Pablo has 9 stamps, and his sister 14"
        raise Abstain(
            "unattached-quantity",
            f"{q.span(doc).text!r} is the amount of {head.head.text!r}, in a clause left out",
            head,
        )
    while head.dep_ in ("conj", "appos") and head.head.pos_ not in VERB_POS:
        party = head.head if head.head.dep_ == "dative" else head.head.head
        if (
            head.dep_ == "conj"
            and head.head.dep_ in ("pobj", "dative")
            and party.dep_ == "dative"
            and party.head.pos_ in VERB_POS
            and (
                any(c.dep_ == "prep" and c.lower_ == party.lower_ for c in head.children)
                or _own_party_after(head, party)
            )
        ):  # "gave 4 cookies to Ines and 9 cookies to Pavel": an amount with its own 'to'
            return party.head, Attachment.THEME
        if head.head.dep_ == "pobj" and head.head.head.dep_ == "prep":
            # a list conjoined to a place or a date: "3884 cars in North America and 2871
            # cars in Europe", "four on Monday and six on Tuesday"
            head = head.head.head.head
            if head.pos_ in VERB_POS:
                return head, Attachment.THEME
            continue
        head = head.head
    while head == q.noun and head.dep_ == "compound" and head.head.i > head.i:
        head = head.head  # "got 6 stickers playing games": the phrase is the argument
    dep, gov = head.dep_, head.head
    stretched = _after_stretch(q, head) if dep == "conj" else None
    if stretched is not None:  # "for 3 hours on Saturday and 25 minutes on Sunday"
        return stretched, Attachment.ADVERBIAL
    if dep in ("conj", "dobj", "attr", "oprd", "npadvmod") and gov.pos_ in VERB_POS and gov != head:
        return gov, Attachment.THEME
    if dep == "npadvmod" and gov.dep_ == "acomp" and gov.head.lemma_ == "be":
        return gov.head, Attachment.THEME  # "was 3 inches long": a measure (measure.py)
    if (
        dep == "npadvmod"
        and gov.dep_ in ("acomp", "advmod")
        and gov.tag_ == "JJR"
        and gov.head.pos_ == "VERB"
        and not any(c.lower_ == "than" for c in gov.children)
    ):  # "grew 3 inches taller": the verb's own amount (not "taller than Ann")
        return gov.head, Attachment.THEME
    if dep == "npadvmod" and gov.dep_ == "prep" and gov.lower_ == "off" and gov.head.pos_ == "VERB":
        return gov.head, Attachment.THEME  # "sawed 2 feet off the end": what is cut (trim.py)
    if (
        dep == "nsubj"
        and gov.tag_ == "JJR"
        and gov.dep_ == "dobj"
        and gov.i == head.i + 1
        and gov.head.pos_ == "VERB"
    ):  # "then made 28 more", the number parsed as the subject of its 'more'
        return gov.head, Attachment.THEME
    if dep == "nummod" and q.noun is None:
        verb = second_recipient(gov)
        if verb is not None:  # "gave his brother 6 marbles and his sister 4": its amount
            return verb, Attachment.THEME
    if dep == "nummod" and q.noun is None and gov.pos_ == "PROPN" and gov.dep_ in ("conj", "appos"):
        verb = _gapped_verb(gov)
        if verb is not None:  # "Aiko bought 5 pens and Ben 3": Ben bought 3
            return verb, Attachment.GAPPED
    if (
        dep == "nummod"
        and gov.lower_ in ("many", "much")
        and gov.dep_ == "dobj"
        and gov.head.pos_ in VERB_POS
    ):  # "Hal has 3 times as many.": the number hung on 'many', the verb's object
        return gov.head, Attachment.THEME
    be = _compared_after(q, head)
    if be is not None:  # "which is 4 times as many as Carl has": the comparison's 'be'
        return be, Attachment.THEME
    if q.spared and dep == "pobj" and gov.dep_ in ("prep", "cc"):
        # "gave all except 4 to Lou": the number under 'except', on the verb or on 'all'
        verb = gov.head if gov.head.pos_ in VERB_POS else gov.head.head
        if verb.pos_ in VERB_POS:
            return verb, Attachment.THEME
    if dep == "nummod" and gov.pos_ in ("PROPN", "NOUN") and gov.dep_ in ("dative", "dobj"):
        # "gave Sam 4 of the marbles" with the number put on "Sam"
        return gov.head, Attachment.THEME
    if dep == "pobj" and gov.lower_ == "with" and gov.head.pos_ in VERB_POS:
        return gov.head, Attachment.WITH
    money = counts_money(q, money_nouns)
    if dep == "pobj" and gov.dep_ == "prep" and gov.head.pos_ in VERB_POS and money:
        return gov.head, Attachment.OBLIQUE  # "bought a kite for $6": a construction decides
    if dep == "pobj" and gov.dep_ == "prep" and money and gov.head.pos_ in ("NOUN", "PROPN"):
        # "bought a sweater for $24, a T-shirt for $6": the price of an object of a list
        verb = _listed_object_verb(gov.head)
        if verb is not None:
            return verb, Attachment.OBLIQUE
    if (
        dep == "nsubj"
        and money
        and gov.tag_ == "VBG"
        and gov.dep_ in ("ccomp", "advcl")
        and gov.i == head.i + 1
        and gov.head.pos_ in VERB_POS
        and not any(c.dep_ in ("dobj", "attr") for c in gov.head.children)
    ):  # "made 101 dollars mowing lawns": the money the first verb's, the rest how
        return gov.head, Attachment.THEME
    if dep == "nsubj" and gov.lemma_ == "be":
        return gov, Attachment.SUBJECT
    if dep == "nsubj" and gov.pos_ in VERB_POS:
        return gov, Attachment.MOVER  # "8 more birds land on the fence": the frame decides
    before = doc[q.start - 1] if q.start > 0 else None
    if (
        dep == "nsubj"
        and before is not None
        and before.pos_ == "VERB"
        and not any(c.dep_ in ("dobj", "attr") for c in before.children)
    ):
        # "Eli loses 1 marble and Rhea buys 4": the object read as the next verb's subject
        return before, Attachment.THEME
    if dep == "nsubjpass" and gov.pos_ in VERB_POS:
        return gov, Attachment.PATIENT  # "7 are eaten": the passive construction decides
    if dep == "nsubjpass":
        raise Abstain("passive", f"{q.span(q.head.doc).text!r} is the subject of a passive", head)
    verb = rate_phrase_verb(q, groups)
    if verb is not None:
        return verb, Attachment.RATE  # "4 boxes with 6 eggs each": the rate construction decides
    if (
        dep == "pobj"
        and gov.lower_ == "of"
        and gov.head.lower_ in EACH
        and gov.head.dep_ == "nsubj"
        and gov.head.head.pos_ in VERB_POS
    ):  # "Each of the 5 friends found 2 shells": the count of what each is said of
        return gov.head.head, Attachment.RATE
    if (
        dep == "pobj"
        and gov.lower_ == "for"
        and not money
        and any(c.dep_ == "det" and c.lower_ in EACH for c in head.children)
    ):  # "earns $5 for every 2 lawns he mows": the items of one group the rate is per
        owner = gov.head.head if gov.head.dep_ == "dobj" else gov.head
        if owner.pos_ in VERB_POS:
            return owner, Attachment.RATE
    if dep == "pobj" and gov.dep_ == "prep" and gov.head.pos_ in VERB_POS and not money:
        return gov.head, Attachment.ADVERBIAL  # "went to 4 games": only a tally reads it
    if (
        dep == "pobj"
        and gov.dep_ == "conj"
        and gov.pos_ == "ADP"
        and gov.head.dep_ == "prep"
        and gov.head.head.pos_ in VERB_POS
        and not money
    ):  # "for 2 hours on Saturday and for 40 minutes on Sunday": a second such phrase
        return gov.head.head, Attachment.ADVERBIAL
    if (
        dep == "conj"
        and gov.dep_ == "pobj"
        and gov.head.dep_ == "prep"
        and gov.head.head.pos_ in VERB_POS
        and not money
        and any(c.like_num for c in gov.children)
    ):  # "for 1 hour and 30 minutes": a second amount of the phrase
        return gov.head.head, Attachment.ADVERBIAL
    if (
        dep == "npadvmod"
        and gov.dep_ == "prep"
        and gov.head.pos_ in VERB_POS
        and q.noun is not None
        and q.start > 0
        and doc[q.start - 1].lower_ == "and"
        and any(
            c.dep_ == "dobj" and c.lemma_.lower() == q.noun.lemma_.lower()
            for c in gov.head.children
        )
    ):  # "got 3 marbles from Leo and 2 marbles from Ana": a second object, its own party
        return gov.head, Attachment.THEME
    if dep == "npadvmod" and gov.dep_ == "prep" and gov.head.pos_ in VERB_POS:
        return gov.head, Attachment.ADVERBIAL  # "and 0.7 mile from the house": a measure
    if dep == "pobj" and gov.lower_ == "for" and q.noun is not None and not money:
        verb = _listed_verb(gov.head) if q.noun.lemma_.lower() in TIME_PER else None
        if verb is not None:  # "and 8 liters a minute for 3 minutes": the list's stretch
            return verb, Attachment.ADVERBIAL
    if dep == "pobj" and gov.lower_ == "of" and not money and q.noun is not None:
        verb = container_verb(gov.head, containers)
        if verb is not None:  # "bought a bag of 48 candies": the candies in it
            return verb, Attachment.THEME
        verb = container_verb(gov.head, containers, "nsubj")
        if verb is not None and _paid(verb, money_nouns):  # "A bag of 8 oranges costs $4":
            return verb, Attachment.MOVER  # the oranges, priced together
    raise Abstain(
        "unattached-quantity",
        f"{q.span(q.head.doc).text!r} is not an argument of a clause the rules know",
        head,
    )


def second_recipient(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of a double object whose object's conjunct is a
    possessed noun with a number after it ("gave his brother 6 marbles and his sister 4":
    'sister' a second recipient, 4 its amount); else None."""
    if noun.pos_ != "NOUN" or noun.dep_ != "conj" or noun.head.dep_ != "dobj":
        return None
    if not any(c.dep_ == "poss" for c in noun.children):
        return None
    if not any(c.dep_ == "nummod" and c.i > noun.i for c in noun.children):
        return None
    verb = noun.head.head
    return verb if any(c.dep_ == "dative" for c in verb.children) else None


def container_verb(container: Tok, containers: Collection[str], dep: str = "dobj") -> Tok | None:
    """RETURNS (Tok | None): the verb whose object (or ``dep``) is one container, said with
    'a', 'an' or 'one' and nothing else, of the amount under its 'of' ("got a box of 479
    crayons"); else None."""
    if container.lemma_.lower() not in containers or container.tag_ != "NN":
        return None
    if container.dep_ != dep or container.head.pos_ not in VERB_POS:
        return None
    kids = [c for c in container.children if not (c.dep_ == "prep" and c.lower_ == "of")]
    if [c.lower_ for c in kids if c.dep_ == "det" or c.like_num] not in (["a"], ["an"], ["one"]):
        return None
    if any(c.dep_ not in ("det", "nummod", "amod") for c in kids):
        return None
    return container.head


def _paid(verb: Tok, money_nouns: Collection[str]) -> bool:
    """RETURNS (bool): ``verb``'s one object is an amount of money ("costs $4", "cost 9
    dollars")."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    return len(objects) == 1 and any(
        t.tag_ == "$" or t.lemma_.lower() in money_nouns for t in objects[0].subtree
    )


def _after_stretch(q: Amount, head: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of a "for N <unit of time>" phrase that a
    coordinated amount of time after it continues without its 'for' ("practiced for 3
    hours on Saturday and 25 minutes on Sunday", "worked for 75 minutes on Monday and 105
    minutes on Tuesday"), the verb an ancestor of the amount; else None."""
    if q.noun is None or q.noun.lemma_.lower() not in TIME_PER:
        return None
    verb = next((a for a in head.ancestors if a.pos_ in VERB_POS), None)
    if verb is None:
        return None
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "for" or prep.i > q.start:
            continue
        if any(o.dep_ == "pobj" and o.lemma_.lower() in TIME_PER for o in prep.children):
            return verb
    return None


def _own_party_after(noun: Tok, party: Tok) -> bool:
    """RETURNS (bool): the word right after ``noun`` is another 'to' (``party``'s word) on
    the same verb, with an object of its own ("gave 8 cards to Jon and 5 cards to Kit", the
    second 'to' hung on the verb)."""
    doc = noun.doc
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    return (
        after is not None
        and after.lower_ == party.lower_
        and after.head == party.head
        and after.dep_ in ("dative", "prep")
        and any(c.dep_ == "pobj" for c in after.children)
    )


def _listed_verb(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of a list of amounts ``noun`` is in or is a marker of
    ("8 liters a minute" coordinated with the verb's "12 liters a minute for 5 minutes"),
    climbing conjuncts, adverbial nouns and prepositional phrases; None unless the climb
    passes a conjunct."""
    node, listed = noun, False
    for _ in range(8):
        if node.pos_ in VERB_POS:
            return node if listed else None
        if node.dep_ not in ("conj", "npadvmod", "pobj", "prep", "dobj") or node.head is node:
            return None
        listed = listed or node.dep_ == "conj"
        node = node.head
    return None


# the determiners of one group or item at a time ("each box", "every day")
EACH = frozenset({"each", "every"})
# prepositions of where something is taken ("to the gym", "into the box")
TOWARD = frozenset({"to", "into", "onto"})
_RATE_PREPS = frozenset({"with", "of"})


def _gapped_verb(name: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb a name with a number of its own stands in a gapped
    clause of, the name coordinated with the verb's object or with the verb ("Aiko bought
    5 pens and Ben 3", "Carlos has 9 stamps, Mina 4, and Dev 7"), else None."""
    top = name
    while top.dep_ in ("conj", "appos") and top.head is not top:
        top = top.head
    if top.pos_ in VERB_POS:
        return top
    if top.dep_ == "dobj" and top.head.pos_ in VERB_POS:
        return top.head
    return None


# the dependents of a verb that may be the counted noun of "each with"
_COUNTED = frozenset({"dobj", "attr", "nsubj", "nsubjpass"})


def each_with(q: Amount) -> tuple[Tok, Tok] | None:
    """RETURNS: (the counted plural noun, the 'each') when ``q`` is what each of a counted
    noun holds, told after it as "each with N" ("has 4 baskets, each with 9 plums", "9 cars
    in the lot, each with 4 wheels"): 'each' hung on the noun or on its verb, right after
    the noun's phrase and a comma; else None."""
    head = q.head
    prep = head.head
    doc = head.doc
    if head.dep_ != "pobj" or prep.lower_ != "with" or prep.i < 3:
        return None
    each = doc[prep.i - 1]
    if each.lower_ not in EACH or doc[each.i - 1].lower_ != ",":
        return None
    if each.dep_ == "appos":
        counted = each.head
    elif prep.head.pos_ == "NOUN" and prep.head.i < each.i:
        counted = prep.head  # "3 purses, each with $4", 'with' hung on the noun
    elif each.dep_ in ("npadvmod", "dep") and each.head.pos_ in VERB_POS:
        # "packed 3 crates, each with 20 apples", "Seven vans are parked ..., each with"
        objects = [c for c in each.head.children if c.dep_ in _COUNTED and c.i < each.i]
        counted = objects[-1] if objects else None
    else:
        return None
    if (
        counted is None
        or counted.tag_ != "NNS"
        or not any(c.dep_ == "nummod" and c.like_num for c in counted.children)
        or any(t.pos_ in VERB_POS for t in doc[counted.i + 1 : each.i])  # its phrase only
        or any(t.dep_ in ("cc", "conj") for t in doc[counted.i : each.i])  # not "and a box"
    ):
        return None
    return counted, each


def rate_phrase_verb(q: Amount, groups: GroupWords = _NO_GROUPS) -> Tok | None:
    """RETURNS (Tok | None): the verb of the clause a rate phrase on a noun belongs to:
    "4 boxes with 6 eggs in each box", "4 boxes with 6 eggs each", "4 bags of 6 apples
    each" (the rate on the noun of a count), "6 eggs in each of the 4 boxes" (the count
    under 'in each of'), the groups of a share ("among 4 friends", "equally into 4
    jars"); None for any other quantity."""
    head = q.head
    gov = head.head
    if head.dep_ != "pobj" or gov.dep_ not in ("prep", "dative"):  # "equally to his 11 nieces"
        return None
    owner = gov.head
    if gov.lower_ in _RATE_PREPS and owner.pos_ == "NOUN" and _marks_each(head, owner):
        return verb_over(owner)
    if gov.lower_ == "of" and containers_of(q, owner):
        return verb_over(owner)  # "3 packs of 8 stickers": what each pack holds
    counted = each_with(q)
    if counted is not None:  # "4 baskets, each with 9 plums": what each basket holds
        return verb_over(counted[0])
    if (
        gov.lower_ in groups.preps
        and owner.pos_ in VERB_POS
        and q.money is None
        and (gov.lower_ not in groups.equally_preps or equal_groups(owner, head, groups))
    ):
        # "splits 45 cherries equally between his 5 cousins", "puts them equally into 4
        # jars": the groups of a share (the share construction decides)
        return owner
    if (
        gov.lower_ == "of"
        and owner.lower_ in EACH
        and owner.dep_ == "pobj"
        and owner.head.lower_ in ("in", "on", "into", "to", "from", "for")
    ):
        return verb_over(owner.head)  # "6 eggs in each of the 4 boxes"
    if (
        gov.lower_ == "of"
        and owner.lower_ in EACH
        and owner.dep_ == "dative"
        and owner.head.pos_ in VERB_POS
    ):
        return owner.head  # "gave each of her 3 friends 4 cupcakes"
    if (
        gov.lower_ == "of"
        and owner.tag_ == "NNS"
        and owner.dep_ == "pobj"
        and owner.head.lower_ in groups.pack_preps
        and owner.head.head.pos_ in VERB_POS
        and q.money is None
    ):
        return owner.head.head  # "packs 24 eggs in boxes of 6": groups of a stated size
    if (
        gov.lower_ == "of"
        and owner.tag_ == "NNS"
        and owner.dep_ == "dobj"
        and owner.head.lemma_.lower() in groups.makers
        and not any(c.dep_ == "nummod" for c in owner.children)
        and q.money is None
    ):
        return owner.head  # "makes bunches of 4 flowers": the groups made of a stated size
    return None


def _marks_each(noun: Tok, owner: Tok) -> bool:
    """RETURNS (bool): ``noun`` ends in "each", "in/on each X" or "in each" ("6 eggs each"),
    or is followed by "in/on each <owner>" wherever parsed ("4 bags with 6 marbles in each
    bag", 'in' hung on the verb), or, under 'with', its conjunct is ("crates with 4 apples
    and 6 pears in each crate": the phrase on the last says what each crate holds of both;
    not "There are 14 students and 2 seats on each bus", a total and a rate)."""
    listed = noun.dep_ == "pobj" and noun.head.lower_ == "with"
    for child in noun.children:
        if child.lower_ == "each" and child.dep_ in ("appos", "npadvmod", "advmod", "amod"):
            return True
        if listed and child.dep_ == "conj" and child.i > noun.i and _marks_each(child, owner):
            return True
        if (
            child.dep_ == "prep"
            and child.lower_ in ("in", "on", "at")  # "7 people at each table"
            and any(
                g.dep_ == "pobj" and any(d.dep_ == "det" and d.lower_ in EACH for d in g.children)
                for g in child.children
            )
        ):
            return True
    if (each_after := each_noun_after(noun)) is not None:
        return each_after.lemma_.lower() == owner.lemma_.lower()
    return bare_in_each(noun) is not None


# the prepositions of where things are, one per item ("in each bag", "at each table")
PLACE_PREPS = ("in", "on", "at", "inside")


def each_noun_after(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the noun of "in/on/at each <noun>" right after ``noun``
    ("6 marbles in each bag": bag), wherever the parser hangs the phrase; else None."""
    tokens = noun.doc.tokens
    if noun.i + 3 >= len(tokens):
        return None
    prep, each, item = tokens[noun.i + 1], tokens[noun.i + 2], tokens[noun.i + 3]
    if (
        prep.lower_ in PLACE_PREPS
        and prep.dep_ == "prep"
        and each.lower_ in EACH
        and each.dep_ == "det"
        and each.head == item
        and item.dep_ == "pobj"
        and item.head == prep
        and item.pos_ == "NOUN"
    ):
        return item
    return None


def containers_of(q: Amount, owner: Tok) -> bool:
    """RETURNS (bool): ``q`` is what each of a counted plural noun holds ("3 packs of 8
    stickers", "2 boxes of 12 pencils"): the amount has its own noun, under 'of' on a
    plural noun that carries a number of its own."""
    return (
        q.noun is not None
        and q.money is None
        and owner.tag_ == "NNS"
        and owner.lemma_.lower() != q.noun.lemma_.lower()
        and any(c.dep_ == "nummod" and c.like_num for c in owner.children)
    )


def bare_in_each(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of "in each" or "on each" right after ``noun``
    ("4 bags with 8 oranges in each"), wherever the parser hangs the phrase; else None."""
    tokens = noun.doc.tokens
    if noun.i + 2 >= len(tokens):
        return None
    prep, each = tokens[noun.i + 1], tokens[noun.i + 2]
    if (
        prep.lower_ in ("in", "on", "inside")
        and prep.dep_ == "prep"
        and each.lower_ == "each"
        and each.dep_ == "pobj"
        and each.head == prep
        and not list(each.children)
    ):
        return each
    return None


def verb_over(token: Tok) -> Tok | None:
    """RETURNS (Tok | None): the nearest verb above ``token`` within a few arcs."""
    for _ in range(4):
        if token.pos_ in VERB_POS:
            return token
        if token.head == token:
            return None
        token = token.head
    return token if token.pos_ in VERB_POS else None


def _listed_object_verb(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb whose object list ``noun`` is in: its object, a
    conjunct of it, or an item the parse hung on the price before it ("a scarf for $9,
    a hat for $6", 'hat' an apposition of '9')."""
    obj = noun
    while obj.dep_ in ("conj", "appos"):
        if obj.head.pos_ in VERB_POS:
            return obj.head  # "..., and a pair of gloves for $5" conjoined to the verb
        obj = obj.head
    if obj.dep_ == "dobj" and obj.head.pos_ in VERB_POS:
        return obj.head
    prep = obj.head
    if obj.dep_ == "pobj" and obj.like_num and prep.dep_ == "prep" and prep.head.pos_ in VERB_POS:
        return prep.head  # the price before it: "for $9, a hat for $6"
    return None


def _chain(verb: Tok) -> tuple[Tok, ...]:
    """RETURNS (tuple[Tok, ...]): ``verb`` and its ancestors, nearest first, found once
    per token per Doc (the clause checks below each walk them)."""
    chains = verb.doc.memo.setdefault("clauses.chains", {})
    chain = chains.get(verb.i)
    if chain is None:
        chain = chains[verb.i] = (verb, *verb.ancestors)
    return chain


def doc_words(doc: DocView) -> frozenset[str]:
    """RETURNS (frozenset[str]): the Doc's lowercase words, made once per Doc (a check or
    construction whose cue word is not among them cannot apply)."""
    words = doc.memo.get("clauses.words")
    if words is None:
        words = doc.memo["clauses.words"] = frozenset(doc.lower)
    return words  # type: ignore[no-any-return]


def check_negation(verb: Tok) -> None:
    """Abstain on a negated verb ("must not sew 20 buttons")."""
    for child in verb.children:
        if child.dep_ == "neg":
            raise Abstain("negation", f"{verb.text!r} is negated", verb)


def check_mood(
    verb: Tok,
    condition: Tok | None,
    negated: bool = False,
    implicative: frozenset[str] = frozenset(),
    capacity: frozenset[str] = frozenset(),
    plans: frozenset[str] = frozenset(),
) -> None:
    """Abstain on negated or hypothetical clauses; ``condition`` is the if-clause being
    read as an event, whose 'if' and whose governing question are allowed; ``negated``:
    ``verb``'s own 'not' is read (a part of a rate's items not done); ``implicative``:
    verbs whose complement happened ("ended up selling 3", ``is_implicated``);
    ``capacity``: verbs of holding, whose 'would' in that if-clause states a size ("If his
    fridge would only hold 9 on each shelf"); ``plans``: verbs of a plan told now ("plans to
    buy 3": the future, as 'will', ``is_planned``)."""
    for token in _chain(verb):
        if condition is not None and token == condition.head and token != condition:
            break  # the question the if-clause belongs to (none when the parse makes it root)
        own_if = token is condition
        for child in token.children:
            dep = child.dep_
            if own_if and dep == "mark":
                continue
            if dep == "neg" and negated and token is verb:
                continue
            if dep == "neg":
                raise Abstain("negation", f"{token.text!r} is negated", token)
            if dep == "aux" and child.lower_ in HYPOTHETICAL_AUX:
                if own_if and child.lower_ == "would" and token.lemma_.lower() in capacity:
                    continue
                if child.lower_ == "could" and at_a_time(token):
                    continue  # "could only carry 4 trays at a time": a past capacity
                raise Abstain("conditional", f"{token.text!r} is hypothetical", token)
            if dep == "mark" and child.lower_ in ("if", "unless"):
                raise Abstain("conditional", f"{token.text!r} is under 'if'", token)
        if token.dep_ == "xcomp" and (
            is_obligation(token)
            or is_implicated(token, implicative)
            or _spent_doing(token)
            or held_for(token) is not None
            or is_planned(token, plans) is not None
        ):
            continue  # "had to throw away 3 apples": an obligation met, an event; "spent 2
            # hours reading": what the time was spent on; "plans to buy 3": the future's
        if token.dep_ == "xcomp":
            raise Abstain(
                "conditional", f"{token.text!r} is a complement of {token.head.text!r}", token
            )
        if token.dep_ not in ("conj", "ccomp", "advcl", "ROOT"):
            break


# Present-tense tags: "eats 3 when he is hungry" tells what happens each time.
_PRESENT = ("VBZ", "VBP")


def _habitual_when(verb: Tok, clause: Tok) -> bool:
    """RETURNS (bool): ``clause`` is a time clause of every occasion: "whenever he
    visited", or "when" with a state in the present ("eats 3 when he is hungry"; "when
    he takes inventory, he notices" tells one event in the narrative present)."""
    marks = [c.lower_ for c in clause.children if c.dep_ in ("advmod", "mark")]
    if "whenever" in marks:
        return True
    return (
        "when" in marks
        and verb.tag_ in _PRESENT
        and clause.tag_ in _PRESENT
        and clause.lemma_ == "be"
    )


def _capacity_of_each(verb: Tok, capacity: frozenset[str]) -> bool:
    """RETURNS (bool): ``verb`` is a verb of holding whose subject is "each/every <noun>"
    ("Each van can hold 4 people"): what one thing holds."""
    return verb.lemma_.lower() in capacity and any(  # "A shelf can hold 9 books": any one
        c.dep_ == "nsubj"
        and any(d.dep_ == "det" and d.lower_ in (*EACH, "a", "an") for d in c.children)
        for c in verb.children
    )


def in_progressive(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is an '-ing' form under a form of 'be' ("was selling")."""
    return verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)


def at_a_time(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is said "at a time" ("can carry 4 trays at a time"): what
    one go of it moves, a capacity, no event."""
    return any(
        p.dep_ == "prep"
        and p.lower_ == "at"
        and any(
            g.dep_ == "pobj"
            and g.lower_ == "time"
            and [c.lower_ for c in g.children if c.dep_ != "prep"] in (["a"], ["one"])
            for g in p.children
        )
        for p in verb.children
    )


# determiners of one unit of time ("an hour", "every day", "in one minute")
_ONE_TIME = frozenset({"a", "an", "one", "each", "every", "per"})


def per_unit_of_time(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` or its object is said per one unit of time ("can finish 8
    problems an hour", "can type 40 words per minute", "can read 9 pages in an hour"):
    what one can do in that time is a pace, no event."""
    heads = [verb, *(c for c in verb.children if c.dep_ == "dobj")]
    for head in heads:
        for child in head.children:
            times = [child] if child.dep_ == "npadvmod" else []
            if child.dep_ == "prep" and child.lower_ in ("per", "in"):
                times = [g for g in child.children if g.dep_ == "pobj"]
            for time in times:
                if time.lemma_.lower() not in TIME_PER:
                    continue
                if child.lower_ == "per" or any(
                    d.dep_ in ("det", "nummod") and d.lower_ in _ONE_TIME for d in time.children
                ):
                    return True
    return False


def check_attitude(
    verb: Tok,
    amounts: tuple[Amount, ...],
    hedges: frozenset[str],
    nonfactive: frozenset[str],
    future: frozenset[str],
    habitual: frozenset[str] = frozenset(),
    ability: frozenset[str] = frozenset(),
    capacity: frozenset[str] = frozenset(),
    plans: frozenset[str] = frozenset(),
) -> None:
    """Abstain on an event the text does not say happened in full.

    A hedging adverb ("almost lost 4", "hardly ate 4", "nearly 4 apples") says it did
    not (fully) happen; a frequency adverb ("usually eats 4", "always eats 4 on
    Sundays"), a clause of every occasion ("eats 4 when he is hungry", "whenever he
    visited") or an auxiliary of ability ("can eat 4") tells a habit or a capacity, not
    one event; a clause under a verb of thinking or wishing ("wished he had
    bought 4", "Sue thinks he ate 4") reports a belief, not an event; a relative clause
    about the future on what was moved ("ordered 4 apples, which will arrive next
    week") says the holding has not changed yet.

    verb (Tok): the clause's verb.
    amounts (tuple[Amount, ...]): the clause's quantities.
    hedges (frozenset[str]): hedging adverbs (``words.json`` ``hedge_adverbs``).
    nonfactive (frozenset[str]): lemmas of verbs whose complement need not be true.
    future (frozenset[str]): words that place a relative clause in the future.
    habitual (frozenset[str]): frequency adverbs (``words.json`` ``habitual_adverbs``).
    ability (frozenset[str]): auxiliaries of ability (``ability_auxiliaries``).
    capacity (frozenset[str]): lemmas of verbs of what a thing holds, whose ability said
        of each thing is its size, no event ("Each van can hold 4 people").
    plans (frozenset[str]): verbs of a plan told now, a future event ("plans to buy 3"),
        which the question's tense decides (``coverage.check_future_events``).
    RAISES Abstain: ``hedged``, ``habitual``, ``non-factive`` or ``pending-event``.
    """
    for token in _chain(verb):
        for child in token.children:
            if child.dep_ == "advmod" and child.lower_ in hedges:
                raise Abstain("hedged", f"{token.text!r} is hedged by {child.text!r}", token)
            if (
                (child.dep_ == "advmod" and child.lower_ in habitual)
                or (
                    child.dep_ == "aux"
                    and child.lower_ in ability
                    and not _capacity_of_each(token, capacity)
                    and not per_unit_of_time(token)
                    and not at_a_time(token)
                )
                or (child.dep_ == "advcl" and _habitual_when(token, child))
            ):
                cue = child.text  # the adverb, the auxiliary, or the whole time clause
                if child.dep_ == "advcl":
                    cue = verb.doc[child.left_edge.i : child.right_edge.i + 1].text
                raise Abstain(
                    "habitual", f"{token.text!r} is a habit or an ability ({cue!r})", token
                )
        if (
            token.dep_ in ("ccomp", "xcomp")
            and _verb_forms(token.head) & nonfactive
            and is_planned(token, plans) is None
        ):
            raise Abstain(
                "non-factive",
                f"{token.text!r} is what someone {token.head.text!r}, not an event",
                token,
            )
        if token.dep_ not in ("conj", "ccomp", "xcomp", "advcl", "ROOT"):
            break
        if token.dep_ == "advcl" and any(
            c.dep_ == "mark" and c.lower_ == "if" for c in token.children
        ):
            break  # "If each cake takes 4 eggs, how many can it bake?": the main clause's
            # modal is its own, not the condition's
    doc = verb.doc
    for q in amounts:
        for i in q.tokens:
            for child in doc[i].children:
                if child.dep_ in ("advmod", "quantmod") and child.lower_ in hedges:
                    raise Abstain("hedged", f"{q.span(doc).text!r} is hedged", child)
        noun = q.noun if q.noun is not None else q.head
        for child in noun.children:
            if child.dep_ == "relcl" and any(t.lower_ in future for t in child.subtree):
                raise Abstain(
                    "pending-event",
                    f"{noun.text!r} {child.text!r} later: the holding has not changed yet",
                    child,
                )


def check_small_clause(amounts: tuple[Amount, ...], holding: bool = False) -> None:
    """Abstain on an amount that is the subject of an adjective the verb takes as its
    complement ("got 3 oranges wet", "got 3 apricots ready"): the clause says what state
    the things got into, not that anyone got them. A holding verb's complement says how
    the things are held ("had 58 left", "has 3 ready"), and is read as before.

    amounts (tuple[Amount, ...]): the clause's quantities.
    holding (bool): the clause's verb is a verb of holding.
    RAISES Abstain: ``unattached-quantity``.
    """
    if holding:
        return
    for q in amounts:
        noun = q.noun if q.noun is not None else q.head
        state = noun.head
        if (
            noun.dep_ == "nsubj"
            and state.tag_ == "JJ"  # not a comparative: "made 39 more"
            and state.dep_ in ("ccomp", "xcomp", "oprd")
            and state.head.pos_ == "VERB"
        ):
            raise Abstain(
                "unattached-quantity",
                f"{q.span(noun.doc).text!r} is what became {state.text!r}, not what was moved",
                state,
            )


def check_uncertain(
    verb: Tok,
    amounts: tuple[Amount, ...],
    epistemic: frozenset[str],
    phrases: tuple[tuple[str, ...], ...],
    before: tuple[tuple[str, ...], ...],
    after: tuple[tuple[str, ...], ...],
) -> None:
    """Abstain on a guessed event or an amount that is a bound or an estimate.

    An epistemic adverb ("maybe ate 3", "probably lost 3") or an estimate phrase ("ate 3,
    more or less", "at a guess") says the speaker is not sure it happened as told; a word
    before or after the number ("at least 3", "about 10", "10-odd", "10 or so") makes
    the number a bound or an estimate, not an amount.

    verb (Tok): the clause's verb.
    amounts (tuple[Amount, ...]): the clause's quantities.
    epistemic (frozenset[str]): epistemic adverbs (``words.json`` ``epistemic_adverbs``).
    phrases (tuple[tuple[str, ...], ...]): lowercased estimate phrases.
    before (tuple[tuple[str, ...], ...]): lowercased words that bound a number before it.
    after (tuple[tuple[str, ...], ...]): lowercased words that bound a number after it.
    RAISES Abstain: ``uncertain``.
    """
    doc = verb.doc
    guessed = not epistemic.isdisjoint(doc_words(doc))  # else no epistemic adverb to find
    for token in _chain(verb) if guessed else ():
        for child in token.children:
            if child.dep_ == "advmod" and child.lower_ in epistemic:
                raise Abstain("uncertain", f"{token.text!r} is a guess: {child.text!r}", child)
        if token.dep_ not in ("conj", "ccomp", "xcomp", "advcl", "ROOT"):
            break
    lower = doc.lower
    # per Doc: the phrase lists indexed, the first estimate phrase of each sentence, and
    # whether a first word of one is in the Doc at all
    held = doc.memo.get("clauses.uncertain")
    if held is None or held[0] != (phrases, before, after):
        indexes = (
            _phrase_index(phrases, 0, empty=False),
            _phrase_index(before, -1),  # a phrase ends with the word before the number
            _phrase_index(after, 0),  # ... or starts with the word after it
        )
        estimated = not indexes[0][0].keys().isdisjoint(doc_words(doc))
        held = doc.memo["clauses.uncertain"] = ((phrases, before, after), indexes, {}, estimated)
    (by_first, _), (by_last, before_empty), (by_next, after_empty) = held[1]
    sent = doc.sent(verb.i) if held[3] else None
    if sent is None:
        found = None
    elif sent.start in held[2]:
        found = held[2][sent.start]
    elif by_first.keys().isdisjoint(lower[sent.start : sent.end]):
        found = held[2][sent.start] = None
    else:
        found = held[2][sent.start] = min(  # the first phrase of the list that occurs, first
            (
                (rank, i)
                for i in range(sent.start, sent.end)
                for rank, phrase in by_first.get(lower[i], ())
                if i + len(phrase) <= sent.end and tuple(lower[i : i + len(phrase)]) == phrase
            ),
            default=None,
        )
    if found is not None:
        phrase = phrases[found[0]]
        raise Abstain("uncertain", f"{phrase!r} makes the telling an estimate", doc[found[1]])
    tokens = doc.tokens
    size = len(tokens)
    for q in amounts:
        for i in q.tokens if guessed else ():
            for child in tokens[i].children:
                if child.dep_ in ("advmod", "quantmod") and child.lower_ in epistemic:
                    raise Abstain("uncertain", f"{q.span(doc).text!r} is a guess", child)
        if q.unstated:  # "Some more birds flew up": 'some' the amount left out, no bound
            continue
        start, end = q.tokens[0], q.tokens[-1] + 1
        for _, phrase in by_last.get(lower[start - 1], before_empty) if start else before_empty:
            n = len(phrase)
            if start - n >= 0 and tuple(lower[start - n : start]) == phrase:
                raise Abstain(
                    "uncertain", f"{q.span(doc).text!r} is a bound or an estimate", doc[start - n]
                )
        for _, phrase in by_next.get(lower[end], after_empty) if end < size else after_empty:
            n = len(phrase)
            if end + n > size or tuple(lower[end : end + n]) != phrase:
                continue
            if phrase[-1] == "plus" and end + n < size and tokens[end + n].like_num:
                continue
            raise Abstain("uncertain", f"{q.span(doc).text!r} is a bound or an estimate", doc[end])


_Indexed = tuple[tuple[int, tuple[str, ...]], ...]


def _phrase_index(
    phrases: tuple[tuple[str, ...], ...], at: int, empty: bool = True
) -> tuple[dict[str, _Indexed], _Indexed]:
    """The phrases by their word at ``at`` (0 the first, -1 the last), made once per list.

    empty (bool): whether an empty phrase is a candidate everywhere (else left out).
    RETURNS (tuple): word -> (rank in the list, phrase) of the phrases with that word, in
        list order, the empty phrases among them; and the empty phrases alone.
    """
    return derived(_index_phrases, phrases, at, empty)


def _index_phrases(
    phrases: tuple[tuple[str, ...], ...], at: int, empty: bool
) -> tuple[dict[str, _Indexed], _Indexed]:
    ranked = list(enumerate(phrases))
    blank = tuple((r, p) for r, p in ranked if not p) if empty else ()
    words = {p[at] for _, p in ranked if p}
    index = {
        word: tuple((r, p) for r, p in ranked if (p and p[at] == word) or (r, p) in blank)
        for word in words
    }
    return index, blank


def check_reported(verb: Tok, speech: frozenset[str]) -> None:
    """Abstain on a clause told under a verb of saying ("Tom joked that Leo lost 3", "A
    rumor said Sam lost 3", '"Omar ate 3 plums," Tom lied'): it is what someone said,
    which may be false, not an event the text states.

    verb (Tok): the clause's verb.
    speech (frozenset[str]): lemmas of verbs of saying (``words.json`` ``speech_verbs``).
    RAISES Abstain: ``reported-speech``.
    """
    for token in _chain(verb):
        if token.dep_ in ("ccomp", "xcomp", "parataxis") and _verb_forms(token.head) & speech:
            raise Abstain(
                "reported-speech",
                f"{token.text!r} is what someone {token.head.text!r}, not an event",
                token,
            )
        if token.dep_ not in ("conj", "ccomp", "xcomp", "advcl", "parataxis", "ROOT"):
            break


def _verb_forms(verb: Tok) -> set[str]:
    """RETURNS (set[str]): the verb's lemma and its word less an inflection ending, for a
    lemma the tagger got wrong ("hopes" lemmatized as "hop")."""
    word = verb.lower_
    return {verb.lemma_.lower(), word, word[:-1], word[:-2], word[:-3]}


def is_obligation(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is the infinitive of a past obligation ("had to throw away
    3 apples"), which happened; "has to" and "will have to" have not happened yet."""
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and head.lemma_ == "have"
        and head.tag_ == "VBD"
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        and not any(c.dep_ == "aux" for c in head.children)
    )


def _spent_doing(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is the '-ing' complement of a verb whose object is an
    amount ("spent 2 hours reading", "spent $6 buying 3 pens"), or the 'to' complement of
    'take' with an amount of time ("Sam took 2 hours to read 30 pages"): the one who spent
    it does it (not "saw him take 3": no amount, no '-ing')."""
    head = verb.head
    if verb.dep_ != "xcomp" or verb.tag_ not in ("VBG", "VB"):
        return False
    if verb.tag_ == "VB" and head.lemma_.lower() not in _TIME_TAKING:
        return False
    return any(
        c.dep_ in ("dobj", "npadvmod")
        and (c.like_num or any(g.dep_ == "nummod" for g in c.children))
        for c in head.children
    )


# verbs whose expletive 'it' subject leaves the doer as the object ("It took Amanda 4 hours")
_TIME_TAKING = frozenset({"take"})


def _taken_by(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the doer of "It took <doer> <time> to <verb>": the one name
    or pronoun object of 'take' whose subject is 'it', else None."""
    if verb.lemma_.lower() not in _TIME_TAKING or not any(
        c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children
    ):
        return None
    doers = [
        c for c in verb.children if c.dep_ in ("dobj", "dative") and c.pos_ in ("PROPN", "PRON")
    ]
    return doers[0] if len(doers) == 1 else None


def is_planned(verb: Tok, plans: frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the word that tells ``verb`` now as a plan for the future
    ("plans to go to 16 games", "is going to buy 3": 'plans', 'going'), as 'will' would:
    a verb of ``plans`` (``words.json`` ``plan_verbs``) in the present with no auxiliary
    or negation, or 'going' after a present 'be'; else None ("planned to go" is no event
    and no future)."""
    if verb.dep_ != "xcomp" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    head = verb.head
    own = [c.lower_ for c in head.children if c.dep_ in ("aux", "neg")]
    if head.lemma_.lower() in plans and head.tag_ in ("VBZ", "VBP") and not own:
        return head
    if head.lower_ == "going" and own and all(a in PRESENT_BE for a in own):
        return head
    return None


# the present forms of 'be' ("is going to buy", "is selling")
PRESENT_BE = frozenset({"is", "are", "am", "'s", "'re", "'m"})
# the auxiliaries of a question in the future, simple or perfect ("will he have saved"),
# which counts a plan told now with what happened
FUTURE_AUX = (["will"], ["will", "have"])


def is_implicated(verb: Tok, implicative: frozenset[str]) -> bool:
    """RETURNS (bool): ``verb`` is the complement of a finite verb of the narrative that
    says it happened ("managed to sell 3", "ended up giving 4 away", "used the money to
    buy 7 books", not "used to have", "was able to collect 81 clips", not "is able to"):
    the verb, with its particle or its adjective, is one of ``implicative`` (``words.json``
    ``implicative_verbs``) and has no auxiliary ("will end up giving" has not happened)."""
    head = verb.head
    if verb.dep_ == "xcomp" and head.dep_ == "acomp" and head.head.tag_ == "VBD":
        head = head.head  # "was able to collect 81 clips": the past of 'be' with its adjective
        return not any(c.dep_ in ("aux", "neg") for c in head.children) and (
            f"{head.lemma_.lower()} {verb.head.lower_}" in implicative
        )
    if verb.dep_ != "xcomp" or head.tag_ not in ("VBD", "VBZ", "VBP") or not implicative:
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in head.children):
        return False
    lemma = head.lemma_.lower()
    if lemma in _MEANS_VERBS and (
        not any(c.dep_ == "dobj" for c in head.children)
        or verb.lemma_.lower() not in _MEANS_VERBS[lemma]
    ):  # "used to have 5 cats": a habit of the past; "used 37 beads to make a necklace":
        # a purpose whose amounts the parse may share out wrongly; "used $5 to buy" happened
        return False
    particles = [c.lower_ for c in head.children if c.dep_ == "prt"]
    return (f"{lemma} {particles[0]}" if particles else lemma) in implicative


_NO_ROLES: Roles = {}
# verbs whose object is the means of their 'to' complement, done by their own subject,
# and the complements that say it happened ("used the money to buy 7 books")
_MEANS_VERBS: dict[str, frozenset[str]] = {"use": frozenset({"buy", "purchase"})}


def find_subject(verb: Tok, roles: Mapping[int, Roles], unstated: Collection[int] = ()) -> Tok:
    """RETURNS (Tok): the subject of ``verb``, looking through coordinated verbs and up
    from a complement to the verb it completes, when that verb has no object ("ended up
    giving": the subject of 'ended'; "asked Ann to give" is not read so).

    unstated (Collection[int]): the nouns of unstated amounts (``mentions.is_counted``).

    RAISES Abstain: ``unresolved-holder`` when the clause has none.
    """
    current = verb
    while True:
        taker = _taken_by(current)
        if taker is not None:  # "It took Amanda 4 hours to walk there": Amanda
            return taker
        own = roles.get(current.i, _NO_ROLES)
        for agent, _ in own.get("agent", ()):
            if not is_counted(agent, unstated):
                return agent
        for agent, _ in own.get("agent_weak", ()):
            if agent.i < current.i:
                return agent
        before = current.doc[current.i - 1] if current.i > 0 else None
        if before is not None and (before.pos_ in ("PROPN", "PRON") or is_proper(before)):
            return before  # "and his sister Tess has 11": the subject parsed elsewhere
        if (
            before is not None
            and current.dep_ == "conj"
            and before.pos_ == "NOUN"
            and before.dep_ == "conj"
            and not any(c.dep_ == "nummod" for c in before.children)
        ):
            return before  # "fixed 5 bikes and his brother fixed 4": an object's conjunct
        if (
            current.dep_ in ("conj", "ccomp")
            or is_obligation(current)
            or (  # "ended up giving 4 away": the subject of 'ended', none of its own
                current.dep_ == "xcomp" and not any(c.dep_ == "dobj" for c in current.head.children)
            )
            or (  # "used the money to buy 7 books": the object the means, the user buys
                current.dep_ == "xcomp" and current.head.lemma_.lower() in _MEANS_VERBS
            )
            or _spent_doing(current)
        ) and current.head.pos_ in VERB_POS:
            current = current.head
            continue
        if (
            current.dep_ == "xcomp"
            and current.head.dep_ == "acomp"
            and current.head.head.pos_ in VERB_POS
        ):  # "was able to collect 81 clips": the subject of 'was'
            current = current.head.head
            continue
        held = held_for(current)
        if held is not None:  # "has 96 pencils to share": the one who has them
            current = held.head
            continue
        if (
            current.dep_ == "pcomp"
            and current.tag_ == "VBG"
            and current.head.lower_ == "after"
            and current.head.head.pos_ in VERB_POS
            and current.head.i < current.head.head.i
        ):  # "After eating 3 pears, Gwen had 9 left": the subject of the clause after it
            current = current.head.head
            continue
        if (
            current.dep_ == "dep"
            and current.tag_ in ("VBD", "VBZ", "VBP")
            and current.head.pos_ in VERB_POS
            and current.head.i < current.i
        ):  # "ate 33 pieces then placed the rest": a second finite verb of one subject
            current = current.head
            continue
        raise Abstain("unresolved-holder", f"{verb.text!r} has no subject", verb)


def held_for(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the object of 'have' that ``verb``, a 'to' infinitive with no
    object or subject of its own, is for ("has 96 pencils to share", parsed on the noun or
    on 'have'); else None."""
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    if any(c.dep_ in ("dobj", "nsubj", "nsubjpass") for c in verb.children):
        return None
    if verb.dep_ in ("relcl", "acl"):
        held = verb.head
    elif verb.dep_ == "xcomp":
        objects = [c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.i]
        held = objects[0] if len(objects) == 1 else verb
    else:
        return None
    return held if held.dep_ == "dobj" and held.head.lemma_ == "have" else None


def is_purpose(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` states a purpose or a complement, not an event that
    happened ("went to the mall to buy clothes", "bought eggs to bake a cake")."""
    return verb.dep_ in ("xcomp", "amod") or any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children
    )


def of_objects(token: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the objects of an 'of' under ``token`` ("the number of
    stamps", "all of them"), whatever the parse calls the 'of'."""
    return [g for c in token.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]


def pobjects(token: Tok, preps: frozenset[str] | set[str]) -> list[Tok]:
    """RETURNS (list[Tok]): objects of ``token``'s prepositions named in ``preps``."""
    return [
        grand
        for child in token.children
        if child.dep_ == "prep" and child.lower_ in preps
        for grand in child.children
        if grand.dep_ == "pobj"
    ]


# Words that stand for an amount the text does not give: "some more", "and more", "several".
_UNSTATED = frozenset({"some", "several", "more"})


def check_unstated_amounts(
    span: TokSpan, amounts: list[Amount], time_words: frozenset[str]
) -> None:
    """Abstain on an event of an amount the text leaves out, next to stated ones.

    "baked 9 muffins in the morning and some more in the afternoon", "collected 40 cans
    on Monday and more on Tuesday", "read 14 pages yesterday and some today": reading
    only the stated amount would drop an event.

    span (TokSpan): a statement sentence (or an if-clause).
    amounts (list[Amount]): its quantities.
    time_words (frozenset[str]): words of time ("today", "morning").
    RAISES Abstain: ``unquantified-event``.
    """
    if not amounts:
        return
    seen = span.doc
    if _UNSTATED.isdisjoint(seen.lower[span.start : span.end]):
        return
    numbers = {i for q in amounts for i in q.tokens}
    for i in range(span.start, span.end):
        if seen.lower[i] not in _UNSTATED or i in numbers:
            continue
        token = seen.tokens[i]
        if any(c.like_num or c.dep_ == "nummod" for c in token.children):
            continue  # "6 more" parsed with the number under 'more'
        head = token.head
        if token.dep_ in ("conj", "dobj") and head.pos_ not in ("NUM",) and not head.like_num:
            bare = token.lower_ == "more" or not any(c.dep_ == "pobj" for c in token.children)
            if bare:
                raise Abstain(
                    "unquantified-event",
                    f"{token.text!r} stands for an amount the text does not give",
                    token,
                )
        if (
            token.dep_ == "det"
            and token.lower_ != "more"
            and (head.lower_ in time_words or head.dep_ == "npadvmod")
        ):
            raise Abstain(
                "unquantified-event",
                f"'{token.text} {head.text}' stands for an amount the text does not give",
                token,
            )


def check_stated_total(span: TokSpan, markers: tuple[str, ...]) -> None:
    """Abstain on a statement that gives a sum ("He sold a total of 15 cakes", "In all,
    she baked 25"): the sum is not one more event, and schema v1 has no unknown change.

    span (TokSpan): a statement sentence.
    markers (tuple[str, ...]): the total markers of ``words.json`` ("in all", "total").
    RAISES Abstain: ``stated-total``.
    """
    seen = span.doc
    lowered = seen.lower[span.start : span.end]
    split, marker_words = _split_markers(markers)
    if marker_words is not None and marker_words.isdisjoint(lowered):
        return  # no word of any marker is in the sentence
    words = set(lowered)
    for marker, parts in zip(markers, split, strict=True):
        if not words.issuperset(parts):
            continue  # a word of the marker is not in the sentence
        for start in range(len(lowered) - len(parts) + 1):
            if lowered[start : start + len(parts)] == parts:
                token = seen.tokens[span.start + start]
                if is_total_needed(token) or (token.dep_ == "pobj" and is_total_needed(token.head)):
                    continue  # "needed 16 total", "needs 12 in total": the need's whole
                if _one_holding_total(token):
                    continue  # "A trivia team had 5 members total": what one holder has
                raise Abstain(
                    "stated-total", f"{marker!r} states a sum of amounts, not an event", token
                )


def _one_holding_total(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is a bare 'total' right after the counted object of 'have'
    whose subject is one holder and which has no other object ("A trivia team had 5
    members total"): the holding itself, no sum of others."""
    if token.lower_ != "total" or token.i == 0:
        return False
    noun = token.doc[token.i - 1]
    if token.dep_ in ("advmod", "npadvmod") and noun.dep_ == "dobj":
        verb = noun.head
        on = token.head in (verb, noun)
    else:  # parsed as a small clause: "had [5 members total]"
        verb = token.head
        on = token.dep_ == "ccomp" and noun.dep_ == "nsubj" and noun.head == token
    if (
        not on
        or noun.tag_ != "NNS"
        or not any(c.dep_ == "nummod" for c in noun.children)
        or verb.lemma_ != "have"
        or any(c.dep_ in ("conj", "appos") for c in noun.children)
    ):
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    return (
        len(subjects) == 1
        and subjects[0].tag_ in ("NN", "NNP")
        and not any(c.dep_ == "conj" for c in subjects[0].children)
    )


def _split_markers(
    markers: tuple[str, ...],
) -> tuple[tuple[list[str], ...], frozenset[str] | None]:
    """RETURNS (tuple): the words of each marker, and the words of all of them (None when
    a marker has none: it is found anywhere), made once per marker list."""
    return derived(_split, markers)


def _split(markers: tuple[str, ...]) -> tuple[tuple[list[str], ...], frozenset[str] | None]:
    split = tuple(marker.split() for marker in markers)
    return split, frozenset(w for parts in split for w in parts) if all(split) else None
