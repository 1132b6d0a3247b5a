package main

import (
	"strings"
	"testing"
)

// reconcile printed its summary in English around a skipped key's reason
// in Korean ("skipped …: succeeded, 확인할 결과가 없음") by default (found
// by product QA): the summary follows --lang as the reasons do.
func TestReconcileSummaryInOneLanguage(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	if _, errOut, code := h.register(); code != 0 {
		t.Fatalf("register: exit %d %s", code, errOut)
	}
	key := "demo:P42:M0914:A001:create-task"
	for _, c := range []struct {
		lang      string
		want, not []string
	}{
		{"ko", []string{"키: 0건 확인", "알림: 0건 확인", "건너뜀 " + key, "확인할 결과가 없음"}, []string{"claimed", "skipped", "not in doubt"}},
		{"en", []string{"keys: claimed 0", "notifications: claimed 0", "skipped " + key, "not in doubt"}, []string{"확인"}},
	} {
		out, errOut, code := h.run("reconcile", key, "--lang", c.lang)
		if code != 0 {
			t.Fatalf("reconcile --lang %s: exit %d %s", c.lang, code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("reconcile --lang %s: no %q in\n%s", c.lang, w, out)
			}
		}
		for _, w := range c.not {
			if strings.Contains(out, w) {
				t.Errorf("reconcile --lang %s: %q in\n%s", c.lang, w, out)
			}
		}
	}
}
