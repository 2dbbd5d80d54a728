"""Purchase: a price paid or received for goods.

'Tom bought a kite for $6' — Tom gains a kite (no number: nothing to count) and pays $6;
'Ann sold 3 lamps to Bo for $20' — Ann loses 3 lamps to Bo and receives $20 from him.
The price is a money amount on one of ``price_preps`` under a buy or sell verb; any
other money amount on a preposition is left unread.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject, is_implicated
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, PartyRef
from ..resolve.mentions import is_counted
from .base import Context
from .exchange import amount_parties, find_party
from .possession import is_generic, subject_ref


class PurchaseData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``purchase`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    price_preps: list[str]
    buy: list[str]
    sell: list[str]
    buy_parties: list[str]
    sell_parties: list[str]
    pay_key: str
    receive_key: str
    price_verbs: list[str] = msgspec.field(default_factory=list)


class Purchase:
    """A buy or sell verb with a money amount on a price preposition."""

    name = "purchase"
    attachments = frozenset(Attachment) - {Attachment.ADVERBIAL, Attachment.GAPPED}
    data_type = PurchaseData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: PurchaseData = context.data[self.name]
        if _bought_item(clause, data, context) is not None:
            return True
        for q, how in clause.items:  # a price first: most clauses have none
            if how is Attachment.OBLIQUE and q.head.head.lower_ in data.price_preps:
                lemma = clause.verb.lemma_.lower()
                return lemma in data.buy or lemma in data.sell
        return False

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: PurchaseData = context.data[self.name]
        verb = clause.verb
        buy = _bought_item(clause, data, context)
        if buy is not None:  # "and a song book which was $5.84": its price, paid
            payer = find_subject(buy, context.roles, context.unstated)
            found = context.rules.lexicon.lookup(buy.lemma_.lower(), [])
            assert found is not None
            return [
                Fact(
                    kind=FactKind.LOSE,
                    construction=self.name,
                    verb=buy,  # the purchase's payment, as "for $145.16" is
                    key=data.pay_key,
                    frame=found[1],
                    subject=HolderRef(payer),
                    amount=clause.items[0][0],
                    generic=is_generic(payer),
                    clause=clause.order,
                    price=True,
                )
            ]
        lemma = verb.lemma_.lower()
        buying = lemma in data.buy
        subject, generic = subject_ref(clause, context)
        parties = tuple(data.buy_parties if buying else data.sell_parties)
        words = context.rules.words
        party = find_party(clause, parties, words.party_particles, context.unstated) or PartyRef()
        goods = FactKind.GAIN if buying else FactKind.LOSE
        money = FactKind.LOSE if buying else FactKind.GAIN
        found = context.rules.lexicon.lookup(lemma, [])  # the verb itself, no particle
        _check_goods(clause, context.unstated)
        goods_amounts = tuple(q for q, how in clause.items if how is not Attachment.OBLIQUE)
        if amount_parties(clause, goods_amounts, parties, words.time_words):
            raise Abstain(  # "sold 5 kites to Ed and 2 kites to Jo for $9": whose price
                "amount-party", f"{verb.text!r} trades with several others", verb
            )
        facts = []
        for q, how in clause.items:
            price = how is Attachment.OBLIQUE
            if price:
                _check_unit_price(q, verb)
            if price and q.head.head.lower_ not in data.price_preps:
                raise Abstain(
                    "unattached-quantity",
                    f"{q.span(verb.doc).text!r} is not an argument of a clause the rules know",
                    q.head,
                )
            if found is None:
                raise Abstain("unsupported-verb", f"the verb {lemma!r} is not in the lexicon", verb)
            facts.append(
                Fact(
                    kind=money if price else goods,
                    construction=self.name,
                    verb=verb,
                    key=(data.pay_key if buying else data.receive_key) if price else found[0],
                    frame=found[1],
                    subject=subject,
                    amount=q,
                    party=party if party.token is not None or party.fallbacks else None,
                    generic=generic,
                    clause=clause.order,
                    price=price,
                )
            )
        return facts


def _bought_item(clause: Clause, data: PurchaseData, context: Context) -> Tok | None:
    """RETURNS (Tok | None): the buying verb when ``clause`` is a relative clause of
    'be' or 'cost' with one money amount on a thing bought without a number ("bought a
    trumpet for $145, and a song book which was $5.84", "a hat that cost $9"): the
    price the buyer paid for it; else None."""
    verb = clause.verb
    if (
        verb.dep_ != "relcl"
        or verb.lemma_.lower() not in data.price_verbs
        or len(clause.items) != 1
        or clause.items[0][0].money is None
        or clause.items[0][1] is not Attachment.THEME
    ):
        return None
    item = verb.head
    if any(c.dep_ == "nummod" or c.like_num for c in item.children):
        return None
    while item.dep_ == "conj" and item.head.pos_ in ("NOUN", "PROPN"):
        item = item.head
    buy = item.head  # its object, or a conjunct the parse hung on the verb
    if item.dep_ not in ("dobj", "conj") or buy.lemma_.lower() not in data.buy:
        return None
    if any(c.dep_ == "aux" for c in verb.children):
        return None  # "which will cost $9": not paid yet
    if buy.dep_ in ("xcomp", "ccomp", "advcl") and not is_implicated(
        buy, context.rules.words.implicative
    ):
        return None  # "wants to buy a lamp that costs $25": not bought
    return buy


def _check_goods(clause: Clause, unstated: frozenset[int]) -> None:
    """Abstain when goods bought or sold without a number are of a kind the text counts
    ("Ravi had 9 pens and $20. He bought a pen for $3."): 'a pen' is one more pen, and
    reading only the price would leave the pens as they were.

    RAISES Abstain: ``unquantified-event``.
    """
    verb = clause.verb
    doc = verb.doc
    numbered = {q.noun.i for q in clause.amounts if q.noun is not None}
    goods = [c for c in verb.children if c.dep_ == "dobj"]
    goods += [t for g in list(goods) for t in g.subtree if t.dep_ == "conj" and t.pos_ == "NOUN"]
    nouns = [t for t in doc if t.pos_ in ("NOUN", "PROPN")]
    counted = {t.lemma_.lower() for t in nouns if is_counted(t, unstated)}
    for noun in goods:
        if noun.i in numbered or noun.pos_ not in ("NOUN", "PROPN") or is_counted(noun, unstated):
            continue
        if noun.lemma_.lower() in counted:
            raise Abstain(
                "unquantified-event",
                f"{verb.text!r} moves {noun.text!r}, which the text counts elsewhere",
                verb,
            )


def _check_unit_price(q: Amount, verb: Tok) -> None:
    """Abstain on a price per item ("4 pairs of socks for $2 a pair"): the price paid is
    a product, not the amount stated.

    RAISES Abstain: ``rate``.
    """
    doc = verb.doc
    after = max(q.tokens) + 1
    following = [doc[after]] if after < len(doc) and doc[after].lower_ in ("a", "an") else []
    for child in [*q.head.children, *following]:
        if child.lower_ in ("a", "an") or (
            child.dep_ == "npadvmod"
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in child.children)
        ):
            raise Abstain(
                "rate", f"'{child.text}' makes {q.span(doc).text!r} a price per item", verb
            )
