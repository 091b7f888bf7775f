"""What the site's build makes once (`linklab.site.made_once`): made again only when an input
changed, given back as made, the folder kept to its newest few."""

import os

from example_counts import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from linklab.site.made_once import KEPT, made_once, prune


# each example writes files: a few lists of inputs show the rule
@settings(max_examples=examples(40))
@given(st.lists(st.lists(st.binary(max_size=4), max_size=3), min_size=1, max_size=8))
def test_each_list_of_inputs_is_made_once_and_given_back_as_made(tmp_path_factory, inputs):
    folder = tmp_path_factory.mktemp("made")
    calls: list[int] = []

    def make(index: int):
        def made() -> bytes:
            calls.append(index)
            return repr(index).encode()

        return made

    first = {}
    for index, parts in enumerate(inputs):
        key = tuple(parts)
        got = made_once(folder, parts, make(index))
        first.setdefault(key, got)
        assert got == first[key]
    assert len(calls) == len({tuple(parts) for parts in inputs})


def test_the_folder_keeps_the_results_used_last(tmp_path):
    for index in range(KEPT + 3):
        made_once(tmp_path, [bytes([index])], lambda: b"x")
    results = sorted(tmp_path.glob("*.bin"))
    assert len(results) == KEPT
    for age, path in enumerate(results):
        os.utime(path, (age, age))
    oldest, newest = results[0], results[-1]
    os.utime(oldest, (10**9, 10**9))  # given back once more: now the one used last
    prune(tmp_path, kept=2)
    assert set(tmp_path.glob("*.bin")) == {oldest, newest}
