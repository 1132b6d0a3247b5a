package connectors_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/axagent/axagent/connectors"
)

// Keys are read from an issue body and from a raw JSON payload carrying it,
// whose encoder may have escaped the marker's angle brackets.
func TestKeysInText(t *testing.T) {
	const k1, k2 = "demo:P42:M0914:A007:create-task", "demo:P42:M0914:A008:create-task"
	body := "Check the reply.\n\n---\naxagent key: `" + k1 + "`\n" + connectors.KeyMarker(k1)
	if got := connectors.KeysInText(body); !slices.Equal(got, []string{k1}) {
		t.Fatalf("body: %q", got)
	}
	raw, _ := json.Marshal(map[string]any{"issue": map[string]string{"body": connectors.KeyMarker(k2) + "\n" + body}})
	if got := connectors.KeysInText(string(raw)); !slices.Equal(got, []string{k2, k1}) {
		t.Fatalf("JSON payload %s: %q", raw, got)
	}
	if got := connectors.KeysInText("no key here <!-- axagent-key: -->"); len(got) != 0 {
		t.Fatalf("no key: %q", got)
	}
}
