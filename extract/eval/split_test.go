package eval_test

import (
	"errors"
	"sort"
	"testing"

	"github.com/axagent/axagent/extract/eval"
)

// parseSplitGold reads raw as gold and as splits, failing the test on error.
func parseSplitGold(t *testing.T, raw []byte) (eval.Gold, eval.Splits) {
	t.Helper()
	gold, err := eval.ParseGold(raw)
	if err != nil {
		t.Fatal(err)
	}
	splits, err := eval.ParseSplits(raw)
	if err != nil {
		t.Fatal(err)
	}
	return gold, splits
}

// A gold file whose entries carry a split and no quoted text (the shape of
// corpus/extraction/gold.json) loads, and selecting a split keeps exactly
// that split's files.
func TestSelectSplit(t *testing.T) {
	raw := []byte(`{
 "a.md": {"repo": "o/a", "split": "dev", "actions": [{"line": 3, "owner": "민서", "due": null, "syntax": "x"}]},
 "b.md": {"repo": "o/b", "split": "test", "actions": []},
 "c.md": {"repo": "o/c", "split": "dev", "lang": "en", "actions": [{"line": 1, "owner": null, "due": "Friday", "syntax": "y"}]}
}`)
	gold, splits := parseSplitGold(t, raw)
	dev, err := gold.Select(splits, "dev")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for n := range dev {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) != 2 || names[0] != "a.md" || names[1] != "c.md" {
		t.Errorf("dev split: %v", names)
	}
	if a := dev["a.md"].Actions; len(a) != 1 || a[0].Text != "" || *a[0].Owner != "민서" {
		t.Errorf("a.md actions %+v", a)
	}
	test, err := gold.Select(splits, "test")
	if err != nil || len(test) != 1 {
		t.Errorf("test split: %v %v", test, err)
	}
}

// A missing split tag, an unknown split name and an empty split are input
// errors, never a silently smaller gold set.
func TestSelectSplitRejects(t *testing.T) {
	raw := []byte(`{"a.md": {"split": "dev", "actions": []}, "b.md": {"actions": []}}`)
	gold, splits := parseSplitGold(t, raw)
	for _, split := range []string{"dev", "tset"} {
		var ie *eval.InputError
		if _, err := gold.Select(splits, split); !errors.As(err, &ie) {
			t.Errorf("split %q with an untagged file: %v, want an input error", split, err)
		}
	}
	only := eval.Gold{"a.md": gold["a.md"]}
	var ie *eval.InputError
	if _, err := only.Select(splits, "test"); !errors.As(err, &ie) {
		t.Errorf("empty split: %v, want an input error", err)
	}
}
