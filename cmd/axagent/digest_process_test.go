package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
)

type sandboxDelivery struct {
	ID        string `json:"id"`
	Key       string `json:"key"`
	Recipient string `json:"recipient"`
	Text      string `json:"text"`
}

func adminDeliveries(t *testing.T, url string) []sandboxDelivery {
	t.Helper()
	resp, err := http.Get(url + "/_admin/messages")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []sandboxDelivery
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// Issue 20: a meeting with three people and two actions each, notified as
// one digest per person, while the worker is SIGKILLed at random moments
// twenty times (the sandbox answers slowly, so kills land inside calls:
// before a create's answer, between a digest's send and its record, while
// a digest waits). Afterwards each person has exactly one digest, listing
// exactly their two tasks, and nothing else was sent.
func TestDigestSurvivesSIGKILL(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	if testing.Short() {
		t.Skip("process crash loop")
	}
	longtest.Skip(t, "digest SIGKILL loop")
	dir := t.TempDir()
	url := startSandbox(t, dir, "--latency", "40ms")
	db := filepath.Join(dir, "ledger.db")
	ctx := context.Background()
	s, err := sqlite.Open(ctx, db, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	people := []string{"minseo", "jiho", "sora"}
	titles := map[string][]string{}
	var ps []ledger.EnqueueParams
	for i, p := range people {
		for j := 0; j < 2; j++ {
			action := fmt.Sprintf("A%03d", 2*i+j+1)
			title := fmt.Sprintf("%s 업무 %d", p, j+1)
			titles[p] = append(titles[p], title)
			k := ledger.MustParseKey("demo:P42:M0914:" + action + ":create-task")
			ps = append(ps, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "P42", Action: action, Title: title, Assignee: p,
				AssigneeID: p, DueDate: "2026-09-21", Source: p + " 님, " + title + " 월요일까지 부탁드립니다."}})
		}
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "digest-meeting", Executions: ps}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	// Faults stagger the actions' outcomes, so digests exist while some of
	// their person's actions are still unsettled: two creates lose their
	// answer after the commit (unknown → reconciled), one is rate limited
	// (retried), and two digest sends lose their acknowledgement (settled
	// from the sandbox's delivery history).
	resp, err := http.Post(url+"/_admin/faults", "application/json", strings.NewReader(
		`[{"fault":"drop_create_response_after_commit","count":2},{"fault":"rate_limit_create","count":1},{"fault":"drop_notify_ack_after_delivery","count":2}]`))
	if err != nil || resp.StatusCode/100 != 2 {
		t.Fatalf("arm faults: %v %v", resp, err)
	}
	resp.Body.Close()
	cfg := filepath.Join(dir, "axagent.yaml")
	// The digest wait is far longer than the test: every digest must go
	// out because its person's actions all settled, never by timeout.
	os.WriteFile(cfg, []byte("worker:\n  lease: 1s\n  backoff_initial: 100ms\n  backoff_max: 500ms\n  reconcile_recheck: 200ms\n"+
		"notify:\n  mode: digest\n  digest_wait: 1h\n  recheck: 150ms\n  task_url: "+url+"/tasks/{id}\n"), 0o644)
	env := []string{"AXAGENT_SANDBOX_URL=" + url}
	seed := time.Now().UnixNano()
	t.Logf("kill schedule seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	for round := 0; round < 20; round++ {
		cmd := exec.Command(axagentBin(t), "worker", "--db", db, "--config", cfg, "--concurrency", "3", "--poll", "30ms")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		stderr, _ := cmd.StderrPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		kill := func() { cmd.Process.Signal(syscall.SIGKILL) }
		// Kill after a random number of log lines, or at a random moment
		// when the worker has gone quiet (nothing left for it to do).
		timer := time.AfterFunc(time.Duration(rng.Intn(1200))*time.Millisecond, kill)
		want, seen := rng.Intn(12), 0
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if seen++; seen > want {
				kill()
				break
			}
		}
		timer.Stop()
		kill()
		cmd.Wait()
	}
	_, errOut, code := axagent(t, dir, env, "worker", "--db", db, "--config", cfg, "--drain", "--poll", "30ms", "--log-level", "warn")
	if code != 0 {
		t.Fatalf("final worker: %d %s", code, errOut)
	}
	s, _ = sqlite.Open(ctx, db, sqlite.Options{})
	defer s.Close()
	list, _ := s.ExecutionList(ctx, ledger.ListParams{})
	for _, e := range list {
		if e.State != ledger.Succeeded {
			t.Errorf("%s left %s (%s)", e.Key, e.State, e.Reason)
		}
	}
	outbox, _ := s.OutboxList(ctx, ledger.OutboxListParams{})
	for _, n := range outbox {
		if n.State != ledger.Succeeded {
			t.Errorf("notification %s left %s (%s)", n.Key, n.State, n.Reason)
		}
	}
	byKey := map[string][]sandboxDelivery{}
	msgs := adminDeliveries(t, url)
	for _, m := range msgs {
		byKey[m.Key] = append(byKey[m.Key], m)
	}
	for _, p := range people {
		key := "demo:P42:M0914:digest:" + p
		got := byKey[key]
		if len(got) != 1 {
			t.Errorf("%s: %d digests, want 1", p, len(got))
			continue
		}
		var listed []string
		for _, line := range strings.Split(got[0].Text, "\n") {
			if strings.HasPrefix(line, "- [") {
				listed = append(listed, line)
			}
		}
		sort.Slice(listed, func(i, j int) bool { return strings.Contains(listed[i], titles[p][0]) })
		if len(listed) != 2 || !strings.Contains(listed[0], titles[p][0]+" (기한 2026-09-21)") || !strings.Contains(listed[1], titles[p][1]+" (기한 2026-09-21)") {
			t.Errorf("%s's digest lists %q, want exactly %q:\n%s", p, listed, titles[p], got[0].Text)
		}
		if !strings.Contains(got[0].Text, "> "+p+" 님, "+titles[p][0]) || !strings.Contains(got[0].Text, url+"/tasks/") {
			t.Errorf("%s's digest lacks the source line or the task link:\n%s", p, got[0].Text)
		}
	}
	if len(msgs) != len(people) {
		var keys []string
		for k, v := range byKey {
			keys = append(keys, fmt.Sprintf("%s×%d", k, len(v)))
		}
		t.Errorf("%d messages (%s), want only the %d digests", len(msgs), strings.Join(keys, ", "), len(people))
	}
}

// mailCount counts the messages in user's mailbox whose header field holds
// value, over IMAP (scripts/mail-dev.sh's dovecot).
func mailCount(t *testing.T, imapAddr, user, password, field, value string) (int, []byte) {
	t.Helper()
	c, err := imapclient.DialInsecure(imapAddr, nil)
	if err != nil {
		t.Fatalf("imap: %v", err)
	}
	defer c.Close()
	if err := c.Login(user, password).Wait(); err != nil {
		t.Fatalf("imap login %s: %v", user, err)
	}
	if _, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
		t.Fatal(err)
	}
	data, err := c.UIDSearch(&imap.SearchCriteria{Header: []imap.SearchCriteriaHeaderField{{Key: field, Value: value}}}, nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	uids := data.AllUIDs()
	if len(uids) == 0 {
		return 0, nil
	}
	msgs, err := c.Fetch(imap.UIDSetNum(uids[0]), &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{Peek: true}}}).Collect()
	if err != nil || len(msgs) == 0 || len(msgs[0].BodySection) == 0 {
		t.Fatalf("imap fetch: %v", err)
	}
	return len(uids), msgs[0].BodySection[0].Bytes
}

// The whole path as users run it: `axagent register` with per-person e-mail
// and digest mode, through the real relay (postfix) with the archive
// mailbox (dovecot) configured; run twice. Each person gets one digest in
// their own mailbox, the second run sends nothing.
func TestRegisterDigestByEmail(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	relay, imapAddr, pw := os.Getenv("AXAGENT_MAIL_SMTP"), os.Getenv("AXAGENT_MAIL_IMAP"), os.Getenv("AXAGENT_MAIL_PASSWORD")
	if relay == "" || imapAddr == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("AXAGENT_MAIL_* is not set in CI: run scripts/mail-dev.sh --env-file F and source F")
		}
		t.Skip("no real mail server: eval \"$(scripts/mail-dev.sh)\" to run this test")
	}
	dir := t.TempDir()
	notes, _ := examples(t)
	run := fmt.Sprintf("r%d", time.Now().UnixNano())
	mailbox := map[string]string{"민서": "minseo", "지훈": "jiho", "서연": "sora"}
	var roster strings.Builder
	roster.WriteString("people:\n")
	for _, p := range []string{"민서", "지훈", "서연"} {
		fmt.Fprintf(&roster, "  - name: %s\n    email: %s+%s@axagent.test\n    channels: [email]\n", p, mailbox[p], run)
	}
	os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(roster.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "axagent.yaml"), []byte(`roster: roster.yaml
channels:
  smtp:
    addr: `+relay+`
    from: "axagent 알림 <axagent@axagent.test>"
    starttls: never
    message_id_domain: axagent.test
    imap:
      addr: `+imapAddr+`
      username: archive
      password_env: AXAGENT_MAIL_PASSWORD
      tls: none
notify:
  mode: digest
`), 0o644)
	meeting := "M" + run
	for i := 0; i < 2; i++ {
		_, errOut, code := axagent(t, dir, nil, "register", notes, "--tenant", "demo", "--project", "P42", "--meeting", meeting, "--log-level", "warn")
		if code != 4 { // 준호 is not in the roster: that action waits for a human
			t.Fatalf("register run %d: exit %d, want 4\n%s", i+1, code, errOut)
		}
	}
	for p, box := range mailbox {
		key := "demo:P42:" + meeting + ":digest:" + p
		deadline := time.Now().Add(20 * time.Second)
		n, raw := mailCount(t, imapAddr, box, pw, "X-Axagent-Key", key)
		for n == 0 && time.Now().Before(deadline) {
			<-time.After(50 * time.Millisecond) // the relay delivers asynchronously
			n, raw = mailCount(t, imapAddr, box, pw, "X-Axagent-Key", key)
		}
		if n != 1 {
			t.Fatalf("%s: %d digests in %s's mailbox, want 1", p, n, box)
		}
		if !strings.Contains(string(raw), "multipart/alternative") || !strings.Contains(string(raw), "To: =?") {
			t.Fatalf("%s's digest is not a multipart message with an encoded name:\n%s", p, raw)
		}
		if a, _ := mailCount(t, imapAddr, "archive", pw, "X-Axagent-Key", key); a != 1 {
			t.Fatalf("%s: %d archive copies, want 1", p, a)
		}
	}
}
