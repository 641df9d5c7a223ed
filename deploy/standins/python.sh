#!/bin/sh
# A local stand-in for the official python:3.11-slim, for machines that cannot pull it (this
# check's sandbox): Debian bookworm minbase from debootstrap with Debian's Python 3.11, `python`
# and `pip` on the PATH as in the official image, pip allowed to install system-wide (the
# official image's Python is its own, not Debian's managed one), and, like the official image,
# no libfribidi0. Usage: standins/python.sh [cache folder]; tags python:3.11-slim.
set -eu
cache=${1:-/var/tmp/mandala-standins}
root=$cache/bookworm-python
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [ ! -x "$root/usr/bin/python3.11" ]; then
    rm -rf "$root"
    mkdir -p "$cache"
    debootstrap --variant=minbase \
        --include=python3,python3-pip,python3-venv,python-is-python3,ca-certificates \
        bookworm "$root" "$mirror" > "$cache/debootstrap.log" 2>&1 \
        || { tail -20 "$cache/debootstrap.log"; exit 1; }
fi
rm -f "$root"/usr/lib/python3.11/EXTERNALLY-MANAGED
ln -sf /usr/bin/python3 "$root/usr/local/bin/python"
ln -sf /usr/bin/pip3 "$root/usr/local/bin/pip"
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
# This host's own certificate authorities (an egress proxy's, say): builds on this machine reach
# PyPI through the same network as the host, so the stand-in trusts what the host trusts.
rm -f "$root"/usr/local/share/ca-certificates/host-*.crt
for crt in /usr/local/share/ca-certificates/*.crt; do
    [ -f "$crt" ] && cp "$crt" "$root/usr/local/share/ca-certificates/host-$(basename "$crt")"
done
chroot "$root" update-ca-certificates > /dev/null 2>&1
if chroot "$root" dpkg -s libfribidi0 > /dev/null 2>&1; then
    echo "the stand-in has libfribidi0, which python:3.11-slim lacks" >&2
    exit 1
fi
tar -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["python3"]' \
    --message "stand-in for python:3.11-slim: Debian bookworm minbase, Debian's Python 3.11" \
    - python:3.11-slim > /dev/null
echo "python:3.11-slim: stand-in (Debian bookworm, $(chroot "$root" python3 --version))"
