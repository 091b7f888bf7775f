"""Test-wide settings: a headless matplotlib backend and a hypothesis profile for CI."""

import os

import matplotlib
import pytest
from hypothesis import HealthCheck, settings

matplotlib.use("Agg")

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=150
)
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


@pytest.fixture(scope="session")
def chromium_browser():
    """One headless Chromium for the whole run: Playwright's sync API allows one at a time."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import browser_kit
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=browser_kit.CHROMIUM,
            headless=True,
            args=browser_kit.CHROMIUM_FLAGS,
            timeout=60_000,
        )
        try:
            yield chromium
        finally:
            chromium.close()
