package config

import "fmt"

// OperatorNotify sends a digest of a meeting's keys that wait for a person
// to the operators' channel (issue 13): once per key set, through the outbox.
type OperatorNotify struct {
	// Channel is a configured channel (channels:) or "sandbox".
	Channel string `yaml:"channel"`
	// Recipient is the address on that channel: a webhook receiver's name,
	// a Slack channel, an e-mail address.
	Recipient string `yaml:"recipient"`
	// ConsoleURL, when set, is linked from the digest (…/console).
	ConsoleURL string `yaml:"console_url"`
}

// Enabled reports whether operator digests are configured.
func (o OperatorNotify) Enabled() bool { return o.Channel != "" }

func (o OperatorNotify) validate() error {
	if o.Channel == "" {
		if o.Recipient != "" || o.ConsoleURL != "" {
			return fmt.Errorf("operators_notify: channel is required")
		}
		return nil
	}
	if o.Recipient == "" {
		return fmt.Errorf("operators_notify: recipient is required (the address on channel %s)", o.Channel)
	}
	return nil
}
