package execute

// growStack grows the calling goroutine's stack to 32 KiB in one copy
// while the stack is one frame deep. A per-key goroutine starts small
// (2 KiB here) and its call into a target (breaker, tracing, connector,
// HTTP) would otherwise grow it by doubling two or three times at depth,
// each copy walking every frame: 10–12 % of the client's CPU on the
// PostgreSQL bench (issue 32). The bench's path through a target needs
// ~18 KiB (frames carry ledger.Execution by value); deeper calls grow it
// as before.
//
//go:noinline
func growStack() {
	var buf [28 << 10]byte
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
