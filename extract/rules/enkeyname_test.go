package rules

import "testing"

// "key: Full Name" lines and noun labels over fields (notes invented for
// the test). Before, "Facilitator: Omar Haddad" was a task titled "Omar
// Haddad" for "Facilitator", "Draft the survey: Omar Haddad" a task with
// no owner, and "- Client meeting:" over its scribe and time a task.
var keyNameCases = []formCase{
	{"en: a role or slot and a name is no task; work and a name is that person's", `# Week 5 meeting

## Next Week

- Group meeting:
  - Scribe: Bingkun Li
  - Time: N/A
- Client meeting:
  - Minutes taker: Jinghan Gao
  - Time: 26 Aug 3-4pm
- Facilitator: Omar Haddad
- Draft the survey: Omar Haddad
`, []want{
		{line: 12, owners: "Omar Haddad", due: "Next Week", title: "Draft the survey"},
	}},
}

func TestEnKeyName(t *testing.T) { runFormCases(t, keyNameCases) }
