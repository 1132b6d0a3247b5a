// Package stack grows a new goroutine's stack in one copy, while it is
// one frame deep.
//
// A per-key goroutine (the engine's, the dispatcher's) starts with a 2 KiB
// stack, and its call into a tracker or channel (breaker, tracing,
// connector, HTTP) grows it by doubling two or three times at depth, each
// copy walking every frame: 10–12 % of the client's CPU on the PostgreSQL
// bench (issue 32). Growing it first, at the top, is one copy of one
// frame; deeper calls still grow it as before.
package stack

// Grow32K grows the stack to 32 KiB: a tracker call needs ~18 KiB (frames
// carry ledger.Execution by value).
//
//go:noinline
func Grow32K() {
	var buf [28 << 10]byte
	touch(buf[:])
}

// Grow16K grows the stack to 16 KiB, the largest the runtime still takes
// from its per-P cache: enough for a channel's send.
//
//go:noinline
func Grow16K() {
	var buf [12 << 10]byte
	touch(buf[:])
}

// touch takes the array, so the compiler keeps it (and its caller's
// frame); it does nothing with it.
//
//go:noinline
func touch(b []byte) {
	if len(b) == 0 {
		panic("stack: empty")
	}
}
