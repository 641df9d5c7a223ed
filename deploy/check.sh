#!/usr/bin/env bash
# The deploy check (`make deploy-check`): builds the image and runs it for real, with Docker and
# docker-compose, printing each step and PASS or FAIL. Slow (minutes) and needs a Docker engine,
# so it is not part of `make test`.
#
#  1. the base images: python:3.11-slim and postgres:16, pulled, or where nothing can be pulled
#     (STANDINS=1, or a failed pull) local stand-ins built from Debian (deploy/standins/)
#  2. the image builds; it runs as its user, /app/data is empty and writable, Pillow lays text
#     out with Raqm (FriBiDi installed) and a table picture renders
#  3. a fake token and no network: the bot gets as far as logging in to Discord (the log shows
#     the login failing on the network), not a crash at import
#  4. compose with PostgreSQL: the bot turns healthy and /health answers 200 inside
#  5. data kept across `down` and `up`
#  6. the database stopped 20 s: the bot survives (same container start, no restart), /health
#     says 503 while it is away and 200 once it is back
#  7. SIGKILL of the bot's process: the restart policy brings it back, it logs in and is healthy
#     again, the data intact, and it resumes its matches (plays the bot's turn of a match stored
#     just before the kill)
#  8. `docker run --env-file` made from .env.example, with an old `HEALTH_PORT=` line and a host
#     folder bind-mounted over /app/data: healthy on SQLite, the database in that folder
#
# With a fake token no real Discord answers (and this machine reaches none), so the check runs
# a stand-in Discord (deploy/fake_discord.py) on compose's network as discord.com and
# gateway.discord.gg; the image and the bot are unchanged and /health means what it means in
# production (gateway ready, sweep running). Everything it creates is named mandalacheck and
# removed at the end (KEEP=1 keeps it). Settings: STANDINS=1, WAIT=seconds, COMPOSE=command.
set -uo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
CHECK_DIR=$(mktemp -d /tmp/mandalacheck.XXXXXX)
PROJECT=mandalacheck
IMAGE=mandala-bot:check
CACHE=${STANDIN_CACHE:-/var/tmp/mandala-standins}
WAIT=${WAIT:-180}  # seconds to wait for a container to turn healthy
export REPO CHECK_DIR
FAILED=0
STEP=0

say() { printf '%s\n' "$*"; }
step() { STEP=$((STEP + 1)); say ""; say "[$STEP] $*"; }
pass() { say "    PASS: $*"; }
fail() { say "    FAIL: $*"; FAILED=$((FAILED + 1)); }
fatal() { fail "$*"; finish; }
indent() { sed -e 's/\x1b\[[0-9;]*m//g' -e 's/^/      | /'; }

COMPOSE=${COMPOSE:-docker-compose}  # Debian's docker-compose; COMPOSE="docker compose" for v2
compose() {
    $COMPOSE -p "$PROJECT" --project-directory "$CHECK_DIR" \
        -f "$REPO/compose.yaml" -f "$REPO/deploy/compose.check.yaml" "$@"
}

cleanup() {
    [ "${KEEP:-0}" = 1 ] && { say "KEEP=1: left $PROJECT running, files in $CHECK_DIR"; return; }
    docker rm -f "$PROJECT-sqlite" > /dev/null 2>&1  # first: it holds compose's network
    touch "$CHECK_DIR/.env"  # compose.yaml's env_file must exist for compose to read it
    compose down -v --remove-orphans > /dev/null 2>&1
    rm -rf "$CHECK_DIR"
}

finish() {
    cleanup
    if [ "${KEEP:-0}" != 1 ] && docker volume inspect "${PROJECT}_pgdata" > /dev/null 2>&1; then
        fail "cleanup left the volume ${PROJECT}_pgdata"
    fi
    say ""
    if [ "$FAILED" = 0 ]; then say "deploy check: PASS (all $STEP steps)"; exit 0; fi
    say "deploy check: FAIL ($FAILED failed)"
    exit 1
}

# health_status CONTAINER: the container's health as Docker sees it
health_status() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$1"; }

# wait_healthy CONTAINER SECONDS: true once Docker reports it healthy
wait_healthy() {
    local c=$1 limit=$2 t=0
    while [ "$t" -lt "$limit" ]; do
        [ "$(health_status "$c" 2>/dev/null)" = healthy ] && { say "    healthy after ${t} s"; return 0; }
        sleep 1; t=$((t + 1))
    done
    say "    not healthy after ${limit} s (status: $(health_status "$c" 2>/dev/null))"
    docker inspect -f '{{range .State.Health.Log}}{{.ExitCode}} {{.Output}}{{end}}' "$c" \
        2>/dev/null | tail -3 | indent
    return 1
}

# health_answer CONTAINER: "STATUS BODY" of GET /health asked inside the container
health_answer() {
    docker exec "$1" python -c '
import os, urllib.error, urllib.request
url = "http://127.0.0.1:" + (os.environ.get("HEALTH_PORT", "").strip() or "8080") + "/health"
try:
    r = urllib.request.urlopen(url, timeout=5); print(r.status, r.read().decode())
except urllib.error.HTTPError as e:
    print(e.code, e.read().decode())
except OSError as e:
    print("no-answer", e)' 2> /dev/null || echo "no-answer (the container is not running)"
}

psql_db() { compose exec -T db psql -U mandala -d mandala -tAc "$1" 2>&1; }
bot_id() { compose ps -q bot; }
started_at() { docker inspect -f '{{.State.StartedAt}}' "$1"; }
restarts() { docker inspect -f '{{.RestartCount}}' "$1"; }

trap 'say ""; say "interrupted"; cleanup; exit 130' INT TERM

say "deploy check of $REPO ($(date -u '+%Y-%m-%d %H:%M:%S UTC'))"
if ! docker info > /dev/null 2> "$CHECK_DIR/docker-info.err"; then
    fail "no Docker engine answers: $(head -1 "$CHECK_DIR/docker-info.err")"
    say "    start one (dockerd &) or install it (apt-get install docker.io docker-compose)"
    finish
fi
say "docker $(docker version -f '{{.Server.Version}}'), $COMPOSE $($COMPOSE version --short)"
KEEP=0 cleanup; mkdir -p "$CHECK_DIR"  # what an interrupted run left

step "base images python:3.11-slim and postgres:16"
# present (pulled or built before), else pulled, else the local stand-in (STANDINS=1: rebuild it)
have() { [ "${STANDINS:-0}" != 1 ] && docker image inspect "$1" > /dev/null 2>&1; }
origin() { docker image inspect -f '{{.Comment}}{{index .Config.Labels "org.mandala.standin"}}' "$1" 2>/dev/null; }
base_ok=1
if have python:3.11-slim; then
    say "    python:3.11-slim present: $(origin python:3.11-slim | cut -c1-80)"
elif [ "${STANDINS:-0}" != 1 ] && docker pull -q python:3.11-slim > /dev/null 2>&1; then
    say "    python:3.11-slim pulled"
else
    say "    python:3.11-slim cannot be pulled (or STANDINS=1): building the local stand-in"
    "$REPO/deploy/standins/python.sh" "$CACHE" 2>&1 | indent || base_ok=0
fi
if have postgres:16; then
    say "    postgres:16 present: $(origin postgres:16 | cut -c1-80)"
elif [ "${STANDINS:-0}" != 1 ] && docker pull -q postgres:16 > /dev/null 2>&1; then
    say "    postgres:16 pulled"
else
    say "    postgres:16 cannot be pulled (or STANDINS=1): building the stand-in"
    docker build -q -t postgres:16 "$REPO/deploy/standins/postgres" > "$CHECK_DIR/pg.log" 2>&1 \
        || { tail -5 "$CHECK_DIR/pg.log" | indent; base_ok=0; }
fi
[ "$base_ok" = 1 ] && pass "python:3.11-slim and postgres:16 ready" || fatal "no base images"

step "the image builds ($IMAGE) and holds what the bot needs"
start=$(date +%s)
if ! docker build -t "$IMAGE" "$REPO" > "$CHECK_DIR/build.log" 2>&1; then
    tail -15 "$CHECK_DIR/build.log" | indent
    fatal "docker build failed"
fi
say "    built in $(( $(date +%s) - start )) s, $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
facts=$(docker run --rm --network none "$IMAGE" python -c '
import os, pathlib, tempfile
from PIL import features
import games
from engine.mandala import new_game
from render.mandala import render_table
games.install_all()
data = pathlib.Path("/app/data")
print("uid", os.getuid())
print("data-entries", len(list(data.iterdir())))
tempfile.NamedTemporaryFile(dir=data).close()
print("data-writable yes")
print("raqm", features.check("raqm"), "fribidi", features.version("fribidi"))
png = render_table(new_game(7).view(None), names=("Ada", "محمد 🐉"))
print("table-png", len(png), png[:4] == b"\x89PNG")
' 2>&1)
say "$facts" | indent
if grep -q '^uid 10001$' <<< "$facts" && grep -q '^data-entries 0$' <<< "$facts" \
    && grep -q '^data-writable yes$' <<< "$facts" && grep -q '^raqm True fribidi' <<< "$facts" \
    && grep -q '^table-png [0-9]* True$' <<< "$facts"; then
    pass "user 10001, /app/data empty and writable, Raqm with FriBiDi, a table renders"
else
    fail "the image lacks something above"
fi

step "a fake token, no network: the bot reaches Discord's login"
timeout 120 docker run --rm --network none -e DISCORD_TOKEN=fake-token "$IMAGE" \
    > "$CHECK_DIR/offline.log" 2>&1
code=$?
grep -E 'static_login|Cannot connect to host|Error|error' "$CHECK_DIR/offline.log" | tail -4 | indent
if grep -q 'static_login' "$CHECK_DIR/offline.log" \
    && grep -q 'Cannot connect to host discord.com:443' "$CHECK_DIR/offline.log" \
    && ! grep -qE 'ImportError|ModuleNotFoundError|KeyError|FileNotFoundError' "$CHECK_DIR/offline.log"; then
    pass "exit $code after trying to log in to discord.com (no network), no crash at import"
else
    tail -20 "$CHECK_DIR/offline.log" | indent
    fail "exit $code without reaching the login"
fi

step "compose with PostgreSQL: healthy, /health 200 inside"
# docs/operations.md's way: .env copied from .env.example, the token filled in
sed 's/^DISCORD_TOKEN=.*/DISCORD_TOKEN=fake-token-for-the-check/' "$REPO/.env.example" \
    > "$CHECK_DIR/.env"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=discord.com \
    -addext subjectAltName=DNS:discord.com,DNS:gateway.discord.gg -keyout "$CHECK_DIR/discord-key.pem" \
    -out "$CHECK_DIR/discord.pem" > /dev/null 2>&1
chmod 644 "$CHECK_DIR"/*.pem
if ! compose up -d --build > "$CHECK_DIR/up.log" 2>&1; then
    tail -15 "$CHECK_DIR/up.log" | indent
    fatal "docker-compose up failed"
fi
BOT=$(bot_id)
if wait_healthy "$BOT" "$WAIT"; then
    answer=$(health_answer "$BOT")
    say "$answer" | cut -c1-400 | indent
    [ "${answer%% *}" = 200 ] && pass "healthy; GET /health: 200" || fail "GET /health: ${answer%% *}"
else
    compose logs --tail 30 bot discord 2>&1 | indent
    fail "the bot never turned healthy"
fi
compose logs bot 2>&1 | grep -E 'logged in|Shard ID|health endpoint|ready' | head -4 | indent

step "data kept across docker-compose down / up"
version=$(psql_db "SELECT version FROM schema_version")
psql_db "CREATE TABLE IF NOT EXISTS deploy_check (note text); INSERT INTO deploy_check VALUES ('kept')" > /dev/null
say "    schema version $version, a marker row written; down, then up"
compose down > "$CHECK_DIR/down.log" 2>&1
compose up -d > "$CHECK_DIR/up2.log" 2>&1
BOT=$(bot_id)
wait_healthy "$BOT" "$WAIT"
after=$(psql_db "SELECT version FROM schema_version")
marker=$(psql_db "SELECT note FROM deploy_check")
if [ -n "$version" ] && [ "$after" = "$version" ] && [ "$marker" = kept ] \
    && [ "$(health_status "$BOT")" = healthy ]; then
    pass "schema version $after and the marker survived; the new bot is healthy"
else
    fail "after down/up: schema version '$after' (was '$version'), marker '$marker'"
fi

step "the database stopped for 20 s: the bot survives"
before_start=$(started_at "$BOT"); before_restarts=$(restarts "$BOT")
compose stop db > /dev/null 2>&1
sleep 10
during=$(health_answer "$BOT")
say "    during the outage: $(cut -c1-200 <<< "$during")"
sleep 10
compose start db > /dev/null 2>&1
wait_healthy "$(compose ps -q db)" 60 > /dev/null
ok=0
for _ in $(seq 60); do
    answer=$(health_answer "$BOT")
    [ "${answer%% *}" = 200 ] && { ok=1; break; }
    sleep 1
done
running=$(docker inspect -f '{{.State.Running}}' "$BOT")
say "    after: $(cut -c1-200 <<< "$answer")"
docker logs --since 60s "$BOT" 2>&1 | grep -iE 'error|fail|database' | tail -4 | indent
if [ "$running" = true ] && [ "$(started_at "$BOT")" = "$before_start" ] \
    && [ "$(restarts "$BOT")" = "$before_restarts" ] && [ "$ok" = 1 ] \
    && [ "${during%% *}" = 503 ]; then
    pass "same process throughout (started $before_start, restarts $before_restarts); /health 503 during the outage, 200 after"
else
    fail "running=$running, started $(started_at "$BOT") (was $before_start), restarts $(restarts "$BOT") (was $before_restarts), /health during: ${during%% *} (503 wanted), 200 after: $ok"
fi

step "SIGKILL of the bot's process: restarted by the policy, healthy again, it resumes"
# a live match where it is the bot's turn, stored (as the app layer does) just before the kill:
# the old process only finds it at its next sweep (a minute away), so a move after the kill is
# the restarted bot resuming its matches at start
read -r match_id match_version < <(docker exec -i "$BOT" python - < "$REPO/deploy/seed_match.py" 2>&1 | tail -1)
pid=$(docker inspect -f '{{.State.Pid}}' "$BOT")
identified=$(compose logs discord 2>&1 | grep -c IDENTIFY)
before_restarts=$(restarts "$BOT")
say "    match $match_id stored at version $match_version, the bot (easy) to move"
if [ "${pid:-0}" -gt 1 ]; then  # 0 when not running: `kill 0` would hit this script's group
    say "    kill -KILL $pid (the bot's python, PID 1 in its container)"
    kill -KILL "$pid"
else
    say "    the bot is not running (pid '${pid}'): nothing to kill"
fi
bot_moves() { psql_db "SELECT count(*) FROM action_log WHERE match_id = ${match_id:-0} AND seat = 1"; }
at_kill=$(bot_moves)
back=0
for _ in $(seq 60); do
    [ "$(restarts "$BOT")" -gt "$before_restarts" ] && [ "$(docker inspect -f '{{.State.Running}}' "$BOT")" = true ] && { back=1; break; }
    sleep 1
done
say "    restarts $before_restarts -> $(restarts "$BOT") (Docker's count for this container)"
if [ "$back" = 1 ] && wait_healthy "$BOT" "$WAIT"; then
    answer=$(health_answer "$BOT")
    now_identified=$(compose logs discord 2>&1 | grep -c IDENTIFY)
    marker=$(psql_db "SELECT note FROM deploy_check")
    moved=$at_kill
    for _ in $(seq 40); do
        moved=$(bot_moves)
        [ -n "$moved" ] && [ -n "$at_kill" ] && [ "$moved" -gt "$at_kill" ] && break
        sleep 1
    done
    say "    gateway IDENTIFY count $identified -> $now_identified; marker '$marker'"
    say "    match $match_id: the bot's moves in the action log: $at_kill at the kill, $moved after the restart"
    psql_db "SELECT 'action log: seq ' || seq || ', seat ' || seat || ' (the bot)' FROM action_log WHERE match_id = ${match_id:-0} ORDER BY seq" | indent
    # the stand-in Discord knows no channel 3000000000000000002: the table post is skipped
    docker logs --since 60s "$BOT" 2>&1 | grep -E "match $match_id" | tail -2 | indent
    if [ "${answer%% *}" = 200 ] && [ "$now_identified" -gt "$identified" ] && [ "$marker" = kept ] \
        && [ "$at_kill" = 0 ] && [ "$moved" -gt 0 ]; then
        pass "restarted, logged in again, /health 200, data intact, the bot's turn played"
    else
        fail "after the restart: /health ${answer%% *}, IDENTIFY $now_identified, marker '$marker', the bot's moves $at_kill -> $moved"
    fi
else
    compose logs --tail 20 bot 2>&1 | indent
    fail "the bot did not come back healthy"
fi

step "docker run --env-file from .env.example (+ an old empty HEALTH_PORT=), /app/data bind-mounted"
{ cat "$CHECK_DIR/.env"; echo "HEALTH_PORT="; } > "$CHECK_DIR/old.env"
mkdir -p "$CHECK_DIR/data" && chown 10001:10001 "$CHECK_DIR/data"
network=$(docker inspect -f '{{range $k, $v := .NetworkSettings.Networks}}{{$k}}{{end}}' "$BOT")
docker run -d --name "$PROJECT-sqlite" --network "$network" --env-file "$CHECK_DIR/old.env" \
    -e SSL_CERT_FILE=/check/discord.pem -v "$CHECK_DIR/discord.pem:/check/discord.pem:ro" \
    -v "$CHECK_DIR/data:/app/data" --health-interval 3s --health-start-period 120s \
    "$IMAGE" > /dev/null
if wait_healthy "$PROJECT-sqlite" "$WAIT"; then
    answer=$(health_answer "$PROJECT-sqlite")
    files=$(ls "$CHECK_DIR/data" | tr '\n' ' ')
    say "    /app/data on the host: $files"
    if [ "${answer%% *}" = 200 ] && [ -s "$CHECK_DIR/data/mandala.db" ]; then
        pass "the image's own healthcheck passes (port 8080), SQLite in the mounted folder"
    else
        fail "/health ${answer%% *}, host folder: $files"
    fi
else
    docker logs --tail 20 "$PROJECT-sqlite" 2>&1 | indent
    fail "never healthy"
fi

finish
