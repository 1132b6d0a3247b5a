// Package series recognises an action restated in a later meeting of the
// same series ("민서: 공급사 납기 회신 확인 — 진행 중" a week later) as the
// task an earlier meeting already filed, so it is linked, not filed twice.
//
// It decides from the assignee (after roster resolution) and the title's
// character n-gram similarity, which works alike for Korean and English
// and needs no embedding service. It never guesses: two plausible
// candidates, or a similarity in the grey band, go to a person with the
// candidates listed.
package series

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Thresholds of title similarity (Dice over character bigrams and
// trigrams, see Similarity). Chosen on the sequences in series_test.go: a
// reworded restatement scores above Link, two different tasks of one person
// below Grey.
const (
	Link = 0.55
	Grey = 0.30
)

// Candidate is an open task of an earlier meeting of the series.
type Candidate struct {
	Key        string // its create-task business key
	ExternalID string
	Title      string
	AssigneeID string
	DueDate    string
	Meeting    string
}

// Verdict of Match.
type Verdict int

const (
	// New: no earlier task is this action.
	New Verdict = iota
	// Same: the action restates Candidates[0].
	Same
	// Ambiguous: a person decides between Candidates (or a new task).
	Ambiguous
)

func (v Verdict) String() string {
	return [...]string{"new", "same", "ambiguous"}[v]
}

// Decision is Match's answer.
type Decision struct {
	Verdict    Verdict
	Candidates []Candidate
	Scores     []float64
	Reason     string
}

// Match decides whether an action (its assignee and title) restates one of
// the candidates. Only candidates with the same assignee count: a task
// handed to someone else is a new intent, which the person who reassigns
// it files as such.
func Match(assigneeID, title, due string, cands []Candidate) Decision {
	type scored struct {
		c Candidate
		s float64
	}
	var over []scored
	var others []scored // another assignee, same task: reassigned?
	var foreign []scored
	for _, c := range cands {
		s := Similarity(title, c.Title)
		switch {
		case assigneeID == "":
		case !strings.EqualFold(c.AssigneeID, assigneeID):
			if s >= Link {
				others = append(others, scored{c, s})
			}
		case s >= Grey:
			over = append(over, scored{c, s})
		case due != "" && c.DueDate == due && script(title) != script(c.Title):
			// The same person, the same due date, another language: n-grams
			// cannot tell, a person can.
			foreign = append(foreign, scored{c, s})
		}
	}
	if len(over) == 0 && len(others) == 0 && len(foreign) == 0 {
		return Decision{Verdict: New}
	}
	if len(over) == 0 {
		d := Decision{Verdict: Ambiguous}
		var names []string
		for _, o := range append(others, foreign...) {
			d.Candidates, d.Scores = append(d.Candidates, o.c), append(d.Scores, o.s)
			why := "in another language, same due date"
			if !strings.EqualFold(o.c.AssigneeID, assigneeID) {
				why = "assigned to " + o.c.AssigneeID + " — reassigned?"
			}
			names = append(names, fmt.Sprintf("%s %q (%s, %s)", o.c.Key, o.c.Title, dash(o.c.ExternalID), why))
		}
		d.Reason = "possibly the same as an earlier meeting's task — confirm which, or approve it as new: " + strings.Join(names, "; ")
		return d
	}
	sort.SliceStable(over, func(i, j int) bool { return over[i].s > over[j].s })
	d := Decision{}
	for _, o := range over {
		d.Candidates = append(d.Candidates, o.c)
		d.Scores = append(d.Scores, o.s)
	}
	best := over[0]
	switch {
	case best.s >= Link && (len(over) == 1 || over[1].s < Grey+0.5*(best.s-Grey)):
		d.Verdict = Same
		d.Candidates, d.Scores = d.Candidates[:1], d.Scores[:1]
		d.Reason = fmt.Sprintf("restates %s of %s (%s, similarity %.2f)", best.c.Key, best.c.Meeting, dash(best.c.ExternalID), best.s)
	default:
		d.Verdict = Ambiguous
		var names []string
		for i, c := range d.Candidates {
			names = append(names, fmt.Sprintf("%s %q (%s, similarity %.2f)", c.Key, c.Title, dash(c.ExternalID), d.Scores[i]))
		}
		d.Reason = "possibly the same as an earlier meeting's task — confirm which, or approve it as new: " + strings.Join(names, "; ")
	}
	return d
}

// script is "hangul" or "latin", by the letters the text mostly has.
func script(s string) string {
	h, l := 0, 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Hangul, r):
			h++
		case unicode.IsLetter(r):
			l++
		}
	}
	if h > l {
		return "hangul"
	}
	return "latin"
}

// doneWords say a restated task is finished.
var doneWords = []string{"완료", "끝남", "끝냄", "마침", "done", "finished", "completed", "closed"}

// SaysDone reports whether a restatement says the task is finished: a
// suggestion for a person (close the task?), never an automatic close.
func SaysDone(title string) bool {
	t := strings.ToLower(title)
	for _, w := range doneWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

func dash(s string) string {
	if s == "" {
		return "not registered yet"
	}
	return s
}

// Similarity of two titles in [0, 1]: the Dice coefficient of their
// character bigrams and trigrams after normalisation (NFC, lower case,
// letters and digits only). Word order, spacing and particles matter
// little; a shared stem ("회신 확인" / "회신을 확인") scores high.
func Similarity(a, b string) float64 {
	ga, gb := grams(a), grams(b)
	if len(ga) == 0 || len(gb) == 0 {
		return 0
	}
	inter := 0
	for g, n := range ga {
		inter += min(n, gb[g])
	}
	total := 0
	for _, n := range ga {
		total += n
	}
	for _, n := range gb {
		total += n
	}
	return 2 * float64(inter) / float64(total)
}

// stop words that say nothing about which task it is: status words of a
// restatement and filler.
var stop = []string{"진행중", "진행 중", "완료", "끝남", "계속", "다시", "재확인", "in progress", "ongoing", "still", "follow up on", "followup", "done", "finished", "completed", "wip", "again"}

func grams(s string) map[string]int {
	s = strings.ToLower(norm.NFC.String(s))
	for _, w := range stop {
		s = strings.ReplaceAll(s, w, " ")
	}
	var words []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		words = append(words, w)
	}
	out := map[string]int{}
	for _, w := range words {
		r := []rune(w)
		if len(r) == 1 {
			out[w]++
			continue
		}
		for n := 2; n <= 3; n++ {
			for i := 0; i+n <= len(r); i++ {
				out[string(r[i:i+n])]++
			}
		}
	}
	return out
}
