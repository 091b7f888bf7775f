"""What the widgets send to the browser, read where ipywidgets hands it over without a kernel:
the ``comm`` package's `DummyComm`, whose ``publish_msg`` is its public way out."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture
def messages(monkeypatch) -> list[tuple[str, dict[str, Any]]]:
    """Every message the widgets send from now on, as (the widget's ``model_id``, message)."""
    import comm

    sent: list[tuple[str, dict[str, Any]]] = []

    def publish(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        if msg_type == "comm_msg":
            sent.append((self.comm_id, data or {}))

    monkeypatch.setattr(comm.DummyComm, "publish_msg", publish)
    return sent
