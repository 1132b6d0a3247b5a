// Package smtp delivers notifications as e-mail over SMTP (net/smtp client).
//
// SMTP offers neither dedup nor delivery history, so what matters is knowing
// when the server took responsibility for the message: only the reply to the
// final "." of DATA says so. A failure before that point is retryable or
// permanent; a lost reply after it is unknown, and the dispatcher must hand
// it to a human instead of resending (R16). The Message-ID is derived from the
// notification key, so a human (or a mail log) can tell two copies apart.
package smtp

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	netsmtp "net/smtp"
	"net/textproto"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/notify"
)

// Name is the channel name in configuration.
const Name = "smtp"

// STARTTLS modes.
const (
	// StartTLSAuto upgrades when the server offers STARTTLS (the default).
	StartTLSAuto = "auto"
	// StartTLSRequired refuses to send in clear text.
	StartTLSRequired = "required"
	// StartTLSNever never upgrades (a local relay).
	StartTLSNever = "never"
)

// Config is the `channels.smtp` section of axagent.yaml.
type Config struct {
	// Addr is host:port of the submission server.
	Addr string `yaml:"addr"`
	// From is the envelope and header sender.
	From string `yaml:"from"`
	// Username enables AUTH PLAIN; the password comes from PasswordEnv.
	Username    string `yaml:"username"`
	PasswordEnv string `yaml:"password_env"`
	// StartTLS is auto (default), required or never.
	StartTLS string `yaml:"starttls"`
	// Helo is the EHLO name; default "localhost".
	Helo string `yaml:"helo"`
	// MessageIDDomain is the right side of Message-IDs; default "axagent".
	MessageIDDomain string `yaml:"message_id_domain"`
	// Timeout bounds one whole SMTP session; default 30s.
	Timeout time.Duration `yaml:"timeout"`
}

// Options carries the resolved password and the injectable dependencies.
type Options struct {
	Password string
	// TLSConfig for STARTTLS; ServerName defaults to the Addr host.
	TLSConfig *tls.Config
	Clock     clock.Clock
	Logger    *slog.Logger
}

// Channel sends e-mail.
type Channel struct {
	cfg      Config
	host     string
	password string
	tls      *tls.Config
	clock    clock.Clock
	log      *slog.Logger
}

var _ notify.Channel = (*Channel)(nil)

// New validates cfg.
func New(cfg Config, opts Options) (*Channel, error) {
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("smtp: addr %q: %w", cfg.Addr, err)
	}
	if _, err := mail.ParseAddress(cfg.From); err != nil {
		return nil, fmt.Errorf("smtp: from %q: %w", cfg.From, err)
	}
	switch cfg.StartTLS {
	case "":
		cfg.StartTLS = StartTLSAuto
	case StartTLSAuto, StartTLSRequired, StartTLSNever:
	default:
		return nil, fmt.Errorf("smtp: starttls %q: want auto, required or never", cfg.StartTLS)
	}
	if cfg.Username != "" && opts.Password == "" {
		return nil, errors.New("smtp: username is set but the password is empty")
	}
	if cfg.Helo == "" {
		cfg.Helo = "localhost"
	}
	if cfg.MessageIDDomain == "" {
		cfg.MessageIDDomain = "axagent"
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	redact.Register(opts.Password)
	c := &Channel{cfg: cfg, host: host, password: opts.Password, tls: opts.TLSConfig, clock: opts.Clock, log: opts.Logger}
	if c.tls == nil {
		c.tls = &tls.Config{}
	} else {
		c.tls = c.tls.Clone()
	}
	if c.tls.ServerName == "" {
		c.tls.ServerName = host
	}
	if c.clock == nil {
		c.clock = clock.Real{}
	}
	if c.log == nil {
		c.log = slog.Default()
	}
	return c, nil
}

func (c *Channel) Name() string { return Name }

func (c *Channel) Capabilities() notify.Capabilities {
	return notify.Capabilities{Dedup: false, DeliveryHistory: false}
}

// FindByKey always fails: SMTP gives no way to ask what was delivered.
func (c *Channel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	return nil, failure.NewPermanent("smtp find", notify.ErrNoDeliveryHistory)
}

// MessageID derives the Message-ID header from the notification key: a hash
// prefix that keeps it unique, then the key made dot-atom safe for humans.
func MessageID(key, domain string) string {
	sum := sha256.Sum256([]byte(key))
	var b strings.Builder
	for _, r := range key {
		switch {
		case r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("!#$%&'*+/=?^_`{|}~-", r)):
			b.WriteRune(r)
		default:
			b.WriteByte('.')
		}
	}
	safe := strings.Trim(b.String(), ".")
	for strings.Contains(safe, "..") {
		safe = strings.ReplaceAll(safe, "..", ".")
	}
	id := hex.EncodeToString(sum[:8])
	if safe != "" {
		id += "." + safe
	}
	return "<" + id + "@" + domain + ">"
}

// phase tracks how far a session got, which decides the class of a failure.
type phase int

const (
	beforeData phase = iota // nothing the server could accept was sent
	dataSent                // the final "." may have reached the server
)

// Send delivers one message. Classes:
//   - connection refused, a 4xx reply, a reset before the final ".": retryable;
//   - a 5xx reply (any stage), a bad address, TLS verification: permanent;
//   - a timeout or reset after the final "." and before its reply: unknown.
func (c *Channel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	const op = "smtp send"
	log := c.log.With("key", m.Key, "attempt_id", m.AttemptID)
	msg, rcpt, msgID, err := c.compose(m)
	if err != nil {
		return notify.Delivery{}, failure.NewPermanent(op, err)
	}
	queued, err := c.session(ctx, rcpt, msg)
	if err != nil {
		log.WarnContext(ctx, "smtp send failed", "message_id", msgID, "class", failure.ClassOf(err).String(), "err", redact.String(err.Error()))
		return notify.Delivery{}, err
	}
	log.InfoContext(ctx, "smtp accepted", "message_id", msgID, "reply", queued)
	return notify.Delivery{MessageID: msgID, Key: m.Key, Recipient: m.Recipient, DeliveredAt: c.clock.Now()}, nil
}

// compose builds the message and returns it with the envelope recipient.
func (c *Channel) compose(m notify.Message) (msg []byte, rcpt, msgID string, err error) {
	if m.Key == "" || strings.ContainsAny(m.Key, "\r\n") {
		return nil, "", "", fmt.Errorf("invalid notification key %q", m.Key)
	}
	to, err := mail.ParseAddress(m.Recipient)
	if err != nil {
		return nil, "", "", fmt.Errorf("recipient %q: %w", m.Recipient, err)
	}
	from, _ := mail.ParseAddress(c.cfg.From)
	msgID = MessageID(m.Key, c.cfg.MessageIDDomain)
	// Headers are single lines: fold stray line breaks so no caller can
	// inject a header.
	oneLine := strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ")
	var b bytes.Buffer
	h := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	h("From", from.String())
	h("To", to.String())
	h("Subject", mime.QEncoding.Encode("utf-8", oneLine.Replace(m.Subject)))
	h("Date", c.clock.Now().Format(time.RFC1123Z))
	h("Message-ID", msgID)
	h("X-Axagent-Key", m.Key)
	if m.AttemptID != "" {
		h("X-Axagent-Attempt", oneLine.Replace(m.AttemptID))
	}
	h("MIME-Version", "1.0")
	h("Content-Type", "text/plain; charset=utf-8")
	h("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	qp.Write([]byte(strings.ReplaceAll(m.Text, "\n", "\r\n")))
	qp.Close()
	return b.Bytes(), to.Address, msgID, nil
}

// session runs one SMTP transaction and returns the server's final reply.
func (c *Channel) session(ctx context.Context, rcpt string, msg []byte) (string, error) {
	const op = "smtp send"
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", c.cfg.Addr)
	if err != nil {
		return "", failure.NewRetryable(op, fmt.Errorf("dial %s: %w", c.cfg.Addr, err))
	}
	// net/smtp takes no context: closing the connection when ctx ends is what
	// unblocks it; the deadline is a second guard.
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	defer conn.Close()
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}

	ph := beforeData
	fail := func(step string, err error) error {
		return c.classify(op, ph, fmt.Errorf("%s: %w", step, err))
	}
	cl, err := netsmtp.NewClient(conn, c.host)
	if err != nil {
		return "", fail("greeting", err)
	}
	if err := cl.Hello(c.cfg.Helo); err != nil {
		return "", fail("ehlo", err)
	}
	offered, _ := cl.Extension("STARTTLS")
	switch {
	case offered && c.cfg.StartTLS != StartTLSNever:
		if err := cl.StartTLS(c.tls); err != nil {
			return "", fail("starttls", err)
		}
	case c.cfg.StartTLS == StartTLSRequired:
		return "", failure.NewPermanent(op, errors.New("starttls: required but not offered by the server"))
	}
	if c.cfg.Username != "" {
		// Never send a password in clear text, except over loopback (the
		// same rule net/smtp's PlainAuth applies).
		if _, isTLS := cl.TLSConnectionState(); !isTLS && !isLoopbackName(c.host) {
			return "", failure.NewPermanent(op, errors.New("auth: refusing AUTH PLAIN without TLS; set starttls"))
		}
		if err := cl.Auth(netsmtp.PlainAuth("", c.cfg.Username, c.password, c.host)); err != nil {
			return "", fail("auth", err)
		}
	}
	from, _ := mail.ParseAddress(c.cfg.From)
	if err := cl.Mail(from.Address); err != nil {
		return "", fail("mail from", err)
	}
	if err := cl.Rcpt(rcpt); err != nil {
		return "", fail("rcpt to", err)
	}
	// DATA by hand, not cl.Data(), to tell "the final dot may have been sent"
	// from earlier failures, and to keep the server's reply (queue ID).
	id, err := cl.Text.Cmd("DATA")
	if err != nil {
		return "", fail("data", err)
	}
	cl.Text.StartResponse(id)
	_, _, err = cl.Text.ReadResponse(354)
	cl.Text.EndResponse(id)
	if err != nil {
		return "", fail("data", err)
	}
	w := cl.Text.DotWriter()
	if _, err := w.Write(msg); err != nil {
		// The terminating dot is only written by Close: the server cannot
		// have accepted a message it never saw end.
		return "", fail("data body", err)
	}
	ph = dataSent
	if err := w.Close(); err != nil {
		return "", fail("data end", err)
	}
	_, reply, err := cl.Text.ReadResponse(250)
	if err != nil {
		return "", fail("data reply", err)
	}
	// The message is accepted; a failing QUIT changes nothing.
	_ = cl.Quit()
	return reply, nil
}

func (c *Channel) classify(op string, ph phase, err error) error {
	var te *textproto.Error
	if errors.As(err, &te) {
		// An explicit reply is an answer even after the dot: 4xx and 5xx
		// mean the server did not take the message.
		if te.Code >= 400 && te.Code < 500 {
			return failure.NewRetryable(op, err)
		}
		return failure.NewPermanent(op, err)
	}
	var ce *tls.CertificateVerificationError
	var ua x509.UnknownAuthorityError
	var hn x509.HostnameError
	if errors.As(err, &ce) || errors.As(err, &ua) || errors.As(err, &hn) {
		return failure.NewPermanent(op, err)
	}
	if ph == dataSent {
		return failure.NewUnknown(op, err)
	}
	return failure.NewRetryable(op, err)
}

func isLoopbackName(host string) bool {
	return host == "localhost" || host == "127.0.0.1" || host == "::1"
}
