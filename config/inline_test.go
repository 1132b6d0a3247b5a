package config

import "testing"

func TestNotifyInline(t *testing.T) {
	for _, tc := range []struct {
		yaml string
		want bool
	}{{"worker:\n  concurrency: 4\n", true}, {"worker:\n  notify_inline: true\n", true}, {"worker:\n  notify_inline: false\n", false}} {
		c, err := Load(write(t, tc.yaml))
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Worker.Inline(); got != tc.want {
			t.Errorf("%q: Inline() = %v, want %v", tc.yaml, got, tc.want)
		}
	}
	if c, _ := Load(""); !c.Worker.Inline() {
		t.Error("defaults: notifications not sent inline")
	}
}
