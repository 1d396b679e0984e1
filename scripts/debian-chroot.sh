# Sourced by scripts/test-install, scripts/test-chroot and scripts/test-portable: a fresh Debian
# as a user gets it, a debootstrap minbase chroot whose packages come from Debian's registry.
#   debian_chroot TARGET [SUITE]  debootstrap SUITE (default bookworm, Debian 12) into TARGET,
#                          bind /dev, /dev/pts, /proc and /sys, name servers and SUITE-updates,
#                          apt-get update
#   in_target CMD...       CMD in the chroot as root, with a clean environment; with ISOLATE=1 in
#                          a network namespace of its own, for an X server and its clients: X
#                          clients try a display's abstract socket first, which is shared by
#                          every chroot on the machine and may belong to another X server
#   debian_chroot_remove   unmounts what debian_chroot (or the caller, listed in CHROOT_MOUNTS)
#                          mounted and removes TARGET
# Needs root. GRADFLOW_DEBIAN_MIRROR: another Debian mirror.
MIRROR="${GRADFLOW_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CHROOT_MOUNTS=(dev dev/pts proc sys)

debian_chroot() {
  TARGET="$1"
  local suite="${2:-bookworm}"
  command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
  chmod 755 "$TARGET" # mktemp's 0700 would shut out every user but root (and apt's _apt)
  debootstrap --variant=minbase "$suite" "$TARGET" "$MIRROR" >/dev/null
  # A caller that copied a checkout from under /tmp made the folder before debootstrap did, with
  # the umask's mode: apt (and every test) needs the sticky, world-writable one.
  chmod 1777 "$TARGET/tmp" "$TARGET/var/tmp"
  local mount
  for mount in dev dev/pts proc sys; do mount --bind "/$mount" "$TARGET/$mount"; done
  cp /etc/resolv.conf "$TARGET/etc/resolv.conf"
  echo "deb $MIRROR $suite-updates main" >> "$TARGET/etc/apt/sources.list"
  in_target apt-get update -qq
}

in_target() {
  ${ISOLATE:+unshare --net} chroot "$TARGET" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}

debian_chroot_remove() {
  local i
  for ((i = ${#CHROOT_MOUNTS[@]} - 1; i >= 0; i--)); do
    mountpoint -q "$TARGET/${CHROOT_MOUNTS[i]}" && umount -l "$TARGET/${CHROOT_MOUNTS[i]}"
  done
  rm -rf --one-file-system "$TARGET"
}
