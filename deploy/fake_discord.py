"""A stand-in for Discord's REST API and gateway, only as far as a bot logs in and stays
connected: the deploy check (deploy/check.sh) runs the real image against it, since a fake
token reaches no real Discord (and this machine reaches none). It answers who the bot is, its
application, the slash-command sync, the gateway's address, then HELLO, READY with no guilds
and heartbeat ACKs. Served over TLS as discord.com and gateway.discord.gg (compose network
aliases, a certificate the check makes and the bot's container trusts through SSL_CERT_FILE);
nothing in the bot changes.

    python fake_discord.py CERT KEY [PORT]

Every request is printed (method and path; never a header: the token travels in one).
"""

from __future__ import annotations

import json
import ssl
import sys
from itertools import count

from aiohttp import WSMsgType, web
from aiohttp.typedefs import Handler

BOT_ID = "1000000000000000001"
OWNER_ID = "1000000000000000002"
USER = {"id": BOT_ID, "username": "Mandala check", "discriminator": "0", "global_name": None,
        "avatar": None, "bot": True, "flags": 0}
OWNER = {**USER, "id": OWNER_ID, "username": "owner", "bot": False}
HEARTBEAT_MS = 5000
GATEWAY = "wss://gateway.discord.gg/"  # discord.py connects here first, whatever REST says
_ids = count(1100000000000000000)


def say(text: str) -> None:
    print(text, flush=True)


def reply(data: object, status: int = 200) -> web.Response:
    """JSON as Discord sends it: discord.py parses a body only under exactly this type (no
    charset, which aiohttp's json_response adds)."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


async def users_me(request: web.Request) -> web.Response:
    return reply(USER)


async def application(request: web.Request) -> web.Response:
    return reply({
        "id": BOT_ID, "name": "Mandala check", "description": "", "icon": None,
        "bot_public": False, "bot_require_code_grant": False, "owner": OWNER, "team": None,
        "verify_key": "0" * 64, "flags": 0, "summary": "",
    })


async def sync_commands(request: web.Request) -> web.Response:
    """The bulk overwrite of the application's commands: echoed with ids, as Discord does."""
    payload = await request.json()
    out = [{**c, "id": str(next(_ids)), "application_id": BOT_ID, "version": "1",
            "default_member_permissions": c.get("default_member_permissions"),
            "dm_permission": c.get("dm_permission", True)} for c in payload]
    say(f"  synced {len(out)} slash commands: {', '.join(c['name'] for c in out)}")
    return reply(out)


async def gateway_bot(request: web.Request) -> web.Response:
    return reply({"url": GATEWAY, "shards": 1, "session_start_limit": {
        "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})


async def gateway(request: web.Request) -> web.WebSocketResponse:
    """HELLO, then READY after IDENTIFY (no guilds), an ACK for every heartbeat."""
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    await ws.send_json({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}})
    seq = 0
    async for msg in ws:
        if msg.type != WSMsgType.TEXT:
            continue
        op = json.loads(msg.data).get("op")
        if op == 1:
            await ws.send_json({"op": 11, "d": None})
        elif op == 2:
            seq += 1
            say("  gateway: IDENTIFY, sending READY")
            await ws.send_json({"op": 0, "s": seq, "t": "READY", "d": {
                "v": 10, "user": USER, "guilds": [], "session_id": f"check-{next(_ids)}",
                "resume_gateway_url": GATEWAY, "shard": [0, 1],
                "application": {"id": BOT_ID, "flags": 0}}})
        elif op == 6:
            await ws.send_json({"op": 9, "d": False})  # no resume: identify again
    say("  gateway: connection closed")
    return ws


@web.middleware
async def logged(request: web.Request, handler: Handler) -> web.StreamResponse:
    say(f"{request.method} {request.path}")
    return await handler(request)


async def unknown(request: web.Request) -> web.Response:
    return reply({"message": "Unknown route (fake Discord)", "code": 0},
                             status=404)


def app() -> web.Application:
    a = web.Application(middlewares=[logged])
    a.router.add_get("/api/v10/users/@me", users_me)
    a.router.add_get("/api/v10/oauth2/applications/@me", application)
    a.router.add_put("/api/v10/applications/{app}/commands", sync_commands)
    a.router.add_get("/api/v10/gateway/bot", gateway_bot)
    a.router.add_get("/", gateway)
    a.router.add_route("*", "/{tail:.*}", unknown)
    return a


def main(argv: list[str]) -> None:
    cert, key = argv[0], argv[1]
    port = int(argv[2]) if len(argv) > 2 else 443
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(cert, key)
    web.run_app(app(), port=port, ssl_context=tls, print=lambda text: say(str(text)))


if __name__ == "__main__":
    main(sys.argv[1:])
