package extract

import (
	"strings"
	"testing"
)

// A person written twice was reported as an alias clash, "alias "Ana"
// belongs to both "Ana" and "Ana"" (found by product QA): the message now
// names the entries to merge; a real alias clash keeps its message.
func TestRosterDuplicatePersonOrAlias(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"people:\n  - name: Ana\n  - name: Bo\n  - name: ana\n    aliases: [Ann]\n", `"ana" is listed twice (people 1 and 3)`},
		{"people:\n  - name: Ana\n    aliases: [Al]\n  - name: Bo\n    aliases: [al]\n", `alias "al" belongs to both "Ana" and "Bo"`},
	} {
		_, err := ParseRoster([]byte(c.yaml))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseRoster(%q): %v, want an error saying %s", c.yaml, err, c.want)
		}
	}
}
