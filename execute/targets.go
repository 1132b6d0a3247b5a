package execute

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// TargetDirectory is a Directory that knows each target's user IDs (the
// roster's ids.<target>); with routing, the engine asks it for the target
// a key is carried out in.
type TargetDirectory interface {
	TargetUserIn(target string, in ledger.Intent) string
}

// PermitIn decides whether target may carry out an operation (R7).
type PermitIn func(target, tenant, project, operation string) (ok bool, reason string)

// ErrTargetGone: the key was created in a target that is no longer
// configured; a person decides.
var ErrTargetGone = errors.New("target not configured")

// targetFor is the connector that carries e out. Without routing it is
// Tasks. With routing, a create not in doubt records its route's target
// for the key (first writer wins), and every later step of the key — a
// reconciliation, an update, a cancel, a late replay — goes to the
// recorded target, even after the route changed. A key sent before
// routing was configured has no record: Tasks held it then.
func (g *Engine) targetFor(ctx context.Context, e ledger.Execution) (connectors.TaskConnector, error) {
	if g.Route == nil {
		return g.Tasks, nil
	}
	create := e.Key.WithOperation(ledger.OpCreateTask).String()
	var name string
	var err error
	if e.Key.Operation == ledger.OpCreateTask && !e.InDoubt {
		name, err = g.Store.TargetPin(ctx, create, g.Route(e.Key.Tenant, e.Key.Project))
	} else if name, err = g.Store.TargetPin(ctx, create, ""); err == nil && name == "" {
		name, err = g.Store.TargetPin(ctx, create, g.Tasks.Name())
	}
	if err != nil {
		return nil, fmt.Errorf("target of %s: %w", e.Key, err)
	}
	if name == g.Tasks.Name() {
		return g.Tasks, nil
	}
	if t, ok := g.Targets[name]; ok {
		return t, nil
	}
	return nil, fmt.Errorf("%w: %s was created in %s, which is no longer in the config: add its section back (and a route), or resolve the key by hand", ErrTargetGone, e.Key, name)
}

// targetProblem is the outcome of a key whose target cannot be decided.
func (g *Engine) targetProblem(e ledger.Execution, err error) *ledger.CompleteParams {
	if errors.Is(err, ErrTargetGone) {
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomeNoTarget, err.Error(), e.InDoubt)
		return &p
	}
	// The ledger did not answer: nothing was sent; try again shortly.
	p := ledger.CompleteRelease(e, false, "deciding the target: "+err.Error())
	p.NextAttemptAt = g.Clock.Now().Add(g.Retry.Initial)
	return &p
}

func (g *Engine) permitIn(target string, e ledger.Execution) (bool, string) {
	if g.PermitIn != nil {
		return g.PermitIn(target, e.Key.Tenant, e.Key.Project, e.Key.Operation)
	}
	return g.permit(e)
}

func (g *Engine) targetUser(target string, in ledger.Intent) string {
	if d, ok := g.Directory.(TargetDirectory); ok {
		return d.TargetUserIn(target, in)
	}
	if g.Directory != nil {
		return g.Directory.TargetUser(in)
	}
	return in.AssigneeID
}

// breakerTimeout is how long a target's breaker stays open before it lets
// a trial call through, unless Engine.BreakerOpen says otherwise.
const breakerTimeout = 30 * time.Second

// breakerOpen is how long this engine's breakers stay open.
func (g *Engine) breakerOpen() time.Duration {
	if g.BreakerOpen > 0 {
		return g.BreakerOpen
	}
	return breakerTimeout
}

// newBreaker is the circuit breaker of one target (S12).
func (g *Engine) newBreaker(target string) *gobreaker.CircuitBreaker[any] {
	return gobreaker.NewCircuitBreaker[any](gobreaker.Settings{
		Name:    "target:" + target,
		Timeout: g.breakerOpen(),
		ReadyToTrip: func(c gobreaker.Counts) bool {
			return c.ConsecutiveFailures >= 5
		},
		IsSuccessful: healthy,
		OnStateChange: func(_ string, _, to gobreaker.State) {
			if to == gobreaker.StateOpen {
				g.openedMu.Lock()
				if g.opened == nil {
					g.opened = map[string]time.Time{}
				}
				g.opened[target] = g.Clock.Now()
				g.openedMu.Unlock()
			}
			g.Metrics.breakerChanged(target, to)
		},
	})
}

// healthy says whether a call's outcome shows a working target. A refusal
// is the target working correctly, and so is a response lost after the
// target committed (issue 33: counting those opened the breaker on a
// healthy tracker and started a retry storm); transient failures and
// calls that timed out say it is unhealthy.
func healthy(err error) bool {
	var fe *failure.Error
	switch {
	case err == nil, failure.IsPermanent(err):
		return true
	case errors.As(err, &fe) && fe.Status == http.StatusTooManyRequests:
		// A rate limit is the target answering and asking for a pause,
		// which its Retry-After and the rate budget give it; counted as
		// failures, a burst of 429s kept every worker's breaker open for
		// period after period (issue 33).
		return true
	case failure.IsUnknown(err):
		// Only a connector's explicit "unknown" (the request went out, the
		// answer was lost); an error nobody classified says nothing good.
		return errors.As(err, &fe) && fe.Class == failure.Unknown && !timedOut(err)
	}
	return false
}

// timedOut reports an error from a call that ran out of time.
func timedOut(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// halfOpenAt is when target's open breaker lets a trial call through
// (zero when it is not open).
func (g *Engine) halfOpenAt(target string) time.Time {
	g.openedMu.Lock()
	defer g.openedMu.Unlock()
	opened, ok := g.opened[target]
	if !ok {
		return time.Time{}
	}
	return opened.Add(g.breakerOpen())
}

// breakerOf is target's own circuit breaker: one tracker failing does not
// stop the keys routed to another.
//
// gobreaker times its open state on the wall clock. On the engine's fake
// clock (scenarios, tests) that time never passes, and keys refused by an
// open breaker — which do not use up their retry budget — would wait
// forever; so a breaker open for breakerOpen() on the engine's clock is
// replaced by a closed one, the moment the wall clock would have let a
// trial call through. On the real clock gobreaker is half-open by then and
// nothing is replaced.
func (g *Engine) breakerOf(target string) *gobreaker.CircuitBreaker[any] {
	g.breakersMu.Lock()
	defer g.breakersMu.Unlock()
	if g.breakers == nil {
		g.breakers = map[string]*gobreaker.CircuitBreaker[any]{}
	}
	b := g.breakers[target]
	if target == g.Tasks.Name() {
		b = g.breaker
	}
	if b == nil {
		b = g.newBreaker(target)
	}
	g.openedMu.Lock()
	opened, wasOpened := g.opened[target]
	g.openedMu.Unlock()
	if wasOpened && b.State() == gobreaker.StateOpen && !g.Clock.Now().Before(opened.Add(g.breakerOpen())) {
		b = g.newBreaker(target)
		g.openedMu.Lock()
		delete(g.opened, target)
		g.openedMu.Unlock()
	}
	if target == g.Tasks.Name() {
		g.breaker = b
	} else {
		g.breakers[target] = b
	}
	return b
}

// BreakerStates are the state of each target's circuit breaker used so
// far (the default target's always).
func (g *Engine) BreakerStates() map[string]gobreaker.State {
	g.defaults()
	return g.breakerStates()
}

func (g *Engine) breakerStates() map[string]gobreaker.State {
	g.breakersMu.Lock()
	defer g.breakersMu.Unlock()
	out := map[string]gobreaker.State{g.Tasks.Name(): g.breaker.State()}
	for name, b := range g.breakers {
		out[name] = b.State()
	}
	return out
}

// callIn runs fn through t's circuit breaker; an open breaker is retryable
// (nothing was sent) so keys back off instead of hammering the target.
//
// A refused call reached nothing, so it has no "target call" span.
func (g *Engine) callIn(ctx context.Context, t connectors.TaskConnector, fn func() error) error {
	_, err := g.breakerOf(t.Name()).Execute(func() (any, error) {
		end := g.targetSpan(ctx, t.Name())
		err := fn()
		end(err)
		return nil, err
	})
	if errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests) {
		return failure.NewRetryable("circuit breaker "+t.Name(), err)
	}
	return err
}

// throttleWait is the longest a worker waits for its slot of a target's
// rate budget before handing the key back.
func (g *Engine) throttleWait() time.Duration {
	switch {
	case g.RateWait < 0:
		return 0
	case g.RateWait > 0:
		return g.RateWait
	}
	return g.Lease / 3
}

// throttle takes a send slot of t's rate budget, held in the ledger so
// every worker sharing it together stays under the limit, and waits for
// it. A slot further off than throttleWait is not taken: the key goes
// back, due when a slot comes within reach, and the wait never counts as
// a failed attempt. nil means send now.
func (g *Engine) throttle(ctx context.Context, e ledger.Execution, t connectors.TaskConnector) *ledger.CompleteParams {
	iv, ok := g.Limits[t.Name()]
	if !ok || iv <= 0 {
		return nil
	}
	slot, err := g.Store.RateReserve(ctx, ledger.RateParams{Name: "target:" + t.Name(), Interval: iv, MaxWait: g.throttleWait(), Now: clock.StoreTime(g.Clock)})
	if err != nil {
		p := ledger.CompleteRelease(e, false, "rate budget of "+t.Name()+" unreadable: "+err.Error())
		p.Outcome, p.NextAttemptAt = ledger.OutcomeThrottled, g.Clock.Now().Add(iv)
		return &p
	}
	if !slot.Granted {
		p := ledger.CompleteRelease(e, false, fmt.Sprintf("rate limit of %s: no send slot for %s", t.Name(), slot.Wait().Round(time.Millisecond)))
		p.Outcome, p.NextAttemptAt = ledger.OutcomeThrottled, g.Clock.Now().Add(slot.Wait())
		return &p
	}
	// The wait counts from the answer, never from the question: a slow
	// question (a new connection to the ledger) must not make this send
	// early and crowd the sends scheduled after it.
	if w := slot.Wait(); w > 0 {
		select {
		case <-ctx.Done():
			p := ledger.CompleteRelease(e, false, "released on shutdown while waiting for a send slot")
			return &p
		case <-g.Clock.After(w):
		}
	}
	return nil
}
