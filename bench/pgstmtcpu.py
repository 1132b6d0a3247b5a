#!/usr/bin/env python3
"""Server CPU of an `axagent bench` run on PostgreSQL, by statement.

Run the bench with per-statement rusage in the server log, then give this
script the part of the log the run wrote and the database's name:

    L=/var/log/postgresql/postgresql-15-main.log; s=$(stat -c %s $L)
    OPTS=$(python3 -c 'import urllib.parse;print(urllib.parse.quote("-c log_statement_stats=on"))')
    axagent bench --db "postgres://…/DB?sslmode=disable&options=$OPTS" --actions 5000 --baseline -1s -o json
    tail -c +$((s+1)) $L > run.log
    python3 bench/pgstmtcpu.py run.log DB

(`-c log_parser_stats=on -c log_planner_stats=on -c log_executor_stats=on`
instead splits each statement into parse, plan and execution.)

Only the pipeline counts: the log is cut at the run's last notification
completion, before the bench's claim probe. It prints the CPU (user +
system, getrusage of the backend) per statement kind with its count of
execution entries, and the sum over the
run's backends of their cumulative CPU at that point (every statement,
BIND and parse included). The log is shared by every database of the
server; entries of other databases are skipped.
"""
import collections
import re
import sys

HEAD = re.compile(r'\S+ \S+ \S+ \[(\d+)\] \S+@(\S+) (LOG|DETAIL|STATEMENT):  ?(.*)')
USAGE = re.compile(r'!\s+([\d.]+) s user, ([\d.]+) s system')
LOCK = re.compile(r'\blk AS MATERIALIZED')  # a completion's lock CTE (not clk)
TOTAL = re.compile(r'\[([\d.]+) s user, ([\d.]+) s system total\]')


def label(sql):
    s = sql.strip()
    if s.startswith('WITH RECURSIVE') and 'SELECT EXISTS' in s:
        return 'idle probe'
    if 'claimed AS' in s:
        t = 'execution' if 'UPDATE executions' in s else 'notification'
        return t + (' claim' if 'fair AS' in s else ' claim by keys')
    if LOCK.search(s) and 'UPDATE executions' in s:
        return 'execution completion'
    if LOCK.search(s) and 'UPDATE outbox' in s:
        return 'notification completion'
    if 'INSERT INTO executions' in s or 'ins AS' in s:
        return 'ingest'
    return ' '.join(s.split())[:60]


def main(path, db):
    lines = open(path, errors='replace').read().split('\n')
    # An entry is a LOG line (which statistics), its DETAIL (the usage),
    # then a STATEMENT line (the SQL, continued on tab-indented lines).
    entries, cur = [], None
    for l in lines:
        m = HEAD.match(l)
        if m:
            cur = [m.group(1), m.group(2), m.group(3), m.group(4)]
            entries.append(cur)
        elif cur is not None:
            cur[3] += '\n' + l
    by = collections.defaultdict(lambda: collections.defaultdict(float))
    calls = collections.Counter()
    kind, pend, total = {}, collections.defaultdict(list), {}
    snap = None
    for pid, d, what, text in entries:
        if d != db:
            continue
        if what == 'LOG':
            m = re.match(r'([A-Z ]+) STATISTICS', text)
            if m:
                kind[pid] = m.group(1)
        elif what == 'DETAIL' and pid in kind:
            u, t = USAGE.search(text), TOTAL.search(text)
            if u:
                pend[pid].append((kind.pop(pid), float(u.group(1)) + float(u.group(2))))
            if t:
                total[pid] = float(t.group(1)) + float(t.group(2))
        elif what == 'STATEMENT' and pend[pid]:
            lab = label(text)
            for k, v in pend.pop(pid):
                by[lab][k] += v
                if k in ('QUERY', 'EXECUTOR', 'EXECUTE MESSAGE'):
                    calls[lab] += 1
        if what == 'STATEMENT' and LOCK.search(text):
            # Everything as of the latest completion: the pipeline's end.
            snap = dict(total)
            by_snap = {k: dict(v) for k, v in by.items()}
            calls_snap = dict(calls)
    if snap is None:
        sys.exit('no completion statement of database %s in %s' % (db, path))
    rows = sorted(((sum(v.values()), k, v) for k, v in by_snap.items()), reverse=True)
    for s, k, v in rows[:12]:
        parts = ', '.join('%s %.3f' % (n.lower(), x) for n, x in sorted(v.items()) if x >= 0.0005)
        print('%7.3f s  %5d execs  %-28s %s' % (s, calls_snap.get(k, 0), k, parts))
    print('%7.3f s  every statement of the database' % sum(r[0] for r in rows))
    print('%7.3f s  the run\'s backends, cumulative (%d backends)' % (sum(snap.values()), len(snap)))


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
