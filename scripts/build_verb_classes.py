"""Build components/data/verb_classes.json: verbs of gain and loss from WordNet 3.0.

VerbNet itself is not on any registry reachable here (see scripts/README.md), so the
member lists come from WordNet 3.0's verb hierarchy, as shipped by Debian's
``wordnet-base`` package (WordNet 3.0 licence, a permissive BSD-style licence whose
notice is copied into the output). Each class is a set of root synsets chosen by hand
(listed below with their WordNet offsets) and a direction for the subject's holding;
its members are the lemmas of the roots and of all their hyponyms (troponyms), found by
following WordNet's ``~`` pointers; WordNet's SemCor tag counts (cntlist.rev) say how
often each member is used in the class's senses. The walk stops at the root of another class, so a
sub-tree (``buy`` under ``get``) belongs to the more specific class only. Each class also
names the nearest VerbNet classes for cross-reference; those ids are labels, nothing in
the member lists comes from VerbNet.

Get the source without installing anything::

    apt-get download wordnet-base        # wordnet-base_1%3a3.0-37_all.deb
    dpkg-deb -x wordnet-base_*.deb /tmp/wn
    python scripts/build_verb_classes.py /tmp/wn/usr/share/wordnet

``--check`` compares with the file in the repository instead of writing it; ``--report``
prints the comparison with components/data/verbs.json as Markdown. Standard library only.
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
OUT = ROOT / "components" / "data" / "verb_classes.json"
LEXICON = ROOT / "components" / "data" / "verbs.json"
SOURCE_SHA256 = {
    "cntlist.rev": "a198580b8f705fa02797bba8b13e5cbe4a9f9f40cb1697e774c7fc6a5865b035",
    "data.verb": "adcf43e35b581e8036d8b5a52d63d9cd3d3b4870b2720d3c03c799df44777bc2",
}
DIRECTIONS = ("gain", "lose", "transfer-out", "transfer-in", "consume", "create")
LEXNAMES = {29: "body", 30: "change", 31: "cognition", 32: "communication", 33: "competition"}
LEXNAMES |= {34: "consumption", 35: "contact", 36: "creation", 37: "emotion", 38: "motion"}
LEXNAMES |= {39: "perception", 40: "possession", 41: "social", 42: "stative", 43: "weather"}

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
    "Verb classes of gain and loss for growing verbs.json; data only, not read by the "
    "parser. Each class: 'name'; 'direction' of the subject's holding (gain: the subject's "
    "holding grows, the source need not be a holder; transfer-in: the subject receives "
    "from another party, who loses; transfer-out: the subject gives to another party, who "
    "gains; lose: the holding shrinks and nobody gains; consume: the items are used up; "
    "create: new items come into being and the subject holds them); 'roots': the WordNet "
    "3.0 verb synsets (offset in data.verb, lemmas, lexicographer file, gloss) chosen by "
    "hand for the class, with the 'depth' of hyponyms followed (null: all); 'excluded': "
    "sub-trees left out as off topic; 'members': the lemmas of the roots and of their "
    "hyponyms (WordNet '~' pointers), phrasal verbs written with spaces, the walk stopping "
    "at another class's root; 'synsets': how many synsets the members come from; 'semcor': "
    "for each member tagged in the SemCor corpus (WordNet's cntlist.rev), [tags in this "
    "class's senses, tags in all the lemma's verb senses], a measure of how often the "
    "member means what the class says; 'verbnet_analogue': the nearest VerbNet class ids, "
    "for cross-reference only (no member comes from VerbNet); 'note'. A lemma can be in "
    "several classes (polysemy): a member is a candidate, not a sense. Source: WordNet 3.0 "
    "(Princeton University), files data.verb and cntlist.rev of Debian's wordnet-base "
    "1:3.0-37; licence in '_license'. Rebuild: scripts/build_verb_classes.py (see "
    "scripts/README.md)."
)


@dataclass(frozen=True)
class ClassSpec:
    """One class: roots chosen by hand, the direction they imply, and cross-references.

    name (str): short class name.
    direction (str): one of DIRECTIONS.
    roots (tuple[tuple[str, str, int | None], ...]): (data.verb offset, a lemma of that
        synset, how many hyponym levels to follow from it: None for all).
    verbnet (tuple[str, ...]): nearest VerbNet class ids, for reference only.
    note (str): what the class covers and where it misleads.
    exclude (tuple[tuple[str, str], ...]): (offset, lemma) of sub-trees left out as off
        topic (supplying a service, copying a painting).
    """

    name: str
    direction: str
    roots: tuple[tuple[str, str, int | None], ...]
    verbnet: tuple[str, ...]
    note: str
    exclude: tuple[tuple[str, str], ...] = ()


ALL = None  # follow every hyponym level
CLASSES = (
    ClassSpec(
        "get",
        "gain",
        (("02210873", "get", ALL), ("02265997", "save", ALL), ("01111834", "score", 0)),
        ("get-13.5.1", "obtain-13.5.2", "earn-54.6"),
        "come into possession (find, win, earn, catch, inherit, save up, score); the other "
        "side, if any, is named by 'from'",
        exclude=(("02290479", "profit"),),
    ),
    ClassSpec(
        "receive",
        "transfer-in",
        (("02210137", "receive", ALL), ("02236142", "accept", ALL)),
        ("get-13.5.1", "obtain-13.5.2"),
        "receive or accept what another party gives",
    ),
    ClassSpec(
        "buy",
        "transfer-in",
        (("02207224", "buy", ALL),),
        ("get-13.5.1",),
        "obtain by purchase; a money amount is the price, not the theme",
    ),
    ClassSpec(
        "borrow",
        "transfer-in",
        (("02324044", "borrow", ALL),),
        ("obtain-13.5.2",),
        "get temporarily from another party",
    ),
    ClassSpec(
        "steal",
        "transfer-in",
        (("02321775", "steal", ALL), ("02206637", "take", ALL)),
        ("steal-10.5",),
        "take without consent or by force; the owner loses",
    ),
    ClassSpec(
        "take",
        "transfer-in",
        (("02205290", "take", ALL),),
        ("obtain-13.5.2",),
        "take into one's possession; 'take' itself is highly polysemous",
    ),
    ClassSpec(
        "gather",
        "gain",
        (("01380656", "gather", ALL), ("02305000", "collect", ALL), ("02305604", "collect", ALL)),
        ("berry-13.7",),
        "gather, pick, harvest, accumulate; the source is usually not a holder",
    ),
    ClassSpec(
        "create",
        "create",
        (
            ("01653031", "create_from_raw_material", ALL),
            ("01621573", "produce", ALL),
            ("01654646", "build", ALL),
            ("01739832", "grow", ALL),
        ),
        ("build-26.1", "create-26.4", "preparing-26.3", "grow-26.2.1"),
        "make, bake, cook, build, knit, grow (crops): new items the subject then holds",
        exclude=(("01736840", "reproduce"),),
    ),
    ClassSpec(
        "give",
        "transfer-out",
        (
            ("02199608", "give", ALL),
            ("02200704", "gift", ALL),
            ("02230790", "hand", ALL),
            ("02201662", "distribute", ALL),
        ),
        ("give-13.1", "contribute-13.2"),
        "give, hand, pay, spend, lend, donate, feed, distribute; the receiver gains",
        exclude=(("02327218", "supply"), ("02219112", "support")),
    ),
    ClassSpec(
        "sell",
        "transfer-out",
        (("02242482", "sell", ALL),),
        ("give-13.1",),
        "exchange for money; the buyer gains the items, the seller gains the money",
    ),
    ClassSpec(
        "send",
        "transfer-out",
        (("01437272", "send", ALL), ("01438322", "deliver", ALL), ("02293339", "hand_over", ALL)),
        ("send-11.1", "bring-11.3"),
        "send, mail, deliver, hand over to a receiver",
    ),
    ClassSpec(
        "put",
        "transfer-out",
        (("01494328", "put", 1),),
        ("put-9.1", "pour-9.5"),
        "put, place, set (direct hyponyms only): the destination named by 'in/into/on' "
        "gains, and is often a container rather than a holder",
    ),
    ClassSpec(
        "lose",
        "lose",
        (
            ("02287807", "lose", ALL),
            ("02287636", "lose", ALL),
            ("01503119", "misplace", ALL),
            ("01542225", "spill", ALL),
        ),
        (),
        "cease to have, mislay, spill; nobody gains (VerbNet has no class for this sense)",
    ),
    ClassSpec(
        "discard",
        "lose",
        (("02224073", "get_rid_of", 0), ("02222336", "discard", ALL), ("01513448", "shed", ALL)),
        ("throw-17.1",),
        "get rid of, throw away, discard, dispose of; nobody gains",
    ),
    ClassSpec(
        "consume",
        "consume",
        (
            ("01156852", "consume", ALL),
            ("01157535", "use_up", ALL),
            ("01158590", "use", ALL),
            ("01158199", "squander", ALL),
        ),
        ("eat-39.1", "devour-39.4", "gobble-39.3", "consume-66"),
        "eat, drink, use up, squander: the items cease to exist; the eater need not be "
        "their holder ('the rabbits ate 3 of the potatoes')",
        exclude=(("01200458", "drug"),),
    ),
    ClassSpec(
        "destroy",
        "lose",
        (
            ("01619947", "destroy", ALL),
            ("01564162", "ruin", ALL),
            ("01369776", "break", ALL),
            ("00334996", "break", ALL),
            ("00999833", "delete", ALL),
            ("01548736", "erase", ALL),
        ),
        ("destroy-44", "break-45.1"),
        "destroy, ruin, break, delete, erase: the items' holder loses them; the subject is "
        "often not the holder (a storm, a dog)",
    ),
    ClassSpec(
        "remove",
        "transfer-in",
        (("00173338", "remove", 1),),
        ("remove-10.1",),
        "remove, take away, withdraw (direct hyponyms only): the subject takes the theme "
        "from a source, which loses it; the subject gains only when it keeps the theme "
        "(peel, weed and skim keep nothing)",
    ),
)


@dataclass(frozen=True)
class Synset:
    """A WordNet verb synset as read from data.verb.

    offset (str): 8-digit byte offset, the synset's id in this release.
    lexfile (int): lexicographer file number (40: verb.possession, ...).
    lemmas (tuple[str, ...]): the words, lowercase, '_' for spaces.
    lex_ids (tuple[int, ...]): each word's lex_id (with the lexfile, its sense key).
    hyponyms (tuple[str, ...]): offsets of the verb synsets its '~' pointers name.
    gloss (str): the definition and examples.
    """

    offset: str
    lexfile: int
    lemmas: tuple[str, ...]
    lex_ids: tuple[int, ...]
    hyponyms: tuple[str, ...]
    gloss: str

    def sense_key(self, lemma: str) -> str:
        """The WordNet sense key of one of the synset's lemmas (as in cntlist.rev)."""
        lex_id = self.lex_ids[self.lemmas.index(lemma)]
        return f"{lemma}%2:{self.lexfile:02d}:{lex_id:02d}::"


def read_data_verb(path: Path) -> dict[str, Synset]:
    """Parse WordNet's data.verb (format: wndb(5WN)).

    path (Path): the data.verb file.
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
            lemmas = tuple(fields[4 + 2 * i].lower() for i in range(count))
            lex_ids = tuple(int(fields[5 + 2 * i], 16) for i in range(count))
            at = 4 + 2 * count
            pointers = [fields[at + 1 + 4 * i : at + 5 + 4 * i] for i in range(int(fields[at]))]
        except (IndexError, ValueError) as err:
            raise SystemExit(f"{path}:{number}: cannot parse synset line ({err})") from err
        if pos != "v" or len(offset) != 8:
            raise SystemExit(f"{path}:{number}: not a verb synset line")
        hyponyms = tuple(p[1] for p in pointers if len(p) == 4 and p[0] == "~" and p[2] == "v")
        synsets[offset] = Synset(offset, lexfile, lemmas, lex_ids, hyponyms, gloss.strip())
    return synsets


def read_tag_counts(path: Path) -> dict[str, int]:
    """Read how often each verb sense is tagged in the SemCor corpus (WordNet's cntlist.rev).

    path (Path): the cntlist.rev file (lines: sense_key sense_number tag_count).
    RETURNS (dict[str, int]): tag count per verb sense key.
    """
    counts: dict[str, int] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        fields = line.split()
        if len(fields) != 3 or not fields[2].isdigit():
            raise SystemExit(f"{path}:{number}: expected 'sense_key sense_number count'")
        if "%2:" in fields[0]:
            counts[fields[0]] = int(fields[2])
    return counts


def closure(synsets: dict[str, Synset], spec: ClassSpec, stops: set[str]) -> list[str]:
    """The offsets reached from a class's roots through hyponym pointers.

    synsets (dict[str, Synset]): all verb synsets.
    spec (ClassSpec): the class.
    stops (set[str]): roots of other classes and excluded sub-trees: the walk stops there.
    RETURNS (list[str]): sorted offsets, roots included.
    """
    seen: set[str] = set()
    for offset, _, depth in spec.roots:
        frontier, level = [offset], 0
        while frontier:
            seen.update(frontier)
            if depth is not None and level >= depth:
                break
            frontier = sorted({h for o in frontier for h in synsets[o].hyponyms} - seen - stops)
            level += 1
    return sorted(seen)


def build_data(
    synsets: dict[str, Synset], tags: dict[str, int], digests: dict[str, str]
) -> dict[str, object]:
    """Build the classes.

    synsets (dict[str, Synset]): all verb synsets.
    tags (dict[str, int]): SemCor tag count per verb sense key.
    digests (dict[str, str]): sha256 of each source file, recorded as provenance.
    RETURNS (dict[str, object]): the file's content.
    """
    lemma_total: dict[str, int] = {}
    for key, count in tags.items():
        lemma = key.split("%", 1)[0]
        lemma_total[lemma] = lemma_total.get(lemma, 0) + count
    all_roots = {offset for spec in CLASSES for offset, _, _ in spec.roots}
    classes = []
    for spec in CLASSES:
        if spec.direction not in DIRECTIONS:
            raise SystemExit(f"class {spec.name}: unknown direction {spec.direction}")
        for offset, lemma in [(o, lemma) for o, lemma, _ in spec.roots] + list(spec.exclude):
            if offset not in synsets or lemma not in synsets[offset].lemmas:
                raise SystemExit(f"class {spec.name}: synset {offset} has no lemma {lemma!r}")
        own = {offset for offset, _, _ in spec.roots}
        offsets = closure(synsets, spec, (all_roots - own) | {o for o, _ in spec.exclude})
        in_class: dict[str, int] = {}
        for o in offsets:
            for lemma in synsets[o].lemmas:
                key = synsets[o].sense_key(lemma)
                in_class[lemma] = in_class.get(lemma, 0) + tags.get(key, 0)
        members = sorted(lemma.replace("_", " ") for lemma in in_class)
        semcor = {
            lemma.replace("_", " "): [count, lemma_total[lemma]]
            for lemma, count in sorted(in_class.items())
            if lemma_total.get(lemma, 0) > 0
        }
        classes.append(
            {
                "direction": spec.direction,
                "excluded": [
                    {
                        "lemmas": [lemma.replace("_", " ") for lemma in synsets[o].lemmas],
                        "offset": o,
                    }
                    for o, _ in spec.exclude
                ],
                "members": members,
                "name": spec.name,
                "note": spec.note,
                "roots": [
                    {
                        "depth": depth,
                        "gloss": synsets[o].gloss,
                        "lemmas": [lemma.replace("_", " ") for lemma in synsets[o].lemmas],
                        "lexfile": "verb." + LEXNAMES[synsets[o].lexfile],
                        "offset": o,
                    }
                    for o, _, depth in spec.roots
                ],
                "semcor": semcor,
                "synsets": len(offsets),
                "verbnet_analogue": list(spec.verbnet),
            }
        )
    return {
        "_doc": DOC,
        "_license": WORDNET_LICENSE,
        "_source": {
            "data": "WordNet 3.0, Princeton University",
            "package": "Debian wordnet-base 1:3.0-37 (/usr/share/wordnet)",
            "sha256": digests,
        },
        "classes": classes,
    }


def build(source_dir: Path) -> str:
    """Build the JSON text of the classes file.

    source_dir (Path): the WordNet dict directory holding data.verb.
    RETURNS (str): the file's text, sorted keys, indented.
    """
    digests = {}
    for name, expected in SOURCE_SHA256.items():
        digests[name] = hashlib.sha256((source_dir / name).read_bytes()).hexdigest()
        if digests[name] != expected:
            print(
                f"warning: {name} sha256 {digests[name]} differs from {expected}", file=sys.stderr
            )
    synsets = read_data_verb(source_dir / "data.verb")
    data = build_data(synsets, read_tag_counts(source_dir / "cntlist.rev"), digests)
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=True) + "\n"


def lexicon_entries(lexicon: dict[str, object]) -> dict[str, list[str]]:
    """Each verb of verbs.json with the lists it is in.

    lexicon (dict): the content of verbs.json.
    RETURNS (dict[str, list[str]]): verb -> the names of its lists.
    """
    entries: dict[str, list[str]] = {}
    for key in ("possess", "gain", "lose", "consume", "money_gain", "arrive", "depart"):
        for verb in lexicon.get(key, []):
            entries.setdefault(verb, []).append(key)
    return entries


def report(data: dict[str, object], lexicon: dict[str, object], attested: int = 3) -> Iterable[str]:
    """Compare the classes with verbs.json, as Markdown lines.

    data (dict): the classes file's content.
    lexicon (dict): the content of verbs.json.
    attested (int): SemCor tags in the class's senses for a new member to be listed.
    RETURNS (Iterable[str]): the lines.
    """
    entries = lexicon_entries(lexicon)
    in_class: dict[str, list[str]] = {}
    tagged: dict[str, int] = {}
    total: dict[str, int] = {}
    directions: dict[str, set[str]] = {}
    for cls in data["classes"]:
        for member in cls["members"]:
            in_class.setdefault(member, []).append(cls["name"])
            directions.setdefault(member, set()).add(cls["direction"])
        for member, (count, all_senses) in cls["semcor"].items():
            tagged[member] = tagged.get(member, 0) + count
            total[member] = all_senses
    yield "| class | direction | synsets | members | in verbs.json | not in verbs.json |"
    yield "| --- | --- | ---: | ---: | ---: | ---: |"
    for cls in data["classes"]:
        known = [m for m in cls["members"] if m in entries]
        yield (
            f"| {cls['name']} | {cls['direction']} | {cls['synsets']} | {len(cls['members'])} "
            f"| {len(known)} | {len(cls['members']) - len(known)} |"
        )
    yield ""
    yield f"Members not in verbs.json, tagged at least {attested} times in SemCor in the"
    yield "class's senses (count in brackets), most frequent first:"
    yield ""
    for cls in data["classes"]:
        new = sorted(
            (-count, member)
            for member, (count, _) in cls["semcor"].items()
            if count >= attested and member not in entries
        )
        listed = ", ".join(f"{member} ({-count})" for count, member in new) or "(none)"
        yield f"- {cls['name']} ({cls['direction']}): {listed}"
    yield ""
    yield "Entries of verbs.json (possess, gain, lose, consume, money_gain, arrive, depart)"
    yield "that are in no class:"
    yield ""
    yield ", ".join(sorted(v for v in entries if v not in in_class)) or "(none)"
    yield ""
    yield "Entries of verbs.json's gain and lose lists with the classes they are in:"
    yield ""
    for key in ("gain", "lose"):
        found = [f"{v} ({'/'.join(in_class[v])})" for v in lexicon[key] if v in in_class]
        yield f"- {key}: " + ", ".join(found)
    yield ""
    yield f"Polysemy: members in verbs.json or tagged at least {attested} times in a class,"
    yield "whose SemCor tags fall mostly outside all classes (share in classes < 50%, of at"
    yield "least 20 tags) or whose classes disagree on the direction; tags in classes / all"
    yield "tags, then the directions:"
    yield ""
    for member in sorted(in_class):
        if member not in entries and tagged.get(member, 0) < attested:
            continue
        low = total.get(member, 0) >= 20 and tagged.get(member, 0) / total[member] < 0.5
        if low or len(directions[member]) > 1:
            share = f"{tagged.get(member, 0)}/{total.get(member, 0)}"
            yield f"- {member}: {share}; {', '.join(sorted(directions[member]))}"


def main() -> None:
    """Command line: build_verb_classes.py WORDNET_DIR [--out PATH] [--check] [--report]."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="WordNet 3.0 dict directory (data.verb)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--report", action="store_true", help="print the verbs.json comparison")
    args = parser.parse_args()
    text = build(args.source)
    if args.report:
        lexicon = json.loads(LEXICON.read_text(encoding="utf-8"))
        print("\n".join(report(json.loads(text), lexicon)))
        return
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'identical' if same else 'DIFFERS'}")
        raise SystemExit(0 if same else 1)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(text.encode())} bytes)")


if __name__ == "__main__":
    main()
