"""The OpenBLAS kernel family the peers of bench/run should run on this CPU.

OpenBLAS picks its kernels from the CPU model it knows; an older OpenBLAS (Debian 12 ships 0.3.21)
does not know newer CPUs and falls back to its Prescott (SSE3) kernels on them, a fraction of the
speed a pip numpy reaches there. This compares the family OpenBLAS reports (threadpoolctl) with
the widest family the CPU's flags run, and names the one to force with OPENBLAS_CORETYPE.

Usage: python3 bench/blaskernel.py   prints the family to set (nothing if OpenBLAS chose right),
                                    and on stderr what it found. Run it with OPENBLAS_CORETYPE unset.
"""
import sys

# OpenBLAS 0.3.21's x86-64 kernel families, narrowest first, each with the CPU flags (as Linux's
# /proc/cpuinfo names them; "pni" is SSE3) its kernels use. Every family needs the ones before it.
FAMILIES = [
    ("Prescott", {"sse2", "pni"}),
    ("Core2", {"ssse3"}),
    ("Penryn", {"sse4_1"}),
    ("Nehalem", {"sse4_2", "popcnt"}),
    ("Sandybridge", {"avx"}),
    ("Haswell", {"avx2", "fma"}),
    ("SkylakeX", {"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"}),
    ("Cooperlake", {"avx512_bf16"}),
]

# Families OpenBLAS may report for other vendors' CPUs, with the Intel family of the same width.
SAME_WIDTH = {"Zen": "Haswell", "Excavator": "Haswell", "Steamroller": "Sandybridge",
              "Piledriver": "Sandybridge", "Bulldozer": "Sandybridge", "Barcelona": "Prescott",
              "Opteron_SSE3": "Prescott", "Atom": "Core2", "Dunnington": "Penryn", "Nano": "Core2"}


def width_of(family):
    """The family's place in FAMILIES (higher is wider), or None for a name not known here."""
    family = SAME_WIDTH.get(family, family)
    names = [name for name, _ in FAMILIES]
    return names.index(family) if family in names else None


def widest_family(flags):
    """The widest family whose flags, and those of every narrower family, the CPU has; None
    where the CPU lacks even SSE3."""
    widest = None
    for name, needs in FAMILIES:
        if not needs <= set(flags):
            break
        widest = name
    return widest


def coretype_to_force(flags, reported):
    """The family to set in OPENBLAS_CORETYPE, or None when OpenBLAS already runs one as wide as
    the CPU allows (or reports a family not known here: then its choice stands)."""
    widest = widest_family(flags)
    chosen, best = width_of(reported or ""), width_of(widest or "")
    if chosen is None or best is None or chosen >= best:
        return None
    return widest


def cpu_flags(path="/proc/cpuinfo"):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("flags"):
                return line.split(":", 1)[1].split()
    return []


def reported_family():
    import numpy  # noqa: F401  (loads OpenBLAS, so threadpoolctl sees it)
    import threadpoolctl

    for info in threadpoolctl.threadpool_info():
        if info.get("internal_api") == "openblas":
            return info.get("architecture"), info.get("version")
    return None, None


def main():
    flags = cpu_flags()
    reported, version = reported_family()
    force = coretype_to_force(flags, reported)
    widest = widest_family(flags)
    if reported is None:
        print("bench: numpy does not run on OpenBLAS here; no kernel family to choose", file=sys.stderr)
    elif force:
        print(f"bench: OpenBLAS {version} runs its {reported} kernels on this CPU, which runs {force}'s: "
              f"the peers run with OPENBLAS_CORETYPE={force}", file=sys.stderr)
        print(force)
    else:
        print(f"bench: OpenBLAS {version} runs its {reported} kernels, the widest family it has for this CPU "
              f"({widest})", file=sys.stderr)


if __name__ == "__main__":
    main()
