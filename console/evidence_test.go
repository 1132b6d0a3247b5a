package console

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// hangul reports whether s has a Korean syllable.
func hangul(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= '가' && r <= '힣' })
}

// A meeting whose one action restated an earlier task has no key of its
// own: its page says so in a line (in the page's language) instead of an
// empty key table; in Korean the links' status and evidence are Korean,
// a split's too; the reason fields are wide enough for their
// placeholders.
func TestRestatedMeetingPageWords(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for _, tc := range []struct{ lang, line, header, status string }{
		{"en", "All actions restate earlier tasks", "<th>Key</th>", " · in-progress"},
		{"ko", "모든 액션이 이전 업무를 다시 언급한 것이라", "<th>키</th>", " · 진행 중"},
	} {
		_, body := r.get(c, restatedPage+"?lang="+tc.lang)
		if !strings.Contains(body, `<p class="all-restated">`+tc.line) || strings.Contains(body, tc.header) {
			t.Errorf("%s: the page of a meeting whose actions all restated:\n%s", tc.lang, body)
		}
		if !strings.Contains(body, tc.status) {
			t.Errorf("%s: the link's status is not %q:\n%s", tc.lang, tc.status, body)
		}
		in := regexp.MustCompile(`<input type="text" name="reason" class="reason" placeholder="([^"]*)" style="width:(\d+)ch"`).FindStringSubmatch(body)
		if in == nil {
			t.Fatalf("%s: the split's reason field has no width for its placeholder:\n%s", tc.lang, body)
		}
		// A Hangul syllable is about two ch wide.
		need := 0
		for _, r := range in[1] {
			need++
			if hangul(string(r)) {
				need++
			}
		}
		if w, _ := strconv.Atoi(in[2]); w < need {
			t.Errorf("%s: the reason field is %dch for a %dch placeholder %q", tc.lang, w, need, in[1])
		}
	}
	_, body := r.get(c, restatedPage+"?lang=ko")
	ev := regexp.MustCompile(`<small class="evidence">([^<]*)</small>`).FindStringSubmatch(body)
	if ev == nil || !hangul(strings.ReplaceAll(ev[1], "물류 계약서 초안 검토", "")) || strings.Contains(ev[1], "same assignee") {
		t.Fatalf("the Korean page's evidence: %q\n%s", ev, body)
	}
	form := r.token(c, restatedPage)
	form.Set("from", k1)
	form.Set("reason", "other work")
	if code, _ := r.post(c, "/console/keys/"+restatedLater+"/split", form); code != http.StatusSeeOther {
		t.Fatalf("split: %d", code)
	}
	_, body = r.get(c, "/console/keys/"+k1+"?lang=ko")
	ev = regexp.MustCompile(`<small class="evidence">([^<]*)</small>`).FindStringSubmatch(body)
	if ev == nil || !strings.HasPrefix(ev[1], "사람이 분리: other work (연결 근거: ") || strings.Contains(ev[1], "same assignee") {
		t.Fatalf("the Korean page's evidence of a split: %q\n%s", ev, body)
	}
	// In English the stored evidence is shown as it is.
	if l := r.link(); l.Kind != ledger.LinkDistinct {
		t.Fatalf("link: %+v", l)
	} else if _, body := r.get(c, "/console/keys/"+k1+"?lang=en"); !strings.Contains(body, `<small class="evidence">split by a person: other work (linked on: same assignee`) {
		t.Fatalf("the English page's evidence of a split:\n%s", body)
	}
}

// The words of every kind of typed evidence (series.EvidenceKinds), as a
// link recorded before evidence was typed stores them, are read back to
// the Korean series words the typed evidence in (the catalogue of older
// links stays in step with what series writes); and each catalogued form
// is read back as itself, not as an earlier form. That every kind has
// Korean and English words is series' test (TestEvidenceWordsEveryKind).
func TestEveryLinkEvidenceWorded(t *testing.T) {
	of := ledger.LinkEvidence{Kind: series.EvSameDeliverable, Task: "demo:P42:M0914:A001:create-task", Title: "물류 계약서 초안 검토"}
	untyped := func(lang, words string) string { return linkEvidence(lang, ledger.LinkEvidence{}, words) }
	for _, k := range series.EvidenceKinds {
		e := ledger.LinkEvidence{Kind: k, Line: "progress", Who: "jihoon", Task: "demo:P42:M0914:A002:create-task", Title: "Write the Q3 report",
			Owners: []string{"지훈", "민서"}, Refs: []string{"#12"}, Due: "2026-10-09", TaskDue: "2026-09-30", Assignee: "minseo",
			Claim: "demo:P42:M0914:A003:create-task", Reason: "other work"}
		switch k {
		case series.EvWaitsForMore, series.EvDecidedMeanwhile, series.EvClaimDistrusted, series.EvSplit, series.EvHeldRestates, series.EvFiledNew, series.EvNotSame, series.EvNewWork, ledger.FactPossiblyAbout:
			e.Of = &of
		}
		ko := linkEvidence("ko", e, "")
		if ko != series.WordsIn("ko", e, "", nil) || !hangul(ko) {
			t.Errorf("kind %s in Korean: %q", k, ko)
		}
		words := series.Words(e)
		if en := linkEvidence("en", e, "stored"); en != words {
			t.Errorf("kind %s in English: %q, want %q", k, en, words)
		}
		if old := untyped("ko", words); old != ko {
			t.Errorf("kind %s stored untyped reads %q, typed %q", k, old, ko)
		}
	}
	for i, f := range evidenceForms {
		var vals []any
		want := f.Ko
		for j, v := range reVerb.FindAllString(f.Format, -1) {
			vals = append(vals, fmt.Sprintf("V%d", j+1))
			shown := fmt.Sprintf(v, vals[j])
			want = strings.ReplaceAll(want, fmt.Sprintf("{%d}", j+1), shown)
		}
		text := fmt.Sprintf(f.Format, vals...)
		got := untyped("ko", text)
		if got != want || !hangul(got) || strings.Contains(got, "{") {
			t.Errorf("form %d %q: %q, want %q", i, f.Format, got, want)
		}
		if untyped("en", text) != text {
			t.Errorf("English changed %q", text)
		}
	}
}

// Typed evidence is worded from its fields, not by reading its English
// back: a line of no one person is Korean throughout, a title that reads
// like a rule's words is only a title, a wording changed since the link
// was stored does not leave it in English, and a split of a link stored
// untyped words what it undid from its words.
func TestTypedEvidenceWorded(t *testing.T) {
	noOne := ledger.LinkEvidence{Kind: series.EvCarryOverNamed, Line: "carry-over", Task: "demo:P42:M0914:A001:create-task", Title: "주간 보고"}
	if got := linkEvidence("ko", noOne, series.Words(noOne)); got != `담당자 없는 이월 항목이 demo:P42:M0914:A001:create-task "주간 보고" 을(를) 가리킴` {
		t.Errorf("a carry-over line of no one person: %q", got)
	}
	tricky := ledger.LinkEvidence{Kind: series.EvSameDeliverable, Task: "demo:P42:M0914:A001:create-task", Title: `Check "x" by part of its title`}
	if got := linkEvidence("ko", tricky, series.Words(tricky)); got != `demo:P42:M0914:A001:create-task "Check \"x\" by part of its title" 와(과) 담당자와 결과물이 같음` {
		t.Errorf("a title like a rule's words: %q", got)
	}
	if got := linkEvidence("ko", tricky, "worded otherwise by an older axagent"); !strings.HasSuffix(got, "와(과) 담당자와 결과물이 같음") {
		t.Errorf("typed evidence with other stored words: %q", got)
	}
	split := ledger.LinkEvidence{Kind: series.EvSplit, Reason: "다른 업무", Of: &ledger.LinkEvidence{Text: series.Words(tricky)}}
	if got := linkEvidence("ko", split, ""); !strings.HasPrefix(got, "사람이 분리: 다른 업무 (연결 근거: demo:P42:M0914:A001:create-task") || !strings.HasSuffix(got, "와(과) 담당자와 결과물이 같음)") {
		t.Errorf("a split of an untyped link: %q", got)
	}
	// No kind (recorded before evidence was typed), or a kind a newer
	// axagent wrote: the stored words.
	if got := linkEvidence("ko", ledger.LinkEvidence{}, series.Words(tricky)); !hangul(got) {
		t.Errorf("an untyped link: %q", got)
	}
	if got := linkEvidence("ko", ledger.LinkEvidence{Kind: "rule-of-tomorrow", Task: "x"}, "tomorrow's words"); got != "tomorrow's words" {
		t.Errorf("an unknown kind: %q", got)
	}
}

// The meeting's page and the task's page word a link's typed evidence in
// their language, whatever English the link stored beside it.
func TestTypedEvidenceOnPages(t *testing.T) {
	t.Parallel()
	var store ledger.Store
	r := restatedRigWrapped(t, func(s ledger.Store) ledger.Store { store = s; return s })
	// The linker's own restatement is stored typed, its words the same.
	ls, err := store.SeriesLinkList(context.Background(), ledger.SeriesLinkListParams{Task: k1})
	if err != nil || len(ls) != 1 || ls[0].Why.Kind == "" || ls[0].Why.Task != k1 || ls[0].Evidence != series.Words(ls[0].Why) {
		t.Fatalf("the linker's link: %+v %v", ls, err)
	}
	why := ledger.LinkEvidence{Kind: series.EvContains}
	if _, err := store.SeriesLinkAdd(context.Background(), []ledger.SeriesLink{{Task: ledger.MustParseKey(k1), Meeting: "M0921", Action: "A009",
		Kind: ledger.LinkPossible, Line: 9, Evidence: "a wording of another version", Why: why, Actor: "axagent"}}); err != nil {
		t.Fatal(err)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for _, page := range []string{restatedPage, "/console/keys/" + k1} {
		_, body := r.get(c, page+"?lang=ko")
		if !strings.Contains(body, `<small class="evidence">한 제목이 다른 제목을 포함함. 사람이 판단합니다</small>`) || strings.Contains(body, "a wording of another version") {
			t.Errorf("%s in Korean:\n%s", page, body)
		}
		if _, body = r.get(c, page+"?lang=en"); !strings.Contains(body, `<small class="evidence">one title contains the other; a person decides</small>`) {
			t.Errorf("%s in English:\n%s", page, body)
		}
	}
}

// Every status a restatement records (series.Status) is worded on a
// Korean page, cancelled too; an English page shows it as it is.
func TestLinkStatusWorded(t *testing.T) {
	for s, want := range map[series.Status]string{series.StatusInProgress: "진행 중", series.StatusDone: "완료", series.StatusBlocked: "막힘", series.StatusCancelled: "취소됨"} {
		if got := linkStatus("ko", string(s)); got != want {
			t.Errorf("%s in Korean: %q, want %q", s, got, want)
		}
		if got := linkStatus("en", string(s)); got != string(s) {
			t.Errorf("%s in English: %q", s, got)
		}
	}
}
