package eval

import (
	"cmp"
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
)

// ask is one line the extractor asked the series about
// (extract.Input.RestatesOpenTask): owner and title as asked, and the
// answer.
type ask struct {
	owner, title, kind string
	same               bool
}

// askRecorder runs an extractor, keeping what it asked the series in
// *asks, so that a restatement the extraction did not find tells whether
// its line was asked and refused by the evidence rule (the series'
// decision) or never asked (the extractor's).
type askRecorder struct {
	next extract.Extractor
	asks *[]ask
}

func (r askRecorder) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	if q := in.RestatesOpenTask; q != nil {
		in.RestatesOpenTask = func(owner, title, kind string) bool {
			same := q(owner, title, kind)
			*r.asks = append(*r.asks, ask{owner: owner, title: title, kind: kind, same: same})
			return same
		}
	}
	return r.next.Extract(ctx, in)
}

// askedOn is what was asked about a line's words (text: the line), or
// "" when nothing was: of the asks whose title, letters and digits only,
// lies within the line's (links left out) or opens it, the longest, when
// it words a good part of the line (a name or a word alone is another
// line's ask).
func askedOn(asks []ask, text string) string {
	line := letters(reURL.ReplaceAllString(text, ""))
	if len(line) < 4 {
		return ""
	}
	best, bestLen := -1, 0
	for i, a := range asks {
		t := letters(a.title)
		if len(t) < 4 || len(t) <= bestLen {
			continue
		}
		if strings.Contains(line, t) || strings.HasPrefix(t, line) {
			best, bestLen = i, len(t)
		}
	}
	if best < 0 || 3*bestLen < len(line) && bestLen < 20 {
		return ""
	}
	a := asks[best]
	answer := "not an open task's restatement by the evidence rule"
	if a.same {
		answer = "an open task's restatement by the evidence rule"
	}
	return fmt.Sprintf("asked of the series as a %s line (owner %q, title %q): %s", cmp.Or(a.kind, "progress"), a.owner, a.title, answer)
}

var reURL = regexp.MustCompile(`https?://[^\s)\]>]+`)

func letters(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lineOf is line n (1-based) of body, "" past its end.
func lineOf(body []byte, n int) string {
	lines := strings.Split(string(body), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}
