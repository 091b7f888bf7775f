"""What the course's checks work out once, worked out ahead: the rule's answer on each board
case and the course's own work on each case whose work is counted. A check remembers both
(`cases.truth`, `counting.reference_work`), so only its first right run pays for them; the
page's Python runs `work_out_ahead` before its snapshot is taken, and the first right check a
learner presses costs what the next one does.

>>> from linklab.course.selfcheck import counting
>>> counting.forget_counted_work()
>>> work_out_ahead(cases=3)
>>> counting.reference_work.cache_info().currsize > 0
True
"""

from __future__ import annotations

from linklab.core.rules import Rules
from linklab.course.selfcheck import cases as _cases
from linklab.course.selfcheck import counting
from linklab.course.selfcheck.checks import REFERENCE_KIND, counted_case


def work_out_ahead(rules: Rules = Rules(), cases: int = 300, seed: int = 0) -> None:
    """Remember the rule's answer and the course's counted work on every case a board check
    with these arguments tries (the notebooks' checks use the defaults), and the six-digit
    check's counted work on each of its layouts."""
    from linklab.core.cases import six_in_order

    for case in _cases.all_cases(rules, cases, seed):
        _cases.truth(case, rules)
        if counted_case("link", case):
            counting.reference_work(REFERENCE_KIND["link"], case, rules)
        if case[0].rows * case[0].cols >= counting.LOOK_CELLS:  # a DFS check's pruned looks
            counting.pruned_looks(case, rules)
    for layout in six_in_order():
        counting.reference_work(REFERENCE_KIND["six"], layout, Rules())  # as `check_can_reach`
