# games_lib: two entry points, each doing all of its own set-up on a fresh machine.
#
#   make play   serve the Voilà playtest apps on http://127.0.0.1:$(PORT)/ (loopback only), the lessons, the shared tables on
#               $(TABLES_PORT), and JupyterLab on 127.0.0.1:8888 (or the next free port; LAB_PORT names one) over nbs/ (its token printed in the console); installs only the play set
#   make test   install what is missing, check generated files (modules, README, stubs) are in sync and the import layers, run the JS tests, run pytest (last)
#   make build  rebuild the board front ends (widgets/src -> games_lib/static) after editing them
#   make stubs  export the notebooks (nbdev-export) and rewrite the type stubs (games_lib/**/*.pyi) after editing them
#
# `make play` needs no Node: the built front ends in games_lib/static/ are committed.
# Variables you may override: PORT (8866), TABLES_PORT (8867), LAB_PORT (unset: 8888 or the next free port), three different ports, HOST (127.0.0.1; 0.0.0.0 serves a class on this network, with
# a warning, and seat links carry this machine's network address), PYTHON (python3), CHROMIUM (/usr/bin/chromium, Debian's).

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON   ?= python3
VENV     := .venv
BIN      := $(VENV)/bin
PORT     ?= 8866
TABLES_PORT ?= 8867
LAB_PORT ?=
HOST     ?= 127.0.0.1
CHROMIUM ?= /usr/bin/chromium
STAMP    := $(VENV)/.installed
# apt-get needs root: use sudo only when we are not root already
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

export PIP_DISABLE_PIP_VERSION_CHECK := 1
export DEBIAN_FRONTEND := noninteractive
export CHROMIUM

.PHONY: help setup venv chromium node js-setup js-check js-test build export-check readme-check readme imports-check stubs stubs-check test play

help:
	@echo "make play   serve the lobby at http://127.0.0.1:$(PORT)/voila/render/index.ipynb"
	@echo "make test   set up (chromium, .venv, npm ci), check nbdev-export, README, the type stubs and the JS build are in sync, run vitest and pytest"
	@echo "make build  rebuild games_lib/static/ from widgets/src/ (then commit both)"
	@echo "make stubs  export the notebooks and rewrite the type stubs games_lib/**/*.pyi (then commit both)"

# ---- shared set-up -----------------------------------------------------------------------------
setup: $(STAMP)
venv: setup

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Re-installs whenever pyproject.toml changes (dependencies, extras, entry points). Two sets (pyproject.toml's extras):
# `make test` installs `dev` (everything), `make play` only `play` (Voilà, ipykernel, the widgets and the analytics
# libraries the apps run; no test, browser-driver or build tools). pip's "Collecting ..." lines say what is being fetched.
PLAY_STAMP := $(VENV)/.installed-play
PIP_LOG    := $(VENV)/pip.log
PIP_SHOW   := tee $(PIP_LOG) | { grep -E '^(Collecting|Successfully installed)' || true; }
PIP_FAILED := { echo "ERROR: pip failed; the end of $(PIP_LOG):"; tail -n 25 $(PIP_LOG); exit 1; }

$(STAMP): pyproject.toml | $(BIN)/python
	@echo "Installing games_lib with its development set (.[dev]: play set, nbdev, pytest, hypothesis, playwright, import-linter, mypy)..."
	$(BIN)/python -m pip install -e ".[dev]" 2>&1 | $(PIP_SHOW) || $(PIP_FAILED)
	@touch $@ $(PLAY_STAMP)

# The development set holds the play set: after `make test`, `make play` installs nothing.
$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	@if [ -f $(STAMP) ] && [ $(STAMP) -nt pyproject.toml ]; then touch $@; exit 0; fi; \
	echo "Installing games_lib with what playing needs (.[play]: Voilà, ipykernel, anywidget, ipywidgets, plotly, pandas, pyarrow, dask)..."; \
	$(BIN)/python -m pip install -e ".[play]" 2>&1 | $(PIP_SHOW) || $(PIP_FAILED); \
	touch $@

# Playwright drives Debian's Chromium: `playwright install` cannot download anything here.
# zbar-tools: the classroom's end-to-end test reads the QR codes back from screenshots with zbarimg.
chromium:
	@if [ ! -x "$(CHROMIUM)" ] || ! command -v zbarimg >/dev/null 2>&1; then \
	  echo "Installing Debian chromium and zbar-tools (once, about a minute)..."; \
	  $(SUDO) apt-get update -q; \
	  $(SUDO) apt-get install -y -q chromium zbar-tools; \
	fi

# The board front ends (widgets/): Node 20+ with npm, the pinned packages of widgets/package-lock.json.
NODE_STAMP := widgets/node_modules/.installed

node:
	@if ! command -v npm >/dev/null 2>&1; then \
	  echo "Installing Debian nodejs and npm..."; $(SUDO) apt-get update -q; $(SUDO) apt-get install -y -q nodejs npm; \
	fi
	@major="$$(node -p 'process.versions.node.split(".")[0]')"; \
	if [ "$$major" -lt 20 ]; then echo "ERROR: widgets/ needs Node.js 20 or newer (found $$(node --version))"; exit 1; fi

$(NODE_STAMP): widgets/package-lock.json widgets/package.json
	cd widgets && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

js-setup: node $(NODE_STAMP)

# The committed build must be what widgets/src gives: the check builds into a temporary folder and compares.
js-check: js-setup
	cd widgets && node build.mjs --check

js-test: js-setup
	cd widgets && npx vitest run

build: js-setup
	cd widgets && node build.mjs

# ---- checks ------------------------------------------------------------------------------------
# The library is generated from the notebooks: exporting again must not change the committed files.
export-check: setup
	$(BIN)/nbdev-export
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  changes="$$(git status --porcelain -- games_lib)"; \
	  if [ -n "$$changes" ]; then \
	    echo "$$changes"; \
	    echo "ERROR: games_lib/ is out of sync with the notebooks in nbs/ (or not committed)."; \
	    echo "       Run '$(BIN)/nbdev-export' and commit games_lib/ together with nbs/."; \
	    exit 1; \
	  fi; \
	fi

readme-check: setup
	$(BIN)/python tools/readme.py --check

# Type checkers and editors do not run the modules, so they miss the methods `@patch` adds to a class: the stubs beside the
# modules (games_lib/**/*.pyi, written by tools/stubs.py from the exported modules) show each on its class. A notebook change
# can change them: `make stubs` exports and rewrites them, `make test` checks that the committed ones are current.
stubs: setup
	$(BIN)/nbdev-export
	$(BIN)/python tools/stubs.py

stubs-check: setup
	$(BIN)/python tools/stubs.py --check

# The layers of the house (.importlinter says why each rule exists): engines never import their players, and so on.
imports-check: setup
	$(BIN)/lint-imports --no-logo

readme: setup
	$(BIN)/python tools/readme.py

# ---- entry points ------------------------------------------------------------------------------
# pytest runs last (CI reads its closing line, after the 30 slowest tests: where the suite's time goes); exit code 5 (no tests collected) is a failure.
# It runs on TEST_WORKERS processes (pytest-xdist): most tests wait on a browser, a server or a kernel, so two workers fill the
# two cores; each worker has its own servers and browser, and the lessons are built once for both (tests/conftest.py).
# The library is compiled to bytecode once first: where PYTHONDONTWRITEBYTECODE is set (as on some CI machines) every notebook,
# kernel, server and command a test starts would otherwise compile it from source again (about 0.3 s each).
TEST_WORKERS ?= 2
test: chromium setup export-check readme-check stubs-check imports-check js-check js-test
	@$(BIN)/python -m compileall -q games_lib > /dev/null
	@rc=0; $(BIN)/python -m pytest -q -rfE --durations=30 -n $(TEST_WORKERS) || rc=$$?; \
	if [ "$$rc" -eq 5 ]; then echo "ERROR: pytest collected no tests"; exit 1; fi; \
	exit "$$rc"

# The lessons and the teacher's guide (the rules notebooks, executed, as read-only pages) are built into a cache folder
# outside git, again only when a notebook or the library changed (games_lib.lessons says why); a page that fails to build
# leaves the apps serving. (An installed package, without make, has `games-lib play` build them beside the apps.)
play: $(PLAY_STAMP)
	@$(BIN)/python -m games_lib.lessons || echo "WARNING: the pages above were not all built; the apps are served anyway."
	exec $(BIN)/games-lib play --host=$(HOST) --port=$(PORT) --tables-port=$(TABLES_PORT)$(if $(LAB_PORT), --lab-port=$(LAB_PORT))
