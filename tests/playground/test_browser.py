"""A person in headless Chromium: the channel, the commands, a challenge typed in the composer,
an accept, each viewer's screen (the hand panel shows only to its owner) and a move by clicks.

Screenshots are kept in pytest's tmp_path (printed at the end; run with -s to see the folder).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import socket
from pathlib import Path

import pytest

from play.step import load_game
from playground import open_playground
from present import picker
from tests.playground.chromium import Chromium, find_chromium

pytestmark = pytest.mark.skipif(
    find_chromium() is None,
    reason="headless Chromium is not installed: `apt-get install chromium` (Debian/Ubuntu) "
           "or put a chromium binary on PATH to run the playground's browser test",
)

PICKER = "document.getElementById('viewer-picker')"


def _js(template: str, *args: object) -> str:
    return template % tuple(json.dumps(a) for a in args)


async def view_as(br: Chromium, member_id: int) -> None:
    """Pick a member in "Viewing as", the way a person does."""
    await br.evaluate(_js(f"(() => {{ const s = {PICKER}; s.value = %s; "
                          "s.dispatchEvent(new Event('change')); return true; })()",
                          str(member_id)))
    # simcord's page reports the viewer of the state it has installed, once it has
    await br.wait_for(_js("(() => { const s = window.simcordPreview; return s.viewerId === %s "
                          "&& !s.pendingAction && s.ready !== false; })()", str(member_id)))


async def click_button(br: Chromium, label: str) -> None:
    """Click the newest enabled button whose label ends with `label` (emoji may precede it)."""
    await br.wait_for(_js(
        "(() => { const b = [...document.querySelectorAll('button')].filter(b => "
        "!b.disabled && b.textContent.trim().endsWith(%s)).at(-1); "
        "if (!b) return false; b.click(); return true; })()", label))


async def type_in(br: Chromium, text: str) -> None:
    await br.evaluate(_js("(() => { const t = document.activeElement; t.value = %s; "
                          "t.dispatchEvent(new Event('input', {bubbles: true})); return true; })()",
                          text))


async def pick_option(br: Chromium, text: str) -> None:
    await br.wait_for(_js(
        "(() => { const o = [...document.querySelectorAll('[role=option]')]"
        ".find(o => o.textContent.includes(%s)); if (!o) return false; "
        "o.dispatchEvent(new MouseEvent('mousedown', {bubbles: true})); o.click(); "
        "return true; })()", text))


MENU = "document.querySelector('[role=combobox][aria-haspopup=listbox]:not([disabled])')"
FIRST_OPTION = ("(() => { const o = [...document.querySelectorAll('[role=option]')]"
                ".filter(o => o.offsetParent !== null); if (!o.length) return false;"
                " o[0].click(); return true; })()")


async def choose_first_in_menu(br: Chromium, attempts: int = 40) -> None:
    """Open the panel's move menu and choose its first entry. simcord's page sometimes closes
    a menu again right after a click opens it (seen under load), so alternate a click with
    the keyboard (focus + ArrowDown, which opens it too) until the options show."""
    for attempt in range(attempts):
        if await br.evaluate(FIRST_OPTION):
            return
        if await br.evaluate(f"(() => {{ const m = {MENU}; if (!m) return false; m.focus();"
                             " return true; })()"):
            if attempt % 2 == 0:
                await br.evaluate(f"{MENU}.click()")
            else:
                await br.key("ArrowDown")
        await asyncio.sleep(0.3)
    raise TimeoutError("the move menu never showed its options")


# Names of the pictures actually drawn on the page (loaded, non-empty).
PICTURES = "[...document.images].filter(i => i.complete && i.naturalWidth > 0).map(i => i.alt)"


async def test_a_person_challenges_accepts_and_sees_only_their_own_hand(play_settings, tmp_path):
    shots: list[Path] = []
    async with open_playground(play_settings) as pg:
        world = pg.world
        alice, bob, carol, _owner = world.members
        br = await Chromium.launch(tmp_path / "chromium-profile")
        try:
            await br.goto(pg.url)
            # the server: #games, the four local members in "Viewing as", Alice first
            await br.wait_for(f"{PICKER}?.options.length === 4")
            names = await br.evaluate(f"[...{PICKER}.options].map(o => o.text)")
            assert names == ["Alice", "Bob", "Carol", "Owner"]
            lines = (await br.evaluate("document.body.innerText")).splitlines()
            assert "games" in lines and "No messages in this channel." in lines
            shots.append(await br.screenshot(tmp_path / "0-empty-channel-alice.png"))

            # the bot's commands are offered in the composer
            await br.evaluate("document.getElementById('channel-composer-input').focus()")
            await type_in(br, "/mandala")
            listed = await br.wait_for(
                "[...document.querySelectorAll('[role=option]')].map(o => o.textContent)"
                ".filter(t => t.startsWith('/mandala')).join('\\n')")
            for command in ("challenge", "hand", "table", "forfeit", "rules", "leaderboard"):
                assert f"/mandala {command}" in listed

            # Alice types /mandala challenge opponent:Bob and sends it
            await type_in(br, "/mandala challenge")
            await pick_option(br, "/mandala challenge")
            await br.wait_for("document.activeElement.dataset.option === 'opponent'")
            await type_in(br, "bob")
            await pick_option(br, "Bob")
            await br.evaluate("document.getElementById('channel-composer').requestSubmit()")
            await br.wait_for("document.body.innerText.includes('challenges')")
            shots.append(await br.screenshot(tmp_path / "1-challenge-alice.png"))
            assert await world.bot.store.matches.live_in_channel(world.channel.id) is None

            # switch to Bob, who accepts: the table picture appears
            await view_as(br, bob.id)
            await click_button(br, "Accept")
            await br.wait_for(f"{PICTURES}.includes('table.png')")
            match = await world.bot.store.matches.live_in_channel(world.channel.id)
            assert match is not None and set(match.players) == {alice.id, bob.id}

            # the player to move opens their hand: only they see it
            seat = load_game(match).to_move
            mover = alice if match.players[seat] == alice.id else bob
            other = bob if mover is alice else alice
            await view_as(br, mover.id)
            await click_button(br, "Show my hand")
            seen = await br.wait_for(f"(() => {{ const p = {PICTURES}; "
                                     "return p.includes('hand.png') && p; })()")
            assert "table.png" in seen
            assert await br.evaluate("document.body.innerText.includes('Only you can see this')")
            shots.append(await br.screenshot(tmp_path / f"2-hand-{mover.name}.png"))

            for viewer in (other, carol):
                await view_as(br, viewer.id)
                seen = await br.wait_for(f"(() => {{ const p = {PICTURES}; "
                                         "return p.includes('table.png') && p; })()")
                assert "hand.png" not in seen, f"{viewer.name} sees {mover.name}'s hand"
                assert not await br.evaluate(
                    "document.body.innerText.includes('Only you can see this')")
                shots.append(await br.screenshot(tmp_path / f"3-table-{viewer.name}.png"))

            # back to the owner, who plays by clicks: the picker's buttons, a colour (and a
            # place), then the green button that plays it
            await view_as(br, mover.id)
            await br.wait_for(f"{PICTURES}.includes('hand.png')")
            offer = picker.offer(match.kind, load_game(match), seat, "en")
            code = offer.options[0].code
            path = ""
            for n, key in enumerate(picker.path_to(offer, code)):
                here = picker.step(offer, path, "en")
                assert here is not None
                label = next(b.label for b in here.buttons if b.key == key)
                await br.evaluate(_js("[...document.querySelectorAll('button')].filter(b => "
                                      "b.textContent.trim().endsWith(%s)).at(-1)"
                                      "?.scrollIntoView({block: 'start'})", label))
                shots.append(await br.screenshot(tmp_path / f"4-picker-{n}-{mover.name}.png"))
                await click_button(br, label)
                path = key
                if n < len(picker.path_to(offer, code)) - 1:
                    await br.wait_for(_js("document.body.innerText.includes(%s)",
                                          picker.step(offer, key, "en").prompt))
            for _ in range(60):
                after = await world.bot.store.matches.get(match.id)
                if after.version > match.version:
                    break
                await asyncio.sleep(0.1)
            assert after.version == match.version + 1, "the move made in the page was not played"
            await view_as(br, other.id)
            # the table message now names the move, and the mover's reply stays private
            await br.wait_for(_js("document.body.innerText.includes(%s)",
                                  f"{mover.name.capitalize()} played"))
            assert not await br.evaluate(
                "document.body.innerText.includes('Only you can see this')")
            shots.append(await br.screenshot(tmp_path / f"5-after-move-{other.name}.png"))
        finally:
            await br.close()
    assert all(p.stat().st_size > 10_000 for p in shots)
    print("\nscreenshots:", *shots, sep="\n  ")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_a_viewer_picks_greek_and_keeps_viewing_as_after_a_restart(play_settings, tmp_path):
    """Bob switches his client to Greek with /playground language typed in the composer; the
    bot answers him in Greek. After a restart the reloaded page still shows Bob."""
    ps = dataclasses.replace(play_settings, port=_free_port())
    shots: list[Path] = []
    br = await Chromium.launch(tmp_path / "chromium-profile")
    try:
        async with open_playground(ps) as pg:
            bob = pg.world.members[1]
            await br.goto(pg.url)
            await br.wait_for(f"{PICKER}?.options.length === 4")
            await view_as(br, bob.id)
            await br.evaluate("document.getElementById('channel-composer-input').focus()")
            await type_in(br, "/playground language")
            await pick_option(br, "/playground language")
            await br.wait_for("document.activeElement.dataset.option === 'language'")
            await type_in(br, "Ελ")
            await pick_option(br, "Ελληνικά")
            await br.evaluate("document.getElementById('channel-composer').requestSubmit()")
            await br.wait_for("document.body.innerText.includes('Η εφαρμογή Discord σου')")
            shots.append(await br.screenshot(tmp_path / "5-greek-client-bob.png"))
            await br.evaluate("document.getElementById('channel-composer-input').focus()")
            await type_in(br, "/mandala rules")
            await pick_option(br, "/mandala rules")
            await br.evaluate("document.getElementById('channel-composer').requestSubmit()")
            await br.wait_for("document.body.innerText.includes('οι κανόνες')")
            shots.append(await br.screenshot(tmp_path / "6-greek-rules-bob.png"))
        async with open_playground(ps) as pg:
            await br.send("Page.reload")
            await br.wait_for(_js(f"{PICKER}?.options.length === 4 && {PICKER}.value === %s",
                                  str(bob.id)))
            shots.append(await br.screenshot(tmp_path / "7-after-restart-bob.png"))
    finally:
        await br.close()
    print("\nscreenshots:", *shots, sep="\n  ")
