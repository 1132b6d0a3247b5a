package smtp_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	gosasl "github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/notifytest"
	"github.com/axagent/axagent/notify/smtp"
)

const (
	key      = "demo:P42:M0914:A007:created:assignee:1"
	password = "s3cret-smtp-password"
)

// mailServer is a real SMTP server (go-smtp) on 127.0.0.1:0 whose backend
// records accepted messages and injects one fault into the next session.
type mailServer struct {
	addr string
	tls  *tls.Config // nil: no STARTTLS offered
	auth bool        // AUTH PLAIN required

	mu     sync.Mutex
	msgs   []*mail.Message
	tlsUse []bool
	fault  fault
	hold   chan struct{} // closed at cleanup; a holdData fault waits on it
	held   chan struct{} // when set, closed once a holdData fault holds a message
}

type fault struct {
	rcpt     *gosmtp.SMTPError // reply to RCPT TO
	data     *gosmtp.SMTPError // reply to the final "."
	dropData bool              // accept the message, drop the connection before 250
	holdData bool              // accept the message, never answer
}

func smtpErr(code int, msg string) *gosmtp.SMTPError {
	return &gosmtp.SMTPError{Code: code, EnhancedCode: gosmtp.EnhancedCodeNotSet, Message: msg}
}

func startServer(t *testing.T, tlsCfg *tls.Config, auth bool) *mailServer {
	ms := &mailServer{tls: tlsCfg, auth: auth, hold: make(chan struct{})}
	srv := gosmtp.NewServer(gosmtp.BackendFunc(func(c *gosmtp.Conn) (gosmtp.Session, error) {
		ms.mu.Lock()
		f := ms.fault
		ms.fault = fault{}
		ms.mu.Unlock()
		return &session{ms: ms, conn: c, fault: f}, nil
	}))
	srv.Domain = "mx.test"
	srv.TLSConfig = tlsCfg
	srv.ErrorLog = log{}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ms.addr = l.Addr().String()
	done := make(chan struct{})
	go func() { srv.Serve(l); close(done) }()
	t.Cleanup(func() {
		close(ms.hold)
		srv.Close()
		// Serve may not have registered l yet when Close ran.
		l.Close()
		<-done
	})
	return ms
}

type log struct{}

func (log) Printf(string, ...any) {}
func (log) Println(...any)        {}

func (ms *mailServer) inject(f fault) {
	ms.mu.Lock()
	ms.fault = f
	ms.mu.Unlock()
}

func (ms *mailServer) delivered(key string) int {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	n := 0
	for _, m := range ms.msgs {
		if m.Header.Get("X-Axagent-Key") == key {
			n++
		}
	}
	return n
}

func (ms *mailServer) last(t *testing.T) *mail.Message {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	if len(ms.msgs) == 0 {
		t.Fatal("no message received")
	}
	return ms.msgs[len(ms.msgs)-1]
}

type session struct {
	ms     *mailServer
	conn   *gosmtp.Conn
	fault  fault
	authed bool
}

func (s *session) AuthMechanisms() []string {
	if !s.ms.auth {
		return nil
	}
	return []string{gosasl.Plain}
}

func (s *session) Auth(mech string) (gosasl.Server, error) {
	return gosasl.NewPlainServer(func(_, user, pass string) error {
		if user != "axagent" || pass != password {
			return gosmtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *gosmtp.MailOptions) error {
	if s.ms.auth && !s.authed {
		return gosmtp.ErrAuthRequired
	}
	return nil
}

func (s *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if s.fault.rcpt != nil {
		return s.fault.rcpt
	}
	return nil
}

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if s.fault.data != nil {
		return s.fault.data
	}
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return smtpErr(554, "unparsable message")
	}
	_, isTLS := s.conn.TLSConnectionState()
	s.ms.mu.Lock()
	s.ms.msgs = append(s.ms.msgs, m)
	s.ms.tlsUse = append(s.ms.tlsUse, isTLS)
	s.ms.mu.Unlock()
	switch {
	case s.fault.dropData:
		// Committed, then the 250 never leaves: the lost acknowledgement.
		s.conn.Conn().Close()
	case s.fault.holdData:
		if s.ms.held != nil {
			close(s.ms.held)
		}
		<-s.ms.hold
	}
	return nil
}

func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }

func newChannel(t *testing.T, ms *mailServer, cfg smtp.Config, opts smtp.Options) *smtp.Channel {
	cfg.Addr = ms.addr
	if cfg.From == "" {
		cfg.From = "axagent@example.test"
	}
	if opts.Clock == nil {
		opts.Clock = clock.NewFake(time.Date(2026, 9, 14, 10, 0, 0, 0, time.UTC))
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	ch, err := smtp.New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func msg() notify.Message {
	return notify.Message{Key: key, AttemptID: "att-1", Recipient: "minseo@example.test",
		Subject: "TASK-418 등록", Text: "담당자 알림: TASK-418\n마감 2026-09-21"}
}

func TestConformance(t *testing.T) {
	notifytest.Exercise(t, func(t *testing.T) *notifytest.Harness {
		ms := startServer(t, nil, false)
		return &notifytest.Harness{
			Channel: newChannel(t, ms, smtp.Config{}, smtp.Options{}), Recipient: "minseo@example.test", Delivered: ms.delivered,
			FailRetryable: func() { ms.inject(fault{rcpt: smtpErr(451, "try again later")}) },
			FailPermanent: func() { ms.inject(fault{data: smtpErr(554, "rejected")}) },
			LoseAck:       func() { ms.inject(fault{dropData: true}) },
		}
	})
}

func TestMessageIDFromKey(t *testing.T) {
	id := smtp.MessageID(key, "axagent")
	if !regexp.MustCompile(`^<[0-9a-f]{16}\.demo\.P42\.M0914\.A007\.created\.assignee\.1@axagent>$`).MatchString(id) {
		t.Fatalf("MessageID = %q", id)
	}
	if smtp.MessageID(key, "axagent") != id {
		t.Fatal("MessageID is not deterministic")
	}
	if other := smtp.MessageID("demo:P42:M0914:A007:created:assignee:2", "axagent"); other == id {
		t.Fatal("two keys share a Message-ID")
	}
	// Keys differing only in characters the safe form folds stay distinct.
	if smtp.MessageID("a:b", "x") == smtp.MessageID("a.b", "x") {
		t.Fatal("hash prefix does not separate folded keys")
	}
	if got := smtp.MessageID("t:프로젝트::x y", "x"); strings.Contains(got, "..") || strings.ContainsAny(got, " 프") {
		t.Fatalf("MessageID %q is not dot-atom safe", got)
	}
}

func TestMessageContent(t *testing.T) {
	ms := startServer(t, nil, false)
	ch := newChannel(t, ms, smtp.Config{}, smtp.Options{})
	m := msg()
	m.Subject = "TASK-418 등록\r\nBcc: attacker@example.test"
	d, err := ch.Send(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	got := ms.last(t)
	if h := got.Header.Get("Message-ID"); h != d.MessageID || h != smtp.MessageID(key, "axagent") {
		t.Fatalf("Message-ID header %q, delivery %q", h, d.MessageID)
	}
	if got.Header.Get("X-Axagent-Key") != key || got.Header.Get("X-Axagent-Attempt") != "att-1" {
		t.Fatalf("headers %v", got.Header)
	}
	if got.Header.Get("Bcc") != "" {
		t.Fatal("a line break in the subject injected a header")
	}
	subj, err := new(mime.WordDecoder).DecodeHeader(got.Header.Get("Subject"))
	if err != nil || !strings.HasPrefix(subj, "TASK-418 등록") {
		t.Fatalf("subject %q (%v)", subj, err)
	}
	body, _ := io.ReadAll(quotedprintable.NewReader(got.Body))
	if strings.TrimSuffix(string(body), "\r\n") != "담당자 알림: TASK-418\r\n마감 2026-09-21" {
		t.Fatalf("body %q", body)
	}
	if to := got.Header.Get("To"); to != "<minseo@example.test>" {
		t.Fatalf("To %q", to)
	}
	if date := got.Header.Get("Date"); date != "Mon, 14 Sep 2026 10:00:00 +0000" {
		t.Fatalf("Date %q does not come from the injected clock", date)
	}
	// A resend carries the same Message-ID, so copies are recognisable.
	d2, err := ch.Send(context.Background(), msg())
	if err != nil || d2.MessageID != d.MessageID {
		t.Fatalf("resend message ID %q (%v), want %q", d2.MessageID, err, d.MessageID)
	}
}

func TestReplyClassification(t *testing.T) {
	cases := []struct {
		name  string
		f     fault
		class failure.Class
	}{
		{"rcpt 450", fault{rcpt: smtpErr(450, "mailbox busy")}, failure.Retryable},
		{"rcpt 451", fault{rcpt: smtpErr(451, "local error")}, failure.Retryable},
		{"rcpt 452", fault{rcpt: smtpErr(452, "insufficient storage")}, failure.Retryable},
		{"rcpt 421", fault{rcpt: smtpErr(421, "closing")}, failure.Retryable},
		{"rcpt 550", fault{rcpt: smtpErr(550, "no such user")}, failure.Permanent},
		{"data 451 after the dot", fault{data: smtpErr(451, "try later")}, failure.Retryable},
		{"data 554", fault{data: smtpErr(554, "spam")}, failure.Permanent},
		{"drop before 250", fault{dropData: true}, failure.Unknown},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ms := startServer(t, nil, false)
			ch := newChannel(t, ms, smtp.Config{}, smtp.Options{})
			ms.inject(tc.f)
			_, err := ch.Send(context.Background(), msg())
			if got := failure.ClassOf(err); got != tc.class {
				t.Fatalf("err %v: class %s, want %s", err, got, tc.class)
			}
			if !strings.HasPrefix(err.Error(), "smtp send: ") {
				t.Fatalf("error %q lacks the operation prefix", err)
			}
		})
	}
}

func TestTimeoutAfterDataIsUnknown(t *testing.T) {
	ms := startServer(t, nil, false)
	ch := newChannel(t, ms, smtp.Config{Timeout: 300 * time.Millisecond}, smtp.Options{})
	ms.inject(fault{holdData: true})
	_, err := ch.Send(context.Background(), msg())
	if !failure.IsUnknown(err) {
		t.Fatalf("err %v: class %s, want unknown", err, failure.ClassOf(err))
	}
	if ms.delivered(key) != 1 {
		t.Fatal("the server should hold the message whose acknowledgement was lost")
	}
}

// A shutdown (the caller's context ends) while the relay holds its reply to
// the final "." unblocks the send at once, as unknown: the relay has the
// message.
func TestCancelAfterDataIsUnknown(t *testing.T) {
	ms := startServer(t, nil, false)
	ms.held = make(chan struct{})
	ch := newChannel(t, ms, smtp.Config{Timeout: time.Hour}, smtp.Options{})
	ms.inject(fault{holdData: true})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-ms.held; cancel() }()
	_, err := ch.Send(ctx, msg())
	if !failure.IsUnknown(err) {
		t.Fatalf("err %v: class %s, want unknown", err, failure.ClassOf(err))
	}
}

func TestConnectionRefusedIsRetryable(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	ch, err := smtp.New(smtp.Config{Addr: addr, From: "a@example.test"}, smtp.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ch.Send(context.Background(), msg()); !failure.IsRetryable(err) {
		t.Fatalf("err %v: class %s, want retryable", err, failure.ClassOf(err))
	}
}

func TestFindByKeyNotSupported(t *testing.T) {
	ms := startServer(t, nil, false)
	ch := newChannel(t, ms, smtp.Config{}, smtp.Options{})
	if caps := ch.Capabilities(); caps.Dedup || caps.DeliveryHistory {
		t.Fatalf("capabilities %+v, want none", caps)
	}
	d, err := ch.FindByKey(context.Background(), key)
	if d != nil || !errors.Is(err, notify.ErrNoDeliveryHistory) || !failure.IsPermanent(err) {
		t.Fatalf("FindByKey = (%v, %v)", d, err)
	}
}

func TestStartTLSAndAuth(t *testing.T) {
	serverTLS, roots := selfSigned(t)
	ms := startServer(t, serverTLS, true)
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ch := newChannel(t, ms, smtp.Config{Username: "axagent"}, smtp.Options{Password: password, TLSConfig: &tls.Config{RootCAs: roots}, Logger: logger})
	if _, err := ch.Send(context.Background(), msg()); err != nil {
		t.Fatalf("send over STARTTLS with AUTH PLAIN: %v", err)
	}
	ms.mu.Lock()
	usedTLS := ms.tlsUse[0]
	ms.mu.Unlock()
	if !usedTLS {
		t.Fatal("the message did not travel over TLS")
	}

	wrong := newChannel(t, ms, smtp.Config{Username: "axagent"}, smtp.Options{Password: "wrong-" + password, TLSConfig: &tls.Config{RootCAs: roots}, Logger: logger})
	_, err := wrong.Send(context.Background(), msg())
	if !failure.IsPermanent(err) {
		t.Fatalf("bad password: %v (%s), want permanent", err, failure.ClassOf(err))
	}
	if strings.Contains(logs.String(), password) || strings.Contains(err.Error(), password) {
		t.Fatalf("password leaked: %s / %v", logs.String(), err)
	}

	untrusted := newChannel(t, ms, smtp.Config{Username: "axagent"}, smtp.Options{Password: password})
	if _, err := untrusted.Send(context.Background(), msg()); !failure.IsPermanent(err) {
		t.Fatalf("untrusted certificate: %v (%s), want permanent", err, failure.ClassOf(err))
	}
}

func TestStartTLSRequiredButNotOffered(t *testing.T) {
	ms := startServer(t, nil, false)
	ch := newChannel(t, ms, smtp.Config{StartTLS: smtp.StartTLSRequired}, smtp.Options{})
	_, err := ch.Send(context.Background(), msg())
	if !failure.IsPermanent(err) || ms.delivered(key) != 0 {
		t.Fatalf("err %v (%s), want permanent and nothing sent", err, failure.ClassOf(err))
	}
}

func TestConfigErrors(t *testing.T) {
	for _, cfg := range []smtp.Config{
		{Addr: "no-port", From: "a@example.test"},
		{Addr: "h:25", From: "not an address"},
		{Addr: "h:25", From: "a@example.test", StartTLS: "sometimes"},
		{Addr: "h:25", From: "a@example.test", Username: "u"},
	} {
		if _, err := smtp.New(cfg, smtp.Options{}); err == nil || !strings.HasPrefix(err.Error(), "smtp: ") {
			t.Errorf("New(%+v) = %v, want an smtp: error", cfg, err)
		}
	}
}

// selfSigned returns a server TLS config for 127.0.0.1 and a pool trusting it.
func selfSigned(t *testing.T) (*tls.Config, *x509.CertPool) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "mx.test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &k.PublicKey, k)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: k}}}, pool
}
