#!/usr/bin/env python3
"""CPU per item by process inside a benchmark's timed window (bench/README.md).

usage: perfwindow.py PERF_DATA MARKER ITEMS [HZ]

PERF_DATA is `perf record -a -g -F HZ` (default 499) around a whole run;
MARKER a function name in the stacks of the timed work (RunEngine for
axagent, 'river.(*producer)' for River). The window runs from the first to
the last sample whose stack names MARKER, so set-up, the bench's probes and
its storage measurements fall outside; every sample in it is counted for
its process, one sample being 1/HZ s of one CPU.
"""
import collections
import re
import subprocess
import sys

HEADER = re.compile(r'\s*(\S.*?)\s+\d+\s+([\d.]+):')


def samples(path):
    """(process, time, frames) for each sample of the recording."""
    text = subprocess.run(['perf', 'script', '-i', path, '-F', 'comm,tid,time,ip,sym'],
                          capture_output=True, text=True, check=True).stdout
    cur = None
    for line in text.split('\n'):
        if not line.strip():
            if cur:
                yield cur
            cur = None
        elif not line.startswith((' ', '\t')):
            m = HEADER.match(line)
            cur = (m.group(1), float(m.group(2)), []) if m else None
        elif cur:
            cur[2].append(line.strip().split(None, 1)[-1])
    if cur:
        yield cur


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    path, marker, items = sys.argv[1], sys.argv[2], int(sys.argv[3])
    hz = int(sys.argv[4]) if len(sys.argv) == 5 else 499
    all_samples = list(samples(path))
    marked = [t for _, t, frames in all_samples if any(marker in f for f in frames)]
    if not marked:
        sys.exit(f'{path}: no sample has {marker!r} in its stack (recorded with -g?)')
    t0, t1 = min(marked), max(marked)
    per = collections.Counter(p for p, t, _ in all_samples if t0 <= t <= t1)
    print(f'window {t1 - t0:.2f}s')
    for proc, n in per.most_common(6):
        print(f'  {proc:<16} {n:5d} samples = {n / hz:.2f} cpu-s, {1e6 * n / hz / items:.1f} us/item')


if __name__ == '__main__':
    main()
