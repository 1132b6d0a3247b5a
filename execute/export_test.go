package execute

// SettleLooked is Settle with a hook run after it has looked at the
// deliveries in flight and before it waits for them.
func (g *Engine) SettleLooked(looked func()) bool { return g.settle(looked) }
