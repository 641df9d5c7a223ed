"""A learner in headless Chromium asks the lesson for a hint by the page's own click: the step's
message shows the move and why above the step, and the stored lesson counts it."""

from __future__ import annotations

import pytest

from playground import open_playground
from tests.playground.chromium import Chromium, find_chromium
from tests.playground.test_browser import (
    PICKER,
    PICTURES,
    click_button,
    pick_option,
    type_in,
    view_as,
)

pytestmark = pytest.mark.skipif(find_chromium() is None,
                                reason="headless Chromium is not installed")


async def test_a_learner_takes_a_hint_in_the_page(play_settings, tmp_path):
    async with open_playground(play_settings) as pg:
        alice = pg.world.members[0]
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
            await click_button(br, "Hint")
            await br.wait_for("document.body.innerText.includes("
                              "'Hint: Green → your field at mandala 1 (2 cards)')")
            await br.wait_for("[...document.images].every(i => i.complete && i.naturalWidth)")
            await br.send("Emulation.setDeviceMetricsOverride", width=1200, height=1500,
                          deviceScaleFactor=1, mobile=False)  # the hint, step and picture
            await br.wait_for("!document.body.innerText.includes('Updating viewport')")
            await br.evaluate("[...document.querySelectorAll('*')].filter(e => e.children"
                              ".length === 0 && e.textContent.startsWith('💡 Hint'))"
                              ".forEach(e => e.scrollIntoView())")
            await br.screenshot(tmp_path / "hinted.png")
            saved = await pg.world.bot.store.lessons.saved(alice.id, "mandala")
            assert saved is not None and (saved.step, saved.hints) == (0, 1)
        finally:
            await br.close()
