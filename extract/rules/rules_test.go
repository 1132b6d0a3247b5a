package rules

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

func testRoster(t testing.TB) *extract.Roster {
	r, err := extract.LoadRoster("../testdata/roster.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestFormats(t *testing.T) {
	cases := []struct {
		line, owners, title, due string
	}{
		{"- [ ] @minseo 견적서 검토 (due 2026-09-21)", "minseo", "견적서 검토", "due 2026-09-21"},
		{"- [ ] @지훈 보고서 정리 (기한: 9/18)", "지훈", "보고서 정리", "기한: 9/18"},
		{"Action: Alice to update the runbook by Friday", "Alice", "update the runbook", "by Friday"},
		{"Action item: Bob to rotate keys", "Bob", "rotate keys", ""},
		{"[ACTION ITEM] Minseo to publish notes by tomorrow", "Minseo", "publish notes", "by tomorrow"},
		{"AI(jihoon): migrate the cron job", "jihoon", "migrate the cron job", ""},
		{"*AI:* bob to review the postmortem", "bob", "review the postmortem", ""},
		{"TODO(alice): write the handbook by end of month", "alice", "write the handbook", "by end of month"},
		{"**ACTION 81.1**: Zach will share the notes.", "Zach", "share the notes", ""},
		{"- TODO: @a.b Open an issue", "a.b", "Open an issue", ""},
		{"민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.", "민서", "공급사 납기 회신 확인", "월요일까지"},
		{"지훈 씨가 금욜까지 견적서를 검토하겠습니다.", "지훈", "견적서 검토", "금욜까지"},
		{"- [ ] Figure out caching (@wanderer @diasdavid)", "wanderer diasdavid", "Figure out caching", ""},
		{"- [ ] @lidel+@olizilla: Schedule the planning call this week", "lidel olizilla", "Schedule the planning call", "this week"},
	}
	for _, c := range cases {
		got, err := Parse(context.Background(), []byte(c.line+"\n"), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 {
			t.Errorf("%q: %d candidates, want 1", c.line, len(got))
			continue
		}
		g := got[0]
		if strings.Join(g.Owners, " ") != c.owners || g.Title != c.title || g.Due != c.due {
			t.Errorf("%q:\n got owners %q title %q due %q\nwant owners %q title %q due %q", c.line, strings.Join(g.Owners, " "), g.Title, g.Due, c.owners, c.title, c.due)
		}
	}
}

func TestNotActions(t *testing.T) {
	notes := `# Notes
- We discussed the roadmap.
민서 님이 어제 단가표를 공유했습니다.
회의가 길어졌습니다.
**James**: I think we should ship.
## 6. Review previous decisions and action items
- Action items are reviewed weekly
` + "```\n- [ ] @alice inside a code block\nTODO: not real\n```\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("false positives: %+v", got)
	}
}

func TestSections(t *testing.T) {
	notes := `### Action Items
- @all: review the settings issue
  - https://example.com/details
- Steven - iterate on the release PR
Alan and Steven - meet and record walkthroughs
Just a remark without an owner.

| # | Action item | Owner |
|---|---|---|
| **1** | Tim to schedule the testnet call |

## Other
- @bob not an action here
* Action Items (AIs):
   * Molly - comment on the release PR
      * nested link
* Next topic
   * Bob - not in the section
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, c := range got {
		lines = append(lines, c.Line)
	}
	want := []int{2, 4, 5, 10, 15}
	if len(lines) != len(want) {
		t.Fatalf("lines %v, want %v (%+v)", lines, want, got)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("lines %v, want %v", lines, want)
			break
		}
	}
}

// TestLargeInputBounded: a 10 MB file of hostile lines is parsed without
// error and honours cancellation; BenchmarkLargeInput shows its cost grows
// linearly (a wall-clock bound here only failed on a loaded machine).
func TestLargeInputBounded(t *testing.T) {
	// Independent and CPU-bound under -race: run beside the others.
	t.Parallel()
	notes := hostileNotes(largeInputBytes)
	if _, err := Parse(context.Background(), notes, nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Parse(ctx, notes, nil); err == nil {
		t.Error("cancelled context ignored")
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../testdata/*.md")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{"", "- [ ]", "TODO:", "[A007]", "민서 님이", "## Action items\n- @", "AI(: x", "| a | b |", "~~~\n", "---\n", "- [ ] @a (due", "\xff\xfe", strings.Repeat("- ", 1000)} {
		f.Add([]byte(s))
	}
	roster := testRoster(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := Parse(context.Background(), b, roster)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Count(string(b), "\n") + 1
		for _, c := range got {
			if c.Line < 1 || c.Line > lines {
				t.Errorf("line %d out of range 1..%d", c.Line, lines)
			}
			if !utf8.ValidString(c.Title) || !utf8.ValidString(c.Evidence) {
				t.Errorf("invalid UTF-8 in %+v", c)
			}
		}
	})
}
