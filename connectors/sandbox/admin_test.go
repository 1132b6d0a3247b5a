package sandbox_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/faults"
)

func post(t *testing.T, url, body string) (int, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func getJSON(t *testing.T, url string, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatal(err)
	}
}

func TestAdminHTTP(t *testing.T) {
	svc := sandbox.MustNew(sandbox.Options{NextTaskID: 418, NextMessageID: 912, Clock: clock.NewFake(t0)})
	srv := httptest.NewServer(svc.Handler())
	defer srv.Close()
	tc := sandbox.NewHTTPTaskConnector(srv.URL, nil)
	ctx := context.Background()

	// Faults from the admin endpoint, a single object and a list.
	if code, body := post(t, srv.URL+"/_admin/faults", `{"fault":"drop_create_response_after_commit"}`); code != 200 {
		t.Fatalf("faults: %d %s", code, body)
	}
	if code, body := post(t, srv.URL+"/_admin/faults", `[{"fault":"rate_limit_create","count":2}]`); code != 200 {
		t.Fatalf("faults list: %d %s", code, body)
	}
	if code, _ := post(t, srv.URL+"/_admin/faults", `{"fault":"nonsense"}`); code != 400 {
		t.Fatalf("unknown fault answered %d", code)
	}
	var armed map[string]int
	getJSON(t, srv.URL+"/_admin/faults", &armed)
	if armed["drop_create_response_after_commit"] != 1 || armed["rate_limit_create"] != 2 {
		t.Fatalf("armed %v", armed)
	}
	req, _ := http.NewRequest("DELETE", srv.URL+"/_admin/faults", nil)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 {
		t.Fatalf("clear faults: %v", err)
	}

	// Capabilities from the admin endpoint reach the HTTP connector.
	if code, body := post(t, srv.URL+"/_admin/capabilities", `{"idempotent_create":false,"search_lag":"5s"}`); code != 200 {
		t.Fatalf("caps: %d %s", code, body)
	}
	if _, err := tc.RefreshCapabilities(ctx); err != nil {
		t.Fatal(err)
	}
	if c := tc.Capabilities(); c.IdempotentCreate || !c.LookupByKey || c.LookupLag.Seconds() != 5 {
		t.Fatalf("caps %+v", c)
	}
	if code, _ := post(t, srv.URL+"/_admin/capabilities", `{"search_lag":"soon"}`); code != 400 {
		t.Fatalf("bad duration answered %d", code)
	}

	tc.Create(ctx, task(key))
	sandbox.NewHTTPChannel(srv.URL, nil).Send(ctx, notifyMsg("n1"))
	var tasks []map[string]any
	getJSON(t, srv.URL+"/_admin/tasks", &tasks)
	if len(tasks) != 1 {
		t.Fatalf("tasks %v", tasks)
	}
	for _, f := range []string{"id", "key", "project", "title", "assignee", "due_date"} {
		if _, ok := tasks[0][f]; !ok {
			t.Fatalf("task lacks %q: %v", f, tasks[0])
		}
	}
	if tasks[0]["id"] != "TASK-418" || tasks[0]["key"] != key {
		t.Fatalf("task %v", tasks[0])
	}
	var msgs []map[string]any
	getJSON(t, srv.URL+"/_admin/messages", &msgs)
	if len(msgs) != 1 || msgs[0]["id"] != "MSG-912" || msgs[0]["key"] != "n1" || msgs[0]["recipient"] != "minseo" {
		t.Fatalf("messages %v", msgs)
	}
	var stats sandbox.Stats
	getJSON(t, srv.URL+"/_admin/stats", &stats)
	if stats.CreateCalls != 1 || stats.SendCalls != 1 {
		t.Fatalf("stats %+v", stats)
	}
	if code, _ := post(t, srv.URL+"/_admin/reset", ``); code != 200 {
		t.Fatal("reset")
	}
	getJSON(t, srv.URL+"/_admin/tasks", &tasks)
	if len(tasks) != 0 {
		t.Fatalf("after reset %v", tasks)
	}
}

func TestHTTPBadRequests(t *testing.T) {
	svc := sandbox.MustNew(sandbox.Options{})
	srv := httptest.NewServer(svc.Handler())
	defer srv.Close()
	if code, _ := post(t, srv.URL+"/tasks", `{"project":"P42","title":"x"}`); code != 400 {
		t.Fatalf("create without key answered %d", code)
	}
	req, _ := http.NewRequest("POST", srv.URL+"/tasks", strings.NewReader("{nope"))
	req.Header.Set("Idempotency-Key", "k")
	resp, _ := http.DefaultClient.Do(req)
	if resp.StatusCode != 400 {
		t.Fatalf("bad json answered %d", resp.StatusCode)
	}
	// A connector that skips TLS verification is refused on every call.
	tc := sandbox.NewHTTPTaskConnector(srv.URL, insecureClient())
	_, err := tc.Create(context.Background(), task(key))
	wantClass(t, err, failure.Permanent, 0)
}

func TestServeShutsDownOnCancel(t *testing.T) {
	svc := sandbox.MustNew(sandbox.Options{})
	svc.Stop() // a held request must not keep the server from stopping
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	errc := make(chan error, 1)
	go func() { errc <- sandbox.ListenAndServe(ctx, "127.0.0.1:0", svc, nil, func(a net.Addr) { addrc <- a }) }()
	addr := <-addrc
	url := "http://" + addr.String()
	held := make(chan error, 1)
	go func() {
		_, err := sandbox.NewHTTPTaskConnector(url, nil).Create(context.Background(), task(key))
		held <- err
	}()
	// Wait until the create is received (and held) before cancelling.
	for svc.Stats().CreateCalls == 0 {
		select {
		case err := <-held:
			t.Fatalf("create returned early: %v", err)
		default:
			runtimeGosched()
		}
	}
	cancel()
	if err := <-errc; err != nil {
		t.Fatalf("serve: %v", err)
	}
	wantClass(t, <-held, failure.Unknown, 0)
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	tc, ch, svc, err := sandbox.Open(ctx, "", "", clock.NewFake(t0))
	if err != nil || svc == nil || tc.Name() != "sandbox" || ch.Name() != "sandbox" {
		t.Fatalf("in-process open: %v %v", svc, err)
	}
	remote := sandbox.MustNew(sandbox.Options{NextTaskID: 7})
	srv := httptest.NewServer(remote.Handler())
	defer srv.Close()
	t.Setenv(sandbox.EnvURL, srv.URL)
	tc, _, svc, err = sandbox.OpenFromEnv(ctx, "", nil)
	if err != nil || svc != nil {
		t.Fatalf("remote open: %v %v", svc, err)
	}
	rt, err := tc.Create(ctx, task(key))
	if err != nil || rt.ID != "TASK-7" || len(remote.TasksForKey(key)) != 1 {
		t.Fatalf("remote create %+v %v", rt, err)
	}
	srv.Close()
	if _, _, _, err := sandbox.Open(ctx, srv.URL, "", nil); err == nil {
		t.Fatal("open of a dead URL succeeded")
	}
}

func TestStateFileSurvivesRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "demo.sandbox.json")
	a := sandbox.MustNew(sandbox.Options{NextTaskID: 418, StateFile: path})
	sandbox.NewTaskConnector(a).Create(context.Background(), task(key))
	a.InjectFault(faults.RejectCreate, 1)
	// A new Service on the same file: the file wins over the options.
	b := sandbox.MustNew(sandbox.Options{NextTaskID: 1, StateFile: path})
	if got := b.TasksForKey(key); len(got) != 1 || got[0].ID != "TASK-418" {
		t.Fatalf("after restart %v", got)
	}
	_, err := sandbox.NewTaskConnector(b).Create(context.Background(), task("other"))
	wantClass(t, err, failure.Permanent, 403)
	rt, err := sandbox.NewTaskConnector(b).Create(context.Background(), task("other"))
	if err != nil || rt.ID != "TASK-419" {
		t.Fatalf("next id %+v %v", rt, err)
	}
}

func TestStateFileSharedByGoroutines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.sandbox.json")
	const workers = 8
	var wg sync.WaitGroup
	ids := make([]string, workers)
	errs := make([]error, workers)
	for i := range workers {
		svc := sandbox.MustNew(sandbox.Options{StateFile: path})
		wg.Add(1)
		go func() {
			defer wg.Done()
			tc := sandbox.NewTaskConnector(svc)
			rt, err := tc.Create(context.Background(), task(key))
			ids[i], errs[i] = rt.ID, err
			// And one key of its own, to check IDs never collide.
			if _, err := tc.Create(context.Background(), task(fmt.Sprintf("own-%d", i))); err != nil {
				errs[i] = err
			}
		}()
	}
	wg.Wait()
	for i := range workers {
		if errs[i] != nil {
			t.Fatalf("worker %d: %v", i, errs[i])
		}
		if ids[i] != ids[0] {
			t.Fatalf("worker %d got %s, worker 0 got %s", i, ids[i], ids[0])
		}
	}
	check := sandbox.MustNew(sandbox.Options{StateFile: path})
	wantTasks(t, check, key, 1)
	seen := map[string]bool{}
	for _, tk := range check.Tasks() {
		if seen[tk.ID] {
			t.Fatalf("duplicate id %s", tk.ID)
		}
		seen[tk.ID] = true
	}
	if len(seen) != workers+1 || check.Stats().CreateCalls != 2*workers {
		t.Fatalf("tasks %d, create calls %d", len(seen), check.Stats().CreateCalls)
	}
}

// TestStateFileSharedByProcesses re-executes the test binary: several real
// processes create the same key on one state file at once.
func TestStateFileSharedByProcesses(t *testing.T) {
	if os.Getenv("SANDBOX_HELPER_STATE") != "" {
		t.Skip("helper")
	}
	path := filepath.Join(t.TempDir(), "procs.sandbox.json")
	const procs = 4
	cmds := make([]*exec.Cmd, procs)
	outs := make([]*bytes.Buffer, procs)
	for i := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperCreate$", "-test.count=1")
		cmd.Env = append(os.Environ(), "SANDBOX_HELPER_STATE="+path, "SANDBOX_HELPER_N="+strconv.Itoa(i))
		outs[i] = &bytes.Buffer{}
		cmd.Stdout, cmd.Stderr = outs[i], outs[i]
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds[i] = cmd
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("process %d: %v\n%s", i, err, outs[i])
		}
	}
	check := sandbox.MustNew(sandbox.Options{StateFile: path})
	wantTasks(t, check, key, 1)
	if len(check.Tasks()) != procs+1 || check.Stats().CreateCalls != procs*21 {
		t.Fatalf("tasks %d, create calls %d", len(check.Tasks()), check.Stats().CreateCalls)
	}
}

// TestHelperCreate is run by TestStateFileSharedByProcesses in a child.
func TestHelperCreate(t *testing.T) {
	path := os.Getenv("SANDBOX_HELPER_STATE")
	if path == "" {
		t.Skip("only run as a helper process")
	}
	svc := sandbox.MustNew(sandbox.Options{StateFile: path})
	tc := sandbox.NewTaskConnector(svc)
	for range 20 {
		if _, err := tc.Create(context.Background(), task(key)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tc.Create(context.Background(), connectors.Task{Key: "own-" + os.Getenv("SANDBOX_HELPER_N"), Project: "P42", Title: "own"}); err != nil {
		t.Fatal(err)
	}
}
