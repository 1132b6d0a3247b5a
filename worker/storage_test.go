package worker_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/worker"
)

func readyz(t *testing.T, f *fixture) (int, string) {
	t.Helper()
	resp, err := http.Get(f.srv.URL + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func removeLedger(t *testing.T, path string) {
	t.Helper()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
	}
}

// Issue 19 item 3: the ledger file deleted (or replaced) under a running
// worker is noticed on the next pass; the worker stops with a clear error
// and /readyz fails.
func TestLedgerDeletedOrReplacedStopsWorker(t *testing.T) {
	for _, replace := range []bool{false, true} {
		t.Run(fmt.Sprint("replaced=", replace), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "l.db")
			f := newFixtureAt(t, path)
			b := body(seed)
			f.post(t, b, f.sign(b, "d-1"))
			if res, err := f.w.RunOnce(context.Background()); err != nil || res.Keys.Succeeded != 1 {
				t.Fatalf("first pass: %+v %v", res, err)
			}
			removeLedger(t, path)
			want := "deleted"
			if replace {
				s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
				if err != nil {
					t.Fatal(err)
				}
				s.Close()
				want = "replaced"
			}
			_, err := f.w.RunOnce(context.Background())
			if !errors.Is(err, ledger.ErrStorageFault) || !strings.Contains(err.Error(), want) {
				t.Fatalf("pass after the ledger was %s: %v", want, err)
			}
			if code, text := readyz(t, f); code != http.StatusServiceUnavailable || !strings.Contains(text, want) {
				t.Fatalf("/readyz = %d %q", code, text)
			}
			for _, until := range []worker.Until{worker.Forever, worker.Idle, worker.Drained} {
				if err := f.w.Run(context.Background(), until); !errors.Is(err, ledger.ErrStorageFault) {
					t.Fatalf("Run(%d) = %v; want it to stop with the storage fault", until, err)
				}
			}
		})
	}
}

// corruptLedger makes a ledger with work in it, then overwrites the pages
// after the schema with garbage.
func corruptLedger(t *testing.T, path string) {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 300; i++ {
		k := ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:A%03d:create-task", i))
		if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "P42", Action: k.Action,
			Title: strings.Repeat("긴 제목 ", 20), AssigneeID: "minseo", DueDate: "2026-09-21"}}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	file, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	junk := []byte(strings.Repeat("\xde\xad\xbe\xef", 1024))
	for off := fi.Size() * 2 / 3; off < fi.Size(); off += 4096 {
		if _, err := file.WriteAt(junk, off); err != nil {
			t.Fatal(err)
		}
	}
}

// Issue 19 item 8: on a corrupted ledger --once exits with an error and
// --drain stops instead of logging an error a second forever; the message
// says what to do and carries PRAGMA integrity_check output.
func TestCorruptedLedgerStopsWorker(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.db")
	corruptLedger(t, path)
	f := newFixtureAt(t, path)
	_, err := f.w.RunOnce(context.Background())
	if !errors.Is(err, ledger.ErrStorageFault) || !strings.Contains(err.Error(), "corrupted") ||
		!strings.Contains(err.Error(), "integrity_check") || !strings.Contains(err.Error(), "backup") {
		t.Fatalf("pass on a corrupted ledger: %v", err)
	}
	for _, until := range []worker.Until{worker.Idle, worker.Drained} {
		if err := f.w.Run(context.Background(), until); !errors.Is(err, ledger.ErrStorageFault) {
			t.Fatalf("Run(%d) = %v; want it to stop with the storage fault", until, err)
		}
	}
	if code, text := readyz(t, f); code != http.StatusServiceUnavailable || !strings.Contains(text, "corrupted") {
		t.Fatalf("/readyz = %d %q", code, text)
	}
}
