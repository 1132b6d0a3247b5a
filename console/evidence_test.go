package console

import (
	"fmt"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
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

// Every evidence format the linker writes (series/) is in the catalogue,
// and each is read back as itself in Korean, not as an earlier form: a
// new wording in series/ fails here until it is worded.
func TestEveryLinkEvidenceWorded(t *testing.T) {
	var written []string
	for _, f := range []string{"series.go", "link.go", "split.go", "merge.go"} {
		b, err := os.ReadFile("../series/" + f)
		if err != nil {
			t.Fatal(err)
		}
		src := string(b)
		for _, re := range []*regexp.Regexp{
			regexp.MustCompile(`Evidence: fmt\.Sprintf\("((?:[^"\\]|\\.)*)"`),
			regexp.MustCompile(`Evidence: "((?:[^"\\]|\\.)*)" \+`),
			regexp.MustCompile(`ix\.possible\([^,]+, (?:fmt\.Sprintf\()?"((?:[^"\\]|\\.)*)"`),
			regexp.MustCompile(`claim = fmt\.Sprintf\("; ((?:[^"\\]|\\.)*)"`),
		} {
			for _, m := range re.FindAllStringSubmatch(src, -1) {
				written = append(written, m[1])
			}
		}
		if f == "series.go" {
			i := strings.Index(src, "func (ix *Index) sameWhy")
			end := strings.Index(src[i:], "\n}\n")
			for _, m := range regexp.MustCompile(`return fmt\.Sprintf\("((?:[^"\\]|\\.)*)"`).FindAllStringSubmatch(src[i:i+end], -1) {
				written = append(written, m[1])
			}
		}
	}
	if len(written) < 20 {
		t.Fatalf("found only %d evidence formats in series/: %q", len(written), written)
	}
	for _, w := range written {
		w, _ = strconv.Unquote(`"` + w + `"`)
		found := false
		for _, f := range evidenceForms {
			found = found || strings.Contains(f.Format, w)
		}
		if !found {
			t.Errorf("series/ writes evidence %q that the console does not word", w)
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
		got := evidenceWords("ko", text)
		if got != want || !hangul(got) || strings.Contains(got, "{") {
			t.Errorf("form %d %q: %q, want %q", i, f.Format, got, want)
		}
		if evidenceWords("en", text) != text {
			t.Errorf("English changed %q", text)
		}
	}
}
