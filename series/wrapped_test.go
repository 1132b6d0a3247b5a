package series

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// wrappedNotes: items whose status is written on the line they wrap onto,
// and wrapped lines that say nothing of the item.
const wrappedNotes = `## Open Action Items

  - Kim -- report back on the number of people on the mailing lists.
    ONGOING
  - Lee -- share the proposed process for adding licenses to the
    list more broadly
  - Ann -- send the survey once the data is
    done
  - Bo -- check the docs.
    Done:
      - the install page
  - Cy -- update the roadmap (see the notes)
    In progress
`

// TestStatusOnWrappedLine: a status written alone on the line an item
// wraps onto, after a sentence the item closed, is the item's (it read
// none: the extraction's words end before it); a line that finishes the
// item's sentence or heads items of its own is not.
func TestStatusOnWrappedLine(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(wrappedNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(wrappedNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"  - Kim -- report back on the number of people on the mailing lists.", StatusInProgress},
		{"  - Lee -- share the proposed process for adding licenses to the", StatusNone},
		{"  - Ann -- send the survey once the data is", StatusNone},
		{"  - Bo -- check the docs.", StatusNone},
		{"      - the install page", StatusDone},
		{"  - Cy -- update the roadmap (see the notes)", StatusInProgress},
	} {
		n := lineOf(t, lines, c.line)
		if got := StatusAt(d, n, strings.TrimSpace(c.line), nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}
