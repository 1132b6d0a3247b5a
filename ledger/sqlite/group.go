package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sync"
	"time"
)

// Group commit (issue 32). The pipeline's writers — a register's Ingest,
// the engines' claims and completions, the dispatchers' completions — each
// took a turn of the file's one writer and paid a durable commit (an fsync
// of the write-ahead log under synchronous=FULL) for a few milliseconds of
// statements, while the others queued behind it. txGroup lets the writer
// whose turn it is run the writes queued behind it in its own transaction,
// each inside a savepoint, and commit them together: one fsync for the
// group. Nothing about each write changes:
//
//   - atomicity: a write that fails is rolled back to its savepoint and
//     reports its error; the others commit. Should its failure end the
//     whole transaction (SQLite rolls back on some errors), every write
//     that ran in it reports an error and none is committed; the writes
//     not yet run go on in a new transaction;
//   - durability: a write's call returns only after the COMMIT that holds
//     it returned (synchronous is the file's, and only handles opened
//     with the same synchronous setting share a commit);
//   - isolation: the writes run one after the other under the write lock,
//     in the order they queued, as they would have one transaction each;
//     each sees the ones before it, as it would have after their commits.
//
// A write is queued for a group only while it waits for the lock; it is
// run by the leader's goroutine, on the leader's connection, with the
// leader's prepared statements (exec, query and queryRow look them up by
// the transaction, groupOf) and, in a group of more than one, a context
// that is not cancelled: a cancelled statement would interrupt SQLite,
// which rolls back the whole transaction, the other writes' too. A write
// whose context ends before it runs is not run.

// maxGroup bounds the writes one commit carries, so a group keeps the lock
// about as long as a few writes would.
const maxGroup = 8

// groupWrite is one write waiting for, or riding in, a group.
type groupWrite struct {
	s    *Store
	ctx  context.Context
	fn   func(*sql.Tx) error
	done chan error // buffered: the group's result for this write
	// taken is set, under the lock's mu, once a leader took the write.
	taken bool
}

// groupTx is what exec, query and queryRow need to know about a group's
// transaction: whose prepared statements it can run, and the context its
// statements run with when several writes share it (nil: the caller's).
type groupTx struct {
	s   *Store
	ctx context.Context
}

// groupTxs holds the group transactions in progress (*sql.Tx → *groupTx).
var groupTxs sync.Map

// groupOf returns the handle whose connection runs tx and the context to
// run a statement in it with.
func (s *Store) groupOf(ctx context.Context, tx *sql.Tx) (*Store, context.Context) {
	if g, ok := groupTxs.Load(tx); ok {
		gt := g.(*groupTx)
		if gt.ctx != nil {
			ctx = gt.ctx
		}
		return gt.s, ctx
	}
	return s, ctx
}

// txGroup is tx for the pipeline's hot writes: fn runs in a transaction
// it may share with other such writes of this process queued at the same
// time (see above). fn must use tx for every statement of the write and
// keep no state across a second call (it is called once).
func (s *Store) txGroup(ctx context.Context, fn func(*sql.Tx) error) error {
	l := s.wl
	if l == nil {
		return s.tx(ctx, fn)
	}
	w := &groupWrite{s: s, ctx: ctx, fn: fn, done: make(chan error, 1)}
	l.mu.Lock()
	l.queue = append(l.queue, w)
	l.mu.Unlock()
	// Either this write's turn comes (it leads a group) or a leader takes
	// it and reports its result.
	if err, taken := l.lockOr(ctx, s.busy, w.done); taken {
		return err
	} else if err != nil {
		l.mu.Lock()
		if !w.taken {
			l.dequeue(w)
			l.mu.Unlock()
			return fmt.Errorf("begin: %w", err)
		}
		l.mu.Unlock()
		return <-w.done // a leader runs it: its result, whatever ctx says
	}
	l.mu.Lock()
	if w.taken {
		// A leader took it while this call also won the lock.
		l.mu.Unlock()
		l.unlock()
		return <-w.done
	}
	// The group is the queue in its order (this write among them), up to
	// maxGroup writes of handles with this one's synchronous setting.
	var group []*groupWrite
	rest := l.queue[:0]
	for _, o := range l.queue {
		if o == w || (len(group) < maxGroup && o.s.sync == s.sync && o.ctx.Err() == nil) {
			o.taken = true
			group = append(group, o)
			continue
		}
		rest = append(rest, o)
	}
	clear(l.queue[len(rest):])
	l.queue = rest
	l.mu.Unlock()
	errs := s.runGroup(group)
	l.unlock()
	var mine error
	for i, o := range group {
		if o == w {
			mine = errs[i]
			continue
		}
		o.done <- errs[i]
	}
	return mine
}

// lockOr is lock for a queued write: it also returns, with taken, when a
// leader ran the write (its result on done) while it waited.
func (l *writeLock) lockOr(ctx context.Context, wait time.Duration, done chan error) (err error, taken bool) {
	select {
	case l.ch <- struct{}{}:
		return nil, false
	default:
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case l.ch <- struct{}{}:
		return nil, false
	case err := <-done:
		return err, true
	case <-ctx.Done():
		return ctx.Err(), false
	case <-t.C:
		return busyErr(wait), false
	}
}

// dequeue removes w from the queue (under mu).
func (l *writeLock) dequeue(w *groupWrite) {
	l.queue = slices.DeleteFunc(l.queue, func(o *groupWrite) bool { return o == w })
}

// runGroup runs the writes of a group under the write lock and commits
// them; it returns each write's result.
func (s *Store) runGroup(group []*groupWrite) []error {
	errs := make([]error, len(group))
	for next := 0; next < len(group); {
		next = s.runGroupTx(group, next, errs)
	}
	return errs
}

// runGroupTx runs group[from:] in one transaction until one of them ends
// it; it returns the index of the first write not run.
func (s *Store) runGroupTx(group []*groupWrite, from int, errs []error) int {
	first := group[from]
	if len(group)-from == 1 {
		// Alone: exactly tx, with the write's own context.
		errs[from] = first.s.txLocked(first.ctx, first.fn)
		return from + 1
	}
	ctx := context.WithoutCancel(first.ctx)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		for i := from; i < len(group); i++ {
			errs[i] = fmt.Errorf("begin: %w", err)
		}
		return len(group)
	}
	groupTxs.Store(tx, &groupTx{s: s, ctx: ctx})
	defer groupTxs.Delete(tx)
	ran := []int{}
	abort := func(i int, err error) int {
		_ = tx.Rollback()
		for _, j := range ran {
			if errs[j] == nil {
				errs[j] = fmt.Errorf("commit: rolled back with another write of its group: %w", err)
			}
		}
		errs[i] = err
		return i + 1
	}
	for i := from; i < len(group); i++ {
		w := group[i]
		if err := w.ctx.Err(); err != nil {
			errs[i] = fmt.Errorf("begin: %w", err)
			continue
		}
		if _, err := tx.ExecContext(ctx, `SAVEPOINT w`); err != nil {
			return abort(i, fmt.Errorf("begin: %w", err))
		}
		if err := w.fn(tx); err != nil {
			if _, rerr := tx.ExecContext(ctx, `ROLLBACK TO w`); rerr != nil {
				return abort(i, err)
			}
			errs[i] = err
		}
		if _, err := tx.ExecContext(ctx, `RELEASE w`); err != nil {
			return abort(i, fmt.Errorf("commit: %w", err))
		}
		ran = append(ran, i)
	}
	if err := tx.Commit(); err != nil {
		for _, j := range ran {
			if errs[j] == nil {
				errs[j] = fmt.Errorf("commit: %w", err)
			}
		}
		return len(group)
	}
	s.commits.Add(1)
	return len(group)
}
