package worker_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/worker"
)

// Issue 29: a captured delivery resent with a new delivery ID was accepted
// (the signature covered only the body) and moved a task's due date back.
// Under Standard Webhooks the ID and the time are signed: a new ID breaks
// the signature, the same ID is a duplicate, and once the tolerance has
// passed the capture is stale. Nothing of it is recorded or worked.
func TestWebhookCapturedDeliveryCannotBeReplayed(t *testing.T) {
	f := newFixture(t)
	b := body(seed)
	captured := f.sign(b, "d-1")
	if code, _ := f.post(t, b, captured); code != http.StatusAccepted {
		t.Fatalf("the original delivery: %d", code)
	}
	f.w.RunOnce(context.Background())

	renamed := captured.Clone()
	renamed.Set(worker.HeaderID, "d-attacker")
	if code, out := f.post(t, b, renamed); code != http.StatusUnauthorized {
		t.Fatalf("captured body and signature under a new delivery ID: %d %v, want 401", code, out)
	}
	if code, out := f.post(t, b, captured); code != http.StatusOK || out["duplicate"] != true {
		t.Fatalf("the capture resent as is: %d %v, want a duplicate", code, out)
	}
	f.clk.Advance(worker.DefaultTolerance + time.Second)
	code, out := f.post(t, b, captured)
	if code != http.StatusUnauthorized || !strings.Contains(fmt.Sprint(out["error"]), "tolerance") {
		t.Fatalf("the capture after the tolerance: %d %v, want 401 naming the tolerance", code, out)
	}
	future := f.sign(b, "d-future")
	f.clk.Advance(-2 * worker.DefaultTolerance)
	if code, _ := f.post(t, b, future); code != http.StatusUnauthorized {
		t.Fatalf("a timestamp beyond the tolerance ahead of now: %d, want 401", code)
	}
	if n := inboxCount(t, f.store); n != 1 {
		t.Fatalf("%d receipts, want the original only", n)
	}
	if res, _ := f.w.RunOnce(context.Background()); res.Events != 0 {
		t.Fatalf("refused deliveries were worked: %+v", res)
	}
}

// The old header (an HMAC of the body alone) is refused unless the
// operator turned webhook.legacy_signature on; then it works as before.
func TestWebhookLegacySignatureOnlyWhenAllowed(t *testing.T) {
	f := newFixture(t)
	b := body(seed)
	legacy := http.Header{}
	legacy.Set(worker.HeaderLegacySignature, worker.SignLegacy([]byte(secret), b))
	legacy.Set(worker.HeaderLegacyID, "old-1")
	code, out := f.post(t, b, legacy)
	if code != http.StatusUnauthorized || !strings.Contains(fmt.Sprint(out["error"]), "Standard Webhooks") {
		t.Fatalf("legacy signature by default: %d %v, want 401 saying what to use", code, out)
	}
	srv := httptest.NewServer(worker.Handler(worker.HTTPConfig{Store: f.store, Secret: []byte(secret), LegacySignature: true, Clock: f.clk}))
	defer srv.Close()
	f.srv = srv
	if code, out := f.post(t, b, legacy); code != http.StatusAccepted {
		t.Fatalf("legacy signature with legacy_signature on: %d %v", code, out)
	}
	legacy.Set(worker.HeaderLegacySignature, worker.SignLegacy([]byte("wrong"), b))
	if code, _ := f.post(t, b, legacy); code != http.StatusUnauthorized {
		t.Fatalf("a wrong legacy signature: %d", code)
	}
}

// A Standard Webhooks secret (whsec_ and base64) is used decoded, as every
// Standard Webhooks library signs with it; a receiver test vector.
func TestWebhookWhsecSecret(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	whsec := "whsec_" + base64.StdEncoding.EncodeToString(key)
	if !bytes.Equal(worker.SigningKey([]byte(whsec)), key) || !bytes.Equal(worker.SigningKey([]byte("plain")), []byte("plain")) {
		t.Fatal("SigningKey")
	}
	// The spec's example: msg_p5jXN8AQM9LWM0D4loKWxJek, 1614265330, the
	// body {"test": 2432232314} and whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw.
	h := worker.Sign([]byte("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"), "msg_p5jXN8AQM9LWM0D4loKWxJek", time.Unix(1614265330, 0), []byte(`{"test": 2432232314}`))
	if got := h.Get(worker.HeaderSignature); got != "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" {
		t.Fatalf("signature %s differs from the spec's example", got)
	}
}

// What the headers can tell is checked before the body is read: a sender
// without valid headers is answered at once, while its body never comes.
func TestWebhookHeadersCheckedBeforeBody(t *testing.T) {
	f := newFixture(t)
	addr := strings.TrimPrefix(f.srv.URL, "http://")
	stale := f.clk.Now().Add(-time.Hour).Unix()
	for name, headers := range map[string]string{
		"no signature":    "",
		"stale timestamp": fmt.Sprintf("webhook-id: x\r\nwebhook-timestamp: %d\r\nwebhook-signature: v1,%s\r\n", stale, base64.StdEncoding.EncodeToString(make([]byte, 32))),
		"legacy only":     "X-Hub-Signature-256: sha256=00\r\nX-Delivery-ID: x\r\n",
		"too large":       fmt.Sprintf("webhook-id: x\r\nwebhook-timestamp: %d\r\nwebhook-signature: v1,%s\r\n", f.clk.Now().Unix(), base64.StdEncoding.EncodeToString(make([]byte, 32))),
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		// 1 MiB announced, none sent.
		fmt.Fprintf(conn, "POST /v1/meetings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n%s\r\n", 1<<20, headers)
		conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%s: no answer before the body: %v", name, err)
		}
		if resp.StatusCode != http.StatusUnauthorized && resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: %d, want 401 or 413", name, resp.StatusCode)
		}
		resp.Body.Close()
		conn.Close()
	}
}
