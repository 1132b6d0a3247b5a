package httpx_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
)

func client(t *testing.T) *httpx.Client {
	t.Helper()
	c, err := httpx.New(httpx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wantClass(t *testing.T, err error, want failure.Class, contains string) *failure.Error {
	t.Helper()
	if err == nil {
		t.Fatalf("got nil error, want %s", want)
	}
	var fe *failure.Error
	if !errors.As(err, &fe) {
		t.Fatalf("error %T %v is not a *failure.Error", err, err)
	}
	if fe.Class != want {
		t.Fatalf("class = %s, want %s (err: %v)", fe.Class, want, err)
	}
	if contains != "" && !strings.Contains(err.Error(), contains) {
		t.Fatalf("error %q does not contain %q", err, contains)
	}
	return fe
}

func TestSuccessJSON(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Content-Type") != "application/json" {
			t.Errorf("content type %q", r.Header.Get("Content-Type"))
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusCreated)
		w.Write([]byte(`{"id":"TASK-1"}`))
	}))
	defer srv.Close()
	var out struct{ ID string }
	resp, err := client(t).DoJSON(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL, JSON: map[string]string{"a": "b"}}, &out)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != 201 || out.ID != "TASK-1" {
		t.Fatalf("status %d id %q", resp.Status, out.ID)
	}
}

func TestConnectionRefusedIsRetryable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	_, err = client(t).Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: "http://" + addr + "/x", Body: []byte("{}")})
	wantClass(t, err, failure.Retryable, "not sent")
	if !httpx.IsConnRefused(err) {
		t.Errorf("IsConnRefused(%v) = false", err)
	}
}

func TestDNSFailureIsRetryable(t *testing.T) {
	_, err := client(t).Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: "http://no-such-host.invalid/x", Body: []byte("{}")})
	wantClass(t, err, failure.Retryable, "not sent")
}

func TestTimeoutAfterSendIsUnknownForCreate(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
	}))
	defer srv.Close()
	defer close(release)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := client(t).Do(ctx, httpx.Request{Op: "test create", Method: "POST", URL: srv.URL, Body: []byte("{}")})
	wantClass(t, err, failure.Unknown, "timed out after the request was sent")

	ctx2, cancel2 := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel2()
	_, err = client(t).Do(ctx2, httpx.Request{Op: "test get", Method: "GET", URL: srv.URL})
	wantClass(t, err, failure.Retryable, "")
}

func hijackClose(w http.ResponseWriter) {
	conn, _, err := w.(http.Hijacker).Hijack()
	if err == nil {
		conn.Close()
	}
}

func TestResetAfterSend(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hijackClose(w) }))
	defer srv.Close()
	_, err := client(t).Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL, Body: []byte("{}")})
	wantClass(t, err, failure.Unknown, "connection broke after the request was sent")
	_, err = client(t).Do(context.Background(), httpx.Request{Op: "test get", Method: "GET", URL: srv.URL})
	wantClass(t, err, failure.Retryable, "")
}

// The Go transport replays a POST carrying Idempotency-Key when a reused
// connection breaks; httpx must not let it, axagent decides on resends.
func TestNoTransportReplayOfCreate(t *testing.T) {
	var posts atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == "POST" {
			posts.Add(1)
			hijackClose(w)
			return
		}
		w.Write([]byte("{}"))
	}))
	defer srv.Close()
	c := client(t)
	// Warm a keep-alive connection so the POST goes over a reused one.
	if _, err := c.Do(context.Background(), httpx.Request{Method: "GET", URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	_, err := c.Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL, Body: []byte("{}"),
		Header: http.Header{"Idempotency-Key": {"k1"}}})
	wantClass(t, err, failure.Unknown, "")
	if n := posts.Load(); n != 1 {
		t.Fatalf("server received %d POSTs, want 1 (transport replayed the create)", n)
	}
}

func statusServer(t *testing.T, status int, header map[string]string, body string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestStatusClasses(t *testing.T) {
	date := time.Date(2026, 9, 14, 10, 0, 0, 0, time.UTC)
	c, _ := httpx.New(httpx.Options{Now: func() time.Time { return date }})
	cases := []struct {
		name       string
		status     int
		header     map[string]string
		method     string
		notApplied bool
		want       failure.Class
		retryAfter time.Duration
	}{
		{"429 seconds", 429, map[string]string{"Retry-After": "7"}, "POST", false, failure.Retryable, 7 * time.Second},
		{"429 http date", 429, map[string]string{"Retry-After": date.Add(90 * time.Second).Format(http.TimeFormat)}, "POST", false, failure.Retryable, 90 * time.Second},
		{"429 no header", 429, nil, "POST", false, failure.Retryable, 0},
		{"503 documented not applied", 503, map[string]string{"Retry-After": "3"}, "POST", true, failure.Retryable, 3 * time.Second},
		{"503 create undocumented", 503, nil, "POST", false, failure.Unknown, 0},
		{"503 read", 503, nil, "GET", false, failure.Retryable, 0},
		{"500 create", 500, nil, "POST", false, failure.Unknown, 0},
		{"502 update", 502, nil, "PUT", false, failure.Unknown, 0},
		{"500 read", 500, nil, "GET", false, failure.Retryable, 0},
		{"401", 401, nil, "POST", false, failure.Permanent, 0},
		{"403", 403, nil, "POST", false, failure.Permanent, 0},
		{"404", 404, nil, "GET", false, failure.Permanent, 0},
		{"422", 422, nil, "POST", false, failure.Permanent, 0},
		{"408", 408, nil, "POST", false, failure.Retryable, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := statusServer(t, tc.status, tc.header, `{"errors":["nope"]}`)
			resp, err := c.Do(context.Background(), httpx.Request{Op: "test op", Method: tc.method, URL: srv.URL, NotApplied503: tc.notApplied})
			fe := wantClass(t, err, tc.want, "")
			if fe.Status != tc.status || resp == nil || resp.Status != tc.status {
				t.Fatalf("status %d / resp %v, want %d", fe.Status, resp, tc.status)
			}
			if fe.RetryAfter != tc.retryAfter {
				t.Fatalf("retry after %v, want %v", fe.RetryAfter, tc.retryAfter)
			}
			if !strings.Contains(err.Error(), "nope") || !strings.HasPrefix(err.Error(), "test op: ") {
				t.Fatalf("message %q lacks op or body excerpt", err)
			}
		})
	}
}

func TestStatusClassOverride(t *testing.T) {
	srv := statusServer(t, 409, nil, "")
	_, err := client(t).Do(context.Background(), httpx.Request{Method: "POST", URL: srv.URL, StatusClass: map[int]failure.Class{409: failure.Retryable}})
	wantClass(t, err, failure.Retryable, "409 Conflict")
}

func TestHTMLInsteadOfJSON(t *testing.T) {
	srv := statusServer(t, 200, map[string]string{"Content-Type": "text/html"}, "<html><body>Please log in</body></html>")
	var out map[string]any
	_, err := client(t).DoJSON(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL}, &out)
	fe := wantClass(t, err, failure.Unknown, `content type "text/html"`)
	if !errors.Is(fe, httpx.ErrBadBody) || !strings.Contains(err.Error(), "Please log in") {
		t.Fatalf("err %v", err)
	}
	_, err = client(t).DoJSON(context.Background(), httpx.Request{Op: "test find", Method: "GET", URL: srv.URL}, &out)
	wantClass(t, err, failure.Permanent, "want JSON")
}

func TestNonJSONBodyWithoutContentType(t *testing.T) {
	srv := statusServer(t, 200, map[string]string{"Content-Type": ""}, "ok")
	var out map[string]any
	_, err := client(t).DoJSON(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL}, &out)
	wantClass(t, err, failure.Unknown, "not the expected JSON")
	srv2 := statusServer(t, 200, map[string]string{"Content-Type": "application/json"}, "")
	_, err = client(t).DoJSON(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv2.URL}, &out)
	wantClass(t, err, failure.Unknown, "empty body")
}

func TestMissingIDIsUnknownForCreate(t *testing.T) {
	srv := statusServer(t, 201, map[string]string{"Content-Type": "application/json"}, `{"task":{}}`)
	req := httpx.Request{Op: "test create", Method: "POST", URL: srv.URL}
	var out struct {
		Task struct{ ID string }
	}
	resp, err := client(t).DoJSON(context.Background(), req, &out)
	if err != nil {
		t.Fatal(err)
	}
	if out.Task.ID == "" {
		err = httpx.BadBody(req, resp, "no task id in the answer")
	}
	fe := wantClass(t, err, failure.Unknown, "no task id")
	if fe.Status != 201 {
		t.Fatalf("status %d", fe.Status)
	}
}

func TestHugeBody(t *testing.T) {
	big := strings.Repeat("x", 2048)
	srv := statusServer(t, 200, map[string]string{"Content-Type": "application/json"}, `"`+big+`"`)
	c, _ := httpx.New(httpx.Options{MaxBody: 1024})
	_, err := c.Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL})
	fe := wantClass(t, err, failure.Unknown, "more than 1024 bytes")
	if !errors.Is(fe, httpx.ErrBodyTooLarge) {
		t.Fatal("not ErrBodyTooLarge")
	}
	_, err = c.Do(context.Background(), httpx.Request{Op: "test get", Method: "GET", URL: srv.URL})
	wantClass(t, err, failure.Permanent, "too large")
}

func TestRedirects(t *testing.T) {
	var otherHits atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		otherHits.Add(1)
		w.Write([]byte("{}"))
	}))
	defer other.Close()
	// Same IP, different host name: "localhost" vs "127.0.0.1".
	otherURL := strings.Replace(other.URL, "127.0.0.1", "localhost", 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/away":
			http.Redirect(w, r, otherURL+"/steal", http.StatusFound)
		case "/here":
			http.Redirect(w, r, "/there", http.StatusMovedPermanently)
		case "/there":
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"ok":true}`))
		case "/create":
			http.Redirect(w, r, "/issues/7", http.StatusFound)
		}
	}))
	defer srv.Close()
	c := client(t)
	_, err := c.Do(context.Background(), httpx.Request{Op: "test get", Method: "GET", URL: srv.URL + "/away", Header: http.Header{"X-Api-Key": {"secret"}}})
	fe := wantClass(t, err, failure.Permanent, "to another host")
	if !errors.Is(fe, httpx.ErrRedirect) || otherHits.Load() != 0 {
		t.Fatalf("err %v, other host hit %d times", err, otherHits.Load())
	}
	var out map[string]bool
	if _, err := c.DoJSON(context.Background(), httpx.Request{Method: "GET", URL: srv.URL + "/here"}, &out); err != nil || !out["ok"] {
		t.Fatalf("same-host redirect: %v %v", out, err)
	}
	_, err = c.Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL + "/create", Body: []byte("{}")})
	wantClass(t, err, failure.Unknown, "may have applied")
	_, err = c.Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL + "/away", Body: []byte("{}")})
	wantClass(t, err, failure.Unknown, "redirect refused")
	if otherHits.Load() != 0 {
		t.Fatal("other host was contacted")
	}
}

func selfSigned(t *testing.T, notBefore, notAfter time.Time) (tls.Certificate, *x509.Certificate) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "127.0.0.1"},
		NotBefore:             notBefore,
		NotAfter:              notAfter,
		IPAddresses:           []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:                  true,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, leaf
}

func tlsServer(t *testing.T, cert tls.Certificate, hits *atomic.Int32) *httptest.Server {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Write([]byte("{}"))
	}))
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{cert}}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv
}

func trusting(leaf *x509.Certificate) *http.Client {
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
}

func TestExpiredCertificateIsPermanent(t *testing.T) {
	now := time.Now()
	cert, leaf := selfSigned(t, now.Add(-48*time.Hour), now.Add(-24*time.Hour))
	var hits atomic.Int32
	srv := tlsServer(t, cert, &hits)
	c, err := httpx.New(httpx.Options{HTTPClient: trusting(leaf)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Do(context.Background(), httpx.Request{Op: "test create", Method: "POST", URL: srv.URL, Body: []byte("{}")})
	wantClass(t, err, failure.Permanent, "expired")
	if hits.Load() != 0 {
		t.Fatal("request reached the handler over an expired certificate")
	}

	// The same client accepts a valid certificate from the same root setup.
	good, goodLeaf := selfSigned(t, now.Add(-time.Hour), now.Add(time.Hour))
	srv2 := tlsServer(t, good, &hits)
	c2, _ := httpx.New(httpx.Options{HTTPClient: trusting(goodLeaf)})
	if _, err := c2.Do(context.Background(), httpx.Request{Method: "GET", URL: srv2.URL}); err != nil {
		t.Fatalf("valid certificate: %v", err)
	}
}

func TestUnknownAuthorityIsPermanent(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	_, err := client(t).Do(context.Background(), httpx.Request{Op: "test get", Method: "GET", URL: srv.URL})
	wantClass(t, err, failure.Permanent, "TLS certificate rejected")
	if hits.Load() != 0 {
		t.Fatal("handler reached")
	}
}

func TestInsecureSkipVerifyRefused(t *testing.T) {
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	if _, err := httpx.New(httpx.Options{HTTPClient: hc}); err == nil {
		t.Fatal("New accepted InsecureSkipVerify")
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 9, 14, 10, 0, 0, 0, time.UTC)
	cases := map[string]time.Duration{
		"":     0,
		"0":    0,
		"-3":   0,
		"120":  2 * time.Minute,
		"soon": 0,
		now.Add(30 * time.Second).Format(http.TimeFormat):  30 * time.Second,
		now.Add(-30 * time.Second).Format(http.TimeFormat): 0,
	}
	for in, want := range cases {
		if got := httpx.ParseRetryAfter(in, now); got != want {
			t.Errorf("ParseRetryAfter(%q) = %v, want %v", in, got, want)
		}
	}
}
