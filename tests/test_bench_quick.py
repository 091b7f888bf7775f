"""``make bench``'s comparison: each ratio beside the recorded one, a fall past 20% flagged."""

from __future__ import annotations

import json

import pytest

from benchmarks import quick


def test_a_fall_of_more_than_a_fifth_is_flagged(capsys):
    fell = quick.compare({"a": 7.9, "b": 8.1, "c": 30.0, "d": 1.0}, {"a": 10.0, "b": 10.0, "c": 3})
    assert fell == ["a"]
    printed = capsys.readouterr().out.splitlines()
    assert "FELL" in printed[0] and not any("FELL" in line for line in printed[1:])
    assert "none recorded" in printed[3]


def test_a_run_exits_1_when_a_figure_fell(tmp_path, monkeypatch):
    latest = tmp_path / "latest.json"
    monkeypatch.setattr(quick, "LATEST", latest)
    monkeypatch.setattr(quick, "PARTS", [lambda: {"judge": 2.0}])
    monkeypatch.setattr("sys.argv", ["quick", "--record"])
    quick.main()
    assert json.loads(latest.read_text())["figures"] == {"judge": 2.0}
    monkeypatch.setattr(quick, "PARTS", [lambda: {"judge": 1.5}])
    monkeypatch.setattr("sys.argv", ["quick"])
    with pytest.raises(SystemExit) as stopped:
        quick.main()
    assert stopped.value.code == 1


def test_every_quick_figure_is_recorded():
    recorded = json.loads(quick.LATEST.read_text())["figures"]
    assert recorded and all(value > 0 for value in recorded.values())
