// Package connectortest is the conformance suite every connectors.TaskConnector
// runs (like River's riverdrivertest.Exercise). Targets differ in declared
// capabilities, and the suite checks each one behaves as it declares:
// a target that says it is idempotent must return the same task for the
// same key, and one that says it is not must be honest about it.
package connectortest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
)

// Harness adapts one target to the suite.
type Harness struct {
	// New returns a connector on a target in a usable state. The suite uses
	// fresh keys, so a persistent target (Redmine) needs no reset.
	New func(t *testing.T) connectors.TaskConnector
	// Project is the axagent project name the connector maps.
	Project string
	// Assignee and OtherAssignee are target user IDs (AssigneeID values);
	// OtherAssignee is used to check an assignee update.
	Assignee      string
	OtherAssignee string
	// Advance moves the target's clock; required when the connector
	// declares a LookupLag.
	Advance func(d time.Duration)
	// CountForKey returns how many tasks the target holds for key,
	// bypassing any lag (tests count duplicates with it).
	CountForKey func(t *testing.T, key string) int
	// Unavailable returns a connector whose target takes nothing: a closed
	// port, or a service failing every create before commit.
	Unavailable func(t *testing.T) connectors.TaskConnector
	// MissingID is an external ID the target does not hold.
	MissingID string
}

// NewKey returns a business key no earlier run used.
func NewKey(project string) string {
	b := make([]byte, 6)
	rand.Read(b)
	return "conformance:" + project + ":M" + hex.EncodeToString(b) + ":A001:create-task"
}

func (h Harness) task(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "attempt-1", Fingerprint: "fp-" + key, Project: h.Project,
		SourceAction: "A001", Title: "conformance " + key, Description: "> 회의록 원문 인용\n> the source quote",
		AssigneeID: h.Assignee, DueDate: "2030-09-21"}
}

func wantClass(t *testing.T, err error, want failure.Class) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want a %s one", want)
	}
	var fe *failure.Error
	if !errors.As(err, &fe) {
		t.Fatalf("error %T %q is not a *failure.Error", err, err)
	}
	if fe.Class != want {
		t.Fatalf("class %s, want %s: %v", fe.Class, want, err)
	}
}

// Exercise runs the suite.
func Exercise(t *testing.T, h Harness) {
	ctx := context.Background()

	t.Run("CreateReturnsTask", func(t *testing.T) {
		c := h.New(t)
		key := NewKey(h.Project)
		in := h.task(key)
		rt, err := c.Create(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if rt.ID == "" {
			t.Fatal("create returned no ID")
		}
		if rt.Key != key || rt.Project != h.Project || rt.AssigneeID != h.Assignee || rt.DueDate != in.DueDate || rt.SourceAction != in.SourceAction {
			t.Fatalf("created %+v, want key %s project %s assignee %s due %s action %s", rt, key, h.Project, h.Assignee, in.DueDate, in.SourceAction)
		}
		if n := h.CountForKey(t, key); n != 1 {
			t.Fatalf("target holds %d tasks for the key, want 1", n)
		}
	})

	t.Run("FindByKey", func(t *testing.T) {
		c := h.New(t)
		caps := c.Capabilities()
		key := NewKey(h.Project)
		if !caps.LookupByKey {
			// Declared unable: it must fail, never answer "not found",
			// which would invite a blind resend (R10).
			_, err := c.FindByKey(ctx, key)
			wantClass(t, err, failure.Permanent)
			return
		}
		if got, err := c.FindByKey(ctx, key); err != nil || got != nil {
			t.Fatalf("unknown key: %+v %v, want nil, nil", got, err)
		}
		rt, err := c.Create(ctx, h.task(key))
		if err != nil {
			t.Fatal(err)
		}
		if caps.LookupLag > 0 {
			if h.Advance == nil {
				t.Fatalf("connector declares a lookup lag of %v; axagent needs Advance", caps.LookupLag)
			}
			h.Advance(caps.LookupLag)
		}
		got, err := c.FindByKey(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		if got == nil {
			t.Fatalf("task %s not found by key after the declared lag %v", rt.ID, caps.LookupLag)
		}
		// R9: reconciliation compares these, never the title alone.
		if got.ID != rt.ID || got.Key != key || got.Project != h.Project || got.SourceAction != "A001" || got.AssigneeID != h.Assignee || got.DueDate != "2030-09-21" {
			t.Fatalf("found %+v, want %+v", got, rt)
		}
	})

	t.Run("SameKeyCreate", func(t *testing.T) {
		c := h.New(t)
		key := NewKey(h.Project)
		first, err := c.Create(ctx, h.task(key))
		if err != nil {
			t.Fatal(err)
		}
		retry := h.task(key)
		retry.AttemptID = "attempt-2"
		second, err := c.Create(ctx, retry)
		if c.Capabilities().IdempotentCreate {
			if err != nil || second.ID != first.ID {
				t.Fatalf("declared idempotent, second create gave %+v %v, want %s", second, err, first.ID)
			}
			if n := h.CountForKey(t, key); n != 1 {
				t.Fatalf("declared idempotent, target holds %d tasks", n)
			}
			return
		}
		// Declared not idempotent: the target does make a second task, which
		// is why axagent must never resend blindly.
		if err != nil {
			t.Fatal(err)
		}
		if second.ID == first.ID {
			t.Fatalf("declared not idempotent but returned the same task %s: declare it", first.ID)
		}
		if n := h.CountForKey(t, key); n != 2 {
			t.Fatalf("target holds %d tasks, want 2", n)
		}
	})

	t.Run("GetAndUpdate", func(t *testing.T) {
		c := h.New(t)
		key := NewKey(h.Project)
		rt, err := c.Create(ctx, h.task(key))
		if err != nil {
			t.Fatal(err)
		}
		got, err := c.Get(ctx, rt.ID)
		if err != nil || got.ID != rt.ID || got.Key != key || got.DueDate != "2030-09-21" {
			t.Fatalf("get: %+v %v", got, err)
		}
		upKey := key[:len(key)-len("create-task")] + "update-task"
		up, err := c.Update(ctx, connectors.Update{Key: upKey, AttemptID: "attempt-u1", ExternalID: rt.ID, DueDate: "2030-09-28"})
		if err != nil || up.ID != rt.ID || up.DueDate != "2030-09-28" || up.AssigneeID != h.Assignee {
			t.Fatalf("update due date: %+v %v", up, err)
		}
		if h.OtherAssignee != "" {
			up, err = c.Update(ctx, connectors.Update{Key: upKey, AttemptID: "attempt-u2", ExternalID: rt.ID, AssigneeID: h.OtherAssignee})
			if err != nil || up.AssigneeID != h.OtherAssignee || up.DueDate != "2030-09-28" {
				t.Fatalf("update assignee: %+v %v", up, err)
			}
		}
		got, err = c.Get(ctx, rt.ID)
		if err != nil || got.DueDate != "2030-09-28" {
			t.Fatalf("get after update: %+v %v", got, err)
		}
		if n := h.CountForKey(t, key); n != 1 {
			t.Fatalf("update made %d tasks for the key", n)
		}
	})

	t.Run("CancelClosesNeverDeletes", func(t *testing.T) {
		c := h.New(t)
		cc, ok := c.(connectors.Canceler)
		if !ok {
			t.Skipf("%s cannot close tasks", c.Name())
		}
		key := NewKey(h.Project)
		rt, err := c.Create(ctx, h.task(key))
		if err != nil {
			t.Fatal(err)
		}
		cancelKey := key[:len(key)-len("create-task")] + "cancel-task"
		for i := 1; i <= 2; i++ {
			// Closing twice must be harmless (R21).
			got, err := cc.Cancel(ctx, connectors.Update{Key: cancelKey, AttemptID: fmt.Sprintf("attempt-c%d", i), ExternalID: rt.ID})
			if err != nil || got.ID != rt.ID || got.Status != "cancelled" {
				t.Fatalf("cancel %d: %+v %v", i, got, err)
			}
		}
		got, err := c.Get(ctx, rt.ID)
		if err != nil || got.Status != "cancelled" || got.Key != key {
			t.Fatalf("get after cancel: %+v %v", got, err)
		}
		if n := h.CountForKey(t, key); n != 1 {
			t.Fatalf("after cancel the target holds %d tasks for the key, want the one (closed, not deleted)", n)
		}
		if caps := c.Capabilities(); caps.LookupByKey {
			if caps.LookupLag > 0 && h.Advance != nil {
				h.Advance(caps.LookupLag)
			}
			found, err := c.FindByKey(ctx, key)
			if err != nil || found == nil || found.ID != rt.ID || found.Status != "cancelled" {
				t.Fatalf("a cancelled task must still be found by key: %+v %v", found, err)
			}
		}
	})

	t.Run("ErrorClasses", func(t *testing.T) {
		c := h.New(t)
		// Not found is permanent.
		_, err := c.Get(ctx, h.MissingID)
		wantClass(t, err, failure.Permanent)
		_, err = c.Update(ctx, connectors.Update{ExternalID: h.MissingID, DueDate: "2030-09-28"})
		wantClass(t, err, failure.Permanent)

		// A context that ended before the call: nothing was sent.
		key := NewKey(h.Project)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err = c.Create(cctx, h.task(key))
		wantClass(t, err, failure.Retryable)
		if n := h.CountForKey(t, key); n != 0 {
			t.Fatalf("cancelled create left %d tasks", n)
		}

		// A target that takes nothing: retryable, nothing created.
		if h.Unavailable == nil {
			t.Fatal("the fake needs Unavailable")
		}
		u := h.Unavailable(t)
		key = NewKey(h.Project)
		_, err = u.Create(ctx, h.task(key))
		wantClass(t, err, failure.Retryable)
		if n := h.CountForKey(t, key); n != 0 {
			t.Fatalf("unavailable target holds %d tasks", n)
		}
	})

	t.Run("Capabilities", func(t *testing.T) {
		c := h.New(t)
		caps := c.Capabilities()
		if c.Name() == "" {
			t.Fatal("connector has no name")
		}
		if caps.LookupLag < 0 || caps.KeyRetention < 0 {
			t.Fatalf("negative durations in %+v", caps)
		}
		if !caps.IdempotentCreate && caps.KeyRetention != 0 {
			t.Fatalf("declares a key retention %v without idempotent create", caps.KeyRetention)
		}
	})
}
