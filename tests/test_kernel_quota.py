"""The lecture app's kernels, rationed: a few per client, a cap in all, a client's page reused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from linklab.cli.kernel_quota import KernelQuota, full_page, limit
from linklab.cli.voila_server import split_options
from linklab.core.errors import InputError

CLIENTS = ("ann", "bob", "eve")
#: What may happen to the app between two page requests: a client asks for a page (its
#: render finishing or failing), a tab closes, a kernel is culled.
ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(("ask", "ask-and-fail", "close", "cull")),
        st.sampled_from(CLIENTS),
        st.integers(0, 5),
    ),
    max_size=40,
)


@given(per_client=st.integers(1, 3), in_all=st.integers(1, 5), actions=ACTIONS)
def test_no_client_holds_more_than_its_share_and_none_more_than_all(per_client, in_all, actions):
    quota, kernels, culled = KernelQuota(per_client, in_all), [], set()
    for action, client, pick in actions:
        if action in ("close", "cull") and kernels:
            kernel = kernels[pick % len(kernels)]
            quota.closing(kernel) if action == "close" else culled.add(kernel)
            continue
        if action not in ("ask", "ask-and-fail"):
            continue
        held = len(quota)
        claim = quota.claim(client, alive=lambda kernel: kernel not in culled)
        live = [k for k in kernels if k not in culled]
        if claim is None:  # full: only when every place is taken and none is the client's
            assert len(quota) >= in_all and quota.owner_count(client) == 0
            continue
        page, new = claim
        if new:
            if action == "ask-and-fail":
                taken = len(quota)
                quota.failed(page)
                assert len(quota) == taken - 1  # the place is free again
                continue
            kernels.append(f"k{len(kernels)}")
            quota.rendered(page, kernels[-1], f"<p>{kernels[-1]}</p>")
        else:
            assert page.client == client and page.kernel_id in live
        assert quota.owner_count(client) <= per_client
        assert len(quota) <= in_all and len(quota) <= held + 1


def test_a_reload_gets_the_page_whose_tab_closed_or_none_is_connected_to():
    quota = KernelQuota(per_client=2, in_all=5)
    for kernel in ("k1", "k2"):
        page, _ = quota.claim("ann")
        quota.rendered(page, kernel, f"<p>{kernel}</p>")
    assert not quota.reusable("ann")  # both tabs open: a request waits a moment for one to close
    quota.closing("k2")
    assert quota.reusable("ann") and quota.claim("ann")[0].kernel_id == "k2"
    assert quota.reusable("ann", idle=lambda kernel: kernel == "k1")
    assert quota.claim("ann", idle=lambda kernel: kernel == "k1")[0].kernel_id == "k1"
    third = quota.claim("bob", idle=lambda kernel: True)  # bob holds nothing yet: a new page
    assert third is not None and third[1]


def test_a_failed_render_frees_its_place():
    quota = KernelQuota(per_client=1, in_all=1)
    page, new = quota.claim("ann")
    assert new and quota.claim("bob") is None
    quota.failed(page)
    assert page.ready.is_set() and quota.claim("bob") is not None


def test_the_full_page_is_one_line_in_the_apps_language():
    for language, words in (("en", "The app is full: 4 pages"), ("zh", "应用已满：已有 4 个页面")):
        page = full_page(4, language)
        assert words in page and f'<html lang="{language}">' in page
        assert page.count("<p>") == 1


@pytest.mark.parametrize("text", ["0", "-1", "x", "1001", ""])
def test_a_bad_limit_is_refused_in_one_line_naming_the_option(text):
    with pytest.raises(InputError, match=r"^--max-kernels must be a whole number") as bad:
        split_options(["app.ipynb", f"--max-kernels={text}"])
    assert "\n" not in str(bad.value)


def test_the_limits_are_taken_out_of_voilas_options():
    limits, rest = split_options(["app.ipynb", "--kernels-per-client", "3", "--port=1"])
    assert limits == {"per_client": 3} and rest == ["app.ipynb", "--port=1"]
    assert limit(" 7 ", "--max-kernels") == 7
