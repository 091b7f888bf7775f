"""Processor time by test module (``pytest --cpu-table=N``): each test's set-up, call and
tear-down measured as user + system time of the process and of the programs it started and
waited for, summed by module; the N largest modules and tests are printed at the end with the
run's whole, start-up and collection included. Under ``pytest -n`` each worker measures its
own tests and the table adds them up.

A session fixture's servers (JupyterLab and its kernels, a hub) stop when the process's last
test is torn down: their processor time is counted then, when they are waited for, and it is
given a line of its own at the table's end, not to whichever test happened to come last.

Processor time, not the clock: on a machine others load, the clock says little, and the
processor time of a run over two cores is about twice its wall time on two idle ones.
"""

from __future__ import annotations

import resource
from collections import Counter

import pytest

#: The key of a test's processor time in its report, and of a worker's whole in what it sends.
_OUTPUT_KEY = "cpu_table"
#: The key of what a process's last tear-down took: the session's shared set-ups, stopped.
_AT_THE_END_KEY = "cpu_table_at_the_end"
#: Its line in the table.
AT_THE_END = "in no test: the session's shared set-ups, stopped after the last test"


def processor_seconds() -> float:
    """User + system time of this process and of its children that have been waited for.

    >>> processor_seconds() > 0
    True
    """
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def module_of(nodeid: str) -> str:
    """The file a test id names.

    >>> module_of("tests/test_board.py::test_x[a::b]"), module_of("linklab/core/board.py::Board")
    ('tests/test_board.py', 'linklab/core/board.py')
    """
    return nodeid.split("::", 1)[0]


def format_table(
    by_module: Counter[str], by_test: Counter[str], whole: float, rows: int, at_end: float = 0.0
) -> str:
    """The ``rows`` largest modules with their share of ``whole``, then the ``rows`` largest
    tests; ``at_end`` is what the session's shared set-ups took, stopped after the last test;
    what no test took else is the processes' start-up and collection (imports, mostly).

    >>> modules, tests = Counter({"a.py": 3.0, "b.py": 1.0}), Counter({"a.py::t": 2.0})
    >>> print(format_table(modules, tests, 6, 1, at_end=1.0))
    processor time by module (the 1 largest of 2), 6.0 s in all, 1.0 s outside the tests:
         3.0 s  50%  a.py
    the 1 largest tests:
         2.0 s  33%  a.py::t
         1.0 s  17%  in no test: the session's shared set-ups, stopped after the last test
    """
    outside = whole - sum(by_module.values()) - at_end
    lines = [
        f"processor time by module (the {min(rows, len(by_module))} largest of "
        f"{len(by_module)}), {whole:.1f} s in all, {outside:.1f} s outside the tests:"
    ]
    lines += _rows(by_module, whole, rows)
    lines.append(f"the {min(rows, len(by_test))} largest tests:")
    lines += _rows(by_test, whole, rows)
    lines += _rows(Counter({AT_THE_END: at_end}), whole, 1)
    return "\n".join(lines)


def format_waits(waited: Counter[str], rows: int) -> str:
    """The ``rows`` tests whose clock ran longest past their processor time (a server's start,
    a sleep, a poll: what a third worker could fill), with the whole of it.

    >>> print(format_waits(Counter({"a.py::t": 2.0, "a.py::u": 0.5}), 1))
    the 1 tests that waited longest (their clock less their processor time; 2.5 s in all):
         2.0 s  a.py::t
    """
    lines = [
        f"the {min(rows, len(waited))} tests that waited longest (their clock less their "
        f"processor time; {sum(waited.values()):.1f} s in all):"
    ]
    lines += [f"{s:8.1f} s  {name}" for name, s in waited.most_common(rows)]
    return "\n".join(lines)


def _rows(seconds_of: Counter[str], whole: float, rows: int) -> list[str]:
    share = 100 / whole if whole else 0.0
    return [f"{s:8.1f} s {s * share:3.0f}%  {name}" for name, s in seconds_of.most_common(rows)]


def pytest_addoption(parser):
    parser.addoption(
        "--cpu-table",
        type=int,
        default=0,
        metavar="N",
        help="print the N test modules and tests that took the most processor time (0: none)",
    )


class CpuTable:
    """Measures in each process that runs tests; adds up and prints in the one that reports."""

    def __init__(self, config) -> None:
        self.config = config
        self.rows = config.getoption("cpu_table")
        self.by_module: Counter[str] = Counter()
        self.by_test: Counter[str] = Counter()
        self.whole = 0.0  # the workers' (under pytest -n), added as each ends
        self.at_end = 0.0  # the session fixtures' of every process, stopped after its last test
        self.clock: Counter[str] = Counter()  # each test's set-up, call and tear-down
        self.waited: Counter[str] = Counter()
        self.workers = 0

    def _measured(self, item, key=_OUTPUT_KEY):
        start = processor_seconds()
        yield
        item.user_properties.append((key, processor_seconds() - start))

    pytest_runtest_setup = pytest.hookimpl(hookwrapper=True)(_measured)
    pytest_runtest_call = pytest.hookimpl(hookwrapper=True)(_measured)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_teardown(self, item, nextitem):
        # the last test's tear-down stops every session fixture too
        yield from self._measured(item, _OUTPUT_KEY if nextitem else _AT_THE_END_KEY)

    def pytest_runtest_logreport(self, report):
        self.clock[report.nodeid] += report.duration
        if report.when == "teardown":
            spent = sum(v for k, v in report.user_properties if k == _OUTPUT_KEY)
            self.by_module[module_of(report.nodeid)] += spent
            self.by_test[report.nodeid] += spent
            at_end = sum(v for k, v in report.user_properties if k == _AT_THE_END_KEY)
            self.at_end += at_end
            self.waited[report.nodeid] = max(0.0, self.clock.pop(report.nodeid) - spent - at_end)

    def pytest_sessionfinish(self, session):
        workeroutput = getattr(self.config, "workeroutput", None)
        if workeroutput is not None:  # a worker: its whole to the controller
            workeroutput[_OUTPUT_KEY] = processor_seconds()

    @pytest.hookimpl(optionalhook=True)  # pytest-xdist's: a worker has ended
    def pytest_testnodedown(self, node, error):
        self.whole += getattr(node, "workeroutput", {}).get(_OUTPUT_KEY, 0.0)
        self.workers += 1

    def pytest_terminal_summary(self, terminalreporter):
        if getattr(self.config, "workeroutput", None) is not None:
            return
        # the workers' time as they sent it: as this process's children they would count twice
        own = resource.getrusage(resource.RUSAGE_SELF)
        whole = self.whole + (own.ru_utime + own.ru_stime if self.workers else processor_seconds())
        table = format_table(self.by_module, self.by_test, whole, self.rows, self.at_end)
        terminalreporter.write_line(table)
        terminalreporter.write_line(format_waits(self.waited, self.rows))


def pytest_configure(config):
    if config.getoption("cpu_table") > 0:
        config.pluginmanager.register(CpuTable(config), "cpu_table_plugin")
