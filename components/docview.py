"""Token attributes read once per Doc, for the reader's loops over a whole Doc.

spaCy makes a new ``Token`` object at every ``doc[i]``, ``token.head`` and step of
``token.children``, and looks its strings up at every ``token.lemma_``; most of the
component's time went there (``python -m wordproblem.evals.benchmark --profile``). While
``read_result`` reads a Doc, it holds one ``DocView`` of it: every token as a ``Tok``, a
plain object whose attributes (strings, head, children, edges) are read from one
``Doc.to_array`` call, and the sentences as ``TokSpan``s over them. ``Tok`` and
``TokSpan`` answer the attributes of ``Token`` and ``Span`` the rules read, under the same
names; the Doc must not change while a view of it is used.

Within one view each token is one object, so tokens compare and hash by identity. A
``Token`` from the Doc itself is a different object: stages take their tokens from the view
(``view(doc).tokens[i]``, ``view(doc).span(start, end)``), never from ``doc[i]``.
Outside a reading, ``view(doc)`` builds a fresh view, so callers never see a stale one.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from itertools import pairwise
from operator import attrgetter
from typing import Any, overload
from weakref import WeakKeyDictionary

from spacy.attrs import (
    DEP,
    HEAD,
    IDX,
    IS_PUNCT,
    IS_SPACE,
    IS_TITLE,
    LEMMA,
    LIKE_NUM,
    LOWER,
    ORTH,
    POS,
    SENT_START,
    SPACY,
    TAG,
)
from spacy.tokens import Doc

_ATTRS = [
    ORTH, LOWER, LEMMA, POS, TAG, DEP, HEAD, SPACY, IDX, LIKE_NUM, IS_PUNCT, IS_TITLE, IS_SPACE,
    SENT_START,
]  # fmt: skip
_STRINGS: dict[int, str] = {}  # string hash -> string; a hash names one string in any vocab
_STRINGS_MAX = 200_000
_SIGN, _WRAP = 1 << 63, 1 << 64  # HEAD offsets come out of Doc.to_array as uint64


def _names(keys: list[int], store: Any) -> list[str]:
    """RETURNS (list[str]): the strings of ``keys`` (hashes or symbol ids) in ``store``."""
    names = list(map(_STRINGS.get, keys))
    if None in names:
        if len(_STRINGS) > _STRINGS_MAX:
            _STRINGS.clear()
        for j, key in enumerate(keys):
            if names[j] is None:
                names[j] = _STRINGS[key] = store[key]
    return names  # type: ignore[return-value]


_index = attrgetter("i")


class Tok:
    """One token of a ``DocView``: the ``Token`` attributes the rules read, made once.

    The string attributes, ``i``, ``like_num``, ``is_punct``, ``head``, ``lefts``,
    ``rights`` and ``children`` are plain attributes; the ones the rules seldom read
    (``idx``, ``whitespace_``, ``pos``, ``dep``, ``is_title``, ``is_space``) are looked up
    in the view's columns; ``subtree``, ``ancestors``, ``conjuncts`` and ``sent`` are
    computed as ``Token`` computes them, and the edges are read from the Doc (spaCy's own
    edges, which differ from the subtree's extent on crossing arcs).
    """

    __slots__ = (
        "_view",
        "children",
        "dep_",
        "doc",
        "head",
        "i",
        "is_punct",
        "lefts",
        "lemma_",
        "like_num",
        "lower_",
        "pos_",
        "rights",
        "tag_",
        "text",
    )

    # Attributes set by DocView.__init__ (declared for readers and type checkers).
    _view: DocView
    doc: DocView
    i: int
    text: str
    lower_: str
    lemma_: str
    pos_: str
    tag_: str
    dep_: str
    like_num: bool
    is_punct: bool
    head: Tok
    lefts: tuple[Tok, ...]
    rights: tuple[Tok, ...]
    children: tuple[Tok, ...]

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    def __len__(self) -> int:
        return len(self.text)

    def __lt__(self, other: Tok) -> bool:
        return self.i < other.i

    def __le__(self, other: Tok) -> bool:
        return self.i <= other.i

    def __gt__(self, other: Tok) -> bool:
        return self.i > other.i

    def __ge__(self, other: Tok) -> bool:
        return self.i >= other.i

    @property
    def idx(self) -> int:
        """RETURNS (int): the character offset of the token."""
        return self._view._idx[self.i]

    @property
    def whitespace_(self) -> str:
        """RETURNS (str): the whitespace after the token ("" or " ")."""
        return " " if self._view._space[self.i] else ""

    @property
    def pos(self) -> int:
        """RETURNS (int): the coarse part-of-speech id."""
        return self._view._pos[self.i]  # type: ignore[no-any-return]

    @property
    def dep(self) -> int:
        """RETURNS (int): the dependency label's id."""
        return self._view._dep[self.i]  # type: ignore[no-any-return]

    @property
    def is_title(self) -> bool:
        """RETURNS (bool): whether the token is in title case."""
        return self._view._title[self.i] == 1

    @property
    def is_space(self) -> bool:
        """RETURNS (bool): whether the token is whitespace."""
        return self._view._blank[self.i] == 1

    @property
    def text_with_ws(self) -> str:
        """RETURNS (str): the text and the whitespace after it."""
        return self.text + self.whitespace_

    @property
    def sent(self) -> TokSpan:
        """RETURNS (TokSpan): the token's sentence (a Doc's ``sent`` token hook decides,
        if it has one)."""
        view = self._view
        if view._token_hooks and "sent" in view._token_hooks:
            found = view._token_hooks["sent"](view.doc[self.i])
            return TokSpan(view, found.start, found.end)
        return view.sent(self.i)

    @property
    def left_edge(self) -> Tok:
        """RETURNS (Tok): the leftmost token of the subtree, as spaCy records it (as the
        view's tree has it where a repair moved a token)."""
        view = self._view
        if view._repaired:
            return min(self.subtree, key=_index)
        return view.tokens[view.doc[self.i].left_edge.i]

    @property
    def right_edge(self) -> Tok:
        """RETURNS (Tok): the rightmost token of the subtree, as spaCy records it (as the
        view's tree has it where a repair moved a token)."""
        view = self._view
        if view._repaired:
            return max(self.subtree, key=_index)
        return view.tokens[view.doc[self.i].right_edge.i]

    @property
    def subtree(self) -> Iterator[Tok]:
        """YIELDS (Tok): the token and its descendants, in ``Token.subtree``'s order."""
        for word in self.lefts:
            yield from word.subtree
        yield self
        for word in self.rights:
            yield from word.subtree

    @property
    def ancestors(self) -> Iterator[Tok]:
        """YIELDS (Tok): the head, its head, and so on up to the root."""
        token = self
        for _ in range(len(self._view.tokens)):
            if token.head is token:
                return
            token = token.head
            yield token

    def is_ancestor(self, descendant: Tok) -> bool:
        """RETURNS (bool): whether this token is above ``descendant`` in the tree."""
        return any(a is self for a in descendant.ancestors)

    @property
    def conjuncts(self) -> tuple[Tok, ...]:
        """RETURNS (tuple[Tok, ...]): the coordinated tokens, as ``Token.conjuncts`` (a
        Doc's ``conjuncts`` token hook decides, if it has one)."""
        view = self._view
        if view._token_hooks and "conjuncts" in view._token_hooks:
            found = view._token_hooks["conjuncts"](view.doc[self.i])
            return tuple(view.tokens[t.i] for t in found)
        start = self
        while start.head is not start and start.dep_ == "conj":
            start = start.head
        queue = [start]
        output = [start]
        for word in queue:
            for child in word.rights:
                if child.dep_ == "conj":
                    output.append(child)
                    queue.append(child)
        return tuple(w for w in output if w is not self)

    def nbor(self, i: int = 1) -> Tok:
        """RETURNS (Tok): the token ``i`` places away. RAISES IndexError: off the Doc."""
        j = self.i + i
        if not 0 <= j < len(self._view.tokens):
            raise IndexError(f"no token {i} away from token {self.i}")
        return self._view.tokens[j]


class TokSpan:
    """A slice of a ``DocView``'s tokens, answering what the rules read of a ``Span``."""

    __slots__ = ("_root", "_view", "doc", "end", "start")

    def __init__(self, doc_view: DocView, start: int, end: int) -> None:
        self._view = doc_view
        self.doc = doc_view
        self.start = start
        self.end = end
        self._root: Tok | None = None

    def __iter__(self) -> Iterator[Tok]:
        return iter(self._view.tokens[self.start : self.end])

    def __len__(self) -> int:
        return self.end - self.start

    @overload
    def __getitem__(self, key: int) -> Tok: ...
    @overload
    def __getitem__(self, key: slice) -> TokSpan: ...
    def __getitem__(self, key: int | slice) -> Tok | TokSpan:
        n = self.end - self.start
        if isinstance(key, slice):
            start, stop, step = key.indices(n)
            if step != 1:
                raise ValueError("a TokSpan is sliced with step 1 only")
            return TokSpan(self._view, self.start + start, self.start + max(start, stop))
        if key < 0:
            key += n
        if not 0 <= key < n:
            raise IndexError(f"token {key} of a span of {n}")
        return self._view.tokens[self.start + key]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TokSpan):
            return NotImplemented
        return self.doc is other.doc and self.start == other.start and self.end == other.end

    def __hash__(self) -> int:
        return hash((self.start, self.end))

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    @property
    def start_char(self) -> int:
        """RETURNS (int): the character offset of the span's start."""
        if self.start == self.end:
            tokens = self._view.tokens
            return tokens[self.start].idx if self.start < len(tokens) else len(self._view.text)
        return self._view.tokens[self.start].idx

    @property
    def end_char(self) -> int:
        """RETURNS (int): the character offset after the span's last token."""
        if self.start == self.end:
            return self.start_char
        last = self._view.tokens[self.end - 1]
        return last.idx + len(last.text)

    @property
    def text(self) -> str:
        """RETURNS (str): the span's text, without the whitespace after it."""
        return self._view.text[self.start_char : self.end_char]

    @property
    def root(self) -> Tok:
        """RETURNS (Tok): the span's syntactic root, as ``Span.root`` finds it: a sentence
        root inside it, else the first token whose head is outside and that is fewest
        steps below the sentence root (a childless space or punctuation counts as far)."""
        if self._root is None:  # found once per span (the sentences are made once)
            self._root = self._find_root()
        return self._root

    def _find_root(self) -> Tok:
        view = self._view
        if "root" in view.doc.user_span_hooks:
            return view.tokens[view.doc[self.start : self.end].root.i]
        tokens = view.tokens
        inside = tokens[self.start : self.end]
        for t in inside:
            if t.head is t:
                return t
        best, root = len(tokens), None
        for t in inside:
            if self.start <= t.head.i < self.end:
                continue
            if not t.children and (t.is_space or t.is_punct):
                steps = len(tokens) - 1
            else:
                steps, up = 0, t
                while up.head is not up and steps < len(tokens):
                    up, steps = up.head, steps + 1
            if steps < best:
                best, root = steps, t
        return root if root is not None else tokens[self.start]

    @property
    def sent(self) -> TokSpan:
        """RETURNS (TokSpan): the sentence of the span's first token."""
        return self._view.sent(self.start)

    @property
    def sents(self) -> Iterator[TokSpan]:
        """YIELDS (TokSpan): the sentences the span overlaps."""
        for sent in self._view.sents:
            if sent.end > self.start and sent.start < self.end:
                yield sent


def _common_initials(tokens: list[Tok], starts: list[int]) -> list[int]:
    """Read a sentence's capitalized first word as the common plural noun the text writes
    in lowercase elsewhere ("Stamps cost 40 cents each. Femi buys 10 stamps."): the model
    tags such a word a name at times. Its part of speech, tag and lemma become the noun's.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    nouns = {
        t.lower_: t for t in tokens if t.pos_ == "NOUN" and t.tag_ == "NNS" and t.text.islower()
    }
    for i in starts:
        t = tokens[i]
        noun = nouns.get(t.lower_)
        if noun is not None and t.pos_ == "PROPN" and t.text[:1].isupper():
            t.pos_, t.tag_, t.lemma_ = noun.pos_, noun.tag_, noun.lemma_
            changed.append(i)
    return changed


# plurals formed from another word than their singular's, which the lemmatizer keeps
_SUPPLETIVE = {"people": "person"}


def _plurals_of_singulars(tokens: list[Tok]) -> None:
    """Give a plural noun the lemma of the singular the text writes beside it when the
    lemmatizer strips too much ("6 vases ... in each vase": 'vases' -> 'vas'): the
    plural's lowercase form is the singular's + 's' or + 'es'; or when the plural is
    another word that the lemmatizer keeps ("among 3 people ... each person"). (A lemma
    is a string the view reads, not an id: no id to update.)"""
    singulars = {t.lower_: t.lemma_ for t in tokens if t.tag_ == "NN" and t.pos_ == "NOUN"}
    for t in tokens:
        if t.tag_ != "NNS" or t.pos_ != "NOUN":
            continue
        if t.lower_ in _SUPPLETIVE and _SUPPLETIVE[t.lower_] in singulars:
            t.lemma_ = _SUPPLETIVE[t.lower_]  # "3 people ... each person": one noun
            continue
        for cut in (1, 2):
            lemma = singulars.get(t.lower_[:-cut]) if t.lower_.endswith("es"[2 - cut :]) else None
            if lemma is not None and lemma != t.lemma_:
                t.lemma_ = lemma
                break


def doer_forms(verb: str) -> tuple[str, ...]:
    """RETURNS: the nouns of one who does ``verb`` (a lemma), as English makes them with
    '-er': play -> player, skate -> skater, swim -> swimmer, fly -> flier or flyer."""
    if verb.endswith("e"):
        return (verb + "r",)
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return (verb[:-1] + "ier", verb + "er")
    return (verb + "er", verb + verb[-1] + "er")


def _doers_named_by_their_act(tokens: list[Tok]) -> None:
    """Read a plural noun with a participle after it, or the subject of a progressive, as
    the noun of the doers when the text counts them so elsewhere ("There were 7 friends
    playing a game when 2 more players joined", "10 cousins were playing a game when 3
    players quit": 7, 10 players): its lowercase form and lemma become the doers' ('player',
    the participle's lemma with '-er': play -> player, skate -> skater, swim -> swimmer).
    Its text stays as written. (Strings the view reads, not ids.)"""
    plurals = [t for t in tokens if t.tag_ == "NNS" and t.pos_ == "NOUN"]
    acting: list[tuple[Tok, Tok]] = []
    for t in plurals:
        acts = [c for c in t.children if c.dep_ == "acl" and c.tag_ == "VBG" and c.i > t.i]
        if (
            t.dep_ == "nsubj"
            and t.head.tag_ == "VBG"
            and any(c.dep_ == "aux" and c.lemma_ == "be" for c in t.head.children)
        ):
            acts.append(t.head)  # "10 cousins were playing a game": the subject's act
        if len(acts) == 1:
            acting.append((t, acts[0]))
    if not acting:
        return  # the common case: no plural noun doing something
    doers = {t.lemma_: t.lower_ for t in plurals}
    for t, act in acting:
        named = [f for f in doer_forms(act.lemma_.lower()) if f in doers and f != t.lemma_]
        if named:
            t.lemma_, t.lower_ = named[0], doers[named[0]]


def _verbs_of_bare_forms(tokens: list[Tok]) -> None:
    """Give an inflected verb the lemma of its bare form the text writes too, when the
    lemmatizer cut the word short ("installed" -> 'instal' beside "to install"): the
    inflected form is the bare form + 'ed', 'd', 's', 'es' or 'ing', and the lemma given
    is a shorter beginning of the bare form. (Lemmas are strings the view reads.)"""
    bare = {t.lower_ for t in tokens if t.tag_ == "VB"}
    for t in tokens:
        if t.pos_ != "VERB" or t.tag_ not in _INFLECTED or t.lemma_ in bare:
            continue
        for form in bare:
            if (
                len(t.lemma_) < len(form)
                and form.startswith(t.lemma_)
                and t.lower_ in (form + "ed", form + "d", form + "s", form + "es", form + "ing")
            ):
                t.lemma_ = form
                break


_INFLECTED = frozenset({"VBD", "VBN", "VBZ", "VBG"})


_DO_FORMS = frozenset({"do", "does", "did"})


def _has_subject(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` has a subject (active, passive or an expletive 'there')."""
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)


def _names_read_as_modals(tokens: list[Tok]) -> list[int]:
    """Read a capitalized 'Will' that the model tags a modal as the name it is, its verb's
    subject, when no modal can stand there: its verb has no subject, and the first verb
    after it is not a bare form ("Will had 57 dollars", "Will was organizing") or a form
    of 'do' comes before it ("How much did Will make?"). "Will you buy 3 apples?" keeps
    its modal (its verb has a subject). RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        if t.text != "Will" or t.tag_ != "MD" or t.dep_ != "aux":
            continue
        verb = t.head
        if _has_subject(verb):
            continue
        verbal = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i > t.i]
        following = min([*verbal, verb], key=lambda v: v.i)
        asked = any(c.dep_ == "aux" and c.lower_ in _DO_FORMS and c.i < t.i for c in verb.children)
        if following.tag_ != "VB" or asked:
            t.pos_, t.tag_, t.dep_, t.lemma_ = "PROPN", "NNP", "nsubj", "Will"
            changed.append(t.i)
    return changed


_AUXILIARIES = _DO_FORMS | {"will", "would", "can", "could", "shall", "should", "may", "might"}


def _reattach(t: Tok, head: Tok, dep: str) -> None:
    """Hang ``t`` on ``head`` with label ``dep`` (children, lefts and rights follow); on
    itself, ``t`` is a root."""
    old = t.head
    if old is not t:
        old.lefts = tuple(c for c in old.lefts if c is not t)
        old.rights = tuple(c for c in old.rights if c is not t)
        old.children = old.lefts + old.rights
    if head is t:
        pass
    elif t.i < head.i:
        head.lefts = tuple(sorted((*head.lefts, t), key=lambda c: c.i))
    else:
        head.rights = tuple(sorted((*head.rights, t), key=lambda c: c.i))
    head.children = head.lefts + head.rights
    t.head, t.dep_ = head, dep


# quotation marks as the tokenizer splits them
_QUOTES = frozenset({"'", '"', "\u2018", "\u2019", "\u201c", "\u201d", "``", "''"})


def _quoted_titles(tokens: list[Tok]) -> list[int]:
    """Read a short title in quotation marks that the model parsed as a clause ("won 32
        tickets playing 'whack a mole' and 25 tickets ...": 'whack' a verb) as one name: its
        words names, the last one the title, hung where its first word was (the object of a
        verb); a coordinated amount hung on a word of the title goes to the last earlier noun
        of its own lemma outside it ("32 tickets ... and 25 tickets"). Only a title of two to
        five words with a verb in it and no number; its words read as a common noun (a game, a
    book: no person). RETURNS (list[int]): the tokens changed."""
    changed: list[int] = []
    opens = [t for t in tokens if t.lower_ in _QUOTES]
    for a, b in pairwise(opens):
        inner = tokens[a.i + 1 : b.i]
        if not 2 <= len(inner) <= 5 or any(t.like_num or t.is_punct for t in inner):
            continue
        if not any(t.pos_ == "VERB" for t in inner):
            continue
        first, last = inner[0], inner[-1]
        outer = first.head if first.head not in inner else None
        if outer is None or outer.i in (a.i, b.i):
            continue
        for t in inner:
            for c in list(t.children):
                if c in inner or c.i in (a.i, b.i):
                    continue
                kin = [n for n in tokens[: a.i] if n.lemma_ == c.lemma_ and n.pos_ == "NOUN"]
                if c.dep_ == "conj" and kin:  # "32 tickets playing '...' and 25 tickets"
                    _reattach(c, kin[-1], "conj")
                    changed.append(c.i)
        _reattach(last, outer, "dobj" if outer.pos_ in ("VERB", "AUX") else "pobj")
        for t in inner[:-1]:
            _reattach(t, last, "compound")
        for t in inner:  # a thing's name, not a person's
            t.pos_, t.tag_ = "NOUN", "NN"
            changed.append(t.i)
    return changed


def _as_root_verb(verb: Tok) -> None:
    """Make ``verb`` its sentence's root, a bare verb (its lemma the word itself)."""
    _reattach(verb, verb, "ROOT")
    verb.pos_, verb.tag_, verb.lemma_ = "VERB", "VB", verb.lower_


def _departures_read_as_modifiers(tokens: list[Tok]) -> list[int]:
    """Read a bare 'left' that the model hangs on a counted subject as a modifier ("10
    students left and 12 new students came": 'the 10 students left', both subjects of
    'came') as the verb it is: 'left' the first conjunct's verb, the other counted noun
    the subject of the clause's verb, 'left' hung on that verb as its conjunct. Only a
    'left' with nothing of its own, after a counted noun whose conjunct is counted too.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for left in tokens:
        if left.lower_ != "left" or left.dep_ != "acl":
            continue
        ands = [c for c in (*left.head.children, *left.children) if c.dep_ == "cc"]
        if any(c.dep_ != "cc" for c in left.children) or [c.lower_ for c in ands] != ["and"]:
            continue
        noun, verb = left.head, left.head.head
        if noun.dep_ != "nsubj" or verb.pos_ != "VERB" or left.i != noun.i + 1:
            continue
        # the other counted noun: the noun's conjunct, or a second subject of the verb
        others = [c for c in noun.children if c.dep_ == "conj" and c.i > left.i] + [
            c for c in verb.children if c.dep_ == "nsubj" and c.i > left.i
        ]
        if len(others) != 1 or any(
            c.dep_ in ("nsubj", "nsubjpass") and c not in (noun, *others) for c in verb.children
        ):
            continue
        (other,) = others
        if not (_numbers(noun) and _numbers(other)):
            continue
        _reattach(other, verb, "nsubj")
        _reattach(noun, left, "nsubj")
        _reattach(ands[0], left, "cc")
        _reattach(left, verb, "conj")
        left.pos_, left.tag_, left.lemma_ = "VERB", "VBD", "leave"
        changed += [other.i, noun.i, ands[0].i, left.i]
    return changed


def _amounts_read_as_places(tokens: list[Tok]) -> list[int]:
    """Read a counted noun that the model hangs as a conjunct on an uncounted place after
    a counted noun ("There are 7 students in the class and 42 apples": 'apples' a second
    class) as the conjunct of that counted noun it is, with its 'and': a list of holdings
    in one place (a place is not counted beside a thing that is).
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        if t.dep_ != "conj" or t.pos_ != "NOUN" or not _numbers(t):
            continue
        place = t.head
        if place.dep_ != "pobj" or place.pos_ != "NOUN" or _numbers(place):
            continue
        prep = place.head
        counted = prep.head
        if prep.dep_ != "prep" or counted.pos_ != "NOUN" or not _numbers(counted):
            continue
        joins = [c for c in place.children if c.dep_ == "cc" and place.i < c.i < t.i]
        if len(joins) != 1 or _prep_after(tokens, t.i):
            continue  # "43 pencils in the drawer and 19 pencils on the desk": its own place
        _reattach(t, counted, "conj")
        _reattach(joins[0], counted, "cc")
        changed += [t.i, joins[0].i]
    return changed


def _receivers_read_as_ranges(tokens: list[Tok]) -> list[int]:
    """Read a 'to' that the model makes the first word of a range ("up to 8", "5 to 8")
    in front of a counted second object ("gives them out equally to 8 classmates": 'to' a
    quantmod of '8', 'classmates' a second object) as the preposition it is, its noun the
    receivers, a word of manner on the number moved to the verb. Not after a number.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for to in tokens:
        if to.lower_ != "to" or to.dep_ != "quantmod" or not to.head.like_num:
            continue
        number, noun = to.head, to.head.head
        verb = noun.head
        if number.dep_ != "nummod" or noun.dep_ != "dobj" or verb.pos_ != "VERB":
            continue
        before = tokens[to.i - 1] if to.i else None
        if before is None or before.like_num or before.lower_ in ("up", "from", "between"):
            continue
        if not any(c.dep_ in ("dobj", "nsubjpass") and c is not noun for c in verb.children):
            continue  # the one object: "sells to 8 stores"? left as parsed
        _reattach(to, verb, "prep")
        _reattach(noun, to, "pobj")
        changed += [to.i, noun.i]
        for c in [c for c in number.children if c.dep_ == "advmod" and c.i < to.i]:
            _reattach(c, verb, "advmod")  # "equally to 8": the manner of the giving
            changed.append(c.i)
    return changed


def _prep_after(tokens: list[Tok], i: int) -> bool:
    """RETURNS (bool): a preposition stands after token ``i`` in its sentence."""
    for x in tokens[i + 1 :]:
        if x.lower_ in (".", "?", "!"):
            return False
        if x.dep_ == "prep":
            return True
    return False


# verbs whose object is a clause ("said 4 boys left"): no reduced relative after them
_CLAUSE_VERBS = frozenset(
    {"say", "think", "know", "believe", "hear", "notice", "see", "find", "realize", "tell"}
    | {"learn", "guess", "feel", "hope", "wish", "expect", "decide", "agree", "show"}
)


def _participles_read_as_clauses(tokens: list[Tok]) -> list[int]:
    """Read a past participle with a place or group after it, that the model makes a
    clausal complement with the counted object before it as its subject ("bought 48
    doughnuts packed equally into 4 boxes": 'doughnuts packed' a clause), as the reduced
    relative it is: the counted noun the verb's object, the participle on it. Only when
    the participle has no object, auxiliary or other subject, and the verb no object and
    is no verb of saying or knowing. RETURNS (list[int]): the tokens changed."""
    changed = []
    for verb in tokens:
        if verb.dep_ != "ccomp" or verb.tag_ not in ("VBD", "VBN") or verb.i < verb.head.i:
            continue
        head = verb.head
        if head.pos_ != "VERB" or head.lemma_.lower() in _CLAUSE_VERBS:
            continue
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        if len(subjects) != 1 or not _numbers(subjects[0]) or subjects[0].pos_ != "NOUN":
            continue
        noun = subjects[0]
        if any(c.dep_ in ("dobj", "aux", "auxpass", "mark") for c in verb.children):
            continue
        if any(c.dep_ in ("dobj", "ccomp", "xcomp") and c is not verb for c in head.children):
            continue
        if not any(c.dep_ == "prep" for c in verb.children):
            continue
        if any(t.i != noun.i and t.head is not noun for t in tokens[head.i + 1 : noun.i + 1]):
            continue  # the noun's own words only between the verb and it
        _reattach(noun, head, "dobj")
        _reattach(verb, noun, "acl")
        verb.tag_ = "VBN"
        changed += [noun.i, verb.i]
    return changed


def _compounds_read_as_gerunds(tokens: list[Tok]) -> list[int]:
    """Read an '-ing' word that the model makes a gerund under 'of' with the plural noun
    right after it its object ("the total number of reading materials she sold",
    "a box of drawing pencils") as the noun compound it is: the '-ing' word a compound
    of the noun, the noun the object of 'of'. Only under 'of' on a noun, with nothing
    else under the gerund and no article on the noun. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for t in tokens:
        if t.dep_ != "pcomp" or t.tag_ != "VBG" or t.head.lower_ != "of":
            continue
        if t.head.head.pos_ != "NOUN" or len(t.children) != 1:
            continue
        noun = t.children[0]
        if noun.dep_ != "dobj" or noun.tag_ != "NNS" or noun.i != t.i + 1:
            continue
        if any(c.dep_ in ("det", "poss", "nummod") for c in noun.children):
            continue
        _reattach(noun, t.head, "pobj")
        _reattach(t, noun, "compound")
        t.pos_, t.tag_ = "NOUN", "NN"
        changed += [t.i, noun.i]
    return changed


def _datives_read_as_partitives(tokens: list[Tok]) -> list[int]:
    """Read "gave each of her 3 friends 4 cupcakes", which the model parses as 'each' the
    object and "her 3 friends 4 cupcakes" one noun phrase under its 'of' ('friends' a
    modifier of 'cupcakes'), as the double object it is: 'each' the dative, the friends
    under its 'of', the counted things the object. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for each in tokens:
        if each.lower_ != "each" or each.dep_ != "dobj" or each.head.pos_ != "VERB":
            continue
        ofs = [c for c in each.children if c.dep_ == "prep" and c.lower_ == "of"]
        if len(ofs) != 1:
            continue
        objects = [c for c in ofs[0].children if c.dep_ == "pobj"]
        if len(objects) != 1 or not _numbers(objects[0]):
            continue
        first = objects[0]
        # "her 3 friends 4 cupcakes": the friends a modifier of the cupcakes, or the
        # cupcakes hung after the friends as their apposition
        before = [c for c in first.children if c.dep_ in ("nmod", "compound") and c.i < first.i]
        after = [c for c in first.children if c.dep_ in ("appos", "npadvmod") and c.i > first.i]
        if len(before) == 1 and before[0].tag_ == "NNS" and before[0].i == _numbers(first)[0].i - 1:
            people, things = before[0], first
        elif len(after) == 1 and _numbers(after[0]) and _numbers(after[0])[0].i == first.i + 1:
            people, things = first, after[0]
        else:
            continue
        verb = each.head
        _reattach(each, verb, "dative")
        _reattach(people, ofs[0], "pobj")
        _reattach(things, verb, "dobj")
        changed += [each.i, people.i, things.i]
    return changed


def _holdings_left_read_as_clauses(tokens: list[Tok]) -> list[int]:
    """Read "had 10 boxes of crayons left" that the model parses as a clause under 'had'
    ('boxes' the subject of 'left', a clausal complement) as the holding it is: the
    counted noun the object of 'have', 'left' its modifier, as the model parses "had 4
    tickets left". Only a bare 'left' whose one dependent is a counted subject.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for left in tokens:
        have = left.head
        if left.lower_ != "left" or left.dep_ != "ccomp" or have.lemma_ != "have":
            continue
        if any(c.dep_ == "dobj" for c in have.children):
            continue
        subjects = [c for c in left.children if c.dep_ == "nsubj"]
        if len(subjects) != 1 or len(left.children) != 1 or not _numbers(subjects[0]):
            continue
        noun = subjects[0]
        _reattach(noun, have, "dobj")
        _reattach(left, noun, "acl")
        changed += [noun.i, left.i]
    return changed


def _gapped_objects_read_out_of_if_clauses(tokens: list[Tok]) -> list[int]:
    """Read a counted object after 'and' in an if-clause that the model hangs on the
    question after it, or on the if-clause's verb ("If he had to pick up 10 trays from one
    table and 2 trays from another, how many trips will he make?": '2 trays' an adverbial
    noun of 'make' or a conjunct of 'had') as the gapped second object it is: a conjunct
    of the verb whose object comes before the 'and', as the model parses the statement.
    When the model made the question a conjunct of the if-clause's verb, the question is
    the main clause and the if-clause its adverbial clause. RETURNS (list[int]): the
    tokens changed."""
    changed: list[int] = []
    for noun in tokens:
        if noun.dep_ not in ("npadvmod", "conj") or noun.tag_ != "NNS":
            continue
        numbers = [c for c in noun.children if c.dep_ == "nummod" and c.i < noun.i]
        if len(numbers) != 1 or numbers[0].i != noun.i - 1 or noun.i < 3:
            continue
        join = tokens[numbers[0].i - 1]
        condition = next(  # the if-clause before the 'and'
            (v for v in tokens[: join.i] if _under_if(v)),
            None,
        )
        if join.lower_ != "and" or join.dep_ != "cc" or condition is None:
            continue
        doers = [  # the if-clause's verb with a counted object before the 'and'
            v
            for v in (condition, *(c for c in condition.children if c.dep_ == "xcomp"))
            if any(c.dep_ == "dobj" and _numbers(c) and c.i < join.i for c in v.children)
        ]
        how = next((t for t in tokens[noun.i + 1 :] if t.lower_ == "how"), None)
        if len(doers) != 1 or how is None:
            continue
        asked = how.head.head  # "how many trips": 'trips'
        question = asked.head
        if question.pos_ not in ("VERB", "AUX") or question.i < noun.i:
            continue
        if noun.head not in (question, condition):
            continue
        _reattach(noun, doers[0], "conj")
        _reattach(join, doers[0], "cc")
        changed += [noun.i, join.i]
        if question.dep_ == "conj" and question.head is condition and condition.dep_ == "ROOT":
            _reattach(question, question, "ROOT")
            _reattach(condition, question, "advcl")
            changed += [question.i, condition.i]
    return changed


def _gerunds_read_as_modifiers(tokens: list[Tok]) -> list[int]:
    """Read an '-ing' verb that the model hangs as an adjective on a second object of a
    verb, after the verb's first object ("earns $9 an hour mowing lawns": 'mowing' on
    'lawns', both objects of 'earns', or '$9' hung on 'lawns' too), as the clause it is:
    the gerund an adverbial clause of the verb, the noun its object, the money the verb's.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        if t.dep_ != "amod" or t.tag_ != "VBG" or t.children:
            continue
        noun, verb = t.head, t.head.head
        if noun.dep_ != "dobj" or verb.pos_ != "VERB" or t.i != noun.i - 1:
            continue
        # the money the model hung on the noun: "$9 an hour mowing lawns" ('9' on 'lawns')
        money = [
            c
            for c in noun.children
            if c.dep_ == "nummod" and c.i < t.i and any(g.tag_ == "$" for g in c.children)
        ]
        if money:
            _reattach(money[0], verb, "dobj")
            changed.append(money[0].i)
        elif not any(c.dep_ == "dobj" and c.i < t.i for c in verb.children):
            continue  # the verb's first object comes before: "earns $9 ... mowing lawns"
        _verb_of(t, verb, "advcl", noun)
        changed += [t.i, noun.i]
    return changed


def _verbs_read_as_nouns(tokens: list[Tok], starts: list[int]) -> list[int]:
    """Read a sentence's root that the model tags a plural noun, right after a name or a
    noun it hangs on it as a compound, with a counted noun after it ("Amara shares 36
    muffins", "Lukas scores 12 points per game", "A printer prints 240 pages": a noun
    phrase with nothing to be its verb), as the present verb it is: the name (the noun)
    its subject, the counted noun its object. A capitalized first word of a sentence the
    model made a common noun or an adjective ("Lukas averages 12 points") is such a name.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for root in tokens:
        if root.dep_ != "ROOT" or root.pos_ != "NOUN" or root.tag_ != "NNS" or root.i == 0:
            continue
        subject = tokens[root.i - 1]
        if subject.head is not root or subject.dep_ not in ("compound", "amod", "nsubj"):
            continue  # "A faucet drips 3 drops": the subject the model found
        opening = subject.i in starts and subject.text.istitle() and not subject.children
        if subject.dep_ == "amod" and not opening:
            continue  # "Lukas averages": a name the model read as an adjective
        if subject.dep_ == "nsubj" and not any(
            c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in subject.children
        ):
            continue  # "The faucet drips": its own article
        if (
            subject.dep_ != "nsubj"
            and not (subject.pos_ == "PROPN" or opening)
            and not any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in root.children)
        ):
            continue  # "Amara shares", "A printer prints"; not "apple pies"
        counted = [
            c
            for c in root.children
            if c.i > root.i and c.dep_ in ("dobj", "appos", "npadvmod", "attr") and _numbers(c)
        ]
        if len(counted) != 1:
            continue
        dets = [c for c in root.children if c.dep_ == "det"]
        for det in dets:
            _reattach(det, subject, "det")  # "A printer": the subject's article
        if opening and not dets and subject.tag_ != "NNS":
            subject.pos_, subject.tag_, subject.lemma_ = "PROPN", "NNP", subject.text
        _reattach(subject, root, "nsubj")
        _reattach(counted[0], root, "dobj")
        root.pos_, root.tag_ = "VERB", "VBZ"
        changed += [root.i, subject.i, counted[0].i]
    return changed


# verbs whose past participle is their base form: a participle tagged so is no noun
_BASE_PARTICIPLES = frozenset(
    [
        "put",
        "cut",
        "set",
        "hit",
        "let",
        "shut",
        "quit",
        "spread",
        "cost",
        "hurt",
        "read",
        "run",
        "come",
        "become",
        "bet",
        "burst",
        "cast",
        "split",
        "bid",
        "broadcast",
        "fit",
        "rid",
        "shed",
        "slit",
        "spit",
        "thrust",
        "upset",
    ]
)


def _nouns_read_as_verbs(tokens: list[Tok]) -> list[int]:
    """Read a word the model tags a verb in its base form, with the bare plural noun right
    after it as its object, as the noun that names that noun's kind ("the rest are pear
    trees": 'pear' a passive participle; "How many pear trees": 'pear' a present verb
    under 'many'): a compound of the noun, which takes the word's place (the object of a
    question's verb; after a copula, its attribute). Only after 'many' or after a form of
    'be' that the model made its passive auxiliary. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for word in tokens:
        if word.tag_ not in ("VBN", "VBP", "VB") or word.i == 0 or word.i + 1 >= len(tokens):
            continue
        noun, before = tokens[word.i + 1], tokens[word.i - 1]
        if noun.tag_ != "NNS" or noun.head is not word or noun.dep_ != "dobj" or noun.lefts:
            continue
        if word.lemma_.lower() != word.lower_ or word.lower_ in _BASE_PARTICIPLES:
            continue  # "were given apples", "are cut pieces"
        if word.tag_ == "VBN" and before.dep_ == "auxpass" and before.lemma_ == "be":
            _reattach(before, word.head if word.head is not word else before, word.dep_)
            for c in [c for c in word.children if c is not noun and c is not before]:
                _reattach(c, before, "nsubj" if c.dep_ == "nsubjpass" else c.dep_)
            _reattach(noun, before, "attr")
            before.pos_, before.tag_ = "AUX", "VBP" if before.lower_ == "are" else "VBD"
        elif word.tag_ in ("VBP", "VB") and before.lower_ == "many" and before.head is word:
            head = word.head if word.head is not word else noun
            _reattach(noun, head, "dobj" if head is not noun else "ROOT")
            for c in [c for c in word.children if c is not noun]:
                _reattach(c, noun, "amod" if c is before else c.dep_)
        else:
            continue
        _reattach(word, noun, "compound")
        word.pos_, word.tag_, word.lemma_ = "NOUN", "NN", word.lower_
        changed += [word.i, noun.i, before.i]
    return changed


def _seconds_read_as_adverbs(tokens: list[Tok]) -> list[int]:
    """Read 'second' that the model tags an adverb or adjective after 'every', 'each',
    'a' or 'per', with no noun after it ("drips 3 drops every second"; not "every second
    day"), as the unit of time it is. RETURNS (list[int]): the tokens changed."""
    changed = []
    for word in tokens:
        if word.lower_ != "second" or word.pos_ == "NOUN" or word.i == 0:
            continue
        after = tokens[word.i + 1] if word.i + 1 < len(tokens) else None
        if tokens[word.i - 1].lower_ not in ("every", "each", "a", "per") or (
            after is not None and after.pos_ in ("NOUN", "PROPN", "NUM")
        ):
            continue
        word.pos_, word.tag_, word.lemma_ = "NOUN", "NN", "second"
        changed.append(word.i)
    return changed


def _counted_objects_read_as_verbs(tokens: list[Tok]) -> list[int]:
    """Read an object counted by a number that the model tags a present verb ("drips 3
    drops") as the plural noun it is. RETURNS (list[int]): the tokens changed."""
    changed = []
    for word in tokens:
        if word.tag_ == "VBZ" and word.dep_ in ("dobj", "pobj") and _numbers(word):
            word.pos_, word.tag_ = "NOUN", "NNS"
            changed.append(word.i)
    return changed


def _verbs_read_as_counted_nouns(tokens: list[Tok]) -> list[int]:
    """Read a singular noun that the model counts by a number with 'more' and hangs on an
    object as its conjunct, last in its clause ("has 12 players, and 3 more join": 'join'
    a noun, '3 more join' a second object), as the verb it is: a conjunct of the object's
    verb, the number (with its 'more') its subject, the 'and' the verb's. A singular noun
    counted by a number other than one and 'more' is no noun phrase. RETURNS (list[int]):
    the tokens changed."""
    changed = []
    for word in tokens:
        if word.pos_ != "NOUN" or word.tag_ != "NN" or word.dep_ != "conj":
            continue
        after = tokens[word.i + 1] if word.i + 1 < len(tokens) else None
        if after is not None and not after.is_punct:
            continue
        obj, numbers = word.head, _numbers(word)
        more = [c for c in word.children if c.dep_ in ("amod", "advmod") and c.lower_ == "more"]
        if len(numbers) != 1 or not more or numbers[0].lower_ in ("1", "one"):
            continue
        if obj.dep_ != "dobj" or obj.head.pos_ != "VERB" or obj.tag_ != "NNS":
            continue
        verb, number = obj.head, numbers[0]
        for c in [c for c in obj.children if c.dep_ == "cc" and c.i < word.i]:
            _reattach(c, verb, "cc")
            changed.append(c.i)
        _reattach(word, verb, "conj")
        _reattach(number, word, "nsubj")
        _reattach(more[0], number, "amod")
        word.pos_, word.tag_ = "VERB", "VBP"
        changed += [word.i, number.i, more[0].i]
    return changed


_PAY_PASSIVES = frozenset({"is", "are", "was", "were", "gets", "get", "got", "be"})
_PAST_AUX = frozenset({"was", "were", "got"})


def _payments_received(tokens: list[Tok]) -> list[int]:
    """Read a passive 'paid' with money as its object ("Kofi is paid $12 per hour", "gets
    paid $12 an hour", "How much was he paid?") as the active 'earn' it means: the passive
    subject earns the money, the auxiliary keeps the tense. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for verb in tokens:
        if verb.lemma_ != "pay" or verb.tag_ != "VBN" or verb.pos_ != "VERB":
            continue
        aux = [c for c in verb.children if c.dep_ == "auxpass" and c.lower_ in _PAY_PASSIVES]
        subject = [c for c in verb.children if c.dep_ == "nsubjpass"]
        objects = [c for c in verb.children if c.dep_ == "dobj"]
        if len(aux) != 1 or len(subject) != 1 or len(objects) != 1:
            continue
        money = objects[0]
        if not (money.lower_ == "much" or any(c.text == "$" for c in money.children)):
            continue  # "was paid 3 visits": no money
        if any(c.dep_ == "agent" or c.lower_ in ("for", "by") for c in verb.children):
            continue  # "was paid by his boss", "paid for the book": a payer or a purchase
        verb.lemma_ = "earn"
        verb.tag_ = "VBD" if aux[0].lower_ in _PAST_AUX else "VBZ"
        subject[0].dep_, aux[0].dep_ = "nsubj", "aux"
        changed += [verb.i, subject[0].i, aux[0].i]
    return changed


_QUESTION_AUX = frozenset(
    {"do", "does", "did", "will", "would", "can", "could", "should", "are", "were", "is", "was"}
)


def _totals_read_as_verbs(tokens: list[Tok]) -> list[int]:
    """Read a question's 'total' that the model makes its root verb, right before an
    auxiliary ("How many flowers total did the bugs eat?": 'total' the root, 'eat' its
    clausal complement), as the adverb it is: the complement the root, the counted noun
    before 'total' its object, 'total' its modifier. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for total in tokens[1:-2]:
        if total.lower_ != "total" or total.dep_ != "ROOT" or total.pos_ != "VERB":
            continue
        if tokens[total.i + 1].lower_ not in _QUESTION_AUX:
            continue
        verbs = [c for c in total.children if c.dep_ == "ccomp" and c.i > total.i]
        if len(verbs) != 1 or verbs[0].pos_ not in ("VERB", "AUX"):
            continue
        verb = verbs[0]
        _as_root_verb(verb)
        for c in [c for c in total.children if c is not verb]:
            noun = c.dep_ in ("nsubj", "npadvmod", "dobj") and c.i < total.i and c.pos_ == "NOUN"
            _reattach(c, verb, "dobj" if noun else c.dep_)
            changed.append(c.i)
        _reattach(total, verb, "advmod")
        total.pos_, total.tag_ = "ADV", "RB"
        changed += [total.i, verb.i]
    return changed


def _totals_read_as_adjectives(tokens: list[Tok]) -> list[int]:
    """Read a question's final 'total' that the model makes an adjective over the verb
    before it ("how many lives did they have total?": 'have' an auxiliary of 'total', and
    'total' the root or hung on an if-clause's verb) as the adverb it is: 'have' the verb
    of the question, the root, with the words 'total' had; an if-clause's verb its
    adverbial clause. RETURNS (list[int]): the tokens changed."""
    changed = []
    for total in tokens[1:]:
        if total.lower_ != "total" or total.pos_ != "ADJ" or total.dep_ not in _HUNG_TOTAL:
            continue
        verb = tokens[total.i - 1]
        if verb.head is not total or verb.dep_ != "aux" or verb.lemma_ != "have":
            continue
        if not any(c.dep_ == "aux" and c.lower_ in _QUESTION_AUX for c in verb.children):
            continue  # "did they have": the question's own auxiliary on it
        above = total.head
        if total.dep_ != "ROOT" and above.head is not above:
            continue  # an if-clause's verb is the sentence's root
        wh = next((t.i for t in tokens[above.i : total.i] if t.tag_ == "WRB"), None)
        if above is not total and wh is None:
            continue
        _as_root_verb(verb)
        verb.lemma_ = "have"
        for c in [c for c in total.children if c is not verb]:
            if wh is not None and c.i < wh:  # "If each box had 5 pens, how": the condition's
                _reattach(c, above, "dobj" if c.dep_ == "nsubj" else c.dep_)
            else:
                _reattach(c, verb, c.dep_)
            changed.append(c.i)
        if above is not total:  # "If each player had 5 lives, ...": the condition
            for c in [c for c in above.children if c.i > total.i]:  # the final '?'
                _reattach(c, verb, c.dep_)
                changed.append(c.i)
            _reattach(above, verb, "advcl")
            changed.append(above.i)
        _reattach(total, verb, "advmod")
        total.pos_, total.tag_ = "ADV", "RB"
        changed += [total.i, verb.i]
    return changed


# the labels the model gives a final 'total' it reads as an adjective
_HUNG_TOTAL = frozenset({"ROOT", "advcl", "ccomp"})


def _verbs_read_as_modifiers(tokens: list[Tok]) -> list[int]:
    """Read a past-tense verb that the model hangs on a counted conjunct as its modifier,
    before the number ("bought 15 sticks and chewed 4 sticks": 'chewed' an adjective of
    '4 sticks', a second object of 'bought'), as the verb it is: a conjunct of the first
    verb, the counted noun its object. A participle after the number ("4 chewed sticks")
    stays a modifier. RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        if t.dep_ != "amod" or t.pos_ != "VERB" or t.tag_ not in ("VBD", "VBN"):
            continue
        noun, first = t.head, t.head.head
        numbers = _numbers(noun)
        if noun.dep_ != "conj" or first.pos_ != "VERB" or len(numbers) != 1:
            continue
        if not t.i < numbers[0].i or t.children:
            continue
        _verb_of(t, first, "conj", noun)
        t.tag_ = "VBD"
        changed += [t.i, noun.i]
    return changed


def _verbs_read_as_reduced_relatives(tokens: list[Tok]) -> list[int]:
    """Read a sentence the model roots in its subject noun, its past-tense verb hung on
    that noun as a reduced relative ("A baker needed to frost 20 cakes.": 'baker' the
    root, 'needed' a participle of it), as the clause it is: the verb the root, the noun
    its subject, a 'to' verb under it its complement, the words after the verb its own.
    Only when the verb follows the noun's phrase and the sentence has no other verb of
    its own. RETURNS (list[int]): the tokens changed."""
    changed = []
    for noun in tokens:
        if noun.head is not noun or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        verbs = [c for c in noun.rights if c.dep_ == "acl" and c.tag_ in ("VBN", "VBD")]
        if len(verbs) != 1 or any(c.dep_ in ("relcl", "acl") for c in noun.lefts):
            continue
        verb = verbs[0]
        between = tokens[noun.i + 1 : verb.i]
        if between or any(c.dep_ in ("auxpass", "nsubj", "nsubjpass") for c in verb.children):
            continue  # "the cakes baked by Ann", "A baker [who was] needed": not the case
        if any(
            t.pos_ in ("VERB", "AUX") and t.dep_ in ("relcl", "acl")
            for t in noun.rights
            if t is not verb
        ):
            continue
        _reattach(verb, verb, "ROOT")
        _reattach(noun, verb, "nsubj")
        for c in [c for c in noun.rights if c.i > verb.i]:  # the final '.'
            _reattach(c, verb, c.dep_)
        for c in verb.children:
            if c.dep_ == "advcl" and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children):
                _reattach(c, verb, "xcomp")  # "needed to frost"
                changed.append(c.i)
        verb.tag_, verb.pos_ = "VBD", "VERB"
        changed += [verb.i, noun.i]
    return changed


def _remainders_read_as_verbs(tokens: list[Tok]) -> list[int]:
    """Read a 'left' right after a subject under 'each' or 'every' that the model takes
    for that subject's verb, the next verb its head with no subject of its own ("If each
    player left had 5 lives": 'player' the subject of 'left'), as the modifier it is: each
    one that is left, the subject of the next verb. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for left in tokens:
        if left.lower_ != "left" or left.i + 1 >= len(tokens):
            continue
        verb, subjects = tokens[left.i + 1], [c for c in left.children if c.dep_ == "nsubj"]
        if verb.pos_ not in ("VERB", "AUX") or len(subjects) != 1:
            continue
        rooted = left.head is left and verb.head is left and verb.dep_ in ("xcomp", "ccomp")
        if not (rooted or (left.dep_ == "advcl" and verb is left.head)):
            continue  # "If each player left had": 'left' hung on 'had'; else the root
        noun = subjects[0]
        if noun.i != left.i - 1 or not any(
            c.dep_ == "det" and c.lower_ in ("each", "every") for c in noun.children
        ):
            continue
        own = [c for c in left.children if c not in (noun, verb)]
        if any(c.dep_ not in ("mark", "punct") for c in own) or any(
            c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children
        ):
            continue
        if rooted:
            _reattach(verb, verb, "ROOT")
        for c in own:  # "If ... had": the condition's mark is the verb's, and the '.'
            _reattach(c, verb, c.dep_)
            changed.append(c.i)
        _reattach(noun, verb, "nsubj")
        _reattach(left, noun, "acl")
        left.tag_, left.pos_ = "VBN", "VERB"
        changed += [noun.i, left.i]
    return changed


def _questions_read_as_relatives(tokens: list[Tok]) -> list[int]:
    """Read a question the model hangs as a relative clause on the object of the if-clause
    before it ("If he already painted 2 rooms, how much longer will he take to paint the
    rest?": 'take' a relative clause of 'rooms', 'painted' the root) as the main clause
    it is: a clause that opens with 'how' relates nothing. The question's verb becomes the
    root, the if-clause's verb its adverbial clause. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for verb in tokens:
        if verb.dep_ != "relcl":
            continue
        first = verb  # the clause's first word (edges are not read while repairing)
        while lefts := [t for t in first.lefts if t.dep_ != "punct"]:  # after the comma
            first = lefts[0]
        if first.lower_ != "how":
            continue
        root = verb.head
        while root.head is not root:
            root = root.head
        if root.i > verb.i:
            continue
        first_if = _if_before(root)  # "If 41 customers left and he got 20 more, how many
        # ... would he have?": 'got' the root, the if-clause's verb its adverbial clause
        if first_if is None and not _under_if(root):
            continue
        _reattach(verb, verb, "ROOT")
        for c in [c for c in root.children if c.i > verb.i]:  # the final '?'
            _reattach(c, verb, c.dep_)
            changed.append(c.i)
        if first_if is not None:  # the second verb of the if-clause, its conjunct
            _reattach(first_if, verb, "advcl")
            changed += _conjoin(root, root, first_if)
            changed.append(first_if.i)
        else:
            _reattach(root, verb, "advcl")
        changed += [verb.i, root.i]
    return changed


def _under_if(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` opens with 'if' ("If he had ...")."""
    return any(c.dep_ == "mark" and c.lower_ == "if" for c in verb.children)


def _if_before(root: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of an if-clause on ``root`` before it, with an 'and'
    between them ("If 41 customers left and he got 20 more"): the model's root is then the
    if-clause's second verb; else None."""
    for c in root.children:
        if c.dep_ != "advcl" or c.i > root.i:
            continue
        if not _under_if(c):
            continue
        if any(a.dep_ == "cc" and c.i < a.i < root.i for a in root.children):
            return c
    return None


def _existentials_read_as_objects(tokens: list[Tok]) -> list[int]:
    """Read an 'and' + "<prep> each <noun> there were ..." that the model hangs on the
    verb before it ("found 4 boxes and inside each box there were 2 scarves": 'inside' on
    'found', 'were' its clausal complement, 'and' on 'boxes') as the coordinated clause it
    is: 'were' a conjunct of the verb, the phrase its own, 'and' the verb's.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for there in tokens[3:]:
        verb = there.head
        if there.dep_ != "expl" or verb.dep_ != "ccomp" or verb.i < there.i:
            continue
        first = verb.head
        noun = tokens[there.i - 1]
        prep = noun.head
        if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.head is not first:
            continue
        if not any(c.dep_ == "det" and c.lower_ in ("each", "every") for c in noun.children):
            continue
        before = tokens[prep.i - 1]
        if before.lower_ != "and" or before.dep_ != "cc":
            continue
        _reattach(prep, verb, "prep")
        _reattach(before, first, "cc")
        _reattach(verb, first, "conj")
        changed += [prep.i, before.i, verb.i]
    return changed


def _counted(verb: Tok) -> bool:
    """Whether ``verb`` has an object counted by a number ("bought 36 new ones")."""
    return any(
        c.dep_ == "dobj" and (c.pos_ == "NUM" or any(n.dep_ == "nummod" for n in c.children))
        for c in verb.children
    )


def _conjuncts_read_into_relatives(tokens: list[Tok]) -> list[int]:
    """Read a verb with a counted object that the model coordinates with a relative
    clause on the object before it ("threw away 4 old ones that didn't fit and bought 36
    new ones": 'bought' a conjunct of 'fit') as the conjunct of the clause the object
    belongs to: a relative clause that counts nothing itself describes its noun, and the
    next counted act is the main verb's. RETURNS (list[int]): the tokens changed."""
    changed = []
    for verb in tokens:
        relative = verb.head
        if verb.dep_ != "conj" or relative.dep_ != "relcl" or not _counted(verb):
            continue
        noun = relative.head
        main = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ == "of" else noun
        main = main.head  # "threw away 20 of the old ones that ...": the verb of '20'
        if noun.dep_ not in ("dobj", "pobj") or main.pos_ != "VERB" or main.i > noun.i:
            continue
        if any(c.dep_ in ("dobj", "attr", "npadvmod") for c in relative.children):
            continue  # "friends who baked 12 cookies and ate 5": the relative's own acts
        changed += _conjoin(verb, relative, main)
    return changed


def _conjoin(verb: Tok, head: Tok, main: Tok) -> list[int]:
    """Hang ``verb`` on ``main`` as its conjunct, with the 'and' before it that ``head``
    held. RETURNS (list[int]): the tokens changed."""
    joins = [c for c in head.children if c.dep_ == "cc" and c.i < verb.i]
    _reattach(verb, main, "conj")
    for c in joins:
        _reattach(c, main, "cc")
    return [verb.i, *(c.i for c in joins)]


def _occasions_read_as_complements(tokens: list[Tok]) -> list[int]:
    """Read the clause after "each time" or "every time" that the model hangs on the main
    verb ("buys 10 bananas each time he goes to the store": 'goes' a clausal complement
    of 'buys') as the relative clause on 'time' it is: which times.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for time in tokens[1:-2]:
        if time.lower_ != "time" or time.dep_ != "npadvmod":
            continue
        if tokens[time.i - 1].lower_ not in ("each", "every"):
            continue
        subject, verb = tokens[time.i + 1], tokens[time.i + 1].head
        if subject.dep_ != "nsubj" or verb.head is not time.head or verb.i < subject.i:
            continue
        if verb.dep_ in ("ccomp", "advcl"):
            _reattach(verb, time, "relcl")
            changed.append(verb.i)
    return changed


def _times_read_as_compounds(tokens: list[Tok]) -> list[int]:
    """Read "by the time <subject> <verb>" that the model parses as 'by' + a noun with
    'time' for its compound and the verb a clause above it ("If he had only washed 29 of
    them by the time school started, how many ...": 'school' the object of 'by', 'started'
    the head of 'washed') as the phrase it is: 'time' the object of 'by', the verb its
    relative clause with its own subject, and the clause that held 'by' hung where that
    verb was. RETURNS (list[int]): the tokens changed."""
    changed = []
    for time in tokens[2:-2]:
        if time.lower_ != "time" or time.dep_ != "compound":
            continue
        by, subject = tokens[time.i - 2], time.head
        if by.lower_ != "by" or tokens[time.i - 1].lower_ != "the":
            continue
        verb = subject.head.head if subject.dep_ == "pobj" else None
        if verb is None or subject.head is not by or subject.i + 1 >= len(tokens):
            continue
        after = tokens[subject.i + 1]
        if after.pos_ != "VERB" or verb.head is not after or after.i < subject.i:
            continue  # the verb after the subject is the head of the clause 'by' is on
        marked = any(c.dep_ == "mark" for c in verb.children)  # "If he had washed ..."
        _reattach(verb, after.head, "advcl" if marked else after.dep_)
        if after.head is after:  # the verb was the root: the clause 'by' is on is now
            _reattach(verb, verb, "ROOT")
        _reattach(tokens[time.i - 1], time, "det")
        _reattach(time, by, "pobj")
        _reattach(after, time, "relcl")
        _reattach(subject, after, "nsubj")
        changed += [verb.i, time.i - 1, time.i, after.i, subject.i]
    return changed


# verbs whose amount an '-ing' clause after it tells how it was made or had ("made 6
# dollars mowing lawns", "has 252 guests coming")
_MAKING = frozenset({"make", "earn", "raise", "save", "spend", "have"})


def _amounts_read_as_doers(tokens: list[Tok]) -> list[int]:
    """Read an amount the model takes for the subject of the '-ing' clause after it
    ("made 6 dollars mowing lawns": 'dollars' the subject of 'mowing'; "and 18 dollars weed
    eating": 'dollars' a compound of 'weed', its subject or compound) as the object of the
    verb before it, the '-ing' clause how it was made, a second amount a conjunct of the
    first. RETURNS (list[int]): the tokens changed."""
    changed: list[int] = []
    first: Tok | None = None
    verb: Tok | None = None
    for doing in tokens:
        if doing.tag_ != "VBG" or doing.dep_ not in ("ccomp", "conj", "advcl"):
            continue
        left = [c for c in doing.children if c.dep_ in ("nsubj", "compound") and c.i < doing.i]
        if len(left) != 1:
            continue
        noun = left[0]
        if first is None and _numbers(noun) and noun.dep_ == "nsubj":
            verb = doing.head  # "made 6 dollars mowing lawns"
            if verb.lemma_ not in _MAKING or verb is doing or verb.i > noun.i:
                continue  # "watched 6 kids picking 3 pears": the kids do pick
            if any(c.dep_ == "dobj" for c in verb.children):
                continue
            _reattach(noun, verb, "dobj")
            _reattach(doing, verb, "advcl")
            first = noun
            changed += [noun.i, doing.i]
            continue
        if first is None and doing.dep_ == "advcl":  # "made 5 dollars mowing lawns", read
            # right, "and 58 dollars weed eating" not
            objects = [c for c in doing.head.children if c.dep_ == "dobj" and _numbers(c)]
            first, verb = (objects[0], doing.head) if len(objects) == 1 else (None, None)
        amounts = [c for c in noun.children if c.dep_ == "compound" and _numbers(c)]
        if first is None or verb is None or len(amounts) != 1 or noun.i < first.i:
            continue  # "and 18 dollars weed eating": more of the first amount's kind
        _reattach(amounts[0], first, "conj")
        _reattach(noun, doing, "dobj")
        _reattach(doing, verb, "advcl")
        changed += [amounts[0].i, noun.i, doing.i]
    return changed


def _progressives_read_as_copulas(tokens: list[Tok]) -> list[int]:
    """Read a question in the progressive that the model parses as 'be' with the asked
    noun for its subject and the '-ing' verb a clause of its own ("How many books is Mr.
    Lindqvist still holding?": 'books' the subject of 'is', 'holding' its complement with
    'Lindqvist' for subject) as the verb it is: the '-ing' verb the root, 'be' its
    auxiliary, the asked noun its object. RETURNS (list[int]): the tokens changed."""
    changed = []
    for doing in tokens:
        be = doing.head
        if doing.tag_ != "VBG" or doing.dep_ != "ccomp" or be.lemma_ != "be" or be.head is not be:
            continue
        if be.i > doing.i or any(c.dep_ in ("dobj", "attr") for c in doing.children):
            continue
        if not any(c.dep_ == "nsubj" and c.i < doing.i for c in doing.children):
            continue
        asked = [c for c in be.children if c.dep_ == "nsubj" and _asked_noun(c, tokens)]
        if len(asked) != 1 or asked[0].i > be.i:
            continue
        rest = [c for c in be.children if c is not doing and c is not asked[0]]
        _reattach(doing, doing, "ROOT")
        _reattach(be, doing, "aux")
        _reattach(asked[0], doing, "dobj")
        for c in rest:  # the final '?'
            _reattach(c, doing, c.dep_)
        changed += [doing.i, be.i, asked[0].i, *(c.i for c in rest)]
    return changed


_FINITE = frozenset({"VBZ", "VBD", "VBP"})


def _finite_conjuncts_of_infinitives(tokens: list[Tok]) -> list[int]:
    """Read a finite verb the model coordinates with an infinitive ("Daniel comes to help
    and brings 10 cookies": 'brings' a conjunct of 'help') as a conjunct of the finite verb
    the infinitive hangs on, whose subject it shares. RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for verb in tokens:
        infinitive = verb.head
        if verb.dep_ != "conj" or verb.tag_ not in _FINITE or infinitive.tag_ != "VB":
            continue
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in infinitive.children):
            continue
        main = infinitive.head
        if (
            main is infinitive
            or main.tag_ not in _FINITE
            or infinitive.dep_ not in ("advcl", "xcomp")
        ):
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            continue
        changed += _conjoin(verb, infinitive, main)
    return changed


# verbs of coming into a state ("got tired", "grew bored", "became hungry")
BECOMING = frozenset({"get", "grow", "become"})


def _acts_after_a_state(tokens: list[Tok]) -> list[int]:
    """Read "6 of them got tired of waiting and left" (the model: 'left' a conjunct of
    'waiting', the number the subject of 'got') as "Tired of waiting, 6 of them left": the
    act the subject of its own, the state it came into a clause on it, the verbs after
    the state its conjuncts. RETURNS (list[int]): the tokens changed."""
    changed: list[int] = []
    for state in tokens:
        if state.lemma_ not in BECOMING or state.tag_ not in _FINITE:
            continue
        adjectives = [c for c in state.children if c.dep_ == "acomp" and c.pos_ == "ADJ"]
        subjects = [c for c in state.children if c.dep_ == "nsubj"]
        if (
            len(adjectives) != 1
            or len(subjects) != 1
            or any(c.dep_ in ("dobj", "dative") for c in state.children)
        ):
            continue
        acts = [  # the finite verb coordinated inside the state's phrase or on the state
            t
            for t in tokens[adjectives[0].i + 1 :]
            if t.dep_ == "conj"
            and t.tag_ in _FINITE
            and not _has_subject(t)
            and (t.head is state or _below(t.head, adjectives[0]))
        ]
        if not acts:
            continue
        act = acts[0]
        _reattach(act, state.head if state.head is not state else act, state.dep_)
        _reattach(state, act, "advcl")
        _reattach(subjects[0], act, "nsubj")
        others = [  # "If 6 of them got tired": the 'if' is the act's
            c
            for c in state.children
            if (c.dep_ in ("conj", "cc") and c.i > act.i) or c.dep_ == "mark"
        ]
        for c in others:  # "... and left, and 3 more got in line": conjuncts of the act
            _reattach(c, act, c.dep_)
        changed += [act.i, state.i, subjects[0].i, *(c.i for c in others)]
    return changed


def _below(t: Tok, top: Tok) -> bool:
    """RETURNS (bool): ``t`` is ``top`` or under it (heads followed up to the root)."""
    for _ in range(len(t.doc.doc)):
        if t is top:
            return True
        if t.head is t:
            return False
        t = t.head
    return False


def _subjects_read_as_measures(tokens: list[Tok]) -> list[int]:
    """Read a counted noun before 'more' that the model hangs on 'more' as a measure of it
    ("3 cards more are added": 'cards' an adverbial noun of 'more', 'more' an adverb of a
    verb with no subject) as the subject it is, 'more' its modifier ("3 more cards").
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        if t.dep_ != "npadvmod" or t.pos_ != "NOUN" or not _numbers(t):
            continue
        more, verb = t.head, t.head.head
        if more.lower_ != "more" or more.dep_ != "advmod" or verb.pos_ != "VERB":
            continue
        if more.i != t.i + 1 or _has_subject(verb) or verb.i < more.i:
            continue
        passive = any(c.dep_ == "auxpass" for c in verb.children)
        _reattach(t, verb, "nsubjpass" if passive else "nsubj")
        _reattach(more, t, "amod")
        changed += [t.i, more.i]
    return changed


def _things_read_under_prices(tokens: list[Tok]) -> list[int]:
    """Read a noun with a price of its own that the model hangs on an earlier price's number
    as the conjunct it is of the earlier priced thing; the 'and' before it goes along: a
    relative clause ("a dictionary that costs $11 and a book that costs $19": 'book' a
    conjunct or apposition of '11'), or a price after 'for' or 'at' ("bought 4 packs for $4
    each and a deck for $6": 'deck' a conjunct of '4'). RETURNS (list[int]): the tokens
    changed."""
    changed = []
    for t in tokens:
        if t.pos_ != "NOUN" or t.dep_ not in ("conj", "appos") or not t.head.like_num:
            continue
        number, clause = t.head, t.head.head
        thing = _priced_thing(t, number, clause)
        if thing is None:
            continue
        for c in number.children:
            if c.dep_ == "cc" and c.i < t.i:
                _reattach(c, thing, "cc")
                changed.append(c.i)
        _reattach(t, thing, "conj")
        changed.append(t.i)
    return changed


_PRICE_PREPS = frozenset({"for", "at"})


def _priced_thing(t: Tok, number: Tok, clause: Tok) -> Tok | None:
    """RETURNS (Tok | None): the thing an earlier price is of, when ``t``, a conjunct of
    that price's ``number`` (whose head is ``clause``), has a price of its own."""
    if number.dep_ == "dobj" and clause.dep_ == "relcl" and clause.head.pos_ == "NOUN":
        if any(c.dep_ == "relcl" and c.i > t.i for c in t.children):
            return clause.head
        return None
    if number.dep_ != "pobj" or clause.lower_ not in _PRICE_PREPS or clause.head.pos_ != "VERB":
        return None
    own = any(
        c.dep_ == "prep"
        and c.lower_ in _PRICE_PREPS
        and any(o.dep_ == "pobj" and o.like_num for o in c.children)
        for c in t.children
    )
    verb = clause.head
    thing = next((c for c in verb.children if c.dep_ == "dobj" and c.i < clause.i), None)
    return thing if own and thing is not None and thing.pos_ == "NOUN" else None


def _numbers(noun: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the numbers that count ``noun`` ("10 students")."""
    return [c for c in noun.children if c.dep_ == "nummod" and c.like_num]


def _verb_of(verb: Tok, head: Tok, dep: str, obj: Tok) -> None:
    """Hang ``verb``, a verb the model read as a modifier, on ``head`` with label ``dep``,
    and ``obj`` on it as its object."""
    _reattach(verb, head, dep)
    _reattach(obj, verb, "dobj")
    verb.pos_ = "VERB"


def _do_read_as_main_verb(tokens: list[Tok]) -> list[int]:
    """Read a question's root 'do' whose bare verb the model hangs under it, with the name
    right before that verb as a modifier of it ("How many more tulips did Greta buy than
    Tom?": 'did' the root, 'Greta buy' its object), as the verb's auxiliary: the verb the
    root, the name its subject, the counted noun before 'do' its object; a verb tagged a
    noun there is one when the statements use it ("did Greta plant"). RETURNS
    (list[int]): the tokens changed."""
    changed = []
    for do in tokens[:-2]:
        if do.lower_ not in _DO_FORMS or do.head is not do or do.pos_ != "VERB":
            continue
        verb, name = tokens[do.i + 2], tokens[do.i + 1]
        told = any(t.pos_ == "VERB" and t.lemma_ == verb.lower_ for t in tokens[: do.i])
        if not (verb.tag_ == "VB" or (verb.tag_ == "NN" and told)):
            continue  # "did Greta plant": 'plant' a noun, a verb the statements use
        last = do.i + 3 < len(tokens) and tokens[do.i + 3].lower_ == "?"
        # "How far did Amanda stroll?": 'stroll' read as the subject of 'did'
        subject = verb.dep_ == "nsubj" and told and last and name.dep_ == "compound"
        if (verb.head is not do or verb.dep_ not in ("dobj", "xcomp", "ccomp")) and not (
            verb.head is do and subject
        ):
            continue
        if name.pos_ != "PROPN" or name.head is not verb or name.dep_ == "nsubj":
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            continue
        _as_root_verb(verb)
        for c in [c for c in do.children if c is not verb]:
            object_ = c.dep_ in ("nsubj", "npadvmod") and c.i < do.i and c.pos_ == "NOUN"
            # "how many tulips did ...": the counted noun
            _reattach(c, verb, "dobj" if object_ else c.dep_)
            changed.append(c.i)
        _reattach(do, verb, "aux")
        do.pos_ = "AUX"
        name.dep_ = "nsubj"
        changed += [do.i, name.i, verb.i]
    return changed


# the dependency of a word of a question's noun phrase on its noun, by part of speech
_NOUN_PHRASE = {"NUM": "nummod", "NOUN": "compound", "ADJ": "amod", "DET": "det"}


def _lower_proper(token: Tok) -> bool:
    """RETURNS (bool): a lowercase word the tagger made a proper noun ("the green bin")."""
    return token.pos_ == "PROPN" and token.text.islower()


def _how_much_questions(tokens: list[Tok]) -> list[int]:
    """Read "How much <do|will|...> <noun phrase> <word>?" and "How many <noun> <do|will|...>
    <noun phrase> <word>?" as the word the verb, the noun phrase its subject and 'much' (or
    the counted noun) its object, however the model hung them ("How much do 4 peaches
    cost?": 'cost' tagged a noun, the number on it; "How much do 4 mangoes cost?": 'much'
    and 'do' on 'mangoes'; "How many benches will the class fill?"; "How many days does the
    camp last?": 'last' an adverb): a noun phrase after
    an auxiliary and before the question mark leaves its last word no other part to play.
    The phrase: a determiner, numbers, adjectives, then nouns. RETURNS (list[int]): the
    tokens changed."""
    changed: list[int] = []
    for how in tokens[:-5]:
        amount = tokens[how.i + 1]
        if how.lower_ != "how" or amount.lower_ not in ("much", "many"):
            continue
        aux = next((t for t in tokens[amount.i + 1 :] if t.pos_ not in ("ADJ", "NOUN")), None)
        if aux is None or aux.lower_ not in _AUXILIARIES:
            continue
        asked = tokens[aux.i - 1]  # 'much', or the counted noun of "how many benches"
        if asked is not amount and (amount.lower_ != "many" or asked.tag_ not in ("NN", "NNS")):
            continue
        end = next((t.i for t in tokens[aux.i + 1 :] if t.lower_ == "?"), None)
        if end is None or end - aux.i < 3:
            continue
        verb, noun, phrase = tokens[end - 1], tokens[end - 2], tokens[aux.i + 1 : end - 1]
        if verb.tag_ not in ("VB", "VBP", "NN", "JJ", "RB") or not (
            noun.tag_ in ("NN", "NNS") or _lower_proper(noun)
        ):
            continue
        if any(t.pos_ not in _NOUN_PHRASE and not _lower_proper(t) for t in phrase[:-1]) or any(
            t.pos_ == "DET" and t.i > phrase[0].i for t in phrase
        ):
            continue
        for t in phrase:  # "does the green bin hold": lowercase words tagged names
            if _lower_proper(t):
                t.pos_, t.tag_ = "NOUN", "NN"
        _as_root_verb(verb)
        for t, dep in ((noun, "nsubj"), (asked, "dobj"), (aux, "aux"), (tokens[end], "punct")):
            _reattach(t, verb, dep)
        if asked is amount:
            _reattach(how, amount, "advmod")
        for t in phrase[:-1]:
            _reattach(t, noun, _NOUN_PHRASE[t.pos_])
        aux.pos_ = "AUX"
        changed += [t.i for t in tokens[how.i : end + 1]]
    return changed


def _subjects_after_do(tokens: list[Tok]) -> list[int]:
    """Read a name the model hangs on its verb as a modifier, right after the verb's 'do'
    and before the verb, as the verb's subject when it has none ("How many more crayons
    does Lily have than Ben?", 'Lily' parsed as an adverb; "did Raj eat", 'Raj' tagged
    one, capitalized). RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens[1:]:
        verb, do = t.head, tokens[t.i - 1]
        capitalized = t.text[:1].isupper() and t.text[1:].islower()  # "did Raj eat": an adverb
        if (
            (t.pos_ == "PROPN" or (t.pos_ == "ADV" and capitalized))
            and t.dep_ in ("advmod", "npadvmod", "dep")
            and do.lower_ in _DO_FORMS
            and do.dep_ == "aux"
            and do.head is verb
            and verb.i > t.i
            and not any(
                c.dep_ in ("nsubj", "nsubjpass", "expl") and not _asked_noun(c, tokens)
                for c in verb.children
            )
        ):
            if t.pos_ == "ADV":
                t.pos_, t.tag_, t.lemma_ = "PROPN", "NNP", t.text
            t.dep_ = "nsubj"
            changed.append(t.i)
            for c in verb.children:  # "How many cherries did Raj eat": the object asked
                if c.dep_ == "nsubj" and c is not t and _asked_noun(c, tokens):
                    c.dep_ = "dobj"
                    changed.append(c.i)
    return changed


def _asked_noun(noun: Tok, tokens: list[Tok]) -> bool:
    """RETURNS (bool): ``noun`` is the noun of "how many <noun>"."""
    return any(
        c.lower_ == "many" and c.i > 0 and tokens[c.i - 1].lower_ == "how" for c in noun.children
    )


def _names_read_as_adverbs(tokens: list[Tok], starts: list[int]) -> list[int]:
    """Read a capitalized word that the model tags an adverb right before a verb with no
    subject ("Ian scored 15 points and Raj scored 22", 'Raj' an adverb) as that verb's
    subject, a name; at a sentence's start, only before a verb with an object ("Molly
    saves 4 dollars every week"): an adverb there would leave the sentence no subject.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    firsts = set(starts)
    for t in tokens:
        verb = t.head
        if (
            (t.i not in firsts or any(c.dep_ == "dobj" for c in verb.children))
            and t.pos_ == "ADV"
            and t.dep_ == "advmod"
            and t.text[:1].isupper()
            and t.text[1:].islower()
            and verb.i == t.i + 1
            and verb.pos_ == "VERB"
            and verb.tag_ in ("VBD", "VBZ")
            and not _has_subject(verb)
        ):
            t.pos_, t.tag_, t.dep_, t.lemma_ = "PROPN", "NNP", "nsubj", t.text
            changed.append(t.i)
    return changed


def _names_read_as_other_words(tokens: list[Tok], starts: list[int]) -> list[int]:
    """Read a capitalized subject the model tags an adverb, a noun, a verb or an adjective
    ("Lily has 4 times as many books", 'Lily' an adverb; "does Bisi have", 'Bisi' a verb),
    or the holder after 'than' ("than Delores", a plural noun), as a name, when it is
    capitalized inside a sentence there or elsewhere in the text (a sentence's first word
    is capitalized whatever it is: "Apples cost $2"), with no determiner or number, and
    is no noun of a series ("Room 12"). RETURNS (list[int]): the tokens changed."""
    firsts = set(starts)

    def labelled(t: Tok) -> bool:  # "Room 12": a noun of a series, its digits after it
        return t.i + 1 < len(tokens) and tokens[t.i + 1].like_num

    inside = {
        t.text for t in tokens if t.i not in firsts and t.text[:1].isupper() and not labelled(t)
    }
    changed = []
    for t in tokens:
        if (
            (t.dep_ == "nsubj" or (t.dep_ == "pobj" and t.head.lower_ == "than"))
            and not labelled(t)
            and t.pos_ in _NOT_NAMES
            and t.text in inside
            and t.text[1:].islower()
            and not any(c.dep_ in ("det", "nummod") for c in t.children)
        ):
            t.pos_, t.tag_, t.lemma_ = "PROPN", "NNP", t.text
            changed.append(t.i)
    return changed


def _lists_read_apart(tokens: list[Tok]) -> list[int]:
    """Read "Mia, Noor and Kai picked 50 apples" as one coordinated subject: the model
    hangs the first name on the verb as a modifier ('npadvmod', 'advmod') and makes the
    second the subject, with the third its conjunct. The first name becomes the subject,
    the second its conjunct. RETURNS (list[int]): the tokens changed."""
    subjects = {t.text for t in tokens if t.dep_ == "nsubj"}
    changed = []
    for t in tokens[:-2]:
        comma, second = tokens[t.i + 1], tokens[t.i + 2]
        verb = t.head
        if (
            t.dep_ in ("npadvmod", "advmod")
            and t.text[:1].isupper()
            and t.text[1:].islower()
            # a name, or a word tagged an adverb that is a subject elsewhere ("Sven wrote
            # 14"); not "Then, Noor and Kai", "Yesterday, Noor and Kai"
            and (t.pos_ == "PROPN" or (t.pos_ == "ADV" and t.text in subjects))
            and comma.lower_ == ","
            and second.dep_ == "nsubj"
            and second.head is verb
            and second.pos_ == "PROPN"
            and any(c.dep_ == "conj" for c in second.children)
            and any(c.dep_ == "cc" for c in second.children)
        ):
            t.pos_, t.tag_, t.lemma_ = "PROPN", "NNP", t.text
            _reattach(t, verb, "nsubj")
            _reattach(second, t, "conj")
            _reattach(comma, t, "punct")
            changed += [t.i, comma.i, second.i]
    return changed


def _counts_read_under_more(tokens: list[Tok]) -> list[int]:
    """Read "Sam has 4 dollars more than Zoe" as "Sam has 4 more dollars than Zoe": the
    model hangs the counted noun on 'more' (an adverbial measure) and 'more' on the verb;
    the noun becomes the verb's object, 'more' its modifier, and 'than' the noun's.
    RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens:
        more = t.head
        if (
            t.dep_ == "npadvmod"
            and t.pos_ == "NOUN"
            and more.lower_ in _MORE_OR_FEWER
            and more.i == t.i + 1
            and more.dep_ in ("dobj", "attr", "acomp")
            and more.head.pos_ in ("VERB", "AUX")
            and any(c.dep_ == "nummod" for c in t.children)
            and any(c.dep_ == "prep" and c.lower_ == "than" for c in more.children)
        ):
            verb, dep = more.head, more.dep_
            _reattach(t, verb, "dobj" if dep == "acomp" else dep)
            for c in [c for c in more.children if c is not t]:
                _reattach(c, t, c.dep_)
            _reattach(more, t, "amod")
            changed += [t.i, more.i]
        elif (  # "Freya has 12 marbles fewer than Bongani": the counted noun read as 'acomp'
            t.dep_ == "acomp"
            and t.pos_ == "NOUN"
            and t.head.pos_ in ("VERB", "AUX")
            and any(c.dep_ == "nummod" for c in t.children)
            and any(c.dep_ == "amod" and c.lower_ in _MORE_OR_FEWER for c in t.children)
            and any(c.dep_ == "prep" and c.lower_ == "than" for c in t.children)
        ):
            t.dep_ = "dobj"
            changed.append(t.i)
    return changed


_MORE_OR_FEWER = frozenset({"more", "fewer", "less"})


# the tags the model gives a name it does not know at times
_NOT_NAMES = frozenset({"ADV", "NOUN", "VERB", "ADJ"})


# words the model tags a preposition when a second preposition follows ("flew up to")
_PARTICLES = frozenset({"up", "down", "away", "off", "out", "back"})
# prepositions left with no object at a clause's end, read as particles
_STRANDED = _PARTICLES | {"in", "on", "over", "by"}


def _particles_read_as_prepositions(tokens: list[Tok]) -> list[int]:
    """Read a particle the model tags a preposition with no object, right before another
    preposition of the same verb ("21 more birds flew up to the tree"), as the verb's
    particle ('prt'), as "flew up" alone is parsed; so too an adverb particle whose one
    child is the preposition after it ("fly up to the tree"), that preposition the verb's;
    and a preposition with no object at its clause's end, its verb's subject the only
    argument ("How many boats sailed in?"). RETURNS (list[int]): the tokens changed."""
    changed = []
    for t in tokens[:-1]:
        after = tokens[t.i + 1]
        if (
            t.dep_ == "prep"
            and t.lower_ in _PARTICLES
            and not t.children
            and after.dep_ == "prep"
            and after.head is t.head
            and t.head.pos_ == "VERB"
        ):
            t.dep_, t.tag_ = "prt", "RP"
            changed.append(t.i)
        elif (  # "Some more birds fly up to the tree": 'to the tree' hung on 'up'
            t.dep_ in ("advmod", "prep")
            and t.lower_ in _PARTICLES
            and t.head.pos_ == "VERB"
            and len(t.children) == 1
            and after is t.children[0]
            and after.dep_ == "prep"
            and after.lower_ != "of"  # "taken out of the room": one preposition, 'out of'
        ):
            _reattach(after, t.head, "prep")
            t.dep_, t.tag_ = "prt", "RP"
            changed += [t.i, after.i]
        elif (  # "How many boats sailed in?": a stranded 'in' of a verb with no object
            t.dep_ == "prep"
            and t.lower_ in _STRANDED
            and not t.children
            and after.is_punct
            and t.head.pos_ == "VERB"
            and any(c.dep_ == "nsubj" for c in t.head.children)
            and not any(c.dep_ in ("dobj", "dative") for c in t.head.children)
        ):
            t.dep_, t.tag_ = "prt", "RP"
            changed.append(t.i)
    return changed


class DocView:
    """The tokens and sentences of one Doc, made once.

    doc (Doc): the Doc; it must not change while the view is used.
    tokens (list[Tok]): its tokens.
    lower (list[str]): their lowercase forms.
    memo (dict[str, Any]): what a stage computes once per Doc (its key names the stage).
    """

    __slots__ = (
        "_blank",
        "_dep",
        "_idx",
        "_pos",
        "_repaired",
        "_sent_index",
        "_sents",
        "_space",
        "_starts",
        "_text",
        "_title",
        "_token_hooks",
        "doc",
        "lower",
        "memo",
        "tokens",
    )

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        n = len(doc)
        cols = doc.to_array(_ATTRS).T.tolist() if n else [[] for _ in _ATTRS]
        orth, lower, lemma, pos, tag, dep, head, space, idx, num, punct, title, blank, starts = cols
        store = doc.vocab.strings
        texts, lowers, lemmas = _names(orth, store), _names(lower, store), _names(lemma, store)
        poses, tags, deps = _names(pos, store), _names(tag, store), _names(dep, store)
        tokens: list[Tok] = [object.__new__(Tok) for _ in range(n)]
        lefts: dict[int, list[Tok]] = {}  # head -> its children before it, in order
        rights: dict[int, list[Tok]] = {}  # head -> its children after it, in order
        rows = zip(tokens, texts, lowers, lemmas, poses, tags, deps, head, num, punct, strict=True)
        for i, (t, te, lo, le, p_, ta, d_, h, nu, pu) in enumerate(rows):
            t._view = t.doc = self
            t.i, t.text, t.lower_, t.lemma_, t.pos_, t.tag_, t.dep_ = i, te, lo, le, p_, ta, d_
            t.like_num, t.is_punct = nu == 1, pu == 1
            t.lefts = t.rights = t.children = ()
            h = i + (h - _WRAP if h >= _SIGN else h)  # an offset to the head, stored unsigned
            t.head = tokens[h]
            if h > i:
                lefts.setdefault(h, []).append(t)
            elif h < i:
                rights.setdefault(h, []).append(t)
        for h, before in lefts.items():
            tokens[h].lefts = tokens[h].children = tuple(before)
        for h, after in rights.items():
            t = tokens[h]
            t.rights = tuple(after)
            t.children = t.lefts + t.rights
        self._idx, self._space, self._pos, self._dep = idx, space, pos, dep
        self._title, self._blank = title, blank
        self._token_hooks: dict[str, Any] = doc.user_token_hooks  # "sent", "conjuncts"
        # sentence starts as Doc.sents reads them (with no user hook, on a parsed Doc)
        self._starts: list[int] | None = (
            [i for i in range(1, n) if starts[i] == 1]
            if "sents" not in doc.user_hooks and doc.has_annotation("SENT_START")
            else None
        )
        # repairs of the parse; a changed token's ids follow its strings
        changed = _common_initials(tokens, [0, *(self._starts or [])] if n else [])
        changed += _names_read_as_modals(tokens) + _particles_read_as_prepositions(tokens)
        changed += _subjects_after_do(tokens) + _how_much_questions(tokens)
        changed += _do_read_as_main_verb(tokens) + _departures_read_as_modifiers(tokens)
        firsts = [0, *(self._starts or [])] if n else []
        changed += _verbs_read_as_modifiers(tokens) + _verbs_read_as_nouns(tokens, firsts)
        changed += _verbs_read_as_counted_nouns(tokens) + _payments_received(tokens)
        changed += _nouns_read_as_verbs(tokens) + _seconds_read_as_adverbs(tokens)
        changed += _counted_objects_read_as_verbs(tokens)
        changed += _totals_read_as_verbs(tokens) + _totals_read_as_adjectives(tokens)
        changed += _gerunds_read_as_modifiers(tokens) + _things_read_under_prices(tokens)
        changed += _subjects_read_as_measures(tokens) + _quoted_titles(tokens)
        changed += _names_read_as_adverbs(tokens, [0, *(self._starts or [])] if n else [])
        changed += _names_read_as_other_words(tokens, [0, *(self._starts or [])] if n else [])
        changed += _counts_read_under_more(tokens) + _lists_read_apart(tokens)
        changed += _verbs_read_as_reduced_relatives(tokens) + _remainders_read_as_verbs(tokens)
        changed += _questions_read_as_relatives(tokens) + _existentials_read_as_objects(tokens)
        changed += _conjuncts_read_into_relatives(tokens) + _occasions_read_as_complements(tokens)
        changed += _times_read_as_compounds(tokens) + _amounts_read_as_doers(tokens)
        changed += _progressives_read_as_copulas(tokens) + _finite_conjuncts_of_infinitives(tokens)
        changed += _acts_after_a_state(tokens) + _holdings_left_read_as_clauses(tokens)
        changed += _gapped_objects_read_out_of_if_clauses(tokens) + _amounts_read_as_places(tokens)
        changed += _participles_read_as_clauses(tokens) + _compounds_read_as_gerunds(tokens)
        changed += _datives_read_as_partitives(tokens) + _receivers_read_as_ranges(tokens)
        # again, on the verbs the repairs above made ("4 more canoes paddled in": 'paddled'
        # was a modifier of 'canoes' until ``_departures_read_as_modifiers``)
        changed += _particles_read_as_prepositions(tokens)
        _plurals_of_singulars(tokens)
        _verbs_of_bare_forms(tokens)
        _doers_named_by_their_act(tokens)
        for i in changed:
            pos[i], dep[i] = store[tokens[i].pos_], store[tokens[i].dep_]
        # a repair moved tokens: the subtrees' edges are read from the view's tree
        self._repaired = bool(changed)
        self.tokens = tokens
        self.lower: list[str] = lowers
        self._sents: list[TokSpan] | None = None
        self._sent_index: list[int] | None = None
        self._text: str | None = None
        # per-Doc results a stage computes once (keys named by the stage's module)
        self.memo: dict[str, Any] = {}

    @property
    def sents(self) -> list[TokSpan]:
        """RETURNS (list[TokSpan]): the Doc's sentences, in order."""
        if self._sents is None:
            if self._starts is None:  # a sentence hook, or no boundaries: Doc.sents decides
                self._sents = [TokSpan(self, s.start, s.end) for s in self.doc.sents]
            else:
                bounds = [0, *self._starts, len(self.tokens)]
                self._sents = [TokSpan(self, a, b) for a, b in pairwise(bounds) if a < b]
        return self._sents

    def sent(self, i: int) -> TokSpan:
        """RETURNS (TokSpan): the sentence of token ``i`` (as ``doc[i].sent``)."""
        if self._sent_index is None:
            index = [0] * len(self.tokens)
            for n, sent in enumerate(self.sents):
                index[sent.start : sent.end] = [n] * (sent.end - sent.start)
            self._sent_index = index
        return self.sents[self._sent_index[i]]

    def release(self) -> None:
        """Break the view's reference cycles (tokens <-> view, heads <-> children), so that
        it is freed when the reading ends instead of by the cyclic garbage collector, whose
        passes over the surviving tokens cost about a twentieth of the component's time.
        The view must not be used afterwards."""
        for t in self.tokens:
            t.head = t._view = t.doc = None  # type: ignore[assignment]
            t.lefts = t.rights = t.children = ()
        self.tokens = []
        self.memo = {}
        self._sents = None

    def span(self, start: int, end: int) -> TokSpan:
        """RETURNS (TokSpan): tokens ``start`` to ``end`` (as ``doc[start:end]``)."""
        return TokSpan(self, start, end)

    # What the stages read of a Doc, answered from the view (or the Doc itself).

    def __len__(self) -> int:
        return len(self.tokens)

    def __iter__(self) -> Iterator[Tok]:
        return iter(self.tokens)

    @overload
    def __getitem__(self, key: int) -> Tok: ...
    @overload
    def __getitem__(self, key: slice) -> TokSpan: ...
    def __getitem__(self, key: int | slice) -> Tok | TokSpan:
        if key.__class__ is not slice:  # an index: the common case, checked first
            return self.tokens[key]  # type: ignore[index]
        start, stop, step = key.indices(len(self.tokens))  # type: ignore[union-attr]
        if step != 1:
            raise ValueError("a DocView is sliced with step 1 only")
        return TokSpan(self, start, max(start, stop))

    @property
    def text(self) -> str:
        """RETURNS (str): the Doc's text (built once, from the Toks)."""
        if self._text is None:
            spaces = self._space
            self._text = "".join([t.text + " " if spaces[t.i] else t.text for t in self.tokens])
        return self._text

    @property
    def vocab(self) -> Any:
        """RETURNS (Vocab): the Doc's vocab."""
        return self.doc.vocab

    @property
    def user_data(self) -> dict[Any, Any]:
        """RETURNS (dict): the Doc's ``user_data``."""
        return self.doc.user_data

    def to_array(self, attrs: Any) -> Any:
        """RETURNS (numpy.ndarray): ``Doc.to_array(attrs)`` of the Doc."""
        return self.doc.to_array(attrs)


_VIEWS: WeakKeyDictionary[Doc, DocView] = WeakKeyDictionary()


@contextmanager
def viewing(doc: Doc) -> Iterator[DocView]:
    """Hold one view of ``doc`` for the calls inside the ``with`` block."""
    held = _VIEWS.get(doc)
    if held is not None:  # a reading inside a reading shares the outer view
        yield held
        return
    made = _VIEWS[doc] = DocView(doc)
    try:
        yield made
    finally:
        _VIEWS.pop(doc, None)
        made.release()


def view(doc: Doc | DocView) -> DocView:
    """RETURNS (DocView): ``doc`` if it is a view, else the view held by ``viewing(doc)``,
    else a new one."""
    if isinstance(doc, DocView):
        return doc
    held = _VIEWS.get(doc)
    return held if held is not None else DocView(doc)
