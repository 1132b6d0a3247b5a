package rules

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestUnitsFeatures: each line the scorer reads carries the features of
// where it sits, who it names, its modality, tense and deadline, and
// what the rules made of it — the same reading Parse and
// PossibleActions give.
func TestUnitsFeatures(t *testing.T) {
	notes := "# Weekly sync\n\nAttendees: Dana, Omar\n\n## Discussion\n\n- We talked about the release plan.\n- Is the build green?\n\n" +
		"## Next steps\n\n- [ ] Dana will update the install guide by Friday\n- Omar to review the benchmark page\n\n" +
		"## 회의\n\n- 민서: 금요일까지 보고서 작성 예정\n"
	ctx := context.Background()
	us, err := Units(ctx, extract.Input{Notes: []byte(notes)})
	if err != nil {
		t.Fatal(err)
	}
	byLine := map[int]Unit{}
	for _, u := range us {
		byLine[u.Line] = u
	}
	want := map[int][]string{
		7:  {"kind=li", "sec=non-action", "tense=past"},
		8:  {"kind=li", "question"},
		12: {"kind=li", "checkbox=open", "sec=action", "modal=will", "person=name-modal", "due", "future&modal=will"},
		13: {"kind=li", "sec=action", "person=name-modal", "modal=to-verb"},
		17: {"kind=li", "lang=ko", "ko=예정", "ko=까지", "due", "person=name-colon"},
	}
	for line, feats := range want {
		u, ok := byLine[line]
		if !ok {
			t.Errorf("line %d: no unit", line)
			continue
		}
		for _, f := range feats {
			if !slices.Contains(u.Features, f) {
				t.Errorf("line %d %q: no feature %s in %v", line, u.Text, f, u.Features)
			}
		}
	}
	if u := byLine[12]; u.Owner != "Dana" {
		t.Errorf("line 12 owner %q, want Dana", u.Owner)
	}
	if u := byLine[8]; slices.Contains(u.Features, "modal=will") {
		t.Errorf("line 8 %v: a question is no commitment", u.Features)
	}
	cands, err := Parse(ctx, []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := PossibleActions(ctx, []byte(notes), nil, cands)
	if err != nil {
		t.Fatal(err)
	}
	extracted, possible := map[int]bool{}, map[int]bool{}
	for _, c := range cands {
		extracted[c.Line] = true
	}
	for _, p := range ps {
		possible[p.Line] = true
	}
	if !extracted[12] || !extracted[13] {
		t.Fatalf("the rules no longer extract lines 12 and 13: %v", extracted)
	}
	for _, u := range us {
		if u.Extracted != extracted[u.Line] || u.Possible != possible[u.Line] {
			t.Errorf("line %d: unit extracted %v possible %v, rules %v %v", u.Line, u.Extracted, u.Possible, extracted[u.Line], possible[u.Line])
		}
	}
}

// TestWeightsScore: the score is the logistic of the bias plus the
// weights of the features present; unknown features weigh nothing.
func TestWeightsScore(t *testing.T) {
	w := Weights{Bias: -1, W: map[string]float64{"a": 2, "b": 0.5}}
	for _, c := range []struct {
		f    []string
		want float64
	}{{nil, 1 / (1 + math.E)}, {[]string{"a"}, 1 / (1 + math.Exp(-1))}, {[]string{"a", "b", "zzz"}, 1 / (1 + math.Exp(-1.5))}} {
		if got := w.Score(c.f); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Score(%v) = %v, want %v", c.f, got, c.want)
		}
	}
}
