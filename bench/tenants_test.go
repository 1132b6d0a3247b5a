package bench

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// TestFairnessSmall runs the fairness benchmark at its smallest: every
// action of every tenant is notified once, the result names each tenant
// with its count, and the quiet phase is measured in the same run.
func TestFairnessSmall(t *testing.T) {
	res, err := Fairness(context.Background(), FairnessOptions{
		Options: Options{Path: filepath.Join(t.TempDir(), "f.db"), Actions: 200, Workers: 2, BatchSize: 16, IngestBatch: 50, TenantCap: 8},
		Tenants: 3, Skew: true, Duration: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, tr := range res.Tenants {
		got[tr.Tenant] = tr.Actions
		if tr.EndToEndP99Ms < tr.EndToEndP50Ms || tr.EndToEndP50Ms <= 0 {
			t.Errorf("tenant %s: p50 %.1f, p99 %.1f", tr.Tenant, tr.EndToEndP50Ms, tr.EndToEndP99Ms)
		}
	}
	if got["big"] != 200 || got["t01"] < 3 || got["t01"]%3 != 0 || got["t02"] != got["t01"] {
		t.Errorf("actions by tenant %v; want big 200 and the small tenants' meetings of 3", got)
	}
	if res.QuietP99Ms <= 0 || res.DuplicateTasks != 0 || res.CreateCalls != 200+got["t01"]+got["t02"]+2*3 {
		t.Errorf("quiet p99 %.1f, duplicates %d, creates %d", res.QuietP99Ms, res.DuplicateTasks, res.CreateCalls)
	}
}
