package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
)

// Splits maps each gold file name to the split its source belongs to
// ("dev" or "test"), read from the optional "split" field of each file's
// entry in a gold file. A corpus is split by source so that rules can be
// developed on one part and measured on another that nobody read.
type Splits map[string]string

// LoadSplits reads the split of every file of a gold file. Files without
// one are absent from the map.
func LoadSplits(path string) (Splits, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{fmt.Errorf("load splits: %w", err)}
	}
	if len(b) > MaxGoldBytes {
		return nil, &InputError{fmt.Errorf("load splits %s: larger than %d bytes", path, MaxGoldBytes)}
	}
	return ParseSplits(b)
}

// ParseSplits decodes the split fields of gold JSON.
func ParseSplits(b []byte) (Splits, error) {
	var files map[string]struct {
		Split string `json:"split"`
	}
	if err := json.NewDecoder(bytes.NewReader(b)).Decode(&files); err != nil {
		return nil, &InputError{fmt.Errorf("parse splits: %w", err)}
	}
	s := Splits{}
	for name, f := range files {
		if f.Split != "" {
			s[name] = f.Split
		}
	}
	return s, nil
}

// Select returns the gold files of one split. Every gold file must name its
// split, and the split must hold at least one file: a file left out by a
// missing tag, or a misspelt split, would silently change the figures.
func (g Gold) Select(splits Splits, split string) (Gold, error) {
	if split != "dev" && split != "test" {
		return nil, &InputError{fmt.Errorf("split %q: want dev or test", split)}
	}
	var untagged []string
	out := Gold{}
	for name, f := range g {
		switch splits[name] {
		case "":
			untagged = append(untagged, name)
		case split:
			out[name] = f
		}
	}
	if len(untagged) > 0 {
		sort.Strings(untagged)
		return nil, &InputError{fmt.Errorf("split %s: %d gold files name no split (first: %s)", split, len(untagged), untagged[0])}
	}
	if len(out) == 0 {
		return nil, &InputError{fmt.Errorf("split %s: no gold files in it", split)}
	}
	return out, nil
}
