package app

import (
	"net/mail"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/channels"
)

// addConfiguredChannels builds every channel the `channels:` section
// configures besides the ones already wired, so people can be reached on
// their own channel (issue 20). A channel that cannot be built (a secret's
// variable unset) is left out with a warning: the planner then skips it,
// and people fall back to their next channel.
func (a *App) addConfiguredChannels(cfg *config.Config) {
	chcfg, err := channels.Decode(cfg.Channels)
	if err != nil {
		return // reported by the caller when its own channel needs it
	}
	for _, name := range chcfg.Names() {
		if _, ok := a.channels[name]; ok {
			continue
		}
		ch, err := channels.Build(chcfg, name, channels.Options{Clock: a.clk, Logger: a.log})
		if err != nil {
			a.log.Warn("notification channel not available", "channel", name, "err", err)
			continue
		}
		a.channels[name] = ch
	}
}

// notifyPlanner decides the outbox rows of a success from the roster and
// the notify section.
func (a *App) notifyPlanner() *notify.Planner {
	cfg := a.cfg
	return &notify.Planner{
		Directory: rosterDirectory{roster: a.roster, target: a.tasks.Name(), channel: cfg.Channel},
		Policy: func(tenant, project string) notify.Policy {
			mode, chans := cfg.NotifyPolicy(tenant, project)
			return notify.Policy{Mode: mode, Channels: chans}
		},
		Configured: func(ch string) bool { _, ok := a.channels[ch]; return ok },
	}
}

// digestConfig is the dispatcher's digest settings from the notify section.
func (a *App) digestConfig() notify.DigestConfig {
	n := a.cfg.Notify
	return notify.DigestConfig{Wait: config.Duration(n.DigestWait, 0), Recheck: config.Duration(n.Recheck, 0), Lang: a.lang, TaskURL: n.TaskURL}
}

// Channels is the person's own channel order from the roster.
func (d rosterDirectory) Channels(personID string) []string {
	if d.roster == nil {
		return nil
	}
	p, ok := d.roster.ByName(personID)
	if !ok {
		return nil
	}
	return p.Channels
}

// Address is the person's address on ch: ids.<ch>, else the e-mail (with
// the name) for smtp, else the canonical name on channels that take any
// recipient (sandbox, webhook); "" when the person cannot be reached there.
func (d rosterDirectory) Address(personID, ch string) string {
	if d.roster == nil {
		return personID
	}
	p, ok := d.roster.ByName(personID)
	if !ok {
		return ""
	}
	if id := p.IDs[ch]; id != "" {
		return id
	}
	switch ch {
	case "smtp":
		if p.Email == "" {
			return ""
		}
		return (&mail.Address{Name: p.Name, Address: p.Email}).String()
	case "sandbox", "webhook":
		return p.Name
	}
	return ""
}
