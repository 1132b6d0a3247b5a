package eval

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The synthetic series of testdata (written for these tests): carry-over
// lists, progress lines, near misses (Q3/Q4 periods, 1차/2차 drafts,
// PR 1234/1250, flights/hotel, iOS/Android) in Korean and English.
func TestContinuityOnSyntheticSeries(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		extraction string
		minRecall  float64
	}{{ExtractGold, 1}, {ExtractRules, 1}} {
		t.Run(c.extraction, func(t *testing.T) {
			rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: c.extraction})
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Languages) != 2 || rep.Languages[0].Lang != "en" || rep.Languages[1].Lang != "ko" {
				t.Fatalf("languages %+v", rep.Languages)
			}
			for _, r := range append(rep.Languages, rep.Total) {
				t.Logf("%s: %+v", r.Name, r)
				if r.FalseMerges != 0 || r.Recall < c.minRecall || r.HeldShare > 0 {
					t.Errorf("%s (%s): false merges %d, recall %.2f, held %.2f; findings %+v", r.Name, c.extraction, r.FalseMerges, r.Recall, r.HeldShare, rep.Findings)
				}
			}
			if tot := rep.Total; tot.Later != 17 || tot.Restatements != 10 || tot.NearMisses != 6 {
				t.Fatalf("counts %+v", tot.Counts)
			}
		})
	}
}

// A false merge is counted and named: with series.ambiguous the
// same, a linker that links a near miss would show here. The gold is
// changed to say a restatement is new.
func TestFalseMergeCounted(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	g.Series = g.Series[1:] // en-web
	for i, a := range g.Series[0].Actions {
		if a.Meeting == 2 && a.Line == 5 {
			g.Series[0].Actions[i].Gold = Link{New: true}
		}
	}
	rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractGold})
	if err != nil {
		t.Fatal(err)
	}
	if tot := rep.Total; tot.FalseMerges != 1 || tot.Links != 5 || tot.Precision != 0.8 {
		t.Fatalf("%+v", tot)
	}
	found := false
	for _, f := range rep.Findings {
		found = found || f.What == "false merge" && f.Line == 5 && strings.Contains(f.File, "2026-03-16")
	}
	if !found {
		t.Fatalf("findings %+v", rep.Findings)
	}
}

// A new task written on two lines of one meeting (duplicate_of) is one
// chain: a later link to the second line's task is right when the label
// names the first. Without duplicate_of the same link is a false merge.
func TestDuplicateLineIsOneChain(t *testing.T) {
	for _, dup := range []bool{true, false} {
		g, err := LoadGold("testdata/gold.json")
		if err != nil {
			t.Fatal(err)
		}
		g.Series = g.Series[1:] // en-web
		for i, a := range g.Series[0].Actions {
			switch {
			case a.Meeting == 1 && a.Line == 12 && dup:
				g.Series[0].Actions[i].DuplicateOf = &Ref{1, 11}
			case a.Meeting == 2 && a.Line == 6:
				g.Series[0].Actions[i].Gold = Link{Ref: Ref{1, 11}}
			}
		}
		rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractGold})
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{true: 0, false: 1}[dup]; rep.Total.FalseMerges != want {
			t.Errorf("duplicate_of %v: false merges %d, want %d; findings %+v", dup, rep.Total.FalseMerges, want, rep.Findings)
		}
	}
}

func TestParseGoldRefusesBadLabels(t *testing.T) {
	base := `{"series": [{"id": "s", "lang": "en", "source": "x", "meetings": [{"file": "a.md", "date": "2026-01-01"}, {"file": "b.md", "date": "2026-01-08"}],
	  "actions": [{"meeting": 0, "line": 3, "owner": null, "due": null, "kind": "plain", "gold": "new", "status": null, "near_miss": null}, ACTION]}]}`
	for _, c := range []struct{ action, want string }{
		{`{"meeting": 1, "line": 4, "owner": null, "due": null, "kind": "plain", "gold": {"meeting": 0, "line": 9}, "status": null, "near_miss": null}`, "no earlier labelled action"},
		{`{"meeting": 1, "line": 4, "owner": null, "due": null, "kind": "recap", "gold": "new", "status": null, "near_miss": null}`, `kind "recap"`},
		{`{"meeting": 3, "line": 4, "owner": null, "due": null, "kind": "plain", "gold": "new", "status": null, "near_miss": null}`, "no such meeting"},
		{`{"meeting": 1, "line": 4, "owner": null, "due": null, "kind": "plain", "gold": "old", "status": null, "near_miss": null}`, `want "new"`},
		{`{"meeting": 1, "line": 4, "owner": null, "kind": "plain", "gold": "new", "extra": 1}`, "unknown field"},
		{`{"meeting": 1, "line": 4, "owner": null, "kind": "plain", "gold": "new", "duplicate_of": {"meeting": 0, "line": 3}}`, "same meeting"},
	} {
		_, err := ParseGold([]byte(strings.Replace(base, "ACTION", c.action, 1)))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.action, err, c.want)
		}
	}
}

// A labelled line that wraps a list item is read as the whole item, as an
// extractor reads it; a line of its own is itself.
func TestGoldItemJoinsWrappedLines(t *testing.T) {
	lines := strings.Split("## Notes\n\n* Briefly discussed #650, the fix for chromaticity\n  conversion. Joseph agreed to investigate.\n* Next item\n  - nested bullet\n", "\n")
	for i, want := range map[int]string{
		3: "conversion. Joseph agreed to investigate.",
		2: "conversion. Joseph agreed to investigate.",
		4: "* Next item",
		5: "- nested bullet",
	} {
		if got := item(lines, i); !strings.HasSuffix(got, want) || i == 3 && !strings.HasPrefix(got, "* Briefly discussed #650") {
			t.Errorf("line %d: %q", i+1, got)
		}
	}
}

// A quoted list item ("> * Review PR 953", last week's list quoted) is
// titled without the quote's mark and the item's number.
func TestGoldTitleWithoutQuoteMarks(t *testing.T) {
	for raw, want := range map[string]string{
		">     2. Notebook on Coulomb logarithm": "Notebook on Coulomb logarithm",
		"> * Review PR 953":                      "Review PR 953",
		"* [ ] Review PR 953":                    "Review PR 953",
	} {
		if got := goldTitle(raw, "", ""); got != want {
			t.Errorf("%q: %q, want %q", raw, got, want)
		}
	}
}

// Holds are counted by what they ask: an action labelled with no owner is
// held for its owner and a guessed due date for its due (R1's questions),
// never as the linker's; the table's R1 and linker shares add up to the
// held share.
func TestHeldCountedByQuestion(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	g.Series = g.Series[1:] // en-web
	soon := "soon"
	for i, a := range g.Series[0].Actions {
		switch {
		case a.Meeting == 1 && a.Line == 11: // a new task: no owner written
			g.Series[0].Actions[i].Owner = nil
		case a.Meeting == 2 && a.Line == 4: // a new task: a due date only a guess reads
			g.Series[0].Actions[i].Due = &soon
		}
	}
	rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractGold})
	if err != nil {
		t.Fatal(err)
	}
	tot := rep.Total
	if tot.Held != 2 || tot.HeldBy[HoldOwner] != 1 || tot.HeldBy[HoldDue] != 1 || tot.HeldBy[HoldContinuity] != 0 {
		t.Fatalf("held %d by %v; findings %+v", tot.Held, tot.HeldBy, rep.Findings)
	}
	if tot.HeldR1Share != tot.HeldShare || tot.HeldContinuityShare != 0 {
		t.Fatalf("shares %+v", tot.Scores)
	}
	// By signal, the quoted due phrase left out: the rule that held each.
	if tot.HeldSignals["no assignee written"] != 1 || tot.HeldSignals[`due "…" is not a date axagent can resolve without guessing`] != 1 || len(tot.HeldSignalsRestated) != 0 {
		t.Errorf("held by signal %v, restated %v", tot.HeldSignals, tot.HeldSignalsRestated)
	}
	// The owner hold is of a to-do labelled with no owner; the due hold's
	// label names one: only that hold is one the labels answer.
	if tot.HeldSignalsOwned["no assignee written"] != 0 || tot.HeldSignalsOwned[`due "…" is not a date axagent can resolve without guessing`] != 1 {
		t.Errorf("held by signal, owner labelled %v", tot.HeldSignalsOwned)
	}
	for _, f := range rep.Findings {
		if f.What == "held" && !strings.Contains(f.Detail, "(owner)") && !strings.Contains(f.Detail, "(due)") {
			t.Errorf("finding %+v names no question", f)
		}
	}
}

// A hold's reason is read as its signals, one each, names and quoted
// values left out.
func TestHoldSignals(t *testing.T) {
	got := holdSignals(`possible action: confirm (a commitment outside an action section); several assignees (Larry, Peter): a task needs one owner; due "next week" is not a date axagent can resolve without guessing`)
	want := []string{"possible action: confirm (a commitment outside an action section)", "several assignees (…): a task needs one owner", `due "…" is not a date axagent can resolve without guessing`}
	if !slices.Equal(got, want) {
		t.Fatalf("%q", got)
	}
}

// How a restatement's labelled line words its earlier action: what an
// evidence rule can read (equal, nested) apart from paraphrases.
func TestWordingOf(t *testing.T) {
	for _, c := range []struct{ later, earlier, want string }{
		{"still working on the budget report", "Budget report", WordingEqual},
		{"[x] Review the onboarding guide — done", "Review the onboarding guide", WordingEqual},
		{"budget report", "Write the budget report for the board", WordingNested},
		{"Schedule a fortnightly call", "Agree to meet every other week", WordingDisjoint},
		{"will follow up on the build failures", "will investigate job failures", WordingOverlap},
		{"예산 보고서 작성 중", "예산 보고서 작성", WordingEqual},
	} {
		if got := wordingOf(c.later, c.earlier); got != c.want {
			t.Errorf("%q / %q: %q, want %q", c.later, c.earlier, got, c.want)
		}
	}
}

// Worded restatements are counted with their own recall: on the
// synthetic series every restatement is worded, and linked.
func TestWordedRecall(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractGold})
	if err != nil {
		t.Fatal(err)
	}
	if tot := rep.Total; tot.Worded == 0 || tot.Worded > tot.Restatements || tot.CorrectWorded != tot.Worded || tot.WordedRecall != 1 {
		t.Fatalf("%+v", tot)
	}
}

// Every label the extraction missed is listed, a new action's too, with
// what the extraction read nearest (a misread neighbour, or nothing).
func TestNotFoundListsWhatWasReadNearby(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	g.Series = g.Series[:1] // ko-ops
	// The meeting's title line, labelled as a new action: no extractor
	// reads a heading as one.
	g.Series[0].Actions = append(g.Series[0].Actions, Action{Meeting: 1, Line: 1, Kind: "plain", Gold: Link{New: true}})
	rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractRules})
	if err != nil {
		t.Fatal(err)
	}
	var got []Finding
	for _, f := range rep.Findings {
		if f.What == "not found" {
			got = append(got, f)
		}
	}
	if len(got) != 1 || got[0].Line != 1 || !strings.Contains(got[0].File, "2026-09-14") || !strings.Contains(got[0].Detail, "nearest read: line 4,") || !strings.Contains(got[0].Detail, "taken by the label of line 4") {
		t.Fatalf("not found: %+v", got)
	}
}

// The restatements not linked are counted by cause: held (by what the
// hold asks), filed for another owner than the earlier action's, and so
// on; the finding of one filed for another owner names both.
func TestMissedCountedByCause(t *testing.T) {
	g, err := LoadGold("testdata/gold.json")
	if err != nil {
		t.Fatal(err)
	}
	g.Series = g.Series[1:] // en-web
	lee := "Lee"
	for i, a := range g.Series[0].Actions {
		switch {
		case a.Meeting == 1 && a.Line == 4: // Dana's carry-over line: no owner written
			g.Series[0].Actions[i].Owner = nil
		case a.Meeting == 1 && a.Line == 8: // Omar's progress line, as if Lee's
			g.Series[0].Actions[i].Owner = &lee
		}
	}
	rep, err := Run(context.Background(), g, "testdata/files", Options{Extraction: ExtractGold})
	if err != nil {
		t.Fatal(err)
	}
	tot := rep.Total
	want := map[string]int{MissHeld + HoldOwner: 1, MissOwnerDiffers: 1}
	missed := 0
	for k, n := range tot.MissedBy {
		missed += n
		if n != want[k] {
			t.Errorf("missed by %q: %d, want %d", k, n, want[k])
		}
	}
	if missed != tot.Restatements-tot.Correct {
		t.Errorf("missed %d by cause, %d restatements not linked: %v", missed, tot.Restatements-tot.Correct, tot.MissedBy)
	}
	found := false
	for _, f := range rep.Findings {
		// The finding says what became of the earlier action too: a link
		// missed for an earlier action read otherwise is the extraction's.
		found = found || f.What == "missed link" && f.Line == 8 && strings.Contains(f.Detail, `owner "Lee", the earlier action's "Omar"`) &&
			strings.Contains(f.Detail, "the earlier action was filed: owner")
	}
	if !found {
		t.Fatalf("findings %+v", rep.Findings)
	}
}

// RECALL ∪ SHOWN counts a restatement filed new but shown as possibly its
// task with the linked ones; SHOWN PRECISION is the shown links to the
// labelled task over all shown links — a possible link on an action the
// labels call new is one a person dismisses (and a "shown other"
// finding). Written for this test: the same person in other words around
// a name (Azure: a restatement; the Weta CLA: labelled new here).
func TestShownCounted(t *testing.T) {
	rep := runSynthetic(t, map[string]string{
		"w1.md": "# W1\n\n## Action items\n- [ ] @Christina investigate Azure job failures (due 2026-03-13)\n- [ ] @Peter confirm CLA is on file (due 2026-03-13)\n- [ ] @Dana Book flights to Tokyo (due 2026-03-13)\n",
		"w2.md": "# W2\n\n## Action items\n- [ ] @Christina follow up on the Azure build failures (due 2026-03-20)\n- [ ] @Peter investigate the Weta CLA (due 2026-03-20)\n- [ ] @Dana Book flights to Tokyo (due 2026-03-20)\n",
	}, `{"series": [{"id": "s", "lang": "en", "source": "synthetic",
	  "meetings": [{"file": "w1.md", "date": "2026-03-02"}, {"file": "w2.md", "date": "2026-03-09"}],
	  "actions": [
	    {"meeting": 0, "line": 4, "owner": "Christina", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 0, "line": 5, "owner": "Peter", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 0, "line": 6, "owner": "Dana", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 1, "line": 4, "owner": "Christina", "due": "2026-03-20", "kind": "plain", "gold": {"meeting": 0, "line": 4}, "status": null, "near_miss": null},
	    {"meeting": 1, "line": 5, "owner": "Peter", "due": "2026-03-20", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 1, "line": 6, "owner": "Dana", "due": "2026-03-20", "kind": "plain", "gold": {"meeting": 0, "line": 6}, "status": null, "near_miss": null}]}]}`)
	tot := rep.Total
	if tot.Restatements != 2 || tot.Correct != 1 || tot.Shown != 1 || tot.ShownLinks != 2 || tot.ShownRight != 1 || tot.FalseMerges != 0 {
		t.Fatalf("%+v; findings %+v", tot.Counts, rep.Findings)
	}
	if tot.Recall != 0.5 || tot.RecallOrShown != 1 || tot.ShownPrecision != 0.5 {
		t.Fatalf("%+v", tot.Scores)
	}
	found := false
	for _, f := range rep.Findings {
		found = found || f.What == "shown other" && f.File == "w2.md" && f.Line == 5 && strings.Contains(f.Detail, "the label says new")
	}
	if !found {
		t.Fatalf("findings %+v", rep.Findings)
	}
}

// A right link is scored on the status its label states: a progress line
// whose link records "in-progress" is right, one read as no status (the
// label says done) is wrong and listed; an unlabelled status is not
// scored.
func TestStatusAccuracy(t *testing.T) {
	rep := runSynthetic(t, map[string]string{
		"w1.md": "# W1\n\n## Action items\n- [ ] @Dana Write the release notes (due 2026-03-13)\n- [ ] @Peter Draft the budget plan (due 2026-03-13)\n- [ ] @Omar Book the venue (due 2026-03-13)\n",
		"w2.md": "# W2\n\n## Action items\n- [ ] @Dana Write the release notes, still in progress (due 2026-03-20)\n- [ ] @Peter Draft the budget plan (due 2026-03-20)\n- [ ] @Omar Book the venue (due 2026-03-20)\n",
	}, `{"series": [{"id": "s", "lang": "en", "source": "synthetic",
	  "meetings": [{"file": "w1.md", "date": "2026-03-02"}, {"file": "w2.md", "date": "2026-03-09"}],
	  "actions": [
	    {"meeting": 0, "line": 4, "owner": "Dana", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 0, "line": 5, "owner": "Peter", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 0, "line": 6, "owner": "Omar", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 1, "line": 4, "owner": "Dana", "due": "2026-03-20", "kind": "progress", "gold": {"meeting": 0, "line": 4}, "status": "in-progress", "near_miss": null},
	    {"meeting": 1, "line": 5, "owner": "Peter", "due": "2026-03-20", "kind": "plain", "gold": {"meeting": 0, "line": 5}, "status": "done", "near_miss": null},
	    {"meeting": 1, "line": 6, "owner": "Omar", "due": "2026-03-20", "kind": "plain", "gold": {"meeting": 0, "line": 6}, "status": null, "near_miss": null}]}]}`)
	tot := rep.Total
	if tot.Correct != 3 || tot.StatusLabelled != 2 || tot.StatusRight != 1 || tot.StatusAccuracy != 0.5 {
		t.Fatalf("%+v; %+v; findings %+v", tot.Counts, tot.Scores, rep.Findings)
	}
	found := false
	for _, f := range rep.Findings {
		found = found || f.What == "wrong status" && f.Line == 5 && strings.Contains(f.Detail, `the label says "done"`)
	}
	if !found {
		t.Fatalf("findings %+v", rep.Findings)
	}
}

// runSynthetic writes files to a folder and runs the rules extraction on
// the series gold labels.
func runSynthetic(t *testing.T, files map[string]string, gold string) Report {
	t.Helper()
	dir := t.TempDir()
	for n, b := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(b), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	g, err := ParseGold([]byte(gold))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), g, dir, Options{Extraction: ExtractRules})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// A restatement the extraction did not read as an action ("Dana said the
// Q3 budget report is still in progress.") is counted linked with status
// facts when a fact on its line names its task, and the figures without
// facts stay as they were; the same fact on a line the label calls new is
// a false merge with facts. A fact on a line no label is on (the same
// words said twice) is counted apart.
func TestStatusFactsCounted(t *testing.T) {
	files := map[string]string{
		"w1.md": "# W1\n\n## Action items\n- [ ] @Dana Write the Q3 budget report (due 2026-03-13)\n- [ ] @Peter Review PR 1234 (due 2026-03-13)\n",
		"w2.md": "# W2\n\n## Notes\n\nDana said the Q3 budget report is still in progress.\n\nDana said the Q3 budget report is still in progress.\n",
	}
	gold := func(second string) string {
		return `{"series": [{"id": "s", "lang": "en", "source": "synthetic",
	  "meetings": [{"file": "w1.md", "date": "2026-03-02"}, {"file": "w2.md", "date": "2026-03-09"}],
	  "actions": [
	    {"meeting": 0, "line": 4, "owner": "Dana", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 0, "line": 5, "owner": "Peter", "due": "2026-03-13", "kind": "plain", "gold": "new", "status": null, "near_miss": null},
	    {"meeting": 1, "line": 5, "owner": "Dana", "due": null, "kind": "progress", "gold": ` + second + `, "status": "in-progress", "near_miss": null}]}]}`
	}
	rep := runSynthetic(t, files, gold(`{"meeting": 0, "line": 4}`))
	tot := rep.Total
	if tot.Links != 0 || tot.Facts != 1 || tot.FactsCorrect != 1 || tot.FactsFalse != 0 || tot.FactsUnlabelled != 1 || tot.RecallWithFacts != 1 || tot.Recall != 0 || tot.FalseMergesWithFacts != 0 {
		t.Fatalf("%+v; %+v; findings %+v", tot.Counts, tot.Scores, rep.Findings)
	}
	rep = runSynthetic(t, files, gold(`"new"`))
	if tot := rep.Total; tot.FactsFalse != 1 || tot.FalseMerges != 0 || tot.FalseMergesWithFacts != 1 || tot.PrecisionWithFacts != 0 {
		t.Fatalf("labelled new: %+v; %+v", tot.Counts, tot.Scores)
	}
	found := false
	for _, f := range rep.Findings {
		found = found || f.What == "false fact" && f.Line == 5
	}
	if !found {
		t.Fatalf("findings %+v", rep.Findings)
	}
}

// The owner is taken out of a labelled line where it is a name of its
// own, not inside another word ("AC" in "ACTION: AC and SC …"); a Korean
// particle after it ("백엔드는 …") is no other word.
func TestGoldTitleOwnerAsAWord(t *testing.T) {
	for _, c := range []struct{ raw, owner, want string }{
		{"ACTION: AC and SC will look into notification discovery", "AC and SC", "ACTION:  will look into notification discovery"},
		{"* AC and SC will look into notification discovery", "AC and SC", "will look into notification discovery"},
		{"* Dana: draft the Danish release notes", "Dana", "draft the Danish release notes"},
		{"- 백엔드는 새로운 모델 구조 구상", "백엔드", "는 새로운 모델 구조 구상"},
		{"* [ ] @jmorin: Write a proposal", "jmorin", "Write a proposal"},
		{"* Ask Dan about it", "Dan", "Ask  about it"},
	} {
		if got := goldTitle(c.raw, c.owner, ""); got != c.want {
			t.Errorf("%q (%s): %q, want %q", c.raw, c.owner, got, c.want)
		}
	}
}
