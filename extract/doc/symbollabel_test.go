package doc

import (
	"context"
	"testing"
)

// A short label led by a symbol ("▶ 역할 분담") heads the plain lines
// under it, not only a list (issue 28: Korean minutes pasted from a word
// processor); a note led by a punctuation mark ("※ …: …") and a label
// with a colon inside stay paragraphs.
func TestSymbolLabelHeadsPlainLines(t *testing.T) {
	_, kinds := lineKinds(t, "▶ 역할 분담\n하준 - 백엔드\n서윤 - 프론트엔드\n\n※ 다음 회의: 3/27(금)\n참고 사항\n")
	if kinds[1] != Heading {
		t.Errorf("line 1 %q: kind %v, want a heading", "▶ 역할 분담", kinds[1])
	}
	if kinds[2] != Paragraph {
		t.Errorf("line 2: kind %v, want a paragraph", kinds[2])
	}
	if kinds[5] == Heading {
		t.Errorf("line 5 (a note with a colon) read as a heading")
	}
}

// lineKinds parses notes and gives each line's kind.
func lineKinds(t *testing.T, notes string) (*Document, map[int]Kind) {
	t.Helper()
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[int]Kind{}
	for _, n := range d.Nodes {
		kinds[n.Line] = n.Kind
	}
	return d, kinds
}
