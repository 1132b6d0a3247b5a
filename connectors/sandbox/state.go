package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// loadState reads the state file; a missing or empty file gives nil.
func loadState(path string) (*state, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) || (err == nil && len(b) == 0) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read sandbox state: %w", err)
	}
	var st state
	if err := json.Unmarshal(b, &st); err != nil {
		return nil, fmt.Errorf("read sandbox state %s: %w", path, err)
	}
	return &st, nil
}

// saveState writes the state atomically: a temp file in the same directory,
// synced, then renamed over the old one, so a reader (or a crash) never sees
// half a file.
func saveState(path string, st *state) error {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return fmt.Errorf("encode sandbox state: %w", err)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, base+".tmp*")
	if err != nil {
		return fmt.Errorf("write sandbox state: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // no-op after a successful rename
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return fmt.Errorf("write sandbox state: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("sync sandbox state: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("close sandbox state: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("replace sandbox state: %w", err)
	}
	return nil
}
