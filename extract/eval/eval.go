// Package eval measures an extractor against hand-labelled meeting notes.
//
// A gold file maps each notes file name to its labelled actions:
//
//	{"notes.md": {"lang": "ko", "actions": [
//	    {"line": 12, "owner": "민서", "text": "…", "due": "금요일까지", "syntax": "table-owner-col"}]}}
//
// line is 1-based; owner is the person or group as written (several owners
// joined with ", "), or null; due is the deadline phrase as written, or
// null; syntax is a free tag of the surface form; lang is optional (it is
// detected from the notes when absent).
//
// The metric: every extracted action is matched one-to-one with a gold
// action on the same line or, failing that, one line away (a wrapped line
// or a heading just above is the same action). Precision is matched /
// extracted, recall is matched / gold, owner accuracy is the share of
// matched actions whose owner set is the gold's (case, "@", "**" and
// honorifics ignored; owners split on , + / & ; · and "and"; no owner must
// match null), due accuracy the share whose due phrase agrees with the
// gold's (both absent, or after normalisation one contains the other).
// Every extracted action counts, ready or needs-human: a needs-human line
// costs a person seconds, so it is an answer, not an abstention.
package eval

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/notes"
)

// GoldAction is one labelled action.
type GoldAction struct {
	Line   int     `json:"line"`
	Owner  *string `json:"owner"`
	Text   string  `json:"text"`
	Due    *string `json:"due"`
	Syntax string  `json:"syntax"`
}

// GoldFile is the labels of one notes file.
type GoldFile struct {
	Lang string `json:"lang,omitempty"`
	// Repo is the repository the minutes come from (optional): the
	// source a file's figures count under with Options.BySource.
	Repo    string       `json:"repo,omitempty"`
	Actions []GoldAction `json:"actions"`
}

// Gold maps notes file names (relative to the notes directory) to labels.
type Gold map[string]GoldFile

// InputError is a gold file or notes directory that cannot be used.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// MaxGoldBytes bounds a gold file.
const MaxGoldBytes = 32 << 20

// LoadGold reads and checks a gold file.
func LoadGold(path string) (Gold, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{fmt.Errorf("load gold: %w", err)}
	}
	if len(b) > MaxGoldBytes {
		return nil, &InputError{fmt.Errorf("load gold %s: larger than %d bytes", path, MaxGoldBytes)}
	}
	return ParseGold(b)
}

// ParseGold decodes and checks gold JSON.
func ParseGold(b []byte) (Gold, error) {
	var g Gold
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&g); err != nil {
		return nil, &InputError{fmt.Errorf("parse gold: %w", err)}
	}
	if len(g) == 0 {
		return nil, &InputError{errors.New("parse gold: no files")}
	}
	for name, f := range g {
		if name == "" || filepath.IsAbs(name) || strings.Contains(filepath.ToSlash(name), "../") {
			return nil, &InputError{fmt.Errorf("parse gold: file name %q must be relative to the notes directory", name)}
		}
		if f.Lang != "" && !knownLang(f.Lang) {
			return nil, &InputError{fmt.Errorf("parse gold: %s: lang %q: want ko or en", name, f.Lang)}
		}
		for i, a := range f.Actions {
			if a.Line < 1 {
				return nil, &InputError{fmt.Errorf("parse gold: %s: action %d: line %d: want a 1-based line", name, i+1, a.Line)}
			}
		}
	}
	return g, nil
}

func knownLang(l string) bool { return l == "ko" || l == "en" }

// Counts are the raw numbers behind the figures.
type Counts struct {
	Gold         int `json:"gold"`
	Predicted    int `json:"predicted"`
	Matched      int `json:"matched"`
	OwnerCorrect int `json:"owner_correct"`
	DueCorrect   int `json:"due_correct"`
	// Ready is how many extracted actions were ready (the rest need a
	// human): with a roster, resolved by axagent; without, free of the
	// extractor's own doubts.
	Ready int `json:"ready"`
	// Possible is how many lines were reported as possible actions;
	// Flagged how many gold actions the extraction missed and a possible
	// action caught (issue 28: no silent miss).
	Possible int `json:"possible"`
	Flagged  int `json:"flagged"`
}

func (c *Counts) add(o Counts) {
	c.Gold += o.Gold
	c.Predicted += o.Predicted
	c.Matched += o.Matched
	c.OwnerCorrect += o.OwnerCorrect
	c.DueCorrect += o.DueCorrect
	c.Ready += o.Ready
	c.Possible += o.Possible
	c.Flagged += o.Flagged
}

// Scores are the four figures. A figure with no denominator is reported as
// 1 when nothing was expected of it (no gold, no prediction), so an empty
// file that stays empty is perfect.
type Scores struct {
	Precision     float64 `json:"precision"`
	Recall        float64 `json:"recall"`
	OwnerAccuracy float64 `json:"owner_accuracy"`
	DueAccuracy   float64 `json:"due_accuracy"`
	// UnionRecall is the recall of extracted ∪ possible actions: the
	// share of gold actions a person sees, as a task or as a possible
	// one. PossiblePerExtracted is what that costs them.
	UnionRecall          float64 `json:"union_recall"`
	PossiblePerExtracted float64 `json:"possible_per_extracted"`
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 1
	}
	return float64(n) / float64(d)
}

// Scores computes the figures from the counts.
func (c Counts) Scores() Scores {
	per := 0.0
	if c.Predicted > 0 {
		per = float64(c.Possible) / float64(c.Predicted)
	}
	return Scores{Precision: ratio(c.Matched, c.Predicted), Recall: ratio(c.Matched, c.Gold),
		OwnerAccuracy: ratio(c.OwnerCorrect, c.Matched), DueAccuracy: ratio(c.DueCorrect, c.Matched),
		UnionRecall: ratio(c.Matched+c.Flagged, c.Gold), PossiblePerExtracted: per}
}

// Summary is counts with their figures.
type Summary struct {
	Counts
	Scores
}

func summarise(c Counts) Summary { return Summary{Counts: c, Scores: c.Scores()} }

// Finding is one error worth a look: a missed gold action, an extra
// extraction, or a wrong owner or due phrase.
type Finding struct {
	File string `json:"file"`
	Line int    `json:"line"`
	// Kind is missed (nobody is told), flagged (missed, but reported as a
	// possible action), extra, owner, due, or possible (a possible action
	// on no missed gold action's line: what it costs a person to read).
	Kind string `json:"kind"`
	Want string `json:"want,omitempty"`
	Got  string `json:"got,omitempty"`
}

// Report is the outcome of one evaluation.
type Report struct {
	Extractor string             `json:"extractor"`
	Files     int                `json:"files"`
	Overall   Summary            `json:"overall"`
	ByLang    map[string]Summary `json:"by_lang"`
	// BySyntax is keyed by the gold syntax tag; Predicted is not known per
	// tag (an extra extraction has no tag), so its precision is omitted
	// from the table.
	BySyntax map[string]Summary `json:"by_syntax"`
	// BySource is keyed by SourceOf each file (with Options.BySource):
	// a rule written for one team's minutes shows up as a gain on that
	// source alone.
	BySource map[string]Summary `json:"by_source,omitempty"`
	Findings []Finding          `json:"findings"`
}

// Options tune a run.
type Options struct {
	// Extractor names the extractor in the report.
	Extractor string
	Roster    *extract.Roster
	Location  *time.Location
	// BySource adds figures per source (Report.BySource).
	BySource bool
}

// SourceOf names the source (team, organisation) a gold file belongs to:
// its repository when the gold records one, else the part of its name
// before "__" (the corpus names files "<source>__<name>"), else the name.
func SourceOf(name string, f GoldFile) string {
	if f.Repo != "" {
		return f.Repo
	}
	base := filepath.ToSlash(name)
	if i := strings.Index(base, "__"); i > 0 {
		return base[:i]
	}
	return base
}

// Run extracts every gold file found under notesDir and scores the result.
// A gold file missing from notesDir is an input error: a silently skipped
// file would flatter the figures.
func Run(ctx context.Context, ex extract.Extractor, gold Gold, notesDir string, o Options) (Report, error) {
	loc := o.Location
	if loc == nil {
		l, err := dates.LoadLocation("")
		if err != nil {
			return Report{}, fmt.Errorf("eval: %w", err)
		}
		loc = l
	}
	names := make([]string, 0, len(gold))
	for n := range gold {
		names = append(names, n)
	}
	sort.Strings(names)
	rep := Report{Extractor: o.Extractor, Files: len(names), ByLang: map[string]Summary{}, BySyntax: map[string]Summary{}, Findings: []Finding{}}
	var overall Counts
	byLang := map[string]Counts{}
	bySyntax := map[string]Counts{}
	bySource := map[string]Counts{}
	for _, name := range names {
		path := filepath.Join(notesDir, filepath.FromSlash(name))
		// Read as register reads a file: a transcript (VTT, SRT, a
		// call tool's export) becomes speaker lines, an HTML export
		// Markdown, and a line is scored at the file's line it came from.
		doc, err := notes.Read(path, name, "", "")
		if err != nil {
			return Report{}, &InputError{fmt.Errorf("eval: notes for gold file %q: %w", name, err)}
		}
		body := doc.Body
		in := extract.Input{Name: name, Notes: body, Location: loc, Roster: o.Roster, Transcript: doc.Transcript()}
		if d, err := dates.ParseISO(doc.Identity.Date); err == nil {
			in.MeetingDate = d
		} else {
			in.MeetingDate, _ = extract.MeetingDate(body, name)
		}
		in.NextMeeting, _ = extract.WrittenNextMeeting(body, in.MeetingDate)
		cands, err := ex.Extract(ctx, in)
		if err != nil {
			return Report{}, fmt.Errorf("eval %s: %w", name, err)
		}
		preds := make([]Prediction, 0, len(cands))
		for _, c := range cands {
			p := Prediction{Line: doc.SourceLine(c.Line), Owners: c.Owners, Due: c.Due, Title: c.Title}
			if len(p.Owners) == 0 && strings.TrimSpace(c.Assignee) != "" {
				p.Owners = []string{c.Assignee}
			}
			// Without a roster nobody resolves: ready then means the
			// extractor itself had no doubt.
			p.Ready = len(c.Problems) == 0
			if o.Roster != nil {
				p.Ready = extract.Resolve(in, c).Ready()
			}
			preds = append(preds, p)
		}
		var possible []int
		possibleText := map[int]string{}
		if pf, ok := ex.(extract.PossibleFinder); ok {
			ps, err := pf.Possible(ctx, in, cands)
			if err != nil {
				return Report{}, fmt.Errorf("eval %s: possible actions: %w", name, err)
			}
			for _, p := range ps {
				l := doc.SourceLine(p.Line)
				possible = append(possible, l)
				possibleText[l] = p.Text + " [" + p.SignalText() + "]"
			}
		}
		lang := gold[name].Lang
		if lang == "" {
			lang = DetectLang(body)
		}
		fc, syn, findings := Score(name, gold[name].Actions, preds, possible...)
		for i := range findings {
			switch f := &findings[i]; f.Kind {
			case "possible":
				f.Got = possibleText[f.Line]
			case "flagged": // the possible action on its line, or one away
				for _, l := range []int{f.Line, f.Line - 1, f.Line + 1} {
					if t, ok := possibleText[l]; ok {
						f.Got = t
						break
					}
				}
			}
		}
		overall.add(fc)
		l := byLang[lang]
		l.add(fc)
		byLang[lang] = l
		if o.BySource {
			src := SourceOf(name, gold[name])
			s := bySource[src]
			s.add(fc)
			bySource[src] = s
		}
		for tag, c := range syn {
			s := bySyntax[tag]
			s.add(c)
			bySyntax[tag] = s
		}
		rep.Findings = append(rep.Findings, findings...)
	}
	rep.Overall = summarise(overall)
	for k, v := range byLang {
		rep.ByLang[k] = summarise(v)
	}
	for k, v := range bySyntax {
		rep.BySyntax[k] = summarise(v)
	}
	if o.BySource {
		rep.BySource = map[string]Summary{}
		for k, v := range bySource {
			rep.BySource[k] = summarise(v)
		}
	}
	return rep, nil
}

// Prediction is one extracted action as the metric sees it.
type Prediction struct {
	Line   int
	Owners []string
	Due    string
	Title  string
	Ready  bool
}

// Score matches one file's predictions with its gold actions (one-to-one,
// same line first, then ±1 line) and counts; the gold actions left are
// then matched the same way with the lines of possible actions. The
// per-syntax counts carry no predictions.
func Score(file string, gold []GoldAction, preds []Prediction, possible ...int) (Counts, map[string]Counts, []Finding) {
	preds = byLine(preds)
	c := Counts{Gold: len(gold), Predicted: len(preds), Possible: len(possible)}
	for _, p := range preds {
		if p.Ready {
			c.Ready++
		}
	}
	gi := make([]int, len(gold))
	for i := range gi {
		gi[i] = -1
	}
	used := make([]bool, len(preds))
	for dist := 0; dist <= 1; dist++ {
		for i, g := range gold {
			if gi[i] >= 0 {
				continue
			}
			for _, line := range []int{g.Line - dist, g.Line + dist} {
				if gi[i] >= 0 {
					break
				}
				for j, p := range preds {
					if !used[j] && p.Line == line {
						gi[i], used[j] = j, true
						break
					}
				}
			}
		}
	}
	flagged, usedPossible := matchLines(gold, gi, possible)
	syn := map[string]Counts{}
	var findings []Finding
	for i, g := range gold {
		s := syn[g.Syntax]
		s.Gold++
		if gi[i] < 0 {
			kind := "missed"
			if flagged[i] {
				kind = "flagged"
				c.Flagged++
				s.Flagged++
			}
			findings = append(findings, Finding{File: file, Line: g.Line, Kind: kind, Want: g.Text})
			syn[g.Syntax] = s
			continue
		}
		p := preds[gi[i]]
		c.Matched++
		s.Matched++
		s.Predicted++
		if OwnerKey(p.Owners...) == OwnerKey(deref(g.Owner)) {
			c.OwnerCorrect++
			s.OwnerCorrect++
		} else {
			findings = append(findings, Finding{File: file, Line: g.Line, Kind: "owner", Want: deref(g.Owner), Got: strings.Join(p.Owners, ", ")})
		}
		if DueAgrees(p.Due, deref(g.Due)) {
			c.DueCorrect++
			s.DueCorrect++
		} else {
			findings = append(findings, Finding{File: file, Line: g.Line, Kind: "due", Want: deref(g.Due), Got: p.Due})
		}
		syn[g.Syntax] = s
	}
	for j, p := range preds {
		if !used[j] {
			findings = append(findings, Finding{File: file, Line: p.Line, Kind: "extra", Got: p.Title})
		}
	}
	for j, l := range possible {
		if !usedPossible[j] {
			findings = append(findings, Finding{File: file, Line: l, Kind: "possible"})
		}
	}
	return c, syn, findings
}

// byLine folds the predictions of one line into one: the gold labels one
// action per line ("a line carrying two assignments gets one label whose
// owner lists both", corpus/extraction/README.md), while an extractor may
// file each item of a line as its own task (the "<br>" items of a table
// cell, the sentences of a long line). The folded prediction has every
// owner of the line, the first due written, and is ready only when all
// were.
func byLine(preds []Prediction) []Prediction {
	at := map[int]int{}
	out := make([]Prediction, 0, len(preds))
	for _, p := range preds {
		k, ok := at[p.Line]
		if !ok {
			at[p.Line] = len(out)
			p.Owners = append([]string(nil), p.Owners...)
			out = append(out, p)
			continue
		}
		q := &out[k]
		for _, o := range p.Owners {
			if !containsOwner(q.Owners, o) {
				q.Owners = append(q.Owners, o)
			}
		}
		if q.Due == "" {
			q.Due = p.Due
		}
		q.Ready = q.Ready && p.Ready
	}
	return out
}

func containsOwner(owners []string, o string) bool {
	for _, x := range owners {
		if OwnerKey(x) == OwnerKey(o) {
			return true
		}
	}
	return false
}

// matchLines matches the gold actions no prediction matched (gi[i] < 0)
// one-to-one with lines, same line first, then ±1.
func matchLines(gold []GoldAction, gi []int, lines []int) (map[int]bool, []bool) {
	out := map[int]bool{}
	used := make([]bool, len(lines))
	for dist := 0; dist <= 1; dist++ {
		for i, g := range gold {
			if gi[i] >= 0 || out[i] {
				continue
			}
			for j, l := range lines {
				if !used[j] && (l == g.Line-dist || l == g.Line+dist) {
					out[i], used[j] = true, true
					break
				}
			}
		}
	}
	return out, used
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

var (
	reOwnerSplit = regexp.MustCompile(`\s*(?:[,+/&;·、]|\band\b)\s*`)
	reHonorific  = regexp.MustCompile(`\s*(?:님|씨|선생님|매니저님|팀장님)$`)
)

// OwnerKey normalises owners to a comparable set: lower case, "@" and
// emphasis dropped, honorifics dropped, split on , + / & ; · and "and",
// sorted. Whitespace inside a name is kept apart from splitting, so
// "lgierth victorbjelkholm" (two handles written with a space) and
// "lgierth, victorbjelkholm" compare equal only when written so; both
// sides are split on whitespace too when every part is a single word.
func OwnerKey(owners ...string) string {
	var parts []string
	for _, o := range owners {
		o = strings.ToLower(strings.NewReplacer("@", " ", "*", "", "_", " ", "`", "").Replace(o))
		for _, p := range reOwnerSplit.Split(o, -1) {
			p = strings.TrimSpace(reHonorific.ReplaceAllString(strings.TrimSpace(p), ""))
			if p != "" {
				parts = append(parts, strings.Fields(p)...)
			}
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// DueAgrees compares due phrases as written: both absent, or after
// normalisation (dates.Clean, spaces removed) one contains the other.
func DueAgrees(got, want string) bool {
	g, w := normDue(got), normDue(want)
	if g == "" || w == "" {
		return g == w
	}
	return strings.Contains(g, w) || strings.Contains(w, g)
}

func normDue(s string) string {
	s = dates.Clean(s)
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || unicode.IsPunct(r) {
			return -1
		}
		return r
	}, s)
}

// DetectLang is extract.DetectLang: the language a file's figures count in.
func DetectLang(notes []byte) string { return extract.DetectLang(notes) }
