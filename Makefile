# Two entry points: `make lab` opens the notebooks, `make test` runs every test.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: lab test app filled browser-deps clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.lab: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lab]'
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.lab

lab: $(VENV)/.lab
	$(BIN)/jupyter lab notebooks/

app: $(VENV)/.lab
	$(BIN)/linklab app

# The lecturer's copy: every exercise answered from its worked answer, in notebooks-filled/.
filled: $(VENV)/.lab
	$(BIN)/python -m linklab.exercises fill notebooks -o notebooks-filled

# Debian's chromium for the browser tests (never a tool's own browser download).
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium missing: browser tests will be skipped (apt-get install chromium)"; fi; }

test: $(VENV)/.test browser-deps
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
