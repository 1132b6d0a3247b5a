package smtp

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"github.com/axagent/axagent/failure"
)

// IMAP TLS modes.
const (
	IMAPTLSImplicit = "implicit" // port 993 (the default)
	IMAPTLSStartTLS = "starttls"
	IMAPTLSNone     = "none" // loopback only
)

// IMAPConfig is `channels.smtp.imap`: the mailbox that receives a copy of
// every message the channel sends (an always-BCC archive, or the sender's
// Sent folder filled by the relay).
type IMAPConfig struct {
	Addr        string `yaml:"addr"`
	Username    string `yaml:"username"`
	PasswordEnv string `yaml:"password_env"`
	// Mailbox is searched; default INBOX.
	Mailbox string `yaml:"mailbox"`
	// TLS is implicit (default), starttls or none (loopback only).
	TLS string `yaml:"tls"`
	// Checks is how many searches in a row must miss a Message-ID before
	// the dispatcher treats it as not delivered (the archive copy lags the
	// relay's acceptance by its queue time); default 3.
	Checks int `yaml:"checks"`
}

// archive searches the IMAP mailbox.
type archive struct {
	cfg      IMAPConfig
	host     string
	password string
	tls      *tls.Config
	timeout  time.Duration
}

func newArchive(cfg IMAPConfig, password string, tlsCfg *tls.Config, timeout time.Duration) (*archive, error) {
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("smtp: imap addr %q: %w", cfg.Addr, err)
	}
	if cfg.Username == "" || password == "" {
		return nil, errors.New("smtp: imap needs a username and a password (password_env)")
	}
	switch cfg.TLS {
	case "":
		cfg.TLS = IMAPTLSImplicit
	case IMAPTLSImplicit, IMAPTLSStartTLS:
	case IMAPTLSNone:
		if !isLoopbackName(host) {
			return nil, fmt.Errorf("smtp: imap tls none is for a loopback mailbox only, not %s", host)
		}
	default:
		return nil, fmt.Errorf("smtp: imap tls %q: want implicit, starttls or none", cfg.TLS)
	}
	if cfg.Mailbox == "" {
		cfg.Mailbox = "INBOX"
	}
	if cfg.Checks <= 0 {
		cfg.Checks = 3
	}
	a := &archive{cfg: cfg, host: host, password: password, timeout: timeout}
	if tlsCfg != nil {
		a.tls = tlsCfg.Clone()
	} else {
		a.tls = &tls.Config{}
	}
	if a.tls.ServerName == "" {
		a.tls.ServerName = host
	}
	return a, nil
}

func isLoopbackName(host string) bool {
	return host == "localhost" || host == "127.0.0.1" || host == "::1"
}

// find reports whether a message with the Message-ID (angle brackets
// included) is in the mailbox. Errors are retryable except a refused login
// or a missing mailbox (permanent).
func (a *archive) find(ctx context.Context, messageID string) (bool, error) {
	const op = "smtp find (imap)"
	ctx, cancel := context.WithTimeout(ctx, a.timeout)
	defer cancel()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", a.cfg.Addr)
	if err != nil {
		return false, failure.NewRetryable(op, fmt.Errorf("dial %s: %w", a.cfg.Addr, err))
	}
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}
	// go-imap's commands take no context: closing the connection when ctx
	// ends is what unblocks them.
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	opts := &imapclient.Options{TLSConfig: a.tls}
	var c *imapclient.Client
	switch a.cfg.TLS {
	case IMAPTLSImplicit:
		tc := tls.Client(conn, a.tls)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return false, failure.NewPermanent(op, fmt.Errorf("tls: %w", err))
		}
		c = imapclient.New(tc, opts)
	case IMAPTLSStartTLS:
		if c, err = imapclient.NewStartTLS(conn, opts); err != nil {
			conn.Close()
			return false, failure.NewRetryable(op, fmt.Errorf("starttls: %w", err))
		}
	default:
		c = imapclient.New(conn, opts)
	}
	defer c.Close()
	if err := c.WaitGreeting(); err != nil {
		return false, failure.NewRetryable(op, fmt.Errorf("greeting: %w", err))
	}
	if err := c.Login(a.cfg.Username, a.password).Wait(); err != nil {
		if isIMAPNo(err) {
			return false, failure.NewPermanent(op, fmt.Errorf("login as %s: %w", a.cfg.Username, err))
		}
		return false, failure.NewRetryable(op, fmt.Errorf("login: %w", err))
	}
	if _, err := c.Select(a.cfg.Mailbox, &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
		if isIMAPNo(err) {
			return false, failure.NewPermanent(op, fmt.Errorf("select %s: %w", a.cfg.Mailbox, err))
		}
		return false, failure.NewRetryable(op, fmt.Errorf("select %s: %w", a.cfg.Mailbox, err))
	}
	data, err := c.UIDSearch(&imap.SearchCriteria{Header: []imap.SearchCriteriaHeaderField{{Key: "Message-ID", Value: messageID}}}, nil).Wait()
	if err != nil {
		return false, failure.NewRetryable(op, fmt.Errorf("search: %w", err))
	}
	_ = c.Logout().Wait()
	return len(data.AllUIDs()) > 0, nil
}

// isIMAPNo reports a tagged NO or BAD from the server (an answer, not a
// broken connection).
func isIMAPNo(err error) bool {
	var ie *imap.Error
	if errors.As(err, &ie) {
		return ie.Type == imap.StatusResponseTypeNo || ie.Type == imap.StatusResponseTypeBad
	}
	return strings.Contains(err.Error(), "NO ")
}
