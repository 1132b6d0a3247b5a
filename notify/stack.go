package notify

// growStack grows the calling goroutine's stack to 16 KiB in one copy
// while the stack is one frame deep. A per-key goroutine starts small
// (2 KiB here) and its call into a channel (tracing, channel, HTTP) would
// otherwise grow it by doubling two or three times at depth,
// each copy walking every frame: 10–12 % of the client's CPU on the
// PostgreSQL bench (issue 32). 16 KiB is the largest stack the runtime
// still takes from its per-P cache; deeper calls grow it as before.
//
//go:noinline
func growStack() {
	var buf [12 << 10]byte
	touchStack(buf[:])
}

// touchStack takes the array, so the compiler keeps it (and growStack's
// frame); it does nothing with it.
//
//go:noinline
func touchStack(b []byte) {
	if len(b) == 0 {
		panic("empty")
	}
}
