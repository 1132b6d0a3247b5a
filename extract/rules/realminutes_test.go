package rules

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// realMinutesDir holds public minutes (CC BY-SA) outside the project; they
// are read in place and never copied here.
const realMinutesDir = "../../../shared/corpus/real-minutes"

type goldAction struct {
	Line   int     `json:"line"`
	Owner  *string `json:"owner"`
	Text   string  `json:"text"`
	Due    *string `json:"due"`
	Syntax string  `json:"syntax"`
}

var reGoldSep = regexp.MustCompile(`\s*(?:,|\+|&|\band\b)\s*|\s+`)

func ownerSet(owners []string) string {
	var out []string
	for _, o := range owners {
		for _, p := range reGoldSep.Split(strings.ToLower(o), -1) {
			if p = strings.Trim(p, "@ "); p != "" {
				out = append(out, p)
			}
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// TestRealMinutes measures line and owner precision/recall on the dev
// sample: go test ./extract/rules -run TestRealMinutes -v
func TestRealMinutes(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(realMinutesDir, "dev-gold.json"))
	if err != nil {
		t.Skipf("real minutes not available: %v", err)
	}
	var gold map[string]struct {
		Actions []goldAction `json:"actions"`
	}
	if err := json.Unmarshal(b, &gold); err != nil {
		t.Fatal(err)
	}
	files := make([]string, 0, len(gold))
	for f := range gold {
		files = append(files, f)
	}
	sort.Strings(files)
	var nGold, nPred, lineHit, ownerHit int
	for _, f := range files {
		notes, err := os.ReadFile(filepath.Join(realMinutesDir, "files", f))
		if err != nil {
			t.Fatal(err)
		}
		cands, err := Parse(context.Background(), notes, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]goldAction{}
		for _, g := range gold[f].Actions {
			want[g.Line] = g
		}
		nGold += len(want)
		nPred += len(cands)
		for _, c := range cands {
			g, ok := want[c.Line]
			if !ok {
				t.Logf("%s:%d: extra %q (owners %v)", f, c.Line, c.Title, c.Owners)
				continue
			}
			lineHit++
			wantOwner := ""
			if g.Owner != nil {
				wantOwner = ownerSet([]string{*g.Owner})
			}
			if got := ownerSet(c.Owners); got == wantOwner {
				ownerHit++
			} else {
				t.Logf("%s:%d: owner %q, gold %q", f, c.Line, got, wantOwner)
			}
			delete(want, c.Line)
		}
		for _, g := range want {
			t.Logf("%s:%d: missed %q", f, g.Line, g.Text)
		}
	}
	lp, lr := float64(lineHit)/float64(max(nPred, 1)), float64(lineHit)/float64(max(nGold, 1))
	op, or := float64(ownerHit)/float64(max(nPred, 1)), float64(ownerHit)/float64(max(nGold, 1))
	t.Logf("real minutes: gold %d, predicted %d; line P=%.3f R=%.3f; line+owner P=%.3f R=%.3f", nGold, nPred, lp, lr, op, or)
	// Floors well under the measured figures: a regression fails, tuning
	// noise does not.
	if lp < 0.85 || lr < 0.85 || op < 0.75 || or < 0.75 {
		t.Errorf("real-minutes quality below floor: line P=%.3f R=%.3f, owner P=%.3f R=%.3f", lp, lr, op, or)
	}
}
