# Warband Ledger — the developer's commands. Each target creates .venv with the system
# python3 when needed and installs what it uses; running one twice does no work twice.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
DEMO_DB ?= .demo/warband-ledger-demo.sqlite

PACKAGE_VENV := .venv-package

.PHONY: run test bench soak lint screenshots package package-test system-deps system-deps-app \
	translations qm clean

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

# What the app needs to run (`make run`), and what the tests add (every other target).
system-deps-app:
	@PYTHON=$(PYTHON) bash .ci/system-deps app

system-deps:
	@PYTHON=$(PYTHON) bash .ci/system-deps test

## Translations (docs/translating.md). `make translations` brings the Qt Linguist sources
## (.ts) up to date with the strings in gui/; the compiled .qm files are made from them at
## build time by every target that runs the app.
LANGS := it pl ru
TS := $(foreach l,$(LANGS),resources/translations/warband-ledger_$(l).ts)
# English needs only its plural forms ("%n warband(s)" → "1 warband", "2 warbands").
TS_EN := resources/translations/warband-ledger_en.ts
QM := $(TS:.ts=.qm) $(TS_EN:.ts=.qm)

translations: $(VENV)/.installed
	$(BIN)/pyside6-lupdate -no-obsolete -locations relative $$(find gui -name '*.py' | sort) -ts $(TS)
	$(BIN)/pyside6-lupdate -pluralonly -source-language en -target-language en -no-obsolete \
		-locations relative $$(find gui -name '*.py' | sort) -ts $(TS_EN)
	$(BIN)/python packaging/update_catalogs.py

# PySide6 comes with the install each of those targets makes first.
resources/translations/%.qm: resources/translations/%.ts | $(BIN)/python
	$(BIN)/pyside6-lrelease -silent $< -qm $@

qm: $(VENV)/.installed $(QM)

## Open the app on the demo database (created on first use).
run: system-deps-app $(VENV)/.installed $(QM)
	@mkdir -p $(dir $(DEMO_DB))
	$(BIN)/warband-ledger --db $(DEMO_DB)

## ruff, mypy and the whole test suite.
test: system-deps $(VENV)/.installed-dev $(QM)
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
	@$(BIN)/pytest tests/bench --override-ini addopts= -o faulthandler_timeout=1800 -q -s; status=$$?; \
	if [ $$status -eq 5 ]; then echo "no benchmarks in tests/bench yet"; else exit $$status; fi

## The reliability tests at length (docs/reliability.md): many more kills and fuzz cases than
## `make test` runs. About 20 minutes on two cores.
soak: system-deps $(VENV)/.installed-dev
	WBL_CRASH_KILLS=40 WBL_FUZZ_EXAMPLES=2000 WBL_EXPORT_ROUNDS=1000 WBL_RACE_COMMANDS=100 \
		$(BIN)/pytest tests/reliability \
		tests/gui/test_exports_in_a_row.py -q \
		-o faulthandler_timeout=1800

## Screenshots of the main views, rendered offscreen into docs/screenshots/.
screenshots: system-deps-app $(VENV)/.installed $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/screenshots.py

## The frozen Linux build: dist/warband-ledger-<version>-linux-x86_64.tar.gz (packaging/).
# Its own venv with the app installed as users get it (not editable), so nothing from the
# source tree or the dev tools slips into the build.
$(PACKAGE_VENV)/bin/python:
	$(PYTHON) -m venv $(PACKAGE_VENV)

$(PACKAGE_VENV)/.installed: pyproject.toml | $(PACKAGE_VENV)/bin/python
	$(PACKAGE_VENV)/bin/python -m pip install --quiet '.[package]'
	touch $@

package: system-deps $(PACKAGE_VENV)/.installed $(VENV)/.installed $(QM)
	$(PACKAGE_VENV)/bin/python -m pip install --quiet --no-deps --force-reinstall .
	rm -rf build/lib build/bdist*
	$(PACKAGE_VENV)/bin/python packaging/package.py

## Build, unpack into a temporary folder and smoke-test the frozen program (also portable).
package-test: package
	$(PACKAGE_VENV)/bin/python packaging/package_test.py

clean:
	rm -rf $(VENV) $(PACKAGE_VENV) .demo .mypy_cache .pytest_cache .ruff_cache build dist \
		*.egg-info
