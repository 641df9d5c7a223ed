"""A newcomer in headless Chromium opens `/mandala learn` from the composer and plays it by the
page's own clicks: the lesson shows only to them with its picture, a wrong menu entry is
explained and nothing moves on, Skip moves on, and "How to read the table" shows the guide."""

from __future__ import annotations

import pytest

from playground import open_playground
from tests.playground.chromium import Chromium, find_chromium
from tests.playground.test_browser import (
    PICKER,
    PICTURES,
    choose_first_in_menu,
    click_button,
    pick_option,
    type_in,
    view_as,
)

pytestmark = pytest.mark.skipif(find_chromium() is None,
                                reason="headless Chromium is not installed")


async def test_a_newcomer_plays_the_lesson_by_clicks_in_the_page(play_settings, tmp_path):
    async with open_playground(play_settings) as pg:
        world = pg.world
        alice, bob, *_ = world.members
        br = await Chromium.launch(tmp_path / "chromium-profile")
        try:
            await br.goto(pg.url)
            await br.wait_for(f"{PICKER}?.options.length === 4")
            await view_as(br, alice.id)
            await br.evaluate("document.getElementById('channel-composer-input').focus()")
            await type_in(br, "/mandala learn")
            await pick_option(br, "/mandala learn")
            await br.evaluate("document.getElementById('channel-composer').requestSubmit()")
            await br.wait_for("document.body.innerText.includes('Lesson Mandala · step 1 of 17')")
            await br.wait_for(f"{PICTURES}.includes('lesson.png')")
            await br.screenshot(tmp_path / "1-lesson.png")

            # the menu's first entry (red on mountain 1) is not the asked move: explained
            await choose_first_in_menu(br)
            await br.wait_for("document.body.innerText.includes('Not quite.')")
            assert (await world.bot.store.lessons.saved(alice.id, "mandala"))[0] == 0
            await click_button(br, "Skip this step")
            await br.wait_for("document.body.innerText.includes('step 2 of 17')")
            assert (await world.bot.store.lessons.saved(alice.id, "mandala"))[0] == 1
            await click_button(br, "How to read the table")
            await br.wait_for(f"{PICTURES}.includes('guide.png')")
            await br.screenshot(tmp_path / "2-guide.png")

            # nobody else sees it (view_as waits for Bob's view to be installed)
            await view_as(br, bob.id)
            assert not await br.evaluate("document.body.innerText.includes('Lesson Mandala')")
        finally:
            await br.close()
