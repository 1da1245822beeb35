# Warband Ledger — the developer's commands. Each target creates .venv with the system
# python3 when needed and installs what it uses; running one twice does no work twice.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
DEMO_DB ?= .demo/warband-ledger-demo.sqlite

.PHONY: run test bench lint screenshots system-deps clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# One stamp per set of extras; each is redone when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

$(VENV)/.installed-bench: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	touch $@

system-deps:
	@PYTHON=$(PYTHON) bash .ci/system-deps

## Open the app on the demo database (created on first use).
run: system-deps $(VENV)/.installed
	@mkdir -p $(dir $(DEMO_DB))
	$(BIN)/warband-ledger --db $(DEMO_DB)

## ruff, mypy and the whole test suite.
test: system-deps $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/pytest

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

## Benchmarks (tests/bench), reporting ratios measured side by side.
bench: system-deps $(VENV)/.installed-bench
	@$(BIN)/pytest tests/bench --override-ini addopts= -q -s; status=$$?; \
	if [ $$status -eq 5 ]; then echo "no benchmarks in tests/bench yet"; else exit $$status; fi

## Screenshots of the main views, rendered offscreen into docs/screenshots/.
screenshots: system-deps $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/screenshots.py

clean:
	rm -rf $(VENV) .demo .mypy_cache .pytest_cache .ruff_cache build dist *.egg-info
