package ledger

import (
	"errors"
	"strings"
	"testing"
)

func TestParseKey(t *testing.T) {
	k, err := ParseKey("demo:P42:M0914:A007:create-task")
	if err != nil {
		t.Fatal(err)
	}
	if k.Tenant != "demo" || k.Project != "P42" || k.Meeting != "M0914" || k.Action != "A007" || k.Operation != "create-task" {
		t.Fatalf("parsed %+v", k)
	}
	if k.String() != "demo:P42:M0914:A007:create-task" {
		t.Fatalf("String() = %s", k)
	}
	bad := []struct{ in, component string }{
		{"demo:P42:M0914:A007", ""},
		{"demo:P42:M0914:A007:create-task:x", ""},
		{":P42:M0914:A007:create-task", "tenant"},
		{"demo: P42:M0914:A007:create-task", "project"},
		{"demo:P42:M09\t14:A007:create-task", "meeting"},
		{"demo:P42:M0914::create-task", "action"},
		{"demo:P42:M0914:A007:create task", "operation"},
		{"demo:P42:M0914:A007:" + strings.Repeat("x", 300), ""},
		{"demo:P42:M0914:A\xff07:create-task", "action"},
	}
	for _, b := range bad {
		_, err := ParseKey(b.in)
		var ke *KeyError
		if !errors.As(err, &ke) {
			t.Errorf("ParseKey(%q) = %v, want KeyError", b.in, err)
			continue
		}
		if ke.Component != b.component {
			t.Errorf("ParseKey(%q) names component %q, want %q (%v)", b.in, ke.Component, b.component, err)
		}
		if b.component != "" && !strings.Contains(err.Error(), b.component) {
			t.Errorf("error %q does not name %s", err, b.component)
		}
	}
}

func TestNotificationKey(t *testing.T) {
	k := MustParseKey("demo:P42:M0914:A007:create-task")
	nk := NotificationKey(k, "created", "assignee", 1)
	if nk != "demo:P42:M0914:A007:created:assignee:1" || ShortNotificationKey(nk) != "A007:created:assignee:1" {
		t.Fatalf("notification key %s / %s", nk, ShortNotificationKey(nk))
	}
	other := MustParseKey("acme:P42:M0914:A007:create-task")
	if NotificationKey(other, "created", "assignee", 1) == nk {
		t.Fatal("tenants collide")
	}
}

func TestFingerprint(t *testing.T) {
	in := Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	same := in
	same.Title = " 공급사  납기 회신 확인"
	same.Source = "other evidence"
	if in.Fingerprint() != same.Fingerprint() {
		t.Fatal("whitespace or source changed the fingerprint")
	}
	for _, mut := range []func(*Intent){
		func(i *Intent) { i.DueDate = "2026-09-22" },
		func(i *Intent) { i.AssigneeID = "jihoon" },
		func(i *Intent) { i.Project = "P43" },
		func(i *Intent) { i.Action = "A008" },
		func(i *Intent) { i.Title = "다른 일" },
	} {
		m := in
		mut(&m)
		if m.Fingerprint() == in.Fingerprint() {
			t.Errorf("change %+v kept the fingerprint", m)
		}
	}
	// Length prefixes keep field boundaries: "ab"+"c" ≠ "a"+"bc".
	a := Intent{Project: "ab", Action: "c"}
	b := Intent{Project: "a", Action: "bc"}
	if a.Fingerprint() == b.Fingerprint() {
		t.Fatal("field boundaries are ambiguous")
	}
}

func FuzzParseKey(f *testing.F) {
	for _, s := range []string{"demo:P42:M0914:A007:create-task", "a:b:c:d:e", "::::", "a:b:c:d:e:f", "데모:P42:회의:A1:create-task", "a b:c:d:e:f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := ParseKey(s)
		if err != nil {
			var ke *KeyError
			if !errors.As(err, &ke) {
				t.Fatalf("ParseKey(%q) error %T is not a KeyError", s, err)
			}
			return
		}
		// A valid key round-trips and satisfies every rule.
		if k.String() != s {
			t.Fatalf("round trip %q → %q", s, k.String())
		}
		if len(s) > MaxKeyLen || strings.ContainsAny(s, " \t\n\r") || strings.Count(s, ":") != 4 {
			t.Fatalf("accepted invalid key %q", s)
		}
		if err := k.Validate(); err != nil {
			t.Fatalf("parsed key fails Validate: %v", err)
		}
	})
}

func TestUpdateOpAndSeq(t *testing.T) {
	for n, op := range map[int]string{1: "update-task-1", 2: "update-task-2", 10: "update-task-10", 123: "update-task-123"} {
		if UpdateOp(n) != op || UpdateSeq(op) != n {
			t.Fatalf("UpdateOp(%d) = %q, UpdateSeq(%q) = %d", n, UpdateOp(n), op, UpdateSeq(op))
		}
	}
	for _, op := range []string{OpCreateTask, OpCancelTask, OpUpdateTask, "update-task-", "update-task-x", "cancel-task-2"} {
		if got := UpdateSeq(op); got != 0 {
			t.Fatalf("UpdateSeq(%q) = %d, want 0", op, got)
		}
	}
}
