package sandbox_test

import (
	"net"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/faults"
)

// sandboxHarness runs the conformance suite on one service per variant;
// the suite's fresh keys keep subtests apart.
func sandboxHarness(t *testing.T, caps sandbox.Capabilities, overHTTP bool) connectortest.Harness {
	clk := clock.NewFake(t0)
	svc := sandbox.MustNew(sandbox.Options{Capabilities: &caps, Clock: clk})
	var url string
	if overHTTP {
		srv := httptest.NewServer(svc.Handler())
		t.Cleanup(srv.Close)
		url = srv.URL
	}
	return connectortest.Harness{
		New: func(t *testing.T) connectors.TaskConnector {
			if overHTTP {
				return sandbox.NewHTTPTaskConnector(url, nil)
			}
			return sandbox.NewTaskConnector(svc)
		},
		Project:       "P42",
		Assignee:      "minseo",
		OtherAssignee: "jihoon",
		Advance:       func(d time.Duration) { clk.Advance(d) },
		CountForKey:   func(t *testing.T, key string) int { return len(svc.TasksForKey(key)) },
		Unavailable: func(t *testing.T) connectors.TaskConnector {
			if overHTTP {
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					t.Fatal(err)
				}
				addr := ln.Addr().String()
				ln.Close()
				return sandbox.NewHTTPTaskConnector("http://"+addr, nil)
			}
			down := sandbox.MustNew(sandbox.Options{})
			down.InjectFault(faults.FailCreateBeforeCommit, 1000)
			return sandbox.NewTaskConnector(down)
		},
		MissingID: "TASK-999999",
	}
}

func TestConformance(t *testing.T) {
	lagging := sandbox.DefaultCapabilities()
	lagging.IdempotentCreate = false
	lagging.SearchLag = 10 * time.Second
	noLookup := sandbox.DefaultCapabilities()
	noLookup.LookupByKey = false
	retained := sandbox.DefaultCapabilities()
	retained.KeyRetention = 24 * time.Hour
	t.Run("inprocess", func(t *testing.T) { connectortest.Exercise(t, sandboxHarness(t, sandbox.DefaultCapabilities(), false)) })
	t.Run("inprocess-lagging-not-idempotent", func(t *testing.T) { connectortest.Exercise(t, sandboxHarness(t, lagging, false)) })
	t.Run("inprocess-no-lookup", func(t *testing.T) { connectortest.Exercise(t, sandboxHarness(t, noLookup, false)) })
	t.Run("http", func(t *testing.T) { connectortest.Exercise(t, sandboxHarness(t, retained, true)) })
	t.Run("http-lagging-not-idempotent", func(t *testing.T) { connectortest.Exercise(t, sandboxHarness(t, lagging, true)) })
}
