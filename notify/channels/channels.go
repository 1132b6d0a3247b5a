// Package channels builds the notification channels configured in
// axagent.yaml. Secrets never appear in the file: each section names the
// environment variable that holds its secret, and errors name the variable,
// never its value. The sandbox channel is wired by the caller from
// connectors/sandbox and is not built here.
//
//	channel: slack            # which channel notifications use
//	channels:
//	  smtp:
//	    addr: mail.example.com:587
//	    from: axagent@example.com
//	    username: axagent         # optional; enables AUTH PLAIN (TLS only)
//	    password_env: AXAGENT_SMTP_PASSWORD
//	    starttls: auto            # auto | required | never
//	    implicit_tls: false       # true: TLS from the first byte (port 465)
//	    relay_dedup: false        # true only if the relay drops a repeated Message-ID
//	    imap:                     # optional: a mailbox with a copy of every message
//	      addr: mail.example.com:993
//	      username: archive
//	      password_env: AXAGENT_IMAP_PASSWORD
//	      mailbox: INBOX          # or the Sent folder
//	      tls: implicit           # implicit | starttls | none (loopback only)
//	      checks: 3               # misses in a row before "not delivered"
//	  webhook:
//	    url: https://hooks.example.com/axagent
//	    secret_env: AXAGENT_WEBHOOK_SECRET   # whsec_<base64>
//	    dedup: false              # true only if the receiver dedups by webhook-id
//	  slack:
//	    token_env: AXAGENT_SLACK_TOKEN       # xoxb-…
//	    history_channels: [C0ACTIONS]
//	    lookback: 168h
package channels

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"sort"

	"github.com/goccy/go-yaml"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/slack"
	"github.com/axagent/axagent/notify/smtp"
	"github.com/axagent/axagent/notify/webhook"
)

// Sandbox is the channel name the caller wires itself.
const Sandbox = "sandbox"

// Config is the `channels:` section of axagent.yaml.
type Config struct {
	// Default names the channel to use when none is chosen elsewhere
	// (the top-level `channel:` key takes precedence in the CLI).
	Default string          `yaml:"default"`
	SMTP    *smtp.Config    `yaml:"smtp"`
	Webhook *webhook.Config `yaml:"webhook"`
	Slack   *slack.Config   `yaml:"slack"`
}

// Decode reads the `channels:` section from an already parsed YAML value
// (e.g. config.Config.Channels, a map[string]any). Unknown keys are errors, so
// a misspelt `secret_env` does not silently become an unsigned webhook.
func Decode(raw any) (Config, error) {
	var c Config
	if raw == nil {
		return c, nil
	}
	b, err := yaml.Marshal(raw)
	if err != nil {
		return c, fmt.Errorf("channels: %w", err)
	}
	if err := yaml.UnmarshalWithOptions(b, &c, yaml.Strict()); err != nil {
		return c, fmt.Errorf("channels: %s", yaml.FormatError(err, false, false))
	}
	return c, nil
}

// Options are the dependencies every channel shares.
type Options struct {
	// LookupEnv resolves secrets; default os.LookupEnv.
	LookupEnv func(string) (string, bool)
	Clock     clock.Clock
	Logger    *slog.Logger
	// HTTPClient for the webhook and Slack channels (tests); nil is a
	// default client.
	HTTPClient *http.Client
}

// Names lists the channels cfg configures, sorted.
func (c Config) Names() []string {
	var n []string
	if c.SMTP != nil {
		n = append(n, smtp.Name)
	}
	if c.Webhook != nil {
		n = append(n, webhook.Name)
	}
	if c.Slack != nil {
		n = append(n, slack.Name)
	}
	sort.Strings(n)
	return n
}

// Build returns the channel called name. "sandbox" is an error here: the
// caller wires it from connectors/sandbox.
func Build(cfg Config, name string, opts Options) (notify.Channel, error) {
	if opts.LookupEnv == nil {
		opts.LookupEnv = os.LookupEnv
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	log := opts.Logger.With("channel", name)
	switch name {
	case smtp.Name:
		if cfg.SMTP == nil {
			return nil, notConfigured(name)
		}
		var pw string
		if cfg.SMTP.Username != "" {
			var err error
			if pw, err = secret(opts, name, "password_env", cfg.SMTP.PasswordEnv); err != nil {
				return nil, err
			}
		}
		var imapPW string
		if cfg.SMTP.IMAP != nil {
			var err error
			if imapPW, err = secret(opts, name, "imap.password_env", cfg.SMTP.IMAP.PasswordEnv); err != nil {
				return nil, err
			}
		}
		return smtp.New(*cfg.SMTP, smtp.Options{Password: pw, IMAPPassword: imapPW, Clock: opts.Clock, Logger: log})
	case webhook.Name:
		if cfg.Webhook == nil {
			return nil, notConfigured(name)
		}
		s, err := secret(opts, name, "secret_env", cfg.Webhook.SecretEnv)
		if err != nil {
			return nil, err
		}
		return webhook.New(*cfg.Webhook, webhook.Options{Secret: s, Clock: opts.Clock, Logger: log, HTTPClient: opts.HTTPClient})
	case slack.Name:
		if cfg.Slack == nil {
			return nil, notConfigured(name)
		}
		tok, err := secret(opts, name, "token_env", cfg.Slack.TokenEnv)
		if err != nil {
			return nil, err
		}
		return slack.New(*cfg.Slack, slack.Options{Token: tok, Clock: opts.Clock, Logger: log, HTTPClient: opts.HTTPClient})
	case Sandbox:
		return nil, errors.New("channels: the sandbox channel is wired from connectors/sandbox, not built here")
	case "":
		return nil, errors.New("channels: no channel named")
	}
	return nil, fmt.Errorf("channels: unknown channel %q (want smtp, webhook or slack)", name)
}

func notConfigured(name string) error {
	return fmt.Errorf("channels: %s is selected but channels.%s is not configured", name, name)
}

// secret reads the environment variable a config field names. Errors name
// the field and the variable, never a value.
func secret(opts Options, channel, field, env string) (string, error) {
	if env == "" {
		return "", fmt.Errorf("channels: %s: %s is not set (name the environment variable holding the secret)", channel, field)
	}
	v, ok := opts.LookupEnv(env)
	if !ok || v == "" {
		return "", fmt.Errorf("channels: %s: environment variable %s (from %s) is not set", channel, env, field)
	}
	return v, nil
}
