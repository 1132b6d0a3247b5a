package config

import (
	"fmt"
	"time"
)

// NotifyConfig is the `notify:` section: how assignees hear about their
// tasks. It is either a mode alone (`notify: digest`) or a mapping:
//
//	notify:
//	  mode: digest            # per-task (default) | digest
//	  channels: [slack, smtp] # default order for people whose roster entry names none
//	  digest_wait: 10m        # longest a digest waits for the person's unsettled actions
//	  recheck: 30s            # between looks at a waiting digest or fallback
//	  task_url: https://redmine.example.com/issues/{id}
//	  rules:                  # per tenant/project; the last matching rule wins
//	    - tenants: [demo]
//	      projects: [P42]
//	      mode: per-task
//	      channels: [smtp]
type NotifyConfig struct {
	Mode       string       `yaml:"mode"`
	Channels   []string     `yaml:"channels"`
	DigestWait string       `yaml:"digest_wait"`
	Recheck    string       `yaml:"recheck"`
	TaskURL    string       `yaml:"task_url"`
	Rules      []NotifyRule `yaml:"rules"`
}

// NotifyRule sets the mode and default channels for some tenants and
// projects (empty lists and "*" match all; empty fields keep the default).
type NotifyRule struct {
	Tenants  []string `yaml:"tenants"`
	Projects []string `yaml:"projects"`
	Mode     string   `yaml:"mode"`
	Channels []string `yaml:"channels"`
}

// UnmarshalYAML accepts `notify: digest` as well as the mapping.
func (n *NotifyConfig) UnmarshalYAML(unmarshal func(any) error) error {
	var mode string
	if err := unmarshal(&mode); err == nil {
		*n = NotifyConfig{Mode: mode}
		return nil
	}
	type plain NotifyConfig
	var p plain
	if err := unmarshal(&p); err != nil {
		return err
	}
	*n = NotifyConfig(p)
	return nil
}

// NotifyPolicy is the mode and default channel order for a tenant and
// project: the last matching rule over the section's defaults.
func (c *Config) NotifyPolicy(tenant, project string) (mode string, channels []string) {
	mode, channels = c.Notify.Mode, c.Notify.Channels
	for _, r := range c.Notify.Rules {
		if match(r.Tenants, tenant) && match(r.Projects, project) {
			if r.Mode != "" {
				mode = r.Mode
			}
			if len(r.Channels) > 0 {
				channels = r.Channels
			}
		}
	}
	if mode == "" {
		mode = "per-task"
	}
	return mode, channels
}

// validateNotify checks the section's modes and durations.
func (c *Config) validateNotify() error {
	modes := []struct {
		where, mode string
	}{{"notify.mode", c.Notify.Mode}}
	for i, r := range c.Notify.Rules {
		modes = append(modes, struct{ where, mode string }{fmt.Sprintf("notify.rules[%d].mode", i), r.Mode})
	}
	for _, m := range modes {
		switch m.mode {
		case "", "per-task", "digest":
		default:
			return fmt.Errorf("%s %q: want per-task or digest", m.where, m.mode)
		}
	}
	lists := map[string][]string{"notify.channels": c.Notify.Channels}
	for i, r := range c.Notify.Rules {
		lists[fmt.Sprintf("notify.rules[%d].channels", i)] = r.Channels
	}
	for where, chans := range lists {
		for _, ch := range chans {
			switch ch {
			case "sandbox", "smtp", "email", "e-mail", "mail", "slack", "webhook":
			default:
				return fmt.Errorf("%s: unknown channel %q (want sandbox, smtp/email, slack or webhook)", where, ch)
			}
		}
	}
	for _, d := range []struct{ name, v string }{{"notify.digest_wait", c.Notify.DigestWait}, {"notify.recheck", c.Notify.Recheck}} {
		if d.v == "" {
			continue
		}
		if v, err := time.ParseDuration(d.v); err != nil || v <= 0 {
			return fmt.Errorf("%s %q: want a positive duration such as 10m", d.name, d.v)
		}
	}
	return nil
}
