package console

import (
	"regexp"
	"testing"
)

// Every word a page asks for is in the catalog in both languages, so a
// Korean page shows no English header (tr falls back to the key itself).
func TestCatalogCoversThePages(t *testing.T) {
	b, err := templateFS.ReadFile("templates/pages.html")
	if err != nil {
		t.Fatal(err)
	}
	used := regexp.MustCompile(`\{\{t "([^"]+)"\}\}`).FindAllStringSubmatch(string(b), -1)
	if len(used) < 20 {
		t.Fatalf("only %d words found in the templates", len(used))
	}
	for _, m := range used {
		w, ok := catalog[m[1]]
		if !ok || w[0] == "" || w[1] == "" {
			t.Errorf("%q is used by a page but has no English and Korean words in the catalog", m[1])
		}
	}
	// Table headers are words of the catalog, not English literals.
	if lit := regexp.MustCompile(`<th>[A-Za-z][^<{]*</th>`).FindAllString(string(b), -1); len(lit) > 0 {
		t.Errorf("headers not translated: %q", lit)
	}
}
