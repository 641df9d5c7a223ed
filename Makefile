# Each target works on a fresh clone: the virtualenv is made (or refreshed) when missing or
# older than pyproject.toml. Running needs only the project's dependencies; the test tools
# (its "test" extras) come with the first `make test` or `make lint`, on a second stamp.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN_STAMP  := $(VENV)/.run-stamp
TEST_STAMP := $(VENV)/.test-stamp
# A list of requirements from pyproject.toml's [project] table, quoted for the shell.
requirements = $(shell $(PYTHON) -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print(" ".join(chr(34) + d + chr(34) for d in $(1)))')

# Test workers: two per CPU. Many tests wait (a subprocess, a PostgreSQL cluster, a socket)
# rather than compute: on 2 cores, 4 workers ran the suite in 187 s against 281 s for 2.
TEST_WORKERS ?= $(shell echo $$(( $$(nproc) * 2 )))

.PHONY: run play test lint demo bench deploy-check clean

$(RUN_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet $(call requirements,p["dependencies"])
	touch $@

$(TEST_STAMP): $(RUN_STAMP) pyproject.toml
	$(BIN)/python -m pip install --quiet $(call requirements,p["optional-dependencies"]["test"])
	touch $@

run: $(RUN_STAMP)  # without DISCORD_TOKEN this opens the playground (see play)
	$(BIN)/python launch.py

play: $(RUN_STAMP)  # the bot in a local browser page, no Discord token needed
	$(BIN)/python launch.py play

test: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

demo: $(RUN_STAMP)
	$(BIN)/python launch.py demo --game $(or $(GAME),mandala) --players $(or $(PLAYERS),2) \
		--seed $(or $(SEED),1) $(ARGS)

bench: $(RUN_STAMP)
	$(BIN)/python -m bench.engine
	@for b in render render_pool store load turn replay hint analysis ratings; do [ -f bench/$$b.py ] && $(BIN)/python -m bench.$$b || true; done

deploy-check:  # builds the image and runs it with Docker and compose for real (slow; not in test)
	bash deploy/check.sh

clean:
	rm -rf $(VENV)
