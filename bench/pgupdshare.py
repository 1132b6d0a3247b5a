#!/usr/bin/env python3
"""Share of the PostgreSQL server's CPU that a HOT update shape could remove,
measured on the real pipeline (bench/README.md, issue 32 item 2).

usage: pgupdshare.py PERF_DATA PIDS [MARKER]

PERF_DATA is `perf record -a -g -F 499` around `axagent bench --db
postgres://… --actions N --baseline -1s`; PIDS a file of the run's backend
pids, one a line (poll `SELECT pid FROM pg_stat_activity WHERE datname =
…` during the run: the server is shared, so only those backends count).
MARKER (default RunEngine) bounds the timed window as in perfwindow.py.

The server binary is stripped of its static functions (ExecUpdate,
ExecInsert, ExecModifyTable show as addresses), so the script learns the
two call sites in ExecModifyTable from the samples themselves: the frame
four above heap_update (heapam_tuple_update, ExecUpdateAct, ExecUpdate,
ExecModifyTable) and three above heap_insert (heapam_tuple_insert,
ExecInsert, ExecModifyTable). An ExecInsertIndexTuples sample under the
first is an index entry of an UPDATE: the work a HOT update does not do.
"""
import collections
import re
import subprocess
import sys

HEADER = re.compile(r'\s*(\S.*?)\s+(\d+)\s+([\d.]+):')


def samples(path):
    """(tid, time, [(address, symbol)] innermost first) per sample."""
    text = subprocess.run(['perf', 'script', '-i', path, '-F', 'comm,tid,time,ip,sym'],
                          capture_output=True, text=True, check=True).stdout
    for block in text.split('\n\n'):
        lines = block.strip().split('\n')
        m = HEADER.match(lines[0]) if lines and lines[0].strip() else None
        if not m:
            continue
        frames = []
        for line in lines[1:]:
            parts = line.strip().split(None, 1)
            frames.append((parts[0], parts[1] if len(parts) > 1 else ''))
        yield m.group(2), float(m.group(3)), frames


def site(stacks, fn, up):
    """The most common address up frames above fn."""
    c = collections.Counter()
    for frames in stacks:
        names = [n for _, n in frames]
        if fn in names:
            i = names.index(fn) + up
            if i < len(frames):
                c[frames[i][0]] += 1
    return c.most_common(1)[0][0] if c else None


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    path, pidfile = sys.argv[1], sys.argv[2]
    marker = sys.argv[3] if len(sys.argv) == 4 else 'RunEngine'
    pids = {line.strip() for line in open(pidfile) if line.strip()}
    all_samples = list(samples(path))
    marked = [t for _, t, f in all_samples if any(marker in n for _, n in f)]
    if not marked:
        sys.exit(f'{path}: no sample has {marker!r} in its stack (recorded with -g?)')
    t0, t1 = min(marked), max(marked)
    mine = [f for tid, t, f in all_samples if tid in pids and t0 <= t <= t1]
    if not mine:
        sys.exit(f'{path}: no sample of the backends in {pidfile} inside the window')
    upd, ins = site(mine, 'heap_update', 4), site(mine, 'heap_insert', 3)
    n = len(mine)
    g = collections.Counter()
    for frames in mine:
        names = [nm for _, nm in frames]
        addrs = {a for a, _ in frames}
        if 'ExecInsertIndexTuples' in names:
            g['index entries of UPDATEs' if upd in addrs else 'index entries of INSERTs' if ins in addrs else 'index entries, other'] += 1
        if 'heap_update' in names:
            g['heap_update'] += 1
            if 'RelationGetBufferForTuple' in names:
                g['  of it: a page for the new version'] += 1
        if 'heap_insert' in names:
            g['heap_insert'] += 1
        if '_bt_bottomupdel_pass' in names or 'heap_index_delete_tuples' in names:
            g['bottom-up index deletion (version churn)'] += 1
        if 'CommitTransactionCommand' in names:
            g['commit'] += 1
        if 'pg_plan_queries' in names or 'GetCachedPlan' in names:
            g['planning'] += 1
    print(f'window {t1 - t0:.2f}s; the run\'s backends: {n} samples = {n / 499:.2f} cpu-s '
          f'(update site {upd}, insert site {ins})')
    for k, v in sorted(g.items(), key=lambda kv: -kv[1]):
        print(f'  {k:<42} {v:6d} {100 * v / n:5.1f} %')


if __name__ == '__main__':
    main()
