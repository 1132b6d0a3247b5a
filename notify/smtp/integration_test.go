package smtp_test

// Integration tests against a real relay (postfix) and a real mailbox
// (dovecot IMAP), started by scripts/mail-dev.sh. They skip when its
// environment is absent, except in CI (CI=true), where they must run.

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/slack"
	"github.com/axagent/axagent/notify/smtp"
)

// MailEnv is what scripts/mail-dev.sh exports.
type MailEnv struct {
	SMTP, Submission, SMTPS, IMAP string
	IMAPS                         string
	Domain, Archive               string
	User, Password                string
	Roots                         *x509.CertPool
}

// realMail returns the environment or skips (fails in CI).
//
// The tests against the real relay run in parallel: most of each is waiting
// for postfix to deliver and dovecot to show it, and they share nothing
// (each has its own keys, proxy, ledger and fake clock; mailboxes are read
// by a key only its test sends).
func realMail(t *testing.T) MailEnv {
	t.Helper()
	e := MailEnv{SMTP: os.Getenv("AXAGENT_MAIL_SMTP"), Submission: os.Getenv("AXAGENT_MAIL_SUBMISSION"), SMTPS: os.Getenv("AXAGENT_MAIL_SMTPS"),
		IMAP: os.Getenv("AXAGENT_MAIL_IMAP"), IMAPS: os.Getenv("AXAGENT_MAIL_IMAPS"), Domain: os.Getenv("AXAGENT_MAIL_DOMAIN"), Archive: os.Getenv("AXAGENT_MAIL_ARCHIVE"),
		User: os.Getenv("AXAGENT_MAIL_USER"), Password: os.Getenv("AXAGENT_MAIL_PASSWORD")}
	if e.SMTP == "" || e.IMAP == "" || e.Password == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("AXAGENT_MAIL_* is not set in CI: run scripts/mail-dev.sh --env-file F and source F")
		}
		t.Skip("no real mail server: eval \"$(scripts/mail-dev.sh)\" to run this test")
	}
	pem, err := os.ReadFile(os.Getenv("AXAGENT_MAIL_TLS_CA"))
	if err != nil {
		t.Fatalf("AXAGENT_MAIL_TLS_CA: %v", err)
	}
	e.Roots = x509.NewCertPool()
	if !e.Roots.AppendCertsFromPEM(pem) {
		t.Fatal("AXAGENT_MAIL_TLS_CA holds no certificate")
	}
	return e
}

var runID = fmt.Sprintf("r%d", time.Now().UnixNano())

// uniqueKey is a notification key no earlier run used (the mailboxes keep
// every message).
func uniqueKey(t *testing.T, n int) string {
	return fmt.Sprintf("demo:P42:%s-%s:A%03d:created:assignee:1", strings.ReplaceAll(t.Name(), "/", "-"), runID, n)
}

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// archiveCfg is the IMAP section pointing at the always-BCC archive.
func (e MailEnv) archiveCfg(checks int) *smtp.IMAPConfig {
	return &smtp.IMAPConfig{Addr: e.IMAP, Username: "archive", PasswordEnv: "X", TLS: smtp.IMAPTLSNone, Checks: checks}
}

func realChannel(t *testing.T, e MailEnv, cfg smtp.Config) *smtp.Channel {
	t.Helper()
	if cfg.Addr == "" {
		cfg.Addr = e.SMTP
	}
	if cfg.From == "" {
		cfg.From = "axagent 알림 <axagent@" + e.Domain + ">"
	}
	if cfg.MessageIDDomain == "" {
		cfg.MessageIDDomain = "axagent.test"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	ch, err := smtp.New(cfg, smtp.Options{Password: e.Password, IMAPPassword: e.Password, TLSConfig: &tls.Config{RootCAs: e.Roots},
		Clock: clock.Real{}, Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// mailbox reads user's INBOX over IMAP.
type mailbox struct {
	e    MailEnv
	user string
}

// byHeader returns the raw messages whose header field contains value.
func (mb mailbox) byHeader(t *testing.T, field, value string) [][]byte {
	t.Helper()
	c, err := imapclient.DialInsecure(mb.e.IMAP, nil)
	if err != nil {
		t.Fatalf("imap dial: %v", err)
	}
	defer c.Close()
	if err := c.Login(mb.user, mb.e.Password).Wait(); err != nil {
		t.Fatalf("imap login %s: %v", mb.user, err)
	}
	if _, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
		t.Fatalf("imap select: %v", err)
	}
	data, err := c.UIDSearch(&imap.SearchCriteria{Header: []imap.SearchCriteriaHeaderField{{Key: field, Value: value}}}, nil).Wait()
	if err != nil {
		t.Fatalf("imap search: %v", err)
	}
	uids := data.AllUIDs()
	if len(uids) == 0 {
		return nil
	}
	msgs, err := c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{Peek: true}}}).Collect()
	if err != nil {
		t.Fatalf("imap fetch: %v", err)
	}
	var out [][]byte
	for _, m := range msgs {
		for _, b := range m.BodySection {
			out = append(out, b.Bytes)
		}
	}
	return out
}

// await polls until the mailbox holds at least want messages with the
// header value (the relay delivers asynchronously), and returns them.
func (mb mailbox) await(t *testing.T, field, value string, want int) [][]byte {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		got := mb.byHeader(t, field, value)
		if len(got) >= want {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s's mailbox has %d messages with %s: %s after 20s, want %d (see /var/lib/axagent-mail/postfix.log)", mb.user, len(got), field, value, want)
		}
		<-tick.C
	}
}

// settle sends a marker to user through the plain relay and waits for it:
// the relay delivers one queue in order of arrival closely enough that,
// once a later message is in, an earlier one (a duplicate) would be too.
func settle(t *testing.T, e MailEnv, user string) {
	t.Helper()
	ch := realChannel(t, e, smtp.Config{StartTLS: smtp.StartTLSNever})
	k := uniqueKey(t, 999)
	if _, err := ch.Send(context.Background(), notify.Message{Key: k, Recipient: user + "@" + e.Domain, Subject: "marker", Text: "marker"}); err != nil {
		t.Fatalf("marker: %v", err)
	}
	mailbox{e, user}.await(t, "X-Axagent-Key", k, 1)
	mailbox{e, "archive"}.await(t, "X-Axagent-Key", k, 1)
}

func parse(t *testing.T, raw []byte) *mail.Message {
	t.Helper()
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

// Delivery through the submission port (STARTTLS required, AUTH PLAIN):
// UTF-8 subject, sender and recipient names survive the relay, the
// Message-ID is the one derived from the key, and HTML rides as
// multipart/alternative beside the text.
func TestRealRelayDeliversUTF8Multipart(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	ch := realChannel(t, e, smtp.Config{Addr: e.Submission, StartTLS: smtp.StartTLSRequired, Username: e.User, PasswordEnv: "X"})
	k := uniqueKey(t, 7)
	m := notify.Message{Key: k, AttemptID: "att-1", Recipient: "김민서 <minseo+" + runID + "@" + e.Domain + ">",
		Subject: "[axagent] 회의 M0914: 업무 2건 — 보고서 작성", Text: "민서님, 업무가 배정되었습니다.\n- TASK-418 보고서 작성 (기한 2026-09-21)\n",
		HTML: "<p>민서님, 업무가 배정되었습니다.</p><ul><li>TASK-418 보고서 작성</li></ul>"}
	d, err := ch.Send(context.Background(), m)
	if err != nil {
		t.Fatalf("send: %v", err)
	}
	if d.MessageID != smtp.MessageID(k, "axagent.test") {
		t.Fatalf("message ID %q", d.MessageID)
	}
	got := parse(t, mailbox{e, "minseo"}.await(t, "X-Axagent-Key", k, 1)[0])
	dec := new(mime.WordDecoder)
	if s, _ := dec.DecodeHeader(got.Header.Get("Subject")); s != m.Subject {
		t.Fatalf("subject %q, want %q", s, m.Subject)
	}
	from, err := mail.ParseAddress(got.Header.Get("From"))
	if err != nil || from.Name != "axagent 알림" || from.Address != "axagent@"+e.Domain {
		t.Fatalf("from %q (%v)", got.Header.Get("From"), err)
	}
	to, err := mail.ParseAddress(got.Header.Get("To"))
	if err != nil || to.Name != "김민서" {
		t.Fatalf("to %q (%v)", got.Header.Get("To"), err)
	}
	if got.Header.Get("Message-ID") != d.MessageID {
		t.Fatalf("Message-ID %q, want %q", got.Header.Get("Message-ID"), d.MessageID)
	}
	if !strings.Contains(strings.Join(got.Header["Received"], "\n"), "SMTPSA") {
		t.Fatalf("not received over TLS with AUTH: %q", got.Header["Received"])
	}
	text, html := alternatives(t, got)
	if !strings.Contains(text, "TASK-418 보고서 작성 (기한 2026-09-21)") || !strings.Contains(html, "<li>TASK-418 보고서 작성</li>") {
		t.Fatalf("parts: text %q, html %q", text, html)
	}
	// The archive got its copy: that is the delivery history.
	mailbox{e, "archive"}.await(t, "X-Axagent-Key", k, 1)
	found, err := realChannel(t, e, smtp.Config{IMAP: e.archiveCfg(1)}).FindByKey(context.Background(), k)
	if err != nil || found == nil || found.MessageID != d.MessageID {
		t.Fatalf("archive lookup = %+v, %v", found, err)
	}
	if none, err := realChannel(t, e, smtp.Config{IMAP: e.archiveCfg(1)}).FindByKey(context.Background(), uniqueKey(t, 8)); err != nil || none != nil {
		t.Fatalf("archive lookup of an unsent key = %+v, %v; want nil, nil", none, err)
	}
}

// alternatives returns the decoded text/plain and text/html parts of a
// multipart/alternative message.
func alternatives(t *testing.T, m *mail.Message) (text, html string) {
	t.Helper()
	mt, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("content type %q (%v), want multipart/alternative", m.Header.Get("Content-Type"), err)
	}
	r := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := r.NextPart() // decodes quoted-printable
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p)
		ct, cp, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		if cp["charset"] != "UTF-8" && cp["charset"] != "utf-8" {
			t.Fatalf("part %s charset %q", ct, cp["charset"])
		}
		switch ct {
		case "text/plain":
			text = string(b)
		case "text/html":
			html = string(b)
		}
	}
	return text, html
}

// Implicit TLS (submissions, port 465 style) with AUTH.
func TestRealRelayImplicitTLS(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	ch := realChannel(t, e, smtp.Config{Addr: e.SMTPS, ImplicitTLS: true, Username: e.User, PasswordEnv: "X"})
	k := uniqueKey(t, 1)
	if _, err := ch.Send(context.Background(), notify.Message{Key: k, Recipient: "jiho@" + e.Domain, Subject: "TLS", Text: "implicit"}); err != nil {
		t.Fatalf("send: %v", err)
	}
	mailbox{e, "jiho"}.await(t, "X-Axagent-Key", k, 1)
}

// A refused login and an untrusted certificate are permanent: retrying
// cannot fix them.
func TestRealRelayRefusalsArePermanent(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	bad := e
	bad.Password = "wrong-" + e.Password
	ch := realChannel(t, bad, smtp.Config{Addr: e.Submission, StartTLS: smtp.StartTLSRequired, Username: e.User, PasswordEnv: "X"})
	_, err := ch.Send(context.Background(), notify.Message{Key: uniqueKey(t, 1), Recipient: "jiho@" + e.Domain, Subject: "x", Text: "x"})
	if !failure.IsPermanent(err) {
		t.Fatalf("bad password: %v (%s), want permanent", err, failure.ClassOf(err))
	}
	untrusted, err := smtp.New(smtp.Config{Addr: e.Submission, From: "axagent@" + e.Domain, StartTLS: smtp.StartTLSRequired, Username: e.User},
		smtp.Options{Password: e.Password, TLSConfig: &tls.Config{RootCAs: x509.NewCertPool()}, Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	_, err = untrusted.Send(context.Background(), notify.Message{Key: uniqueKey(t, 2), Recipient: "jiho@" + e.Domain, Subject: "x", Text: "x"})
	if !failure.IsPermanent(err) {
		t.Fatalf("untrusted certificate: %v (%s), want permanent", err, failure.ClassOf(err))
	}
	// An address the relay does not know is refused at RCPT: permanent.
	_, err = realChannel(t, e, smtp.Config{StartTLS: smtp.StartTLSNever}).Send(context.Background(),
		notify.Message{Key: uniqueKey(t, 3), Recipient: "nobody@" + e.Domain, Subject: "x", Text: "x"})
	if !failure.IsPermanent(err) {
		t.Fatalf("unknown mailbox: %v (%s), want permanent", err, failure.ClassOf(err))
	}
}

// proxy sits between the channel and the relay and breaks one session the
// way a network does.
type proxy struct {
	t      *testing.T
	l      net.Listener
	target string
	mode   atomic.Int32
	conns  atomic.Int32
	wg     sync.WaitGroup
}

const (
	pass         int32 = iota // forward everything
	dropAfter250              // forward the final ".", swallow the relay's 250 and cut the client off
	cutBeforeDot              // forward the body, never the final ".", and cut both sides
	down                      // accept and close at once: the relay is down
)

func startProxy(t *testing.T, target string) *proxy {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{t: t, l: l, target: target}
	p.wg.Add(1)
	go p.serve()
	t.Cleanup(func() { l.Close(); p.wg.Wait() })
	return p
}

func (p *proxy) addr() string { return p.l.Addr().String() }

func (p *proxy) serve() {
	defer p.wg.Done()
	for {
		c, err := p.l.Accept()
		if err != nil {
			return
		}
		p.conns.Add(1)
		mode := p.mode.Load()
		if mode == down {
			c.Close()
			continue
		}
		// One fault per armed mode: later sessions pass.
		p.mode.CompareAndSwap(mode, pass)
		p.wg.Add(1)
		go func() { defer p.wg.Done(); p.session(c, mode) }()
	}
}

var dotEnd = []byte("\r\n.\r\n")

func (p *proxy) session(client net.Conn, mode int32) {
	defer client.Close()
	server, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	defer server.Close()
	var dotSent atomic.Bool
	done := make(chan struct{})
	go func() { // relay → client
		defer close(done)
		buf := make([]byte, 4096)
		for {
			n, err := server.Read(buf)
			if n > 0 {
				if dotSent.Load() && mode == dropAfter250 {
					// The relay accepted the message; its 250 dies here.
					client.Close()
					return
				}
				if _, werr := client.Write(buf[:n]); werr != nil {
					return
				}
			}
			if err != nil {
				client.Close()
				return
			}
		}
	}()
	var tail []byte
	buf := make([]byte, 4096)
	for { // client → relay
		n, err := client.Read(buf)
		if n > 0 {
			chunk := buf[:n]
			window := append(append([]byte{}, tail...), chunk...)
			if i := bytes.Index(window, dotEnd); i >= 0 && mode != pass {
				switch mode {
				case cutBeforeDot:
					// Send up to and including the CRLF before the dot,
					// then cut: the relay never sees the message end.
					upto := i + 2 - len(tail)
					if upto > 0 {
						server.Write(chunk[:upto])
					}
					server.Close()
					client.Close()
					<-done
					return
				case dropAfter250:
					dotSent.Store(true)
				}
			}
			if _, werr := server.Write(chunk); werr != nil {
				break
			}
			if len(window) > 4 {
				tail = append(tail[:0], window[len(window)-4:]...)
			} else {
				tail = window
			}
		}
		if err != nil {
			break
		}
	}
	server.Close()
	<-done
}

// ledgerRow queues one outbox row for key in a fresh SQLite ledger.
func ledgerRow(t *testing.T, clk clock.Clock, keys map[string]string) ledger.Store {
	t.Helper()
	ctx := context.Background()
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	i := 0
	for nkey, rcpt := range keys {
		i++
		bk := ledger.MustParseKey(fmt.Sprintf("demo:P42:M%s:A%03d:create-task", runID, i))
		if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: bk, Intent: ledger.Intent{Project: "P42", Action: bk.Action,
			Title: "보고서", AssigneeID: "minseo", DueDate: "2026-09-21"}, Now: clk.Now()}); err != nil {
			t.Fatal(err)
		}
		claimed, err := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Keys: []string{bk.String()}, Now: clk.Now()})
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		p := ledger.CompleteSucceeded(claimed[0], "TASK-"+bk.Action, "created", ledger.NewNotification{Key: nkey, Channel: smtp.Name, Recipient: rcpt, Text: "TASK 보고서 (기한 2026-09-21)"})
		p.Now = clk.Now()
		if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
	}
	return store
}

func dispatcher(store ledger.Store, ch notify.Channel, clk clock.Clock) *notify.Dispatcher {
	return &notify.Dispatcher{Store: store, Channels: map[string]notify.Channel{smtp.Name: ch}, Clock: clk, Owner: "A", Lease: 30 * time.Second,
		Backoff: func(int, time.Duration) time.Duration { return time.Second }, MaxAttempts: 10, Log: quiet(),
		BreakerFailures: 3, BreakerCooldown: time.Minute}
}

func state(t *testing.T, store ledger.Store, key string) ledger.Notification {
	t.Helper()
	n, err := store.OutboxGet(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// The relay queued the message, then the connection died before its 250
// reached us: the row goes unknown, and the next pass finds the Message-ID
// in the archive mailbox over IMAP and settles it as sent — no resend, one
// copy in the recipient's mailbox.
func TestLostAcknowledgementSettledThroughIMAP(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	clk := clock.NewFake(time.Now())
	px := startProxy(t, e.SMTP)
	ch := realChannel(t, e, smtp.Config{Addr: px.addr(), StartTLS: smtp.StartTLSNever, IMAP: e.archiveCfg(3)})
	k := uniqueKey(t, 7)
	store := ledgerRow(t, clk, map[string]string{k: "sora@" + e.Domain})
	d := dispatcher(store, ch, clk)
	px.mode.Store(dropAfter250)
	if res, err := d.RunOnce(context.Background(), nil); err != nil || res.Unknown != 1 {
		t.Fatalf("first pass = %+v, %v; want the row unknown", res, err)
	}
	// The relay delivers asynchronously; once the recipient has it, so has
	// the archive (one queue entry, both recipients).
	mailbox{e, "sora"}.await(t, "X-Axagent-Key", k, 1)
	mailbox{e, "archive"}.await(t, "X-Axagent-Key", k, 1)
	clk.Advance(time.Second)
	if _, err := d.RunOnce(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	n := state(t, store, k)
	if n.State != ledger.Succeeded || n.MessageID != smtp.MessageID(k, "axagent.test") {
		t.Fatalf("after the IMAP check: %s %q (%s), want succeeded with the derived Message-ID", n.State, n.MessageID, n.Reason)
	}
	if px.conns.Load() != 1 {
		t.Fatalf("%d SMTP sessions, want 1 (no resend)", px.conns.Load())
	}
	settle(t, e, "sora")
	if got := (mailbox{e, "sora"}).byHeader(t, "X-Axagent-Key", k); len(got) != 1 {
		t.Fatalf("sora has %d copies, want 1", len(got))
	}
}

// The connection died after the body and before the final ".": the relay
// never queued the message, but the channel cannot know. The archive is
// checked the configured number of times; absent, the row goes to a human
// when the relay does not deduplicate — and is resent, once, with the same
// Message-ID when it does.
// flightTime is past the longest a lost send could still land here: the
// dispatcher's call timeout (a third of its 30s lease) with no declared
// delivery lag.
const flightTime = 11 * time.Second

func TestLostAcknowledgementAbsentInIMAP(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	for _, dedup := range []bool{false, true} {
		t.Run(fmt.Sprintf("relay_dedup=%v", dedup), func(t *testing.T) {
			clk := clock.NewFake(time.Now())
			px := startProxy(t, e.SMTP)
			ch := realChannel(t, e, smtp.Config{Addr: px.addr(), StartTLS: smtp.StartTLSNever, RelayDedup: dedup, IMAP: e.archiveCfg(3)})
			if caps := ch.Capabilities(); !caps.DeliveryHistory || caps.Dedup != dedup || caps.HistoryChecks != 3 {
				t.Fatalf("capabilities %+v", caps)
			}
			k := uniqueKey(t, 8)
			store := ledgerRow(t, clk, map[string]string{k: "carol@" + e.Domain})
			d := dispatcher(store, ch, clk)
			px.mode.Store(cutBeforeDot)
			if res, err := d.RunOnce(context.Background(), nil); err != nil || res.Unknown != 1 {
				t.Fatalf("first pass = %+v, %v; want unknown", res, err)
			}
			for i := 1; i <= 2; i++ {
				// An absence counts only once the lost send could no longer
				// land (its call timeout plus the channel's delivery lag).
				clk.Advance(flightTime)
				if _, err := d.RunOnce(context.Background(), nil); err != nil {
					t.Fatal(err)
				}
				if n := state(t, store, k); n.State != ledger.Unknown || !strings.Contains(n.Reason, fmt.Sprintf("check %d of 3", i)) {
					t.Fatalf("check %d: %s (%s), want unknown, checking again", i, n.State, n.Reason)
				}
			}
			clk.Advance(flightTime)
			if _, err := d.RunOnce(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			n := state(t, store, k)
			if !dedup {
				if n.State != ledger.NeedsHuman || !strings.Contains(n.Reason, "not resending") {
					t.Fatalf("after 3 misses: %s (%s), want needs-human", n.State, n.Reason)
				}
				if px.conns.Load() != 1 {
					t.Fatalf("%d sessions, want 1", px.conns.Load())
				}
				settle(t, e, "carol")
				if got := (mailbox{e, "carol"}).byHeader(t, "X-Axagent-Key", k); len(got) != 0 {
					t.Fatalf("carol has %d copies, want 0 (the relay never queued it)", len(got))
				}
				return
			}
			if n.State != ledger.Succeeded {
				t.Fatalf("after 3 misses with a deduplicating relay: %s (%s), want resent and succeeded", n.State, n.Reason)
			}
			got := mailbox{e, "carol"}.await(t, "X-Axagent-Key", k, 1)
			settle(t, e, "carol")
			got = mailbox{e, "carol"}.byHeader(t, "X-Axagent-Key", k)
			if len(got) != 1 || parse(t, got[0]).Header.Get("Message-ID") != smtp.MessageID(k, "axagent.test") {
				t.Fatalf("carol has %d copies, want 1 with the derived Message-ID", len(got))
			}
		})
	}
}

// The relay is down: sends fail before anything is queued (retryable), the
// rows wait with backoff, the circuit opens after three failures and stops
// connection attempts, and once the relay is back every notification
// arrives exactly once.
func TestRelayDownRetriesBreakerNoDuplicate(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	clk := clock.NewFake(time.Now())
	px := startProxy(t, e.SMTP)
	px.mode.Store(down)
	ch := realChannel(t, e, smtp.Config{Addr: px.addr(), StartTLS: smtp.StartTLSNever, IMAP: e.archiveCfg(3)})
	keys := map[string]string{}
	for i := 1; i <= 4; i++ {
		keys[uniqueKey(t, i)] = "dana@" + e.Domain
	}
	store := ledgerRow(t, clk, keys)
	d := dispatcher(store, ch, clk)
	d.BatchSize = 1 // one send per pass, so the breaker sees them in order
	for i := 0; i < 3; i++ {
		res, err := d.RunOnce(context.Background(), nil)
		if err != nil || res.Retried != 1 {
			t.Fatalf("pass %d while down = %+v, %v; want a retry", i, res, err)
		}
	}
	if px.conns.Load() != 3 {
		t.Fatalf("%d connection attempts, want 3", px.conns.Load())
	}
	// Open circuit: due rows wait without touching the relay.
	clk.Advance(2 * time.Second)
	for i := 0; i < 4; i++ {
		if _, err := d.RunOnce(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
	}
	if px.conns.Load() != 3 {
		t.Fatalf("%d connection attempts with the circuit open, want still 3", px.conns.Load())
	}
	for k := range keys {
		if n := state(t, store, k); n.State != ledger.Pending {
			t.Fatalf("%s: %s (%s), want pending", k, n.State, n.Reason)
		}
	}
	px.mode.Store(pass)
	clk.Advance(2 * time.Minute)
	d.BatchSize = 32
	if res, err := d.RunOnce(context.Background(), nil); err != nil || res.Sent != 4 {
		t.Fatalf("relay back = %+v, %v; want 4 sent", res, err)
	}
	mb := mailbox{e, "dana"}
	for k := range keys {
		mb.await(t, "X-Axagent-Key", k, 1)
	}
	settle(t, e, "dana")
	for k := range keys {
		if got := mb.byHeader(t, "X-Axagent-Key", k); len(got) != 1 {
			t.Fatalf("%s: %d copies, want 1", k, len(got))
		}
		if n := state(t, store, k); n.State != ledger.Succeeded {
			t.Fatalf("%s: %s", k, n.State)
		}
	}
}

// dir is a roster as the planner sees it.
type dir map[string]struct {
	chans []string
	addr  map[string]string
}

func (d dir) Channels(id string) []string  { return d[id].chans }
func (d dir) Address(id, ch string) string { return d[id].addr[ch] }

// meeting settles actions (action → person, title) of one meeting in a
// fresh ledger, writing the rows the planner decides with each success.
func meeting(t *testing.T, clk clock.Clock, p *notify.Planner, meetingID string, actions [][3]string) ledger.Store {
	t.Helper()
	ctx := context.Background()
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	for _, a := range actions {
		bk := ledger.MustParseKey("demo:P42:" + meetingID + ":" + a[0] + ":create-task")
		if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: bk, Intent: ledger.Intent{Project: "P42", Action: a[0], Title: a[2],
			AssigneeID: a[1], DueDate: "2026-09-21", Source: a[1] + " 님 " + a[2] + " 월요일까지"}, Now: clk.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range actions {
		bk := ledger.MustParseKey("demo:P42:" + meetingID + ":" + a[0] + ":create-task")
		claimed, err := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Keys: []string{bk.String()}, Now: clk.Now()})
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		base := ledger.NewNotification{Key: ledger.NotificationKey(bk, "created", "assignee", 1), Channel: smtp.Name,
			Recipient: p.Directory.Address(a[1], smtp.Name), Text: "TASK-" + a[0] + " " + a[2]}
		c := ledger.CompleteSucceeded(claimed[0], "TASK-"+a[0], "created", p.Plan(claimed[0], base)...)
		c.Now = clk.Now()
		if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{c}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
	}
	return store
}

// A digest through the real relay: one message per person per meeting,
// multipart/alternative (text and HTML), Korean subject and names intact,
// both tasks with their links, due dates and the quoted source line.
func TestDigestThroughRealRelay(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	clk := clock.NewFake(time.Now())
	ch := realChannel(t, e, smtp.Config{StartTLS: smtp.StartTLSNever, IMAP: e.archiveCfg(3)})
	mid := "M" + runID
	people := dir{"김민서": {addr: map[string]string{smtp.Name: "김민서 <minseo@" + e.Domain + ">"}}}
	p := &notify.Planner{Directory: people, Configured: func(c string) bool { return c == smtp.Name },
		Policy: func(string, string) notify.Policy { return notify.Policy{Mode: notify.Digest} }}
	store := meeting(t, clk, p, mid, [][3]string{{"A001", "김민서", "주간 보고서 작성"}, {"A002", "김민서", "<예산> 검토 & 공유"}})
	d := dispatcher(store, ch, clk)
	d.Digest = notify.DigestConfig{TaskURL: "https://tracker.example/issues/{id}"}
	if res, err := d.RunOnce(context.Background(), nil); err != nil || res.Sent != 1 {
		t.Fatalf("pass = %+v, %v; want the digest sent", res, err)
	}
	clk.Advance(time.Minute)
	if res, err := d.RunOnce(context.Background(), nil); err != nil || res.Sent != 2 {
		t.Fatalf("second pass = %+v, %v; want both members settled from the digest", res, err)
	}
	key := "demo:P42:" + mid + ":digest:김민서"
	got := mailbox{e, "minseo"}.await(t, "X-Axagent-Key", key, 1)
	settle(t, e, "minseo")
	got = mailbox{e, "minseo"}.byHeader(t, "X-Axagent-Key", key)
	if len(got) != 1 {
		t.Fatalf("%d digests, want 1", len(got))
	}
	m := parse(t, got[0])
	subj, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	if subj != "[axagent] 회의 "+mid+": 김민서님 업무 2건" {
		t.Fatalf("subject %q", subj)
	}
	if to, err := mail.ParseAddress(m.Header.Get("To")); err != nil || to.Name != "김민서" {
		t.Fatalf("to %q (%v)", m.Header.Get("To"), err)
	}
	text, html := alternatives(t, m)
	for _, want := range []string{"[새 업무] TASK-A001 주간 보고서 작성 (기한 2026-09-21)", "https://tracker.example/issues/TASK-A002", "> 김민서 님 <예산> 검토 & 공유 월요일까지"} {
		if !strings.Contains(text, want) {
			t.Fatalf("text part lacks %q:\n%s", want, text)
		}
	}
	for _, want := range []string{`<a href="https://tracker.example/issues/TASK-A001">TASK-A001</a>`, "&lt;예산&gt; 검토 &amp; 공유", "<blockquote>김민서 님 주간 보고서 작성 월요일까지</blockquote>"} {
		if !strings.Contains(html, want) {
			t.Fatalf("html part lacks %q:\n%s", want, html)
		}
	}
	for _, a := range []string{"A001", "A002"} {
		n := state(t, store, "demo:P42:"+mid+":"+a+":created:assignee:1")
		if n.State != ledger.Succeeded || n.MessageID != smtp.MessageID(key, "axagent.test") {
			t.Fatalf("member %s: %s %q (%s)", a, n.State, n.MessageID, n.Reason)
		}
		if c := (mailbox{e, "minseo"}).byHeader(t, "X-Axagent-Key", "demo:P42:"+mid+":"+a+":created:assignee:1"); len(c) != 0 {
			t.Fatalf("member %s was also mailed on its own", a)
		}
	}
}

// A person who wants Slack first, but Slack does not know them (the API
// answers user_not_found): the Slack row goes to a human, not in doubt,
// and the e-mail fallback — its own key — is delivered once through the
// real relay.
func TestUnknownSlackUserFallsBackToEmail(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	clk := clock.NewFake(time.Now())
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":false,"error":"user_not_found"}`)
	}))
	t.Cleanup(api.Close)
	sl, err := slack.New(slack.Config{BaseURL: api.URL}, slack.Options{Token: "xoxb-test-token-for-fallback", Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	mailCh := realChannel(t, e, smtp.Config{StartTLS: smtp.StartTLSNever, IMAP: e.archiveCfg(3)})
	people := dir{"지호": {chans: []string{"slack", "email"}, addr: map[string]string{"slack": "U0UNKNOWN", smtp.Name: "지호 <jiho@" + e.Domain + ">"}}}
	p := &notify.Planner{Directory: people, Configured: func(c string) bool { return c == smtp.Name || c == slack.Name }}
	mid := "M" + runID
	store := meeting(t, clk, p, mid, [][3]string{{"A001", "지호", "회의록 정리"}})
	d := dispatcher(store, mailCh, clk)
	d.Channels[slack.Name] = sl
	for i := 0; i < 3; i++ {
		if _, err := d.RunOnce(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
		clk.Advance(time.Minute)
	}
	primary := "demo:P42:" + mid + ":A001:created:assignee:1"
	if n := state(t, store, primary); n.State != ledger.NeedsHuman || n.InDoubt || n.Channel != slack.Name {
		t.Fatalf("slack row %s on %s in_doubt=%v (%s), want needs-human, not in doubt", n.State, n.Channel, n.InDoubt, n.Reason)
	}
	fallback := primary + ":then-smtp"
	if n := state(t, store, fallback); n.State != ledger.Succeeded || n.MessageID != smtp.MessageID(fallback, "axagent.test") {
		t.Fatalf("e-mail fallback %s %q (%s), want sent", n.State, n.MessageID, n.Reason)
	}
	mailbox{e, "jiho"}.await(t, "X-Axagent-Key", fallback, 1)
	settle(t, e, "jiho")
	if got := (mailbox{e, "jiho"}).byHeader(t, "X-Axagent-Key", fallback); len(got) != 1 {
		t.Fatalf("%d copies of the fallback, want 1", len(got))
	}
}

// The archive mailbox over implicit TLS and over STARTTLS, verified against
// the test CA; a certificate nobody vouches for is a permanent refusal.
func TestArchiveOverTLS(t *testing.T) {
	t.Parallel()
	e := realMail(t)
	k := uniqueKey(t, 1)
	if _, err := realChannel(t, e, smtp.Config{StartTLS: smtp.StartTLSNever}).Send(context.Background(),
		notify.Message{Key: k, Recipient: "erin@" + e.Domain, Subject: "archive", Text: "archive"}); err != nil {
		t.Fatal(err)
	}
	mailbox{e, "archive"}.await(t, "X-Axagent-Key", k, 1)
	for _, c := range []struct{ mode, addr string }{{smtp.IMAPTLSImplicit, e.IMAPS}, {smtp.IMAPTLSStartTLS, e.IMAP}} {
		cfg := e.archiveCfg(1)
		cfg.TLS, cfg.Addr = c.mode, c.addr
		got, err := realChannel(t, e, smtp.Config{IMAP: cfg}).FindByKey(context.Background(), k)
		if err != nil || got == nil || got.MessageID != smtp.MessageID(k, "axagent.test") {
			t.Fatalf("imap %s: %+v, %v", c.mode, got, err)
		}
	}
	cfg := e.archiveCfg(1)
	cfg.TLS, cfg.Addr = smtp.IMAPTLSImplicit, e.IMAPS
	untrusted, err := smtp.New(smtp.Config{Addr: e.SMTP, From: "axagent@" + e.Domain, IMAP: cfg},
		smtp.Options{IMAPPassword: e.Password, TLSConfig: &tls.Config{RootCAs: x509.NewCertPool()}, Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := untrusted.FindByKey(context.Background(), k); !failure.IsPermanent(err) {
		t.Fatalf("untrusted archive certificate: %v (%s), want permanent", err, failure.ClassOf(err))
	}
	bad := e.archiveCfg(1)
	wrong, err := smtp.New(smtp.Config{Addr: e.SMTP, From: "axagent@" + e.Domain, IMAP: bad},
		smtp.Options{IMAPPassword: "wrong-password", Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wrong.FindByKey(context.Background(), k); !failure.IsPermanent(err) {
		t.Fatalf("refused archive login: %v (%s), want permanent", err, failure.ClassOf(err))
	}
}
