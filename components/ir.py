"""The reader's intermediate representation: what a problem states, before it is a graph.

Every object here is frozen. A stage takes a ``Reading`` (or its parts) and returns a
new one (``msgspec.structs.replace``); no stage changes another stage's objects. Token
fields (``Tok``) point into the ``DocView`` of the Doc being read and are never stored on
it: the IR lives for one call of the reader.

text → quantities, mentions, query → constructions (facts) → coverage → resolve
(units, holders, implied parties) → build (``MathProblemGraph``) → solve.
"""

from __future__ import annotations

import enum
from fractions import Fraction

import msgspec

from .docview import DocView, Tok, TokSpan
from .rules import Frame


class FactKind(enum.Enum):
    """What a fact states about its subject's holding."""

    POSSESS = "possess"  # the subject holds the amount
    GAIN = "gain"  # the subject's holding grows by the amount (from the party, if any)
    LOSE = "lose"  # the subject's holding shrinks by the amount (to the party, if any)
    SCALE = "scale"  # the subject's holding is multiplied or divided
    RATE = "rate"  # an amount per one item, group or time unit ("6 eggs in each box")
    SHARE = "share"  # a total split equally into groups ("shares 20 apples among 4 friends")
    COMPARE = "compare"  # a holding stated against another's ("3 times as many as Sam")
    NEED = "need"  # an amount the subject needs, a goal beyond its holding ("needs 20")
    ASIDE = "aside"  # a count of a thing nothing else relates to ("went to 3 shops")


class Attachment(enum.Enum):
    """How a quantity is an argument of its clause."""

    THEME = "theme"  # object, attribute or a conjunct of one
    WITH = "with"  # object of 'with': "starts with 7 caps"
    SUBJECT = "subject"  # "5 apples are in the basket"
    MOVER = "mover"  # "8 more birds land on the fence"
    OBLIQUE = "oblique"  # a money amount as a preposition's object: "a kite for $6"
    PATIENT = "patient"  # the subject of a passive: "7 are eaten by a hippo"
    RATE = "rate"  # inside a phrase that states a rate: "4 boxes with 6 eggs each"
    # in a verb's prepositional phrase, not money: "went to 4 games", "walked 0.7 mile
    # from the house to school" (a measure on the preposition); only ``tally`` reads it
    ADVERBIAL = "adverbial"
    # the number of a name that stands for a clause of the same verb, its verb and noun
    # left out: "Aiko bought 5 pens and Ben 3" (only ``gapping`` reads it)
    GAPPED = "gapped"


class Amount(msgspec.Struct, frozen=True):
    """A quantity in the text.

    tokens (tuple[int, ...]): indices of the number's tokens (and of a money sign), sorted.
    value (Fraction): the number.
    head (Tok): the token that stands for the quantity in its clause: its noun, or the
        number itself when the noun is left out or follows 'of'.
    noun (Tok | None): the counted noun, None under ellipsis.
    money (str | None): the money unit of a sign ("$4" -> "dollars").
    owner (Tok | None): the possessor in a partitive ("3 of Mike's cards").
    adjectives (tuple[str, ...]): the one kind a coordinated number names ("6 red and 4 blue").
    unit (str | None): the canonical unit, None until resolution fills it in.
    unstated (bool): the text leaves the number out ("had some marbles", "got some
        more"); ``value`` is then 0 and means nothing. Only the unknowns reading
        (``unknowns.py``) makes such amounts, and only the v2 form of
        ``build.compose_graph`` builds them.
    part (int): the whole this amount is a part of, of what its holder holds at that
        point ("gave half of them": 2, "ate a third of her cookies": 3, "sold 25% of
        them": 100); 0 for a number. ``value`` is then that part (1/2, 1/4) of a holding,
        no count of its own: only an event's amount is read so (``build.compose_graph``
        writes it as a v3 scale).
    rest (bool): a part said of what is left ("half of the rest", "a third of the
        remaining cookies").
    spared (bool): the number is what an event leaves of a whole it moves the rest of
        ("sold all but 6 bars", "All but 4 of them flew away"): the event moves what its
        giver holds at that point less ``value`` (``build.compose_graph``: a v3 differ).
    """

    tokens: tuple[int, ...]
    value: Fraction
    head: Tok
    noun: Tok | None
    money: str | None = None
    owner: Tok | None = None
    adjectives: tuple[str, ...] = ()
    unit: str | None = None
    unstated: bool = False
    part: int = 0
    rest: bool = False
    spared: bool = False

    @property
    def start(self) -> int:
        return self.tokens[0]

    def span(self, doc: DocView) -> TokSpan:
        """RETURNS (TokSpan): the number (and its sign) up to its noun."""
        end = max(self.tokens + ((self.noun.i,) if self.noun is not None else ())) + 1
        return doc[self.start : end]


class HolderRef(msgspec.Struct, frozen=True):
    """Who a fact is about, as the text names it; resolution turns it into a name.

    token (Tok | None): the mention (a noun, a name, a pronoun); None when the text
        implies the holder ("3 birds flew away": the one place that holds birds).
    """

    token: Tok | None = None

    @property
    def implied(self) -> bool:
        return self.token is None


class PartyRef(msgspec.Struct, frozen=True):
    """The other side of an exchange, as the text names it.

    token (Tok | None): the argument the frame names (dative, 'to', 'from', ...).
    fallbacks (tuple[Tok, ...]): mentions the parse put elsewhere ("gave her 9 nickels"
        read as a possessive; "gives Mildred 2 more" as a second object); the first that
        resolves to a single holder is the party.
    implied (bool): the frame's other side is implied when unnamed ("Amy takes 3 away").
    """

    token: Tok | None = None
    fallbacks: tuple[Tok, ...] = ()
    implied: bool = False


class RateTerms(msgspec.Struct, frozen=True):
    """What a ``RATE`` fact states beyond its count: the amount per one, and per what.

    amount (Amount): the rate's number ("6 eggs", "$2").
    per (Tok): the noun of one item or group ("box" in "each box holds 6 eggs").
    price (bool): the rate is money paid or received per item ("$2 each"); otherwise it
        counts what each item or group holds.
    effect (str | None): what the total does to the holder's holding, decided by
        resolution from the question: "add", "subtract", or None (asked as such).
    total (Amount | None): a stated total whose count the question asks ("spent $36 on
        tickets. Each ticket cost $9. How many tickets did he buy?"), set by resolution.
    source (str | None): the holder whose holding at the question is the total, when the
        question asks how many items it makes ("Each pie takes 8 apples. How many pies
        could they make?"): schema v3, a reference to the holding; set by resolution.
    source_parts (tuple[str, ...]): the units of that holding when they are kinds of the
        rate's unit ("33 chocolate chip cookies and 2 oatmeal cookies"): summed first.
    counted (str | None): the holder whose holding of the items is the rate's count when
        several facts count them ("bought 6 country albums and 2 pop albums. Each album
        had 8 songs"): schema v3, a reference; set by resolution.
    counted_parts (tuple[str, ...]): the units of those items, summed first.
    counted_sum (tuple[Amount, ...]): the stated amounts whose sum is the count, when
        they are kinds of the rate's item that the holder does not keep ("sold 3 bead
        necklaces and 7 gem necklaces. Each necklace cost $7"): summed first (schema v3).
    left_of (str | None): the holder of a task whose items left are the count ("needs to
        cook 16 potatoes ... Each potato takes 5 minutes to cook. How long will it take
        him to cook the rest?"): the task's shortfall (schema v3, a reference).
    undone (Amount | None): so many of the counted items not done, taken from the count
        ("$5 for each lawn he mowed ... had 12 lawns to mow, but forgot to mow 7 of
        them"): the count is the difference (schema v3); set by resolution.
    total_sum (tuple[Amount, ...]): the stated amounts, kinds of the rate's unit, whose sum
        is the total ("Each van can hold 4 people. There are 2 students and 6 adults."):
        summed first (schema v3).
    moved (Amount | None): the amount of the one purchase or sale of the items, beside a
        holding of them, that is the count ("Rachel had 13 bars. She sold 9 bars at $2
        each"): the event moves the items, the rate's count is a reference to its operand
        (schema v3); set by resolution.
    group (Amount | None): the items of one group the rate is per, when more than one
        ("earns $5 for every 2 lawns he mows": 2 lawns): the count is how many such
        groups the items done make (schema v3, a share first).
    idle (bool): a rate of items no other word of the problem names ("Pencils cost $1
        each" beside erasers bought): written with its count and total unknown, used by
        no other fact (``resolve.rates.idle_rates``).
    total_unit (str | None): the unit the total is asked in, another of the amount's
        measure ("30 minutes a day ... How many hours"): the solver converts; set by
        composition.
    """

    amount: Amount
    per: Tok
    price: bool = False
    effect: str | None = None
    total: Amount | None = None
    source: str | None = None
    source_parts: tuple[str, ...] = ()
    counted: str | None = None
    counted_parts: tuple[str, ...] = ()
    counted_sum: tuple[Amount, ...] = ()
    left_of: str | None = None
    undone: Amount | None = None
    total_sum: tuple[Amount, ...] = ()
    moved: Amount | None = None
    group: Amount | None = None
    idle: bool = False
    total_unit: str | None = None


class ShareTerms(msgspec.Struct, frozen=True):
    """What a ``SHARE`` fact states beyond its total: the groups, or what each holds.

    groups (Amount | None): the number of groups ("4 friends"); None when the text
        gives what each group holds instead and the question asks how many groups.
    each (Tok | None): the 'each' of the question that asks one group's share
        ("How many does each friend get?"), None when the question asks nothing of it.
    part (Amount | None): what each group holds, when stated ("into piles with 7 in
        each pile", "in boxes of 6").
    per (Tok | None): the noun of one group when ``groups`` is None ("piles").
    rest (Tok | None): the word that makes the total what the sharer holds at this
        point ("placed the rest into piles"): schema v3, a reference to the holding.
    whole (Tok | None): the noun that names the sharer's holding shared as a whole ("shares
        the marbles among 9 friends"), which must be the shared unit.
    parts (tuple[str, ...]): the units of the kinds the sharer holds of the shared unit
        ("baked 20 oatmeal cookies and 16 ginger cookies. She packed them in bags of 6"):
        their total is shared (schema v3, a reference); set by resolution.
    summed (tuple[Amount, ...]): amounts held at once whose sum is shared ("The team had
        48 new players and 6 returning players. The coach put them into groups"): summed
        first (schema v3); set by resolution.
    undone (Amount | None): the part of "the rest"'s holding said not to do something or
        to be in a state ("6 of them were broken. She put the rest into 4 boxes"): the
        total is the holding less it (schema v3); set by resolution.
    priced (bool): the total is money paid for the groups, items, and the question asks
        one item's price ("rented 4 DVDs for $4.80. How much did each DVD cost?"): written
        as a rate whose value is asked (money per item need not be whole).
    left (bool): the question asks what is left over after the groups ("How many stickers
        are left over?"): the share's remainder.
    remainder (Amount | None): the remainder a clause joined to the share states ("put 31
        marbles into 3 equal piles and had 1 marble left over"); set by composition.
    asked_total (bool): each group's part is told in a clause of its own ("Lena shared her
        stickers equally among 4 friends. Each friend got 6 stickers.") and the question
        asks the total shared; set by resolution.
    """

    groups: Amount | None
    each: Tok | None = None
    part: Amount | None = None
    per: Tok | None = None
    rest: Tok | None = None
    whole: Tok | None = None
    parts: tuple[str, ...] = ()
    summed: tuple[Amount, ...] = ()
    undone: Amount | None = None
    priced: bool = False
    left: bool = False
    remainder: Amount | None = None
    asked_total: bool = False


class CompareTerms(msgspec.Struct, frozen=True):
    """What a ``COMPARE`` fact states: the subject's holding against another holder's.

    kind (str): "more", "fewer", "times" or "part" (decision 0006 rule 5).
    by (Fraction | None): the factor or part of a multiple ("twice": 2, "half": 2); None
        when the fact's ``amount`` states it ("3 times", "5 more").
    than (Tok | None): the holder compared with ("as Sam", "than Sam"); None when the
        text leaves it out ("has twice as many books."): the one holder stated before.
    noun (Tok): the noun of what is compared ("apples", "money").
    markers (tuple[int, ...]): the words of the comparison ("times", "than"), claimed.
    elided (bool): the text leaves the noun out ("James baked 12 times as many."):
        ``noun`` is then the 'many', and the unit is the question's.
    """

    kind: str
    by: Fraction | None
    than: Tok | None
    noun: Tok
    markers: tuple[int, ...] = ()
    elided: bool = False


class Fact(msgspec.Struct, frozen=True):
    """One thing the problem states: a holding, a gain, a loss or a scaling.

    kind (FactKind): what the fact states.
    construction (str): the name of the construction that read it.
    verb (Tok): the clause's verb.
    key (str): the lexicon key of the verb ("give away"), "be" for 'there are'.
    frame (Frame): the lexicon entry.
    subject (HolderRef): the holder that has, gains, loses or scales.
    amount (Amount | None): the quantity; None for a scaling.
    party (PartyRef | None): the other side of an exchange.
    generic (bool): the subject is a common noun ("the rabbits ate ...").
    scale_noun (Tok | None): the noun a scaling names ("doubled his money").
    clause (int): the order in which its clause was read (resolution follows it).
    cues (tuple[int, ...]): cue words the construction read and accounts for ("each",
        "than"); a cue no fact accounts for makes the reader abstain (see ``coverage``).
    price (bool): the amount is money paid or received for goods, read as such.
    rate (RateTerms | None): for a ``RATE`` fact, the rate; ``amount`` is then its count
        (None when another clause states it: "Each box holds 6. Sam has 4 boxes.").
    share (ShareTerms | None): for a ``SHARE`` fact, the groups; ``amount`` is then the
        total (None for "shares them": an earlier holding).
    compare (CompareTerms | None): for a ``COMPARE`` fact, the comparison; ``amount`` is
        then its stated number ("3 times", "5 more"), None for "twice" or "half";
        ``party_name`` is the resolved ``than`` and ``scale_unit`` the unit compared.
    agentive (bool): the resolved subject is the verb's own subject, so "<name>
        <verb>ed <amount>" says what the text says (not so for "3 birds landed on the
        fence", whose holder is the fence, or "the rabbits ate 3", charged to a holder).
    name (str | None): the resolved subject; None until resolution.
    party_name (str | None): the resolved other side; None when there is none.
    at (int | None): where the fact stands in time when the text states it after an
        event it precedes ("gave 3 to Mia, who had 5": before the gift); None: at its
        amount.
    """

    kind: FactKind
    construction: str
    verb: Tok
    key: str
    frame: Frame
    subject: HolderRef
    amount: Amount | None = None
    party: PartyRef | None = None
    generic: bool = False
    scale_noun: Tok | None = None
    clause: int = 0
    name: str | None = None
    party_name: str | None = None
    scale_unit: str | None = None
    cues: tuple[int, ...] = ()
    price: bool = False
    agentive: bool = True
    rate: RateTerms | None = None
    share: ShareTerms | None = None
    compare: CompareTerms | None = None
    at: int | None = None

    @property
    def position(self) -> int:
        if self.at is not None:
            return self.at
        if self.share is not None:  # a share stands at its last stated number (V1)
            given = (self.amount, self.share.groups, self.share.part)
            return max((q.start for q in given if q is not None), default=self.verb.i)
        if self.rate is not None:  # a rate stands at its last stated number (V1)
            given = (self.amount, self.rate.total)
            return max([self.rate.amount.start, *(q.start for q in given if q is not None)])
        return self.amount.start if self.amount is not None else self.verb.i

    @property
    def tokens(self) -> tuple[int, ...]:
        """RETURNS (tuple[int, ...]): the tokens the fact was read from."""
        own = {self.verb.i}
        if self.amount is not None:
            own.update(self.amount.tokens)
            if self.amount.noun is not None:
                own.add(self.amount.noun.i)
        if self.subject.token is not None:
            own.add(self.subject.token.i)
        if self.party is not None and self.party.token is not None:
            own.add(self.party.token.i)
        if self.rate is not None:
            own.update(self.rate.amount.tokens)
            own.add(self.rate.per.i)
        return tuple(sorted(own))


class Query(msgspec.Struct, frozen=True):
    """A quantity question: 'how many' / 'how much', a phrase that stands for them ("What
    is the total number of ..."), or a measure ('how long', 'how tall', 'how far').

    sent (TokSpan): the question sentence.
    wh (Tok): its 'how' (or the 'what' or imperative that opens a phrase question).
    noun (Tok | None): the counted noun asked about, None when left out.
    money (bool): 'how much' without a countable noun, or with 'money'.
    verb (Tok): the question's verb.
    conditions (tuple[Tok, ...]): verbs of its if-clauses, read as events.
    measure (Tok | None): the adjective of a measure question ('long' of "How long is the
        rope?"), whose unit the statements give; None for a count or money.
    dimensions (tuple[str, ...]): the unit groups (``models.units.UNIT_GROUPS``) the
        measure asked may be in; () when the question asks no measure or any.
    """

    sent: TokSpan
    wh: Tok
    noun: Tok | None
    money: bool
    verb: Tok
    conditions: tuple[Tok, ...] = ()
    measure: Tok | None = None
    dimensions: tuple[str, ...] = ()

    def measures(self, word: str) -> bool:
        """RETURNS (bool): the question asks the measure ``word`` ("far" of "How far did
        she go?", "fast" of "How fast did he drive?")."""
        return self.measure is not None and self.measure.lower_ == word


class UnknownKind(enum.Enum):
    """Which unstated quantity a question asks for (schema v2, decision 0006)."""

    START = "start"  # "How many did she have at first?": the first holding
    CHANGE = "change"  # "How many did she get?": the amount of one event


class Difference(msgspec.Struct, frozen=True):
    """A question that asks the difference of two holdings ("How many more apples does
    Tom have than Sam?"): a ``compare`` fact whose ``by`` is asked (decision 0006 rule 5).

    kind (str): "more" or "fewer", as the question says.
    marker (Tok): the comparative word.
    than (Tok | None): 'than'; None when the question leaves it out ("How many more
        pennies does John have?"), the other side is then the one other holder the
        statements name.
    other (Tok | None): the holder after 'than' (the fact's ``than``); the question's
        subject is the fact's ``entity``.
    event (bool): the question's verb is a past event ("did Rosa score"), not 'have':
        the amounts compared are what each holder gained by that verb.
    """

    kind: str
    marker: Tok
    than: Tok | None
    other: Tok | None
    event: bool = False


class Failure(msgspec.Struct, frozen=True):
    """Why a construction could not read a clause: an abstention held until coverage.

    code (str): a registered abstention code.
    message (str): what failed.
    token (Tok | None): where.
    clause (int): the order of the clause it failed in.
    """

    code: str
    message: str
    token: Tok | None = None
    clause: int = 0


class Reading(msgspec.Struct, frozen=True):
    """Everything the constructions read from one Doc.

    query (Query): the question.
    amounts (tuple[Amount, ...]): every quantity, in text order.
    facts (tuple[Fact, ...]): what the statement and the question's if-clauses state,
        in reading order.
    failures (tuple[Failure, ...]): clauses no construction could read.
    claimed (frozenset[int]): cue words some fact accounts for (for coverage).
    """

    query: Query
    amounts: tuple[Amount, ...]
    facts: tuple[Fact, ...] = ()
    failures: tuple[Failure, ...] = ()
    claimed: frozenset[int] = frozenset()


__all__ = [
    "Amount",
    "Attachment",
    "CompareTerms",
    "Difference",
    "Fact",
    "FactKind",
    "Failure",
    "HolderRef",
    "PartyRef",
    "Query",
    "RateTerms",
    "Reading",
    "ShareTerms",
    "UnknownKind",
]
