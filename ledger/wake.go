package ledger

import "context"

// WorkSignals is implemented by stores that tell workers in other
// processes that new work was committed (issue 17): PostgreSQL with
// LISTEN/NOTIFY, SQLite with a watched file next to the database. A signal
// only shortens the wait for the next claim; the worker's poll still finds
// everything (a retry becoming due sends no signal), and a lost signal
// costs at most one poll interval.
type WorkSignals interface {
	// ListenWork calls wake (which must not block) whenever work was
	// enqueued in any process on this ledger, until ctx ends. It returns
	// once it listens; listening then goes on in the background and
	// reconnects after errors.
	ListenWork(ctx context.Context, wake func()) error
}
