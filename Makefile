# Two entry points: `make lab` opens the notebooks, `make test` runs every test
# (`make check`, the quick part of them, between two edits).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# Where `make lab` listens: `make lab IP=0.0.0.0 PORT=9000` to serve other machines.
IP ?= 127.0.0.1
PORT ?= 8888

# JupyterLab refuses to run as root unless told; only say so when it is root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
# No desktop to open a browser on: print the address instead (Jupyter always prints it).
NO_BROWSER := $(if $(DISPLAY)$(WAYLAND_DISPLAY)$(filter Darwin,$(shell uname -s)),,--no-browser)
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
# The Chinese edition's JupyterLab keeps its own user settings: its menus in Chinese (zh_CN).
ZH_SETTINGS := $(VENV)/lab-zh-settings
ZH_LOCALE := $(ZH_SETTINGS)/@jupyterlab/translation-extension/plugin.jupyterlab-settings

.PHONY: lab lab-zh test app hub filled browser-deps axe-deps cjk-font site handouts clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.lab: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lab]'
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.lab

# JupyterLab's "news" pop-up covers the notebook on first start: off in this JupyterLab.
$(LAB_SETTINGS): | $(BIN)/python
	mkdir -p $(@D)
	printf '%s\n' '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

# A kernel no tab is connected to (a RISE slideshow's, /rise/..., once its tab is closed) is shut
# down after CULL seconds idle, looked for every CULL_EVERY seconds; a notebook open in a tab
# keeps its kernel. CULL=0: never.
CULL ?= 900
CULL_EVERY ?= 60
CULL_KERNELS = --MappingKernelManager.cull_idle_timeout=$(CULL) \
  --MappingKernelManager.cull_interval=$(CULL_EVERY) --MappingKernelManager.cull_connected=False

lab: $(VENV)/.lab $(LAB_SETTINGS) cjk-font
	$(BIN)/jupyter lab --ServerApp.ip=$(IP) --ServerApp.port=$(PORT) \
	  --ServerApp.root_dir=notebooks $(CULL_KERNELS) $(ALLOW_ROOT) $(NO_BROWSER)

# The Chinese edition (中文版): notebooks/zh/, JupyterLab's menus and the package in Chinese.
$(ZH_LOCALE): | $(BIN)/python
	mkdir -p $(@D)
	printf '%s\n' '{"locale": "zh_CN"}' > $@

lab-zh: $(VENV)/.lab $(LAB_SETTINGS) $(ZH_LOCALE) cjk-font
	LINKLAB_LANG=zh $(BIN)/jupyter lab --ServerApp.ip=$(IP) --ServerApp.port=$(PORT) \
	  --ServerApp.root_dir=notebooks/zh --LabApp.user_settings_dir=$(ZH_SETTINGS) \
	  $(CULL_KERNELS) $(ALLOW_ROOT) $(NO_BROWSER)

app: $(VENV)/.lab cjk-font
	$(BIN)/linklab app $(NO_BROWSER)

# JupyterHub for trying the class set-up on this machine (as root: each student's server runs as
# a user of its own, ll<hash4>-<name>, made at their first log-in; the administrator's and the
# class's passwords are printed). `make hub HUB_PORT=8010 ADMIN=teacher`; deploy/README.md.
HUB_PORT ?= 8000
ADMIN ?= teacher
PROXY := $(VENV)/node/node_modules/.bin/configurable-http-proxy
# The hub's own packages only (the hub extra less the lab's): what `make lab` installed stays.
$(VENV)/.hub: pyproject.toml $(VENV)/.lab
	$(BIN)/python deploy/local/hub_packages.py | xargs $(BIN)/python -m pip install --quiet
	touch $@

# JupyterHub's proxy, from npm into this folder only (never a global install); node and npm
# from Debian when they are missing and this is root.
$(PROXY):
	@command -v npm >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null; \
	  else echo "make hub needs node and npm (apt-get install nodejs npm)"; exit 1; fi; }
	mkdir -p $(VENV)/node
	npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error configurable-http-proxy@5

hub: $(VENV)/.hub $(PROXY) cjk-font
	$(BIN)/python deploy/local/hub.py --ip $(IP) --port $(HUB_PORT) --state $(VENV)/hub \
	  --proxy $(PROXY) --admin $(ADMIN)

# A font with Chinese glyphs, so that figures and pages show 连连看, not boxes.
cjk-font:
	@fc-list :lang=zh family 2>/dev/null | grep -q . || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing fonts-noto-cjk (Chinese in figures and pages)"; \
	    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null; } \
	      || echo "could not install fonts-noto-cjk: Chinese may show as boxes"; \
	  else echo "no Chinese font found: Chinese may show as boxes (install fonts-noto-cjk or any Noto Sans CJK)"; fi; }

# The course with nothing installed: every notebook executed into site/ (both languages), its
# players stepping in the page, its scripts from npm into .venv/site-npm/ (never a global install).
site: $(VENV)/.lab cjk-font
	@command -v npm >/dev/null 2>&1 || { echo "make site needs node and npm (apt-get install nodejs npm)"; exit 1; }
	$(BIN)/python -m linklab.site.build --out site

# Each page of site/ printed to handouts/<language>/<notebook>.pdf by headless Chromium.
handouts: $(VENV)/.test browser-deps
	$(BIN)/python -m linklab.site.build handouts --out site --handouts handouts

# The lecturer's copy: every exercise answered from its worked answer, its speaker notes whole,
# in notebooks-filled/ (the Chinese edition's in notebooks-filled/zh/).
filled: $(VENV)/.lab
	$(BIN)/python -m linklab.course.exercises fill notebooks -o notebooks-filled
	$(BIN)/python -m linklab.course.exercises fill notebooks/zh -o notebooks-filled/zh

# Debian's chromium for the browser tests (never a tool's own browser download).
browser-deps: cjk-font
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium missing: browser tests will be skipped (apt-get install chromium)"; fi; }

# axe-core, the accessibility engine tests/test_site_axe.py runs in Chromium, from npm into
# .venv/axe-npm/ only (never a global install), at the version tests/axe_audit.py pins.
axe-deps: $(VENV)/.test
	@command -v npm >/dev/null 2>&1 || { echo "npm missing: the accessibility tests will be skipped (apt-get install nodejs npm)"; exit 0; }; \
	  $(BIN)/python -m tests.axe_audit install >/dev/null

# One worker a core (pytest-xdist; `make test WORKERS=N` for another count): on 2 cores a run
# of two workers uses 111% of one core, waiting on servers, kernels and pages, but a third
# worker made it slower, not quicker (333 tests in 23 minutes, its browser groups crowding one
# another at load 9), and failed two browser tests that pass with two; four once failed one too
# (docs/development.md gives the figures). The modules
# that share a fixture run in one worker (tests/conftest.py, RUN_WITH). Python's bytecode is
# kept as `make check` keeps it (below): the kernels, builds and programs the tests start
# compile linklab once a run, not each time. Two checks read folders outside the repository,
# named here (left out, and said so in one line, without them): `Z2JH=DIR` checks
# deploy/z2jh/ against the Zero-to-JupyterHub chart's defaults and schema, `SEEDS=DIR` the
# documents' programs against the documents themselves. It ends with the ten slowest tests by
# the clock, the ten that took the most processor time and the ten that waited longest
# (tests/cpu_table.py).
CORES := $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
WORKERS ?= $(CORES)
Z2JH ?=
SEEDS ?=
test: $(VENV)/.test $(LAB_SETTINGS) browser-deps axe-deps
	env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(abspath $(VENV))/bytecode \
	  $(BIN)/python -m pytest -n $(WORKERS) --cpu-table=10 $(if $(Z2JH),--z2jh-chart=$(Z2JH)) $(if $(SEEDS),--seeds=$(SEEDS))

# Each benchmark in a quick mode, its ratio beside the one recorded in
# benchmarks/results/latest.json; a fall of more than 20% is flagged (exit status 1).
# `make bench RECORD=1` writes this run's figures as the ones to compare with.
.PHONY: bench
bench: $(VENV)/.test
	$(BIN)/python -m benchmarks.quick $(if $(RECORD),--record)

# The quick loop, between two edits (docs/development.md gives its time): the
# unit tests, doctests, the layer and type checks and the counted-work guards (marked `work`;
# the slowdowns planted in them to show they fail, and the breaks planted in the page's layers,
# `planted`, are left to `make test`);
# no browser, no notebook executed, no site or wheel built (those are marked, or ask for a
# fixture that makes them `slow`: tests/conftest.py). `make test` runs them all. It ends with
# the fifteen modules and tests that took the most processor time (tests/cpu_table.py). Python's
# bytecode is kept between runs, in the venv rather than beside the sources: with an
# environment's PYTHONDONTWRITEBYTECODE every worker and every program a test starts would
# compile linklab's modules, and pytest rewrite the tests' asserts, again each time.
CHECK_MARKS ?= not planted and (work or not (browser or notebook or slow))
.PHONY: check
check: $(VENV)/.test
	env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(abspath $(VENV))/bytecode \
	  $(BIN)/python -m pytest -n auto -m "$(CHECK_MARKS)" --hypothesis-profile=check --cpu-table=15

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis site handouts
