"""The README is a player's first screen; operations and development live in docs/, linked.

A newcomer reads the README's first screen only: it must say what this is, how to start it,
the first match and where to learn, and fit on that screen. What used to follow it (every
command, settings, deployment, the layout) lives in docs/, and every link between them leads
somewhere that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_deploy import settings_read

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
FIRST_SCREEN = 45  # lines: "at most about 40" (issue #40)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _anchors(text: str) -> set[str]:
    """GitHub's heading anchors: lowercased, punctuation dropped, spaces to hyphens."""
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-")
            for h in re.findall(r"^#+ (.+)$", text, re.M)}


def test_the_readme_is_one_screen_for_a_player():
    text = README.read_text()
    assert len(text.splitlines()) <= FIRST_SCREEN
    # read in a terminal too (`make run` prints where it is): no line runs off a 100-column screen
    assert max(len(line) for line in text.splitlines()) <= 100
    for said in ("make run", "playground", "/mandala challenge", "Accept", "Show my hand",
                 "a colour of your", "then where it goes",
                 "/mandala learn", "/flowers learn"):
        assert said in text, f"the README's first screen does not say {said!r}"
    for doc in ("docs/playing.md", "docs/operations.md", "docs/development.md"):
        assert f"]({doc})" in text, f"the README does not link {doc}"


def test_the_readme_sends_a_newcomer_to_the_lessons_before_a_match():
    """Someone who has never played reads top-down: the lesson comes before the challenge."""
    text = README.read_text()
    assert "Never played?" in text
    assert text.index("/mandala learn") < text.index("/mandala challenge")
    assert text.index("/flowers learn") < text.index("/mandala challenge")


@pytest.mark.parametrize("doc", [README, *DOCS], ids=lambda p: p.name)
def test_every_link_between_the_documents_leads_somewhere(doc):
    for target in LINK.findall(doc.read_text()):
        if target.startswith(("http://", "https://")):
            continue
        path, _, anchor = target.partition("#")
        linked = (doc.parent / path).resolve() if path else doc
        assert linked.exists(), f"{doc.name} links {target}, which does not exist"
        if anchor:
            assert anchor in _anchors(linked.read_text()), f"{doc.name}: no #{anchor}"


def test_every_setting_the_bot_reads_is_in_the_operations_settings_table():
    ops = (ROOT / "docs" / "operations.md").read_text()
    missing = [n for n in sorted(settings_read()) if f"| `{n}` |" not in ops]
    assert not missing, f"docs/operations.md's settings table lacks {missing}"


def test_each_topic_the_readme_used_to_hold_has_its_place():
    """Moved, not dropped: the sections a player, an operator and a developer look for."""
    where = {
        "playing.md": ("## Commands", "**Threads.**", "**Playing the bot.**", "**Languages:",
                       "**Fair play.**", "## The playground"),
        "operations.md": ("## Creating the Discord application and token", "## Settings",
                          "## Running it for real", "**Docker compose.**",
                          "**Checking a deployment.**", "**Sharding.**", "**Health.**",
                          "**systemd.**", "PostgreSQL"),
        "development.md": ("## Two commands", "make test", "make bench", "## Layout",
                           "## Adding a game", "tests/test_layers.py"),
    }
    for name, topics in where.items():
        text = (ROOT / "docs" / name).read_text()
        for topic in topics:
            assert topic in text, f"docs/{name} lacks {topic!r}"
