package trackerpush_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/trackerpush"
)

// A push without the tracker's signature headers (or with a wrong GitLab
// token) is answered before its body is read: here the body never comes.
func TestPushHeadersCheckedBeforeBody(t *testing.T) {
	secrets := map[string][]byte{}
	for _, n := range trackerpush.Names {
		secrets[n] = []byte("push-secret")
	}
	srv := httptest.NewServer(trackerpush.Handler(trackerpush.Config{Secrets: secrets,
		Apply: func(context.Context, trackerpush.Event) (trackerpush.Outcome, error) {
			return trackerpush.Outcome{}, nil
		}}))
	defer srv.Close()
	for tracker, headers := range map[string]string{
		trackerpush.GitHub: "X-GitHub-Delivery: d1\r\nX-GitHub-Event: issues\r\n",
		trackerpush.GitLab: "X-Gitlab-Token: wrong\r\nX-Gitlab-Event: Issue Hook\r\n",
		trackerpush.Jira:   "X-Atlassian-Webhook-Identifier: d1\r\n",
		trackerpush.Linear: "Linear-Delivery: d1\r\n",
	} {
		conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "POST /hooks/%s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n%s\r\n", tracker, headers)
		conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%s: no answer before the body: %v", tracker, err)
		}
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s: %d, want 401", tracker, resp.StatusCode)
		}
		resp.Body.Close()
		conn.Close()
	}
}
