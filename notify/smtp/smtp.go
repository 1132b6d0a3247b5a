// Package smtp delivers notifications as e-mail through an SMTP relay, using
// github.com/wneessen/go-mail for the session and the MIME (STARTTLS or
// implicit TLS, AUTH, UTF-8 subjects and names, multipart/alternative).
//
// SMTP has no dedup and no delivery history of its own, so what matters is
// knowing when the relay took responsibility for the message: only the reply
// to the final "." of DATA says so. A failure before that point is retryable
// or permanent; a lost reply after it is unknown. The Message-ID is derived
// from the notification key, so every copy of one notification carries the
// same ID.
//
// With an IMAP mailbox that receives a copy of every message (an always-BCC
// archive, or the sender's Sent folder) the channel has a delivery history:
// FindByKey searches that mailbox for the Message-ID. A relay configured as
// deduplicating by Message-ID (relay_dedup) makes a resend safe. Without
// either, a lost acknowledgement goes to a human (R16).
package smtp

import (
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/textproto"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
	gmsmtp "github.com/wneessen/go-mail/smtp"

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
	// From is the envelope and header sender, optionally with a name
	// ("axagent 알림 <axagent@example.com>").
	From string `yaml:"from"`
	// Username enables AUTH PLAIN; the password comes from PasswordEnv.
	Username    string `yaml:"username"`
	PasswordEnv string `yaml:"password_env"`
	// StartTLS is auto (default), required or never; ignored with
	// ImplicitTLS.
	StartTLS string `yaml:"starttls"`
	// ImplicitTLS speaks TLS from the first byte (port 465).
	ImplicitTLS bool `yaml:"implicit_tls"`
	// Helo is the EHLO name; default "localhost".
	Helo string `yaml:"helo"`
	// MessageIDDomain is the right side of Message-IDs; default "axagent".
	MessageIDDomain string `yaml:"message_id_domain"`
	// Timeout bounds one whole SMTP session; default 30s.
	Timeout time.Duration `yaml:"timeout"`
	// DeliveryLag is how long after a session gave up a message may still
	// reach the archive (the relay's queue): after an unknown send the
	// archive's "not found" counts only after it (issue 33). Default 0.
	DeliveryLag time.Duration `yaml:"delivery_lag"`
	// RelayDedup says the relay drops a second message with a Message-ID
	// it has already accepted: a resend after a lost acknowledgement is
	// then safe. Postfix and most relays do not; leave it false unless
	// yours is configured to.
	RelayDedup bool `yaml:"relay_dedup"`
	// IMAP names the mailbox that receives a copy of every message; it is
	// the channel's delivery history.
	IMAP *IMAPConfig `yaml:"imap"`
}

// Options carries the resolved passwords and the injectable dependencies.
type Options struct {
	Password string
	// IMAPPassword is the password of Config.IMAP.Username.
	IMAPPassword string
	// TLSConfig for STARTTLS, implicit TLS and IMAP over TLS; ServerName
	// defaults to the Addr host.
	TLSConfig *tls.Config
	Clock     clock.Clock
	Logger    *slog.Logger
}

// Channel sends e-mail.
type Channel struct {
	cfg      Config
	host     string
	port     int
	from     *mail.Address
	password string
	tls      *tls.Config
	imap     *archive
	clock    clock.Clock
	log      *slog.Logger
}

var _ notify.Channel = (*Channel)(nil)

// New validates cfg.
func New(cfg Config, opts Options) (*Channel, error) {
	host, portStr, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("smtp: addr %q: %w", cfg.Addr, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil || port <= 0 || port > 65535 {
		return nil, fmt.Errorf("smtp: addr %q: bad port", cfg.Addr)
	}
	from, err := mail.ParseAddress(cfg.From)
	if err != nil {
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
	redact.Register(opts.Password, opts.IMAPPassword)
	c := &Channel{cfg: cfg, host: host, port: port, from: from, password: opts.Password, tls: opts.TLSConfig, clock: opts.Clock, log: opts.Logger}
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
	if cfg.IMAP != nil {
		a, err := newArchive(*cfg.IMAP, opts.IMAPPassword, opts.TLSConfig, cfg.Timeout)
		if err != nil {
			return nil, err
		}
		c.imap = a
	}
	return c, nil
}

func (c *Channel) Name() string { return Name }

// Capabilities: delivery history when an archive mailbox is configured (it
// may lag the relay's acceptance by the queue time, hence the re-checks);
// dedup only when the configuration says the relay deduplicates.
func (c *Channel) Capabilities() notify.Capabilities {
	caps := notify.Capabilities{Dedup: c.cfg.RelayDedup, DeliveryLag: c.cfg.DeliveryLag}
	if c.imap != nil {
		caps.DeliveryHistory = true
		caps.HistoryChecks = c.imap.cfg.Checks
	}
	return caps
}

// FindByKey searches the archive mailbox for the key's Message-ID. Without
// an archive it fails permanently: SMTP alone cannot say what was delivered.
func (c *Channel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	if c.imap == nil {
		return nil, failure.NewPermanent("smtp find", notify.ErrNoDeliveryHistory)
	}
	id := MessageID(key, c.cfg.MessageIDDomain)
	found, err := c.imap.find(ctx, id)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, nil
	}
	c.log.InfoContext(ctx, "smtp delivery found in archive", "key", key, "message_id", id, "mailbox", c.imap.cfg.Mailbox)
	return &notify.Delivery{MessageID: id, Key: key, DeliveredAt: c.clock.Now()}, nil
}

// MessageID derives the Message-ID header (with its angle brackets) from the
// notification key: a hash prefix that keeps it unique, then the key made
// dot-atom safe for humans.
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

// Send delivers one message. Classes:
//   - connection refused, a 4xx reply, a reset before the final ".": retryable;
//   - a 5xx reply (any stage), a bad address, TLS verification, a refused
//     login: permanent;
//   - a timeout or reset after the final "." and before its reply: unknown.
func (c *Channel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	const op = "smtp send"
	log := c.log.With("key", m.Key, "attempt_id", m.AttemptID)
	msg, msgID, err := c.compose(m)
	if err != nil {
		return notify.Delivery{}, failure.NewPermanent(op, err)
	}
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	client, err := c.client(ctx)
	if err != nil {
		return notify.Delivery{}, failure.NewPermanent(op, err)
	}
	err = client.DialAndSendWithContext(ctx, msg)
	if msg.IsDelivered() {
		// The relay answered the final "." with 2xx: a failing RSET or
		// QUIT afterwards changes nothing.
		log.InfoContext(ctx, "smtp accepted", "message_id", msgID, "reply", msg.ServerResponse(), "quit_err", errText(err))
		return notify.Delivery{MessageID: msgID, Key: m.Key, Recipient: m.Recipient, DeliveredAt: c.clock.Now()}, nil
	}
	if err == nil {
		err = errors.New("the relay did not confirm the message")
	}
	err = classify(op, err)
	log.WarnContext(ctx, "smtp send failed", "message_id", msgID, "class", failure.ClassOf(err).String(), "err", redact.String(err.Error()))
	return notify.Delivery{}, err
}

// client builds a go-mail client for one session. Its connection is
// closed when ctx ends (go-mail uses a context for dialing only), so a
// shutdown or the session timeout unblocks a hanging relay; a close after
// the final "." is then an unknown outcome, like any lost reply.
func (c *Channel) client(ctx context.Context) (*gomail.Client, error) {
	dial := func(_ context.Context, network, addr string) (net.Conn, error) {
		var d net.Dialer
		conn, err := d.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		context.AfterFunc(ctx, func() { conn.Close() })
		if !c.cfg.ImplicitTLS {
			return conn, nil
		}
		tc := tls.Client(conn, c.tls)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return nil, err
		}
		return tc, nil
	}
	opts := []gomail.Option{
		gomail.WithPort(c.port), gomail.WithHELO(c.cfg.Helo), gomail.WithTimeout(c.cfg.Timeout),
		gomail.WithTLSConfig(c.tls), gomail.WithDialContextFunc(dial),
	}
	switch {
	case c.cfg.ImplicitTLS:
		opts = append(opts, gomail.WithSSL())
	case c.cfg.StartTLS == StartTLSRequired:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case c.cfg.StartTLS == StartTLSNever:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if c.cfg.Username != "" {
		// go-mail's PLAIN refuses a clear-text connection except to
		// localhost, the same rule net/smtp applies.
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain), gomail.WithUsername(c.cfg.Username), gomail.WithPassword(c.password))
	}
	cl, err := gomail.NewClient(c.host, opts...)
	if err != nil {
		return nil, fmt.Errorf("client: %w", err)
	}
	return cl, nil
}

// compose builds the message: UTF-8 subject and names, text/plain, and
// multipart/alternative with text/html when the message has HTML.
func (c *Channel) compose(m notify.Message) (*gomail.Msg, string, error) {
	if m.Key == "" || strings.ContainsAny(m.Key, "\r\n") {
		return nil, "", fmt.Errorf("invalid notification key %q", m.Key)
	}
	to, err := mail.ParseAddress(m.Recipient)
	if err != nil {
		return nil, "", fmt.Errorf("recipient %q: %w", m.Recipient, err)
	}
	msg := gomail.NewMsg(gomail.WithCharset(gomail.CharsetUTF8), gomail.WithEncoding(gomail.EncodingQP))
	if err := msg.FromFormat(c.from.Name, c.from.Address); err != nil {
		return nil, "", fmt.Errorf("from: %w", err)
	}
	if err := msg.AddToFormat(to.Name, to.Address); err != nil {
		return nil, "", fmt.Errorf("recipient %q: %w", m.Recipient, err)
	}
	oneLine := strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ")
	msg.Subject(oneLine.Replace(m.Subject))
	msgID := MessageID(m.Key, c.cfg.MessageIDDomain)
	msg.SetMessageIDWithValue(strings.TrimSuffix(strings.TrimPrefix(msgID, "<"), ">"))
	msg.SetDateWithValue(c.clock.Now())
	msg.SetGenHeader("X-Axagent-Key", m.Key)
	if m.AttemptID != "" {
		msg.SetGenHeader("X-Axagent-Attempt", oneLine.Replace(m.AttemptID))
	}
	msg.SetUserAgent("axagent")
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	return msg, msgID, nil
}

// classify maps a go-mail error to a failure class. Only the reply to the
// final "." (go-mail's "closing SMTP DATA writer") can leave the outcome
// unknown: the relay may have queued the message and the reply was lost.
func classify(op string, err error) error {
	var se *gomail.SendError
	if errors.As(err, &se) {
		code := se.ErrorCode()
		switch {
		case code >= 400 && code < 500:
			return failure.NewRetryable(op, err)
		case code >= 500:
			return failure.NewPermanent(op, err)
		case se.Reason == gomail.ErrSMTPDataClose:
			return failure.NewUnknown(op, err)
		case se.Reason == gomail.ErrGetSender || se.Reason == gomail.ErrGetRcpts || se.Reason == gomail.ErrNoUnencoded:
			return failure.NewPermanent(op, err)
		}
		return failure.NewRetryable(op, err)
	}
	// Dial, greeting, EHLO, STARTTLS or AUTH failed: nothing was sent.
	var te *textproto.Error
	if errors.As(err, &te) {
		if te.Code >= 400 && te.Code < 500 {
			return failure.NewRetryable(op, err)
		}
		return failure.NewPermanent(op, err)
	}
	if code := replyCode(err); code >= 500 {
		return failure.NewPermanent(op, err)
	} else if code >= 400 {
		return failure.NewRetryable(op, err)
	}
	var ce *tls.CertificateVerificationError
	var ua x509.UnknownAuthorityError
	var hn x509.HostnameError
	if errors.As(err, &ce) || errors.As(err, &ua) || errors.As(err, &hn) ||
		errors.Is(err, gmsmtp.ErrUnencrypted) || errors.Is(err, gomail.ErrPlainAuthNotSupported) ||
		strings.Contains(err.Error(), "does not support STARTTLS") {
		return failure.NewPermanent(op, err)
	}
	return failure.NewRetryable(op, err)
}

// replyCode finds an SMTP reply code at the start of a wrapped error's
// innermost message (go-mail's internal client formats replies as text).
func replyCode(err error) int {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			break
		}
		err = next
	}
	s := err.Error()
	if len(s) < 4 || s[3] != ' ' && s[3] != '-' {
		return 0
	}
	n, convErr := strconv.Atoi(s[:3])
	if convErr != nil || n < 200 || n > 599 {
		return 0
	}
	return n
}

// errText is err's text with configured secrets removed ("" for nil).
func errText(err error) string {
	if err == nil {
		return ""
	}
	return redact.String(err.Error())
}
