package rules

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

func TestZZDebug(t *testing.T) {
	f := os.Getenv("DEBUG_FILE")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	d, _ := doc.Parse(context.Background(), b)
	if os.Getenv("DEBUG_DOC") != "" {
		for _, n := range d.Nodes {
			sec := ""
			if n.Section != nil {
				sec = n.Section.Title
			}
			fmt.Printf("%d %s lvl=%d par=%d sec=%q %q\n", n.Line, n.Kind, n.Level, n.Parent, sec, n.Text)
		}
	}
	cs, _ := Parse(context.Background(), b, nil)
	for _, c := range cs {
		fmt.Printf("%d [%s] owners=%v due=%q title=%q problems=%v\n", c.Line, c.Syntax, c.Owners, c.Due, c.Title, c.Problems)
	}
}
