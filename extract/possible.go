package extract

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
)

// Signal kinds: what made a line look like an action (issue 28).
const (
	// SignalContext: a heading, label or parent item that marks future
	// work ("다음 회의 전까지", "Next steps", "For next session:").
	SignalContext = "context"
	// SignalPerson: a roster name or alias, an @handle, a capitalised or
	// Korean name written as an owner (님/씨, in parentheses, inline code,
	// after a dash).
	SignalPerson = "person"
	// SignalDeadline: a due expression ("금요일까지", "by Friday", "this
	// weekend"), on the line or inherited from a heading or parent.
	SignalDeadline = "deadline"
	// SignalForm: a commitment or imperative form ("will", "하기로 함",
	// "~할 것", an imperative verb first).
	SignalForm = "form"
	// SignalRules: the rules extractor reads the line as an action (the
	// value is how: table, section, marker…) and the extractor in use (a
	// model) did not.
	SignalRules = "rules"
	// SignalScore: the rules' line scorer (trained on the dev corpus)
	// rates the line as likely an action although its signals alone do
	// not make it one; the value is the score.
	SignalScore = "score"
)

// Signal is one reason a line might be an action, with what was seen.
type Signal struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

func (s Signal) String() string { return s.Kind + ": " + s.Value }

// PossibleAction is a line that carried commitment signals but was not
// extracted: a miss a person can see and promote to a task, never a
// silent one.
type PossibleAction struct {
	// Ref names the line within its meeting by its text, so it survives
	// edits that move it; see PossibleRef.
	Ref     string   `json:"ref"`
	Line    int      `json:"line"`
	Text    string   `json:"text"`
	Signals []Signal `json:"signals"`
}

// SignalText lists the signals for a person ("person: 민서; deadline: 금요일까지").
func (p PossibleAction) SignalText() string {
	parts := make([]string, len(p.Signals))
	for i, s := range p.Signals {
		parts[i] = s.String()
	}
	return strings.Join(parts, "; ")
}

// PossibleFinder is an extractor that can say which lines it did not
// extract although they carried commitment signals. extracted is what it
// (or another extractor, for the LLM) returned for the same input.
type PossibleFinder interface {
	Possible(ctx context.Context, in Input, extracted []Candidate) ([]PossibleAction, error)
}

// PossibleRef is a possible action's name within its meeting: a hash of
// its whitespace-normalised text and, for a text written more than once,
// which occurrence it is.
func PossibleRef(text string, occurrence int) string {
	h := sha256.Sum256([]byte(strings.Join(strings.Fields(text), " ")))
	ref := "P" + hex.EncodeToString(h[:])[:10]
	if occurrence > 1 {
		ref += fmt.Sprintf("-%d", occurrence)
	}
	return ref
}

// NamePossible gives each possible action its Ref and sorts them by line.
func NamePossible(ps []PossibleAction) []PossibleAction {
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Line < ps[j].Line })
	seen := map[string]int{}
	for i := range ps {
		norm := strings.Join(strings.Fields(ps[i].Text), " ")
		seen[norm]++
		ps[i].Ref = PossibleRef(norm, seen[norm])
	}
	return ps
}

// possibleOf asks ex for the lines it did not extract, when it can say.
func possibleOf(ctx context.Context, ex Extractor, in Input, cands []Candidate) ([]PossibleAction, error) {
	pf, ok := ex.(PossibleFinder)
	if !ok {
		return nil, nil
	}
	ps, err := pf.Possible(ctx, in, cands)
	if err != nil {
		return nil, fmt.Errorf("possible actions: %w", err)
	}
	return NamePossible(ps), nil
}
