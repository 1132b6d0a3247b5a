package httpx_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/axagent/axagent/internal/httpx"
)

// echoHeaders answers with status and a body that repeats the request's
// headers, as some trackers' error pages do.
func echoHeaders(status int, contentType string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		var b strings.Builder
		for k, vs := range r.Header {
			fmt.Fprintf(&b, "%s: %s\n", k, strings.Join(vs, ","))
		}
		w.Write([]byte(b.String()))
	}))
}

// Issue 19 item 7: a target's error body that echoes the request headers
// never carries a credential into an error text.
func TestErrorTextCarriesNoCredential(t *testing.T) {
	hdr := http.Header{"Authorization": {"Bearer tok-SECRET-1234"}, "X-Redmine-Api-Key": {"rk-SECRET-5678"}, "X-Custom-Token": {"ct-SECRET-90ab"}}
	for _, c := range []struct {
		status int
		ct     string
		json   bool
	}{{500, "text/plain", false}, {400, "text/plain", false}, {200, "text/html", true}, {201, "text/plain", true}} {
		srv := echoHeaders(c.status, c.ct)
		req := httpx.Request{Op: "t create", Method: "POST", URL: srv.URL, Header: hdr, JSON: map[string]string{"a": "b"}}
		var err error
		if c.json {
			var out map[string]any
			_, err = client(t).DoJSON(context.Background(), req, &out)
		} else {
			_, err = client(t).Do(context.Background(), req)
		}
		srv.Close()
		if err == nil {
			t.Fatalf("%d: no error", c.status)
		}
		if strings.Contains(err.Error(), "SECRET") {
			t.Errorf("%d %s: error text leaks a credential: %v", c.status, c.ct, err)
		}
	}
}
