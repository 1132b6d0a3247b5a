package sandbox_test

import (
	"testing"
	"time"

	"github.com/axagent/axagent/connectors/sandbox"
)

func TestTargetConfig(t *testing.T) {
	no := false
	o, err := sandbox.TargetConfig{NextTaskID: 418, NextMessageID: 912, IdempotentCreate: &no, SearchLag: "30s"}.Options()
	if err != nil {
		t.Fatal(err)
	}
	c := *o.Capabilities
	if o.NextTaskID != 418 || o.NextMessageID != 912 || c.IdempotentCreate || !c.LookupByKey || !c.DeliveryHistory || c.NotifyDedup || c.SearchLag != 30*time.Second {
		t.Fatalf("options %+v caps %+v", o, c)
	}
	if _, err := (sandbox.TargetConfig{SearchLag: "a while"}).Options(); err == nil {
		t.Fatal("bad duration accepted")
	}
	if sandbox.FaultSearchLagFor(sandbox.Capabilities{}) != 30*time.Second {
		t.Fatal("default fault lag")
	}
}
