"""Hidden information never reaches the opponent, a spectator or the public picture."""

import present.mandala
from tests.cogs.helpers import live_game, start_match, table_message


async def test_hand_is_seen_only_by_its_owner(world):
    await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    other = (world.alice, world.bob)[1 - game.to_move]
    res = await mover.click(table_message(world.channel), label="Show my hand")
    assert res.ephemeral
    hand_id = res.response.id
    assert res.response.attachments[0].filename == "hand.png"
    assert hand_id in [m.id for m in world.channel.history(viewer=mover)]
    for viewer in (other, world.carol):
        assert hand_id not in [m.id for m in world.channel.history(viewer=viewer)]
    assert hand_id not in [m.id for m in world.channel.history()]


async def test_public_picture_is_drawn_from_the_public_view_only(world, monkeypatch):
    seen = []
    real = present.mandala.render_table

    def spy(view, **kw):
        seen.append(view.viewer)
        assert all(s.hand is None for s in view.seats)
        return real(view, **kw)

    monkeypatch.setattr(present.mandala, "render_table", spy)
    await start_match(world)
    assert seen == [None]


async def test_public_messages_never_name_drawn_cards(world):
    import random

    from tests.cogs.helpers import play_one

    await start_match(world)
    rng = random.Random(3)
    for _ in range(4):  # each move draws: four are as many draws told as twelve were
        await play_one(world, rng)
    assert any("drew" in msg.content for msg in world.channel.history())  # draws were told
    for msg in world.channel.history():
        assert "drew" not in msg.content or "you drew" not in msg.content.lower()
        for word in ("drew red", "drew orange", "drew yellow", "drew green", "drew purple",
                     "drew black"):
            assert word not in msg.content
