package config

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// TestFairClaimConfig: shares and caps per tenant, and the default cap,
// reach the claim policy; negative values and bad tenant names are refused.
func TestFairClaimConfig(t *testing.T) {
	c, err := Load(write(t, "worker:\n  max_in_flight_per_tenant: 16\n  tenants:\n    acme: {share: 3, max_in_flight: 32}\n    small: {share: 0.5}\n"))
	if err != nil {
		t.Fatal(err)
	}
	pol, capN := c.Worker.FairClaims()
	if capN != 16 || pol["acme"] != (ledger.TenantPolicy{Share: 3, MaxInFlight: 32}) || pol["small"].Share != 0.5 {
		t.Fatalf("policy = %+v, default cap %d", pol, capN)
	}
	p := ledger.ClaimParams{Tenants: pol, MaxInFlight: capN}
	if got := p.Policy("small"); got.MaxInFlight != 16 {
		t.Fatalf("small's cap = %d, want the default 16", got.MaxInFlight)
	}
	if got := p.Policy("other"); got.Share != 1 || got.MaxInFlight != 16 {
		t.Fatalf("unlisted tenant's policy = %+v, want share 1, cap 16", got)
	}
	for _, bad := range []string{
		"worker:\n  max_in_flight_per_tenant: -1\n",
		"worker:\n  tenants:\n    acme: {share: -2}\n",
		"worker:\n  tenants:\n    \"a/b\": {share: 2}\n",
	} {
		if _, err := Load(write(t, bad)); err == nil || !strings.Contains(err.Error(), "worker.") {
			t.Errorf("%q: err = %v, want a worker.* refusal", bad, err)
		}
	}
}
