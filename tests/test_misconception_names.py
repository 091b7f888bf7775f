"""No wrong name: every model of the catalogue, taken as a learner's function, is named by its
own entry and by no other.

Each model of each entry (``linklab.course.selfcheck.misconceptions``) is asked as the learner's
function would be: its first failing case of the check's own cases, its answers on the probes.
`diagnose` must name its entry, or, where no case of the check tells it from another entry,
both together in the one sentence `ALIKE` holds for them; and `ALIKE`'s groups are proved alike
here on every case of the check, so that sentence never covers two mistakes a case tells apart.
"""

from __future__ import annotations

import pytest

from linklab.core.rules import Rules
from linklab.course.selfcheck import checks
from linklab.course.selfcheck import misconceptions as mc

#: The checks a catalogue entry can be met in, each under the rules it is checked with
#: (``path`` is judged as ``dfs`` is, by the same entries).
CHECKS = [
    ("link", Rules()),
    ("link", Rules(outside=True)),
    ("dfs", Rules()),
    ("dfs", Rules(outside=True)),
    ("bfs", Rules()),
    ("six", Rules()),
]


def judge_of(kind: str, rules: Rules):
    """The check's judge of an answer, as `diagnose` is given it: the way it fails, or None."""
    judge = checks.judge_for(kind, rules)
    return lambda case, said: judge(case, said)[0]


def named_as(kind: str, rules: Rules, model) -> tuple[str, str] | None:
    """The key `diagnose` names ``model`` by, asked as a learner's function on its first failing
    case, and that case's way; None when the model gets no case of the check wrong."""
    judge = judge_of(kind, rules)

    def ask(case):
        return judge(case, mc.answer_of(model, case, rules, kind))

    failing = next((case for case in mc.cases_of(kind, rules) if ask(case) is not None), None)
    if failing is None:
        return None
    found = mc.diagnose(kind, rules, failing, ask(failing), ask, judge)
    return (found.key if found else "", repr(ask(failing)))


#: Every entry under every check it can be met in: one test each, so that none runs long.
MET = [(check, entry.key) for check in CHECKS for entry in mc.entries_for(*check)]


def label(met) -> str:
    (kind, rules), key = met
    return f"{kind}{'-outside' if rules.outside else ''}-{key}"


@pytest.mark.parametrize("met", MET, ids=label)
def test_every_model_is_named_by_its_own_entry_and_no_other(met):
    (kind, rules), key = met
    entry = next(entry for entry in mc.CATALOGUE if entry.key == key)
    wrong, named = [], []
    for number, model in enumerate(entry.models):
        said = named_as(kind, rules, model)
        if said is None:  # right on every case of this check: not met here
            continue
        named.append(said)
        keys = said[0].split("+")
        if key not in keys or (len(keys) > 1 and frozenset(keys) not in mc.ALIKE):
            wrong.append((number, said))
    assert wrong == []
    assert named  # the entry's models do fail in this check


def test_every_check_kind_meets_most_of_its_entries():
    kinds = {kind for (kind, _), _ in MET}
    assert kinds == {"link", "dfs", "bfs", "six"}
    assert {key for _, key in MET} == {entry.key for entry in mc.CATALOGUE}


def test_an_entry_that_does_not_apply_under_the_rules_is_left_out():
    assert "ring_ignored" not in {entry.key for entry in mc.entries_for("link", Rules())}
    assert "ring_ignored" in {e.key for e in mc.entries_for("link", Rules(outside=True))}


@pytest.mark.parametrize("keys", list(mc.ALIKE), ids=lambda keys: "+".join(sorted(keys)))
def test_no_case_of_the_check_tells_apart_the_entries_named_together(keys):
    for kind in ("dfs",):
        rules = Rules()
        judge = judge_of(kind, rules)
        entries = [entry for entry in mc.entries_for(kind, rules) if entry.key in keys]
        assert {entry.key for entry in entries} == keys
        # the models of each entry that make the mistake the group names: each gets the first
        # case the first one gets wrong wrong the same way
        first = entries[0].models[0]
        cases = list(mc.cases_of(kind, rules))
        failing = next(
            case for case in cases if judge(case, mc.answer_of(first, case, rules, kind))
        )
        way = judge(failing, mc.answer_of(first, failing, rules, kind))
        group = [
            model
            for entry in entries
            for model in entry.models
            if judge(failing, mc.answer_of(model, failing, rules, kind)) == way
        ]
        assert len(group) >= len(entries)
        for case in cases:
            ways = {judge(case, mc.answer_of(model, case, rules, kind)) for model in group}
            assert len(ways) == 1, (case, ways)


def test_the_sentence_for_entries_named_together_is_one_sentence_in_both_languages():
    from linklab import i18n

    for keys, sentence in mc.ALIKE.items():
        assert sentence.count(". ") == 0 and sentence.endswith(".")
        chinese = i18n.translate(sentence, "zh")
        assert chinese != sentence and chinese.count("。") == 1
        joined = mc.together(tuple(e for e in mc.CATALOGUE if e.key in keys))
        assert joined.sentence == sentence and set(joined.key.split("+")) == keys


def test_every_entry_sentence_is_in_chinese():
    from linklab import i18n

    for entry in mc.CATALOGUE:
        assert i18n.translate(entry.sentence, "zh") != entry.sentence, entry.key
