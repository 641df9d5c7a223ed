"""Headless Chromium driven over the DevTools protocol, with aiohttp (already a dependency).

`chromium --screenshot URL` shows the page only as its first viewer; switching "Viewing as" and
clicking buttons needs a live page, hence this small driver.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import shutil
from pathlib import Path
from typing import Any

import aiohttp

FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars", "--mute-audio",
)


def find_chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Chromium:
    """One headless browser with one page; `evaluate` runs JavaScript in it."""

    def __init__(self, proc: asyncio.subprocess.Process, session: aiohttp.ClientSession,
                 ws: aiohttp.ClientWebSocketResponse) -> None:
        self._proc = proc
        self._session = session
        self._ws = ws
        self._ids = itertools.count(1)

    @classmethod
    async def launch(cls, profile: Path, width: int = 1200, height: int = 900) -> Chromium:
        exe = find_chromium()
        assert exe is not None
        proc = await asyncio.create_subprocess_exec(
            exe, *FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
            "--remote-debugging-port=0", "about:blank",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
        port_file = profile / "DevToolsActivePort"
        for _ in range(300):
            if port_file.exists() and port_file.read_text().strip():
                break
            await asyncio.sleep(0.05)
        else:
            proc.kill()
            raise RuntimeError("chromium did not open its DevTools port within 15 s")
        port = int(port_file.read_text().split()[0])
        session = aiohttp.ClientSession()
        async with session.get(f"http://127.0.0.1:{port}/json/list") as r:
            targets = await r.json()
        page = next(t for t in targets if t["type"] == "page")
        ws = await session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0)
        browser = cls(proc, session, ws)
        await browser.send("Page.enable")
        await browser.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                           deviceScaleFactor=1, mobile=False)
        return browser

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        call = next(self._ids)
        await self._ws.send_str(json.dumps({"id": call, "method": method, "params": params}))
        while True:
            msg = json.loads(await self._ws.receive_str())
            if msg.get("id") == call:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})

    async def goto(self, url: str) -> None:
        await self.send("Page.navigate", url=url)

    async def evaluate(self, expression: str) -> Any:
        res = await self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                              awaitPromise=True)
        if "exceptionDetails" in res:
            raise RuntimeError(f"page error: {res['exceptionDetails']}")
        return res["result"].get("value")

    async def wait_for(self, expression: str, timeout: float = 15.0) -> Any:
        """Poll `expression` until it is truthy; the page refreshes its state twice a second."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            try:
                value = await self.evaluate(expression)
            except RuntimeError:  # the page is still loading
                value = None
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"page never showed: {expression}")
            await asyncio.sleep(0.2)

    async def key(self, name: str) -> None:
        """Press and release a key in the focused element, as a person does (trusted events)."""
        codes = {"ArrowDown": 40, "Enter": 13}
        for kind in ("keyDown", "keyUp"):
            await self.send("Input.dispatchKeyEvent", type=kind, key=name, code=name,
                            windowsVirtualKeyCode=codes[name])

    async def screenshot(self, path: Path) -> Path:
        res = await self.send("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(res["data"]))
        return path

    async def close(self) -> None:
        await self._ws.close()
        await self._session.close()
        if self._proc.returncode is None:
            self._proc.terminate()
            try:
                await asyncio.wait_for(self._proc.wait(), 10)
            except TimeoutError:
                self._proc.kill()
                await self._proc.wait()
