package sqlite_test

import (
	"bufio"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/sqlite"
)

// TestMain lets the test binary act as a child process for the
// multi-process tests.
func TestMain(m *testing.M) {
	switch os.Getenv("AXAGENT_LEDGER_CHILD") {
	case "claim":
		os.Exit(childClaim(os.Getenv("AXAGENT_LEDGER_DB")))
	case "churn":
		os.Exit(childChurn(os.Getenv("AXAGENT_LEDGER_DB")))
	}
	os.Exit(m.Run())
}

func childClaim(path string) int {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	defer s.Close()
	fmt.Println("ready")
	// Wait for the parent to release every child at once.
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "pid-" + strconv.Itoa(os.Getpid()), LeaseFor: time.Minute, Limit: 1,
		Keys: []string{ledgertest.Key.String()}, Now: ledgertest.T0})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	if len(got) == 1 {
		fmt.Println("won", got[0].Generation)
	} else {
		fmt.Println("lost")
	}
	return 0
}

// childChurn claims and completes keys forever, printing progress, until killed.
func childChurn(path string) int {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	owner := "pid-" + strconv.Itoa(os.Getpid())
	now := ledgertest.T0
	for i := 0; ; i++ {
		now = now.Add(2 * time.Minute) // every lease of an earlier victim is expired
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 8, Now: now})
		if err != nil {
			fmt.Println("error", err)
			return 1
		}
		var ps []ledger.CompleteParams
		for j, e := range got {
			var p ledger.CompleteParams
			if j%3 == 0 {
				p = ledger.CompleteUnknown(e, ledger.OutcomeUnknown, errors.New("lost"), "lost", now)
			} else {
				p = ledger.CompleteSucceeded(e, "TASK-"+e.Key.Action, "ok",
					ledger.NewNotification{Key: ledger.NotificationKey(e.Key, "created", "assignee", 1), Channel: "sandbox", Recipient: "x", Text: "t"})
			}
			p.Now = now
			ps = append(ps, p)
		}
		if _, err := s.ExecutionComplete(ctx, ps); err != nil {
			fmt.Println("error", err)
			return 1
		}
		fmt.Println("progress", i)
	}
}

func TestEightProcessesClaimOneKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	type child struct {
		cmd   *exec.Cmd
		stdin interface{ Close() error }
		out   *bufio.Reader
	}
	var kids []child
	for i := 0; i < 8; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "AXAGENT_LEDGER_CHILD=claim", "AXAGENT_LEDGER_DB="+path)
		in, _ := cmd.StdinPipe()
		outPipe, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		out := bufio.NewReader(outPipe)
		if line, _ := out.ReadString('\n'); strings.TrimSpace(line) != "ready" {
			t.Fatalf("child %d: %q", i, line)
		}
		kids = append(kids, child{cmd, in, out})
	}
	for _, k := range kids {
		k.stdin.Close()
	}
	won := 0
	for i, k := range kids {
		line, _ := k.out.ReadString('\n')
		if err := k.cmd.Wait(); err != nil {
			t.Fatalf("child %d: %v (%s)", i, err, line)
		}
		switch {
		case strings.HasPrefix(line, "won"):
			won++
		case strings.HasPrefix(line, "lost"):
		default:
			t.Fatalf("child %d said %q", i, line)
		}
	}
	if won != 1 {
		t.Fatalf("%d processes won the claim, want exactly 1", won)
	}
	if e, _ := s.ExecutionGet(context.Background(), ledgertest.Key.String()); e.Generation != 1 {
		t.Fatalf("generation %d after one claim", e.Generation)
	}
}

// TestSIGKILLLeavesWholeTransactions kills a process in the middle of claims
// and completions many times; the file must pass integrity_check and every
// row must agree with its log, i.e. each transaction is there whole or not
// at all.
func TestSIGKILLLeavesWholeTransactions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	ctx := context.Background()
	for i := 0; i < 400; i++ {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%04d", i)
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledgertest.Intent, Now: ledgertest.T0}); err != nil {
			t.Fatal(err)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 6; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "AXAGENT_LEDGER_CHILD=churn", "AXAGENT_LEDGER_DB="+path)
		outPipe, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		out := bufio.NewReader(outPipe)
		// Kill after a random number of batches, at whatever instant the
		// child is in: claim, completion or between them.
		n := 1 + rng.Intn(5)
		for i := 0; i < n; i++ {
			line, err := out.ReadString('\n')
			if err != nil || strings.HasPrefix(line, "error") {
				t.Fatalf("child: %q %v", line, err)
			}
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		checkConsistent(t, path)
	}
}

func checkConsistent(t *testing.T, path string) {
	t.Helper()
	s := openAt(t, path)
	ctx := context.Background()
	var res string
	if err := s.DB().QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
		t.Fatalf("integrity_check = %q, %v", res, err)
	}
	list, err := s.ExecutionList(ctx, ledger.ListParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		tr, _ := s.TransitionList(ctx, e.Key.String())
		last := tr[len(tr)-1]
		if last.To != e.State {
			t.Fatalf("%s is %s but its log ends in %s: a transaction was torn", e.Key, e.State, last.To)
		}
		claims := 0
		for _, x := range tr {
			if x.To == ledger.Running {
				claims++
			}
		}
		at, _ := s.AttemptList(ctx, e.Key.String())
		if claims != e.Attempts || len(at) != e.Attempts || int64(claims) != e.Generation {
			t.Fatalf("%s: %d claims logged, %d attempts, counter %d, generation %d", e.Key, claims, len(at), e.Attempts, e.Generation)
		}
		if e.State == ledger.Succeeded {
			if _, err := s.OutboxGet(ctx, ledger.NotificationKey(e.Key, "created", "assignee", 1)); err != nil {
				t.Fatalf("%s succeeded without its notification: %v", e.Key, err)
			}
		}
	}
}

func fileSum(t *testing.T, path string) [32]byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

func TestOpenBadInput(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()

	missing := filepath.Join(dir, "no", "such", "ledger.db")
	if _, err := sqlite.Open(ctx, missing, sqlite.Options{}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing directory: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "no")); !os.IsNotExist(err) {
		t.Errorf("missing directory was created")
	}

	notDB := filepath.Join(dir, "notes.md")
	os.WriteFile(notDB, []byte("# meeting notes, not a database\n- [ ] @민서 확인\n"), 0o644)
	before := fileSum(t, notDB)
	if _, err := sqlite.Open(ctx, notDB, sqlite.Options{}); err == nil || !strings.Contains(err.Error(), "not a SQLite database") {
		t.Errorf("non-SQLite file: %v", err)
	}
	if fileSum(t, notDB) != before {
		t.Error("opening a non-SQLite file changed it")
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(notDB + suffix); err == nil {
			t.Errorf("opening a non-SQLite file left %s", notDB+suffix)
		}
	}

	newer := filepath.Join(dir, "newer.db")
	s := openAt(t, newer)
	if _, err := s.DB().Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 0)`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	before = fileSum(t, newer)
	_, err := sqlite.Open(ctx, newer, sqlite.Options{})
	var ve *ledger.SchemaVersionError
	if !errors.As(err, &ve) || ve.DatabaseSchema != 9999 || !strings.Contains(err.Error(), "newer") {
		t.Errorf("newer schema: %v", err)
	}
	if fileSum(t, newer) != before {
		t.Error("refusing a newer schema changed the file")
	}

	if _, err := sqlite.Open(ctx, filepath.Join(dir, "x.db"), sqlite.Options{Synchronous: "OFF"}); err == nil {
		t.Error("synchronous=OFF accepted")
	}
}

func TestReopenKeepsDataAndWAL(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	ctx := context.Background()
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent}); err != nil {
		t.Fatal(err)
	}
	var sync int
	if err := s.DB().QueryRow("PRAGMA synchronous").Scan(&sync); err != nil || sync != 2 {
		t.Fatalf("synchronous = %d, want 2 (FULL)", sync)
	}
	s.Close()
	s2 := openAt(t, path)
	if _, err := s2.ExecutionGet(ctx, ledgertest.Key.String()); err != nil {
		t.Fatal(err)
	}
}
