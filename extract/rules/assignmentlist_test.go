package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A list announced as an assignment of the work ("### Task Assignments",
// "The following members were assigned to …:") gives each item to the
// name after its colon, though the notes write that name only once; the
// lead-in itself is no task given to its verb ("assigned to push").
func TestAssignmentListOwners(t *testing.T) {
	notes := `# Kickoff

## Task Allocation

The following members were assigned to upload their sections to the wiki:

- **Budget Summary:** Marta Lindqvist
- **Data Plan:** Joel Okafor

### 📌 Task Assignments

- 📑 **Survey Design**: Priyanka

- 🔍 **Literature Scan**: Tariq & Mei

## Action items

- Venue booking: Hollis
`
	got := candsByLine(t, notes)
	checkOwners(t, "assignment list", ownersByLine(t, notes), map[int]string{7: "Marta Lindqvist", 8: "Joel Okafor", 12: "Priyanka", 14: "Tariq, Mei"}, nil)
	if c, ok := got[5]; ok {
		t.Errorf("line 5: the lead-in read as a task %q for %q", c.Title, c.Assignee)
	}
	if c, ok := got[18]; ok && c.Assignee == "Hollis" {
		// Outside an assignment list a name written once after a colon
		// is no owner the notes vouch for.
		t.Errorf("line 18: owner %q from a name written once", c.Assignee)
	}
}

// "X … was assigned to verify …": the work after "assigned to" is a verb
// and the subject is whom it went to — the line's person signal is X,
// never the verb.
func TestAssignedToVerbNamesSubject(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte("# Sync\n\n- **Ingrid** introduced a data source and was assigned to verify its usability.\n- The members were assigned to upload their sections.\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := newParser(d, nil, false)
	for i, n := range d.Nodes {
		var persons []string
		for _, s := range p.signals(i) {
			if s.Kind == extract.SignalPerson {
				persons = append(persons, s.Value)
			}
		}
		switch n.Line {
		case 3:
			if len(persons) != 1 || persons[0] != "Ingrid" {
				t.Errorf("line 3: persons %q, want [Ingrid]", persons)
			}
		case 4:
			if len(persons) != 0 {
				t.Errorf("line 4: persons %q, want none", persons)
			}
		}
	}
}
