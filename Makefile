# Each target works on a fresh clone: the virtualenv is made (or refreshed) when missing or
# older than pyproject.toml.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
DEPS    = $(shell $(PYTHON) -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print(" ".join(chr(34) + d + chr(34) for d in p["dependencies"] + p["optional-dependencies"]["test"]))')

.PHONY: run play test lint demo bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet $(DEPS)
	touch $(STAMP)

run: $(STAMP)  # without DISCORD_TOKEN this opens the playground (see play)
	$(BIN)/python bot.py

play: $(STAMP)  # the bot in a local browser page, no Discord token needed
	$(BIN)/python bot.py play

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

demo: $(STAMP)
	$(BIN)/python bot.py demo --game $(or $(GAME),mandala) --players $(or $(PLAYERS),2) \
		--seed $(or $(SEED),1) $(ARGS)

bench: $(STAMP)
	$(BIN)/python -m bench.engine
	@for b in render render_pool store load turn; do [ -f bench/$$b.py ] && $(BIN)/python -m bench.$$b || true; done

clean:
	rm -rf $(VENV)
