# The bot for a real server: slim Python, the project's dependencies (the Noto fonts come as
# PyPI packages, DejaVu ships in render/dejavu), run as an unprivileged user, watched by /health.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Pillow's wheel bundles Raqm, which render/draw.py needs for direction="ltr", but loads FriBiDi
# from the system; the slim image lacks it and the first picture fails ("without libraqm").
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*

# Dependencies first, from pyproject.toml's list (as the Makefile reads it), so a code change
# does not reinstall them.
COPY pyproject.toml ./
RUN python -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))' > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

COPY bot.py launch.py playground.py ./
COPY ai ./ai
COPY cogs ./cogs
COPY engine ./engine
COPY games ./games
COPY i18n ./i18n
COPY play ./play
COPY present ./present
COPY render ./render
COPY store ./store

# Not root: the bot needs to write only its SQLite file (DATABASE_PATH, in /app/data) if it uses
# one; with DATABASE_URL (PostgreSQL) it writes nothing here. /app/data holds data only (the
# code's assets live in its packages), so a volume mounted there hides nothing; a new named
# volume takes this folder's owner.
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin mandala \
    && mkdir /app/data \
    && chown mandala:mandala /app/data
USER mandala

ENV DATABASE_PATH=/app/data/mandala.db \
    HEALTH_PORT=8080

# /health answers 503 when the gateway is down or the deadline sweep has stalled; urlopen raises
# on any status but 2xx, so the check fails then. An empty HEALTH_PORT (`docker run --env-file`
# with `HEALTH_PORT=`) means 8080 here and in the CMD's --health-port, so the two always agree.
HEALTHCHECK --interval=60s --timeout=10s --start-period=90s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + (os.environ.get('HEALTH_PORT', '').strip() or '8080') + '/health', timeout=5)"]

CMD ["python", "launch.py", "run", "--health-port", "8080"]
