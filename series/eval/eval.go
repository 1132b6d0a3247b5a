// Package eval measures how a meeting series is linked (axagent eval
// continuity): each labelled series is registered meeting by meeting
// through the application's own pipeline on a fresh ledger, and every
// later action's outcome — linked to an earlier task, filed as a new
// task, held for a person — is compared with the labels: "same task as
// action X of an earlier meeting" or "new".
//
// The labels (gold.json):
//
//	{"series": [{"id", "lang", "source",
//	   "meetings": [{"file", "date"}],          // meeting order
//	   "actions": [{"meeting", "line", "owner", "due", "kind",
//	                "gold": "new" | {"meeting", "line"},   // the chain's root
//	                "status", "near_miss", "duplicate_of"}]}]}
package eval

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
)

// Ref names an action of a series: its meeting's index and its line.
type Ref struct {
	Meeting int `json:"meeting"`
	Line    int `json:"line"`
}

// Link is a label's "gold": "new", or the earlier action it restates.
type Link struct {
	New bool
	Ref Ref
}

// UnmarshalJSON reads "new" or {"meeting", "line"}.
func (l *Link) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		if s != "new" {
			return fmt.Errorf("gold %q: want \"new\" or {\"meeting\", \"line\"}", s)
		}
		l.New = true
		return nil
	}
	return json.Unmarshal(b, &l.Ref)
}

// MarshalJSON writes what UnmarshalJSON reads.
func (l Link) MarshalJSON() ([]byte, error) {
	if l.New {
		return json.Marshal("new")
	}
	return json.Marshal(l.Ref)
}

// Action is one labelled action.
type Action struct {
	Meeting  int     `json:"meeting"`
	Line     int     `json:"line"`
	Owner    *string `json:"owner"`
	Due      *string `json:"due"`
	Kind     string  `json:"kind"`
	Gold     Link    `json:"gold"`
	Status   *string `json:"status"`
	NearMiss *Ref    `json:"near_miss"`
	// DuplicateOf: a new action written again on an earlier line of the
	// same meeting (two lists of one meeting name one new task): later
	// restatements link to that line's chain, and a link to either task
	// is right.
	DuplicateOf *Ref `json:"duplicate_of,omitempty"`
}

// Meeting is one meeting of a series.
type Meeting struct {
	File string `json:"file"`
	Date string `json:"date"`
}

// Series is one labelled series.
type Series struct {
	ID       string    `json:"id"`
	Lang     string    `json:"lang"`
	Source   string    `json:"source"`
	Meetings []Meeting `json:"meetings"`
	Actions  []Action  `json:"actions"`
}

// Gold is a labelled corpus.
type Gold struct {
	Series []Series `json:"series"`
}

// InputError is unusable gold or notes (exit 2).
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// LoadGold reads and checks a gold file.
func LoadGold(path string) (Gold, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Gold{}, &InputError{fmt.Errorf("gold: %w", err)}
	}
	g, err := ParseGold(b)
	if err != nil {
		return Gold{}, &InputError{fmt.Errorf("gold %s: %w", path, err)}
	}
	return g, nil
}

var reDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// ParseGold parses and checks labels: known kinds, dates, every link to an
// earlier labelled action.
func ParseGold(b []byte) (Gold, error) {
	var g Gold
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return Gold{}, err
	}
	if len(g.Series) == 0 {
		return Gold{}, errors.New("no series")
	}
	for _, s := range g.Series {
		if s.ID == "" || len(s.Meetings) == 0 {
			return Gold{}, fmt.Errorf("series %q: an id and meetings are required", s.ID)
		}
		if s.Lang != "ko" && s.Lang != "en" {
			return Gold{}, fmt.Errorf("series %s: lang %q (ko or en)", s.ID, s.Lang)
		}
		for i, m := range s.Meetings {
			if m.File == "" || !reDate.MatchString(m.Date) {
				return Gold{}, fmt.Errorf("series %s meeting %d: a file and a YYYY-MM-DD date are required", s.ID, i)
			}
		}
		seen := map[Ref]bool{}
		for _, a := range s.Actions {
			seen[Ref{a.Meeting, a.Line}] = true
		}
		for _, a := range s.Actions {
			at := fmt.Sprintf("series %s action %d:%d", s.ID, a.Meeting, a.Line)
			switch {
			case a.Meeting < 0 || a.Meeting >= len(s.Meetings) || a.Line < 1:
				return Gold{}, fmt.Errorf("%s: no such meeting or line", at)
			case a.Kind != "plain" && a.Kind != "carry-over" && a.Kind != "progress":
				return Gold{}, fmt.Errorf("%s: kind %q (plain, carry-over or progress)", at, a.Kind)
			case !a.Gold.New && (a.Gold.Ref.Meeting >= a.Meeting || !seen[a.Gold.Ref]):
				return Gold{}, fmt.Errorf("%s: gold links to %d:%d, which is no earlier labelled action", at, a.Gold.Ref.Meeting, a.Gold.Ref.Line)
			case a.Meeting == 0 && !a.Gold.New:
				return Gold{}, fmt.Errorf("%s: an action of the first meeting is new", at)
			case a.DuplicateOf != nil && (!a.Gold.New || a.DuplicateOf.Meeting != a.Meeting || a.DuplicateOf.Line >= a.Line || !seen[*a.DuplicateOf]):
				return Gold{}, fmt.Errorf("%s: duplicate_of %d:%d must be an earlier labelled line of the same meeting, on a new action", at, a.DuplicateOf.Meeting, a.DuplicateOf.Line)
			}
		}
	}
	return g, nil
}
