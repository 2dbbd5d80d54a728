"""Typed abstentions: the parser's way of saying it cannot justify a graph."""

from __future__ import annotations

import msgspec

from .docview import Tok

ABSTENTION_CODES: dict[str, str] = {
    "empty-input": "the text has no words",
    "no-question": "no sentence asks 'how many' or 'how much'",
    "no-quantity": "the text states no quantity",
    "unsupported-question": "the question asks for something other than a final holding or a total",
    "unsupported-verb": "a quantity hangs on a verb the lexicon does not classify",
    "unattached-quantity": "a quantity is not an argument of any clause the rules know",
    "unresolved-pronoun": "a pronoun has no single antecedent",
    "unresolved-holder": "a holder cannot be named",
    "plural-holder": "'they' or 'we' holds or acts, and the rules cannot split it",
    "unit-mismatch": "the question asks for a unit the graph cannot give",
    "missing-unit": "a quantity has no unit, not even by ellipsis",
    "conditional": "the problem is hypothetical (if, wants to, would)",
    "negation": "a clause is negated",
    "passive": "a clause is passive and names no holder",
    "ambiguous-quantity": "a noun carries two numbers (a rate or a list)",
    "no-entity": "an event involves no holder the graph tracks",
    "quantity-in-question": "the question sentence carries a quantity of its own",
    # the solver's refusals (decision 0006), each its own abstention: the facts read
    # compose, and the equations decide whether they fix the answer
    "underdetermined": "the facts do not fix the asked value (an amount the text leaves "
    "out and the question does not ask)",
    "non-linear": "only a product of two unknowns would fix the asked value",
    "contradictory": "the stated numbers disagree with each other",
    "not-whole": "a count that must be whole comes out fractional (an unequal share, "
    "half of an odd number of things)",
    "negative-holding": "a holding would go below zero (giving away more than was held)",
    "negative-value": "a solved amount would be below zero ('how many more' when there are fewer)",
    "unstated-holding": "a holding nobody stated is scaled",
    "unknown-unit": "the question asks for a unit nobody holds",
    "inexact-number": "a holding or the answer has no exact decimal (20/3)",
    "invalid-graph": "the graph fails schema validation",
    "comparative": "the problem compares holdings ('more than', 'how many more')",
    "rate": "the problem has a rate or a per-item amount ('each', 'per')",
    "implicit-party": "an exchange has no named other side and no single candidate",
    "irrelevant-event": "an event on the asked unit does not touch the asked holder",
    "unsupported-quantity": "an amount is a fraction, a percentage or a multiple ('half', "
    "'twice', 'x2'), or a number that reads two ways ('10.000')",
    "price": "a money amount is a price, not a holding ('bought $4 of apples')",
    "unquantified-event": "an event moves an amount the text does not give ('gives all of them')",
    "partitive-gain": "a gain of 'N of them' names no source: it may be part of one's own stock",
    "convertible-unit": "coins or another money unit count toward the money asked for",
    "stated-total": "a statement gives a sum of amounts ('sold a total of 15'), not an event",
    "too-long": "the text exceeds the configured maximum length",
    "others-stock": "a loss of things another holder owns ('Tom ate 3 of Sam's apples'): "
    "whose holding it changes is not what the reader can say",
    "own-container": "the other side of an exchange belongs to its subject ('puts 3 coins "
    "in his wallet'): the amount may stay the subject's",
    "out-of-range": "a number is too long or too large to be read and stored exactly",
    "invalid-text": "the text is not valid Unicode (it holds a lone surrogate)",
    "restricted-question": "the question restricts the answer to part of the facts "
    "('on Monday', 'in her bag', 'red')",
    "coordinated-question": "the question asks about several kinds at once ('apples and pears')",
    "unknown-mismatch": "the text leaves an amount out, and the question does not ask for "
    "exactly it, or no later statement fixes it ('had some ... how many did she have?')",
    "habitual": "an event is a habit or an ability ('usually eats 3', 'can eat 3'), not one "
    "that happened",
    "restated-holding": "a holding of none is stated after the text counted the thing ('has "
    "no apples left'): it restates or contradicts what the events give",
    "hedged": "an event is hedged ('almost lost', 'hardly ate'): it did not (fully) happen",
    "non-factive": "an event is what someone wished, thought or dreamed, not what happened",
    "uncertain": "an event is a guess ('maybe ate 3') or an amount a bound or an estimate "
    "('at least 3', 'about 10', '10-odd')",
    "future-event": "an event is still to come ('tomorrow he will eat 3', 'is selling 3') "
    "while the question asks about now",
    "reported-speech": "an event is what someone said ('joked that', 'a rumor said', a "
    "quotation), not what the text states happened",
    "pending-event": "what an event brings has not arrived yet ('ordered 4, which will arrive')",
    "tense-order": "a holding in the present is followed by an earlier event, which it may "
    "already include",
    "benefactive": "a gain is got for someone else ('bought Tom 3 peaches', 'picked 3 "
    "for his mother'): whose it is is not said",
    "ingredient-use": "something is made while another unit is asked ('had 10 eggs. He "
    "baked 2 cakes'): how many were used is not said",
    "container-count": "a container holds the asked things ('3 boxes of crayons'), in a "
    "number the text does not give",
    "own-stock": "a gain may move things the subject already holds ('picked out 3 "
    "peaches', 'brought 3 shells to school')",
    "ellipsis": "a clause repeats an earlier event without its verb or amount ('and so did "
    "Ben', 'did the same on Tuesday')",
    "coordinated-party": "an exchange names several others ('gave 2 peaches to Tom and "
    "Ann'): 2 in all or 2 each is not said",
    "amount-party": "coordinated amounts under one verb name their other sides unevenly "
    "('took 4 pens from Leo and 6 pencils'): whose each amount is is not said",
    "exception-quantity": "an amount is set apart from a quantifier ('all but 3', 'everyone "
    "except 2'): it is what does not move, not the amount moved",
    "owned-place": "a place of one owner is not told apart from another owner's ('her "
    "basket' beside 'Omar's basket'), or an owner's holding may be what its place holds",
    "shared-amount": "two coordinated verbs share one amount ('bought and ate 4 figs'): "
    "each is an event on it, which the reader does not split",
    "event-order": "a connective puts a scaling and another event in an order other than "
    "the written one ('doubled them after he ate 2'), or leaves the order unclear",
    "unread-event": "an event of gain or loss is told with no amount of its own ('lost the "
    "same', 'found some too', 'bought and ate 4'), and no fact reads it",
    "unpriced-trade": "money is asked and a purchase or sale moves money the text does not "
    "give ('had $10. He bought 2 toys')",
}


class Abstention(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Why no graph was produced.

    code (str): a key of ABSTENTION_CODES.
    message (str): what failed, naming the sentence ("in sentence 2: ...").
    sentence (int | None): the number of the sentence where it failed, 1-based as in
        the message (the Doc's first sentence is 1); None when no sentence is to blame.
    """

    code: str
    message: str
    sentence: int | None = None


class Abstain(Exception):
    """Raised inside the rules to stop with an abstention."""

    def __init__(self, code: str, message: str, token: Tok | None = None) -> None:
        if code not in ABSTENTION_CODES:
            raise ValueError(f"unregistered abstention code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.token = token

    def abstention(self) -> Abstention:
        """RETURNS (Abstention): the struct, with the sentence quoted in the message."""
        if self.token is None:
            return Abstention(self.code, self.message)
        i = self.token.i
        number, sent = next(
            (n, s) for n, s in enumerate(self.token.doc.sents, start=1) if s.start <= i < s.end
        )
        return Abstention(
            self.code, f"{self.message} in sentence {number}: {sent.text.strip()!r}", number
        )
