package trackerkit

import (
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
)

func TestBodyCarriesKeyLinkAndQuote(t *testing.T) {
	key := "demo:P42:M0914:A007:create-task"
	tk := connectors.Task{Key: key, SourceAction: "A007", Fingerprint: "fp1", Description: "From meeting M0914.\n\n> 민서가 월요일까지"}
	b := Body(tk, SourceLink("https://notes.example.com/{tenant}/{project}/{meeting}#{action}", key))
	for _, want := range []string{"> 민서가 월요일까지", "(https://notes.example.com/demo/P42/M0914#A007)", "axagent key: `" + key + "`", Marker(key), "fingerprint fp1"} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	if got := KeyFromText(b); got != key {
		t.Fatalf("KeyFromText = %q", got)
	}
	// Markdown that dropped the HTML comment still has the footer.
	if got := KeyFromText(strings.ReplaceAll(b, Marker(key), "")); got != key {
		t.Fatalf("footer only: %q", got)
	}
	if KeyFromText("no key here") != "" {
		t.Fatal("found a key in plain text")
	}
}

func TestSourceLinkEscapesAndChecks(t *testing.T) {
	if got := SourceLink("https://n.example/{meeting}", "t:p:회의 1:a:op"); got != "https://n.example/%ED%9A%8C%EC%9D%98%201" {
		t.Fatalf("escaped link %q", got)
	}
	if SourceLink("", "t:p:m:a:op") != "" || SourceLink("https://x/{meeting}", "bad-key") != "" {
		t.Fatal("empty template or bad key must give no link")
	}
	if err := CheckSourceLink("notes/{meeting}"); err == nil {
		t.Fatal("accepted a relative template")
	}
	if err := CheckSourceLink("https://notes.example.com/{meeting}"); err != nil {
		t.Fatal(err)
	}
}

func TestCheckTask(t *testing.T) {
	ok := connectors.Task{Key: "t:p:m:a:create-task", Title: "x", DueDate: "2026-09-21"}
	if err := CheckTask("op", ok); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []connectors.Task{{Title: "x"}, {Key: "k"}, {Key: "a b", Title: "x"}, {Key: "k", Title: "x", DueDate: "21.09.2026"}} {
		if err := CheckTask("op", bad); !failure.IsPermanent(err) {
			t.Errorf("%+v: %v, want permanent", bad, err)
		}
	}
}

func TestEpochWaitAndRateLimited(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	if d := EpochWait("1800000090", time.Second, now); d != 90*time.Second {
		t.Fatalf("seconds: %v", d)
	}
	if d := EpochWait("1800000001500", time.Millisecond, now); d != 1500*time.Millisecond {
		t.Fatalf("milliseconds: %v", d)
	}
	for _, v := range []string{"", "soon", "1700000000", "-5"} {
		if d := EpochWait(v, time.Second, now); d != 0 {
			t.Fatalf("%q: %v", v, d)
		}
	}
	err := RateLimited("op", 429, 0, time.Minute, nil)
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != time.Minute || err.Status != 429 {
		t.Fatalf("%+v", err)
	}
}
