"""Build components/data/kinds.json: the nouns a whole noun covers, from WordNet 3.0.

Grade-school problems sum amounts of kinds under a word for the whole ("12 boys and 15
girls. How many children ..."). Each whole here is a plural that English uses that way,
with the WordNet 3.0 noun synsets it means, chosen by hand (listed below with their
offsets in data.noun). Its members are the lemmas of those synsets and of all their
hyponyms (WordNet ``~`` pointers; instance hyponyms, ``~i``, name individuals and are left
out), minus lemmas that mostly mean another kind of thing (SemCor tag counts from
cntlist.rev, rule in DOC). Where WordNet files a kind elsewhere than under the whole
(a rose is a shrub, a dog is not under pet), a few synsets are added by hand and listed
as 'added'. Source: Debian's ``wordnet-base`` package (WordNet 3.0 licence, a permissive
BSD-style licence whose notice is copied into the output).

Get the source without installing anything::

    apt-get download wordnet-base        # wordnet-base_1%3a3.0-37_all.deb
    dpkg-deb -x wordnet-base_*.deb /tmp/wn
    python scripts/build_kinds.py /tmp/wn/usr/share/wordnet

Without a directory it reads Debian's installed copy (``apt-get install wordnet-base``).
``--check`` compares with the file in the repository instead of writing it; ``--report``
prints each whole's member count and the lemmas the SemCor rule dropped. Standard
library only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "components" / "data" / "kinds.json"
DEBIAN_WORDNET = Path("/usr/share/wordnet")  # where `apt-get install wordnet-base` puts it
SOURCE_SHA256 = {
    "cntlist.rev": "a198580b8f705fa02797bba8b13e5cbe4a9f9f40cb1697e774c7fc6a5865b035",
    "data.noun": "fea17d2f9656611334eac790e5d69e47645fa180c4aa481fb4cd9b3520754ca2",
    "index.noun": "a490d99d93d017bf4822fe2f0ffa51fd73911ce271dc7535fade21f8814b5a04",
    "noun.exc": "2b5d675c380b39ecf595af9fa9d4e7feb1d58c643b0bff08c40ed5bfe41fab7a",
}
LEXNAMES = {3: "Tops", 4: "act", 5: "animal", 6: "artifact", 7: "attribute", 8: "body"}
LEXNAMES |= {9: "cognition", 10: "communication", 11: "event", 12: "feeling", 13: "food"}
LEXNAMES |= {14: "group", 15: "location", 16: "motive", 17: "object", 18: "person"}
LEXNAMES |= {19: "phenomenon", 20: "plant", 21: "possession", 22: "process", 23: "quantity"}
LEXNAMES |= {24: "relation", 25: "shape", 26: "state", 27: "substance", 28: "time"}
LEXFILES = {name: number for number, name in LEXNAMES.items()}
INSTANCE = "instance"  # the kind of a proper-noun (instance) sense, never a whole's kind

WORDNET_LICENSE = (
    "WordNet Release 3.0. This software and database is being provided to you, the "
    "LICENSEE, by Princeton University under the following license. By obtaining, using "
    "and/or copying this software and database, you agree that you have read, understood, "
    "and will comply with these terms and conditions.: Permission to use, copy, modify and "
    "distribute this software and database and its documentation for any purpose and "
    "without fee or royalty is hereby granted, provided that you agree to comply with the "
    "following copyright notice and statements, including the disclaimer, and that the same "
    "appear on ALL copies of the software, database and documentation, including "
    "modifications that you make for internal use or for distribution. WordNet 3.0 "
    "Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND "
    'DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR '
    "WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON "
    "UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS FOR "
    "ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR "
    "DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR "
    "OTHER RIGHTS. The name of Princeton University or Princeton may not be used in "
    "advertising or publicity pertaining to distribution of the software and/or database. "
    "Title to copyright in this software, database and any associated documentation shall "
    "at all times remain with Princeton University and LICENSEE agrees to preserve same."
)

DOC = (
    "Which nouns a whole noun covers, for sums of kinds under a word for the whole ('12 "
    "boys and 15 girls. How many children ...'); data only. 'wholes' maps a whole as the "
    "text writes it (a plural, or a word English counts with, like 'fish') to: 'synsets', "
    "the WordNet 3.0 noun synsets it means, chosen by hand (offset in data.noun, lemmas, "
    "lexicographer file, gloss, 'depth' of hyponyms followed, null: all); 'added', synsets "
    "of kinds that English counts under the whole but WordNet files elsewhere (a rose is a "
    "shrub, a dog is not under pet, a bus is public transport, not a vehicle), added by "
    "hand; 'excluded', sub-trees left out (humans from animals, cookies from cakes); 'own', "
    "the whole's own words, never its members; 'members', the singular lemmas (lowercase, "
    "spaces for '_', WordNet's base forms, so plural-only nouns like 'shorts' stay plural) "
    "of those synsets and of all their hyponyms (WordNet '~' pointers; instance hyponyms "
    "'~i' name individuals, proper nouns, and are left out), without taxon names ('Canis "
    "familiaris', 'genus X'), without plural forms of another member ('cows', 'oxen') and "
    "without lemmas that mostly mean another kind of thing, by the SemCor rule. SemCor "
    "rule, with the tag counts of WordNet's cntlist.rev over all the lemma's noun senses: a "
    "lemma is kept when at least half of its tags fall on senses that are the whole's, that "
    "is senses among the whole's synsets and their hyponyms, or senses in the lexicographer "
    "files listed in 'kinds' (those of the whole's synsets, plus noun.food for animals, "
    "whose meat shares the name, noun.plant for fruits and vegetables, whose plant does, "
    "noun.person for people); a lemma SemCor never tags is kept when at least half of its "
    "noun senses are the whole's; a proper-noun (instance) sense is never the whole's. So "
    "'kid' is not an animal (53 tags as a child, none as a young goat), 'girl' is a child "
    "(all its senses are people), 'peach' is a fruit (no tags; 2 of its 4 senses are the "
    "fruit and its tree, 1 a woman, 1 a colour), 'chicken' is a bird (tagged as the bird "
    "and its meat). 'dropped_by_rule' counts the lemmas the rule removed, restored ones "
    "aside; 'restored' lists the few the rule drops that a list of kinds under the whole "
    "plainly means (nickel, 4 tags as the metal, 1 as the coin), kept by hand. 'dropped' "
    "lists the wholes considered and left out, with the reason. A lemma can be in several "
    "wholes; a member is a kind the whole covers in some sense, not a reading of a given "
    "text. Source: WordNet 3.0 (Princeton University), files data.noun, index.noun, "
    "noun.exc and cntlist.rev of Debian's wordnet-base 1:3.0-37; licence in '_license'. "
    "Rebuild: scripts/build_kinds.py (see scripts/README.md)."
)

ALL = None  # follow every hyponym level
Ref = tuple[str, str, int | None]  # (data.noun offset, a lemma of that synset, depth)


@dataclass(frozen=True)
class WholeSpec:
    """One whole: the synsets it means, chosen by hand, and what counts as its kind.

    name (str): the whole as the text writes it ('children', 'pieces of furniture').
    own (tuple[str, ...]): the whole's own words, never its members ('child').
    synsets (tuple[Ref, ...]): the senses of the whole word that fit counting things.
    kinds (tuple[str, ...]): lexicographer files (without 'noun.') of the whole's kind of
        thing, for the SemCor rule.
    note (str): what the whole covers and where it misleads.
    added (tuple[Ref, ...]): kinds English counts under the whole, filed elsewhere.
    exclude (tuple[tuple[str, str], ...]): (offset, lemma) of sub-trees left out.
    """

    name: str
    own: tuple[str, ...]
    synsets: tuple[Ref, ...]
    kinds: tuple[str, ...]
    note: str
    added: tuple[Ref, ...] = ()
    exclude: tuple[tuple[str, str], ...] = ()


PERSON = (("00007846", "person", ALL),)
CHILD = (
    ("09917593", "child", ALL),
    ("09622049", "juvenile", ALL),
    ("10285313", "boy", ALL),
    ("10084295", "girl", ALL),
    ("10373998", "offspring", ALL),
)
CHILD_NOTE = (
    "young people (child, juvenile: teenager, toddler, baby; boy and girl as 'male/female "
    "child') and offspring (son, daughter) of any age"
)
HUMAN = ("02472293", "homo")  # people are not counted as animals
PEOPLE = ("person",)
ANIMAL = ("animal", "food")  # 'chicken', 'lamb': the animal and its meat
PRODUCE = ("food", "plant")  # 'apple', 'carrot': the food and the plant
SAME = ()  # the lexicographer files of the whole's synsets only
NOT_CAKES = (
    ("07640203", "pancake"),
    ("07641699", "waffle"),
    ("07630909", "crumpet"),
    ("07638676", "friedcake"),
)
CAKES = (("07628870", "cake", ALL),)
DESSERT_ADDED = (
    ("07628870", "cake", ALL),
    ("07625493", "pie", ALL),
    ("07635155", "cookie", ALL),
)
DESSERT_EXCLUDED = (
    *NOT_CAKES,
    ("07871940", "meat_pie"),
    ("07627310", "patty"),
    ("07619594", "quiche"),
    ("07624239", "lobster_tart"),
    ("07635746", "dog_biscuit"),
)
PETS = (
    ("02084071", "dog", ALL),
    ("02121620", "cat", 0),
    ("02121808", "domestic_cat", ALL),
    ("02122948", "kitten", ALL),
    ("02342885", "hamster", ALL),
    ("02364673", "guinea_pig", ALL),
    ("02343772", "gerbil", ALL),
    ("02324045", "rabbit", 0),
    ("01443537", "goldfish", ALL),
    ("01821203", "parakeet", ALL),
    ("01533339", "canary", ALL),
    ("01816887", "parrot", 0),
    ("01662784", "turtle", 0),
)
FLOWERS = (
    ("12620196", "rose", ALL),
    ("12454159", "tulip", ALL),
    ("12426248", "lily", ALL),
    ("12421683", "daffodil", ALL),
    ("12387839", "violet", ALL),
    ("12390485", "pansy", ALL),
    ("12411922", "iris", ALL),
    ("12310349", "lilac", ALL),
    ("12024176", "dandelion", ALL),
    ("12306717", "jasmine", ALL),
    ("12177844", "hibiscus", ALL),
    ("12685431", "geranium", ALL),
)


def one(name: str, own: str, offset: str, lemma: str, kinds: tuple[str, ...], note: str = ""):
    """A whole meaning one synset and all its hyponyms.

    name (str): the whole as the text writes it.
    own (str): the whole's own word.
    offset (str): the synset's offset in data.noun.
    lemma (str): a lemma of that synset, as a check.
    kinds (tuple[str, ...]): as WholeSpec.kinds.
    note (str): as WholeSpec.note.
    RETURNS (WholeSpec): the whole.
    """
    return WholeSpec(name, (own,), ((offset, lemma, ALL),), kinds, note)


WHOLES = (
    WholeSpec("people", ("person", "people"), PERSON, PEOPLE, "any person, by any role"),
    WholeSpec("persons", ("person", "people"), PERSON, PEOPLE, "as 'people'"),
    WholeSpec("children", ("child",), CHILD, PEOPLE, CHILD_NOTE),
    WholeSpec("kids", ("kid",), CHILD, PEOPLE, "as 'children'"),
    WholeSpec(
        "students",
        ("student",),
        (("10665698", "student", ALL), ("10559288", "schoolchild", ALL)),
        PEOPLE,
        "students and schoolchildren (pupil, schoolboy, freshman); WordNet files schoolgirl "
        "under girl only, it is added",
        added=(("10559603", "schoolgirl", ALL),),
    ),
    WholeSpec(
        "adults",
        ("adult",),
        (("09605289", "adult", ALL),),
        PEOPLE,
        "grown-ups (man, woman; professionals, in WordNet: teacher, doctor; not farmer); "
        "parents added",
        added=(("10399491", "parent", ALL),),
    ),
    WholeSpec(
        "animals",
        ("animal",),
        (("00015388", "animal", ALL),),
        ANIMAL,
        "any animal, humans excluded",
        exclude=(HUMAN,),
    ),
    WholeSpec(
        "pets",
        ("pet",),
        (("01318894", "pet", ALL),),
        ANIMAL,
        "WordNet's pet has no hyponyms; the animals commonly kept as pets are added (cat, "
        "rabbit, parrot and turtle without their wild kinds)",
        added=PETS,
    ),
    one("birds", "bird", "01503061", "bird", ANIMAL),
    one("fish", "fish", "02512053", "fish", ANIMAL, "the animals ('fish' as a plural)"),
    one("insects", "insect", "02159955", "insect", ("animal",)),
    WholeSpec(
        "bugs",
        ("bug",),
        (("02236355", "bug", ALL),),
        ("animal",),
        "WordNet's bug ('any insect or similar creeping or crawling invertebrate') has no "
        "hyponyms; insects are added, as its gloss says",
        added=(("02159955", "insect", ALL),),
    ),
    one("reptiles", "reptile", "01661091", "reptile", ANIMAL),
    WholeSpec(
        "mammals",
        ("mammal",),
        (("01861778", "mammal", ALL),),
        ANIMAL,
        "humans excluded",
        exclude=(HUMAN,),
    ),
    one("dinosaurs", "dinosaur", "01699831", "dinosaur", ("animal",)),
    WholeSpec(
        "fruits",
        ("fruit", "edible fruit"),
        (("07705931", "edible_fruit", ALL),),
        PRODUCE,
        "edible fruit (botanical fruit would bring in seeds, nuts and pods)",
    ),
    one("vegetables", "vegetable", "07707451", "vegetable", PRODUCE, "vegetables as food"),
    one("berries", "berry", "07742704", "berry", PRODUCE, "edible berries"),
    one("nuts", "nut", "13136556", "nut", PRODUCE, "nuts, with edible nuts under them"),
    WholeSpec(
        "seeds",
        ("seed",),
        (("13135832", "seed", ALL), ("11683989", "seed", ALL)),
        PRODUCE,
        "seeds; in WordNet nuts and grains are seeds too",
    ),
    WholeSpec(
        "flowers",
        ("flower",),
        (("11669921", "flower", ALL), ("11669335", "flower", ALL)),
        SAME,
        "WordNet files many common flowers as shrubs or herbs; those are added",
        added=FLOWERS,
    ),
    one("trees", "tree", "13104059", "tree", SAME),
    one("plants", "plant", "00017222", "plant", ("plant",), "any plant (flora), not a factory"),
    WholeSpec(
        "vehicles",
        ("vehicle",),
        (("04524313", "vehicle", ALL),),
        SAME,
        "WordNet files buses and trains as public transport, not vehicles; that is added",
        added=(("04019101", "public_transport", ALL),),
    ),
    WholeSpec(
        "toys",
        ("toy",),
        (("03964744", "plaything", ALL),),
        SAME,
        "playthings",
    ),
    WholeSpec(
        "books",
        ("book",),
        (("06410904", "book", ALL), ("02870092", "book", ALL)),
        SAME,
        "a book as a written work (novel, textbook) and as a bound volume",
    ),
    WholeSpec(
        "coins",
        ("coin",),
        (("13388245", "coin", ALL),),
        SAME,
        "coins; the US coins whose names mostly mean something else are restored",
    ),
    WholeSpec(
        "balls",
        ("ball",),
        (("02778669", "ball", ALL), ("02779435", "ball", ALL)),
        SAME,
        "balls of games and play; balls named after their game are restored",
    ),
    WholeSpec(
        "musical instruments",
        ("musical instrument", "instrument"),
        (("03800933", "musical_instrument", ALL),),
        SAME,
        "'instruments' alone is dropped (see 'dropped')",
    ),
    one("tools", "tool", "04451818", "tool", SAME),
    WholeSpec(
        "clothes",
        ("clothes", "clothing", "article of clothing"),
        (("03051540", "clothing", ALL),),
        SAME,
        "articles of clothing (WordNet's 'clothes' synset has one hyponym, workwear)",
    ),
    one("shoes", "shoe", "04199027", "shoe", SAME),
    one("shirts", "shirt", "04197391", "shirt", SAME),
    WholeSpec(
        "pants",
        ("pants", "pant", "trouser", "trousers"),
        (("04489008", "trouser", ALL),),
        SAME,
        "trousers, not underpants",
    ),
    one("hats", "hat", "03497657", "hat", SAME),
    WholeSpec(
        "jewelry",
        ("jewelry", "jewellery"),
        (("03597469", "jewelry", ALL),),
        SAME,
        "pieces of jewelry",
    ),
    WholeSpec(
        "pieces of furniture",
        ("furniture", "piece of furniture", "article of furniture"),
        (("03405725", "furniture", ALL),),
        SAME,
        "",
    ),
    WholeSpec(
        "containers",
        ("container",),
        (("03094503", "container", ALL),),
        SAME,
        "containers; WordNet's wheeled vehicles (cars, bicycles) are containers too and are "
        "excluded",
        exclude=(("04576211", "wheeled_vehicle"),),
    ),
    WholeSpec(
        "bags",
        ("bag",),
        (("02773037", "bag", ALL), ("02774152", "handbag", ALL), ("02773838", "suitcase", ALL)),
        SAME,
        "bags, handbags and travelling bags (three senses of 'bag')",
    ),
    one(
        "cards",
        "card",
        "02962545",
        "card",
        SAME,
        "playing, trading and tarot cards; greeting cards (another sense) are not included",
    ),
    one(
        "letters",
        "letter",
        "06624161",
        "letter",
        SAME,
        "letters as mail (65 SemCor tags); letters of the alphabet (7) are not included",
    ),
    WholeSpec(
        "gems",
        ("gem",),
        (("14699752", "gem", ALL), ("03596787", "jewel", ALL)),
        SAME,
        "gemstones, and gems as set in jewelry",
    ),
    WholeSpec(
        "desserts",
        ("dessert",),
        (("07609840", "dessert", ALL),),
        SAME,
        "dishes served as the last course; WordNet files cakes, pies and cookies as baked "
        "goods, they are added without pancakes, waffles, doughnuts, savoury pies and dog "
        "biscuits",
        added=DESSERT_ADDED,
        exclude=DESSERT_EXCLUDED,
    ),
    one("cookies", "cookie", "07635155", "cookie", SAME),
    WholeSpec(
        "cakes",
        ("cake",),
        CAKES,
        SAME,
        "cake as baked goods; WordNet's cookies, pancakes, waffles and doughnuts are cakes "
        "too and are excluded",
        exclude=(*NOT_CAKES, ("07635155", "cookie")),
    ),
    one("pies", "pie", "07625493", "pie", SAME),
    one("pastries", "pastry", "07622708", "pastry", SAME, "baked foods made of dough"),
    one("baked goods", "baked goods", "07622061", "baked_goods", SAME, "bread, cake, pastry"),
    WholeSpec(
        "drinks",
        ("drink",),
        (("07881800", "beverage", ALL), ("07885223", "drink", ALL)),
        SAME,
        "beverages and servings of them; 'juice' itself is filed as a foodstuff and added",
        added=(("07923748", "juice", 0),),
    ),
    WholeSpec(
        "snacks",
        ("snack",),
        (("07712382", "snack_food", ALL),),
        SAME,
        "WordNet's 'snack' is a light meal; snack food (chips, sandwiches) is used, with "
        "crackers (pretzels) and popcorn added",
        added=(("07681926", "cracker", ALL), ("07732636", "popcorn", ALL)),
    ),
    one(
        "sweets",
        "sweet",
        "07596684",
        "sweet",
        SAME,
        "confections; 'sweet' as British for dessert is under 'desserts'",
    ),
    one("candies", "candy", "07597365", "candy", SAME),
    one(
        "games",
        "game",
        "00455599",
        "game",
        SAME,
        "kinds of game (board, card, athletic games); a single played game is another sense",
    ),
    one("sports", "sport", "00523513", "sport", SAME, "kinds of sport"),
)

# Members the SemCor rule drops although a list of kinds under the whole plainly means
# them ('3 nickels and 2 dimes'): common words whose other senses SemCor tags more often.
RESTORED = {
    "animals": ("bull", "ewe", "ram", "whale", "seal", "beaver", "skunk", "bass", "perch"),
    "mammals": ("bull", "ewe", "ram", "whale", "seal", "beaver", "skunk"),
    "birds": ("canary", "cardinal", "crane", "thrush"),
    "pets": ("canary",),
    "fish": ("bass", "perch", "pike"),
    "fruits": ("fig",),
    "vegetables": ("kale",),
    "toys": ("kite",),
    "coins": ("cent", "nickel", "penny", "quarter"),
    "balls": ("baseball", "basketball", "football", "volleyball"),
    "musical instruments": ("organ", "triangle", "viola"),
    "tools": ("drill", "rake", "scissors", "wrench"),
    "jewelry": ("ring",),
    "pieces of furniture": ("table",),
    "containers": ("carton", "mug", "pitcher"),
    "desserts": ("brownie", "cake"),
    "cookies": ("brownie",),
    "baked goods": ("brownie", "cake"),
}

DROPPED = {
    "instruments": "two countable senses: a device (23 SemCor tags) and a musical instrument "
    "(0); 'musical instruments' is kept instead",
    "dishes": "two countable senses of different kinds: dishware (9 tags) and a prepared food (3)",
    "shells": "the most frequent sense is ammunition (14 tags); the seashell sense has 4 "
    "usable hyponyms",
    "stamps": "the postage stamp synset has no hyponyms",
}


@dataclass(frozen=True)
class WordNet:
    """The parts of WordNet the build reads.

    synsets (dict[str, Synset]): noun synsets by offset (data.noun).
    senses (dict[str, tuple[str, ...]]): each lowercase noun lemma's synsets (index.noun).
    tags (dict[str, int]): SemCor tag count per noun sense key (cntlist.rev).
    exceptions (dict[str, tuple[str, ...]]): irregular plural -> base forms (noun.exc).
    """

    synsets: dict[str, Synset]
    senses: dict[str, tuple[str, ...]]
    tags: dict[str, int]
    exceptions: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Synset:
    """A WordNet noun synset as read from data.noun.

    offset (str): 8-digit byte offset, the synset's id in this release.
    lexfile (int): lexicographer file number (18: noun.person, ...).
    lemmas (tuple[str, ...]): the words as written in WordNet ('_' for spaces).
    lex_ids (tuple[int, ...]): each word's lex_id (with the lexfile, its sense key).
    hyponyms (tuple[str, ...]): offsets of the synsets its '~' pointers name.
    instance (bool): an instance of another synset (a proper noun: '@i' pointer).
    gloss (str): the definition and examples.
    """

    offset: str
    lexfile: int
    lemmas: tuple[str, ...]
    lex_ids: tuple[int, ...]
    hyponyms: tuple[str, ...]
    instance: bool
    gloss: str

    def sense_key(self, lemma: str) -> str:
        """The WordNet sense key of one of the synset's lemmas (as in cntlist.rev)."""
        lex_id = self.lex_ids[self.lemmas.index(lemma)]
        return f"{lemma.lower()}%1:{self.lexfile:02d}:{lex_id:02d}::"

    def kind(self) -> str:
        """The synset's kind for the SemCor rule: its lexicographer file, or INSTANCE."""
        return INSTANCE if self.instance else LEXNAMES[self.lexfile]


def read_data_noun(path: Path) -> dict[str, Synset]:
    """Parse WordNet's data.noun (format: wndb(5WN)).

    path (Path): the data.noun file.
    RETURNS (dict[str, Synset]): synsets by offset.
    """
    synsets: dict[str, Synset] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("  "):  # the licence header
            continue
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        try:
            offset, lexfile, pos = fields[0], int(fields[1]), fields[2]
            count = int(fields[3], 16)
            lemmas = tuple(fields[4 + 2 * i] for i in range(count))
            lex_ids = tuple(int(fields[5 + 2 * i], 16) for i in range(count))
            at = 4 + 2 * count
            pointers = [fields[at + 1 + 4 * i : at + 5 + 4 * i] for i in range(int(fields[at]))]
        except (IndexError, ValueError) as err:
            raise SystemExit(f"{path}:{number}: cannot parse synset line ({err})") from err
        if pos != "n" or len(offset) != 8 or lexfile not in LEXNAMES:
            raise SystemExit(f"{path}:{number}: not a noun synset line")
        hyponyms = tuple(p[1] for p in pointers if len(p) == 4 and p[0] == "~" and p[2] == "n")
        instance = any(len(p) == 4 and p[0] == "@i" for p in pointers)
        synsets[offset] = Synset(
            offset, lexfile, lemmas, lex_ids, hyponyms, instance, gloss.strip()
        )
    return synsets


def read_index_noun(path: Path) -> dict[str, tuple[str, ...]]:
    """Read each noun lemma's synsets from WordNet's index.noun (format: wndb(5WN)).

    path (Path): the index.noun file.
    RETURNS (dict[str, tuple[str, ...]]): lowercase lemma ('_' for spaces) -> offsets.
    """
    senses: dict[str, tuple[str, ...]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("  "):
            continue
        fields = line.split()
        try:
            count = int(fields[2])
            offsets = tuple(fields[-count:])
        except (IndexError, ValueError) as err:
            raise SystemExit(f"{path}:{number}: cannot parse index line ({err})") from err
        if fields[1] != "n" or not all(len(o) == 8 and o.isdigit() for o in offsets):
            raise SystemExit(f"{path}:{number}: not a noun index line")
        senses[fields[0]] = offsets
    return senses


def read_tag_counts(path: Path) -> dict[str, int]:
    """Read how often each noun sense is tagged in the SemCor corpus (WordNet's cntlist.rev).

    path (Path): the cntlist.rev file (lines: sense_key sense_number tag_count).
    RETURNS (dict[str, int]): tag count per noun sense key.
    """
    counts: dict[str, int] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        fields = line.split()
        if len(fields) != 3 or not fields[2].isdigit():
            raise SystemExit(f"{path}:{number}: expected 'sense_key sense_number count'")
        if "%1:" in fields[0]:
            counts[fields[0]] = int(fields[2])
    return counts


def closure(synsets: dict[str, Synset], roots: Iterable[Ref], stops: set[str]) -> list[str]:
    """The offsets reached from some roots through hyponym pointers.

    synsets (dict[str, Synset]): all noun synsets.
    roots (Iterable[Ref]): (offset, lemma, depth: hyponym levels to follow, None for all).
    stops (set[str]): excluded sub-trees: the walk stops there.
    RETURNS (list[str]): sorted offsets, roots included.
    """
    seen: set[str] = set()
    for offset, _, depth in roots:
        frontier, level = [offset], 0
        while frontier:
            seen.update(frontier)
            if depth is not None and level >= depth:
                break
            frontier = sorted({h for o in frontier for h in synsets[o].hyponyms} - seen - stops)
            level += 1
    return sorted(seen)


def read_exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    """Read WordNet's irregular noun forms (noun.exc: 'oxen ox').

    path (Path): the noun.exc file (lines: inflected_form base_form...).
    RETURNS (dict[str, tuple[str, ...]]): inflected form -> base forms ('_' for spaces).
    """
    forms: dict[str, tuple[str, ...]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        fields = line.split()
        if len(fields) < 2:
            raise SystemExit(f"{path}:{number}: expected 'inflected_form base_form...'")
        forms[fields[0]] = tuple(fields[1:])
    return forms


def plural_of(lemma: str, others: set[str], exceptions: dict[str, tuple[str, ...]]) -> bool:
    """Whether a lemma is the plural of another lemma ('cows' of 'cow', 'oxen' of 'ox').

    lemma (str): lowercase lemma, '_' for spaces.
    others (set[str]): the lemmas it may be the plural of.
    exceptions (dict[str, tuple[str, ...]]): noun.exc's irregular forms.
    RETURNS (bool): True when a regular (-s, -es, -ies) or irregular (noun.exc) singular,
        of the lemma or of its last word ("cat's_feet"), is in others.
    """
    head, _, last = lemma.rpartition("_")
    singulars = set(exceptions.get(lemma, ())) | set(exceptions.get(last, ()))
    if last.endswith("s"):
        singulars.add(last[:-1])
    if last.endswith("es"):
        singulars.add(last[:-2])
    if last.endswith("ies"):
        singulars.add(last[:-3] + "y")
    if head:
        singulars = {s if s.startswith(f"{head}_") else f"{head}_{s}" for s in singulars}
    return bool((singulars - {lemma}) & others)


def is_taxon(lemma: str, senses: dict[str, tuple[str, ...]]) -> bool:
    """Whether a lemma names a taxon: a Latin binomial ('Canis_familiaris') or a genus.

    lemma (str): the lemma as written in data.noun.
    senses (dict[str, tuple[str, ...]]): index.noun's lemmas.
    RETURNS (bool): True when the lemma starts with 'genus_', or is capitalized with a first
        word that names a genus ('genus_<first word>' is a lemma).
    """
    first = lemma.split("_", 1)[0]
    if first.lower() == "genus":
        return True
    return "_" in lemma and first[:1].isupper() and f"genus_{first.lower()}" in senses


def kind_share(
    lemma: str, reached: set[str], kinds: set[str], wordnet: WordNet
) -> tuple[int, int, bool]:
    """Weigh a lemma's noun senses: how much of it is the whole's kind of thing.

    lemma (str): lowercase lemma, '_' for spaces.
    reached (set[str]): the offsets of the whole's synsets and their hyponyms.
    kinds (set[str]): lexicographer files (no 'noun.') whose senses count as the whole's.
    wordnet (WordNet): the source.
    RETURNS (tuple[int, int, bool]): (weight on the whole's senses and kinds, total weight,
        whether the weights are tag counts; else they count senses, the lemma having no tags).
    """
    weights = []
    for offset in wordnet.senses.get(lemma, ()):
        synset = wordnet.synsets[offset]
        written = next(w for w in synset.lemmas if w.lower() == lemma)
        ours = offset in reached or synset.kind() in kinds
        weights.append((ours, wordnet.tags.get(synset.sense_key(written), 0)))
    tagged = sum(count for _, count in weights) > 0
    if tagged:
        return sum(c for own, c in weights if own), sum(c for _, c in weights), True
    return sum(1 for own, _ in weights if own), len(weights), False


def build_whole(spec: WholeSpec, wordnet: WordNet) -> tuple[dict[str, object], list[str]]:
    """Build one whole's entry.

    spec (WholeSpec): the whole.
    wordnet (WordNet): the source.
    RETURNS (tuple[dict[str, object], list[str]]): the entry, and the lemmas the SemCor rule
        dropped (sorted).
    """
    synsets, senses = wordnet.synsets, wordnet.senses
    for offset, lemma in [(o, w) for o, w, _ in spec.synsets + spec.added] + list(spec.exclude):
        if offset not in synsets or lemma not in synsets[offset].lemmas:
            raise SystemExit(f"whole {spec.name}: synset {offset} has no lemma {lemma!r}")
    unknown = set(spec.kinds) - set(LEXFILES)
    if unknown:
        raise SystemExit(f"whole {spec.name}: unknown kinds {sorted(unknown)}")
    kinds = set(spec.kinds) | {LEXNAMES[synsets[o].lexfile] for o, _, _ in spec.synsets}
    offsets = closure(synsets, spec.synsets + spec.added, {o for o, _ in spec.exclude})
    reached = set(offsets)
    lemmas = {w.lower() for o in offsets for w in synsets[o].lemmas if not is_taxon(w, senses)}
    members, dropped = [], []
    for lemma in sorted(lemmas):
        if lemma.replace("_", " ") in spec.own:
            continue
        share, total, _ = kind_share(lemma, reached, kinds, wordnet)
        (members if 2 * share >= total else dropped).append(lemma.replace("_", " "))
    restored = RESTORED.get(spec.name, ())
    wrong = set(restored) - set(dropped)
    if wrong:
        raise SystemExit(f"whole {spec.name}: restores {sorted(wrong)}, not dropped by the rule")
    dropped = [lemma for lemma in dropped if lemma not in restored]
    others = {m.replace(" ", "_") for m in [*members, *restored, *spec.own]}
    members = [
        m
        for m in [*members, *restored]
        if not plural_of(m.replace(" ", "_"), others, wordnet.exceptions)
    ]

    def described(refs: Iterable[Ref]) -> list[dict[str, object]]:
        return [
            {
                "depth": depth,
                "gloss": synsets[o].gloss,
                "lemmas": [w.replace("_", " ") for w in synsets[o].lemmas],
                "lexfile": "noun." + LEXNAMES[synsets[o].lexfile],
                "offset": o,
            }
            for o, _, depth in refs
        ]

    entry = {
        "added": described(spec.added),
        "dropped_by_rule": len(dropped),
        "excluded": [
            {"lemmas": [w.replace("_", " ") for w in synsets[o].lemmas], "offset": o}
            for o, _ in spec.exclude
        ],
        "kinds": sorted("noun." + k for k in kinds),
        "members": sorted(members),
        "note": spec.note,
        "own": list(spec.own),
        "restored": sorted(restored),
        "synsets": described(spec.synsets),
    }
    return entry, sorted(dropped)


def build_data(
    wordnet: WordNet, digests: dict[str, str]
) -> tuple[dict[str, object], dict[str, list[str]]]:
    """Build the wholes.

    wordnet (WordNet): the source.
    digests (dict[str, str]): sha256 of each source file, recorded as provenance.
    RETURNS (tuple[dict[str, object], dict[str, list[str]]]): the file's content, and per
        whole the lemmas the SemCor rule dropped.
    """
    names = [spec.name for spec in WHOLES]
    if len(names) != len(set(names)) or set(names) & set(DROPPED):
        raise SystemExit("a whole is listed twice, or both kept and dropped")
    if set(RESTORED) - set(names):
        raise SystemExit(f"restored members of unknown wholes: {set(RESTORED) - set(names)}")
    wholes, dropped = {}, {}
    for spec in WHOLES:
        wholes[spec.name], dropped[spec.name] = build_whole(spec, wordnet)
    data = {
        "_doc": DOC,
        "_license": WORDNET_LICENSE,
        "_source": {
            "data": "WordNet 3.0, Princeton University",
            "package": "Debian wordnet-base 1:3.0-37 (/usr/share/wordnet)",
            "sha256": digests,
        },
        "dropped": DROPPED,
        "wholes": wholes,
    }
    return data, dropped


def load(source_dir: Path) -> tuple[dict[str, object], dict[str, list[str]]]:
    """Read the WordNet files and build the data.

    source_dir (Path): the WordNet dict directory holding data.noun.
    RETURNS (tuple[dict[str, object], dict[str, list[str]]]): as build_data.
    """
    digests = {}
    for name, expected in SOURCE_SHA256.items():
        digests[name] = hashlib.sha256((source_dir / name).read_bytes()).hexdigest()
        if digests[name] != expected:
            print(
                f"warning: {name} sha256 {digests[name]} differs from {expected}", file=sys.stderr
            )
    wordnet = WordNet(
        read_data_noun(source_dir / "data.noun"),
        read_index_noun(source_dir / "index.noun"),
        read_tag_counts(source_dir / "cntlist.rev"),
        read_exceptions(source_dir / "noun.exc"),
    )
    return build_data(wordnet, digests)


def dump(data: dict[str, object]) -> str:
    """The file's text: sorted keys, indented, one trailing newline.

    data (dict[str, object]): the file's content.
    RETURNS (str): the text.
    """
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def build(source_dir: Path) -> str:
    """Build the JSON text of the kinds file.

    source_dir (Path): the WordNet dict directory holding data.noun.
    RETURNS (str): the file's text.
    """
    return dump(load(source_dir)[0])


def report(
    data: dict[str, object], dropped: dict[str, list[str]], shown: int = 40
) -> Iterable[str]:
    """Each whole's counts and the first lemmas the SemCor rule dropped, as Markdown lines.

    data (dict): the file's content.
    dropped (dict[str, list[str]]): per whole, the lemmas the rule dropped.
    shown (int): how many dropped lemmas to list per whole.
    RETURNS (Iterable[str]): the lines.
    """
    yield "| whole | synsets | added | members | dropped by the SemCor rule |"
    yield "| --- | ---: | ---: | ---: | ---: |"
    for name, whole in data["wholes"].items():
        yield (
            f"| {name} | {len(whole['synsets'])} | {len(whole['added'])} "
            f"| {len(whole['members'])} | {whole['dropped_by_rule']} |"
        )
    yield ""
    for name, lemmas in dropped.items():
        more = f" (+{len(lemmas) - shown})" if len(lemmas) > shown else ""
        yield f"- {name}: {', '.join(lemmas[:shown]) or '(none)'}{more}"


def main() -> None:
    """Command line: build_kinds.py [WORDNET_DIR] [--out PATH] [--check] [--report]."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "source",
        type=Path,
        nargs="?",
        default=DEBIAN_WORDNET,
        help=f"WordNet 3.0 dict directory (data.noun); default {DEBIAN_WORDNET}",
    )
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--report", action="store_true", help="print counts and dropped lemmas")
    args = parser.parse_args()
    data, dropped = load(args.source)
    text = dump(data)
    if args.report:
        print("\n".join(report(data, dropped)))
        return
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'identical' if same else 'DIFFERS'}")
        raise SystemExit(0 if same else 1)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(text.encode())} bytes)")


if __name__ == "__main__":
    main()
