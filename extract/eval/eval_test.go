package eval_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/rules"
)

func str(s string) *string { return &s }

// TestScoreMatching: same line first, then ±1, one-to-one; owners and dues
// compared only on matched pairs.
func TestScoreMatching(t *testing.T) {
	gold := []eval.GoldAction{
		{Line: 10, Owner: str("Alice"), Due: str("by Friday"), Syntax: "a"},
		{Line: 11, Owner: str("Bob, Carol"), Syntax: "a"},
		{Line: 20, Owner: nil, Syntax: "b"},
		{Line: 30, Owner: str("민서 님"), Due: str("9월 30일까지"), Syntax: "b"},
	}
	preds := []eval.Prediction{
		{Line: 11, Owners: []string{"@carol", "bob"}},             // exact match for gold 11
		{Line: 10, Owners: []string{"alice"}, Due: "Friday"},      // exact match for gold 10
		{Line: 21, Owners: nil},                                   // ±1 of gold 20
		{Line: 29, Owners: []string{"지훈"}, Due: "10월 1일 오후 3시까지"}, // ±1 of gold 30, wrong owner and due
		{Line: 12, Owners: []string{"Bob"}},                       // gold 11 is taken: extra
		{Line: 40},                                                // extra
	}
	c, syn, findings := eval.Score("f.md", gold, preds)
	if c.Gold != 4 || c.Predicted != 6 || c.Matched != 4 || c.OwnerCorrect != 3 || c.DueCorrect != 3 {
		t.Fatalf("counts %+v", c)
	}
	s := c.Scores()
	if s.Precision != 4.0/6 || s.Recall != 1 || s.OwnerAccuracy != 0.75 || s.DueAccuracy != 0.75 {
		t.Errorf("scores %+v", s)
	}
	if syn["b"].Gold != 2 || syn["b"].OwnerCorrect != 1 {
		t.Errorf("per syntax %+v", syn)
	}
	kinds := map[string]int{}
	for _, f := range findings {
		kinds[f.Kind]++
	}
	if kinds["extra"] != 2 || kinds["owner"] != 1 || kinds["due"] != 1 || kinds["missed"] != 0 {
		t.Errorf("findings %+v", findings)
	}
}

func TestOwnerKeyAndDue(t *testing.T) {
	for _, c := range []struct{ a, b []string }{
		{[]string{"lidel+olizilla"}, []string{"olizilla", "lidel"}},
		{[]string{"Alan and Steven"}, []string{"steven", "@alan"}},
		{[]string{"오태민·강소희"}, []string{"강소희", "오태민"}},
		{[]string{"**민서 님**"}, []string{"민서"}},
		{nil, []string{""}},
	} {
		if eval.OwnerKey(c.a...) != eval.OwnerKey(c.b...) {
			t.Errorf("OwnerKey(%q)=%q != OwnerKey(%q)=%q", c.a, eval.OwnerKey(c.a...), c.b, eval.OwnerKey(c.b...))
		}
	}
	if eval.OwnerKey("Alice") == eval.OwnerKey("Bob") {
		t.Error("different owners compare equal")
	}
	for _, c := range []struct {
		got, want string
		ok        bool
	}{{"", "", true}, {"by EOD Thursday", "by EOD Thursday", true}, {"friday", "sync friday", true}, {"2026-05-11", "D-3 · 2026-05-11 (월)", true}, {"", "by Friday", false}, {"Monday", "Friday", false}} {
		if eval.DueAgrees(c.got, c.want) != c.ok {
			t.Errorf("DueAgrees(%q, %q) = %t", c.got, c.want, !c.ok)
		}
	}
}

func TestDetectLang(t *testing.T) {
	if l := eval.DetectLang([]byte("# 주간 회의\n- `backend/app.py` 에서 API 수정 (정도윤)\n")); l != "ko" {
		t.Errorf("Korean notes with code: %s", l)
	}
	if l := eval.DetectLang([]byte("# Weekly sync\n- Alice to fix the build\n")); l != "en" {
		t.Errorf("English notes: %s", l)
	}
}

func TestParseGoldRejects(t *testing.T) {
	for _, b := range []string{`{}`, `[]`, `{"../x.md": {"actions": []}}`, `{"a.md": {"actions": [{"line": 0}]}}`, `{"a.md": {"lang": "fr", "actions": []}}`, `not json`} {
		_, err := eval.ParseGold([]byte(b))
		var ie *eval.InputError
		if !errors.As(err, &ie) {
			t.Errorf("ParseGold(%s) = %v, want an InputError", b, err)
		}
	}
}

// TestRunOwnLabelledSet runs the rules extractor on the small labelled set
// in extract/testdata/eval (written for this test, Korean and English).
func TestRunOwnLabelledSet(t *testing.T) {
	gold, err := eval.LoadGold("../testdata/eval/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := eval.Run(context.Background(), rules.New(), gold, "../testdata/eval/notes", eval.Options{Extractor: "rules"})
	if err != nil {
		t.Fatal(err)
	}
	o := rep.Overall
	if o.Gold != 8 || o.Predicted != 8 || o.Matched != 7 || o.OwnerCorrect != 7 || o.DueCorrect != 7 {
		t.Errorf("overall %+v", o.Counts)
	}
	if ko := rep.ByLang["ko"]; ko.Recall != 1 || ko.Precision != 1 {
		t.Errorf("ko %+v", ko)
	}
	if en := rep.ByLang["en"]; en.Recall != 0.75 || en.Precision != 0.75 {
		t.Errorf("en %+v", en)
	}
	if s := rep.BySyntax["missing-on-purpose"]; s.Gold != 1 || s.Matched != 0 {
		t.Errorf("syntax %+v", s)
	}
	// A gold file whose notes are missing is an input error, never a
	// silently smaller denominator.
	gold["absent.md"] = eval.GoldFile{}
	_, err = eval.Run(context.Background(), rules.New(), gold, "../testdata/eval/notes", eval.Options{})
	var ie *eval.InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "absent.md") {
		t.Errorf("missing notes: %v", err)
	}
}

type failing struct{}

func (failing) Extract(context.Context, extract.Input) ([]extract.Candidate, error) {
	return nil, errors.New("model unreachable")
}

func TestRunExtractorError(t *testing.T) {
	gold, err := eval.LoadGold(filepath.Join("..", "testdata", "eval", "gold.json"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = eval.Run(context.Background(), failing{}, gold, "../testdata/eval/notes", eval.Options{})
	var ie *eval.InputError
	if err == nil || errors.As(err, &ie) {
		t.Errorf("extractor failure = %v, want a plain error", err)
	}
}

// A time of day does not make a due phrase wrong.
func TestDueIgnoresTimeOfDay(t *testing.T) {
	if !eval.DueAgrees("9월 30일 오후 3시까지", "9월 30일까지") {
		t.Error("time of day counted against the due phrase")
	}
}

// TestRunBySource: with BySource each source (the gold's repo, else the
// name before "__") gets its own figures, and they add up to the overall
// ones; without it the report carries none.
func TestRunBySource(t *testing.T) {
	gold, err := eval.LoadGold("../testdata/eval/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	ko, en := gold["ko_sprint.md"], gold["en_sync.md"]
	ko.Repo = "team/ko"
	gold["ko_sprint.md"] = ko
	rep, err := eval.Run(context.Background(), rules.New(), gold, "../testdata/eval/notes", eval.Options{Extractor: "rules", BySource: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.BySource) != 2 {
		t.Fatalf("sources %v", rep.BySource)
	}
	if s := rep.BySource["team/ko"]; s.Gold != len(ko.Actions) || s.Recall != 1 {
		t.Errorf("team/ko %+v", s)
	}
	if s := rep.BySource["en_sync.md"]; s.Gold != len(en.Actions) || s.Recall != 0.75 {
		t.Errorf("en_sync.md %+v", s)
	}
	var sum eval.Counts
	for _, s := range rep.BySource {
		sum.Gold += s.Gold
		sum.Matched += s.Matched
		sum.Predicted += s.Predicted
	}
	if sum.Gold != rep.Overall.Gold || sum.Matched != rep.Overall.Matched || sum.Predicted != rep.Overall.Predicted {
		t.Errorf("sources add to %+v, overall %+v", sum, rep.Overall.Counts)
	}
	rep, err = eval.Run(context.Background(), rules.New(), gold, "../testdata/eval/notes", eval.Options{Extractor: "rules"})
	if err != nil || rep.BySource != nil {
		t.Errorf("without BySource: %v %v", rep.BySource, err)
	}
}

func TestSourceOf(t *testing.T) {
	for _, c := range []struct {
		name, repo, want string
	}{
		{"falco__2023-01-04.md", "", "falco"},
		{"docs__meetings.md", "org/team", "org/team"},
		{"notes.md", "", "notes.md"},
		{"__odd.md", "", "__odd.md"},
	} {
		if got := eval.SourceOf(c.name, eval.GoldFile{Repo: c.repo}); got != c.want {
			t.Errorf("SourceOf(%q, %q) = %q, want %q", c.name, c.repo, got, c.want)
		}
	}
}

// TestScoreOneLineOnce: the gold labels one action per line, so the items
// an extractor files separately from one line (the "<br>" items of a table
// cell) count once, owned by everyone the line's items name.
func TestScoreOneLineOnce(t *testing.T) {
	gold := []eval.GoldAction{{Line: 5, Owner: str("한도윤, 정하람"), Due: str("10/12까지")}}
	preds := []eval.Prediction{
		{Line: 5, Owners: []string{"한도윤"}, Due: "10/12까지", Ready: true},
		{Line: 5, Owners: []string{"정하람"}, Ready: true},
		{Line: 5, Owners: []string{"한도윤"}, Ready: false}, // one item needs a human: the line does
		{Line: 4}, // one line away: matches nothing once line 5 is taken, an extra
	}
	c, _, findings := eval.Score("f.md", gold, preds)
	if c.Predicted != 2 || c.Matched != 1 || c.OwnerCorrect != 1 || c.DueCorrect != 1 || c.Ready != 0 {
		t.Fatalf("counts %+v findings %+v", c, findings)
	}
}
