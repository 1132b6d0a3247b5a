package worker_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/axagent/axagent/worker"
)

// The listener admits at most MaxUnauthenticated requests with a body from
// unknown senders at once (more are answered 503 unread), lets a sender it
// knows from the headers through, and cuts off a client that takes longer
// than ReadTimeout to send its request.
func TestServerCapsUnauthenticatedAndCutsSlowClients(t *testing.T) {
	entered := make(chan string, 8)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		entered <- r.Header.Get("X-Name")
		if _, err := io.ReadAll(r.Body); err != nil {
			http.Error(w, err.Error(), http.StatusRequestTimeout)
			return
		}
		io.WriteString(w, "read\n")
	})
	srv := worker.NewServer(h, worker.ServerConfig{MaxUnauthenticated: 2, ReadTimeout: 2 * time.Second,
		Authenticated: func(r *http.Request) bool { return r.Header.Get("X-Session") == "ok" }})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	// send starts a request announcing 1 MiB and sends 10 bytes of it.
	send := func(name, extra string) net.Conn {
		t.Helper()
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		fmt.Fprintf(c, "POST /v1/meetings HTTP/1.1\r\nHost: x\r\nX-Name: %s\r\n%sContent-Length: %d\r\n\r\n0123456789", name, extra, 1<<20)
		return c
	}
	status := func(c net.Conn) int {
		t.Helper()
		c.SetReadDeadline(time.Now().Add(20 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("no answer: %v", err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	slow1, slow2 := send("slow1", ""), send("slow2", "")
	for range 2 {
		<-entered
	}
	if code := status(send("third", "")); code != http.StatusServiceUnavailable {
		t.Fatalf("a third unauthenticated request: %d, want 503", code)
	}
	send("known", "X-Session: ok\r\n")
	if name := <-entered; name != "known" {
		t.Fatalf("entered %q, want the signed-in request", name)
	}
	// The slow ones are cut off by ReadTimeout, freeing their slots.
	for _, c := range []net.Conn{slow1, slow2} {
		if code := status(c); code != http.StatusRequestTimeout {
			t.Fatalf("a client slower than ReadTimeout: %d, want its read to fail", code)
		}
	}
}
